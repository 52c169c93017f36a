import AppIntents
import SwiftUI

struct SmallFamilyView: View {
    let state: LiveActivityDisplayState
    let raceId: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(state.compact.leading)
                .font(.headline)
            Text(state.compact.trailing)
                .contentTransition(.numericText())
            HStack {
                Button(intent: RefreshRaceIntent(raceId: raceId)) {
                    Image(systemName: "arrow.clockwise")
                }
                Button(intent: MuteRaceIntent(raceId: raceId)) {
                    Image(systemName: "bell.slash")
                }
            }
        }
    }
}

struct RefreshRaceIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh race"
    @Parameter(title: "Race") var raceId: String

    init() {}
    init(raceId: String) { self.raceId = raceId }

    func perform() async throws -> some IntentResult { .result() }
}

struct MuteRaceIntent: AppIntent {
    static let title: LocalizedStringResource = "Mute race"
    @Parameter(title: "Race") var raceId: String

    init() {}
    init(raceId: String) { self.raceId = raceId }

    func perform() async throws -> some IntentResult { .result() }
}
