import Foundation

enum HTTPError: Error, Sendable {
    case status(Int)
    case invalidResponse
}

/// Thin async wrapper over URLSession shared by the real services.
struct HTTPClient: Sendable {
    let baseURL: URL
    let session: URLSession
    let authToken: @Sendable () async -> String?

    init(
        baseURL: URL = URL(string: "https://api.maul.app/v1")!,
        session: URLSession = .shared,
        authToken: @escaping @Sendable () async -> String? = { nil }
    ) {
        self.baseURL = baseURL
        self.session = session
        self.authToken = authToken
    }

    func get<Response: Decodable>(_ path: String, as type: Response.Type = Response.self) async throws -> Response {
        let data = try await perform(method: "GET", path: path, body: nil)
        return try JSONDecoder.maul.decode(Response.self, from: data)
    }

    func post<Response: Decodable>(_ path: String, body: some Encodable, as type: Response.Type = Response.self) async throws -> Response {
        let data = try await perform(method: "POST", path: path, body: try JSONEncoder().encode(body))
        return try JSONDecoder.maul.decode(Response.self, from: data)
    }

    func send(_ method: String, _ path: String, body: (some Encodable)? = Optional<String>.none) async throws {
        let encoded = try body.map { try JSONEncoder().encode($0) }
        _ = try await perform(method: method, path: path, body: encoded)
    }

    private func perform(method: String, path: String, body: Data?) async throws -> Data {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token = await authToken() {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw HTTPError.invalidResponse }
        guard (200..<300).contains(http.statusCode) else { throw HTTPError.status(http.statusCode) }
        return data
    }
}

extension JSONDecoder {
    /// Shared decoder: ISO 8601 dates with or without fractional seconds.
    static let maul: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let dateString = try container.decode(String.self)

            let withFraction = ISO8601DateFormatter()
            withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            if let date = withFraction.date(from: dateString) {
                return date
            }

            let plain = ISO8601DateFormatter()
            plain.formatOptions = [.withInternetDateTime]
            if let date = plain.date(from: dateString) {
                return date
            }

            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Invalid date: \(dateString)"
            )
        }
        return decoder
    }()
}
