import SwiftUI

struct OnboardingView: View {
    @Binding var isPresented: Bool
    @State private var page = 0

    private let pages: [(symbol: String, title: String)] = [
        ("sportscourt", "Every game, live"),
        ("bell.badge", "Follow your club"),
        ("lock.iphone", "Scores on your Lock Screen"),
    ]

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(pages.indices, id: \.self) { index in
                    VStack(spacing: Theme.Spacing.lg) {
                        Image(systemName: pages[index].symbol)
                            .font(.system(size: 56))
                        Text(pages[index].title)
                            .font(.title2.bold())
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            Button(page == pages.count - 1 ? "Get started" : "Next") {
                if page == pages.count - 1 { isPresented = false } else { page += 1 }
            }
            .buttonStyle(.borderedProminent)
            .padding(.bottom, Theme.Spacing.xl)
        }
    }
}
