import Foundation

enum APIError: Error, Sendable {
    case badStatus(Int)
    case notHTTP
}

/// Thin HTTP wrapper shared by the real services. Not a service itself: no UI, no state.
struct APIClient: Sendable {
    let baseURL: URL
    let session: URLSession

    static let live = APIClient(baseURL: URL(string: "https://api.oche.app/v1")!)

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func get<Response: Decodable>(_ path: String) async throws -> Response {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, response) = try await session.data(for: request)
        try Self.validate(response)
        return try JSONDecoder.oche.decode(Response.self, from: data)
    }

    func send<Body: Encodable, Response: Decodable>(_ method: String, _ path: String, body: Body) async throws -> Response {
        let data = try await perform(method, path, body: body)
        return try JSONDecoder.oche.decode(Response.self, from: data)
    }

    func sendNoContent(_ method: String, _ path: String) async throws {
        _ = try await perform(method, path, body: Optional<String>.none)
    }

    func sendNoContent<Body: Encodable>(_ method: String, _ path: String, body: Body) async throws {
        _ = try await perform(method, path, body: body)
    }

    func registerActivityToken(_ body: ActivityTokenRequest) async throws {
        try await sendNoContent("POST", "user/activity-token", body: body)
    }

    func registerPushToken(_ body: PushTokenRequest) async throws {
        try await sendNoContent("POST", "user/push-tokens", body: body)
    }

    private func perform<Body: Encodable>(_ method: String, _ path: String, body: Body?) async throws -> Data {
        var request = URLRequest(url: baseURL.appending(path: path), cachePolicy: .reloadIgnoringLocalCacheData)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let body {
            request.httpBody = try JSONEncoder().encode(body)
        }
        let (data, response) = try await session.data(for: request)
        try Self.validate(response)
        return data
    }

    private static func validate(_ response: URLResponse) throws {
        guard let http = response as? HTTPURLResponse else { throw APIError.notHTTP }
        guard (200..<300).contains(http.statusCode) else { throw APIError.badStatus(http.statusCode) }
    }
}

extension JSONDecoder {
    /// Backend timestamps come with and without fractional seconds.
    static var oche: JSONDecoder {
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
    }
}

extension Data {
    /// APNs expects device and activity tokens as lowercase hex.
    var hexString: String {
        map { String(format: "%02x", $0) }.joined()
    }
}
