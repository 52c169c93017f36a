import SwiftUI
import SwiftData

struct SettingsView: View {
    @Environment(\.preferencesService) private var preferences
    @Environment(\.modelContext) private var modelContext
    @AppStorage("useLargeScores") private var useLargeScores = false
    @State private var showingAbout = false

    var body: some View {
        Form {
            Section("Notifications") {
                Toggle("Super shots", isOn: Binding(
                    get: { preferences.notifyOnSuperShots },
                    set: { preferences.notifyOnSuperShots = $0 }
                ))
                Toggle("Large scores", isOn: $useLargeScores)
            }
            Section("Data") {
                Button("Clear cached fixtures", role: .destructive) {
                    clearCache()
                }
                Button("Export followed matches") {
                    exportFollows()
                }
            }
            Section {
                Button("About Centre Pass") { showingAbout = true }
            }
        }
        .navigationTitle("Settings")
        .sheet(isPresented: $showingAbout) {
            Text("Centre Pass follows Super Netball, the ANZ Premiership and internationals.")
                .padding()
        }
    }

    private func footer(isSandbox: Bool) -> AnyView {
        isSandbox ? AnyView(Text("Sandbox build").foregroundStyle(.orange)) : AnyView(EmptyView())
    }

    private func clearCache() {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        try? FileManager.default.removeItem(at: caches.appending(path: "schedule.json"))
        UserDefaults.standard.removeObject(forKey: "lastScheduleRefresh")
    }

    private func exportFollows() {
        let ids = UserDefaults.standard.stringArray(forKey: "followedMatchIds") ?? []
        modelContext.insert(FollowExport(matchIds: ids, exportedAt: .now))
        try? modelContext.save()
    }
}

@Model
final class FollowExport {
    var matchIds: [String]
    var exportedAt: Date

    init(matchIds: [String], exportedAt: Date) {
        self.matchIds = matchIds
        self.exportedAt = exportedAt
    }
}
