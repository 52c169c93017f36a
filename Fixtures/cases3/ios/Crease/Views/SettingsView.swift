import SwiftUI

struct SettingsView: View {
    @AppStorage("alerts.wickets") private var wicketAlerts = true
    @AppStorage("alerts.results") private var resultAlerts = true
    @Environment(\.authService) private var authService

    var body: some View {
        Form {
            Section {
                Toggle("Wicket alerts", isOn: $wicketAlerts)
                Toggle("Result alerts", isOn: $resultAlerts)
            } footer: {
                Text("Live Activities keep the score on your Lock Screen while a match you follow is in play. You can stop them from the Lock Screen at any time.")
            }

            Section("Account") {
                Button("Sign out", role: .destructive) {
                    Task { await authService.signOut() }
                }
            }
        }
        .navigationTitle("Settings")
    }
}
