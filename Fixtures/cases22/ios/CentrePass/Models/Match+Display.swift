import Foundation

extension Match {
    var kickoffText: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE h:mm a"
        return formatter.string(from: startTime)
    }

    func venueLine() -> String {
        guard let venue else { return round }
        return "\(round) · \(venue.name), \(venue.city)"
    }

    var deepLink: URL {
        URL(string: "centrepass://match/\(matchId)")!
    }

    var sortKey: Date { startTime }

    var teamIds: [String] { [homeTeam.id, awayTeam.id] }
}
