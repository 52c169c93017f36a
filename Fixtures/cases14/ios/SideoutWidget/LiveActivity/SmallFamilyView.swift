import AppIntents
import SwiftUI
import WidgetKit

struct SmallFamilyView: View {
    let state: LiveActivityDisplayState
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            VStack(spacing: WidgetMetrics.compactSpacing) {
                ScorePillView(score: state.homeScore)
                ScorePillView(score: state.awayScore)
                HStack {
                    Button(intent: RefreshMatchIntent()) { Image(systemName: "arrow.clockwise") }
                    Button(intent: MuteMatchIntent()) { Image(systemName: "bell.slash") }
                }
            }
        default:
            EmptyView()
        }
    }
}

struct RefreshMatchIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh score"
    func perform() async throws -> some IntentResult { .result() }
}

struct MuteMatchIntent: AppIntent {
    static let title: LocalizedStringResource = "Mute alerts"
    func perform() async throws -> some IntentResult { .result() }
}
