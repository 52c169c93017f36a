import Foundation

extension LiveActivityDisplayState {
    var totalGoals: Int {
        homeScore + awayScore
    }

    var quarterNumber: Int? {
        Int(periodText.replacingOccurrences(of: "Q", with: ""))
    }
}

extension MatchItem {
    var shortScore: String {
        "\(homeScore)-\(awayScore)"
    }

    var kickoffLocal: String {
        startTime.formatted(date: .omitted, time: .shortened)
    }
}

func conversionRate(won: Int, converted: Int) -> Double {
    guard won > 0 else { return 0 }
    return Double(converted) / Double(won)
}

extension String {
    var trimmedForSearch: String {
        trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
