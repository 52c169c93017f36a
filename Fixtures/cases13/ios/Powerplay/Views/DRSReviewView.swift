import SwiftUI

struct DRSReviewView: View {
    let fixtureId: String

    @Environment(\.fixtureFeedService) private var feedService
    @State private var review: ReviewState?
    @State private var pulse = false

    var body: some View {
        VStack(spacing: Theme.Spacing.m) {
            if let review {
                Text(review.title)
                    .font(Theme.Typeface.headline)
                Text(review.decisionText ?? "")
                    .font(Theme.Typeface.title)
                if review.isUmpiresCall {
                    Text("Umpire's call")
                        .font(Theme.Typeface.caption)
                        .padding(Theme.Spacing.xs)
                        .background(Theme.Palette.reviewChip, in: Capsule())
                }
                Text(review.reviewsLeftText)
                    .font(Theme.Typeface.caption)
            } else {
                ProgressView()
            }
        }
        .scaleEffect(pulse ? 1.02 : 1)
        .onAppear(perform: startPulse)
        .onAppear {
            Task {
                review = try? await feedService.currentReview(for: fixtureId)
            }
        }
    }

    private func startPulse() {
        withAnimation(.easeInOut(duration: 0.8).repeatForever()) {
            pulse = true
        }
    }
}
