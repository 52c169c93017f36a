import SwiftUI

struct SettingsView: View {
    @Environment(\.authService) private var authService
    @Bindable var settings: UserSettings
    @State private var cacheBytes: Int64 = 0

    var body: some View {
        Form {
            Section("Notifications") {
                Toggle("Pit stop alerts", isOn: $settings.pitStopAlerts)
                Stepper(
                    "Remind me \(settings.reminderLeadMinutes) min before lights out",
                    value: $settings.reminderLeadMinutes,
                    in: 5...60,
                    step: 5
                )
            }
            Section("Display") {
                Toggle("24-hour clock", isOn: $settings.useTwentyFourHourClock)
            }
            Section("Storage") {
                LabeledContent("Cached timing data", value: cacheSizeString(bytes: cacheBytes))
            }
            Section {
                Text("Version \(appVersion)")
                    .foregroundStyle(.secondary)
                Button("Sign out", role: .destructive) {
                    Task { await authService.signOut() }
                }
            }
        }
        .navigationTitle("Settings")
    }

    private var appVersion: String {
        let raw = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "0"
        return raw.split(separator: ".").prefix(2).joined(separator: ".")
    }
}

#Preview {
    NavigationStack { SettingsView(settings: UserSettings()) }
}
