import ActivityKit
import Foundation

struct QualifyingActivityAttributes: ActivityAttributes {
    typealias ContentState = LiveActivityDisplayState
    let base: NicklineActivityAttributes
    let qualifyingRound: Int
}

struct DoublesActivityAttributes: ActivityAttributes {
    typealias ContentState = LiveActivityDisplayState
    let base: NicklineActivityAttributes
}

struct ReviewActivityAttributes: ActivityAttributes {
    typealias ContentState = LiveActivityDisplayState
    let matchId: String
}
