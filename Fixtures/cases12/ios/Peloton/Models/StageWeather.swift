import Foundation

struct StageWeather: Codable {
    let stageId: String
    let summary: String
    let temperatureLabel: String
    var windLabel: String

    func headline() -> String {
        "\(summary), \(temperatureLabel) · \(windLabel)"
    }
}
