import SwiftUI

struct GameBallBanner: View {
    let item: MatchItem

    var body: some View {
        bannerContent(for: item)
    }

    private func bannerContent(for item: MatchItem) -> AnyView {
        guard item.isLive else {
            return AnyView(Text(item.display.startLabel))
        }
        return AnyView(
            Text("Match ball")
                .font(.headline)
                .foregroundColor(.white)
        )
    }
}
