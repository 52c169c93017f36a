import SwiftUI

struct SettingsView: View {
    @Environment(\.authService) private var auth
    @StateObject private var prefs = NotificationPrefsService()
    @State private var showsSignOutConfirm = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Alerts") {
                    Toggle("Race start", isOn: $prefs.raceStartAlerts)
                    Toggle("Penalties", isOn: $prefs.penaltyAlerts)
                }
                Section {
                    Button("Sign out", role: .destructive) {
                        showsSignOutConfirm = true
                    }
                }
                Section {
                    Text("Version \(AppVersion.marketing)")
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Settings")
            .onDisappear { prefs.save() }
            .confirmationDialog("Sign out of Apex?", isPresented: $showsSignOutConfirm) {
                Button("Sign out", role: .destructive) {
                    Task { await auth.signOut() }
                }
            }
        }
    }
}
