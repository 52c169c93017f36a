import SwiftUI
import WidgetKit

struct ReviewBannerView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading) {
            if let banner = state.reviewBanner {
                Text(banner)
            } else if state.phase == .review {
                Text("Review pending")
            }
            Text(state.reviewBanner?.components(separatedBy: ":").last ?? "")
        }
        .padding(.horizontal, 10)
    }
}
