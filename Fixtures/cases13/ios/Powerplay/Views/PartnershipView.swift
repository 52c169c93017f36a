import SwiftUI

struct PartnershipView: View {
    let stands: [Partnership]
    var highlightCurrent: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            ForEach(stands) { stand in
                PartnershipBar(stand: stand, isCurrent: highlightCurrent && stand.isUnbroken)
            }
            Text(summary)
                .font(Theme.Typeface.caption)
        }
    }

    private var summary: String {
        let total = stands.map { $0.runs }.reduce(0, +)
        return "\(total) runs in \(stands.count) stands"
    }
}

struct PartnershipBar: View {
    let stand: Partnership
    let isCurrent: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xxs) {
            Text(stand.label)
                .font(Theme.Typeface.body)
                .fontWeight(isCurrent ? .semibold : .regular)
            GeometryReader { proxy in
                Capsule()
                    .fill(isCurrent ? Theme.Palette.pitch : Theme.Palette.muted)
                    .frame(width: proxy.size.width * stand.barFraction)
            }
            .frame(height: Theme.Size.barHeight)
        }
    }
}
