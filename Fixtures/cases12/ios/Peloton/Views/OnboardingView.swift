import SwiftUI

struct OnboardingView: View {
    @Environment(\.notificationService) private var notificationService
    @Binding var isPresented: Bool

    var body: some View {
        TabView {
            page(symbol: "bicycle", title: "Every stage, live", detail: "Gaps, breaks and the GC as the race unfolds.")
            page(symbol: "lock.iphone", title: "On your Lock Screen", detail: "Follow a race and the stage appears when the flag drops.")
            VStack(spacing: Theme.Spacing.lg) {
                page(symbol: "bell", title: "Only what matters", detail: "Attacks, catches and changes in yellow.")
                Button("Turn on notifications") {
                    Task {
                        await notificationService.requestAuthorization()
                        isPresented = false
                    }
                }
                .buttonStyle(.borderedProminent)
            }
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
    }

    private func page(symbol: String, title: String, detail: String) -> some View {
        VStack(spacing: Theme.Spacing.md) {
            Image(systemName: symbol)
                .font(.system(size: 56))
            Text(title)
                .font(.title2.bold())
            Text(detail)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
        }
        .padding(Theme.Spacing.xl)
    }
}
