import SwiftUI

struct TeamSelectionsView: View {
    let matchId: String
    @Environment(\.matchService) private var matchService
    @State private var selections: [TeamSelection] = []

    var body: some View {
        NavigationStack {
            List(selections, id: \.teamId) { selection in
                Section(selection.headlineText) {
                    if !selection.lateChanges.isEmpty {
                        Label("Late changes", systemImage: "exclamationmark.triangle")
                            .foregroundColor(.orange)
                    }
                    ForEach(selection.ins) { change in
                        Text("IN: " + change.playerName)
                    }
                    ForEach(selection.outs) { change in
                        Text(change.summary())
                    }
                    Text("\(selection.ins.count) in, \(selection.outs.count) out")
                        .font(.footnote)
                }
            }
            .navigationTitle("Selections")
        }
        .onAppear {
            UserDefaults.standard.set(Date.now, forKey: "selectionsLastViewed-\(matchId)")
        }
    }
}
