import Foundation

@Observable @MainActor final class FakeCurlingAPIService: CurlingAPIService {
    var stubbedResponses: [String: Data] = [:]

    func get<T: Decodable & Sendable>(_ path: String, as type: T.Type) async throws -> T {
        guard let data = stubbedResponses[path] else { throw URLError(.fileDoesNotExist) }
        return try RealCurlingAPIService.decoder.decode(T.self, from: data)
    }

    func post(_ path: String, body: some Encodable & Sendable) async throws {}
    func delete(_ path: String) async throws {}
}
