import SwiftUI

enum Motion {
    static let scoreTick = Animation.snappy(duration: 0.35)
    static var cardAppear = Animation.spring(response: 0.4, dampingFraction: 0.85)
    static let reduceMotionFallback = Animation.linear(duration: 0.01)
}
