import Foundation
import os

final class APIClient: Sendable {
    static let shared = APIClient(baseURL: URL(string: "https://api.puckout.ie/v1")!)

    let baseURL: URL
    private let session: URLSession
    private let tokenProvider: @Sendable () async -> String?

    init(baseURL: URL, session: URLSession = .shared, tokenProvider: @escaping @Sendable () async -> String? = { nil }) {
        self.baseURL = baseURL
        self.session = session
        self.tokenProvider = tokenProvider
    }

    func get<T: Decodable>(_ endpoint: Endpoint, as type: T.Type) async throws -> T {
        let request = try await makeRequest(endpoint, method: "GET", body: Optional<Data>.none)
        let (data, response) = try await session.data(for: request)
        try validate(response)
        return try JSONDecoder.puckOut.decode(T.self, from: data)
    }

    func post<B: Encodable>(_ endpoint: Endpoint, body: B) async throws {
        let request = try await makeRequest(endpoint, method: "POST", body: try JSONEncoder().encode(body))
        let (_, response) = try await session.data(for: request)
        try validate(response)
    }

    func post<B: Encodable, T: Decodable>(_ endpoint: Endpoint, body: B, as type: T.Type) async throws -> T {
        let request = try await makeRequest(endpoint, method: "POST", body: try JSONEncoder().encode(body))
        let (data, response) = try await session.data(for: request)
        try validate(response)
        return try JSONDecoder.puckOut.decode(T.self, from: data)
    }

    func delete(_ endpoint: Endpoint) async throws {
        let request = try await makeRequest(endpoint, method: "DELETE", body: Optional<Data>.none)
        let (_, response) = try await session.data(for: request)
        try validate(response)
    }

    private func makeRequest(_ endpoint: Endpoint, method: String, body: Data?) async throws -> URLRequest {
        var request = URLRequest(url: baseURL.appending(path: endpoint.path))
        request.httpMethod = method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token = await tokenProvider() {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    private func validate(_ response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        guard (200..<300).contains(http.statusCode) else {
            throw APIError.status(http.statusCode)
        }
    }
}

enum APIError: Error, Equatable {
    case status(Int)
}
