import SwiftUI

struct OnboardingView: View {
    @State private var page = 0
    let onFinish: () -> Void

    var body: some View {
        TabView(selection: $page) {
            OnboardingPage(symbol: "flag.checkered", title: "Follow any race", message: "Pick a series and a driver.").tag(0)
            OnboardingPage(symbol: "iphone.gen3", title: "On your Lock Screen", message: "Positions and gaps, live.").tag(1)
            OnboardingPage(symbol: "bell", title: "Only what matters", message: "Pit stops, flags and the finish.").tag(2)
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .overlay(alignment: .bottom) {
            Button("Get started", action: onFinish)
                .buttonStyle(.borderedProminent)
                .padding(.bottom, PitstopTheme.Spacing.lg)
        }
    }
}

struct OnboardingPage: View {
    let symbol: String
    let title: String
    let message: String

    var body: some View {
        VStack(spacing: PitstopTheme.Spacing.md) {
            Image(systemName: symbol).font(.largeTitle)
            Text(title).font(.title2.bold())
            Text(message).foregroundStyle(.secondary)
        }
    }
}
