import SwiftUI

struct SettingsView: View {
    @Environment(\.authService) private var authService
    @Environment(\.notificationService) private var notificationService
    @State private var showsSignOutConfirmation = false
    @State private var alertsEnabled = UserDefaults.standard.bool(forKey: "race-alerts-enabled")

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Race alerts", isOn: $alertsEnabled)
                        .onChange(of: alertsEnabled) { _, isOn in
                            UserDefaults.standard.set(isOn, forKey: "race-alerts-enabled")
                        }
                    if notificationService.authorizationStatus == .denied {
                        Text("Notifications are off for Peloton in the Settings app.")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
                Section("Account") {
                    if let user = authService.currentUser {
                        LabeledContent("Signed in as", value: user.email)
                    }
                    Button("Sign out", role: .destructive) {
                        showsSignOutConfirmation = true
                    }
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog("Sign out of Peloton?", isPresented: $showsSignOutConfirmation) {
                Button("Sign out", role: .destructive) {
                    Task { await authService.signOut() }
                }
            }
            .onAppear { notificationService.refreshAuthorizationStatus() }
        }
    }
}

#Preview {
    SettingsView()
}
