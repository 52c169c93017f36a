import SwiftUI

struct SettingsView: View {
    @AppStorage("oddsAlerts") private var oddsAlerts = true
    @AppStorage("nonRunnerAlerts") private var nonRunnerAlerts = true
    @State private var reminderMinutes = 10

    private let appVersion = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "—"

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Odds movement alerts", isOn: $oddsAlerts)
                    Toggle("Non-runner alerts", isOn: $nonRunnerAlerts)
                    Stepper("Remind me \(reminderMinutes) min before the off", value: $reminderMinutes, in: 5...30, step: 5)
                }
                Section {
                    Button("Save reminder") {
                        UserDefaults.standard.set(reminderMinutes, forKey: "reminderMinutes")
                    }
                }
                Section("About") {
                    Text("Version \(appVersion)")
                    Link("Responsible gambling", destination: URL(string: "https://www.begambleaware.org")!)
                }
            }
            .navigationTitle("Settings")
        }
    }
}
