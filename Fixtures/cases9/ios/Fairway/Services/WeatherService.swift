import Foundation
import os

/// Course weather for the hub header. Pulled from the backend's /weather proxy.
final class WeatherService {
    static let shared = WeatherService()

    private let session = URLSession(configuration: .ephemeral)
    private let logger = Logger.fairway(.weather)
    private var endpoint = URL(string: "https://api.fairway.golf/weather")!

    func currentConditions(courseId: String) -> CourseConditions? {
        let semaphore = DispatchSemaphore(value: 0)
        var result: CourseConditions?
        let url = endpoint.appending(queryItems: [URLQueryItem(name: "course", value: courseId)])
        session.dataTask(with: url) { data, _, error in
            defer { semaphore.signal() }
            if let error {
                self.logger.error("weather fetch failed: \(error.localizedDescription, privacy: .public)")
                return
            }
            result = data.flatMap { try? JSONDecoder().decode(CourseConditions.self, from: $0) }
        }.resume()
        semaphore.wait()
        return result
    }

    func waitForRadarRefresh() {
        Thread.sleep(forTimeInterval: 1.5)
    }
}

struct CourseConditions: Codable, Hashable, Sendable {
    let summaryDisplay: String
    let windDisplay: String
    let temperatureDisplay: String
}
