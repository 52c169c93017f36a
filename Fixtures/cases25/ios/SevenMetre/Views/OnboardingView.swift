import SwiftUI

struct OnboardingView: View {
    @Binding var isPresented: Bool
    @State private var page = 0

    var body: some View {
        VStack(spacing: Theme.Spacing.lg) {
            Text("Welcome to Seven Metre")
                .font(.largeTitle.bold())
            Text("Follow a match to see it on your Lock Screen.")
            Button("Get started") {
                print("onboarding finished on page \(page)")
                isPresented = false
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(Theme.Spacing.xl)
    }
}
