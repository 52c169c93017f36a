import Foundation

protocol HTTPClient: Sendable {
    func send<Response: Decodable>(_ request: APIRequest<Response>) async throws -> Response
}

struct APIRequest<Response: Decodable>: Sendable {
    var method = "GET"
    let path: String
    var query: [URLQueryItem] = []
    var body: Data?
}

struct EmptyResponse: Codable, Hashable, Sendable {}

enum APIError: Error {
    case badStatus(Int)
    case notHTTP
}

struct URLSessionHTTPClient: HTTPClient {
    static let shared = URLSessionHTTPClient(
        baseURL: URL(string: "https://api.deuce.app")!,
        session: .shared,
        tokenProvider: { nil }
    )

    let baseURL: URL
    let session: URLSession
    let tokenProvider: @Sendable () async -> String?

    func send<Response: Decodable>(_ request: APIRequest<Response>) async throws -> Response {
        var components = URLComponents(url: baseURL.appending(path: request.path), resolvingAgainstBaseURL: false)
        if !request.query.isEmpty {
            components?.queryItems = request.query
        }
        guard let url = components?.url else { throw URLError(.badURL) }

        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token = await tokenProvider() {
            urlRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }

        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else { throw APIError.notHTTP }
        guard (200..<300).contains(http.statusCode) else { throw APIError.badStatus(http.statusCode) }
        if Response.self == EmptyResponse.self, data.isEmpty {
            return EmptyResponse() as! Response
        }
        return try JSONDecoder.deuce.decode(Response.self, from: data)
    }
}
