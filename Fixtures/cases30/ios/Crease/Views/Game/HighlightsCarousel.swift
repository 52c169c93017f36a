import SwiftUI

struct HighlightsCarousel: View {
    let gameId: String
    @Environment(\.highlightsService) private var highlights
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            ForEach(Array(highlights.clips.enumerated()), id: \.element.id) { index, clip in
                HighlightCard(clip: clip)
                    .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .automatic))
        .frame(height: 220)
        .task(id: gameId) { try? await highlights.load(gameId: gameId) }
    }
}

struct HighlightCard: View {
    let clip: HighlightClip

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            AsyncImage(url: clip.thumbnailURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Theme.Palette.surface
            }
            .clipShape(RoundedRectangle(cornerRadius: Theme.Radius.card))
            Text(clip.titleText).font(.subheadline.weight(.semibold))
            // umpire:disable-next-line no-prints -- previews spam the console
            Text(clip.durationText).font(.caption).foregroundStyle(Theme.Palette.inkMuted)
        }
    }
}
