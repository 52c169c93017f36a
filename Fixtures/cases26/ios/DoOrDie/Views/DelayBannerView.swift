import SwiftUI

struct DelayBannerView: View {
    let state: MatchDisplayState

    var body: some View {
        if state.statusText.lowercased().contains("delayed") {
            HStack(alignment: .top, spacing: Theme.Spacing.s) {
                Image(systemName: "exclamationmark.triangle.fill")
                    .foregroundStyle(.yellow)
                VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                    Text("Match delayed")
                        .font(.headline)
                    Text(state.liveNote ?? "Play has stopped for a mat problem")
                        .font(.subheadline)
                }
            }
            .padding(Theme.Spacing.m)
            .background(.yellow.opacity(0.15), in: RoundedRectangle(cornerRadius: Theme.Radius.card))
        } else {
            Text(state.statusLabel)
        }
    }
}

#Preview {
    DelayBannerView(state: PreviewData.delayedMatch.displayState)
}
