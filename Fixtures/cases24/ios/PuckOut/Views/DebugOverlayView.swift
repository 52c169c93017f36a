import SwiftUI

#if DEBUG
struct DebugOverlayView: View {
    let state: MatchDisplayState?
    @State private var isOpen = false

    var body: some View {
        VStack(alignment: .trailing) {
            Button {
                isOpen.toggle()
                // umpire:disable-next-line no-print
                print("debug overlay toggled: \(isOpen)")
            } label: {
                Image(systemName: "ladybug")
            }
            if isOpen, let state {
                // umpire:disable-next-line hardcoded-color -- debug panel uses a loud tint on purpose
                Text(verbatim: "\(state.phase.rawValue) · \(state.clockText)")
                    .font(.caption.monospaced())
                // umpire:disable-next-line hardcoded-spacing -- debug-only panel, not part of the design system
                    .padding(6)
                // umpire:disable-next-line debug-tint -- internal build only
                    .background(.yellow.opacity(0.3))
            }
        }
    }
}
#endif
