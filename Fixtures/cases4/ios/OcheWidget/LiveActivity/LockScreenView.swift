import ActivityKit
import SwiftUI
import WidgetKit

struct LockScreenView: View {
    var context: ActivityViewContext<OcheMatchAttributes>
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            if context.isStale {
                SmallStaleView(matchId: context.attributes.matchId, state: context.state)
            } else {
                SmallFamilyView(matchId: context.attributes.matchId, state: context.state)
            }
        default:
            fullLayout
        }
    }

    private var fullLayout: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(context.state.expanded.title)
                .font(.caption)
                .foregroundStyle(.secondary)
            HStack {
                playerColumn(
                    name: context.attributes.homeName,
                    countryCode: context.attributes.homeCountryCode,
                    remainingText: context.state.expanded.homeRemainingText
                )
                Spacer()
                Text("\(context.state.homeSets) – \(context.state.awaySets)")
                    .font(.title.bold().monospacedDigit())
                    .contentTransition(.numericText())
                Spacer()
                playerColumn(
                    name: context.attributes.awayName,
                    countryCode: context.attributes.awayCountryCode,
                    remainingText: context.state.expanded.awayRemainingText
                )
            }
            statusLine
            if let resumesAt = context.state.expanded.nextSessionAt {
                Text(timerInterval: Date.now...max(resumesAt, Date.now), countsDown: true)
                    .font(.caption.monospacedDigit())
            }
            HStack {
                Button(intent: RefreshMatchIntent(matchId: context.attributes.matchId)) {
                    Label("Refresh", systemImage: "arrow.clockwise")
                }
                Button(intent: MuteMatchIntent(matchId: context.attributes.matchId)) {
                    Label("Mute alerts", systemImage: "bell.slash")
                }
            }
            .font(.caption)
        }
        .padding(14)
        .opacity(context.isStale ? 0.6 : 1)
    }

    @ViewBuilder
    private var statusLine: some View {
        if context.state.phase == .completed, let result = context.state.expanded.resultText {
            Text(result)
                .font(.headline)
        } else {
            Text(context.state.expanded.statusText)
                .font(.subheadline)
        }
    }

    private func playerColumn(name: String, countryCode: String, remainingText: String) -> some View {
        VStack(spacing: 2) {
            Text(FlagEmoji.forCountry(countryCode))
            Text(name)
                .font(.caption)
                .lineLimit(1)
            Text(remainingText)
                .font(.title3.monospacedDigit())
                .contentTransition(.numericText())
        }
    }
}
