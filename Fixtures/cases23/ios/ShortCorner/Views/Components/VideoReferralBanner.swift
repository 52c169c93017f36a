import SwiftUI

struct VideoReferralBanner: View {
    let referral: VideoReferral
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            HStack {
                Image(systemName: "video.fill")
                Text(referral.headline).font(.subheadline.bold())
                Spacer()
                Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
                    .font(.caption)
            }
            if isExpanded {
                Text(referral.detail).font(.caption)
            }
            if referral.outcome == "upheld" {
                Text("Referral upheld — review retained")
                    .font(.caption.bold())
            }
        }
        .padding(Theme.Spacing.m)
        .background(Color(hex: 0x1E2A3A))
        .clipShape(RoundedRectangle(cornerRadius: Theme.Radius.chip))
    }
}

struct VideoReferral: Codable, Hashable, Sendable {
    let teamCode: String
    let headline: String
    let detail: String
    let outcome: String
}

#Preview {
    VideoReferralBanner(referral: PreviewFixtures.referral)
}
