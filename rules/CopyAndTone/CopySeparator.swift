// Flags hyphens, en dashes and pipes used where the copy style wants an em dash.

import UmpireCore
import UmpireRuleSupport

public struct CopySeparator: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "copy-separator", area: .copyAndTone, languages: [.swift, .typeScript],
        roles: [.messages, .backend, .ios, .widget], excludedRoles: [.test], severity: .error,
        summary: "A description and its stats joined by a hyphen, en dash or pipe instead of an em dash",
        rationale: """
            Every notification and card separates what happened from its numbers the same way, \
            with a spaced em dash ("Kohli departs — 54 (38)"). Mixed separators look careless \
            on a lock screen full of them.
            """,
        fix: "Join description and stats with \" — \" (space, em dash, space).",
        // The words and figures stay; only the separator the reader sees changes.
        fixes: .safe,
        readsStringText: true,
        limitations: """
            A dash between two numbers or dates of the same kind is a range or a scoreline, not a \
            separator: `3 - 1`, `overs 1 - 6`, `10:30 - 18:00`, `Sat 14 Jun - Mon 16 Jun`, \
            `2024-25`, `30 - 70%`, and two placeholders of one figure for two sides (`${home.score} - \
            ${away.score}`, `${homeGoals}–${awayGoals}`, `${home} – ${away}`). `287/6 - 50 overs` joins a score to its overs, so it counts. A \
            dash counts only when figures (or a placeholder that is not a name) follow within three words: a \
            description and its stats; "Export blocks - process" joins words. A spaced pipe counts the \
            same way ("Drinks | 142/3"), and so does one between two clauses of two words or more \
            ("Play held for lightning | restart to be confirmed"), and so does a spaced hyphen or en \
            dash ("12 straight completions - his best spell of the night"); "Home | Away" joins words.
            """,
        triggering: [
            Example("export const wicketBody = (b: Batter) => ↓`${b.name} departs - ${b.runs} (${b.balls})`;",
                    path: "backend/src/notifications/wicket.messages.ts",
                    corrected: "export const wicketBody = (b: Batter) => `${b.name} departs — ${b.runs} (${b.balls})`;"),
            Example("export const drinksBody = () => ↓\"Drinks -- 142/3 after 25 overs\";",
                    path: "backend/src/notifications/breaks.messages.ts",
                    corrected: "export const drinksBody = () => \"Drinks — 142/3 after 25 overs\";"),
            Example(#"Text(↓"Stumps – day 2")"#, path: "ios/CricketApp/Views/DayStatusView.swift",
                    corrected: #"Text("Stumps — day 2")"#),
            Example("export const inningsBody = () => ↓\"Innings break 287/6 - 50 overs\";",
                    path: "backend/src/notifications/breaks.messages.ts",
                    corrected: "export const inningsBody = () => \"Innings break 287/6 — 50 overs\";"),
            Example("export const rainNote = ↓'Play held for rain | restart to be confirmed';", path: "backend/src/display/status.messages.ts",
                    corrected: "export const rainNote = 'Play held for rain — restart to be confirmed';"),
            Example("export const lunchBody = (score: string) => ↓`Lunch | ${score} after 28 overs`;",
                    path: "backend/src/notifications/breaks.messages.ts",
                    corrected: "export const lunchBody = (score: string) => `Lunch — ${score} after 28 overs`;"),
            // Two clauses joined by a hyphen where prose wants a dash.
            Example("export const spellBody = (n: number) => ↓`${n} dot balls in a row - his tightest spell of the series`;",
                    path: "backend/src/notifications/bowling.messages.ts",
                    corrected: "export const spellBody = (n: number) => `${n} dot balls in a row — his tightest spell of the series`;"),
        ],
        nonTriggering: [
            Example("export const wicketBody = (b: Batter) => `${b.name} departs — ${b.runs} (${b.balls})`;",
                    path: "backend/src/notifications/wicket.messages.ts"),
            Example("export const hatTrickTitle = (b: string) => `Hat-trick for ${b}`;\nexport const spellBody = () => \"Overs 10–15 from the Pavilion End\";",
                    path: "backend/src/notifications/milestones.messages.ts", trap: .lookAlike),
            Example("export const powerplayBody = (score: string) => `Powerplay, overs 1 - 6: ${score}`;",
                    path: "backend/src/notifications/powerplay.messages.ts", trap: .lookAlike),
            Example("export const needBody = (n: number) => `${n - 1} more to win`;",
                    path: "backend/src/notifications/chase.messages.ts", trap: .lookAlike),
            // A dash between words, and a range with a unit.
            Example(#"Text("Allowed range is 30 - 70% - the app keeps the rest")"#, path: "ios/CricketApp/Views/Settings/VolumeView.swift",
                    trap: .lookAlike),
            // A name after the dash makes a title, not stats.
            Example(#"Text("Fixtures - \(week.displayName) Week")"#, path: "ios/CricketApp/Views/WeekHeader.swift", trap: .lookAlike),
            // A scoreline and a date range are not a description and its stats.
            Example(#"Text("Series level 3 - 3 after 10:30 - 18:00 on Sat 14 Jun - Mon 16 Jun")"#,
                    path: "ios/CricketApp/Views/SeriesView.swift", trap: .lookAlike),
            Example(#"const title = `Full time: ${home.name} ${match.home.score} - ${match.away.score} ${away.name}`;"#,
                    path: "backend/src/notifications/fullTime.ts", trap: .lookAlike),
            // The two sides' figures around an en dash: a scoreline, however the sides are named.
            Example("""
                export const displayMessages = {
                  scoreline: (home: number, away: number) => `${home} – ${away}`,
                  superShotNote: (home: number, away: number) => `Power Five — super shots ${home}–${away}`,
                };
                """, path: "backend/src/display/display.messages.ts", trap: .lookAlike),
            // A pipe between words: a menu's tabs, not a description and its stats.
            Example(#"Text("Batting | Bowling")"#, path: "ios/CricketApp/Views/ScorecardTabs.swift", trap: .lookAlike),
            Example(#"Text("Live | Fixtures | Results")"#, path: "ios/CricketApp/Views/HubTabs.swift", trap: .lookAlike),
            Example(#"const key = "wicket - legacy";"#, path: "backend/src/notifications/wicket.ts", trap: .inString),
            Example("// Kohli departs - 54: use an em dash instead", path: "backend/src/notifications/wicket.messages.ts", trap: .inComment),
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for (copy, text) in CopyText.strings(in: context) {
            let found = separators(in: Array(text.unicodeScalars))
            guard let first = found.first else { continue }
            findings.report(file, at: copy.stringStart, through: file.partner(of: copy.stringStart), Self.message(first.shown),
                            fix: fix(copy.stringStart, expecting: found.count, in: file))
        }
    }

    /// Every separator rewritten as a spaced em dash, when the source spells them as the reader
    /// sees them (no escapes) and they are all in the literal's own text.
    @_optimize(none)
    private func fix(_ start: Int, expecting count: Int, in file: SourceFile) -> Fix? {
        let mapped = LiteralBytes.mapped(file, stringStart: start)
        let found = separators(in: mapped.scalars)
        guard found.count == count else { return nil }
        let edits = found.compactMap { LiteralBytes.edit($0.range, of: mapped, with: " — ") }
        guard edits.count == found.count else { return nil }
        return Fix("Use a spaced em dash", .safe, edits: edits)
    }

    /// ` - `, ` -- `, ` | ` or an en dash, unless it joins two numbers or dates as a range (`10–15`,
    /// `overs 1 - 6`, `Sat 14 Jun - Mon 16 Jun`); `287/6 - 45 overs` is still a separator. Each
    /// with the scalars it spans (its spaces included) and how the message names it.
    private func separators(in scalars: [Unicode.Scalar]) -> [(range: Range<Int>, shown: String)] {
        var found: [(range: Range<Int>, shown: String)] = []
        var k = 0
        while k < scalars.count {
            if k + 3 < scalars.count, scalars[k] == " ", scalars[k + 1] == "-", scalars[k + 2] == "-", scalars[k + 3] == " ",
               Self.statsFollow(scalars, after: k + 4) {
                found.append((k..<k + 4, "--"))
                k += 4
                continue
            }
            if k + 2 < scalars.count, scalars[k] == " ", scalars[k + 1] == "-", scalars[k + 2] == " ",
               !isRange(scalars, dashAt: k + 1), !DateRanges.joins(scalars, dashAt: k + 1),
               Self.statsFollow(scalars, after: k + 3) || Self.joinsClauses(scalars, separatorAt: k + 1) {
                found.append((k..<k + 3, "-"))
                k += 3
                continue
            }
            if k + 2 < scalars.count, scalars[k] == " ", scalars[k + 1] == "|", scalars[k + 2] == " ",
               Self.statsFollow(scalars, after: k + 3) || Self.joinsClauses(scalars, separatorAt: k + 1) {
                found.append((k..<k + 3, "|"))
                k += 3
                continue
            }
            if scalars[k] == "\u{2013}" {
                let before = k > 0 ? scalars[k - 1] : " ", after = k + 1 < scalars.count ? scalars[k + 1] : " "
                let isRange = before.properties.numericType != nil && after.properties.numericType != nil
                let spaced = before == " " && after == " " && k > 0 && k + 1 < scalars.count
                if !isRange, !DateRanges.joins(scalars, dashAt: k), Self.placeholderPair(scalars, dashAt: k) != true,
                   Self.statsFollow(scalars, after: k + 1) || spaced && Self.joinsClauses(scalars, separatorAt: k) {
                    found.append((spaced ? k - 1..<k + 2 : k..<k + 1, "–"))
                }
            }
            k += 1
        }
        // The message names the clearest one: ` -- ` first, as before.
        return found.sorted { ($0.shown == "--" ? 0 : 1, $0.range.lowerBound) < ($1.shown == "--" ? 0 : 1, $1.range.lowerBound) }
    }

    /// `Play held for lightning | restart to be confirmed`, `12 straight completions - his best
    /// spell of the night`: a spaced pipe or dash between two clauses of two words or more, where
    /// prose wants an em dash; `Batting | Bowling`, `Home | Away` and `Export blocks - process` join words.
    /// A placeholder (`{team}`) counts as a word before the separator, but what follows it needs
    /// two words of the copy's own: "Fixtures - {week.displayName} Week" is a title, not two clauses.
    static func joinsClauses(_ scalars: [Unicode.Scalar], separatorAt pipe: Int) -> Bool {
        let placeholder = placeholderMask(scalars)
        func words(_ side: some Sequence<Int>, countingPlaceholders: Bool) -> Int {
            var count = 0, inWord = false, inPlaceholder = false
            for k in side {
                if placeholder[k] {
                    if countingPlaceholders && !inPlaceholder { count += 1 }
                    inPlaceholder = true
                    inWord = false
                    continue
                }
                inPlaceholder = false
                let scalar = scalars[k]
                if scalar == "|" || scalar == "-" || scalar == "\u{2013}" { break }
                let letter = scalar.properties.isAlphabetic
                if letter && !inWord { count += 1 }
                inWord = letter
            }
            return count
        }
        return words((0..<pipe).reversed(), countingPlaceholders: true) >= 2
            && words((pipe + 1)..<scalars.count, countingPlaceholders: false) >= 2
    }

    /// Which scalars lie inside a placeholder, its brackets included: the copy's text writes one
    /// as `{team}`; the source as `\(team)` or `${team}`.
    private static func placeholderMask(_ scalars: [Unicode.Scalar]) -> [Bool] {
        var mask = [Bool](repeating: false, count: scalars.count)
        var k = 0
        while k < scalars.count {
            let escaped = k + 1 < scalars.count && (scalars[k] == "\\" && scalars[k + 1] == "(" || scalars[k] == "$" && scalars[k + 1] == "{")
            guard escaped || scalars[k] == "{" else { k += 1; continue }
            let openAt = escaped ? k + 1 : k
            let open = scalars[openAt], close: Unicode.Scalar = open == "(" ? ")" : "}"
            var depth = 0, j = openAt
            while j < scalars.count {
                if scalars[j] == open { depth += 1 } else if scalars[j] == close { depth -= 1; if depth == 0 { break } }
                j += 1
            }
            for m in k..<min(j + 1, scalars.count) { mask[m] = true }
            k = j + 1
        }
        return mask
    }

    /// The rule is about a description and its stats: figures (or a placeholder, whose value
    /// the code fills in) within the three words after the dash. "Export blocks - process" and
    /// "Sign in - or create an account" join words, not stats.
    static func statsFollow(_ scalars: [Unicode.Scalar], after start: Int) -> Bool {
        var words = 0
        var k = start
        while k < scalars.count, words < 3 {
            let s = scalars[k]
            if s.value >= 48 && s.value <= 57 { return true }
            if s == "{" {
                // `{week.displayName}` names something ("X Block Days - {…} Week"): words, not stats.
                var end = k + 1
                while end < scalars.count, scalars[end] != "}" { end += 1 }
                if !ValueNames.isName(String(placeholderName(scalars[k + 1..<min(end, scalars.count)]))) { return true }
                k = end
            }
            if k < scalars.count, scalars[k] == " " { words += 1 }
            k += 1
        }
        return false
    }

    /// The last name of a placeholder's inside: `score` of `match.homeTeam.score`.
    /// For a dash between two placeholders, whether they are one figure for two sides, a
    /// scoreline the code fills in (`{match.homeTeam.score} - {match.awayTeam.score}`,
    /// `{home} – {away}`, `{homeGoals}–{awayGoals}`); nil when a side is no placeholder.
    static func placeholderPair(_ scalars: [Unicode.Scalar], dashAt dash: Int) -> Bool? {
        var before = dash - 1, after = dash + 1
        if before >= 0, scalars[before] == " " { before -= 1 }
        if after < scalars.count, scalars[after] == " " { after += 1 }
        guard before >= 0, after < scalars.count, scalars[before] == "}", scalars[after] == "{" else { return nil }
        var open = before
        while open > 0, scalars[open] != "{" { open -= 1 }
        var close = after
        while close < scalars.count - 1, scalars[close] != "}" { close += 1 }
        let left = placeholderName(scalars[open + 1..<before]), right = placeholderName(scalars[after + 1..<close])
        // The fix's mapping writes every placeholder as `{x}`: those say nothing of the figure.
        guard left.count > 1 else { return false }
        if left == right { return true }
        guard let leftSide = side(of: left), let rightSide = side(of: right) else { return false }
        return leftSide.figure == rightSide.figure && leftSide.side != rightSide.side
    }

    /// The side a placeholder's name starts with and the figure after it (`homeGoals` → home,
    /// goals; `away` → away, nothing); nil when it names no side.
    private static func side(of name: Substring) -> (side: String, figure: String)? {
        let lower = name.lowercased()
        for side in ["home", "away"] where lower.hasPrefix(side) { return (side, String(lower.dropFirst(side.count))) }
        return nil
    }

    static func placeholderName(_ inside: ArraySlice<Unicode.Scalar>) -> Substring {
        let text = String(String.UnicodeScalarView(inside))
        return text.split(separator: ".").last ?? Substring(text)
    }

    /// Whether the dash at `dash` (spaced or not) has a whole number on each side: `1 - 3`, `10–15`;
    /// or a placeholder of the same figure on each side, a scoreline the code fills in
    /// (`{match.homeTeam.score} - {match.awayTeam.score}`).
    private func isRange(_ scalars: [Unicode.Scalar], dashAt dash: Int) -> Bool {
        var before = dash - 1, after = dash + 1
        if before >= 0, scalars[before] == " " { before -= 1 }
        if after < scalars.count, scalars[after] == " " { after += 1 }
        if let pair = Self.placeholderPair(scalars, dashAt: dash) { return pair }
        guard before >= 0, after < scalars.count, isDigit(scalars[before]), isDigit(scalars[after]) else { return false }
        var start = before
        while start > 0, isDigit(scalars[start - 1]) { start -= 1 }
        var end = after
        while end + 1 < scalars.count, isDigit(scalars[end + 1]) { end += 1 }
        // Part of a larger figure (`287/6`, `45.2`) is a score or stat, not a range's end.
        let free: (Int) -> Bool = { i in i < 0 || i >= scalars.count || scalars[i] == " " || scalars[i] == "(" || scalars[i] == ")" }
        // Punctuation ends a range (`overs 1 - 6: 54/1`) unless a figure goes on (`45.2`).
        let ends: (Int) -> Bool = { i in free(i) || (":,;.".unicodeScalars.contains(scalars[i]) && free(i + 1)) }
        return free(start - 1) && ends(end + 1)
    }

    private func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }

    static func message(_ separator: String) -> String {
        "This copy separates with \"\(separator)\"; use a spaced em dash \" — \" between description and stats."
    }
}
