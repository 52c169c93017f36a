import Foundation
import os

@Observable @MainActor final class RealCurlingAPIService: CurlingAPIService {
    private let baseURL: URL
    private let session: URLSession
    private let logger = Logger(subsystem: "com.buttonline.app", category: "api")
    private var bearerToken: String?

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func updateToken(_ token: String?) {
        bearerToken = token
    }

    func get<T: Decodable & Sendable>(_ path: String, as type: T.Type) async throws -> T {
        let (data, response) = try await session.data(for: request(path, method: "GET"))
        try check(response)
        return try Self.decoder.decode(T.self, from: data)
    }

    func post(_ path: String, body: some Encodable & Sendable) async throws {
        var req = request(path, method: "POST")
        req.httpBody = try JSONEncoder().encode(body)
        let (_, response) = try await session.data(for: req)
        try check(response)
    }

    func delete(_ path: String) async throws {
        let (_, response) = try await session.data(for: request(path, method: "DELETE"))
        try check(response)
    }

    private func request(_ path: String, method: String) -> URLRequest {
        var req = URLRequest(url: baseURL.appending(path: path))
        req.httpMethod = method
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let bearerToken { req.setValue("Bearer \(bearerToken)", forHTTPHeaderField: "Authorization") }
        return req
    }

    private func check(_ response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            logger.error("request failed: \(String(describing: response), privacy: .public)")
            throw URLError(.badServerResponse)
        }
    }

    /// Some responses carry fractional seconds and some do not; accept both.
    static let decoder: JSONDecoder = {
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
