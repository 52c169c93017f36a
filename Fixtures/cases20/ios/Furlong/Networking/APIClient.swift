import Foundation
import os

enum APIError: Error {
    case badStatus(Int)
    case unauthorised
}

final class APIClient: Sendable {
    static let shared = APIClient(baseURL: URL(string: "https://api.furlong.app/v1")!)

    private let baseURL: URL
    private let session: URLSession
    private let logger = Logger(subsystem: "app.furlong", category: "API")

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func get<T: Decodable>(_ path: String, as type: T.Type) async throws -> T {
        let (data, response) = try await session.data(from: baseURL.appending(path: path))
        try check(response)
        return try JSONDecoder.furlong.decode(T.self, from: data)
    }

    @discardableResult
    func post<T: Decodable>(_ path: String, body: [String: String?]) async throws -> T {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(body)
        let (data, response) = try await session.data(for: request)
        try check(response)
        return try JSONDecoder.furlong.decode(T.self, from: data)
    }

    func post(_ path: String, body: [String: String]) async throws {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(body)
        let (_, response) = try await session.data(for: request)
        try check(response)
    }

    func delete(_ path: String) async throws {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = "DELETE"
        let (_, response) = try await session.data(for: request)
        try check(response)
    }

    private func check(_ response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse else { return }
        guard (200..<300).contains(http.statusCode) else {
            #if DEBUG
            debugPrint(http)
            #endif
            logger.error("HTTP \(http.statusCode) for \(http.url?.absoluteString ?? "-", privacy: .public)")
            throw http.statusCode == 401 ? APIError.unauthorised : APIError.badStatus(http.statusCode)
        }
    }
}

extension JSONDecoder {
    /// ISO 8601 with or without fractional seconds; the race feed sends both.
    static let furlong: JSONDecoder = {
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
        return decoder
    }()
}
