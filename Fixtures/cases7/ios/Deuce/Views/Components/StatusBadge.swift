import SwiftUI

struct StatusBadge: View {
    let status: MatchStatus

    var body: some View {
        badge
    }

    private var badge: AnyView {
        switch status {
        case .live:
            return AnyView(
                Text("LIVE")
                    .font(.caption2.weight(.heavy))
                    .padding(.horizontal, 6)
                    .padding(.vertical, Theme.Spacing.xxs)
                    .background(Theme.Colors.live, in: .capsule)
            )
        case .suspended:
            return AnyView(
                Image(systemName: "cloud.rain.fill")
                    .foregroundStyle(Theme.Colors.delay)
            )
        default:
            return AnyView(EmptyView())
        }
    }
}
