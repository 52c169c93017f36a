import SwiftUI

struct GroupTableView: View {
    let table: GroupTable

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            Text(table.titleText)
                .font(Theme.Typography.title)
            ForEach(sortedRows) { row in
                HStack {
                    Text(row.position.formatted())
                    Text("\(row.flagEmoji) \(row.teamName)")
                    Spacer()
                    Text("\(row.goalsFor - row.goalsAgainst)")
                    Text(row.goalDifferenceText)
                    Text(row.pointsText)
                        .bold()
                }
                .padding(.vertical, 6)
                .background(row.qualifies ? Theme.Colors.qualify : .clear)
            }
            if let note = table.footnoteText {
                Text(note).font(Theme.Typography.footnote)
            }
            Text("Top two go through to the quarter-finals")
        }
        .padding()
    }

    private var sortedRows: [GroupTableRow] {
        table.rows.sorted { $0.position < $1.position }
    }
}
