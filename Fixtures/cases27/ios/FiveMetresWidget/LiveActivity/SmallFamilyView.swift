import AppIntents
import SwiftUI
import WidgetKit

struct SmallFamilyView: View {
    let compact: LiveActivityCompact

    var body: some View {
        VStack(spacing: WidgetTheme.compactSpacing) {
            Text(compact.scoreText)
                .contentTransition(.numericText())
            Text(compact.periodText)
                .font(.caption2)
            HStack {
                Button(intent: MuteMatchIntent(matchCode: compact.homeCode)) {
                    Image(systemName: "bell.slash")
                }
                Button(intent: RefreshMatchIntent()) {
                    Image(systemName: "arrow.clockwise")
                }
            }
        }
    }
}
