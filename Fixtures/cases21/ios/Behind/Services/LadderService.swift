import SwiftUI
import os

@Observable
final class LadderService {
    private(set) var snapshot: LadderSnapshot?
    private var baseURL: URL
    private let session: URLSession
    private let logger = Logger(subsystem: "app.behind", category: "ladder")

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func loadSync(competition: String) -> LadderSnapshot? {
        let semaphore = DispatchSemaphore(value: 0)
        var result: LadderSnapshot?
        let url = baseURL.appending(path: "ladder/\(competition)")
        session.dataTask(with: url) { data, _, _ in
            if let data, let response = try? APIClientDecoder.shared.decode(LadderResponse.self, from: data) {
                result = LadderSnapshot(competition: competition, rows: response.rows, fetchedAt: .now)
            }
            semaphore.signal()
        }.resume()
        semaphore.wait()
        snapshot = result
        return result
    }

    func load(competition: String) async throws {
        let (data, _) = try await session.data(from: baseURL.appending(path: "ladder/\(competition)"))
        let response = try APIClientDecoder.shared.decode(LadderResponse.self, from: data)
        snapshot = LadderSnapshot(competition: competition, rows: response.rows, fetchedAt: .now)
        logger.info("ladder rows: \(response.rows.count)")
    }

    func percentageText(for row: LadderRow) -> String {
        row.percentage.formatted(.number.precision(.fractionLength(1))) + "%"
    }
}
