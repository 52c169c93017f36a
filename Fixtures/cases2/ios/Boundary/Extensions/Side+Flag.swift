import Foundation

extension Side {
    /// Live Activities can't load the crest over the network, so they show a flag instead.
    var flagEmoji: String {
        FlagEmoji.lookup[flagCode] ?? "🏳️"
    }
}
