import Foundation
import SwiftUI

protocol AnalyticsService {
    func track(_ event: String, properties: [String: String])
}

private struct AnalyticsServiceKey: EnvironmentKey {
    static let defaultValue: any AnalyticsService = FakeAnalyticsService()
}

extension EnvironmentValues {
    var analyticsService: any AnalyticsService {
        get { self[AnalyticsServiceKey.self] }
        set { self[AnalyticsServiceKey.self] = newValue }
    }
}
