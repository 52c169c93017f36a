import SwiftUI
import WidgetKit

struct StaleBannerView: View {
    let isStale: Bool
    let state: LiveActivityDisplayState

    var body: some View {
        Text(isStale ? "Waiting for the next update" : state.phaseLabel)
            .font(.caption2)
            .opacity(isStale ? NickWidgetOpacity.dimmed : 1)
    }
}

enum NickWidgetOpacity {
    static let dimmed = 0.6
}
