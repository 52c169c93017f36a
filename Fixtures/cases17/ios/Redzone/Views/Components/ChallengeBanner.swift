import SwiftUI

struct ChallengeBanner: View {
    let review: ReviewDisplay?

    var body: some View {
        if let review {
            Label(review.title, systemImage: "flag.fill")
        } else {
            Label("Play under review", systemImage: "flag")
        }
    }
}
