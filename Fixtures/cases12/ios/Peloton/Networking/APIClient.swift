import Foundation
import os

struct APIClient: Sendable {
    let baseURL: URL
    let session: URLSession
    let tokenProvider: @Sendable () async throws -> String?

    private static let logger = Logger.peloton(category: "api")

    func get<Response: Decodable>(_ path: String, as type: Response.Type = Response.self) async throws -> Response {
        let request = try await makeRequest(path: path, method: "GET")
        let (data, response) = try await session.data(for: request)
        try Self.validate(response, data: data)
        return try JSONDecoder.peloton.decode(Response.self, from: data)
    }

    func post<Body: Encodable>(_ path: String, body: Body) async throws {
        var request = try await makeRequest(path: path, method: "POST")
        request.httpBody = try JSONEncoder().encode(body)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (data, response) = try await session.data(for: request)
        try Self.validate(response, data: data)
    }

    func post<Body: Encodable, Response: Decodable>(_ path: String, body: Body, as type: Response.Type) async throws -> Response {
        var request = try await makeRequest(path: path, method: "POST")
        request.httpBody = try JSONEncoder().encode(body)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (data, response) = try await session.data(for: request)
        try Self.validate(response, data: data)
        return try JSONDecoder.peloton.decode(Response.self, from: data)
    }

    func delete(_ path: String) async throws {
        let request = try await makeRequest(path: path, method: "DELETE")
        let (data, response) = try await session.data(for: request)
        try Self.validate(response, data: data)
    }

    private func makeRequest(path: String, method: String) async throws -> URLRequest {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = method
        if let token = try await tokenProvider() {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    private static func validate(_ response: URLResponse, data: Data) throws {
        guard let http = response as? HTTPURLResponse else { throw APIError.invalidResponse }
        guard (200..<300).contains(http.statusCode) else {
            logger.error("HTTP \(http.statusCode) for \(http.url?.path() ?? "?", privacy: .public)")
            throw APIError.status(http.statusCode)
        }
    }
}

enum APIError: Error, Equatable {
    case invalidResponse
    case status(Int)
    case offline
}
