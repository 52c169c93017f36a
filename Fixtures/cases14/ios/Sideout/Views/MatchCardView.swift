import SwiftUI

struct MatchCardView: View {
    let item: MatchItem

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            statusBadge()
            Text(item.statusText)
            footer
        }
        .cardStyle()
        .background(Color(red: 0.08, green: 0.09, blue: 0.12))
    }

    func statusBadge() -> AnyView {
        if item.isLive {
            return AnyView(Circle().fill(AppColors.liveRed).frame(width: Spacing.s, height: Spacing.s))
        }
        return AnyView(EmptyView())
    }

    @ViewBuilder
    private var footer: some View {
        if let sets = item.setsText {
            Text(sets).font(Typography.caption)
        }
    }
}
