// Flags model files whose app and widget copies differ.

import UmpireCore
import UmpireRuleSupport

public struct SharedModelDivergence: ProjectRule {
    static let appPath = "ios/CricketApp/Models/MatchItem.swift"
    static let widgetPath = "ios/CricketWidget/Models/MatchItem.swift"

    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "shared-model-divergence", area: .iosSwift, languages: [.swift], roles: [.model, .widget],
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
            Copies are paired by file name, when one of them is a model file (the widget's copy \
            may sit in any of its folders, `Shared/`); a file is on the widget side when a folder in its \
            path contains `Widget`. Comments and formatting are ignored, so differing headers \
            are fine. A model that exists on one side only is not reported. Each copy is reported \
            at its first line of code that differs from the other's line at the same place.
            """,
        triggering: [
            Example("""
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                    ↓let league: String
                }
                """, path: appPath, companions: [.init(path: widgetPath, code: """
                    struct MatchItem: Codable, Hashable, Sendable {
                        let matchId: String
                    }
                    """)]),
            Example("""
                import Foundation
                struct MatchItem: Codable, Hashable, Sendable {
                    let matchId: String
                ↓}
                """, path: widgetPath, companions: [.init(path: appPath, code: """
                    import Foundation
                    struct MatchItem: Codable, Hashable, Sendable {
                        let matchId: String
                        let startTime: Date
                    }
                    """)]),
            // The two targets' copies decode different JSON keys.
            Example("""
                struct LiveActivityDisplayState: Codable, Hashable, Sendable {
                    let scoreLine: String
                    ↓enum CodingKeys: String, CodingKey { case scoreLine = "score_line" }
                }
                """, path: "ios/Sightscreen/Models/LiveActivityDisplayState.swift",
                companions: [.init(path: "ios/SightscreenWidget/Models/LiveActivityDisplayState.swift", code: """
                    struct LiveActivityDisplayState: Codable, Hashable, Sendable {
                        let scoreLine: String
                        enum CodingKeys: String, CodingKey { case scoreLine }
                    }
                    """)]),
            // The widget keeps its copy beside other shared files, not in a Models folder.
            Example("""
                struct ScoreActivityAttributes: ActivityAttributes {
                    struct ContentState: Codable, Hashable { let scoreLine: String }
                    ↓let league: String
                }
                """, path: "ios/CricketWidget/Shared/ScoreActivityAttributes.swift",
                companions: [.init(path: "ios/CricketApp/Models/ScoreActivityAttributes.swift", code: """
                    struct ScoreActivityAttributes: ActivityAttributes {
                        struct ContentState: Codable, Hashable { let scoreLine: String }
                        let leagueName: String
                    }
                    """)]),
        ],
        nonTriggering: [
            // A view the app and the widget both name ContentView: no model, not a copy.
            Example("struct ContentView: View {\n    var body: some View { Text(\"Widget\") }\n}", path: "ios/CricketWidget/ContentView.swift",
                    trap: .lookAlike, companions: [.init(path: "ios/CricketApp/ContentView.swift",
                                                          code: "struct ContentView: View {\n    var body: some View { Text(\"App\") }\n}")]),
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
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {}

    /// A model file: its name, which side it is on, a hash of its code, and of each line of it.
    public struct Facts: Sendable {
        let name: String
        let isWidget: Bool
        /// A model file by its path or content: a name shared with one is a shared model.
        let isModel: Bool
        let hash: String
        let anchor: ProjectAnchor
        /// Per line with code: a hash of its significant tokens, and where its first one starts.
        let lines: [(hash: UInt64, line: Int, column: Int)]
    }

    public func facts(of context: RuleContext) -> Facts? {
        let file = context.file
        guard file.tokens.contains(where: { !$0.kind.isTrivia }) else { return nil }
        let name = context.fileName
        let hashes = Self.hashes(of: file)
        return Facts(name: name, isWidget: context.roles.contains(.widget), isModel: context.roles.contains(.model), hash: hashes.file,
                     anchor: ProjectAnchor(firstCodeOf: context, identity: name), lines: hashes.lines)
    }

    /// The first line of `copy` whose code differs from the other copy's line at the same place
    /// (`let venueName: String` added): where the copies part, rather than the top of the file.
    private func firstDifference(_ copy: Facts, _ other: Facts) -> ProjectAnchor {
        guard let n = copy.lines.indices.first(where: { $0 >= other.lines.count || copy.lines[$0].hash != other.lines[$0].hash })
        else { return copy.anchor }
        return ProjectAnchor(path: copy.anchor.path, rolePath: copy.anchor.rolePath, line: copy.lines[n].line, column: copy.lines[n].column,
                             identity: copy.anchor.identity)
    }


    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        let byName = Dictionary(grouping: files.map(\.facts), by: \.name)
        for (_, copies) in byName where copies.count > 1 && copies.contains(where: \.isModel) {
            for copy in copies {
                let others = copies.filter { $0.isWidget != copy.isWidget }.sorted { $0.anchor.path < $1.anchor.path }
                guard let other = others.first, !others.contains(where: { $0.hash == copy.hash }) else { continue }
                findings.report(at: firstDifference(copy, other), Self.message(otherSide: copy.isWidget ? "app" : "widget", path: other.anchor.path))
            }
        }
    }

    static func message(otherSide: String, path: String) -> String {
        "This model differs from its \(otherSide) copy \(path); make the two files identical."
    }

    /// FNV-1a over the significant tokens' bytes, each followed by a 0: comments, spacing and
    /// line breaks do not count, so Xcode headers naming each target do not make copies differ.
    /// In the same pass, each line's own hash, and where its first token starts.
    private static func hashes(of file: SourceFile) -> (file: String, lines: [(hash: UInt64, line: Int, column: Int)]) {
        var whole = FNV1a(), current = FNV1a()
        var lines: [(hash: UInt64, line: Int, column: Int)] = []
        var currentLine = -1, column = 1
        for token in file.tokens where !token.kind.isTrivia {
            let line = file.lines.line(at: token.start).value
            if line != currentLine {
                if currentLine >= 0 { lines.append((current.value, currentLine, column)) }
                current = FNV1a()
                currentLine = line
                column = file.position(of: token.start).column
            }
            let bytes = file.bytes[token.start.value..<token.end.value]
            current.mix(bytes)
            current.mix(0)
            whole.mix(bytes)
            whole.mix(0)
        }
        if currentLine >= 0 { lines.append((current.value, currentLine, column)) }
        return (whole.hex, lines)
    }
}
