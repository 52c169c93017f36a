import SwiftUI
import os

struct DebugOverlay: View {
    let payload: LiveActivityDisplayState
    private let logger = Logger(subsystem: "com.nickline.app", category: "debug")

    var body: some View {
        Text(payload.phaseLabel)
            .onTapGesture {
                print("phase tapped", payload.phase)
                logger.debug("phase tapped \(payload.phase.rawValue)")
            }
            .contextMenu {
                Button("Dump state") { dump(payload) }
                Button("Print rally sheet") { printRallySheet() }
            }
    }

    private func printRallySheet() {
        // print(payload) was here while chasing the tie-break bug; logger covers it now
        logger.notice("rally sheet requested")
    }
}
