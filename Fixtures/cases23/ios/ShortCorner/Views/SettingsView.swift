import SwiftUI

struct SettingsView: View {
    @Environment(\.notificationPreferencesService) private var preferencesService
    @AppStorage("prefersCompactScores") private var prefersCompactScores = false
    @State private var showsAbout = false

    var body: some View {
        Form {
            Section("Notifications") {
                Toggle("Goals", isOn: binding(\.goals))
                Toggle("Cards", isOn: binding(\.cards))
                Toggle("Penalty corners", isOn: binding(\.penaltyCorners))
                Toggle("End of each quarter", isOn: binding(\.quarterEnds))
            }
            Section("Display") {
                Toggle("Compact scores", isOn: $prefersCompactScores)
            }
            Section {
                Button("About Short Corner") { showsAbout = true }
                Button("Reset onboarding") {
                    UserDefaults.standard.set(false, forKey: "hasSeenOnboarding")
                }
            }
        }
        .navigationTitle("Settings")
        .sheet(isPresented: $showsAbout) { AboutView() }
        .task { await preferencesService.load() }
    }

    private func binding(_ keyPath: KeyPath<NotificationPreferences, Bool>) -> Binding<Bool> {
        Binding(
            get: { preferencesService.preferences[keyPath: keyPath] },
            set: { newValue in
                Task { try? await preferencesService.update(preferencesService.preferences.with(keyPath, newValue)) }
            }
        )
    }
}

#Preview {
    NavigationStack { SettingsView() }
}
