// service-shape's examples: the protocol file of the seed's AuthService, and each way off it.

import UmpireCore
import UmpireRuleSupport

extension ServiceShape {
    static let protocolPath = "ios/CricketApp/Services/ScoreService.swift"

    static let authProtocolFile = """
        import SwiftUI

        @MainActor
        protocol AuthService: AnyObject, Observable {
            var currentUser: AppUser? { get }
            func signIn() async throws
        }

        struct AuthServiceKey: EnvironmentKey {
            static let defaultValue: any AuthService = FakeAuthService()
        }

        extension EnvironmentValues {
            var authService: any AuthService {
                get { self[AuthServiceKey.self] }
                set { self[AuthServiceKey.self] = newValue }
            }
        }
        """

    @_optimize(none) static var triggeringExamples: [Example] { [
        // A concrete singleton service: nothing for views to depend on but the class itself.
        Example("""
            final class ↓WeatherService {
                static let shared = WeatherService()
                func conditions(at groundID: String) async throws -> GroundConditions { try await APIClient.shared.get("weather/\\(groundID)") }
            }
            """, path: "ios/CricketApp/Services/WeatherService.swift"),
        // By declaration: the real implementation named after its backend, not Real….
        Example("""
            import Observation

            final class ↓CognitoAuthService: AuthService {
                func signIn() async throws {}
            }
            """, path: "ios/CricketApp/Services/CognitoAuthService.swift", companions: [
                .init(path: "ios/CricketApp/Services/AuthService.swift", code: """
                    import SwiftUI

                    @MainActor protocol AuthService: AnyObject, Observable {
                        func signIn() async throws
                    }

                    private struct AuthServiceKey: EnvironmentKey {
                        static let defaultValue: any AuthService = FakeAuthService()
                    }

                    extension EnvironmentValues {
                        var authService: any AuthService {
                            get { self[AuthServiceKey.self] }
                            set { self[AuthServiceKey.self] = newValue }
                        }
                    }
                    """),
            ]),
        Example("""
            ↓protocol ↓ScoreService: Observable {
                func score(for matchID: String) async throws -> MatchDisplayState
            }
            """, path: protocolPath),
        Example("""
            @MainActor protocol ↓ScoreService: AnyObject {
                func score(for matchID: String) async throws -> MatchDisplayState
            }
            """, path: protocolPath, companions: [.init(path: "ios/CricketApp/App/Environment.swift", code: """
                extension EnvironmentValues {
                    @Entry var scoreService: any ScoreService = FakeScoreService()
                }
                """)]),
        Example("""
            final class ↓RealScoreService: ScoreService {
                func score(for matchID: String) async throws -> MatchDisplayState { try await client.score(matchID) }
            }
            @Observable @MainActor final class ↓RealFollowService {}
            """, path: "ios/CricketApp/Services/RealScoreService.swift"),
        Example("""
            @Observable @MainActor final ↓class FakeScoreService: ScoreService {
                func score(for matchID: String) async throws -> MatchDisplayState { .preview }
            }
            """, path: protocolPath),
        Example("""
            struct ScoreServiceKey: EnvironmentKey {
                static let ↓defaultValue: any ScoreService = RealScoreService()
            }
            struct FollowServiceKey: EnvironmentKey {
                static var ↓defaultValue: FollowService { FollowService.shared }
            }
            """, path: "ios/CricketApp/App/Environment.swift"),
        Example("""
            final class ↓RealScoresClient: ScoresClient {
                func fetchScore(_ matchID: String) async throws -> Data { try await session.data(from: scoreURL(matchID)).0 }
            }
            """, path: "ios/CricketApp/Services/RealScoresClient.swift",
            options: ["serviceSuffixes": .array(["Service", "Client"].map(JSONValue.string))]),
        // @MainActor on the methods instead of the protocol; `final` forgotten; a fake off its shape in Fake/.
        Example("""
            protocol ↓FollowService: AnyObject, Observable {
                @MainActor func follow(_ matchID: String) async throws
            }
            """, path: "ios/CricketApp/Services/FollowService.swift", companions: [.init(path: "ios/CricketApp/App/Environment.swift", code: """
                extension EnvironmentValues {
                    @Entry var followService: any FollowService = FakeFollowService()
                }
                """)]),
        Example("""
            @MainActor @Observable class ↓RealScoreService: ScoreService {
                func refresh() async throws {}
            }
            """, path: "ios/CricketApp/Services/RealScoreService.swift"),
        Example("""
            @MainActor final class ↓FakeScoreService: ScoreService {
                func refresh() async throws {}
            }
            """, path: "ios/CricketApp/Services/Fake/FakeScoreService.swift"),
        Example("""
            @Observable class ↓FakeFollowService: FollowService {
                var followed: Set<String> = []
                func follow(_ matchID: String) async throws { followed.insert(matchID) }
            }
            """, path: "ios/CricketApp/Services/Fake/FakeFollowService.swift"),
        Example("""
            @Observable @MainActor final class ↓FakeAuthService {
                var currentUser: AppUser? = .preview
            }
            """, path: "ios/CricketApp/Services/Fake/FakeAuthService.swift"),
        // Fakes outside Services/Fake/: beside the real one, in a Mocks folder.
        Example("""
            @Observable @MainActor final class RealMatchService: MatchService {
                func matches() async throws -> [MatchItem] { try await client.matches() }
            }
            #if DEBUG
            @Observable @MainActor final ↓class FakeMatchService: MatchService {
                func matches() async throws -> [MatchItem] { [.preview] }
            }
            #endif
            """, path: "ios/CricketApp/Services/RealMatchService.swift"),
        Example("""
            @Observable @MainActor final ↓class FakeFollowService: FollowService {
                func follow(_ matchID: String) async throws {}
            }
            """, path: "ios/CricketApp/Services/Mocks/FakeFollowService.swift"),
        // No accessor for the protocol: one typed as the concrete class, and a key with no extension.
        Example("""
            import SwiftUI

            @MainActor ↓protocol ScoreService: AnyObject, Observable {
                func refresh() async throws
            }

            extension EnvironmentValues {
                var scoreService: RealScoreService {
                    get { self[ScoreServiceKey.self] }
                    set { self[ScoreServiceKey.self] = newValue }
                }
            }
            """, path: protocolPath),
        Example("""
            import SwiftUI

            @MainActor ↓protocol MatchService: AnyObject, Observable {
                func matches() async throws -> [MatchItem]
            }

            struct MatchServiceKey: EnvironmentKey {
                static let defaultValue: any MatchService = FakeMatchService()
            }
            """, path: "ios/CricketApp/Services/MatchService.swift"),
        // The environment's default is the real service: through @Entry, and a key's computed default.
        Example("""
            import SwiftUI

            @MainActor protocol ScoreService: AnyObject, Observable {
                func refresh() async throws
            }

            extension EnvironmentValues {
                @Entry var ↓scoreService: any ScoreService = RealScoreService()
            }
            """, path: protocolPath),
        Example("""
            private struct MatchServiceKey: EnvironmentKey {
                static var ↓defaultValue: any MatchService { RealMatchService(client: .shared) }
            }
            """, path: "ios/CricketApp/Services/MatchService.swift"),
        Example("""
            @MainActor final class ↓RemoteScoreService: ScoreService {
                func score(for matchID: String) async throws -> MatchDisplayState { try await client.score(matchID) }
            }
            """, path: "ios/CricketApp/Services/RemoteScoreService.swift",
            options: ["realPrefixes": .array([.string("Remote")])]),
    ] }

