import AppIntents
import SwiftUI
import WidgetKit

/// Watch Smart Stack and CarPlay layout (.small activity family).
struct SmallFamilyView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.tightSpacing) {
            Text(state.compact.minimalText)
                .font(.system(.headline, design: .rounded).weight(.bold))
                .contentTransition(.numericText())
            Text(state.chaseText ?? state.oversText)
                .font(.caption2)
            HStack {
                Button(intent: RefreshScoreIntent(fixtureId: state.deepLink.lastPathComponent)) {
                    Image(systemName: "arrow.clockwise")
                }
                Toggle(isOn: false, intent: MuteFixtureAlertsIntent(fixtureId: state.deepLink.lastPathComponent)) {
                    Image(systemName: "bell.slash")
                }
            }
        }
    }
}
