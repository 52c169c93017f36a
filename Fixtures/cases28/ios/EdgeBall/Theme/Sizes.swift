import SwiftUI

final class Sizes {
    static let avatar: CGFloat = 40
    static let rowHeight: CGFloat = 56
}
