import SwiftUI

enum Typography {
    static let raceTitle = Font.system(.title3, design: .rounded).weight(.semibold)
    static let odds = Font.system(.body, design: .monospaced).weight(.medium)
    static let caption = Font.caption
}
