import Foundation
import os

protocol APIClient: Sendable {
    func get<T: Decodable>(_ endpoint: Endpoint) async throws -> T
    func post<T: Decodable>(_ endpoint: Endpoint, body: [String: Any?]) async throws -> T
    func patch<T: Decodable>(_ endpoint: Endpoint, body: [String: Any?]) async throws -> T
    func delete<T: Decodable>(_ endpoint: Endpoint) async throws -> T
}

enum APIError: Error, Hashable {
    case http(status: Int)
    case decoding(String)
    case transport(Error)

    static func == (lhs: APIError, rhs: APIError) -> Bool {
        String(describing: lhs) == String(describing: rhs)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(String(describing: self))
    }
}

struct EmptyResponse: Decodable {}

enum APIClientDecoder {
    static let shared: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let dateString = try container.decode(String.self)
            let withFraction = ISO8601DateFormatter()
            withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            if let date = withFraction.date(from: dateString) {
                return date
            }
            let standard = ISO8601DateFormatter()
            standard.formatOptions = [.withInternetDateTime]
            if let date = standard.date(from: dateString) {
                return date
            }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Invalid date: \(dateString)")
        }
        return decoder
    }()
}

final class RealAPIClient: APIClient, @unchecked Sendable {
    static let shared = RealAPIClient(baseURL: URL(string: Bundle.main.object(forInfoDictionaryKey: "BHAPIBaseURL") as? String ?? "https://api.behind.app")!)

    private let baseURL: URL
    private let session: URLSession
    private let tokenProvider: @Sendable () async -> String?
    private let logger = Logger(subsystem: "app.behind", category: "api")
    private let maxRetries = Int(Bundle.main.object(forInfoDictionaryKey: "BHAPIMaxRetries") as? String ?? "") ?? 2

    init(baseURL: URL, session: URLSession = .shared, tokenProvider: @escaping @Sendable () async -> String? = { nil }) {
        self.baseURL = baseURL
        self.session = session
        self.tokenProvider = tokenProvider
    }

    func get<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
        try await send(endpoint, method: "GET", body: nil)
    }

    func post<T: Decodable>(_ endpoint: Endpoint, body: [String: Any?]) async throws -> T {
        try await send(endpoint, method: "POST", body: body)
    }

    func patch<T: Decodable>(_ endpoint: Endpoint, body: [String: Any?]) async throws -> T {
        try await send(endpoint, method: "PATCH", body: body)
    }

    func delete<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
        try await send(endpoint, method: "DELETE", body: nil)
    }

    private func send<T: Decodable>(_ endpoint: Endpoint, method: String, body: [String: Any?]?) async throws -> T {
        var request = URLRequest(url: baseURL.appending(path: endpoint.path))
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token = await tokenProvider() {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        if let body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body.compactMapValues { $0 })
        }
        var attempt = 0
        while true {
            let (data, response) = try await session.data(for: request)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            if status == 503 && attempt < maxRetries {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.5 * Double(attempt))
                continue
            }
            guard (200..<300).contains(status) else {
                logger.error("\(method) \(endpoint.path) -> \(status)")
                throw APIError.http(status: status)
            }
            if T.self == EmptyResponse.self, data.isEmpty {
                return EmptyResponse() as! T
            }
            do {
                return try APIClientDecoder.shared.decode(T.self, from: data)
            } catch {
                throw APIError.decoding(String(describing: error))
            }
        }
    }
}
