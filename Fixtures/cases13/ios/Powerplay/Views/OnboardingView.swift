import SwiftUI

struct OnboardingView: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    @State private var step = 0

    private let steps: [OnboardingStep] = OnboardingStep.all

    var body: some View {
        VStack(spacing: Theme.Spacing.l) {
            TabView(selection: $step) {
                ForEach(steps) { item in
                    VStack(spacing: Theme.Spacing.m) {
                        Image(systemName: item.symbol)
                            .font(.system(size: 56))
                            .foregroundStyle(Theme.Palette.pitch)
                        Text(item.title)
                            .font(Theme.Typeface.title)
                        Text(item.body)
                            .multilineTextAlignment(.center)
                    }
                    .tag(item.index)
                }
            }
            .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))

            Button(step == steps.count - 1 ? "Get started" : "Next") {
                if step == steps.count - 1 {
                    hasSeenOnboarding = true
                } else {
                    withAnimation { step += 1 }
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(Theme.Spacing.l)
    }
}

struct OnboardingStep: Identifiable, Hashable {
    let index: Int
    let symbol: String
    let title: LocalizedStringKey
    let body: LocalizedStringKey

    var id: Int { index }

    static let all: [OnboardingStep] = [
        OnboardingStep(index: 0, symbol: "bell.badge", title: "Follow a game", body: "Tap Follow on any fixture to get it on your Lock Screen."),
        OnboardingStep(index: 1, symbol: "iphone.gen3", title: "Live on your Lock Screen", body: "Scores update in the Dynamic Island while you get on with your day."),
        OnboardingStep(index: 2, symbol: "gearshape", title: "Pick your alerts", body: "Choose which moments buzz your phone in Settings."),
    ]
}
