import SwiftUI

struct SettingsView: View {
    @AppStorage("goalAlertsEnabled") private var goalAlertsEnabled = true
    @AppStorage("preferredTeamId") private var preferredTeamId = ""
    @Environment(\.notificationService) private var notificationService
    @State private var isRequesting = false

    var body: some View {
        Form {
            Section("Alerts") {
                Toggle("Goal alerts", isOn: $goalAlertsEnabled)
                Toggle("Suspension alerts", isOn: .constant(true))
            }
            Section("About") {
                LabeledContent("Version", value: Bundle.main.appVersion)
                Link("Privacy policy", destination: URL(string: "https://sevenmetre.app/privacy")!)
                Button("Reset onboarding") {
                    UserDefaults.standard.removeObject(forKey: "didOnboard")
                }
            }
        }
        .navigationTitle("Settings")
        .task {
            isRequesting = true
            _ = try? await notificationService.requestAuthorization()
            isRequesting = false
        }
    }
}

private extension Bundle {
    var appVersion: String {
        infoDictionary?["CFBundleShortVersionString"] as? String ?? "–"
    }
}
