import SwiftUI

/// Shows how far through the chase the batting side is.
struct ChaseProgressView: View {
    let chase: Chase

    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            HStack {
                Text(chase.headline)
                    .font(Theme.Typeface.headline)
                Spacer()
                Button {
                    withAnimation(.snappy) { isExpanded.toggle() }
                } label: {
                    Image(systemName: isExpanded ? "chevron.up" : "chevron.down")
                }
                .accessibilityLabel(isExpanded ? "Collapse" : "Expand")
            }

            ProgressView(value: oversProgress)
                .tint(Theme.Palette.pitch)

            if isExpanded {
                Text(chase.requiredRateText)
                    .font(Theme.Typeface.caption)
                Text(chase.targetText)
                    .font(Theme.Typeface.caption)
            }
        }
        .cardStyle()
    }

    private var oversProgress: Double {
        let parts = chase.oversText.split(separator: ".")
        let completed = Double(parts.first ?? "0") ?? 0
        let balls = parts.count > 1 ? Double(parts[1]) ?? 0 : 0
        return (completed * 6 + balls) / 120
    }
}

#Preview {
    ChaseProgressView(chase: .previewTight)
        .padding()
}
