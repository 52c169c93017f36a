import SwiftUI
import WidgetKit

struct StandingsWidgetView: View {
    let entry: StandingsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            Text("Standings")
                .font(.caption.bold())
            ForEach(entry.rows.prefix(family == .systemSmall ? 3 : 6), id: \.teamId) { row in
                HStack {
                    Text(row.rankLabel)
                    Text(row.teamName)
                    Spacer()
                    Text(row.pointsLabel)
                        .fontWeight(.semibold)
                }
                .font(.caption)
            }
        }
        .padding(12)
    }
}
