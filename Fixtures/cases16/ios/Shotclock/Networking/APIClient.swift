// APIClient.swift
// Shotclock

import Foundation

struct APIClient: Sendable {
    var baseURL = URL(string: "https://api.shotclock.app/v1")!
    var session: URLSession = .shared
    var tokenProvider: @Sendable () async -> String? = { nil }

    func get<T: Decodable>(path: String) async throws -> T {
        try await get(baseURL.appending(path: path))
    }

    func get<T: Decodable>(_ url: URL) async throws -> T {
        var request = URLRequest(url: url)
        if let token = await tokenProvider() {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        let (data, response) = try await session.data(for: request)
        try Self.validate(response)
        return try JSONDecoder.shotclock.decode(T.self, from: data)
    }

    func post<T: Decodable>(path: String, body: [String: String]) async throws -> T {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(body)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (data, response) = try await session.data(for: request)
        try Self.validate(response)
        return try JSONDecoder.shotclock.decode(T.self, from: data)
    }

    func post(path: String, body: [String: String]) async throws {
        let _: EmptyResponse = try await post(path: path, body: body)
    }

    func delete(path: String) async throws {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = "DELETE"
        let (_, response) = try await session.data(for: request)
        try Self.validate(response)
    }

    private static func validate(_ response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
    }
}

struct EmptyResponse: Decodable {}
