import Foundation

/// fairway://tournament/<id>/player/<playerId>
enum DeepLink: Hashable {
    case tournament(id: String)
    case player(tournamentId: String, playerId: String)

    init?(url: URL) {
        guard url.scheme == "fairway" else { return nil }
        let parts = [url.host()].compactMap { $0 } + url.pathComponents.filter { $0 != "/" }
        switch parts.count {
        case 2 where parts[0] == "tournament":
            self = .tournament(id: parts[1])
        case 4 where parts[0] == "tournament" && parts[2] == "player":
            self = .player(tournamentId: parts[1], playerId: parts[3])
        default:
            return nil
        }
    }

    var url: URL {
        switch self {
        case .tournament(let id):
            return URL(string: "fairway://tournament/\(id)")!
        case .player(let tournamentId, let playerId):
            return URL(string: "fairway://tournament/\(tournamentId)/player/\(playerId)")!
        }
    }
}
