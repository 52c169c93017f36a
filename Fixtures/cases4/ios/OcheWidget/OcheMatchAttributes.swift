import ActivityKit
import Foundation

/// Fixed for the life of the activity. Everything that changes during a match lives in
/// `ContentState` (the generated LiveActivityDisplayState) and arrives by APNs.
struct OcheMatchAttributes: ActivityAttributes {
    typealias ContentState = LiveActivityDisplayState

    let matchId: String
    let eventName: String
    let homeName: String
    let awayName: String
    let homeCountryCode: String
    let awayCountryCode: String
}

extension OcheMatchAttributes {
    init(item: MatchItem) {
        self.init(
            matchId: item.matchId,
            eventName: item.eventName,
            homeName: item.home.name,
            awayName: item.away.name,
            homeCountryCode: item.home.countryCode,
            awayCountryCode: item.away.countryCode
        )
    }
}
