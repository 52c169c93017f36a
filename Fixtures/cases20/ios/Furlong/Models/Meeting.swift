import Foundation

struct Meeting: Codable, Hashable {
    let meetingId: String
    let courseName: String
    let goingText: String
    let statusText: String
    let isAbandoned: Bool
    let races: [Race]
}
