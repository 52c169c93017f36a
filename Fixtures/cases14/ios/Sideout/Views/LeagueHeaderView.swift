import SwiftUI

struct LeagueHeaderView: View {
    var group: LeagueGroup

    var body: some View {
        Text(group.leagueName)
            .textCase(.uppercase)
            .font(Typography.caption)
            .foregroundStyle(.secondary)
    }
}
