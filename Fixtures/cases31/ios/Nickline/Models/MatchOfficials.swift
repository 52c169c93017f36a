import Foundation

struct MatchOfficials: Codable, Hashable, Sendable {
    let refereeName: String
    let sideReferees: [String]
    var videoReviewerName: String?
    let reviewsRemainingLabel: String

    var panelDescription: String {
        ([refereeName] + sideReferees).joined(separator: ", ")
    }

    var hasVideoReview: Bool { videoReviewerName != nil }
}
