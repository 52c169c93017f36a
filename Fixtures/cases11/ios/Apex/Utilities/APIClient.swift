import Foundation

struct APIError: Error {
    let statusCode: Int
}

/// Thin wrapper over URLSession used by the real services.
struct APIClient: Sendable {
    let baseURL: URL
    let session: URLSession

    func get<T: Decodable>(_ path: String, token: String?, as type: T.Type) async throws -> T {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        let (data, response) = try await session.data(for: request)
        try Self.check(response)
        return try JSONDecoder.apex.decode(T.self, from: data)
    }

    func send<Body: Encodable>(_ method: String, _ path: String, body: Body, token: String?) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        request.httpBody = try JSONEncoder().encode(body)
        let (_, response) = try await session.data(for: request)
        try Self.check(response)
    }

    private static func check(_ response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse else { return }
        guard (200..<300).contains(http.statusCode) else {
            throw APIError(statusCode: http.statusCode)
        }
    }
}
