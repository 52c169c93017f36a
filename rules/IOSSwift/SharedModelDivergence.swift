// Flags model files whose app and widget copies differ.

import UmpireCore

public struct SharedModelDivergence: ProjectRule {
    static let appPath = "ios/CricketApp/Models/MatchItem.swift"
    static let widgetPath = "ios/CricketWidget/Models/MatchItem.swift"

    public static let description = RuleDescription(
        id: "shared-model-divergence", area: .iosSwift, languages: [.swift], roles: [.model],
        excludedRoles: [.test], severity: .error,
        summary: "A model file whose app and widget copies differ",
        rationale: """
            The app and the widget decode the same backend JSON, so their model files must be \
            identical. When one copy gains a field or a CodingKeys entry, the other decodes the \
            same push differently: the Live Activity shows stale text or fails to decode while \
            the app looks right.
            """,
        fix: "Make the two files identical, or share one file between both targets.",
        fileLevel: true,
        limitations: """
            Copies are paired by file name; a file is on the widget side when a folder in its \
            path contains `Widget`. Comments and formatting are ignored, so differing headers \
            are fine. A model that exists on one side only is not reported.
            """,
        triggering: [
            Example("""
                ↓struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                    let league: String
                }
                """, path: appPath, companions: [.init(path: widgetPath, code: """
                    struct MatchItem: Codable, Hashable, Sendable {
                        let matchId: String
                    }
                    """)]),
            Example("""
                ↓import Foundation
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                }
                """, path: widgetPath, companions: [.init(path: appPath, code: """
                    import Foundation
                    struct MatchItem: Codable, Hashable, Sendable {
                        let matchId: String
                        let startTime: Date
                    }
                    """)]),
        ],
        nonTriggering: [
            Example("""
                //  MatchItem.swift
                //  CricketApp
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                }
                """, path: appPath, trap: .lookAlike, companions: [.init(path: widgetPath, code: """
                    //  MatchItem.swift
                    //  CricketWidget — shared with the app
                    struct MatchItem: Codable, Hashable, Sendable {
                      let matchId: String
                    }
                    """)]),
            Example("struct MatchItem: Codable, Hashable, Sendable {\n    let matchId: String\n}", path: appPath, trap: .lookAlike,
                    companions: [.init(path: "ios/CricketApp/Archive/MatchItem.swift", code: "struct MatchItem: Codable {\n}")]),
            Example(#"let legacyShape = "struct MatchItem: Codable { let league: String }""#, path: appPath, trap: .inString,
                    companions: [.init(path: widgetPath, code: #"let legacyShape = "struct MatchItem: Codable { let league: String }""#)]),
            Example("struct MatchItem: Codable, Hashable, Sendable {\n    let matchId: String // let league: String\n}", path: appPath,
                    trap: .inComment,
                    companions: [.init(path: widgetPath, code: "struct MatchItem: Codable, Hashable, Sendable {\n    let matchId: String\n}")]),
        ])

    public init(options: RuleOptions) {}

    public func check(_ file: LexedFile, into findings: inout FindingSink) {}

    public func facts(of file: LexedFile) -> [ProjectFact] {
        guard let first = file.tokens.indices.first(where: { !file.kind($0).isTrivia }) else { return [] }
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        let side = file.roles.contains(.widget) ? "widget" : "app"
        return [ProjectFact(file, at: first, key: name, value: side + ":" + Self.hash(of: file))]
    }

    public func check(project facts: [ProjectFact], into findings: inout ProjectFindingSink) {
        let byName = Dictionary(grouping: facts, by: \.key)
        for (_, copies) in byName where copies.count > 1 {
            for fact in copies {
                let (side, hash) = Self.parse(fact.value)
                let others = copies.filter { Self.parse($0.value).side != side }.sorted { $0.path < $1.path }
                guard let other = others.first, !others.contains(where: { Self.parse($0.value).hash == hash }) else { continue }
                findings.report(at: fact, Self.message(otherSide: side == "app" ? "widget" : "app", path: other.path))
            }
        }
    }

    static func message(otherSide: String, path: String) -> String {
        "This model differs from its \(otherSide) copy \(path); make the two files identical."
    }

    private static func parse(_ value: String) -> (side: Substring, hash: Substring) {
        let parts = value.split(separator: ":", maxSplits: 1)
        return (parts[0], parts.count > 1 ? parts[1] : "")
    }

    /// FNV-1a over the significant tokens' bytes, each followed by a 0: comments, spacing and
    /// line breaks do not count, so Xcode headers naming each target do not make copies differ.
    private static func hash(of file: LexedFile) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for token in file.tokens where !token.kind.isTrivia {
            for k in Int(token.start)..<token.end {
                hash = (hash ^ UInt64(file.bytes[k])) &* 0x100_0000_01b3
            }
            hash = (hash ^ 0) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
