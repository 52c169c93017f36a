import Foundation
import os

/// Fetches the ice technician's condition report (temperature, humidity,
/// pebble schedule) published by each venue.
final class IceReportService {
    private let session: URLSession
    private let reportURL: URL
    private let logger = Logger(subsystem: "com.buttonline.app", category: "ice")

    init(session: URLSession = .shared, reportURL: URL) {
        self.session = session
        self.reportURL = reportURL
    }

    func latestReport() -> Data? {
        let semaphore = DispatchSemaphore(value: 0)
        var result: Data?
        session.dataTask(with: reportURL) { data, _, _ in
            result = data
            semaphore.signal()
        }.resume()
        semaphore.wait()
        return result
    }

    func cachedVenueSheet(named name: String) -> Data? {
        guard let url = Bundle.main.url(forResource: name, withExtension: "json") else { return nil }
        return try? Data(contentsOf: url)
    }

    func latestReportAsync() async throws -> Data {
        try await session.data(from: reportURL).0
    }

    func waitForPebbleWindow() {
        Thread.sleep(forTimeInterval: 2)
        logger.debug("pebble window elapsed")
    }
}
