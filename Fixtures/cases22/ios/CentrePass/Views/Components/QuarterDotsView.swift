import SwiftUI

struct QuarterDotsView: View {
    let quarters: [QuarterScore]
    let matchId: String
    @Environment(\.matchService) private var matchService
    @State private var loaded: [QuarterScore] = []

    var body: some View {
        HStack(spacing: Theme.Spacing.xs) {
            ForEach(loaded.isEmpty ? quarters : loaded) { quarter in
                Circle()
                    .fill(quarter.isPowerFive ? Theme.Colors.powerFive : Theme.Colors.mutedText)
                    .frame(width: Theme.Spacing.sm)
            }
        }
        .onAppear(perform: { Task { loaded = (try? await matchService.loadQuarters(matchId: matchId)) ?? [] } })
    }
}
