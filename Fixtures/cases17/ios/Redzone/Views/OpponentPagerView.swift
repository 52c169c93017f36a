import SwiftUI

struct OpponentPagerView: View {
    let opponents: [Team]

    var body: some View {
        TabView {
            ForEach(opponents, id: \.teamId) { TeamBadgeView(team: $0) }
        }
        .tabViewStyle(PageTabViewStyle())
    }
}
