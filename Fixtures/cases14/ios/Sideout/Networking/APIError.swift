import Foundation

enum APIError: Error, Equatable {
    case invalidURL
    case http(status: Int)
    case decoding(String)
    case offline
}
