import Foundation
import os

/// Thin JSON client for the Breakpoint API. Services own one of these.
struct APIClient: Sendable {
    let baseURL: URL
    let session: URLSession
    let tokenProvider: @Sendable () async -> String?
    private let logger = Logger(subsystem: "app.breakpoint.ios", category: "api")

    func get<T: Decodable>(_ path: String) async throws -> T {
        try await send(path, method: "GET", body: Optional<String>.none)
    }

    func post<T: Decodable, B: Encodable>(_ path: String, body: B) async throws -> T {
        try await send(path, method: "POST", body: body)
    }

    func post<B: Encodable>(_ path: String, body: B) async throws {
        let _: EmptyResponse = try await send(path, method: "POST", body: body)
    }

    func put<B: Encodable>(_ path: String, body: B) async throws {
        let _: EmptyResponse = try await send(path, method: "PUT", body: body)
    }

    func delete(_ path: String) async throws {
        let _: EmptyResponse = try await send(path, method: "DELETE", body: Optional<String>.none)
    }

    private func send<T: Decodable, B: Encodable>(_ path: String, method: String, body: B?) async throws -> T {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = method
        if let token = await tokenProvider() {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        if let body {
            request.httpBody = try JSONEncoder().encode(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            print("API \(method) \(path) failed: \(String(data: data, encoding: .utf8) ?? "")")
            throw URLError(.badServerResponse)
        }
        logger.debug("API \(method, privacy: .public) \(path, privacy: .public) ok")
        if T.self == EmptyResponse.self { return EmptyResponse() as! T }
        return try JSONDecoder.breakpoint.decode(T.self, from: data)
    }
}

struct EmptyResponse: Decodable {}

extension JSONDecoder {
    static let breakpoint: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .useDefaultKeys
        return decoder
    }()
}
