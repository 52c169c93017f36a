import SwiftUI

struct GroupTableView: View {
    let competitionId: String

    @Environment(\.standingsService) private var standingsService

    var body: some View {
        List {
            ForEach(standingsService.tables, id: \.groupId) { table in
                Section {
                    headerRow
                    ForEach(table.rows) { row in
                        standingRow(row)
                    }
                } header: {
                    Text(table.headerText)
                } footer: {
                    if let footnote = table.footnoteText {
                        Text(footnote)
                    } else {
                        Text("Top two qualify for the All-Ireland quarter-finals")
                    }
                }
            }
        }
        .navigationTitle("Tables")
        .task {
            try? await standingsService.loadTables(competitionId: competitionId)
        }
    }

    private var headerRow: some View {
        HStack {
            Text("Team")
            Spacer()
            Text("P").frame(width: 28)
            Text("Diff").frame(width: 40)
            Text("Pts").frame(width: 32)
        }
        .font(.caption.bold())
        .foregroundStyle(.secondary)
    }

    private func standingRow(_ row: GroupStanding) -> some View {
        let diff = Int(row.scoreDifferenceText) ?? 0
        return HStack {
            Text(row.countyFlag)
            Text(row.teamName)
                .fontWeight(row.qualifies ? .semibold : .regular)
            Spacer()
            Text(row.playedText).frame(width: 28)
            Text(diff > 0 ? "+\(diff)" : "\(diff)")
                .foregroundStyle(diff >= 0 ? Theme.Colors.pitch : Theme.Colors.liveRed)
                .frame(width: 40)
            Text(row.pointsText).frame(width: 32)
        }
        .listRowBackground(row.qualifies ? Theme.Colors.pitch.opacity(0.08) : Color.clear)
    }
}

#Preview {
    NavigationStack {
        GroupTableView(competitionId: "aihc-2026")
    }
}
