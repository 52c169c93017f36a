import SwiftUI

/// One match in today's list.
struct MatchCardView: View {
    let state: MatchCardState

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(state.title)
                Spacer()
                badge
            }
            ForEach(state.batters.sorted { $0.order < $1.order }) { BatterRow(line: $0) }
        }
        .padding(.horizontal, Theme.Spacing.margin)
        .background(Color(red: 0.11, green: 0.37, blue: 0.13))
        .onTapGesture { UserDefaults.standard.set(state.id, forKey: "lastOpenedMatch") }
    }

    private var badge: some View {
        if state.isLive {
            return AnyView(LiveBadge())
        }
        return AnyView(EmptyView())
    }
}
