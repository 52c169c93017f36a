import SwiftUI

struct HighlightsPagerView: View {
    let clips: [HighlightClip]
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            ForEach(Array(clips.enumerated()), id: \.element.id) { index, clip in
                HighlightCard(clip: clip).tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}

struct HighlightClip: Identifiable, Hashable {
    let id: String
    let caption: String
    let thumbnail: URL?
}

private struct HighlightCard: View {
    let clip: HighlightClip
    var body: some View {
        Text(clip.caption).cardStyle()
    }
}
