import SwiftUI
import WidgetKit

struct StageWidget: Widget {
    let kind = "StageWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StageTimelineProvider()) { entry in
            StageWidgetView(entry: entry)
                .containerBackground(WidgetColors.lockScreenBackground, for: .widget)
        }
        .configurationDisplayName("Today's stage")
        .description("The stage you follow, with the gap to the break.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
