// Flags copy too long to read at a lock-screen glance.

import UmpireCore

public struct CopyLength: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "copy-length", area: .copyAndTone, languages: [.swift, .typeScript],
        roles: [.messages, .backend, .ios, .widget], excludedRoles: [.test], severity: .warning,
        summary: "Copy longer than a lock-screen glance allows",
        rationale: """
            A notification is read in the second it takes to raise a phone; the lock screen \
            shows one line of its title and about four of its body, then an ellipsis. Copy that \
            runs past that loses its end, which is usually the score. The limits are the ones \
            `umpire copy` cuts its previews at: \(CopyLimits.defaults.summary).
            """,
        fix: "Cut to the fact and the figures; move detail into the app.",
        options: limitOptions.map(\.declaration) + [placeholderLengthOption.declaration, formerOtherOption.declaration],
        readsStringText: true,
        limitations: """
            Judges the glance surfaces only: notification copy from the backend, Live Activity and \
            widget text, and text set on a Live Activity's content state or a notification's \
            content; the display state's messages files (under `display/`, or named for it) are \
            the Live Activity's text; text inside the app (settings help, onboarding) and a widget's gallery description have no limit. Apple publishes \
            how many lines each surface shows, not how many characters: the limits are those lines \
            on a 6.1-inch iPhone at the default text size, at an average character width. A larger \
            text size, a narrower phone or wide letters cut sooner; a Live Activity's layout is the \
            app's own. Lengths count characters with each placeholder at `placeholderLength`; real \
            values vary.
            """,
        triggering: [
            Example("export const chaseTitle = (team: string) => ↓`${team} need a run a ball with wickets in hand and the field spread`;",
                    path: "backend/src/notifications/chase.messages.ts"),
            // Apple Watch cuts titles sooner than the phone.
            Example("export const chaseTitle = (team: string, need: number) => ↓`${team} need ${need} to win`;",
                    path: "backend/src/notifications/chase.messages.ts", options: ["titleMax": .number(30)]),
            // A Live Activity alert shows two short lines of body.
            Example("""
                export const rainBody = (venue: string, time: string) =>
                  ↓`Rain has stopped play at ${venue}. Covers are on and the umpires will inspect again at ${time}, with overs likely lost`;
                """, path: "backend/src/notifications/rain.messages.ts", options: ["bodyMax": .number(100)]),
            // The small widget fits about forty characters.
            Example(#"Text(↓"Follow a match to see live scores on your Lock Screen")"#,
                    path: "ios/CricketWidget/Views/EmptyStateView.swift", options: ["widgetMax": .number(40)]),
            // The display state's event line, read on the Live Activity.
            Example("""
                export const eventLines = {
                  comeback: (team: string) => ↓`${team} have come back from a long way behind and now lead for the first time since the opening overs`,
                };
                """, path: "backend/src/display/display.messages.ts"),
            // Text the app puts on the Live Activity itself.
            Example(#"let state = ScoreActivityAttributes.ContentState(statusLine: ↓"Rain has stopped play at the Wankhede and the covers are on")"#,
                    path: "ios/CricketApp/LiveActivity/LiveActivityManager.swift", options: ["liveActivityMax": .number(40)]),
            // A configuration written before the table: otherMax still sets Live Activity and widget text.
            Example(#"Text(↓"Follow a team to see every ball on your Lock Screen")"#,
                    path: "ios/CricketWidget/Views/FollowPromptView.swift", options: ["otherMax": .number(40)]),
            // Each branch of a choice is read by some fans: the longer one counts.
            Example("export const seriesTitle = (team: string, won: boolean) => ↓`${team} ${won ? \"win the series with a day to spare\" : \"draw\"}`;",
                    path: "backend/src/notifications/series.messages.ts"),
            // Franchise names run long ("Royal Challengers Bengaluru").
            Example("export const inningsTitle = (home: string, away: string) => ↓`${home} v ${away}, first innings`;",
                    path: "backend/src/notifications/innings.messages.ts", options: ["placeholderLength": .number(25)]),
        ],
        nonTriggering: [
            // The same length as a notification's body fits its four lines.
            Example("""
                export const comebackBody = (team: string) => `${team} have come back from a long way behind and now lead for the first time since the opening overs`;
                """, path: "backend/src/notifications/comeback.messages.ts", trap: .lookAlike),
            Example("export const chaseTitle = (team: string, need: number) => `${team} need ${need} from 30`;",
                    path: "backend/src/notifications/chase.messages.ts"),
            Example("export const chaseBody = (team: string) => `${team} need a run a ball with wickets in hand and the field spread`;",
                    path: "backend/src/notifications/chase.messages.ts", trap: .lookAlike),
            // Inside the app a paragraph may take its time.
            Example(#"Text("Live Activities show the score on your Lock Screen and in the Dynamic Island while a match you follow is on")"#,
                    path: "ios/CricketApp/Views/Settings/LiveActivitySettingsView.swift", trap: .lookAlike),
            // The widget gallery's description, read while choosing a widget.
            Example("""
                struct ScoreWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "ScoreWidget", provider: ScoreProvider()) { entry in ScoreWidgetView(entry: entry) }
                            .configurationDisplayName("Live score")
                            .description("Follow a match to see every ball on your Home Screen and Lock Screen.")
                    }
                }
                """, path: "ios/CricketWidget/ScoreWidget.swift", trap: .lookAlike),
            Example("const summary = \"This internal summary string is long enough to exceed every lock-screen limit we set\";",
                    path: "backend/src/notifications/chase.ts", trap: .inString),
            Example("// export const chaseTitle = () => `a title that is far too long for the lock screen to show`",
                    path: "backend/src/notifications/chase.messages.ts", trap: .inComment),
        ]) }

    let limits: CopyLimits
    let placeholderLength: Int

    /// One option per row of the shared table, so `umpire copy` cuts where this rule warns.
    static let limitOptions = CopyLimits.Row.allCases.map { row in
        Option<Int>(RuleOption(row.optionName, default: .number(Double(row.defaultValue)), kind: .integer(10...1000), help: row.help))
    }
    static let placeholderLengthOption = Option<Int>(RuleOption("placeholderLength", default: .number(10), kind: .integer(0...100), help: "Characters a `${…}` placeholder is assumed to take."))
    /// Kept so configurations written before the table still load (0: not set).
    static let formerOtherOption = Option<Int>(RuleOption(CopyLimits.formerOtherOption, default: .number(0), kind: .integer(0...1000),
                                                          help: "Former name: sets liveActivityMax and widgetMax together (0: not set)."))

    public init(options: RuleOptions) {
        var configured: [CopyLimits.Row: Int] = [:]
        for (row, option) in zip(CopyLimits.Row.allCases, Self.limitOptions) where options.isConfigured(option) {
            configured[row] = options[option]
        }
        // The same table `umpire copy` builds from these options.
        limits = CopyLimits(configured: configured, formerOther: options[Self.formerOtherOption])
        placeholderLength = options[Self.placeholderLengthOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // Notifications, Live Activities and widgets are read at a glance; a settings
        // explanation or an onboarding paragraph inside the app is read at leisure.
        // A widget's description is read in the gallery while the fan picks a widget, not on it.
        for copy in CopyExtractor.strings(in: context) where copy.surface.isGlance && copy.role != "description" {
            let role = copy.role
            guard let limit = limits.visibleCharacters(role: role, surface: copy.surface) else { continue }
            // Each branch of a choice (`${won ? "win the series" : "draw"}`) is what some fans read.
            let length = file.readerVariants(ofStringAt: copy.stringStart).map { Self.length(of: $0, placeholder: placeholderLength) }.max() ?? 0
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
