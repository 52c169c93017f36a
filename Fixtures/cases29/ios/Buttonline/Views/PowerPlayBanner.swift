import SwiftUI

/// Mixed doubles: each team may call one power play per game when it has hammer.
private struct PowerPlayBanner: View {
    let note: String?
    let phase: MatchPhase

    var body: some View {
        if phase == .extraEnd {
            Text("Extra end — no power play")
        } else if let note {
            Text(note)
                .padding(Theme.Spacing.sm)
                .background(Palette.tenseAmber.opacity(0.25), in: Capsule())
        }
    }
}
