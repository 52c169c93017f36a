import Foundation

protocol APIClient: Sendable {
    func get<T: Decodable & Sendable>(_ path: String, bearer: String?) async throws -> T
    func post<Body: Encodable & Sendable>(_ path: String, body: Body, bearer: String?) async throws
    func delete(_ path: String, bearer: String?) async throws
}

struct URLSessionAPIClient: APIClient {
    let baseURL: URL
    let session: URLSession
    let decoder: JSONDecoder

    func get<T: Decodable & Sendable>(_ path: String, bearer: String?) async throws -> T {
        let (data, response) = try await session.data(for: request(path, method: "GET", bearer: bearer))
        try Self.check(response)
        return try decoder.decode(T.self, from: data)
    }

    func post<Body: Encodable & Sendable>(_ path: String, body: Body, bearer: String?) async throws {
        var req = request(path, method: "POST", bearer: bearer)
        req.httpBody = try JSONEncoder().encode(body)
        let (_, response) = try await session.data(for: req)
        try Self.check(response)
    }

    func delete(_ path: String, bearer: String?) async throws {
        let (_, response) = try await session.data(for: request(path, method: "DELETE", bearer: bearer))
        try Self.check(response)
    }

    private func request(_ path: String, method: String, bearer: String?) -> URLRequest {
        var req = URLRequest(url: baseURL.appending(path: path))
        req.httpMethod = method
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let bearer { req.setValue("Bearer \(bearer)", forHTTPHeaderField: "Authorization") }
        return req
    }

    private static func check(_ response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
    }
}
