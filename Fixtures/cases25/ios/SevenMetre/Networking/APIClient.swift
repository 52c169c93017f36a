import Foundation
import os

struct APIError: Error, Sendable {
    let status: Int
    let message: String
}

final class APIClient: Sendable {
    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder
    private let logger = Logger(subsystem: "app.sevenmetre", category: "api")

    init(baseURL: URL = URL(string: "https://api.sevenmetre.app/v1")!, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let raw = try container.decode(String.self)
            let withFraction = ISO8601DateFormatter()
            withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            if let date = withFraction.date(from: raw) { return date }
            let plain = ISO8601DateFormatter()
            plain.formatOptions = [.withInternetDateTime]
            if let date = plain.date(from: raw) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Invalid date: \(raw)")
        }
        self.decoder = decoder
    }

    func get<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
        try await send(endpoint, method: "GET", body: Optional<[String: String]>.none)
    }

    @discardableResult
    func post<T: Decodable, B: Encodable>(_ endpoint: Endpoint, body: B) async throws -> T {
        try await send(endpoint, method: "POST", body: body)
    }

    func post<B: Encodable>(_ endpoint: Endpoint, body: B) async throws {
        let _: EmptyResponse = try await send(endpoint, method: "POST", body: body)
    }

    func delete<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
        try await send(endpoint, method: "DELETE", body: Optional<[String: String]>.none)
    }

    private func send<T: Decodable, B: Encodable>(_ endpoint: Endpoint, method: String, body: B?) async throws -> T {
        var request = URLRequest(url: baseURL.appending(path: endpoint.path))
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let body {
            request.httpBody = try JSONEncoder().encode(body)
        }
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            logger.error("\(method) \(endpoint.path) -> \(status)")
            throw APIError(status: status, message: String(decoding: data, as: UTF8.self))
        }
        return try decoder.decode(T.self, from: data)
    }
}

struct EmptyResponse: Decodable {}
