import Foundation

extension Innings {
    /// "87/6 (14.2)" for the compact header.
    var scoreLine: String {
        "\(runs)/\(wickets) (\(oversText))"
    }

    var isAllOut: Bool { wickets == 10 }
}

extension Chase {
    var equationLine: String {
        let need = target - runs
        return need > 0 ? "\(need) to win" : headline
    }
}
