import SwiftUI

extension Color {
    static let ssAmber = Color("ssAmber")
    static let ssLive = Color("ssLive")
    static let ssBackground = Color("ssBackground")
    static let ssFooterGradient1 = Color("ssFooterGradient1")
    static let ssFooterGradient2 = Color("ssFooterGradient2")
}
