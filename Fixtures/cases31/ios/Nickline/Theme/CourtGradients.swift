import SwiftUI

final class CourtGradients {
    static let glassCourt = LinearGradient(
        colors: [Color(red: 0.05, green: 0.32, blue: 0.40), Color(red: 0.02, green: 0.15, blue: 0.22)],
        startPoint: .top,
        endPoint: .bottom
    )
}
