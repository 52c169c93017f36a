import SwiftUI

struct TimeoutsPager: View {
    let detail: GameDetail
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            Text(detail.timeoutsText).tag(0)
            Text(detail.overtimeNote ?? "").tag(1)
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
        // umpire:disable-next-line hardcoded-spacing
        .frame(height: 180)
    }
}
