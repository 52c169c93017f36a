// SettingsView.swift
// Shotclock

import SwiftData
import SwiftUI

struct SettingsView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.authService) private var authService
    @Environment(\.dismiss) private var dismiss
    @AppStorage("settings.spoilerFree") private var spoilerFree = false
    @AppStorage("settings.refreshMinutes") private var refreshMinutes = "5"
    @State private var notifyOnOvertime = true
    @Query private var mutedTeams: [MutedTeam]

    var body: some View {
        NavigationStack {
            Form {
                Section("Spoilers") {
                    Toggle("Hide scores until I tap", isOn: $spoilerFree)
                    Toggle("Alert me when a game goes to overtime", isOn: $notifyOnOvertime)
                        .onChange(of: notifyOnOvertime) { _, newValue in
                            UserDefaults.standard.set(newValue, forKey: "settings.notifyOnOvertime")
                        }
                    Stepper("Refresh every \(Int(refreshMinutes) ?? 5) min", value: refreshBinding, in: 1...30)
                }
                Section("Muted teams") {
                    ForEach(mutedTeams) { team in
                        Text(team.name)
                    }
                    .onDelete { offsets in
                        offsets.map { mutedTeams[$0] }.forEach(modelContext.delete)
                        try? modelContext.save()
                    }
                }
                Section {
                    Button("Clear image cache", role: .destructive) {
                        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
                        try? FileManager.default.removeItem(at: caches.appending(path: "logos"))
                    }
                    Button("Sign out") {
                        Task { await authService.signOut(); dismiss() }
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }

    private var refreshBinding: Binding<Int> {
        Binding(get: { Int(refreshMinutes) ?? 5 }, set: { refreshMinutes = String($0) })
    }
}
