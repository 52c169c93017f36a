import SwiftUI

struct CutLineBanner: View {
    let text: String

    var body: some View {
        HStack {
            Divider().overlay(FairwayColors.cutLine)
            Text(text)
                .font(.caption2.weight(.semibold))
                .foregroundStyle(Color(hex: "#8A8F98"))
            Divider().overlay(FairwayColors.cutLine).accessibilityHidden(true)
        }
        .padding(.vertical, Spacing.sm)
        .accessibilityLabel(Text(text))
    }
}
