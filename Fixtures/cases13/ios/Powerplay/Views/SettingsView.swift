import SwiftUI

struct SettingsView: View {
    @Environment(\.settingsService) private var settingsService
    @Environment(\.dismiss) private var dismiss
    @State private var wicketAlerts = true
    @State private var milestoneAlerts = false
    @State private var showingResetConfirm = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Alerts") {
                    Toggle("Wickets", isOn: $wicketAlerts)
                    Toggle("Fifties and hundreds", isOn: $milestoneAlerts)
                }
                Section("Live Activities") {
                    Toggle("Start automatically for followed games", isOn: Binding(
                        get: { settingsService.autoStartActivities },
                        set: { settingsService.autoStartActivities = $0 }
                    ))
                }
                Section {
                    Button("Reset followed games", role: .destructive) {
                        showingResetConfirm = true
                    }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        UserDefaults.standard.set(wicketAlerts, forKey: "alerts.wickets")
                        UserDefaults.standard.set(milestoneAlerts, forKey: "alerts.milestones")
                        dismiss()
                    }
                }
            }
            .confirmationDialog("Reset followed games?", isPresented: $showingResetConfirm) {
                Button("Reset", role: .destructive) {
                    Task { await settingsService.resetFollows() }
                }
            }
            .task {
                wicketAlerts = settingsService.wicketAlerts
                milestoneAlerts = settingsService.milestoneAlerts
            }
        }
    }
}
