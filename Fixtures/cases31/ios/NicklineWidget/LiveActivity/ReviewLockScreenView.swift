import AppIntents
import SwiftUI
import WidgetKit

struct ReviewLockScreenView: View {
    @Environment(\.activityFamily) private var family
    let state: LiveActivityDisplayState

    var body: some View {
        switch family {
        case .small:
            VStack {
                Text(state.reviewBanner ?? state.phaseLabel)
                Toggle(isOn: false, intent: PinMatchIntent()) { Text("Pin") }
                Button(intent: MuteMatchIntent(matchId: "")) { Image(systemName: "bell.slash") }
            }
        default:
            HStack {
                Text(state.reviewBanner ?? state.phaseLabel)
                Spacer()
                Button(intent: PinMatchIntent()) { Image(systemName: "pin") }
                Button(intent: MuteMatchIntent(matchId: "lock")) { Image(systemName: "bell.slash.fill") }
            }
        }
    }
}
