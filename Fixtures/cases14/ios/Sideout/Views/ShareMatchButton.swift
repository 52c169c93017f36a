import SwiftUI

struct ShareMatchButton: View {
    let match: Match

    var body: some View {
        if let url = match.shareURL {
            ShareLink(item: url, subject: Text(match.displayState.title)) {
                Label("Share", systemImage: "square.and.arrow.up")
            }
        }
    }
}
