import Foundation

enum APIError: Error, Equatable {
    case badStatus(Int)
    case decoding(String)
    case transport(Error)

    static func == (lhs: APIError, rhs: APIError) -> Bool {
        switch (lhs, rhs) {
        case let (.badStatus(a), .badStatus(b)): return a == b
        case let (.decoding(a), .decoding(b)): return a == b
        default: return false
        }
    }
}

final class APIClient: Sendable {
    private let baseURL: URL
    private let session: URLSession
    private let tokenProvider: @Sendable () async -> String?

    init(baseURL: URL, session: URLSession = .shared, tokenProvider: @escaping @Sendable () async -> String?) {
        self.baseURL = baseURL
        self.session = session
        self.tokenProvider = tokenProvider
    }

    func get<T: Decodable>(_ path: String, as type: T.Type) async throws -> T {
        try await send(request(path, method: "GET"), as: type)
    }

    func post<B: Encodable, T: Decodable>(_ path: String, body: B, as type: T.Type) async throws -> T {
        var req = try await request(path, method: "POST")
        req.httpBody = try JSONEncoder().encode(body)
        return try await send(req, as: type)
    }

    func put<B: Encodable>(_ path: String, body: B) async throws {
        var req = try await request(path, method: "PUT")
        req.httpBody = try JSONEncoder().encode(body)
        _ = try await session.data(for: req)
    }

    func postNoContent<B: Encodable>(_ path: String, body: B) async throws {
        var req = try await request(path, method: "POST")
        req.httpBody = try JSONEncoder().encode(body)
        let (_, response) = try await session.data(for: req)
        try check(response)
    }

    func delete<T: Decodable>(_ path: String, as type: T.Type) async throws -> T {
        try await send(request(path, method: "DELETE"), as: type)
    }

    private func request(_ path: String, method: String) async throws -> URLRequest {
        var req = URLRequest(url: baseURL.appending(path: path))
        req.httpMethod = method
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token = await tokenProvider() {
            req.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return req
    }

    private func send<T: Decodable>(_ req: URLRequest, as type: T.Type) async throws -> T {
        let (data, response) = try await session.data(for: req)
        try check(response)
        do {
            return try JSONDecoder.shortCorner.decode(T.self, from: data)
        } catch {
            throw APIError.decoding(String(describing: error))
        }
    }

    private func check(_ response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse else { return }
        guard (200..<300).contains(http.statusCode) else { throw APIError.badStatus(http.statusCode) }
    }
}
