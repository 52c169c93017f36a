import SwiftUI

enum NickMotion {
    static var rallyPulse: Animation = .easeOut(duration: 0.35)
    static let scoreTick: Animation = .snappy(duration: 0.4)
    static let dimmedOpacity: Double = 0.55
}
