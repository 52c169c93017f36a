import Foundation

func tieBreakCaption(pointsA: Int, pointsB: Int) -> String {
    let margin = abs(pointsA - pointsB)
    return margin >= 2 ? "Game" : "Win by two"
}

func gameLabels(from scores: [String]) -> [String] {
    scores.enumerated().map { "G\($0.offset + 1) \($0.element)" }
}

func parseGameScore(_ raw: String) -> (Int, Int)? {
    let halves = raw.components(separatedBy: "-").compactMap { Int($0) }
    guard halves.count == 2 else { return nil }
    return (halves[0], halves[1])
}

func matchDeepLinkId(from url: URL) -> String? {
    url.pathComponents.dropFirst().first
}
