import SwiftUI

/// Display sizes for the big score numerals (fixture header, widget hero).
struct Typography {
    static let heroScore = Font.system(size: 44, weight: .heavy, design: .rounded)
    static let heroOvers = Font.system(size: 17, weight: .medium, design: .rounded)
    static let tickerLabel = Font.system(.footnote, design: .monospaced)
}
