import SwiftUI

struct EventIconView: View {
    let kind: MatchEventKind

    var body: some View {
        icon
            .font(.body)
            .frame(width: Layout.badgeSize, height: Layout.badgeSize)
    }

    private var icon: AnyView {
        switch kind {
        case .goal: return AnyView(Image(systemName: "circle.fill").foregroundStyle(Theme.Colors.courtGreen))
        case .superShot: return AnyView(Image(systemName: "2.circle.fill").foregroundStyle(Theme.Colors.powerFive))
        case .intercept, .gain: return AnyView(Image(systemName: "hand.raised.fill"))
        case .penalty: return AnyView(Image(systemName: "exclamationmark.triangle"))
        case .substitution: return AnyView(Image(systemName: "arrow.left.arrow.right"))
        case .centrePass, .quarterEnd: return AnyView(EmptyView())
        }
    }
}

struct EventIconLegend: View {
    private let kinds: [MatchEventKind] = [.goal, .superShot, .intercept, .penalty]

    var body: some View {
        HStack(spacing: Theme.Spacing.md) {
            ForEach(kinds, id: \.self) { kind in
                EventIconView(kind: kind)
            }
        }
    }
}
