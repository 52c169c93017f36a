import ActivityKit
import SwiftUI
import WidgetKit

struct QualifyingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: QualifyingActivityAttributes.self) { context in
            QualifyingLockScreenView(state: context.state)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    QualifyingLockScreenView(state: context.state)
                }
            } compactLeading: {
                Text(FlagEmoji.forCountry(context.attributes.countryCode))
            } compactTrailing: {
                Text(context.state.positionText)
                    .contentTransition(.numericText())
            } minimal: {
                Image("PitstopGlyph")
            }
        }
    }
}
