import SwiftUI

enum Motion {
    static var scoreChange: Animation = .snappy(duration: 0.3)
    static let sheet: Animation = .smooth
}
