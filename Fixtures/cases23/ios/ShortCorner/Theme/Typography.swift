import SwiftUI

class Typography {
    static var scoreFont = Font.system(size: 34, weight: .heavy, design: .rounded)
    static let clockFont = Font.system(.title3, design: .monospaced)
    static let labelFont = Font.footnote.weight(.semibold)
}
