import SwiftUI

struct SettingsView: View {
    @Environment(\.settingsService) private var settings
    @State private var hintVisible = false

    private let appVersion = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "–"
    private let buildNumber = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "–"

    var body: some View {
        Form {
            Section {
                Toggle("Show games on the Lock Screen", isOn: Binding(
                    get: { settings.liveActivitiesEnabled },
                    set: { settings.liveActivitiesEnabled = $0 }
                ))
                Toggle("Goal alerts", isOn: Binding(
                    get: { settings.goalAlertsEnabled },
                    set: { settings.goalAlertsEnabled = $0 }
                ))
            } header: {
                Text("Live Activities")
            } footer: {
                Image(systemName: "lock.iphone")
                    .opacity(hintVisible ? 1 : 0.4)
                    .animation(Theme.Motion.hintPulse, value: hintVisible)
            }

            Section("About") {
                LabeledContent("Version", value: "\(appVersion) (\(buildNumber))")
                Link("Privacy Policy", destination: URL(string: "https://faceoffapp.com/privacy")!)
            }
        }
        .navigationTitle("Settings")
        .onAppear {
            hintVisible = true
        }
    }
}

#Preview {
    NavigationStack {
        SettingsView()
    }
}
