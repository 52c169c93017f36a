import SwiftUI
import WidgetKit

/// The home-screen widget: the next followed match and when it starts.
struct NextMatchWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NextMatch", provider: NextMatchProvider()) { entry in
            NextMatchView(entry: entry)
        }
        .configurationDisplayName("Next match")
        .description("See the next match you follow and when it starts!!")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
