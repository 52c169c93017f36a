import Foundation

final class FakeAnalyticsService: AnalyticsService {
    private(set) var events: [String] = []

    func track(_ event: String, properties: [String: String]) {
        events.append(event)
        NSLog("analytics: %@", event)
    }
}
