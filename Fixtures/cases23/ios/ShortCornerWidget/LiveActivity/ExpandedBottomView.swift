import SwiftUI

struct ExpandedBottomView: View {
    let state: LiveActivityDisplayState

    private var leaderCode: String {
        state.homeScore >= state.awayScore ? state.homeCode : state.awayCode
    }

    var body: some View {
        VStack(spacing: WidgetMetrics.rowSpacing) {
            HStack {
                Text(state.periodText)
                Spacer()
                Text(state.cornersText)
            }
            .font(.caption)
            if let cards = state.cardsText {
                CardStrip(text: cards)
            }
            Text("\(leaderCode) lead by \(abs(state.homeScore - state.awayScore))")
                .font(.caption2)
                .transition(.opacity.animation(.easeInOut(duration: 2.5)))
        }
    }
}

struct CardStrip: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption2)
            .padding(.horizontal, 6)
            .background(ContainerRelativeShape().fill(WidgetColors.amber.opacity(0.25)))
    }
}

#Preview {
    ExpandedBottomView(state: LiveActivityPreviewData.liveQ3)
}
