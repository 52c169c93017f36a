import Foundation

struct Endpoint<Response: Decodable> {
    let path: String
    let method: HTTPMethod
    let body: Data?
    let queryItems: [URLQueryItem]

    init(path: String, method: HTTPMethod = .get, body: Data? = nil, queryItems: [URLQueryItem] = []) {
        self.path = path
        self.method = method
        self.body = body
        self.queryItems = queryItems
    }
}

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case patch = "PATCH"
    case delete = "DELETE"
}

struct EmptyResponse: Decodable {}
