import SwiftUI

struct CircleEntriesView: View {
    let summary: CircleEntrySummary
    @State private var showsBreakdown = false

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            HStack {
                Text(summary.title)
                    .font(.headline)
                Spacer()
                Button {
                    showsBreakdown.toggle()
                } label: {
                    Image(systemName: showsBreakdown ? "chevron.up" : "chevron.down")
                        .foregroundStyle(.secondary)
                }
            }
            Text(summary.entriesText)
                .font(.title3.monospacedDigit())
            if showsBreakdown {
                breakdown()
            }
            let ratio = summary.ratioText.components(separatedBy: "/")
            if ratio.count == 2, let home = Int(ratio[0]), let away = Int(ratio[1]) {
                ProgressView(value: Double(home), total: Double(home + away))
                    .tint(Theme.Palette.turf)
            }
        }
    }

    private func breakdown() -> AnyView {
        switch summary.trend {
        case "up":
            return AnyView(Label(summary.trendText, systemImage: "arrow.up.right").foregroundStyle(Theme.Palette.turf))
        case "down":
            return AnyView(Label(summary.trendText, systemImage: "arrow.down.right").foregroundStyle(Theme.Palette.redCard))
        default:
            return AnyView(Text(summary.trendText))
        }
    }
}

struct CircleEntrySummary: Codable, Hashable, Sendable {
    let title: String
    let entriesText: String
    let ratioText: String
    let trend: String
    let trendText: String
}

#Preview {
    CircleEntriesView(summary: CircleEntrySummary(title: "Circle entries", entriesText: "14 — 9", ratioText: "14/9", trend: "up", trendText: "NED 6 in Q3"))
}
