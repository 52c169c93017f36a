import Foundation

extension LiveActivityExpanded {
    var battersLine: String {
        batters.map { "\($0.name) \($0.scoreText)" }.joined(separator: " · ")
    }
}
