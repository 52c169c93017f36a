import SwiftUI

struct SettingsView: View {
    @AppStorage("spoilerFree") private var spoilerFree = false
    @AppStorage("showPointsRemaining") private var showPointsRemaining = true
    @Environment(\.liveActivityService) private var liveActivityService
    @State private var showsResetConfirmation = false

    private var appVersion: String {
        let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
        let build = Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "?"
        return "Version \(version) (\(build))"
    }

    var body: some View {
        Form {
            Section("Scores") {
                Toggle("Spoiler-free mode", isOn: $spoilerFree)
                Toggle("Show points remaining", isOn: $showPointsRemaining)
            }
            Section("Live Activities") {
                Text(liveActivityService.isEnabled ? "On" : "Off in Settings")
                Button("Reset followed matches", role: .destructive) {
                    showsResetConfirmation = true
                }
            }
            Section {
                Text(appVersion)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Text("Last synced \(Date.now.formatted(date: .omitted, time: .shortened))")
                    .font(.footnote)
            }
        }
        .navigationTitle("Settings")
        .confirmationDialog("Stop following every match?", isPresented: $showsResetConfirmation) {
            Button("Stop following", role: .destructive) {
                UserDefaults.standard.removeObject(forKey: "followedMatchIds")
            }
        }
    }
}

#Preview {
    NavigationStack { SettingsView() }
}
