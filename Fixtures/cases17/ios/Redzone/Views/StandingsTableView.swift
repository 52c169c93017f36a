import SwiftUI

struct StandingsTableView: View {
    let viewModel: StandingsViewModel

    var body: some View {
        List(viewModel.sortedRows) { row in
            HStack {
                Text(row.teamName)
                Spacer()
                Text(row.recordText)
            }
        }
    }
}
