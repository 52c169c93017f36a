import SwiftUI

struct OnboardingView: View {
    @State private var page = 0
    let onFinish: () -> Void

    var body: some View {
        TabView(selection: $page) {
            OnboardingPage(symbol: "flag.checkered", title: "Follow a race", message: "Pick a Grand Prix and keep it on your Lock Screen.")
                .tag(0)
            OnboardingPage(symbol: "person.crop.circle", title: "Or a driver", message: "Track one car's position, gap and tyres.")
                .tag(1)
        }
        .tabViewStyle(PageTabViewStyle())
        .overlay(alignment: .bottom) {
            Button("Get started", action: onFinish)
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
        VStack(spacing: Theme.Spacing.lg) {
            Image(systemName: symbol)
                .font(.largeTitle)
            Text(title)
                .font(.title.bold())
            Text(message)
                .multilineTextAlignment(.center)
        }
        .padding(Theme.Spacing.xl)
    }
}
