import SwiftUI
import os

struct CompetitionHeader: View {
    let group: CompetitionGroup
    let isCollapsed: Bool
    private let logger = Logger(subsystem: "com.fivemetres.app", category: "Header")

    var body: some View {
        HStack {
            Text(group.headerText)
                .font(Theme.Typography.title)
            Spacer()
            Text("\(group.matches.count)")
                .font(Theme.Typography.caption)
            Image(systemName: isCollapsed ? "chevron.down" : "chevron.up")
        }
        .background {
            // umpire:disable-next-line hardcoded-color -- LEN brand gradient agreed with design, see ADR-012
            LinearGradient(colors: [Color(red: 0.0, green: 0.2, blue: 0.45), Theme.Colors.pool], startPoint: .leading, endPoint: .trailing)
        }
        .onTapGesture {
            // umpire:disable-next-line no-print -- temporary while debugging collapse
            logger.debug("header tapped \(group.competitionId, privacy: .public)")
        }
    }
}
