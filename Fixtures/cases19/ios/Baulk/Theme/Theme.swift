import SwiftUI

enum Theme {
    enum Spacing {
        static let tight: CGFloat = 4
        static let row: CGFloat = 8
        static let badge: CGFloat = 6
        static let card: CGFloat = 14
        static let section: CGFloat = 20
        static let screen: CGFloat = 16
    }

    enum Radius {
        static let card: CGFloat = 12
    }

    enum Layout {
        static let frameLabelWidth: CGFloat = 56
        static let stripCardWidth: CGFloat = 280
    }

    enum Colors {
        static let baize = Color(red: 0.05, green: 0.36, blue: 0.22)
        static let onBaize = Color.white
        static let liveRed = Color(red: 0.85, green: 0.12, blue: 0.16)
        static let century = Color("CenturyGold")
        static let maximum = Color(hue: 0.13, saturation: 0.9, brightness: 1.0)
        static let frameBall = Color("FrameBallBlack")
        static let selectedRow = Color.accentColor.opacity(0.12)
        static let cardDark = Color(white: 0.12)
        static let cardLight = Color(white: 0.97)

        static func status(for status: MatchStatus) -> Color {
            switch status {
            case .live: liveRed
            case .interval, .betweenSessions: .orange
            case .scheduled: .secondary
            case .concluded, .walkover: .gray
            }
        }

        static func movement(_ delta: Int) -> Color {
            delta > 0 ? .green : (delta < 0 ? .red : .secondary)
        }
    }
}
