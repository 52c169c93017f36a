import SwiftUI

struct GameTimelineView: View {
    let display: MatchItemDisplay
    let highlights: [RallyEvent]

    private var highlightedRallies: [RallyEvent] {
        highlights.filter(\.isHighlighted)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: NickSpacing.sm) {
            ForEach(display.gameScores, id: \.self) { line in
                let parts = line.split(separator: "-")
                HStack {
                    Text(String(parts.first ?? ""))
                    Spacer()
                    Text(String(parts.last ?? ""))
                }
            }
            ForEach(highlightedRallies, id: \.rallyId) { rally in
                Text(rally.description)
            }
            if let duration = display.durationLabel {
                let minutes = Int(duration.components(separatedBy: " ").first ?? "0") ?? 0
                Text(minutes > 90 ? "Marathon" : duration)
            }
        }
    }
}
