import SwiftUI

struct SettingsView: View {
    @Environment(\.liveActivityService) private var liveActivityService
    @State private var tryAlerts = true
    @State private var cardAlerts = false
    @State private var confirmingEndAll = false

    private var appVersion: String {
        Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "0.0"
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Alerts") {
                    Toggle("Try alerts", isOn: $tryAlerts)
                    Toggle("Card alerts", isOn: $cardAlerts)
                }
                .onChange(of: tryAlerts) { _, newValue in
                    UserDefaults.standard.set(newValue, forKey: "alerts.tries")
                }

                Section("Live Activities") {
                    Button("End all Live Activities", role: .destructive) { confirmingEndAll = true }
                        .disabled(liveActivityService.activeMatchIds.isEmpty)
                }

                Section {
                    Text("Version \(appVersion)")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog("End every Live Activity?", isPresented: $confirmingEndAll) {
                Button("End all", role: .destructive) {
                    Task { await liveActivityService.endAll() }
                }
            }
        }
    }
}

#Preview {
    SettingsView()
}
