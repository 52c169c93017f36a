import Foundation

extension GameCard {
    var matchupTitle: String {
        "\(away.abbreviation) @ \(home.abbreviation)"
    }

    var isFollowable: Bool { phase != .final && phase != .postponed }

    func twoPointNote(for side: TeamLine) -> String {
        side.twoPointGoals == 1 ? "1 two-pointer" : "\(side.twoPointGoals) two-pointers"
    }
}
