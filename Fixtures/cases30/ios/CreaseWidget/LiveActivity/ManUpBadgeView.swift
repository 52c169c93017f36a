import SwiftUI
import WidgetKit

struct ManUpBadgeView: View {
    let display: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetMetrics.rowGap) {
            ManUpDot(active: display.isManUp)
            Text(display.expanded.situationText ?? "")
                .font(.caption2)
        }
        .modifier(BadgeGlow(active: display.isManUp))
    }
}

struct ManUpDot: View {
    let active: Bool

    var body: some View {
        Circle()
            .fill(active ? Color.crManUp : Color.crChalk.opacity(0.3))
            .frame(width: WidgetMetrics.rowGap, height: WidgetMetrics.rowGap)
    }
}

struct BadgeGlow: ViewModifier {
    let active: Bool

    func body(content: Content) -> some View {
        content.shadow(color: active ? Color.crManUp : .clear, radius: WidgetMetrics.rowGap)
    }
}

#Preview("Man-up badge", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    CreaseWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.thirdQuarter
}
