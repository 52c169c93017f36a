import SwiftUI
import os

/// Internal builds only: a shake-to-open menu for QA.
struct DebugMenu: View {
    @Environment(\.liveActivityService) private var liveActivities
    private let logger = Logger(subsystem: "app.breakpoint.ios", category: "debug")

    var body: some View {
        List {
            Button("Dump active activities") {
                // umpire:disable-next-line no-print
                dump(liveActivities.activeMatchIds)
            }
            Button("Log active activities") {
                // umpire:disable-next-line no-print -- QA reads this from the Xcode console on internal builds only
                debugPrint(liveActivities.activeMatchIds)
            }
            Button("Clear caches") {
                // umpire:disable-next-line no-prints -- typo in the rule id
                logger.info("clearing caches")
            }
            Button("Copy build number") {
                // umpire:disable-next-line hardcoded-color -- nothing on the next line uses a colour
                UIPasteboard.general.string = Bundle.main.infoDictionary?["CFBundleVersion"] as? String
            }
            Text("Prints go to the console; use print(\"…\") only in playgrounds.")
                .font(Typography.caption)
        }
        .navigationTitle("Debug")
    }
}
