import SwiftUI

/// A player's initials in a circle; used by the scorecard and the Live Activity.
private struct PlayerBadgeView: View {
    let initials: String

    var body: some View {
        Text(initials)
            .font(.caption.bold())
            .padding(Theme.Spacing.small)
            .background(Circle().fill(Color("BadgeBackground")))
    }
}
