import Foundation

struct RetryPolicy: Sendable {
    let attempts: Int
    let baseDelay: Duration

    static let standard = RetryPolicy(attempts: 4, baseDelay: .seconds(1))

    /// Runs `operation`, retrying with exponential backoff (1s, 2s, 4s...).
    func run<T: Sendable>(_ operation: @Sendable () async throws -> T) async throws -> T {
        var attempt = 0
        while true {
            do {
                return try await operation()
            } catch {
                attempt += 1
                if attempt >= attempts || Task.isCancelled {
                    throw error
                }
                try await Task.sleep(for: baseDelay * (1 << (attempt - 1)))
            }
        }
    }
}
