import Foundation

extension Meeting {
    var raceCountText: String {
        races.count == 1 ? "1 race" : "\(races.count) races"
    }

    var hasRacing: Bool { !isAbandoned && !races.isEmpty }
}

extension Placing {
    static func marginText(_ lengths: Double) -> String {
        lengths == 0 ? "Won" : String(format: "%.1f L", lengths)
    }
}

extension AppUser {
    var greeting: String { "Welcome back, \(email.split(separator: "@").first ?? "")" }
}
