// Flags commentary-box clichés and generic sports phrasing, with the cricket term to use.

import UmpireCore
import UmpireRuleSupport

public struct CopyCliche: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "copy-cliche", area: .copyAndTone, languages: [.swift, .typeScript],
        roles: [.messages, .backend, .ios, .widget], excludedRoles: [.test], severity: .error,
        summary: "Commentary-box clichés and generic sports phrasing in copy",
        rationale: """
            Fans read dozens of these a match. Commentary-box stock phrases ("brings up", \
            "dispatches to the boundary") read as filler, and generic sports words ("is out", \
            "on fire") sound like an app that does not know cricket. Say it the way a fan in the \
            stands would.
            """,
        fix: "Use the suggested wording, or state the fact plainly.",
        options: [substitutionsOption.declaration],
        readsStringText: true,
        triggering: [
            // The stock phrase with its object: "dispatches it to the boundary".
            Example("export const boundaryBody = (b: string) => ↓`${b} dispatches it to the boundary`;",
                    path: "backend/src/notifications/ballEvents.messages.ts"),
            Example("export const closeFinishBody = (team: string, need: number) => ↓`${team} need ${need} off the last over in a nail-biter`;",
                    path: "backend/src/notifications/finish.messages.ts"),
            // Commentary's stock lines for a goal and a finish.
            Example("export const goalBody = (scorer: string, score: string) => ↓`${scorer} finds the net. ${score}`;",
                    path: "backend/src/notifications/goals.messages.ts"),
            Example("export const lateWinner = (team: string) => ↓`Unbelievable scenes as ${team} snatch it at the death`;",
                    path: "backend/src/notifications/results.messages.ts"),
            Example("export const fiftyBody = (b: string) => ↓`${b} brings up a fifty off 31 balls`;",
                    path: "backend/src/notifications/milestones.messages.ts"),
            Example("export const wicketTitle = (b: string) => ↓`${b} is out`;",
                    path: "backend/src/notifications/wicket.messages.ts"),
            Example(#"const alert = { body: ↓"Bumrah on fire with three in the over" };"#, path: "backend/src/notifications/spell.ts"),
            // The team's own list of stock phrases.
            Example("export const wicketBody = (b: string) => ↓`${b} walks back to the pavilion for 54`;",
                    path: "backend/src/notifications/wicket.messages.ts",
                    options: ["substitutions": .array([.string("walks back to the pavilion => \"departs\"")])]),
            // Pundit filler of any sport.
            Example("export const gameOfTwoHalvesBody = (margin: string) => ↓`A game of two halves, with ${margin} the difference`;",
                    path: "backend/src/notifications/matchStatus.messages.ts"),
        ],
        nonTriggering: [
            // An object between other words is not the phrase.
            Example("export const reviewBody = (b: string) => `${b} takes it to the third umpire`;",
                    path: "backend/src/notifications/review.messages.ts", trap: .lookAlike),
            // "Out of" is a limit, not a dismissal.
            Example(#"Text("The entered target is out of range")"#, path: "ios/CricketApp/Views/Settings/TargetSettingsView.swift",
                    trap: .lookAlike),
            Example("export const wicketTitle = (b: string) => `${b} departs for 54`;",
                    path: "backend/src/notifications/wicket.messages.ts"),
            Example("export const fiftyBody = (b: string) => `50 for ${b}, off 31 balls`;\nexport const isOutOfForm = (b: string) => `${b}: 12 runs in 5 innings`;",
                    path: "backend/src/notifications/milestones.messages.ts", trap: .lookAlike),
            Example("export const reviewBody = (b: string) => `${b} is outside the line — not out`;",
                    path: "backend/src/notifications/review.messages.ts", trap: .lookAlike),
            Example(#"logger.debug("batter is out, sending alert");"#, path: "backend/src/notifications/wicket.ts", trap: .inString),
            Example("// avoid: \"brings up\", \"is out\"", path: "backend/src/notifications/wicket.messages.ts", trap: .inComment),
        ]) }

    static let defaultTable = [
        "brings up => the milestone itself (\"50 for Smith\")",
        "reaches a milestone => the milestone itself (\"100 for Root\")",
        "dispatches to the boundary => \"hits a four\"",
        "dispatched to the boundary => \"hit for four\"",
        "sends him packing => \"dismisses\"",
        "is out => \"departs\"",
        "gets out => \"departs\"",
        "on fire => \"in a spell\", or the figures",
        "game-changer => what changed",
        "nail-biter => the margin, or what is left to play",
        "nail biter => the margin, or what is left to play",
        // Preview clichés of any sport: say who meets whom.
        "lock horns => \"meet\", or \"play\"",
        "battle it out => \"play\"",
        "clash of the titans => the two names",
        "go head to head => \"meet\"",
        "go head-to-head => \"meet\"",
        // Any sport's pundit filler: say what happened.
        "110 per cent => what they did",
        "110 percent => what they did",
        "their a-game => what they need to do",
        "game of two halves => the score at each half",
        "through the big sticks => \"kicks a goal\"",
        // Commentary's stock lines: the scorer scores, the margin tells the finish.
        "what a game => the result, or the margin",
        "finds the net => \"scores\"",
        "finds the back of the net => \"scores\"",
        "rattles the net => \"scores\"",
        "at the double => \"scores twice\"",
        "unbelievable scenes => what happened",
        "unreal scenes => what happened",
        "puts on a clinic => the figures",
        "clinical display => the figures",
        "game on => the score, and what is left",
        "done and dusted => \"over\", or the result",
        "neck and neck => the margin",
        "steps up to the plate => what they did",
        "storms home => \"wins\", and the margin",
        "leave the rest for dead => the margin",
        "in the zone => the figures",
        "everything to play for => what is at stake",
        "everything still to play for => what is at stake",
        "doesn't get bigger than this => what is at stake",
        "every kick counts => what is at stake",
        "snatch it at the death => \"win it late\"",
        "clawed back => \"came back from\", and the margin",
        "game changer => what changed",
    ]

    let table: [(phrase: CopyText.Phrase, suggestion: String)]

    static let substitutionsOption = Option<[String]>(RuleOption("substitutions", default: .array(defaultTable.map(JSONValue.string)),
        help: "`phrase => suggestion` entries; an empty suggestion means: say it plainly."))

    public init(options: RuleOptions) {
        table = CopyText.substitutions(options[Self.substitutionsOption]).map { (CopyText.Phrase($0.phrase), $0.suggestion) }
    }

    /// The phrase as whole words, but not "is out" of "is out of range": a dismissal, not a limit.
    /// Objects a phrase's verb may take before the rest (`dispatches it to the boundary`).
    static let objects: Set<String> = ["it", "him", "her", "them", "one", "that", "this"]

    static func occurs(_ phrase: CopyText.Phrase, in words: [String]) -> Bool {
        if occurs(phrase.words, in: words) { return true }
        // The verb with its object: "dispatches it to the boundary" is "dispatches to the boundary".
        guard phrase.words.count >= 2 else { return false }
        return objects.contains { object in
            occurs([phrase.words[0], object] + phrase.words.dropFirst(), in: words)
        }
    }

    private static func occurs(_ target: [String], in words: [String]) -> Bool {
        guard !target.isEmpty, words.count >= target.count else { return false }
        for start in 0...(words.count - target.count) where words[start..<start + target.count].elementsEqual(target) {
            let next = start + target.count < words.count ? words[start + target.count] : nil
            if target.last == "out", next == "of" { continue }
            return true
        }
        return false
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for (copy, text) in CopyText.strings(in: context) {
            let words = CopyText.words(text).map { $0.lowercased() }
            guard let hit = table.first(where: { Self.occurs($0.phrase, in: words) }) else { continue }
            findings.report(file, at: copy.stringStart, through: file.partner(of: copy.stringStart), Self.message((hit.phrase.text, hit.suggestion)))
        }
    }

    static func message(_ hit: (phrase: String, suggestion: String)) -> String {
        hit.suggestion.isEmpty
            ? "\"\(hit.phrase)\" is commentary-box filler; state the fact plainly."
            : "\"\(hit.phrase)\" is commentary-box filler; write \(hit.suggestion) instead."
    }
}
