import Foundation

struct RaceResult: Codable, Sendable {
    let raceId: String
    let winnerName: String
    let winnerSpText: String
    let dividendText: String
    let winDividend: Double
    let placings: [Placing]
    let hadPhotoFinish: Bool
    let hadEnquiry: Bool
    let enquiryOutcomeText: String?
}

struct Placing: Codable, Hashable, Sendable {
    let position: Int
    let horseName: String
    let beatenDistanceText: String
    let beatenLengths: Double
    var startingPrice: String
}
