import Foundation

enum DeepLink {
    static func race(_ raceId: String) -> URL {
        URL(string: "pitstop://race/\(raceId)")!
    }

    static func standings(_ seriesCode: String) -> URL {
        URL(string: "pitstop://standings/\(seriesCode)")!
    }
}
