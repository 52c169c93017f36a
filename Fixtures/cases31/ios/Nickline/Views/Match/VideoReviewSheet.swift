import SwiftUI

struct VideoReviewSheet: View {
    let entry: ReviewEntry
    let requestedAt: Date
    @Environment(\.dismiss) private var dismiss
    var showsRequester = true

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: NickSpacing.md) {
                Text(entry.callText)
                Text(entry.outcomeText).font(.headline)
                if showsRequester {
                    Text("Requested by \(entry.requestedBy)")
                }
                Text(requestedAt, style: .relative)
            }
            .toolbar { Button("Close") { dismiss() } }
        }
    }
}
