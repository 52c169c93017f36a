#if DEBUG
import SwiftUI

struct DebugPayloadView: View {
    let payload: String

    var body: some View {
        ScrollView {
            Text(payload).font(.caption.monospaced())
        }
        .toolbar {
            Button("Dump") {
                // umpire:disable-next-line no-print -- debug-only menu; dumps the raw APNs payload to the Xcode console on purpose
                print(payload)
            }
            Button("Copy") {
                // umpire:disable-next-line no-prints -- copies the payload
                UIPasteboard.general.string = payload
            }
        }
    }
}
#endif
