import Foundation

/// One court's slot in the order of play (GET /tournaments/:id/order-of-play).
struct CourtAssignment: Codable, Sendable {
    let courtId: String
    let courtName: String
    let isFeatured: Bool
    let matches: [String]
    let notBefore: String?
    var startsAfterPrevious: Bool

    var courtNumber: Int? {
        Int(courtName.components(separatedBy: " ").last ?? "")
    }
}
