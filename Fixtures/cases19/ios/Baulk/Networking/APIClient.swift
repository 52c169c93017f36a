import Foundation

protocol APIClientProtocol: Sendable {
    func get<T: Decodable>(_ path: String) async throws -> T
    func post<T: Decodable>(_ path: String, body: [String: any Sendable]) async throws -> T
    func post(_ path: String, body: [String: any Sendable]) async throws
    func delete(_ path: String) async throws
}

struct EmptyResponse: Decodable {}

final class APIClient: APIClientProtocol {
    static let shared = APIClient(baseURL: URL(string: "https://api.baulk.app")!)

    private let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func get<T: Decodable>(_ path: String) async throws -> T {
        let (data, response) = try await session.data(from: baseURL.appending(path: path))
        try validate(response, path: path)
        return try JSONDecoder.baulk.decode(T.self, from: data)
    }

    func post<T: Decodable>(_ path: String, body: [String: any Sendable]) async throws -> T {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        let (data, response) = try await session.data(for: request)
        try validate(response, path: path)
        return try JSONDecoder.baulk.decode(T.self, from: data)
    }

    func post(_ path: String, body: [String: any Sendable]) async throws {
        let _: EmptyResponse = try await post(path, body: body)
    }

    func delete(_ path: String) async throws {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = "DELETE"
        let (_, response) = try await session.data(for: request)
        try validate(response, path: path)
    }

    private func validate(_ response: URLResponse, path: String) throws {
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            NSLog("API %@ failed: %@", path, String(describing: response))
            throw URLError(.badServerResponse)
        }
    }
}

extension JSONDecoder {
    static let baulk: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let dateString = try container.decode(String.self)
            // Try ISO 8601 with fractional seconds first
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
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Invalid date: \(dateString)")
        }
        return decoder
    }()
}
