import Foundation

enum AppConfig {
    static let apiBaseURL: URL = {
        guard let raw = Bundle.main.object(forInfoDictionaryKey: "SCAPIBaseURL") as? String,
              let url = URL(string: raw) else {
            return URL(string: "https://api.shortcorner.app")!
        }
        return url
    }()

    static let buildNumber: Int = {
        let raw = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "0"
        return Int(raw) ?? 0
    }()
}
