import SwiftUI

struct SettingsView: View {
    @Environment(\.settingsService) private var settingsService
    @State private var cachedRankings: RankingsResponse?

    var body: some View {
        @Bindable var settings = settingsService
        Form {
            Section("Notifications") {
                Toggle("Quiet hours", isOn: $settings.quietHoursEnabled)
            }
            Section("Storage") {
                Button("Clear cached scores", role: .destructive) {
                    try? FileManager.default.removeItem(at: cacheURL)
                }
            }
            Section("About") {
                LabeledContent("Version", value: Bundle.main.shortVersion)
            }
        }
        .navigationTitle("Settings")
        .onChange(of: settings.quietHoursEnabled) {
            Task { try? await settingsService.syncQuietHours() }
        }
        .onAppear {
            if let data = try? Data(contentsOf: cacheURL) {
                cachedRankings = try? JSONDecoder.edgeBall.decode(RankingsResponse.self, from: data)
            }
            // umpire:disable-next-line no-print
            print("settings opened")
        }
    }

    private var cacheURL: URL {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("rankings.json")
    }
}

extension Bundle {
    var shortVersion: String { infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0" }
}
