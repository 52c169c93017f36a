import Foundation

// Shared preview data for every Live Activity view. Add new states here.
enum LiveActivityPreviewData {
    static let attributes = RaceActivityAttributes(raceId: "chelt-1335", courseName: "Cheltenham", followedRunnerId: "r1")

    static let offDisplay = LiveActivityDisplayState(
        headline: "Off 1:30", statusText: "Racing", leaderName: "Sea The Moon", runnerName: "Sea The Moon",
        runnerPositionText: "1st", positionNumber: 1, beatenDistanceText: nil, oddsText: "5/2",
        furlongsToGoText: "2f out", progress: 0.8, sentiment: .close, phase: .off, silkEmoji: "🟦"
    )

    static let photoFinishDisplay = LiveActivityDisplayState(
        headline: "Photo finish", statusText: "Photo finish — first and second", leaderName: "Sea The Moon",
        runnerName: "Kilbeggan Lass", runnerPositionText: "2nd", positionNumber: 2, beatenDistanceText: "a short head",
        oddsText: "11/4", furlongsToGoText: "Finished", progress: 1, sentiment: .close, phase: .finished, silkEmoji: "🟩"
    )

    static let offState = RaceActivityAttributes.ContentState(displayState: offDisplay, updatedAt: .now, photoFinish: false)
    static let photoFinishState = RaceActivityAttributes.ContentState(displayState: photoFinishDisplay, updatedAt: .now, photoFinish: true)
}
