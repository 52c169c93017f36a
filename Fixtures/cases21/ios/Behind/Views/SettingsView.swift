import SwiftUI

struct SettingsView: View {
    @AppStorage("notifyOnGoals") private var notifyOnGoals = true
    @AppStorage("notifyOnSelections") private var notifyOnSelections = true
    @State private var showingSignOut = false
    var appVersion: String = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"

    var body: some View {
        Form {
            Section("Notifications") {
                Toggle("Goals and behinds", isOn: $notifyOnGoals)
                Toggle("Team selections", isOn: $notifyOnSelections)
            }
            Section {
                Button("Sign out", role: .destructive) { showingSignOut = true }
            }
            Section {
                LabeledContent("Version", value: appVersion)
            }
        }
        .navigationTitle("Settings")
        .confirmationDialog("Sign out of Behind?", isPresented: $showingSignOut) {
            Button("Sign out", role: .destructive) {}
        }
    }
}
