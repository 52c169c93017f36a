import Foundation

extension MatchSummary {
    /// Crest images to prefetch when a list row appears.
    var crestURLs: [URL] {
        [home.crestURL, away.crestURL].compactMap { $0 }
    }
}
