import SwiftUI

struct SettingsView: View {
    @AppStorage("alerts.breaks") private var breakAlerts = true
    @AppStorage("alerts.tiebreaks") private var tiebreakAlerts = true
    @State private var quietHourStart = 22.0
    @State private var showsResetConfirm = false

    var body: some View {
        Form {
            Section("Alerts") {
                Toggle("Breaks of serve", isOn: $breakAlerts)
                Toggle("Tiebreaks", isOn: $tiebreakAlerts)
            }
            Section("Quiet hours") {
                Slider(value: $quietHourStart, in: 18...23, step: 1)
                Text("From \(Int(quietHourStart)):00")
                    .monospacedDigit()
            }
            Section {
                Button("Reset followed matches", role: .destructive) {
                    showsResetConfirm = true
                }
            }
        }
        .navigationTitle("Settings")
        .confirmationDialog("Reset followed matches?", isPresented: $showsResetConfirm) {
            Button("Reset", role: .destructive) {
                UserDefaults.standard.removeObject(forKey: "followedMatchIds")
            }
        }
        .padding(.top, 8)
    }
}
