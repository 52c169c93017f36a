import Foundation
import os

struct APIError: Error, Sendable {
    let status: Int
    let message: String
}

final class APIClient: Sendable {
    private let baseURL: URL
    private let session: URLSession
    private let tokenProvider: @Sendable () async -> String?
    private let logger = Logger(subsystem: "app.centrepass", category: "api")

    init(baseURL: URL, session: URLSession = .shared, tokenProvider: @escaping @Sendable () async -> String?) {
        self.baseURL = baseURL
        self.session = session
        self.tokenProvider = tokenProvider
    }

    func get<T: Decodable>(_ path: String) async throws -> T {
        try await send(path, method: "GET", body: nil)
    }

    func post<T: Decodable>(_ path: String, body: [String: String]) async throws -> T {
        try await send(path, method: "POST", body: try JSONEncoder().encode(body))
    }

    func postVoid(_ path: String, body: [String: String]) async throws {
        let _: EmptyResponse = try await send(path, method: "POST", body: try JSONEncoder().encode(body))
    }

    func delete<T: Decodable>(_ path: String) async throws -> T {
        try await send(path, method: "DELETE", body: nil)
    }

    private func send<T: Decodable>(_ path: String, method: String, body: Data?) async throws -> T {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token = await tokenProvider() {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            logger.error("\(method) \(path, privacy: .public) -> \(status)")
            throw APIError(status: status, message: String(decoding: data, as: UTF8.self))
        }
        return try JSONDecoder.api.decode(T.self, from: data)
    }
}

private struct EmptyResponse: Decodable {}
