import SwiftUI

struct SettingsView: View {
    @AppStorage("spoilerFreeMode") private var spoilerFreeMode = false
    @AppStorage("imageCacheBytes") private var imageCacheBytes = 0
    @State private var showsAbout = false

    var body: some View {
        Form {
            Section("Alerts") {
                Toggle("Hide scores until I tap", isOn: $spoilerFreeMode)
                Text(spoilerFreeMode ? "Scores are hidden" : "Scores are shown")
            }
            Section("Storage") {
                Text(ByteCountFormatter.string(fromByteCount: Int64(imageCacheBytes), countStyle: .file))
            }
            Section {
                Button("About Redzone") { showsAbout = true }
                Text("Version \(appVersionParts.joined(separator: "."))")
            }
        }
        .sheet(isPresented: $showsAbout) { AboutView() }
    }

    private var appVersionParts: [String] {
        let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"
        return version.components(separatedBy: ".")
    }
}
