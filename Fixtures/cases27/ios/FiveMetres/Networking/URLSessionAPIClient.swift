import Foundation

struct URLSessionAPIClient: APIClient {
    let session: URLSession = .shared
    let baseURL = URL(string: "https://api.fivemetres.app/v1")!

    func request<T: Decodable>(_ endpoint: Endpoint, baseURL: URL?) async throws -> T {
        let url = (baseURL ?? self.baseURL).appending(path: endpoint.path)
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return try JSONDecoder.api.decode(T.self, from: data)
    }

    func send(_ endpoint: Endpoint) async throws {
        var request = URLRequest(url: baseURL.appending(path: endpoint.path))
        request.httpMethod = "POST"
        _ = try await session.data(for: request)
    }
}
