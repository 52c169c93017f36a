import Foundation

/// Course metadata shown in the tournament header.
struct Course: Codable, Sendable {
    let courseId: String
    let name: String
    let locationDisplay: String
    let parDisplay: String
    let yardageDisplay: String
    let holes: [CourseHole]

    enum CodingKeys: String, CodingKey {
        case courseId = "course_id"
        case name
        case locationDisplay = "location_display"
        case parDisplay = "par_display"
        case yardageDisplay = "yardage_display"
        case holes
    }
}

struct CourseHole: Codable, Hashable {
    let number: Int
    let parDisplay: String
    let yardageDisplay: String
    var isSignatureHole: Bool
}
