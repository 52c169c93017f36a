import SwiftUI

struct OnboardingView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TabView {
            OnboardingPage(symbol: "pin", text: "Follow a match to pin it to your Lock Screen")
            OnboardingPage(symbol: "bell", text: "Choose which moments buzz your phone")
        }
        .tabViewStyle(PageTabViewStyle())
        .padding(32)
        .overlay(alignment: .bottom) {
            Button("Get started") { dismiss() }
        }
    }
}

struct OnboardingPage: View {
    let symbol: String
    let text: String
    var body: some View {
        VStack(spacing: Spacing.l) {
            Image(systemName: symbol).font(.largeTitle)
            Text(text).multilineTextAlignment(.center)
        }
    }
}
