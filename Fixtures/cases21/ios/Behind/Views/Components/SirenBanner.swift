import SwiftUI

struct SirenBanner: View {
    let state: MatchDisplayState
    @State private var pulse = false

    var body: some View {
        HStack(spacing: Theme.Spacing.sm) {
            Image(systemName: "megaphone.fill")
            Text(state.isFinal ? "Siren! Full time" : "Siren — \(state.quarterLabel) over")
        }
        .padding(Theme.Spacing.md)
        .background(Color(red: 1.0, green: 0.78, blue: 0.2), in: Capsule())
        .scaleEffect(pulse ? 1.04 : 1)
        .onAppear {
            withAnimation(.easeInOut(duration: 0.6).repeatCount(3)) { pulse = true }
        }
    }
}
