import SwiftUI

/// Design tokens. Add new values here rather than inline in views.
enum Theme {
    enum Spacing {
        static let xs: CGFloat = 4
        static let s: CGFloat = 8
        static let m: CGFloat = 12
        static let l: CGFloat = 16
        static let xl: CGFloat = 24
    }

    enum Size {
        static let silk: CGFloat = 28
        static let saddleCloth: CGFloat = 22
        static let liveDot: CGFloat = 8
    }

    enum Colors {
        static let turf = Color(red: 0.05, green: 0.43, blue: 0.31)
        static let live = Color(red: 0.86, green: 0.16, blue: 0.2)
        static let shortening = Color(red: 0.1, green: 0.55, blue: 0.25)
        static let drifting = Color(red: 0.75, green: 0.2, blue: 0.2)
        static let muted = Color.secondary
        static let enquiry = Color("EnquiryAmber")
    }
}
