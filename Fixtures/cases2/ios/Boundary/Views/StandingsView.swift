import SwiftUI

enum StandingsScope: String, CaseIterable, Identifiable {
    case overall
    case home
    case away

    var id: Self { self }
}

struct StandingsView: View {
    let table: StandingsTable
    @State private var scope: StandingsScope = .overall

    var body: some View {
        VStack(spacing: Theme.Spacing.medium) {
            Picker("Table", selection: $scope) {
                ForEach(StandingsScope.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            .pickerStyle(.segmented)

            ForEach(rows) { row in
                HStack {
                    Text(row.positionText)
                        .frame(width: 28, alignment: .trailing)
                    Text(row.sideName)
                    Spacer()
                    if row.points >= 0 {
                        Text(row.pointsText)
                            .monospacedDigit()
                    }
                }
            }
        }
    }

    private var rows: [StandingsRow] {
        switch scope {
        case .overall: table.overall
        case .home: table.home
        case .away: table.away
        }
    }
}
