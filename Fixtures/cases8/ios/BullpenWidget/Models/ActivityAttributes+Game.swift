import ActivityKit
import Foundation

extension GameActivityAttributes: ActivityAttributes {
    typealias ContentState = LiveActivityDisplayState
}
