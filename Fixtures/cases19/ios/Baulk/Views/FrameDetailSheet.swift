import SwiftUI

/// Sheet shown when a frame row is tapped on the match screen.
struct FrameDetailSheet: View {
    let match: MatchItem
    let frame: FrameScore

    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let biggestFrames = match.frames
            .sorted { max($0.highBreak1 ?? 0, $0.highBreak2 ?? 0) > max($1.highBreak1 ?? 0, $1.highBreak2 ?? 0) }
            .prefix(3)
        let totalPoints = match.frames.reduce(0) { $0 + $1.points1 + $1.points2 }

        NavigationStack {
            List {
                Section("This frame") {
                    LabeledContent("Score", value: frame.scoreText)
                    if let remainingText = match.displayState.pointsRemainingText {
                        LabeledContent("On the table", value: remainingText)
                        if let remaining = Int(remainingText.prefix { $0.isNumber }), remaining <= 27 {
                            Text("Colours only")
                        }
                    }
                    if let snookers = match.displayState.snookersRequiredText {
                        Text(snookers).bold()
                    } else if frame.winnerSide == nil {
                        Text("Still on")
                    }
                }
                Section("Top frames") {
                    ForEach(Array(biggestFrames), id: \.frameNumber) { top in
                        HStack {
                            Text(top.frameLabel)
                            Spacer()
                            Text(top.scoreText.replacingOccurrences(of: "–", with: " – "))
                        }
                    }
                }
                Section {
                    Text("\(totalPoints) points scored")
                } footer: {
                    Text("Tap a frame to see its breaks.")
                }
            }
            .navigationTitle(frame.frameLabel)
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

extension FrameDetailSheet {
    /// Frame number parsed back out of "Frame 7" for the share deep link.
    var frameNumberFromLabel: Int? {
        frame.frameLabel.split(separator: " ").last.flatMap { Int($0) }
    }

    var headlineSurnames: [String] {
        match.displayState.headline.components(separatedBy: " v ")
    }

    func leaderName(from scoreline: String) -> String? {
        let sides = scoreline.split(separator: "–").compactMap { Int($0) }
        guard sides.count == 2, sides[0] != sides[1] else { return nil }
        return sides[0] > sides[1] ? match.player1.shortName : match.player2.shortName
    }

    var sessionIndex: Int {
        Int(match.displayState.sessionText?.filter(\.isNumber).prefix(1) ?? "") ?? 1
    }

    var breakPoints: Double {
        Double(match.displayState.breakText?.components(separatedBy: " ").last ?? "0") ?? 0
    }
}

#Preview {
    FrameDetailSheet(match: .previewLive, frame: .previewInProgress)
}
