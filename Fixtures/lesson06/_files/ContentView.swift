import SwiftUI

struct ContentView: View {
    var body: some View {
        ScrollView {
            VStack {
                ForEach(Trip.samples) { trip in
                    TripCard(trip: trip)
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
