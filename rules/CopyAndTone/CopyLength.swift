// Flags copy too long to read at a lock-screen glance.

import UmpireCore
import UmpireRuleSupport

public struct CopyLength: Rule {
    public static let description = RuleDescription(
        id: "copy-length", area: .copyAndTone, languages: [.swift, .typeScript],
        roles: [.messages, .backend, .ios, .widget], excludedRoles: [.test], severity: .warning,
        summary: "Copy longer than a lock-screen glance allows",
        rationale: """
            A notification is read in the second it takes to raise a phone; iOS truncates \
            titles after about one line and bodies after a few. Copy that runs past that loses \
            its end, which is usually the score.
            """,
        fix: "Cut to the fact and the figures; move detail into the app.",
        options: [titleMaxOption.declaration, bodyMaxOption.declaration, otherMaxOption.declaration, placeholderLengthOption.declaration],
        readsStringText: true,
        limitations: """
            Judges the glance surfaces only: notification copy from the backend, Live Activity and \
            widget text, and text set on a Live Activity's content state or a notification's \
            content; text inside the app (settings help, onboarding) has no limit. Lengths count \
            characters with each placeholder at `placeholderLength`; real values vary.
            """,
        triggering: [
            Example("export const chaseTitle = (team: string) => ↓`${team} need a run a ball with wickets in hand and the field spread`;",
                    path: "backend/src/notifications/chase.messages.ts"),
            // Apple Watch cuts titles sooner than the phone.
            Example("export const chaseTitle = (team: string, need: number) => ↓`${team} need ${need} off the last two overs`;",
                    path: "backend/src/notifications/chase.messages.ts", options: ["titleMax": .number(40)]),
            // A Live Activity alert shows two short lines of body.
            Example("""
                export const rainBody = (venue: string, time: string) =>
                  ↓`Rain has stopped play at ${venue}. Covers are on and the umpires will inspect again at ${time}, with overs likely lost`;
                """, path: "backend/src/notifications/rain.messages.ts", options: ["bodyMax": .number(100)]),
            // The small widget fits about forty characters.
            Example(#"Text(↓"Follow a match to see live scores on your Lock Screen")"#,
                    path: "ios/CricketWidget/Views/EmptyStateView.swift", options: ["otherMax": .number(40)]),
            // Text the app puts on the Live Activity itself.
            Example(#"let state = ScoreActivityAttributes.ContentState(statusLine: ↓"Rain has stopped play at the Wankhede and the covers are on")"#,
                    path: "ios/CricketApp/LiveActivity/LiveActivityManager.swift", options: ["otherMax": .number(40)]),
            // Franchise names run long ("Royal Challengers Bengaluru").
            Example("export const inningsTitle = (home: string, away: string) => ↓`${home} v ${away}, first innings`;",
                    path: "backend/src/notifications/innings.messages.ts", options: ["placeholderLength": .number(25)]),
        ],
        nonTriggering: [
            Example("export const chaseTitle = (team: string, need: number) => `${team} need ${need} from 30`;",
                    path: "backend/src/notifications/chase.messages.ts"),
            Example("export const chaseBody = (team: string) => `${team} need a run a ball with wickets in hand and the field spread`;",
                    path: "backend/src/notifications/chase.messages.ts", trap: .lookAlike),
            // Inside the app a paragraph may take its time.
            Example(#"Text("Live Activities show the score on your Lock Screen and in the Dynamic Island while a match you follow is on")"#,
                    path: "ios/CricketApp/Views/Settings/LiveActivitySettingsView.swift", trap: .lookAlike),
            Example("const summary = \"This internal summary string is long enough to exceed every lock-screen limit we set\";",
                    path: "backend/src/notifications/chase.ts", trap: .inString),
            Example("// export const chaseTitle = () => `a title that is far too long for the lock screen to show`",
                    path: "backend/src/notifications/chase.messages.ts", trap: .inComment),
        ])

    let titleMax: Int
    let bodyMax: Int
    let otherMax: Int
    let placeholderLength: Int

    static let titleMaxOption = Option<Int>(RuleOption("titleMax", default: .number(50), kind: .integer(10...1000), help: "Longest title, in characters."))
    static let bodyMaxOption = Option<Int>(RuleOption("bodyMax", default: .number(150), kind: .integer(10...1000), help: "Longest body, in characters."))
    static let otherMaxOption = Option<Int>(RuleOption("otherMax", default: .number(90), kind: .integer(10...1000), help: "Longest label or other copy, in characters."))
    static let placeholderLengthOption = Option<Int>(RuleOption("placeholderLength", default: .number(10), kind: .integer(0...100), help: "Characters a `${…}` placeholder is assumed to take."))

    public init(options: RuleOptions) {
        titleMax = options[Self.titleMaxOption]
        bodyMax = options[Self.bodyMaxOption]
        otherMax = options[Self.otherMaxOption]
        placeholderLength = options[Self.placeholderLengthOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // Notifications, Live Activities and widgets are read at a glance; a settings
        // explanation or an onboarding paragraph inside the app is read at leisure.
        for (copy, text) in CopyText.strings(in: context) where copy.surface.isGlance {
            let role = copy.role
            let limit = role == "title" || role == "subtitle" ? titleMax : role == "body" || role == "message" ? bodyMax : otherMax
            let length = Self.length(of: text, placeholder: placeholderLength)
            if length > limit {
                findings.report(file, at: copy.stringStart, through: file.partner(of: copy.stringStart),
                                Self.message(role: role, length: length, limit: limit))
            }
        }
    }

    static func length(of text: String, placeholder: Int) -> Int {
        var count = 0
        var inPlaceholder = false
        for ch in text {
            if ch == "{" { inPlaceholder = true; count += placeholder; continue }
            if inPlaceholder { if ch == "}" { inPlaceholder = false }; continue }
            count += 1
        }
        return count
    }

    static func message(role: String, length: Int, limit: Int) -> String {
        "This \(role) runs to about \(length) characters; keep it under \(limit) so it reads at a glance."
    }
}
