import SwiftUI

struct ProbablePitchersView: View {
    let matchup: ProbablePitchersResponse
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            Text(matchup.matchupText)
                .font(.headline)
            pitcherCard(matchup.away)
            pitcherCard(matchup.home)
            if expanded {
                detail
            }
        }
        .padding(Theme.Spacing.m)
        .background(Theme.Colors.chalk, in: RoundedRectangle(cornerRadius: LayoutMetrics.cardCornerRadius))
        .onTapGesture { withAnimation { expanded.toggle() } }
    }

    private func pitcherCard(_ pitcher: ProbablePitcher?) -> AnyView {
        if let pitcher {
            return AnyView(
                VStack(alignment: .leading) {
                    Text(pitcher.name).font(.subheadline.bold())
                    Text(pitcher.seasonLineText).font(.caption)
                }
            )
        } else {
            return AnyView(Text("TBD").font(.subheadline))
        }
    }

    /// Shown while the matchup request is in flight; a single view, so type erasure is harmless.
    static func loadingCard() -> AnyView {
        AnyView(ProgressView().frame(maxWidth: .infinity))
    }

    // Used to be an AnyView-wrapped if/else; @ViewBuilder keeps the branch types.
    @ViewBuilder
    private var detail: some View {
        if let away = matchup.away, let home = matchup.home {
            HStack {
                Text(away.seasonLineText)
                Spacer()
                Text(home.seasonLineText)
            }
            .font(.caption2)
        } else {
            EmptyView()
        }
    }
}
