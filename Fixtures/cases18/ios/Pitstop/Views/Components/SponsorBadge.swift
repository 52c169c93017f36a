import SwiftUI

struct SponsorBadge: View {
    let sponsorName: String

    var body: some View {
        Text(sponsorName)
            .font(.caption2.bold())
            .padding(PitstopTheme.Spacing.xs)
            .foregroundColor(Color(.sRGB, red: 0.1, green: 0.1, blue: 0.12, opacity: 1))
            .background(Color(hex: 0xF2F2F7), in: Capsule())
    }
}
