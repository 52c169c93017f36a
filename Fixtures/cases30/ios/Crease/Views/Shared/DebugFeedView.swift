import SwiftUI
import os

/// Internal QA screen (hidden behind a long-press on the version label).
struct DebugFeedView: View {
    let card: GameCard
    private let log = Logger(subsystem: "com.creaselax.app", category: "debug")

    var body: some View {
        List {
            LabeledContent("Game", value: card.gameId)
            LabeledContent("Phase", value: card.phase.rawValue)
            LabeledContent("Schema", value: "v7")
            Button("Dump card to console") {
                dump(card)
            }
            Button("Log feed lag") {
                NSLog("feed lag check for %@", card.gameId)
            }
            Button("Echo to Xcode console") {
                // umpire:disable-next-line no-print -- QA screen only; the scheme strips it from App Store builds
                print("QA echo", card.gameId)
            }
            Button("Log via os.Logger") {
                log.debug("card \(card.gameId, privacy: .public) phase \(card.phase.rawValue, privacy: .public)")
            }
            Text("Use print() only in the simulator console")
                .font(.caption2)
        }
        .navigationTitle("Feed debug")
    }
}
