import SwiftUI
import WidgetKit

struct StageWidgetView: View {
    let entry: StageEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if let snapshot = entry.snapshot {
            switch family {
            case .systemMedium:
                mediumLayout(snapshot)
            default:
                smallLayout(snapshot)
            }
        } else {
            Text("Follow a race to see today's stage here")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }

    private func smallLayout(_ snapshot: StageWidgetSnapshot) -> some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            Text(snapshot.stageLabel)
                .font(.caption.bold())
                .foregroundStyle(WidgetColors.accent)
            Text("\(snapshot.kmToGo) km")
                .font(.title2.monospacedDigit().bold())
            Text(snapshot.leaderLabel)
                .font(.caption)
                .lineLimit(2)
        }
        .widgetURL(snapshot.stageURL)
    }

    private func mediumLayout(_ snapshot: StageWidgetSnapshot) -> some View {
        HStack(alignment: .top) {
            smallLayout(snapshot)
            Spacer()
            VStack(alignment: .trailing, spacing: WidgetMetrics.rowSpacing) {
                if let gap = snapshot.breakGapSeconds {
                    Text(gap > 60 ? "Break clear" : "Break within a minute")
                        .font(.caption)
                }
                Link(destination: snapshot.stageURL) {
                    Label("Stage", systemImage: "flag.checkered")
                }
                Link(destination: snapshot.standingsURL) {
                    Label("Standings", systemImage: "list.number")
                }
            }
            .font(.caption)
        }
    }
}
