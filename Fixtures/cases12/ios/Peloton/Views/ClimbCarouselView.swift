import SwiftUI

struct ClimbCarouselView: View {
    let climbs: [ClimbDisplay]

    var body: some View {
        TabView {
            ForEach(climbs) { climb in
                VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                    Text(climb.name)
                        .font(.headline)
                    Text(climb.categoryLabel)
                    Text(climb.summitLabel)
                        .font(.caption)
                        .foregroundStyle(Theme.Colors.textSecondary)
                }
                .cardStyle()
                .padding(.horizontal, 16)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .automatic))
        .frame(height: Theme.Size.climbCarouselHeight)
    }
}

struct ClimbDisplay: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let name: String
    let categoryLabel: String
    let summitLabel: String
}
