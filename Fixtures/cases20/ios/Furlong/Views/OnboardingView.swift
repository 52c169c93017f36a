import SwiftUI

struct OnboardingView: View {
    let onFinish: () -> Void
    @State private var page = 0

    var body: some View {
        VStack(spacing: Theme.Spacing.xl) {
            TabView(selection: $page) {
                OnboardingPage(symbol: "flag.checkered", title: "Every race, as it happens", message: "Cards, prices and non-runners for every British and Irish meeting.")
                    .tag(0)
                OnboardingPage(symbol: "lock.iphone", title: "On your Lock Screen", message: "Follow a horse and we'll keep the race on your Lock Screen until the result.")
                    .tag(1)
            }
            .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))

            Button("Get started", action: onFinish)
                .buttonStyle(.borderedProminent)
                .padding(.bottom, 32)
        }
    }
}

struct OnboardingPage: View {
    let symbol: String
    let title: String
    let message: String

    var body: some View {
        VStack(spacing: Theme.Spacing.l) {
            Image(systemName: symbol)
                .font(.system(size: 56))
            Text(title).font(.title.bold())
            Text(message)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
        }
        .padding(Theme.Spacing.xl)
    }
}
