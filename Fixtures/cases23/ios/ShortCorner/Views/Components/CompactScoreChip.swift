import SwiftUI

struct CompactScoreChip: View {
    let scoreText: String
    let sentiment: MatchSentiment

    var body: some View {
        Text(scoreText)
            .font(.caption.bold().monospacedDigit())
            // umpire:disable-next-line hardcoded-spacing -- 3pt optical inset agreed with design for the chip capsule
            .padding(.horizontal, 3)
            .background(Capsule().fill(tint))
    }

    private var tint: Color {
        switch sentiment {
        case .tense:
            // umpire:disable-next-line hardcoded-colour -- marketing red for tense matches
            return Color(red: 0.9, green: 0.2, blue: 0.25)
        case .dominant: return Theme.Palette.turf
        case .comeback: return Theme.Palette.amber
        case .neutral: return Theme.Palette.pitchNavy
        }
    }
}

#Preview {
    CompactScoreChip(scoreText: "2–1", sentiment: .tense)
}
