import SwiftUI

struct HighlightsView: View {
    let highlights: [HighlightDisplay]
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            ForEach(highlights) { highlight in
                HighlightCard(highlight: highlight).tag(highlight.index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .onAppear {
            Task { await preloadThumbnails() }
        }
    }

    private func preloadThumbnails() async {}
}
