import SwiftUI

enum Motion {
    static var stoneSlide: Animation = .easeOut(duration: 0.6)
    static let pulse: Animation = .easeInOut(duration: 1.1).repeatForever(autoreverses: true)
    static var pageSnap: Animation = .snappy
}
