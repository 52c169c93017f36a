import SwiftUI
import os

struct SettingsView: View {
    @Environment(\.notificationPrefs) private var prefs
    @AppStorage("preferredLeague") private var preferredLeague = "PLL"
    @AppStorage("useLargeScores") private var useLargeScores = false
    @State private var showingTeamPicker = false
    @State private var exportURL: URL?
    private let logger = Logger(subsystem: "com.creaselax.app", category: "settings")

    var body: some View {
        @Bindable var prefs = prefs
        NavigationStack {
            Form {
                Section("Alerts") {
                    Toggle("Goals", isOn: $prefs.goalAlerts)
                    Toggle("Penalties and man-up", isOn: $prefs.penaltyAlerts)
                    Toggle("End of quarter", isOn: $prefs.quarterSummaries)
                }
                Section("Display") {
                    Picker("Home league", selection: $preferredLeague) {
                        Text("PLL").tag("PLL")
                        Text("NLL").tag("NLL")
                        Text("NCAA").tag("NCAA")
                    }
                    Toggle("Large scores", isOn: $useLargeScores)
                    Text(useLargeScores ? "Scores use the big scoreboard font" : "Scores use the standard font")
                        .font(.footnote)
                }
                Section {
                    Button("Favourite teams") { showingTeamPicker = true }
                    Button("Export my follows") { exportFollows() }
                    Button("Reset onboarding") {
                        UserDefaults.standard.removeObject(forKey: "hasOnboarded")
                        print("onboarding flag cleared")
                    }
                }
                Section("About") {
                    // umpire:disable-next-line hardcoded-color --
                    Color(white: 0.97).frame(height: Theme.Spacing.hairline)
                    Text(appVersionLabel())
                    Text("Built for fans who know what a FOGO is.")
                        .font(.footnote)
                        .foregroundStyle(Theme.Palette.inkMuted)
                }
            }
            .navigationTitle("Settings")
            .sheet(isPresented: $showingTeamPicker) { TeamPickerView(teams: PreviewGames.teams) }
            .onChange(of: prefs.goalAlerts) { _, newValue in
                logger.info("goal alerts now \(newValue)")
            }
        }
    }

    private func exportFollows() {
        let ids = UserDefaults.standard.stringArray(forKey: "followedGameIds") ?? []
        let target = FileManager.default.temporaryDirectory.appending(path: "follows.json")
        try? JSONEncoder().encode(ids).write(to: target)
        exportURL = target
        debugPrint("exported follows to", target)
    }
}
