// Flags SwiftUI text literals that read like match data rather than fixed chrome.

import UmpireCore
import UmpireRuleSupport

public struct HardcodedDisplayString: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "hardcoded-display-string", area: .serverDrivenUI, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .warning,
        summary: "A SwiftUI literal that reads like match data or status",
        rationale: """
            Match titles, toss descriptions and status lines come from the backend, so a \
            literal such as "Rain delay" or "Needs 24 from 18" in a view is either stale data or \
            a second copy of backend logic. Fixed chrome ("Settings", "Follow") is fine.
            """,
        fix: "Render the string the backend sends in the display state; keep literals for fixed chrome.",
        options: [vocabularyOption.declaration, developerScreensOption.declaration],
        asks: """
            Does a literal SwiftUI shows read as match data or a status rather than fixed chrome? \
            A literal given to Text, Label, Button or `.navigationTitle` (directly, through a \
            file's `let`, or returned by a getter or function it shows) whose words are match \
            words (option `vocabulary`), whose number is a score or overs figure (in widget code \
            any number standing as a word; in Live Activity code a team code such as `"IND"`), or \
            whose interpolation reads a field of the backend's contract; a literal a test of the \
            backend's state picks, in a view or a view model's String getter; a fallback for a \
            backend text field (`state.tossText ?? "Toss pending"`, or the other branch of a \
            ternary or `if let … else` showing it); a dictionary's words looked up by a backend \
            value; the app's sentence in a text field of a backend value it copies; and, in widget \
            code, a literal passed as match data (`score: "327/4"`). Headings, empty states, \
            dialogs and control titles are chrome.
            """,
        whenUnknown: """
            Where no declaration says what an interpolated value is, its name decides: one from \
            client-side-derivation's and match-state-branching's vocabularies (`state.runs`, \
            `target`, `status`) makes the words around it data; otherwise only the literal's own \
            match words do. A `??` left side, a branch's test or a copied value of unknown origin \
            makes no fallback or status finding: the words decide. An `isEmpty` test on an untyped \
            plural name (`players`) marks an empty state.
            """,
        limitations: """
            Reads only literals given to Text, Label, Button or .navigationTitle, directly, \
            through a constant the file declares (`let delayNote = "…"`, `Text(delayNote)`) or \
            returned by a getter or function of the file shown so (`Text(badgeText)`, whose \
            `switch` returns "FINAL"; a literal a branch on the backend's state picks, or a flag \
            of its contract picks (`if state.tmoPending { Text("TMO review") }`), is a status \
            message whatever its words), \
            outside previews, developer screens (option developerScreens), what a row shows \
            while it loads (`Text("Loading...")` in the `else` of an `if let`), the app's own \
            dialogs (an `.alert` or `.confirmationDialog` asking about an action) and a control's \
            title (`Button("Start Live Game")`, `Toggle("Live scores", …)`, or in its `label:` closure) or a tab's name \
            (`.tabItem { Label("Live", …) }`); and a fallback for the backend's text field \
            (`state.tossText ?? "Toss pending"`, or the same choice as a branch: \
            `Text(entry.isMissedCut ? "MC" : entry.positionDisplay)`, \
            `if let pitcher { Text(pitcher.name) } else { Text("TBD") }`) shown so, returned by a \
            view's helper (words with a space: one word may be an asset's name), or assigned, \
            returned or bound in a view model; a literal a view model's text getter returns \
            (`var caption: String`, shown by a view in another file) when a branch on the \
            backend's state picks it; and the app's words in a text field of a backend value it \
            copies (`MatchDisplayState(matchID: state.matchID, …, chaseLine: "Chase details to \
            follow")`, words with a space, not an id, key, type or code field; a value written \
            wholly in literals is the app's own data). An interpolation counts \
            when it reads a member (`state.target`) and its words are match words or the value is \
            a field of the backend's contract (the display state, a Live Activity's attributes or \
            content state) or, where no declaration says, named as a match number or state \
            (`runs`, `target`, `status`); the app's own words \
            around another backend value (`"Valid until \\(reward.expiry)"`, `"+\\(points) pts"`) are \
            client-side-formatting's to judge. Not a local such as a slider's value, and \
            not a value provenance finds the device holds (a widget's configured league, whose \
            every construction in the file passes the intent's choice). Not \
            flagged: a literal that only decorates one value (`"#\\(tag)"`, `"\\(rank)."`), a \
            count of what the view lists or an id (`"\\(fixtures.count) fixtures"`, `"ID: \\(match.id)"`), \
            names in a title whose words are not match words (`"\\(league.name) Live Scores"`), \
            a time zone (`"(GMT+8)"`), a match word in a sentence of twelve words or more \
            (a setting's help, onboarding: the app explaining itself), a static sample value in widget code (a preview's or the \
            gallery's, which preview-data-inline asks to move), a \
            strings-catalog key (`"match.summary.runs \\(count)"`, whose text lives in the \
            catalog), a placeholder that is `.hidden()` or `.redacted(…)`, a one- or \
            two-word heading (`"Toss"`, `"Batting"`, `"Score Summary"`), a section's heading whatever its words \
            (`Section { … } header: { Text("Shootout") }`, `Section("Overtime")`), a statistic's heading over a chart or a value \
            (`"Total Score"`, `"Average Score in Each Round"`), a column heading over the value it names (`Text("Won")` above `Text("\\(position.won)")`), a statistic's name with a \
            match word in it (`"Win Rate"`, `"Points won per game"`), one value with a unit after it \
            (`"\\(value)U"`), a StoreKit price or product name, an error's description, and \
            "live" naming a feed or the feature (`"live data"`, `"Live Activities"`, `"live alerts"`, `"live \
            scores"`, or in any phrase of three words or more: `"Live Bus Arrivals"`). A number makes a literal data only as a score or overs figure (`"187/5"`, \
            `"14.2"`, not a system's version: `"iOS 16.2"`), except in widget and Live Activity code, where any number standing as a \
            word does (`"6 balls left"`, not `"3v3"`), as do a three-letter team \
            code (`Text("IND")`, in a file naming ActivityConfiguration or ActivityViewContext: a \
            Live Activity's, not a home-screen widget's) and a literal passed as match data (`score: "327/4"`) outside \
            Preview Content and sample-data files, or a widget configuration intent's default (`init() { batter = \
            BatterEntity(name: "Virat Kohli", team: "IND") }`). The app's version (`"Version 1.0"`), a sentence to the fan \
            (`"Your points are added after full time."`), an empty state \
            (`"No upcoming games"`, `"Nothing live right now"`, not `"No result"`, but any words shown in an empty list's place: `if players.isEmpty { Label("No result", …) }`) and a screen's `.navigationTitle` are chrome; a fallback inside `if x != nil` never shows.
            """,
        triggering: examples.triggering + contractExamples.triggering + fallbackExamples.triggering + headingExamples.triggering,
        nonTriggering: examples.nonTriggering + contractExamples.nonTriggering + fallbackExamples.nonTriggering
            + headingExamples.nonTriggering) }

    let vocabulary: Set<String>
    let developerScreens: RolePatterns

    static let vocabularyOption = Option<[String]>(MatchVocabulary.option("vocabulary", MatchVocabulary.words,
        "Words (case-insensitive, whole words) that make a literal read like match data."))
    static let developerScreensOption = DeveloperScreens.option

    public init(options: RuleOptions) {
        vocabulary = Set(options[Self.vocabularyOption].map { $0.lowercased() })
        developerScreens = options[Self.developerScreensOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        if developerScreens.matches(context.rolePath) { return }
        for copy in CopyExtractor.strings(in: context) {
            guard case .swiftUI = copy.kind else { continue }
            let start = copy.stringStart
            guard !context.isInSampleData(start), !isPlaceholder(start, in: file), !isInDialog(start, in: file), !isControlTitle(start, in: file), !isInEmptyStateBranch(start, in: context),
                  !isSectionHeading(start, in: file),
                  backendFieldFallenBackFrom(start, in: context) == nil,
                  !(context.roles.contains(.widget) && isStaticSample(start, in: file) && !isShownDirectly(start, in: file)) else { continue }
            if let field = backendFieldShownInOtherBranch(start, in: context), !Self.isLoading(file.literalText(ofStringAt: start)) {
                findings.report(file, at: start, through: file.partner(of: start), Self.fallbackMessage(field))
                continue
            }
            guard readsLikeData(start, in: context) || isTeamCode(start, in: context) || isShownStatus(start, in: context) else { continue }
            findings.report(file, at: start, through: file.partner(of: start), Self.message)
        }
        checkFallbacks(in: context, into: &findings)
        checkConstants(in: context, into: &findings)
        checkReturnedLiterals(in: context, into: &findings)
        // `["lunch": "Lunch", "tea": "Tea"]` looked up by the backend's phase and shown: status words.
        for lookup in StateLookups.lookups(in: context) {
            for word in lookup.words where file.ownText(ofStringAt: word).contains(where: \.isLetter) {
                findings.report(file, at: word, through: file.partner(of: word), Self.message)
            }
        }
        checkWrittenMatchData(in: context, into: &findings)
        checkFilledBackendText(in: context, into: &findings)
    }

    /// `Text("Tail exposed")` in the branch a test of the backend's state takes: words, not a
    /// heading, in Text or Label (a button's label is chrome).
    private func isShownStatus(_ start: Int, in context: RuleContext) -> Bool {
        let file = context.file
        let text = file.ownText(ofStringAt: start)
        guard text.contains(where: \.isLetter), !ValueNames.isCatalogKey(text), !isHeading(text),
              let callee = file.enclosingCallees(of: start).first, file.isOne(callee, of: Self.statusCallees) else { return false }
        return isChosenByMatchState(start, in: context)
    }

    static let statusCallees = TokenWords(["Text", "Label"])

    /// `.alert("Reset scores?", …) { … } message: { Text("Each team score will be set to 0.") }`:
    /// the app asking about an action the fan took, not a status.
    private func isInDialog(_ start: Int, in file: SourceFile) -> Bool {
        guard file.shared("hardcoded-display-string.dialogs", { Self.dialogNeedles.contains { file.contains(bytes: $0) } }) else { return false }
        let tree = file.syntax
        // In the dialog's arguments or closures, not in the view it is attached to (`VStack { … }.alert(…)`).
        var inner = tree.node(atToken: start)
        for ancestor in tree.ancestors(inner) {
            if tree.kind(ancestor) == .call, tree.isNamed(ancestor, "alert") || tree.isNamed(ancestor, "confirmationDialog") {
                if tree.kind(inner) != .member { return true }
            }
            inner = ancestor
        }
        return false
    }

    static let dialogNeedles = [".alert(", ".confirmationDialog("].map { Array($0.utf8) }

    /// `Button("Start Live Game")`, `Toggle("Live scores", isOn: …)`: what a control does or
    /// sets, the app's own chrome, even when it names a match word.
    private func isControlTitle(_ start: Int, in file: SourceFile) -> Bool {
        if let paren = file.previousSignificant(before: start), file.kind(paren) == .openParen,
           let callee = file.callee(ofOpenParen: paren), file.isOne(callee, of: SwiftUIControls.names)
               || file.is(callee, "navigationTitle") && file.interpolationCount(ofStringAt: start) == 0 { return true }
        return file.isInControlLabel(start)
    }

    func readsLikeData(_ start: Int, in context: RuleContext) -> Bool {
        let file = context.file
        let text = file.ownText(ofStringAt: start)
        guard !ValueNames.isCatalogKey(text), !(file.interpolationCount(ofStringAt: start) == 0 && (isHeading(text) || Self.isAppChrome(text))) else { return false }
        // Words around a value read like match data when they are match words or the value is
        // a match figure (`"Need \(chase.runs) from \(chase.balls)"`); the app's own words around
        // a backend value (`"Valid until \(reward.expiry)"`) are client-side-formatting's.
        let interpolatesData = text.contains(where: \.isLetter) && interpolatesAMember(start, in: context)
            && !decoratesOneValue(start, in: file) && (mentionsMatch(text) || interpolatesMatchValue(start, in: context))
        // A match word in a long sentence (a permission request, onboarding, help) is the app
        // explaining itself: status and result lines are short.
        let explains = text.split(whereSeparator: \.isWhitespace).count >= Self.explanationWords
        return (interpolatesData || readsLikeFigure(text, in: context) || (mentionsMatch(text) && !explains)) && !captionsValueBeside(start, in: context)
    }

    /// A score or overs figure (`"187/5"`, `"14.2"`) anywhere; in widget and Live Activity code,
    /// which show data rather than prose, any number (`"6 balls left"`). Elsewhere a number in
    /// settings or help prose (`"Refreshes every 30 seconds"`, `"Top 5"`) is chrome.
    private func readsLikeFigure(_ text: String, in context: RuleContext) -> Bool {
        guard text.contains(where: \.isNumber), !Self.isTimeZoneLabel(text), !Self.namesSystemVersion(text) else { return false }
        // A number standing as a word (`"6 balls left"`), not one inside a name (`"3v3"`, `"T20"`).
        if context.roles.contains(.widget) {
            return text.split { !$0.isLetter && !$0.isNumber }.contains { word in word.allSatisfy(\.isNumber) }
        }
        let bytes = Array(text.utf8)
        for k in bytes.indices.dropFirst().dropLast() where bytes[k] == UInt8(ascii: "/") || bytes[k] == UInt8(ascii: ".") {
            if isDigit(bytes[k - 1]), isDigit(bytes[k + 1]) { return true }
        }
        return false
    }

    /// `"\(iob.rounded(toPlaces: 2).text)U"`, `"\(zoom) x"`: one value with a unit after it.
    private func decoratesOneValue(_ start: Int, in file: SourceFile) -> Bool {
        guard file.interpolationCount(ofStringAt: start) == 1, let first = file.nextSignificant(after: start),
              file.kind(first) == .interpolationStart, let close = file.partner(of: first), let end = file.partner(of: start) else { return false }
        var unit = ""
        for j in close + 1..<end where file.kind(j) == .stringText { unit += file.text(j) }
        let trimmed = unit.split(separator: " ", omittingEmptySubsequences: true)
        return trimmed.count <= 1 && (trimmed.first?.count ?? 0) <= 5 && !mentionsMatch(unit)
    }

    /// `private let delayNote = "Rain stopped play"` shown by `Text(delayNote)` or
    /// `Label(Self.delayNote, …)`: a literal the file names, given to SwiftUI by its name.
    private func checkConstants(in context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        var constants: [String: Int] = [:]
        for i in file.tokens.indices where file.kind(i) == .keyword && file.is(i, "let") {
            guard let name = file.nextSignificant(after: i), file.kind(name) == .identifier,
                  var equals = file.nextSignificant(after: name) else { continue }
            // `let delayNote: String = "…"`
            if file.kind(equals) == .colon, let type = file.nextSignificant(after: equals), file.is(type, "String"),
               let next = file.nextSignificant(after: type) { equals = next }
            guard file.is(equals, "="), let literal = file.nextSignificant(after: equals), file.kind(literal) == .stringStart,
                  let end = file.partner(of: literal), file.kind(after: end) != .dot, file.kind(after: end) != .operator else { continue }
            constants[file.text(name)] = literal
        }
        guard !constants.isEmpty else { return }
        for i in file.tokens.indices where file.kind(i) == .identifier {
            // Where it is shown first (token kinds), then which constant (a string per name).
            guard let start = shownBy(i, in: file), let literal = constants[file.text(i)],
                  !context.isInSampleData(i), !isPlaceholder(i, in: file), readsLikeData(literal, in: context) else { continue }
            findings.report(file, at: start, through: i, Self.message)
        }
    }

    /// The first token of `name` or `Self.name` when it is the first argument of `Text(…)`,
    /// `Label(…, systemImage:)`, `Button(…) { … }` or `.navigationTitle(…)`.
    func shownBy(_ name: Int, in file: SourceFile) -> Int? {
        var first = name
        if let dot = file.previousSignificant(before: name), file.kind(dot) == .dot,
           let owner = file.previousSignificant(before: dot), file.kind(owner) == .identifier || file.kind(owner) == .keyword,
           file.text(owner).first?.isUppercase == true {
            first = owner
        }
        guard let paren = file.previousSignificant(before: first), file.kind(paren) == .openParen,
              let callee = file.callee(ofOpenParen: paren), file.isOne(callee, of: CopyExtractor.swiftUICallees),
              file.isMemberAccess(callee) == file.is(callee, "navigationTitle"),
              let after = file.nextSignificant(after: name), file.kind(after) == .closeParen || file.kind(after) == .comma else { return nil }
        return first
    }

    /// `"Target \(state.target)"` interpolates a value read from data; `"\(value)pt"` a local.
    private func interpolatesAMember(_ start: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard let end = file.partner(of: start) else { return false }
        for j in file.interpolations(ofStringAt: start) {
            let close = file.partner(of: j) ?? end
            // `\(timerInterval: now...start)`, `\(date, style: .relative)`: the system's counting text.
            if (j + 1..<close).contains(where: { file.kind($0) == .identifier && file.kind(after: $0) == .colon
                && ClientSideFormatting.systemCounted.contains(file.text($0)) && file.enclosingOpener(of: $0) == j }) { continue }
            // A StoreKit price or localised copy is not match data.
            if let value = file.previousSignificant(before: close), value > j,
               file.isCopyOrPrice(valueEndingAt: value) || file.isErrorText(valueEndingAt: value) { continue }
            // The signed-in fan's own details (`"Hello, \(user.name)"`) are not match data.
            if readsTheUser(after: j, before: close, in: context) { continue }
            // What the device holds (the widget's configured league, a setting): not match data.
            if let value = file.previousSignificant(before: close), value > j, context.provenance(ofValueEndingAt: value).isDevice { continue }
            // A property read (`state.target`), not a method on a local (`value.roundedString()`),
            // a list's size (`"\(filteredFights.count) Fights"`, what the view lists) or an id
            // (`"ID: \(match.id)"`, a reference, not a figure).
            for k in j + 1..<close where file.kind(k) == .dot {
                if let before = file.previousSignificant(before: k), [.identifier, .closeParen, .closeBracket].contains(file.kind(before)),
                   before > j, let name = file.nextSignificant(after: k), file.kind(name) == .identifier,
                   file.kind(after: name) != .openParen, file.text(name) != "count", !ValueNames.isIdentifier(file.text(name)) {
                    return true
                }
            }
        }
        return false
    }

    /// `"\(state.homeTeam) v \(state.awayTeam)"`, `"\(chase.runs) to win"`: an interpolated
    /// field of the backend's contract (the display state, a Live Activity's attributes or
    /// content state), or, where no declaration says, a value named as a match number or state
    /// (the vocabulary of client-side-derivation and match-state-branching).
    private func interpolatesMatchValue(_ start: Int, in context: RuleContext) -> Bool {
        let file = context.file
        return file.interpolations(ofStringAt: start).contains { open in
            guard let close = file.partner(of: open), var value = file.previousSignificant(before: close), value > open else { return false }
            // The value's own name, not its receiver's (`result.pointsEarned` is no result); an
            // enum's raw value is its case's (`fight.status.rawValue`).
            if file.is(value, "rawValue"), let dot = file.previousSignificant(before: value), file.kind(dot) == .dot,
               let member = file.previousSignificant(before: dot), member > open {
                value = member
            }
            if file.kind(value) == .identifier, file.isOne(value, of: Self.matchFigures) { return true }
            let origin = context.provenance(ofValueEndingAt: value)
            // Where no declaration is reached, only the vocabulary above decides: app-fetched
            // values of every kind are read in views, and most are not the match's.
            guard case let (.backend, .backendField(owner, _)) = (origin.source, origin.reason) else { return false }
            return context.model.type(named: owner)?.isContract == true
        }
    }

    static let matchFigures = TokenWords(MatchVocabulary.numbers + MatchVocabulary.state)

    /// `"(GMT+8)"`, `"UTC-5"`: a clock's time zone, whose number is an offset, not a figure.
    static func isTimeZoneLabel(_ text: String) -> Bool {
        let letters = text.filter(\.isLetter)
        guard letters == "GMT" || letters == "UTC" else { return false }
        return text.contains("+") || text.contains("-") || text.contains("\u{2212}")
    }

    /// Names for the person using the app, and the types that hold them.
    static let userNames: Set<String> = ["user", "currentUser", "account", "profile", "me", "viewer", "fan", "member", "session"]

    private func readsTheUser(after open: Int, before close: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard let first = file.nextSignificant(after: open), first < close, file.kind(first) == .identifier else { return false }
        if Self.userNames.contains(file.text(first)) { return true }
        if case let .other(type) = context.origin(ofValueEndingAt: first) {
            return ["User", "Account", "Profile"].contains { type.simpleName.hasSuffix($0) }
        }
        if case let .backendValue(type) = context.origin(ofValueEndingAt: first) {
            return ["User", "Account", "Profile"].contains { type.hasSuffix($0) }
        }
        return false
    }

    /// `Text("00").redacted(reason: .placeholder)`, `Text("100%").hidden()`: a literal that
    /// only reserves space and is never read.
    func isPlaceholder(_ literal: Int, in file: SourceFile) -> Bool {
        guard let opener = file.enclosingOpener(of: literal), file.kind(opener) == .openParen,
              var end = file.partner(of: opener) else { return false }
        while let dot = file.nextSignificant(after: end), file.kind(dot) == .dot,
              let name = file.nextSignificant(after: dot), file.kind(name) == .identifier {
            if file.isOne(name, of: ["hidden", "redacted"]) { return true }
            end = name
            if let paren = file.nextSignificant(after: name), file.kind(paren) == .openParen, let close = file.partner(of: paren) {
                end = close
            }
        }
        return false
    }

    /// The literal's own text, without its interpolations: `"#\(tag.name)"` is just `#`, a value
    /// with a prefix rather than copy.
    private func mentionsMatch(_ text: String) -> Bool {
        let lowered = text.lowercased()
        // Ordinals stay words (`4th quarter`, `2nd innings`).
        var words = lowered.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        // "Live Activity" is the product's feature, "live data" a kind of feed: not a match being live.
        // "Live Scores" names the feature as a whole: neither word is a match's.
        // "Win Rate", "Serve Win %", "Points won per game": a statistic's name, a heading.
        let percentAfterWin = lowered.contains("win %") || lowered.contains("win%")
        words = words.indices.filter { k in
            // A match in play says "LIVE" or "Live now"; in a phrase of three words or more, "live"
            // describes the app's feed ("Live Bus Arrivals", "Auto-refreshing live arrivals", "Live
            // Near Me"), and a status there shows in its other words ("Live: 2nd innings").
            let featureLive = words[k] == "live" && (words.count >= 3 || k + 1 < words.count && Self.notAMatch.contains { words[k + 1].hasPrefix($0) })
            let featureScores = words[k] == "scores" && k > 0 && words[k - 1] == "live"
            let statistic = ["win", "won"].contains(words[k])
                && (k + 1 < words.count && Self.statisticNouns.contains(words[k + 1]) || k > 0 && Self.countedThings.contains(words[k - 1])
                    || percentAfterWin && words[k] == "win")
            return !featureLive && !featureScores && !statistic
        }.map { words[$0] }
        if words.contains(where: vocabulary.contains) { return true }
        return zip(words, words.dropFirst()).contains { vocabulary.contains("\($0) \($1)") }
    }

    /// Words after "win" that name a statistic (`Win Rate`), and things counted as won (`Points won`).
    static let statisticNouns: Set<String> = ["rate", "ratio", "percentage", "pct", "streak", "streaks", "probability", "chance", "record"]
    static let countedThings: Set<String> = ["points", "games", "sets", "legs", "frames", "rallies", "tosses", "serves", "matches", "tricks"]

    /// Words after "live" that make it a feature or a feed, not a match in play.
    static let notAMatch = ["activit", "data", "update", "feed", "stream", "photo", "preview", "text", "location", "tracking", "view", "scores",
                            "alert", "notification"]

    static let message = "This literal reads like match data; render the string the backend sends in the display state."
}
