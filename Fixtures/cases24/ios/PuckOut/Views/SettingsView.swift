import SwiftUI

struct SettingsView: View {
    @Environment(\.followService) private var followService
    @State private var notifyOnGoals = UserDefaults.standard.bool(forKey: "notify.goals")
    @State private var notifyOnCards = true
    @State private var exportURL: URL?
    private var appVersion = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"

    var body: some View {
        Form {
            Section("Notifications") {
                Toggle("Goals", isOn: $notifyOnGoals)
                    .onChange(of: notifyOnGoals) { _, newValue in
                        UserDefaults.standard.set(newValue, forKey: "notify.goals")
                    }
                Toggle("Cards and sin-bins", isOn: $notifyOnCards)
            }
            Section("Following") {
                Text("\(followService.followedMatchIds.count) matches")
                Button("Export follow list") {
                    let data = try? JSONEncoder().encode(Array(followService.followedMatchIds))
                    let url = FileManager.default.temporaryDirectory.appendingPathComponent("follows.json")
                    try? data?.write(to: url)
                    exportURL = url
                }
            }
            Section {
                LabeledContent("Version", value: appVersion)
                Link("Privacy policy", destination: URL(string: "https://puckout.ie/privacy")!)
            }
        }
        .navigationTitle("Settings")
        .foregroundStyle(.primary)
    }
}

#Preview {
    NavigationStack { SettingsView() }
}
