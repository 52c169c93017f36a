// Examples for client-side-formatting: money, machine formats and emoji flags. A price the app itself sells
// (StoreKit) is its own to format; money the backend sends (a dividend, a prize) is a figure like
// any other; an ISO 8601 date is for machines; flags side by side are the emoji the checklist allows.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    @_optimize(none) static var moneyExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A race's dividend, sent by the backend, formatted as money on the device.
            Example("""
                struct ResultRow: View {
                    let result: MatchDisplayState
                    var body: some View { Text(Double(result.runs), ↓format: .currency(code: "GBP")) }
                }
                """, companions: [ExampleModels.displayState]),
        ],
        nonTriggering: [
            // The app's own subscription price, and a tip the fan types in.
            Example("""
                struct UpgradeView: View {
                    let product: Product
                    @State private var tip = 2.0
                    var body: some View {
                        Text(product.price, format: .currency(code: "GBP"))
                        Text(tip.formatted(.currency(code: "GBP")))
                    }
                }
                """, trap: .lookAlike),
            // An ISO 8601 formatter writes a machine date: the day part of a race's start as a key.
            Example("""
                struct Fixture: Codable, Sendable { let startTime: Date }

                final class ActivityStarter {
                    func key(for fixture: Fixture) -> String {
                        let dateFormatter = ISO8601DateFormatter()
                        return String(dateFormatter.string(from: fixture.startTime).prefix(10))
                    }
                }
                """, path: "ios/CricketApp/Services/ActivityStarter.swift", trap: .lookAlike),
            // The app's own wrapper round ISO 8601 formatters, declared beside its wire types,
            // writes the API's date back.
            Example("""
                struct FollowRecord: Codable, Sendable { let matchID: String; let followedAt: String }

                extension Fixture {
                    var followRecord: FollowRecord {
                        FollowRecord(matchID: id, followedAt: WireDateFormatter.string(from: startTime))
                    }
                }
                """, path: "ios/CricketApp/Models/Fixture+Follow.swift", trap: .lookAlike, companions: [.init(
                    path: "ios/CricketApp/Networking/WireTypes.swift", code: """
                        struct WireError: Codable, Sendable { let code: String }

                        enum WireDateFormatter {
                            static let formatter: ISO8601DateFormatter = {
                                let formatter = ISO8601DateFormatter()
                                formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
                                return formatter
                            }()
                            static func string(from date: Date) -> String { formatter.string(from: date) }
                        }
                        """), .init(path: "ios/CricketApp/Models/Fixture.swift",
                                    code: "struct Fixture: Codable, Sendable {\n    let id: String\n    let startTime: Date\n}\n")]),
            // Emoji flags side by side, joined or interpolated with only a space: the checklist allows flags.
            Example("""
                struct FlagsHeader: View {
                    let context: ActivityViewContext<FixtureAttributes>
                    var body: some View {
                        Text(context.attributes.homeFlag + " " + context.attributes.awayFlag)
                        Text("\\(context.attributes.homeFlag) \\(context.attributes.awayFlag)")
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/FlagsHeader.swift", trap: .lookAlike, companions: [.init(
                    path: "ios/CricketWidget/FixtureAttributes.swift", code: """
                        import ActivityKit

                        struct FixtureAttributes: ActivityAttributes {
                            struct ContentState: Codable, Hashable { let scoreLine: String }
                            let homeFlag: String
                            let awayFlag: String
                        }
                        """)]),
        ]) }
}
