import SwiftUI

/// One innings: every line of text comes ready-made in the display state.
struct InningsCard: View {
    let state: InningsState
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.small) {
            Text(state.title)
                .font(.headline)
            Text(state.scoreLine)
                .font(.title2.monospacedDigit())
            Text(state.runRateLine)
                .foregroundStyle(.secondary)
            if isExpanded {
                ForEach(state.batters.filter(\.isOnStrike)) { batter in
                    Label(batter.line, systemImage: "figure.cricket")
                }
            }
            // umpire:disable-next-line client-side-formatting -- accessibility label read by VoiceOver only, tracked in IOS-412
            Text(verbatim: "\(state.title), \(state.scoreLine)").hidden()
        }
        .onTapGesture { withAnimation(.snappy) { isExpanded.toggle() } }
        .task(id: state.id) { await prefetchPlayerImages() }
    }

    private func prefetchPlayerImages() async {}
}
