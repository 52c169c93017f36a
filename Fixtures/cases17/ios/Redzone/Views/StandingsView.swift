import SwiftUI

struct StandingsView: View {
    let divisions: [DivisionDisplay]

    var body: some View {
        let sorted = divisions.flatMap(\.teams).sorted { $0.sortKey < $1.sortKey }.reduce(into: [String: [StandingRow]]()) { $0[$1.divisionId, default: []].append($1) }
        List {
            ForEach(sorted.keys.sorted(), id: \.self) { key in
                Section(key) {
                    ForEach(sorted[key] ?? []) { Text($0.teamName) }
                }
            }
        }
    }
}
