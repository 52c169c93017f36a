import SwiftUI

/// One row in the frame-by-frame list on the match screen.
struct FrameRowView: View {
    let frame: FrameScore
    let isSelected: Bool

    var body: some View {
        HStack(spacing: Theme.Spacing.tight) {
            Text(frame.frameLabel)
                .font(.caption.monospacedDigit())
                .frame(width: Theme.Layout.frameLabelWidth, alignment: .leading)
            Text(scoreText)
                .font(.body.monospacedDigit())
            Spacer()
            if let high = [frame.highBreak1, frame.highBreak2].compactMap({ $0 }).max(), high >= 100 {
                Text("\(high)")
                    .font(.caption2.bold())
                    .padding(.horizontal, 6)
                    .background(Capsule().fill(Theme.Colors.century))
            }
            Text(marginText)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, Theme.Spacing.row)
        .background(isSelected ? Theme.Colors.selectedRow : .clear)
    }

    private var scoreText: String {
        frame.winnerSide == nil ? frame.scoreText : "\(frame.points1)-\(frame.points2)"
    }

    private var marginText: String {
        let margin = frame.points1 - frame.points2
        switch margin {
        case 0: return "Level"
        case let m where m > 0: return "+\(m)"
        default: return "\(margin)"
        }
    }
}

#Preview {
    VStack {
        FrameRowView(frame: .previewDecided, isSelected: false)
        FrameRowView(frame: .previewInProgress, isSelected: true)
    }
}
