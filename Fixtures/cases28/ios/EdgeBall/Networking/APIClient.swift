import Foundation
import os

protocol APIClientProtocol: Sendable {
    func get<T: Decodable>(_ path: String) async throws -> T
    func send<T: Decodable, B: Encodable>(_ path: String, body: B) async throws -> T
    func delete<T: Decodable>(_ path: String) async throws -> T
    func post(_ path: String, body: [String: String]) async
    func postThrowing(_ path: String, body: [String: String]) async throws
}

final class APIClient: APIClientProtocol {
    private let baseURL: URL
    private let session: URLSession
    private let tokenProvider: @Sendable () async -> String?
    private let logger = Logger(subsystem: "com.edgeball.app", category: "api")

    init(baseURL: URL, session: URLSession = .shared, tokenProvider: @escaping @Sendable () async -> String?) {
        self.baseURL = baseURL
        self.session = session
        self.tokenProvider = tokenProvider
    }

    private func request(_ path: String, method: String) async -> URLRequest {
        var request = URLRequest(url: URL(string: path, relativeTo: baseURL)!)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token = await tokenProvider() {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    func get<T: Decodable>(_ path: String) async throws -> T {
        let (data, response) = try await session.data(for: await request(path, method: "GET"))
        try Self.check(response)
        return try JSONDecoder.edgeBall.decode(T.self, from: data)
    }

    func send<T: Decodable, B: Encodable>(_ path: String, body: B) async throws -> T {
        var req = await request(path, method: "POST")
        req.httpBody = try JSONEncoder().encode(body)
        let (data, response) = try await session.data(for: req)
        try Self.check(response)
        return try JSONDecoder.edgeBall.decode(T.self, from: data)
    }

    func delete<T: Decodable>(_ path: String) async throws -> T {
        let (data, response) = try await session.data(for: await request(path, method: "DELETE"))
        try Self.check(response)
        return try JSONDecoder.edgeBall.decode(T.self, from: data)
    }

    func post(_ path: String, body: [String: String]) async {
        do {
            try await postThrowing(path, body: body)
        } catch {
            logger.error("POST \(path) failed: \(error.localizedDescription)")
        }
    }

    func postThrowing(_ path: String, body: [String: String]) async throws {
        var req = await request(path, method: "POST")
        req.httpBody = try JSONEncoder().encode(body)
        let (_, response) = try await session.data(for: req)
        try Self.check(response)
    }

    private static func check(_ response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
    }
}
