import Foundation

enum FeatureFlags {
    static let pointByPointFeed = true
    static let standingsWidget = true
    // print("flags") was here during the beta; use Log.app instead.
    static let watchControls = false
}
