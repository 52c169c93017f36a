// Flags changes to the match display functions that leave MATCH_SCHEMA_VERSION where it was.

import UmpireCore
import UmpireRuleSupport

public struct SchemaVersionBump: ChangeAwareRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "schema-version-bump", area: .schema, languages: [.typeScript], roles: [.backend],
        excludedRoles: [.test], severity: .error,
        summary: "Match display functions changed without a MATCH_SCHEMA_VERSION bump",
        rationale: """
            `isLiveStatus`, `formatScoreDisplay` and the other display functions decide what \
            every installed app and widget shows. Apps cache display state by schema version; \
            when these return something new and the version stays put, old and new shapes mix \
            on screen. A reviewer must decide whether the response shape changed, and the \
            version line in the diff records that decision.
            """,
        fix: "Bump MATCH_SCHEMA_VERSION in the same change, or suppress with a reason when the response shape is unchanged.",
        options: [functionsOption.declaration, fileNameOption.declaration, versionConstantOption.declaration],
        limitations: """
            Runs only with --changed-since or --staged. A change counts when an added or \
            modified line falls inside one of the functions (pure deletions are not seen); the \
            version counts as bumped when a line of its declaration is in the change.
            """,
        triggering: [
            Example("""
                export function ↓isLiveStatus(status: MatchStatus): boolean {
                  return status === "live" || status === "innings_break" || status === "rain_delay";
                }

                export const ↓formatOversDisplay = (balls: number) => `${Math.floor(balls / 6)}.${balls % 6} ov`;
                """, path: "backend/src/display/matchDisplay.ts", asChange: true),
            // The other watched functions: an arrow with nested ternaries, a multi-line signature, optional chaining.
            Example("""
                export const ↓getLiveNote = (match: Match): string | null =>
                  match.status === "rain_delay" ? liveNotes.rainDelay(match.venue) : match.target ? liveNotes.chase(match) : null;
                """, path: "backend/src/display/matchDisplay.ts", asChange: true),
            Example("""
                export function ↓isCompletedStatus(
                  status: MatchStatus,
                ): boolean {
                  return ["completed", "abandoned", "no_result"].includes(status);
                }
                """, path: "backend/src/display/matchDisplay.ts", asChange: true),
            Example("""
                export function ↓formatScoreDisplay(innings?: Innings): string {
                  return innings?.wickets === 10 ? `${innings.runs}` : `${innings?.runs ?? 0}/${innings?.wickets ?? 0}`;
                }
                """, path: "backend/src/display/matchDisplay.ts", asChange: true),
            // The run-rate line is part of the match response here too.
            Example("""
                export function ↓formatRunRate(runs: number, balls: number): string {
                  return balls === 0 ? "RR -" : `RR ${((runs * 6) / balls).toFixed(2)}`;
                }
                """, path: "backend/src/display/matchDisplay.ts", options: ["functions": .array([.string("isLiveStatus"), .string("formatRunRate")])],
                asChange: true),
            // The display functions live in scoreDisplay.ts in this backend.
            Example("""
                export function ↓formatScoreDisplay(runs: number, wickets: number): string {
                  return wickets === 10 ? `${runs} all out` : `${runs}/${wickets}`;
                }
                """, path: "backend/src/display/scoreDisplay.ts", options: ["fileName": .string("scoreDisplay.ts")], asChange: true),
        ],
        nonTriggering: [
            Example("""
                // The same change bumps MATCH_SCHEMA_VERSION in schemas/version.ts.
                export function isLiveStatus(status: MatchStatus): boolean {
                  return status === "live" || status === "innings_break" || status === "rain_delay";
                }
                """, path: "backend/src/display/matchDisplay.ts",
                companions: [.init(path: "backend/src/schemas/version.ts", code: "export const MATCH_SCHEMA_VERSION = 4;\n")],
                asChange: true),
            Example("""
                export function isLiveStatus(status: MatchStatus): boolean {
                  return status === "live";
                }
                """, path: "backend/src/display/matchDisplay.ts"),
            Example("""
                export function isLiveStatus(status: MatchStatus): boolean {
                  return status === "live" || status === "innings_break";
                }
                """, path: "backend/src/display/liveBadge.ts", trap: .lookAlike, asChange: true),
            // The bump sits in the same file and the same change.
            Example("""
                export const MATCH_SCHEMA_VERSION = 5;

                export function isCompletedStatus(status: MatchStatus): boolean {
                  return ["completed", "abandoned", "no_result"].includes(status);
                }
                """, path: "backend/src/display/matchDisplay.ts", trap: .lookAlike, asChange: true),
            // The response is versioned by MATCH_RESPONSE_VERSION, and the change bumps it.
            Example("""
                export function isCompletedStatus(status: MatchStatus): boolean {
                  return status === "completed" || status === "abandoned" || status === "no_result";
                }
                """, path: "backend/src/display/matchDisplay.ts", trap: .lookAlike,
                options: ["versionConstant": .string("MATCH_RESPONSE_VERSION")],
                companions: [.init(path: "backend/src/schemas/version.ts", code: "export const MATCH_RESPONSE_VERSION = 7;\n")],
                asChange: true),
            Example("""
                const note = "function isLiveStatus(status) { return true; }";
                """, path: "backend/src/display/matchDisplay.ts", trap: .inString, asChange: true),
            Example("""
                // export function isLiveStatus(status) — moved to status.ts
                export const LIVE = "live";
                """, path: "backend/src/display/matchDisplay.ts", trap: .inComment, asChange: true),
        ]) }

    let functions: [String]
    let fileName: String
    let constant: String

    static let functionsOption = Option<[String]>(RuleOption("functions", default: .array(["isLiveStatus", "isCompletedStatus", "formatScoreDisplay",
        "formatOversDisplay", "getLiveNote"].map(JSONValue.string)),
                       help: "Functions whose return values shape the match response."))
    static let fileNameOption = Option<String>(RuleOption("fileName", default: .string("matchDisplay.ts"), help: "The file that declares them."))
    static let versionConstantOption = Option<String>(RuleOption("versionConstant", default: .string("MATCH_SCHEMA_VERSION"),
        help: "The constant that versions the match response."))

    public init(options: RuleOptions) {
        functions = options[Self.functionsOption]
        fileName = options[Self.fileNameOption]
        constant = options[Self.versionConstantOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {}

    /// A watched function or the version constant, with the lines its declaration spans.
    public struct Declaration: Sendable {
        let isVersion: Bool
        let lines: ClosedRange<Int>
        let anchor: ProjectAnchor
    }

    public func facts(of context: RuleContext) -> [Declaration]? {
        let file = context.file
        let isDisplayFile = context.path == fileName || context.path.hasSuffix("/" + fileName)
        var declarations: [Declaration] = []
        for i in file.topLevelTokens where file.kind(i) == .identifier {
            guard let keyword = file.previousSignificant(before: i),
                  file.isOne(keyword, of: ["function", "const", "let", "var"]) else { continue }
            if file.isOne(i, of: [constant]), let equals = file.nextSignificant(after: i), file.is(equals, "="),
               let value = file.nextSignificant(after: equals) {
                let end = file.expression(from: value).upperBound
                declarations.append(Declaration(isVersion: true, lines: file.line(ofToken: keyword).value...max(file.line(ofToken: keyword), file.line(ofToken: end)).value,
                                                anchor: ProjectAnchor(context, at: i, identity: constant)))
            } else if isDisplayFile, file.isOne(i, of: functions), let last = declarationEnd(i, in: file) {
                declarations.append(Declaration(isVersion: false, lines: file.line(ofToken: keyword).value...max(file.line(ofToken: keyword), file.line(ofToken: last)).value,
                                                anchor: ProjectAnchor(context, at: i, identity: file.text(i))))
            }
        }
        return declarations.isEmpty ? nil : declarations
    }

    public func check(project files: [FileFacts<[Declaration]>], changes: ChangeContext, into findings: inout ProjectFindingSink) {
        let all = files.flatMap(\.facts)
        guard !all.contains(where: { $0.isVersion && Self.touches($0, changes) }) else { return }
        for function in all where !function.isVersion && Self.touches(function, changes) {
            findings.report(at: function.anchor, Self.message(constant))
        }
    }

    static func message(_ constant: String) -> String {
        "This display function changed and \(constant) did not; bump it if the response shape changed."
    }

    /// Whether a changed line falls in the declaration's lines.
    private static func touches(_ declaration: Declaration, _ changes: ChangeContext) -> Bool {
        guard let lines = changes.files[declaration.anchor.path] else { return false }
        return declaration.lines.contains { lines.contains($0) }
    }

    /// The last token of `function f(…) { … }` or `const f = (…) => …`.
    private func declarationEnd(_ name: Int, in file: SourceFile) -> Int? {
        guard let keyword = file.previousSignificant(before: name) else { return nil }
        if file.is(keyword, "function") {
            var j = file.nextSignificant(after: name)
            while let k = j, !(file.kind(k) == .openBrace && file.isFunctionBody(k)) {
                if file.kind(k) == .semicolon { return nil }
                j = file.partner(of: k).map { $0 > k ? file.nextSignificant(after: $0) : file.nextSignificant(after: k) }
                    ?? file.nextSignificant(after: k)
            }
            return j.flatMap { file.partner(of: $0) }
        }
        guard let equals = file.nextSignificant(after: name), file.is(equals, "="),
              let value = file.nextSignificant(after: equals) else { return nil }
        return file.expression(from: value).upperBound
    }
}
