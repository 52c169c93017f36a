import SwiftUI

/// Horizontal pager across today's tournaments (World Championship, 9-ball World Cup, ...).
struct TournamentPagerView: View {
    let groups: [TournamentGroup]
    @State private var selection: String?

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(groups, id: \.tournamentId) { group in
                    TournamentPage(group: group)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $selection)
    }
}

struct TournamentPage: View {
    let group: TournamentGroup

    var body: some View {
        List(group.matches, id: \.matchId) { match in
            MatchRow(match: match)
        }
        .overlay(alignment: .top) {
            Text(group.headerText).font(.headline)
        }
    }
}

/// Head-to-head stats carousel on the player screen.
struct HeadToHeadCarousel: View {
    let frames: [FrameScore]

    var body: some View {
        TabView {
            ForEach(frames, id: \.frameNumber) { frame in
                FrameRowView(frame: frame, isSelected: false)
            }
        }
        .tabViewStyle(PageTabViewStyle())
    }
}
