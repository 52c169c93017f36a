import Foundation

// MARK: - ReviewState
struct ReviewState: Codable, Hashable, Sendable {
    let reviewId: String
    let title: String
    let decisionText: String?
    let isUmpiresCall: Bool
    let reviewsLeftText: String
}
