import Foundation

enum AppConfig {
    static let apiBaseURL = URL(string: "https://api.sightscreen.app/v1")!
}
