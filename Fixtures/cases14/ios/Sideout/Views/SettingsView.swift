import SwiftUI

struct SettingsView: View {
    @Environment(\.preferencesService) private var preferences
    @AppStorage("alertMinutesBefore") private var minutesBefore = 15
    @State private var spoilerFree = false

    var body: some View {
        Form {
            Section("Alerts") {
                Stepper("Remind me \(minutesBefore) minutes before", value: $minutesBefore, in: 5...60, step: 5)
                Toggle("Hide scores", isOn: $spoilerFree)
            }
            Section {
                Text(AppConstants.versionLabel)
                Link("Contact support", destination: URL(string: "mailto:\(AppConstants.supportEmail)")!)
            }
        }
        .navigationTitle("Settings")
        .onChange(of: spoilerFree) { _, newValue in
            UserDefaults.standard.set(newValue, forKey: "spoilerFree")
            preferences.spoilerFree = newValue
        }
        .task { spoilerFree = preferences.spoilerFree }
    }
}
