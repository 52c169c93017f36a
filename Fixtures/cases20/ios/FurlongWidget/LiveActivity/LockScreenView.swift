import SwiftUI
import WidgetKit

struct LockScreenView: View {
    let state: LiveActivityDisplayState
    let raceId: String
    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    // Emoji flags: Live Activities can't load network images.
    private let countryFlags = ["GB": "🇬🇧", "IRE": "🇮🇪", "FR": "🇫🇷", "USA": "🇺🇸"]

    var body: some View {
        switch activityFamily {
        case .small:
            SmallFamilyView(state: state, raceId: raceId)
        default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            HStack {
                Text("Furlong")
                    .font(.caption.bold())
                    .foregroundStyle(WidgetColors.flAmber)
                Spacer()
                Text(state.headline)
                    .font(.caption)
            }
            HStack {
                Text(state.silkEmoji)
                Text(state.runnerName).font(.headline)
                Spacer()
                Text(state.runnerPositionText)
                    .font(.title2.bold())
            }
            ProgressView(value: state.progress)
                .tint(WidgetColors.flTurf)
            HStack {
                Text(state.phase == .off ? state.furlongsToGoText : state.statusText)
                Spacer()
                Text("\(Int(state.progress * 100))% run")
            }
            .font(.caption)
            if let beaten = state.beatenDistanceText {
                Text(beaten)
                    .font(.caption2)
            }
        }
        .padding(Theme.Spacing.l)
        .frame(height: 132)
        .animation(isLuminanceReduced ? nil : .easeOut(duration: 0.6), value: state)
    }
}

#Preview("Lock Screen", as: .content, using: LiveActivityPreviewData.attributes) {
    FurlongWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.offState
    LiveActivityPreviewData.photoFinishState
}
