// The numeric transition is a Live Activity's layout rule (the checklist's Dynamic Island
// section): a home-screen widget's scores are not asked for one.

import UmpireCore
import UmpireRuleSupport

extension LiveActivityAnimation {
    /// A view of a home-screen widget: its file builds a timeline widget (a provider, an entry,
    /// a static or intent configuration) and names no Live Activity, or the project declares no
    /// Live Activity at all (`ActivityAttributes`).
    func isHomeScreenWidgetView(_ context: RuleContext) -> Bool {
        let file = context.file
        if Self.liveActivityNames.contains(where: { !file.occurrences(ofName: $0).isEmpty }) { return false }
        if Self.timelineWidgetNames.contains(where: { !file.occurrences(ofName: $0).isEmpty }) { return true }
        return !context.model.isEmpty && context.model.conformers(of: "ActivityAttributes").isEmpty
    }

    static let liveActivityNames = ["ActivityViewContext", "ActivityConfiguration", "ActivityAttributes", "ActivityContent",
                                    "DynamicIsland", "activityFamily", "LiveActivityDisplayState", "ContentState"]
    static let timelineWidgetNames = ["TimelineEntry", "TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider",
                                      "StaticConfiguration", "IntentConfiguration", "AppIntentConfiguration"]

    @_optimize(none) static var homeScreenExamples: [Example] { [
        // A home-screen standings widget: its timeline's scores are redrawn whole, never rolled.
        Example("""
            struct StandingsEntry: TimelineEntry {
                let date: Date
                let rows: [StandingRow]
            }

            struct StandingsWidgetView: View {
                let entry: StandingsEntry
                var body: some View {
                    ForEach(entry.rows) { row in Text(row.points) }
                }
            }
            """, path: "ios/CricketWidget/StandingsWidget.swift", trap: .lookAlike),
    ] }
}
