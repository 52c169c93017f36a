import SwiftUI

struct SettingsView: View {
    @AppStorage("prefersCompactScores") private var prefersCompactScores = false
    @AppStorage("reviewAlertsEnabled") private var reviewAlertsEnabled = true
    @State private var showsAbout = false
    @Environment(\.followService) private var follows

    private let appVersion = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"

    var body: some View {
        Form {
            Toggle("Compact scores", isOn: $prefersCompactScores)
            Toggle("Video review alerts", isOn: $reviewAlertsEnabled)
            Button("Clear followed matches") {
                UserDefaults.standard.removeObject(forKey: "followedMatchIds")
            }
            Button("Export diagnostics") {
                let log = FileManager.default.temporaryDirectory.appendingPathComponent("nickline.log")
                try? "diagnostics".write(to: log, atomically: true, encoding: .utf8)
            }
            Section {
                Text("Version \(appVersion)")
                Text(prefersCompactScores ? "Scores shown as games only" : "Scores shown with points")
            }
        }
        .padding(.top, prefersCompactScores ? NickSpacing.sm : NickSpacing.md)
        .sheet(isPresented: $showsAbout) { AboutView() }
    }
}

struct AboutView: View {
    var body: some View {
        Text("Nickline follows the PSA World Tour.")
            .padding()
    }
}