    @_optimize(none) static var nonTriggeringExamples: [Example] { [
        // A notification service extension's principal class, and a client that is not a service.
        Example("""
            import UserNotifications
            final class NotificationService: UNNotificationServiceExtension {
                override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                    contentHandler(request.content)
                }
            }
            final class APIClient { static let shared = APIClient() }
            """, path: "ios/CricketApp/Services/NotificationService.swift", trap: .lookAlike),
        // The interface exists under another name: the class implements a protocol the project declares.
        Example("""
            @Observable @MainActor final class WeatherService: WeatherProviding {
                func conditions(at groundID: String) async throws -> GroundConditions { try await APIClient.shared.get("weather/\\(groundID)") }
            }
            """, path: "ios/CricketApp/Services/WeatherService.swift", trap: .lookAlike,
                companions: [.init(path: "ios/CricketApp/Services/WeatherProviding.swift",
                                   code: "@MainActor protocol WeatherProviding: AnyObject, Observable {\n    func conditions(at groundID: String) async throws -> GroundConditions\n}\n")]),
        Example(authProtocolFile, path: "ios/CricketApp/Services/AuthService.swift"),
        Example("""
            @Observable @MainActor final class FakeAuthService: AuthService {
                var currentUser: AppUser? = .preview
                func signIn() async throws {}
            }
            """, path: "ios/CricketApp/Services/Fake/FakeAuthService.swift"),
        Example("""
            @MainActor protocol FollowService: AnyObject, Observable {
                func follow(_ matchID: String) async throws
            }
            extension EnvironmentValues {
                @Entry var followService: any FollowService = FakeFollowService()
            }
            """, path: "ios/CricketApp/Services/FollowService.swift", trap: .lookAlike),
        // Other environment entries, and the real service injected at the app root.
        Example("""
            extension EnvironmentValues {
                @Entry var accentColor: Color = .orange
                @Entry var matchID: String? = nil
            }
            @main struct SightscreenApp: App {
                @State private var scoreService = RealScoreService()
                var body: some Scene {
                    WindowGroup { RootView().environment(\\.scoreService, scoreService) }
                }
            }
            """, path: "ios/Sightscreen/SightscreenApp.swift", trap: .lookAlike),
        Example("""
            struct ThemeKey: EnvironmentKey {
                static let defaultValue = Theme()
            }
            final class RealtimeScoreFeed {}
            """, path: "ios/CricketApp/App/Environment.swift", trap: .lookAlike),
        Example("""
            protocol AnalyticsService {
                func track(_ event: String)
            }
            """, path: "ios/CricketApp/Support/Analytics.swift", trap: .lookAlike),
        Example("""
            struct ScoreServiceKey: EnvironmentKey {
                static let defaultValue: any ScoreService = PreviewScoreService()
            }
            """, path: "ios/CricketApp/App/ScoreServiceKey.swift", trap: .lookAlike,
            options: ["fakePrefixes": .array([.string("Preview")])]),
        Example(#"let doc = "protocol ScoreService { } and final class RealScoreService""#, path: protocolPath, trap: .inString),
        Example("// final class FakeScoreService: ScoreService {} lives in Services/Fake/", path: protocolPath, trap: .inComment),
    ] }
}
