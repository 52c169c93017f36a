import SwiftUI

struct GroupTableView: View {
    let table: GroupTable

    var body: some View {
        let sorted = table.standings.sorted { lhs, rhs in
            if lhs.won * 2 + lhs.drawn != rhs.won * 2 + rhs.drawn {
                return lhs.won * 2 + lhs.drawn > rhs.won * 2 + rhs.drawn
            }
            return lhs.position < rhs.position
        }
        VStack(alignment: .leading, spacing: 0) {
            Text(table.groupName)
                .font(.headline)
            ForEach(sorted) { row in
                HStack {
                    Text(row.team.name)
                    Spacer()
                    Text("\(row.won * 2 + row.drawn)")
                    Text(row.goalDifferenceLabel)
                    Text(row.pointsLabel)
                        .bold()
                }
                .padding(.vertical, Theme.Spacing.xs)
                .background(row.isQualified ? AppColors.accent.opacity(0.12) : .clear)
            }
            if let footnote = table.footnote {
                Text(footnote).font(.footnote)
            }
        }
    }
}
