import SwiftUI

fileprivate struct OnboardingView: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

    var body: some View {
        TabView {
            OnboardingPage(symbol: "sportscourt", title: "Follow a match", message: "Tap the bell on any fixture.")
            OnboardingPage(symbol: "lock.iphone", title: "On your Lock Screen", message: "Scores stay on the Lock Screen while you follow.")
            OnboardingPage(symbol: "bell.badge", title: "Choose your alerts", message: "Goals, cards and corners — your call.")
        }
        .tabViewStyle(PageTabViewStyle())
        .overlay(alignment: .bottom) {
            Button("Get started") { hasSeenOnboarding = true }
                .buttonStyle(.borderedProminent)
                .padding(.bottom, 40)
        }
    }
}

struct OnboardingPage: View {
    let symbol: String
    let title: String
    let message: String

    var body: some View {
        VStack(spacing: Theme.Spacing.l) {
            Image(systemName: symbol).font(.system(size: 56))
            Text(title).font(.title2.bold())
            Text(message).multilineTextAlignment(.center).foregroundColor(.secondary)
        }
        .padding(Theme.Spacing.xl)
    }
}
