import SwiftUI

struct SettingsView: View {
    @AppStorage("alerts.steals") private var stealAlerts = true
    @AppStorage("alerts.extraEnds") private var extraEndAlerts = true
    @State private var lastSync: Date?
    @Environment(\.authService) private var authService
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Steals", isOn: $stealAlerts)
                    Toggle("Extra ends", isOn: $extraEndAlerts)
                }
                Section("Account") {
                    if let user = authService.currentUser {
                        Text(user.email)
                    }
                    Button("Sign out", role: .destructive) {
                        UserDefaults.standard.removeObject(forKey: "followedGameIds")
                        Task { await authService.signOut() }
                    }
                }
                Section {
                    if let lastSync {
                        Text(lastSync, style: .relative)
                    }
                    Text("Version \(Bundle.main.shortVersion)")
                }
            }
            .navigationTitle("Settings")
            .toolbar { Button("Done") { dismiss() } }
            .onAppear {
                Task { lastSync = await loadLastSync() }
            }
        }
    }

    private func loadLastSync() async -> Date? {
        UserDefaults.standard.object(forKey: "lastSync") as? Date
    }
}

extension Bundle {
    var shortVersion: String { infoDictionary?["CFBundleShortVersionString"] as? String ?? "0" }
}
