import SwiftUI

struct OnboardingView: View {
    @Environment(\.notificationService) private var notificationService
    @State private var page = 0
    let onFinish: () -> Void

    var body: some View {
        TabView(selection: $page) {
            OnboardingPage(
                symbol: "tennisball",
                title: "Every point, at a glance",
                message: "Follow a match and the score lives on your Lock Screen."
            )
            .tag(0)
            OnboardingPage(
                symbol: "bell.badge",
                title: "Only what matters",
                message: "Pick alerts for breaks, sets and results. Nothing else."
            )
            .tag(1)
            VStack(spacing: Theme.Spacing.lg) {
                OnboardingPage(
                    symbol: "cloud.rain",
                    title: "Rain days too",
                    message: "See what is on your court next while the covers are on."
                )
                Button("Allow notifications") {
                    Task {
                        _ = try? await notificationService.requestAuthorization()
                        onFinish()
                    }
                }
                .buttonStyle(.borderedProminent)
            }
            .tag(2)
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
    }
}

private struct OnboardingPage: View {
    let symbol: String
    let title: String
    let message: String

    var body: some View {
        VStack(spacing: Theme.Spacing.md) {
            Image(systemName: symbol)
                .font(.system(.largeTitle))
                .foregroundStyle(Theme.Colors.ball)
            Text(title)
                .font(.title2.bold())
            Text(message)
                .multilineTextAlignment(.center)
                .foregroundStyle(Theme.Colors.secondaryText)
        }
        .padding()
    }
}
