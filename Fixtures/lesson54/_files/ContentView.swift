import SwiftUI

struct ContentView: View {
    @State private var carrots = 0

    var body: some View {
        ZStack {
            BurrowArt(bunny: "Clover", mood: .awake)
            VStack(spacing: 12) {
                Text("🥕 \(carrots)")
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                    .foregroundStyle(.white)
                Button("Give Clover a carrot") {
                    carrots += 1
                }
                .buttonStyle(.borderedProminent)
                .tint(.orange)
            }
            .frame(maxHeight: .infinity, alignment: .bottom)
            .padding(.bottom, 30)
        }
    }
}

#Preview {
    ContentView()
}
