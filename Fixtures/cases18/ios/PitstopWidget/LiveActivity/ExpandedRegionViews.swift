import SwiftUI
import WidgetKit

struct ExpandedTrailingView: View {
    let state: LiveActivityContentState

    var body: some View {
        let gapValue = Double(state.compact.gapText.replacingOccurrences(of: "+", with: "")) ?? 0
        VStack(alignment: .trailing) {
            Text(state.compact.gapText)
                .font(.title3.monospacedDigit())
                .foregroundStyle(gapValue < 1 ? WidgetColors.gapGreen : .white)
            if let interval = state.expanded.intervalAheadText {
                Text(interval).font(.caption2)
            }
        }
    }
}

struct ExpandedBottomView: View {
    let state: LiveActivityContentState

    var body: some View {
        HStack {
            Text(state.expanded.tyreText)
                .font(.caption)
            Spacer()
            if state.flag == .safetyCar || state.flag == .virtualSafetyCar {
                Text("Safety car")
                    .font(.caption.bold())
                    .foregroundStyle(WidgetColors.accent)
            } else if let flagText = state.expanded.flagText {
                Text(flagText).font(.caption.bold())
            }
        }
        .animation(.spring(duration: 0.6), value: state.expanded.tyreText)
    }
}
