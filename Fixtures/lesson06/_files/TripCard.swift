import SwiftUI

struct TripCard: View {
    let trip: Trip

    var body: some View {
        Text(trip.name)
    }
}
