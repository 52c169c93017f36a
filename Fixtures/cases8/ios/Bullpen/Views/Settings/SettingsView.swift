import SwiftUI

struct SettingsView: View {
    @AppStorage("showPitchCounts") private var showPitchCounts = true
    @AppStorage("favoriteTeamId") private var favoriteTeamId = ""
    @Environment(\.liveActivityService) private var liveActivityService
    @State private var confirmClear = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Game detail") {
                    Toggle("Show pitch counts", isOn: $showPitchCounts)
                }
                Section("Live Activities") {
                    Text("Scores on your Lock Screen while a followed game is live.")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                    Button("End all Live Activities") {
                        Task {
                            for id in liveActivityService.runningGameIds {
                                await liveActivityService.end(gameId: id)
                            }
                        }
                    }
                }
                Section {
                    Button("Clear cached scores", role: .destructive) { confirmClear = true }
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog("Clear cached scores?", isPresented: $confirmClear) {
                Button("Clear", role: .destructive) { clearCache() }
            }
        }
    }

    private func clearCache() {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        try? FileManager.default.removeItem(at: caches.appending(path: "scoreboard"))
    }
}
