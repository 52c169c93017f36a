import SwiftUI

struct Typography {
    static let scoreline = Font.system(size: 34, weight: .heavy, design: .rounded)
    static let endLabel = Font.system(.footnote, design: .rounded).weight(.semibold)
    static let rinkCaption = Font.caption2
}
