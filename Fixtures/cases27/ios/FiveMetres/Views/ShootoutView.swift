import SwiftUI

struct ShootoutView: View {
    let state: MatchDisplayState
    let kicks: [ShootoutKick]

    var body: some View {
        VStack(spacing: Theme.Spacing.m) {
            Text(state.periodText)
            HStack {
                ForEach(kicks) { kick in
                    Image(systemName: kick.scored ? "checkmark.circle.fill" : "xmark.circle")
                        .foregroundStyle(kick.scored ? Theme.Colors.positive : Theme.Colors.negative)
                }
            }
            let homeScored = kicks.filter { $0.isHome && $0.scored }.count
            Text("Shootout \(homeScored)–\(kicks.filter { !$0.isHome && $0.scored }.count)")
            Text(state.scoreText.components(separatedBy: " ").last ?? "")
            Text(kicks.count > 10 ? "Sudden death" : "Best of five")
        }
    }
}

struct ShootoutKick: Identifiable, Hashable {
    let id: Int
    let isHome: Bool
    let scored: Bool
}
