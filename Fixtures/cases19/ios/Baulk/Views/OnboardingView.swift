import SwiftUI

struct OnboardingView: View {
    @Binding var isPresented: Bool
    @State private var page = 0

    private let pages: [(symbol: String, title: String, body: String)] = [
        ("circle.grid.3x3.fill", "Every frame, live", "Scores from the Crucible, Ally Pally and the Barbican."),
        ("bell.badge", "Follow a match", "Get a Live Activity on your Lock Screen."),
        ("applewatch", "On your wrist", "Frame scores on Apple Watch and in CarPlay."),
    ]

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(pages.indices, id: \.self) { index in
                    OnboardingPage(symbol: pages[index].symbol, title: pages[index].title, text: pages[index].body)
                        .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))

            Button(page == pages.count - 1 ? "Get started" : "Next") {
                if page == pages.count - 1 { isPresented = false } else { page += 1 }
            }
            .buttonStyle(.borderedProminent)
            .padding(.bottom, Theme.Spacing.section)
        }
    }
}

struct OnboardingPage: View {
    let symbol: String
    let title: String
    let text: String

    var body: some View {
        VStack(spacing: Theme.Spacing.section) {
            Image(systemName: symbol)
                .font(.system(size: 56))
            Text(title).font(.title.bold())
            Text(text).multilineTextAlignment(.center)
        }
        .padding(Theme.Spacing.screen)
    }
}
