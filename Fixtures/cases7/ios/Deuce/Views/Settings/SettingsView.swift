import SwiftUI

struct SettingsView: View {
    @Environment(\.settingsService) private var settingsService
    @State private var breakPoints = false
    @State private var rainDelays = true
    @State private var openedAt = Date.now

    private var versionLabel: String {
        let info = Bundle.main.infoDictionary
        let version = info?["CFBundleShortVersionString"] as? String ?? "?"
        let build = info?["CFBundleVersion"] as? String ?? "?"
        return "Deuce \(version) (\(build))"
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Alerts") {
                    Toggle("Break points", isOn: $breakPoints)
                    Toggle("Rain delays", isOn: $rainDelays)
                }
                Section {
                    Button("Show the intro again") {
                        UserDefaults.standard.set(false, forKey: "hasSeenOnboarding")
                    }
                } footer: {
                    VStack(alignment: .leading) {
                        Text(versionLabel)
                        Text("Opened \(openedAt, style: .relative) ago")
                    }
                }
            }
            .navigationTitle("Settings")
            .task {
                await settingsService.load()
                breakPoints = settingsService.preferences.breakPoints
                rainDelays = settingsService.preferences.rainDelays
            }
            .onChange(of: breakPoints) { _, _ in save() }
            .onChange(of: rainDelays) { _, _ in save() }
        }
    }

    private func save() {
        let current = settingsService.preferences
        let updated = AlertPreferences(
            breakPoints: breakPoints,
            setResults: current.setResults,
            matchResults: current.matchResults,
            rainDelays: rainDelays,
            leadMinutes: current.leadMinutes,
            quietFrom: current.quietFrom
        )
        Task { try? await settingsService.save(updated) }
    }
}
