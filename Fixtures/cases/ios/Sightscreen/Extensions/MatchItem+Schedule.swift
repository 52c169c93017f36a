import Foundation

extension MatchItem {
    func isFuture() -> Bool {
        startTime > Date()
    }
}
