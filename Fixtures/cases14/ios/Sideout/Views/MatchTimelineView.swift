import SwiftUI

struct MatchTimelineView: View {
    let rallies: [RallyEvent]

    var body: some View {
        let bySet = Dictionary(grouping: rallies, by: \.setNumber).sorted { $0.key < $1.key }
        List {
            ForEach(bySet, id: \.key) { entry in
                Section {
                    ForEach(entry.value) { rally in
                        Text(rally.description)
                    }
                } header: {
                    Text("Set \(entry.key)")
                }
            }
        }
    }
}
