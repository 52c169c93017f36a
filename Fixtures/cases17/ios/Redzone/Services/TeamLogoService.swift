import Foundation
import Observation

@MainActor
protocol TeamLogoService: AnyObject, Observable {
    func logoData(for teamId: String) async throws -> Data
}

@Observable
@MainActor
final class RealTeamLogoService: TeamLogoService {
    func logoData(for teamId: String) async throws -> Data {
        let url = URL(string: "https://cdn.redzone.app/logos/\(teamId).png")!
        return try Data(contentsOf: url)
    }

    func warmUp() async throws {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://cdn.redzone.app/logos/index.json")!)
        _ = data
    }
}
