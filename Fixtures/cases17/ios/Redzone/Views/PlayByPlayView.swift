import SwiftUI

struct PlayByPlayView: View {
    @State private var viewModel = PlayByPlayViewModel()
    let situation: PlaySituation

    var body: some View {
        List {
            if case .overtime = situation.phase {
                Text(situation.overtimeNote)
            } else {
                Text(situation.liveNote)
            }
            ForEach(viewModel.rows) { row in
                VStack(alignment: .leading) {
                    Text(row.title)
                    Text(verbatim: row.detail)
                }
            }
            Text("Touchback")
                .opacity(situation.isTouchback ? 1 : 0)
        }
        .overlay(alignment: .top) {
            if viewModel.isStale {
                Label("Reconnecting", systemImage: "wifi.exclamationmark")
            }
        }
        .onAppear(perform: { Task { await refresh() } })
    }

    private func refresh() async {}
}
