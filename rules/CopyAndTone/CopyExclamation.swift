// Flags user-facing copy with two or more exclamation marks, or one on a routine event.

import UmpireCore
import UmpireRuleSupport

public struct CopyExclamation: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "copy-exclamation", area: .copyAndTone, languages: [.swift, .typeScript],
        roles: [.messages, .backend, .ios, .widget], excludedRoles: [.test], severity: .error,
        summary: "Copy with two or more exclamation marks (an error), or one on a routine event (a warning)",
        rationale: """
            The app speaks like an informed fan, not a commentator. Exclamation marks are kept \
            for rare moments (a hat-trick, a century); stacking them makes every wicket sound \
            like the last ball of a final and wears the reader out on the lock screen.
            """,
        fix: "Keep at most one `!`, and only for a genuinely rare event; let the data carry the excitement.",
        options: [rareEventsOption.declaration],
        readsStringText: true,
        limitations: """
            Two or more marks are an error at the rule's severity; a single mark is a warning \
            unless the copy names a rare event (rareEvents), or is a control's title (`Button("Rate \
            the app (Thank you!)")`, the one text of a button's `label:`, an app's own `…Button` \
            too). Whether an event is rare is read from the words of the copy only.
            """,
        triggering: [
            Example("""
                export const hatTrickTitle = () => ↓"Hat-trick!!";
                export const sixBody = (batter: string) => ↓`${batter} clears the rope! Again!`;
                """, path: "backend/src/notifications/milestones.messages.ts"),
            Example(#"const alert = { title: ↓"What a catch!!!", matchId };"#, path: "backend/src/notifications/catchAlert.ts"),
            Example(#"Text(↓"Match starts soon!!")"#, path: "ios/CricketApp/Views/CountdownView.swift"),
            // A local notification and a Live Activity's alert are read on the lock screen too.
            Example("""
                let content = UNMutableNotificationContent()
                content.title = ↓"Wicket!!"
                content.body = "Kohli departs for 54"
                let alert = AlertConfiguration(title: ↓"Six!! Six!!", body: "Kohli clears long-on", sound: .default)
                """, path: "ios/CricketApp/Services/MatchAlertScheduler.swift"),
            Example("export const wicketTitle = (team: string) => ↓`${team} lose a wicket!`;",
                    path: "backend/src/notifications/wicket.messages.ts"),
        ],
        nonTriggering: [
            // A markdown image in a push service's message, not an exclamation.
            Example("export const highlightBody = (match: string, image: string) => `Highlights from ${match}\\n\\n![Thumbnail](${image})`;",
                    path: "backend/src/notifications/highlight.messages.ts", trap: .lookAlike),
            // A warning glyph before the words, not an exclamation.
            Example(#"Text("! Connection lost")"#, path: "ios/CricketApp/Views/ConnectionBanner.swift", trap: .lookAlike),
            // A title won is a rare event: one `!` is earned.
            Example("export const titleWon = (team: string) => `${team} are county champions!`;",
                    path: "backend/src/notifications/season.messages.ts", trap: .lookAlike),
            // A control's title says what it does: the app's chrome, not copy about a match.
            Example("""
                struct SettingsView: View {
                    var body: some View {
                        Button("Rate the app (Thank you! 🙏)") { requestReview() }
                        ScalableButton { save() } label: { Text("Show me this team's games!") }
                    }
                }
                """, path: "ios/CricketApp/Views/SettingsView.swift", trap: .lookAlike),
            // A preview's sample state, kept in a fileprivate static only the #Preview names: never shipped.
            Example(#"""
                extension MatchAttributes.ContentState {
                    fileprivate static var firstHalf: MatchAttributes.ContentState {
                        MatchAttributes.ContentState(homeScore: 2, awayScore: 1, currentEvent: "Fernandes scores! Beautiful finish")
                    }
                }

                #Preview("Notification", as: .content, using: MatchAttributes.preview) {
                    MatchLiveActivity()
                } contentStates: {
                    MatchAttributes.ContentState.firstHalf
                }
                """#, path: "ios/ScoresWidget/MatchLiveActivity.swift", trap: .lookAlike),
            // Sixes in a row are one of the checklist's rare moments.
            Example(#"export const consecutiveSixesBody = (batter: string, count: number) => `${count} sixes in a row for ${batter}!`;"#,
                    path: "backend/src/notifications/ballEvents.messages.ts", trap: .lookAlike),
            // Basketball's rarest line: ten or more in three columns.
            Example(#"export const tripleDouble = (player: string) => `Triple-double for ${player}!`;"#,
                    path: "backend/src/notifications/gameEvents.messages.ts", trap: .lookAlike),
            // A season's first, and a streak: rare by what they say.
            Example(#"export const drawBody = (score: string) => `A draw — ${score}. The first this season!`;"#,
                    path: "backend/src/notifications/matchStatus.messages.ts", trap: .lookAlike),
            // Australian rules' rarest: a match won with a kick after the siren.
            Example(#"export const afterTheSiren = (player: string) => `${player} kicks it after the siren to win it!`;"#,
                    path: "backend/src/display/display.messages.ts", trap: .lookAlike),
            // A career's first: as rare as a hat-trick for the one who reaches it.
            Example(#"export const firstWin = (driver: string) => `${driver} wins a Grand Prix for the first time!`;"#,
                    path: "backend/src/messages/race.messages.ts", trap: .lookAlike),
            Example(#"export const centuryTitle = (batter: string) => `Century for ${batter}!`;"#,
                    path: "backend/src/notifications/milestones.messages.ts"),
            // A hundred is a century, as a cricket writer says it.
            Example(#"export const hundredTitle = (batter: string) => `${batter} hundred!`;"#,
                    path: "backend/src/notifications/notifications.messages.ts", trap: .lookAlike),
            // A hat-trick spelt with a space is the same rare moment.
            Example(#"export const hatTrickTitle = (player: string) => `Hat trick for ${player}!`;"#,
                    path: "backend/src/notifications/milestones.messages.ts", trap: .lookAlike),
            Example("export const wicketBody = (b: Batter) => `${b.name} departs for ${!b.retired ? b.runs : \"retired\"}`;",
                    path: "backend/src/notifications/wicket.messages.ts", trap: .lookAlike),
            Example(#"logger.warn({ message: "Retrying push!! attempt 3" });"#, path: "backend/src/notifications/push.ts", trap: .lookAlike),
            // A record stand earns its `!` in this app.
            Example("export const partnershipTitle = (pair: string) => `Record partnership for ${pair}!`;",
                    path: "backend/src/notifications/milestones.messages.ts", trap: .lookAlike,
                    options: ["rareEvents": .array(["hat-trick", "century", "five-for", "record partnership"].map(JSONValue.string))]),
            Example(#"const expected = "Wow!!";"#, path: "backend/src/notifications/__tests__/wicket.test.ts", trap: .inString),
            Example("// Never write \"Wicket!!\" in copy", path: "backend/src/notifications/wicket.messages.ts", trap: .inComment),
            Example(#"if (!state.isLive && !state.isComplete) return null;"#, path: "backend/src/display/buildDisplayState.ts", trap: .lookAlike),
            Example(#"Text(state.headline + "!!")"#, path: "ios/CricketApp/Views/HeadlineView.swift", trap: .lookAlike),
        ]) }

    let rareEvents: [CopyText.Phrase]

    static let rareEventsOption = Option<[String]>(RuleOption("rareEvents", default: .array(["hat-trick", "century", "double century", "hundred", "five-for", "fifer", "five-wicket haul",
        "ten-for", "maiden century", "world record", "six sixes", "sixes in a row", "consecutive sixes", "wickets in a row", "consecutive wickets",
        "tied", "super over", "wins the world cup",
        // Other sports' rarest moments, for a product that covers them.
        "nine-darter", "nine-dart finish", "perfect leg", "perfect game", "no-hitter", "hole in one", "golden set",
        "without dropping a point", "golden slam",
        "calendar slam", "for the cycle", "triple play", "immaculate inning", "albatross", "double eagle", "condor",
        "triple-double", "quadruple-double",
        // Australian rules: a kick after the siren, a bag of ten, a century of goals, the awards.
        "after the siren", "ten goals", "100 goals", "brownlow", "minor premiers", "minor premiership", "wins the premiership",
        // A career's or a season's firsts, any sport's streaks and sudden-death finishes.
        "for the first time", "first career", "maiden win", "maiden victory", "maiden title", "maiden pole",
        "first this season", "a first for", "in a row", "golden goal", "golden point", "golden finish",
        // A title won: champions crowned, a cup lifted.
        "champions", "crowned", "wins the title", "win the title", "lift the cup", "lifts the cup", "lift the trophy", "lifts the trophy"].map(JSONValue.string)),
                             help: "Words of rare moments that may earn a single `!`; one `!` elsewhere is a warning."))

    public init(options: RuleOptions) {
        rareEvents = options[Self.rareEventsOption].map(CopyText.Phrase.init)
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for copy in CopyExtractor.strings(in: context) {
            var count = file.countInLiteralText(ofStringAt: copy.stringStart, byte: UInt8(ascii: "!"))
            if count > 0 { count = Self.exclamations(in: file.literalText(ofStringAt: copy.stringStart)) }
            let end = file.partner(of: copy.stringStart)
            if count >= 2 {
                findings.report(file, at: copy.stringStart, through: end, Self.message(count))
            } else if count == 1, !isRare(file.literalText(ofStringAt: copy.stringStart)), !isControlTitle(copy, in: file) {
                findings.report(file, at: copy.stringStart, through: end, Self.routineMessage, asWarning: true)
            }
        }
    }

    /// `Button("Rate the app (Thank you!)")`, or the one text of a Button's `label:` closure: what
    /// a control does, the app's own chrome, not copy about a match event. A row drawn as a
    /// button (a title and a line under it) still has copy; two marks are always too many.
    private func isControlTitle(_ copy: CopyString, in file: SourceFile) -> Bool {
        guard case let .swiftUI(callee) = copy.kind else { return false }
        if SwiftUIControls.nameSet.contains(callee) { return true }
        guard file.isInControlLabel(copy.stringStart, tabItems: false) else { return false }
        let tree = file.syntax
        guard let label = tree.ancestors(tree.node(atToken: copy.stringStart)).first(where: { tree.kind($0) == .argument && tree.nameText($0) == "label" })
        else { return false }
        // The texts it shows: Text's and Label's titles, not a compared value or a symbol's name.
        let shown = tree.descendants(label).filter { node in
            guard tree.kind(node) == .call, tree.isNamed(node, "Text") || tree.isNamed(node, "Label"),
                  let first = tree.children(node).first(where: { tree.kind($0) == .argument }) else { return false }
            return tree[first].name < 0
        }
        return shown.count == 1
    }

    /// The marks that end a word or a sentence: `"! Error"`, a `!` standing alone as a warning
    /// glyph at the start or between spaces, exclaims nothing, nor a markdown image's
    /// `![Thumbnail](url)`.
    static func exclamations(in text: String) -> Int {
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.filter { n in
            scalars[n] == "!" && n > 0 && !scalars[n - 1].properties.isWhitespace && (n + 1 == scalars.count || scalars[n + 1] != "[")
        }.count
    }

    private func isRare(_ text: String) -> Bool {
        let words = CopyText.words(text).map { $0.lowercased() }
        return rareEvents.contains { CopyText.contains(words, $0) }
    }

    static let routineMessage = "An exclamation mark on a routine event; keep `!` for rare moments such as a hat-trick."

    static func message(_ count: Int) -> String {
        "This copy has \(count) exclamation marks; keep at most one, for a rare moment, and let the data speak."
    }
}
