import SwiftUI

struct SettingsView: View {
    @AppStorage("notifyGoals") private var notifyGoals = true
    @AppStorage("notifyExclusions") private var notifyExclusions = false
    @Environment(\.followService) private var followService

    var body: some View {
        Form {
            Section("Notifications") {
                Toggle("Goals", isOn: $notifyGoals)
                Toggle("Exclusions", isOn: $notifyExclusions)
            }
            Section("About") {
                Text("Version \(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "")")
            }
            Button("Clear cached fixtures") {
                UserDefaults.standard.removeObject(forKey: "cachedSchedule")
                try? FileManager.default.removeItem(at: .cachesDirectory.appending(path: "schedule.json"))
            }
        }
        .navigationTitle("Settings")
        .onChange(of: notifyGoals) {
            NSLog("goal notifications toggled")
        }
    }
}
