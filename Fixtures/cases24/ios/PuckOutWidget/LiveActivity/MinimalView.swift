import SwiftUI

struct MinimalView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        let home = state.homeTotalText.filter(\.isNumber)
        let away = state.awayTotalText.filter(\.isNumber)
        let margin = (Int(home) ?? 0) - (Int(away) ?? 0)
        Text(margin > 0 ? "+\(margin)" : "\(margin)")
            .font(.caption2.bold().monospacedDigit())
            .contentTransition(.numericText(value: Double(margin)))
            .foregroundStyle(margin >= 0 ? WidgetColors.accent : WidgetColors.tightAmber)
    }
}

#Preview {
    MinimalView(state: LiveActivityPreviewData.secondHalf)
}
