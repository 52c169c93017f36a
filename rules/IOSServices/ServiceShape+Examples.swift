// service-shape's examples: the protocol file of the seed's AuthService, and each way off it.

import UmpireCore

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

    static let triggeringExamples = [
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
        Example("""
            @MainActor final class ↓RemoteScoreService: ScoreService {
                func score(for matchID: String) async throws -> MatchDisplayState { try await client.score(matchID) }
            }
            """, path: "ios/CricketApp/Services/RemoteScoreService.swift",
            options: ["realPrefixes": .array([.string("Remote")])]),
    ]

    static let nonTriggeringExamples = [
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
    ]
}
