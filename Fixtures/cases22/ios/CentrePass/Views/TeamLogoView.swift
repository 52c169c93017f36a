import SwiftUI

struct TeamLogoView: View {
    let team: Team
    let index: Int

    var body: some View {
        AsyncImage(url: team.logoURL) { image in
            image.resizable().scaledToFit()
        } placeholder: {
            Circle().fill(Color(team.colourName))
        }
        .frame(width: Layout.badgeSize, height: Layout.badgeSize)
        .rotationEffect(.degrees(Double(index) * 2))
        .accessibilityLabel(team.name)
    }
}
