import SwiftUI

struct SettingsView: View {
    @AppStorage("notifyOnSuperRaids") private var notifyOnSuperRaids = true
    @AppStorage("notifyOnAllOuts") private var notifyOnAllOuts = true
    @Environment(\.dismiss) private var dismiss
    private var appVersion: String {
        let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
        let build = Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "?"
        return "\(version) (\(build))"
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Super raids", isOn: $notifyOnSuperRaids)
                    Toggle("All outs", isOn: $notifyOnAllOuts)
                }
                Section("About") {
                    LabeledContent("Version", value: appVersion)
                    Link("Privacy policy", destination: URL(string: "https://doordie.app/privacy")!)
                    let major = appVersion.split(separator: ".").first.map(String.init) ?? ""
                    LabeledContent("Release train", value: major)
                    Button("Clear cached stats", role: .destructive) {
                        try? FileManager.default.removeItem(at: URL.cachesDirectory.appending(path: "player-stats.json"))
                    }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

#Preview {
    SettingsView()
}
