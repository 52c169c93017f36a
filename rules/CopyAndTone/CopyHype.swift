// Flags hype adjectives and shouting in user-facing copy.

import UmpireCore
import UmpireRuleSupport

public struct CopyHype: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "copy-hype", area: .copyAndTone, languages: [.swift, .typeScript],
        roles: [.messages, .backend, .ios, .widget], excludedRoles: [.test], severity: .error,
        summary: "Hype adjectives or all-caps words in copy",
        rationale: """
            The app's voice is an informed fan: understated and dry. If a moment is big, the \
            numbers say so; "magnificent" and "INCREDIBLE" on every boundary teach readers to \
            ignore the notifications that matter.
            """,
        fix: "Drop the adjective and let the data carry the moment; write words in normal case.",
        options: [wordsOption.declaration, allowedCapitalsOption.declaration, shoutWordsOption.declaration, emojiOption.declaration],
        readsStringText: true,
        limitations: """
            Capitals are judged on the glance surfaces only (notifications, the Live Activity, \
            widgets; an in-app section header in capitals is a UI convention, and so is a report table's title beside its headers and rows). They shout when \
            the word is in shoutWords, when two capitalised words run together and one has five \
            letters or more or is a short word no acronym is made of (`RAIN DELAY`, `ON FIRE`; \
            `SAML SSO` reads as acronyms), when one ends in `!` \
            (`WICKET!`), when one has nine letters or more in a push's text (`UNSTOPPABLE`; \
            on a view it may be a label set in capitals) or is a verb's -ing form of six letters or \
            more (`FLYING`), or when the whole \
            text is in capitals. A single other word in capitals is read as a name or an \
            acronym (`CONCACAF`, `DLS`), so an unlisted short shout in one word is missed: add \
            it to shoutWords. Emoji that say what hype words say (🔥, 💥, 🤯; \
            option emoji) count as hype words; flags and other emoji do not.
            """,
        triggering: [
            Example("export const strikerBody = (batter: string) => ↓`${batter} is ON FIRE`;",
                    path: "backend/src/notifications/ballEvents.messages.ts"),
            Example("export const sixTitle = (batter: string) => ↓`${batter} with a magnificent six`;",
                    path: "backend/src/notifications/six.messages.ts"),
            Example("export const collapseBody = () => ↓\"Three wickets in an over — INCREDIBLE scenes\";",
                    path: "backend/src/notifications/collapse.messages.ts"),
            Example(#"Text(↓"Brilliant chase tonight")"#, path: "ios/CricketApp/Views/ResultView.swift"),
            Example("export const sixTitle = (batter: string) => ↓`SIX for ${batter}`;", path: "backend/src/notifications/six.messages.ts"),
            // The emoji form of "on fire".
            Example("export const closeFinishTitle = () => ↓'Close finish 🔥';", path: "backend/src/notifications/finish.messages.ts"),
            Example("export const rocketTitle = (batter: string) => ↓`${batter} takes off 🚀`;", path: "backend/src/notifications/milestone.messages.ts",
                    options: ["emoji": .array(["🔥", "🚀"].map(JSONValue.string))]),
            // A title written all in capitals.
            Example("export const finalTitle = () => ↓\"FINAL OVER DRAMA\";", path: "backend/src/notifications/final.messages.ts"),
            // One long word in capitals: a shout, not an acronym.
            Example("export const chaseBody = (team: string) => ↓`${team} are CHARGING at the target`;",
                    path: "backend/src/notifications/chase.messages.ts"),
            Example("export const serveBody = (player: string) => ↓`${player} is UNSTOPPABLE on serve`;",
                    path: "backend/src/notifications/serve.messages.ts"),
            // Two capitalised words in a row shout, whatever they are.
            Example("export const formBody = (batter: string) => ↓`${batter} is in SUPERB TOUCH at Lord's`;",
                    path: "backend/src/notifications/form.messages.ts"),
            Example(#"let title = String(localized: ↓"An incredible finish")"#, path: "ios/CricketApp/Views/ResultView.swift"),
            // The team adds its own hype words.
            Example("export const sixBody = (batter: string) => ↓`${batter} launches a massive six over long-on`;",
                    path: "backend/src/notifications/six.messages.ts", options: ["words": .array([.string("massive"), .string("colossal")])]),
            // A four-letter word that shouts, not an acronym.
            Example("export const duckBody = (batter: string) => ↓`${batter} gone for a DUCK`;",
                    path: "backend/src/notifications/wicket.messages.ts",
                    options: ["shoutWords": .array(["SIX", "FOUR", "OUT", "DUCK"].map(JSONValue.string))]),
        ],
        nonTriggering: [
            // A report's section heading in capitals, beside its table's headers and rows: read on a page, not at a glance.
            Example("""
                export function attendanceReport(stats: SeasonStats) {
                  return [{ title: "ATTENDANCE BY GROUND", headers: ["ground", "crowd"], rows: stats.grounds.map((g) => [g.name, g.crowd]) }];
                }
                """, path: "backend/src/reports/attendanceReport.ts", trap: .lookAlike),
            // A widget's brand label set in capitals.
            Example(#"Text("F1 DASHBOARD").tracking(1.4)"#, path: "ios/F1Widget/NextRaceWidget.swift", trap: .lookAlike),
            // The longest name a team writes in capitals is eight letters.
            Example("export const draw = (team: string) => `${team} drawn in the CONCACAF Gold Cup group`;",
                    path: "backend/src/notifications/draw.messages.ts", trap: .lookAlike),
            Example("export const fiftyTitle = (batter: string) => `${batter} reaches 50 off 31`;",
                    path: "backend/src/notifications/milestones.messages.ts"),
            Example("export const tossBody = (team: string) => `${team} win the toss and bat — IND v AUS, ODI`;",
                    path: "backend/src/notifications/toss.messages.ts", trap: .lookAlike),
            Example("export const rainBody = (runs: number) => `DLS target ${runs} — NRR matters now`;",
                    path: "backend/src/notifications/rain.messages.ts", trap: .lookAlike),
            Example("export const brilliantCatchThreshold = 0.9;\nexport const title = () => `${brilliantPlayer} takes the catch`;",
                    path: "backend/src/notifications/catch.messages.ts", trap: .lookAlike),
            // Flags on the match line: the teams, not hype.
            Example("export const fixtureTitle = (home: string, away: string) => `🇮🇳 ${home} v ${away} 🇦🇺`;",
                    path: "backend/src/notifications/fixture.messages.ts", trap: .lookAlike),
            // A two-word label set in capitals above the countdown on the widget.
            Example(#"Text("NEXT TEST").font(.caption2.bold()).tracking(1.4)"#, path: "ios/CricketWidget/NextMatchWidget.swift", trap: .lookAlike),
            // The app's name is written in capitals on the paywall.
            Example(#"Text("Ball-by-ball scores with SIGHTSCREEN PLUS")"#, path: "ios/CricketApp/Views/PaywallView.swift", trap: .lookAlike,
                    options: ["allowedCapitals": .array(["IND", "AUS", "ODI", "SIGHTSCREEN"].map(JSONValue.string))]),
            // Acronyms side by side, and a settings header in capitals inside the app.
            Example("export const authBody = () => `Sign in with SAML SSO to follow your club`;",
                    path: "backend/src/notifications/auth.messages.ts", trap: .lookAlike),
            Example(#"Section("NOTIFICATION SOUNDS") { Toggle("Wicket alerts", isOn: $wicketAlerts) }"#,
                    path: "ios/CricketApp/Views/Settings/AlertSettingsView.swift", trap: .lookAlike),
            // A competition's name in capitals is how it is written, not a shout.
            Example(#"Text("Follow every CONCACAF qualifier live")"#, path: "ios/CricketApp/Views/FollowView.swift", trap: .lookAlike),
            Example("export const codeTitle = () => \"PROMO.HEADER\";", path: "backend/src/notifications/promo.messages.ts",
                    trap: .lookAlike),
            Example(#"logger.info("INCREDIBLE throughput on the fan-out");"#, path: "backend/src/notifications/push.ts", trap: .inString),
            Example("// Never call a six magnificent", path: "backend/src/notifications/six.messages.ts", trap: .inComment),
        ]) }

    static let defaultWords = ["magnificent", "brilliant", "incredible", "explosive", "sensational", "stunning",
                               "spectacular", "unbelievable", "epic", "phenomenal", "electrifying", "jaw-dropping",
                               "mind-blowing", "insane", "monstrous", "blistering", "breathtaking"]
    static let defaultCapitals = ["IND", "AUS", "ENG", "PAK", "SA", "NZ", "SL", "WI", "BAN", "AFG", "ZIM", "IRE", "ODI",
                                  "T20", "T20I", "IPL", "BBL", "PSL", "CPL", "WPL", "ICC", "DRS", "LBW", "MCG", "SCG", "UK"]

    static let defaultShoutWords = ["SIX", "FOUR", "OUT", "WOW", "WIN", "WON", "BOOM", "OMG", "HUGE", "WHAT", "GONE", "YES",
                                    "WICKET", "CENTURY", "HAT-TRICK", "MASSIVE", "AMAZING", "INCREDIBLE", "INSANE", "UNREAL",
                                    "CRAZY", "EPIC", "BREAKING", "CLUTCH", "LEGEND", "HISTORY"]

    let words: [CopyText.Phrase]
    let allowedCapitals: Set<String>
    let shoutWords: Set<String>
    let emoji: [String]

    static let defaultEmoji = ["🔥", "💥", "🤯"]
    static let emojiOption = Option<[String]>(RuleOption("emoji", default: .array(defaultEmoji.map(JSONValue.string)),
        help: "Emoji that say what the hype words say (🔥 is \"on fire\"); flags and team colours are not hype."))

    static let wordsOption = Option<[String]>(RuleOption("words", default: .array(defaultWords.map(JSONValue.string)),
        help: "Hype words and phrases (case-insensitive, whole words)."))
    static let allowedCapitalsOption = Option<[String]>(RuleOption("allowedCapitals", default: .array(defaultCapitals.map(JSONValue.string)),
        help: "All-caps words that are names, not shouting: team codes, formats, DRS."))
    static let shoutWordsOption = Option<[String]>(RuleOption("shoutWords", default: .array(defaultShoutWords.map(JSONValue.string)),
        help: "Words that shout in capitals on their own; another single word in capitals reads as a name or acronym (CONCACAF, DLS)."))

    public init(options: RuleOptions) {
        words = options[Self.wordsOption].map(CopyText.Phrase.init)
        allowedCapitals = Set(options[Self.allowedCapitalsOption])
        shoutWords = Set(options[Self.shoutWordsOption])
        emoji = options[Self.emojiOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for (copy, text) in CopyText.strings(in: context) {
            let found = CopyText.words(text)
            let lower = found.map { $0.lowercased() }
            if let hype = words.first(where: { CopyText.contains(lower, $0) })?.text ?? emoji.first(where: text.contains) {
                findings.report(file, at: copy.stringStart, through: file.partner(of: copy.stringStart), Self.hypeMessage(hype))
            } else if copy.surface.isGlance, let shout = shouting(in: found, text: text, setInCapitals: copy.isViewText) {
                findings.report(file, at: copy.stringStart, through: file.partner(of: copy.stringStart), Self.capsMessage(shout))
            }
        }
    }

    /// Short words no acronym is made of: `ON FIRE`, `IN FORM` shout.
    static let functionWords: Set<String> = ["ON", "IN", "AT", "TO", "OF", "IS", "IT", "UP", "THE", "AND", "FOR", "ALL", "OUT", "BY", "WE", "SO"]

    /// What shouts: a listed shout word (`SIX`, `HUGE`), two capitalised words in a row
    /// (`ON FIRE`), or copy written all in capitals (on a view, from three words up). One unknown word in capitals among normal
    /// ones is read as a name or an acronym (`CONCACAF`, `NASDAQ`), as the team writes them.
    private func shouting(in found: [String], text: String, setInCapitals: Bool) -> String? {
        let caps = found.map(isCapitalised)
        if let listed = found.indices.first(where: { caps[$0] && shoutWords.contains(found[$0]) }) { return found[listed] }
        // Two capitalised words run together shout unless both are short, as acronyms are
        // (`SAML SSO`, `PHP SDK`): one of them has five letters or more (`RAIN DELAY`).
        for k in found.indices.dropLast() where caps[k] && caps[k + 1]
            && (max(found[k].filter(\.isLetter).count, found[k + 1].filter(\.isLetter).count) >= 5
                || Self.functionWords.contains(found[k]) || Self.functionWords.contains(found[k + 1])) {
            return found[k] + " " + found[k + 1]
        }
        // `is UNSTOPPABLE on serve`: acronyms and codes are short (CONCACAF, the longest a team
        // writes, has eight letters); one of nine letters or more in capitals is a word shouted,
        // in a push's text (on a view, a label set in capitals is a designer's: `F1 DASHBOARD`).
        if !setInCapitals, let long = found.first(where: { isCapitalised($0) && $0.filter(\.isLetter).count >= 9 && !allowedCapitals.contains($0) }) {
            return long
        }
        // `is FLYING`, `CHARGING`: a verb's -ing form in capitals is a word shouted; no acronym ends so.
        if !setInCapitals, let verb = found.first(where: { isCapitalised($0) && $0.filter(\.isLetter).count >= 6 && $0.hasSuffix("ING")
            && !allowedCapitals.contains($0) }) {
            return verb
        }
        // `LOWALERT!`: one capitalised word with an exclamation mark is a shout, not a name.
        if let loud = found.first(where: { isCapitalised($0) && $0.filter(\.isLetter).count >= 4 && text.contains($0 + "!") }) {
            return loud
        }
        // Copy in capitals: on a view, two short words are a label set in capitals (`NEXT RACE`
        // above a countdown), as two short acronyms are; a push's `RED CARD` shouts.
        let worded = found.filter { $0.filter(\.isLetter).count >= 2 }
        guard worded.count >= (setInCapitals ? 3 : 2), worded.allSatisfy({ $0.filter(\.isLetter).allSatisfy(\.isUppercase) }),
              let shout = worded.first(where: { !allowedCapitals.contains($0) }) else { return nil }
        return shout
    }

    /// Two letters or more, all capitals, no digits, not a known name (a team code, a format).
    private func isCapitalised(_ word: String) -> Bool {
        let letters = word.filter(\.isLetter)
        return letters.count >= 2 && letters.allSatisfy(\.isUppercase) && !word.contains(where: \.isNumber)
            && !allowedCapitals.contains(word)
    }

    static func hypeMessage(_ word: String) -> String {
        "\"\(word)\" is hype; drop it and let the score tell the story."
    }

    static func capsMessage(_ word: String) -> String {
        "\"\(word)\" shouts; write it in normal case and let the moment speak for itself."
    }
}
