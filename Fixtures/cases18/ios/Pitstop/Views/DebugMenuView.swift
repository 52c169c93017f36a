import SwiftData
import SwiftUI

/// Internal menu, reachable from Settings by admins only.
struct DebugMenuView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.liveActivityService) private var liveActivityService
    @State private var lastPayload = ""

    var body: some View {
        Form {
            Section("Live Activities") {
                Text("Active: \(liveActivityService.activeRaceIds.count)")
                Button("Dump active races") {
                    print("active races:", liveActivityService.activeRaceIds)
                }
            }
            Section("Payload") {
                TextEditor(text: $lastPayload)
                    .font(.caption.monospaced())
                    .frame(minHeight: 120)
                Button("Fetch sample payload") {
                    Task {
                        let url = URL(string: "https://api.pitstop.app/v1/debug/sample-payload")!
                        let (data, _) = try await URLSession.shared.data(from: url)
                        lastPayload = String(decoding: data, as: UTF8.self)
                        debugPrint(lastPayload.count)
                    }
                }
            }
            Section("Cache") {
                Button("Clear bookmarks", role: .destructive) {
                    try? modelContext.delete(model: BookmarkRecord.self)
                    try? modelContext.save()
                    UserDefaults.standard.removeObject(forKey: "pendingActivityTokens")
                }
            }
        }
        .navigationTitle("Debug")
        .onAppear {
            NSLog("debug menu opened")
        }
    }
}

@Model
final class BookmarkRecord {
    var raceId: String
    var savedAt: Date

    init(raceId: String, savedAt: Date) {
        self.raceId = raceId
        self.savedAt = savedAt
    }
}
