import Foundation

enum APIError: Error {
    case badStatus(Int)
}

/// Thin HTTP wrapper used by the services. Not a service itself: no state, no environment key.
struct APIClient: Sendable {
    let baseURL: URL
    let session: URLSession
    let accessToken: @Sendable () async -> String?

    func get<T: Decodable>(_ endpoint: Endpoint, as type: T.Type = T.self) async throws -> T {
        let data = try await perform(endpoint, body: nil)
        return try JSONDecoder.faceoff.decode(T.self, from: data)
    }

    @discardableResult
    func send<T: Decodable>(_ endpoint: Endpoint, body: some Encodable, as type: T.Type = T.self) async throws -> T {
        let data = try await perform(endpoint, body: try JSONEncoder().encode(body))
        return try JSONDecoder.faceoff.decode(T.self, from: data)
    }

    func send(_ endpoint: Endpoint, body: some Encodable) async throws {
        _ = try await perform(endpoint, body: try JSONEncoder().encode(body))
    }

    private func perform(_ endpoint: Endpoint, body: Data?) async throws -> Data {
        guard let url = URL(string: endpoint.path, relativeTo: baseURL) else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.httpMethod = endpoint.method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token = await accessToken() {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw APIError.badStatus(status) }
        return data
    }
}

enum AppConfig {
    static let apiBaseURL = URL(string: Bundle.main.object(forInfoDictionaryKey: "FaceoffAPIBaseURL") as? String ?? "https://api.faceoffapp.com")!
}
