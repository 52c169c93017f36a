import AppIntents
import SwiftUI
import WidgetKit

struct CourtLockScreenView: View {
    let context: ActivityViewContext<CourtActivityAttributes>
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            VStack(alignment: .leading, spacing: WidgetMetrics.tightSpacing) {
                Text(context.state.nowPlaying)
                    .font(.caption)
                Button(intent: OpenCourtIntent(courtId: context.attributes.courtId)) {
                    Text(context.attributes.courtTitle)
                }
                Toggle(isOn: false, intent: MuteCourtIntent(courtId: context.attributes.courtId)) {
                    Image(systemName: "bell")
                }
            }
        default:
            VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
                Text(context.attributes.courtTitle)
                    .font(.headline)
                Text(context.state.scoreLine)
                    .font(.title3.monospacedDigit())
                    .contentTransition(.numericText())
                if let next = context.state.nextUp {
                    Text(next)
                        .foregroundStyle(.secondary)
                }
                HStack {
                    Button(intent: OpenCourtIntent(courtId: context.attributes.courtId)) {
                        Label("Court", systemImage: "sportscourt")
                    }
                    Button(intent: MuteCourtIntent(courtId: context.attributes.courtId)) {
                        Label("Mute", systemImage: "bell.slash")
                    }
                }
            }
            .padding(WidgetMetrics.margin)
            .background(Color(red: 0.06, green: 0.24, blue: 0.14))
        }
    }
}
