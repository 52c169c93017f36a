import Foundation

enum AppVersion {
    static var marketing: String {
        Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "0.0.0"
    }

    static var majorVersion: Int {
        Int(marketing.split(separator: ".").first ?? "0") ?? 0
    }
}
