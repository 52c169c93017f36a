// Flags arithmetic on match numbers in views and widget code.

import UmpireCore
import UmpireRuleSupport

public struct ClientSideDerivation: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "client-side-derivation", area: .serverDrivenUI, languages: [.swift], roles: [.view, .viewModel, .widget],
        excludedRoles: [.test, .service], severity: .error,
        summary: "Arithmetic on match values in view, view model or widget code",
        rationale: """
            Run rates, runs needed and progress through the overs are display values: the \
            backend computes them once in buildDisplayState so the app, the widget and the Live \
            Activity agree, and a fix to the formula ships without an App Store release. A view \
            that divides runs by overs forks that logic onto every device.
            """,
        fix: "Add the derived value to the backend's display state and render it as sent.",
        options: [vocabularyOption.declaration],
        asks: """
            Does view, widget or view-model code work out a figure from the backend's match \
            numbers? An arithmetic operator (`+`, `-`, `*`, `/`, `%` and their assignments) with \
            an operand that provenance finds is a numeric field of a backend type, whatever its \
            name (`state.ballsFaced`, `context.state.runs`, a `ForEach` element's `runs`, a helper's \
            parameter its callers give one, even one named `count`), or a backend String turned \
            into a number (`Int(state.homeScore) ?? 0`), and not a length (`insets.left`, a font's `size`) or a list position or size (`count`, `indices`, an event's `sequence`, a local counted from a \
            list, a page's `offset` moved on); \
            `reduce(0, +)` over a chain that reads such numbers (`spells.map(\\.maidens)`); a \
            count of the backend's list filtered by a number (`batters.filter { $0.runs >= 50 \
            }.count`) or by a word or a kind it sends (`wickets.filter { $0.howOut == "bowled" }.count`, `balls.filter { $0.kind == .boundary && $0.over == over }.count`); and such a number given to `ProgressView(value:total:)` or \
            `Gauge(value:in:)` whose total or range does not end at 1. Not arithmetic on match \
            numbers: `+` joining text (a literal, `String(…)`, a value typed or named as text), an \
            index inside a subscript, a chart placed against its `max…`/`min…`, range or domain, \
            one operator on a GeometryReader value, a ratio the backend sends (a progress, share or percentage) scaled to \
            points by a constant inside `.frame`/`.offset`/`.position`/`.padding`, a value only written into a link, an SF \
            Symbol's name and preview code. One finding per expression.
            """,
        whenUnknown: """
            Where no declaration is reached for an operand, a member from the vocabulary (option \
            `vocabulary`: `runs`, `wickets`, `overs`, `runRate`, `target`…) counts as a match \
            number when it is read through a dot (`state.runs`, not a bare `runs`), reported with \
            the same error. Other unknown operands are left alone; a filtered count needs a list \
            the model shows is the backend's, and a `max…`/`min…` bound of unknown origin is taken \
            as a chart's scale, not flagged.
            """,
        limitations: """
            A figure inside an SF Symbol's name (`"\\(slot).circle.fill"`) and `+` on an untyped name \
            that says it holds text (`note + name`) are not arithmetic on match numbers. \
            Read in views, widgets and view models (an `ObservableObject`, or a file under \
            `ViewModels/` or `Presenters/`, or named `…ViewModel` or `…Presenter`): a view model preparing what a view shows is \
            the same fork of the backend's logic. A local worked out only to be written into a \
            link (read only in a query or path, or given to `URL(…)`) is a request's parameter, \
            not a figure. An operand is match data when the project model says it is a number of the backend's \
            display state, whatever its name (`state.ballsFaced`, `context.state.runs`, a \
            `ForEach` element's `runs`); where no declaration is found, a member from the \
            vocabulary (`state.runs`) counts. `reduce(0, +)` over such numbers is arithmetic too (a key path names the element's field: `spells.map(\\.maidens)`), and so is a count of the backend's \
            list filtered by a number (`runnersOn.filter { $0 >= 2 }.count`); \
            joining text with `+` is not (client-side-formatting judges it), whether the text is a \
            literal or a value the model knows is a String. A match number given to \
            `ProgressView(value:total:)` or `Gauge(value:in:)` is divided by the view too, unless \
            the range is `0...1` (a fraction the backend sends). Not arithmetic: placing a chart's marks \
            against its largest value, range or domain (`… / maxRuns * geo.size.height`), unless \
            that maximum is a limit the backend sends or a fixed number (`let maxBalls = 120`); one \
            found there as the largest of the plotted values (`let maxGap = entries.map(\\.gap).max() ?? 1`) \
            is the chart's scale, whatever the values' origin. The \
            view's own state, a local such as a gesture's \
            zoom `target`, a countdown against the device's clock (`kickoff - Date().timeIntervalSince1970`), \
            bits decoded (`(hex >> 16) & 0xFF`), the members of a model declared in a view's own file \
            (model-display-logic's), layout maths on sizes, offsets and counts of views (a bar's width from a \
            share, its complement, or a percentage `/ 100`, less a few points for a gap), lengths the backend \
            sends for a server-driven layout (`insets.left`, `option.topMargin`, a font's `size`) and \
            preview code are not flagged. One arithmetic expression is one finding, however many \
            operators it has.
            """,
        triggering: examples.triggering,
        nonTriggering: examples.nonTriggering) }

    let vocabulary: [String]

    static let vocabularyOption = Option<[String]>(MatchVocabulary.option("vocabulary", MatchVocabulary.numbers, "Names of match numbers the backend owns."))

    public init(options: RuleOptions) {
        vocabulary = options[Self.vocabularyOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        var reportedUpTo = -1
        for i in file.tokens.indices where file.kind(i) == .identifier && file.is(i, "reduce") {
            if let (start, end) = summedMatchNumbers(reduce: i, in: context), !context.isInPreview(i) {
                findings.report(file, at: start, through: end, Self.message(context.roles))
            }
        }
        for (start, end) in progressOverAppTotal(in: context) + thresholdCounts(in: context) {
            findings.report(file, at: start, through: end, Self.message(context.roles))
        }
        // One arithmetic chain holds many operators: its extent, whether it scales a chart and
        // whether it only feeds a link are found once per chain, so a long sum stays linear.
        var chain: (extent: ClosedRange<Int>, scalesToChart: Bool, feedsLink: Bool?)?
        for i in file.tokens.indices where file.kind(i) == .operator {
            // A view file that also declares a model (a row's Codable type): its views are judged,
            // the model's own members are model-display-logic's.
            guard file.isOne(i, of: Self.arithmeticOperators), !context.isInPreview(i), !isIndex(i, in: file), !context.isInBackendModelMember(i),
                  let left = file.previousSignificant(before: i), isOperandEnd(left, in: file),
                  let right = file.nextSignificant(after: i) else { continue }
            let leftStart = file.operandStart(endingAt: left)
            let rightEnd = file.operandEnd(startingAt: right)
            // `String(innings.runs) + "/"` joins text: client-side-formatting's to judge, not arithmetic.
            if file.is(i, "+") || file.is(i, "+="), isText(leftStart, in: file) || isText(right, in: file)
                || isTextValue(left, in: context) || isTextValue(rightEnd, in: context)
                || Self.isNamedAsText(left, in: file) || Self.isNamedAsText(rightEnd, in: file) { continue }
            // A chart scaled to the largest value it plots: layout, not a match figure.
            if chain.map({ !$0.extent.contains(leftStart) || !$0.extent.contains(rightEnd) }) ?? true {
                let extent = arithmeticExtent(leftStart...rightEnd, in: file)
                chain = (extent, scalesToChart(extent, in: context) || placesByLayout(extent, in: context), nil)
            }
            if chain?.scalesToChart == true { continue }
            // `offset += page.returnedCount`: a page's position moved on, not a figure.
            if file.isOne(i, of: ["+=", "-="]), leftStart == left, file.isOne(left, of: Self.positions) { continue }
            guard leftStart > reportedUpTo,
                  derivesFromMatchData(leftStart...left, in: context) || derivesFromMatchData(right...rightEnd, in: context) else { continue }
            // `kickoff - Date().timeIntervalSince1970`: a countdown against the device's clock,
            // the device's to work out; `(hex >> 16) & 0xFF` decodes a colour's channel.
            if context.provenance(ofValueEndingAt: left).reason == .clock || context.provenance(ofValueEndingAt: rightEnd).reason == .clock
                || decodesBits(chain?.extent ?? leftStart...rightEnd, in: file) { continue }
            if chain?.feedsLink == nil { chain?.feedsLink = context.feedsOnlyMachineText(valueAt: i) }
            if chain?.feedsLink == true || namesASymbol(i, in: file) { continue }
            findings.report(file, at: leftStart, through: rightEnd, Self.message(context.roles))
            // One finding per chain: `a + b + CGFloat(c + d)` is one value derived.
            reportedUpTo = max(rightEnd, chain?.extent.upperBound ?? rightEnd)
        }
    }

    /// `note + name` where no declaration gives a type: a name that says it holds text.
    static func isNamedAsText(_ end: Int, in file: SourceFile) -> Bool {
        guard file.kind(end) == .identifier else { return false }
        let name = file.text(end).lowercased()
        return ["name", "note", "title", "text", "label", "description", "message", "caption"].contains(where: name.hasSuffix)
    }

    /// `"\(battingIndex / 100).circle.fill"`: a figure inside an SF Symbol's name, an image.
    private func namesASymbol(_ op: Int, in file: SourceFile) -> Bool {
        guard let interpolation = file.openers(around: op).first(where: { file.kind($0) == .interpolationStart }),
              let string = file.enclosingOpener(of: interpolation), file.kind(string) == .stringStart else { return false }
        let own = file.ownText(ofStringAt: string)
        return own.hasPrefix(".") && own.count > 1 && own.allSatisfy { $0 == "." || ("a"..."z").contains($0) }
    }

    /// `state.batters.map(\.runs).reduce(0, +)`: an operator given to reduce over a chain that
    /// reads match numbers. The chain's first and last token, if so.
    private func summedMatchNumbers(reduce: Int, in context: RuleContext) -> (Int, Int)? {
        let file = context.file
        guard file.isMemberAccess(reduce), let paren = file.nextSignificant(after: reduce), file.kind(paren) == .openParen,
              let close = file.partner(of: paren), let initial = file.nextSignificant(after: paren), file.kind(initial) == .number,
              let comma = file.nextSignificant(after: initial), file.kind(comma) == .comma,
              let op = file.nextSignificant(after: comma), file.kind(op) == .operator, file.isOne(op, of: ["+", "*"]),
              file.nextSignificant(after: op) == close else { return nil }
        var start = file.operandStart(endingAt: close)
        // `stands.map { $0.runs }.reduce(0, +)`: the chain runs on past a trailing closure.
        let tree = file.syntax
        var call = tree.node(atToken: close)
        while let parent = tree.parent(call), Int(tree[parent].last) == close, [.call, .member].contains(tree.kind(parent)) { call = parent }
        if tree.kind(call) == .call { start = min(start, Int(tree[call].first)) }
        return derivesFromMatchData(start...reduce, in: context) ? (start, close) : nil
    }

    /// A string literal, or `String(…)` / `Text(…)` made from a value.
    private func isText(_ start: Int, in file: SourceFile) -> Bool {
        if file.kind(start) == .stringStart { return true }
        return file.kind(start) == .identifier && file.isOne(start, of: ["String", "Text"]) && !file.isMemberAccess(start)
            && file.kind(after: start) == .openParen
    }

    /// A value the project model knows is text (`galleryDetail.sizeType`, a `String` local).
    private func isTextValue(_ end: Int, in context: RuleContext) -> Bool {
        switch context.origin(ofValueEndingAt: end) {
        case let .backendMember(_, _, type?), let .other(type):
            return !type.isCollection && ["String", "Substring", "AttributedString", "Text", "Character"].contains(type.name)
        default:
            return false
        }
    }

    /// The whole arithmetic the operands at `range` belong to: `a * b / c` from `a * b`.
    private func arithmeticExtent(_ range: ClosedRange<Int>, in file: SourceFile) -> ClosedRange<Int> {
        var start = range.lowerBound, end = range.upperBound
        while true {
            while let op = file.previousSignificant(before: start), file.kind(op) == .operator, file.isOne(op, of: Self.arithmetic),
                  let left = file.previousSignificant(before: op), isOperandEnd(left, in: file) {
                start = file.operandStart(endingAt: left)
            }
            while let op = file.nextSignificant(after: end), file.kind(op) == .operator, file.isOne(op, of: Self.arithmetic),
                  let right = file.nextSignificant(after: op) {
                end = file.operandEnd(startingAt: right)
            }
            // `(a * 2) + (b * 3)`: a grouped term belongs to the sum around it, one value derived.
            guard let open = file.previousSignificant(before: start), file.kind(open) == .openParen,
                  file.callee(ofOpenParen: open) == nil, let close = file.nextSignificant(after: end), file.partner(of: open) == close
            else { return start...end }
            start = open
            end = close
        }
    }

    static let arithmetic = ["+", "-", "*", "/", "%"]

    /// `value.y / maxValue * geo.size.width`, `count / yDomain.upperBound`: an operand scaled by
    /// the chart's largest value, range or domain, which places a mark rather than derives a figure.
    private func scalesToChart(_ range: ClosedRange<Int>, in context: RuleContext) -> Bool {
        let file = context.file
        return range.contains { k in
            guard file.kind(k) == .identifier else { return false }
            let name = file.text(k)
            for prefix in ["max", "min"] where name.hasPrefix(prefix) {
                guard name.count == prefix.count || name.dropFirst(prefix.count).first?.isUppercase == true,
                      file.kind(after: k) != .openParen else { continue }
                // The largest of the values it plots, found here (`let maxGap = entries.map(\.gap).max() ?? 1`):
                // the chart's scale, whatever the values' origin.
                if isLargestOfValues(named: name, before: k, in: file) { return true }
                // A limit the backend sends (`innings.maxBalls`) or a fixed one (`let maxBalls = 120`)
                // makes a fraction of the match, not a chart's largest plotted value.
                let origin = context.provenance(ofValueEndingAt: k)
                return !(origin.isBackend || origin.reason == .literal || origin.reason == .appConstant)
            }
            return ["Range", "Domain", "Scale", "upperBound", "lowerBound"].contains { name.hasSuffix($0) }
        }
    }

    /// `proxy.size.width * state.progress`, `CGFloat(index) * 8`: a value scaled by the view's
    /// geometry or a row's position places something on screen; the figure itself is the backend's.
    /// A local bound, before `use`, to the largest of a collection (`….max()`, `max(…)`).
    private func isLargestOfValues(named name: String, before use: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        guard let binding = tree.bindings(named: name).last(where: { Int(tree[$0].name) < use }),
              let value = tree.children(binding).first(where: { tree.kind($0) != .type }) else { return false }
        return tree.text(value).contains("max(")
    }

    private func placesByLayout(_ range: ClosedRange<Int>, in context: RuleContext) -> Bool {
        let file = context.file
        if scalesRatioIntoPoints(range, in: file) { return true }
        // One operator only: `proxy.size.width * CGFloat(state.overs) / 20` also divides overs.
        // The other side of a bar (`width * (1 - leftShare)`) is the same fraction's complement,
        // and `/ 100` reads a percentage the backend sends as the fraction it is.
        // A few points added or taken for a gap (`geo.size.width * homeFraction - 2`) still places by layout.
        guard range.filter({ file.kind($0) == .operator && file.isOne($0, of: Self.arithmetic) && !isComplement($0, in: file)
                                 && !isPercentToFraction($0, in: file) && !isPointsOffset($0, in: file) }).count == 1
        else { return false }
        return range.contains { k in
            file.kind(k) == .identifier && file.kind(after: k) != .dot && file.kind(after: k) != .openParen
                && context.provenance(ofValueEndingAt: k).reason == .layout
        }
    }

    /// `… - 2`, `… + 4`: a constant offset in points.
    private func isPointsOffset(_ op: Int, in file: SourceFile) -> Bool {
        guard file.is(op, "+") || file.is(op, "-"), let number = file.nextSignificant(after: op), file.kind(number) == .number,
              file.nextSignificant(after: number).map({ file.kind($0) != .operator }) ?? true else { return false }
        return true
    }

    /// Shifts, or a hexadecimal mask: bits decoded (a colour's channels), not match figures.
    private func decodesBits(_ range: ClosedRange<Int>, in file: SourceFile) -> Bool {
        range.contains { k in
            file.kind(k) == .operator && file.isOne(k, of: [">>", "<<"]) || file.kind(k) == .number && file.text(k).hasPrefix("0x")
        }
    }

    /// `… / 100`: a percentage read as a fraction.
    private func isPercentToFraction(_ slash: Int, in file: SourceFile) -> Bool {
        guard file.is(slash, "/"), let hundred = file.nextSignificant(after: slash), file.kind(hundred) == .number else { return false }
        return ["100", "100.0"].contains(file.text(hundred))
    }

    /// The `-` of `(1 - share)`: one minus a name, alone in its parentheses.
    private func isComplement(_ minus: Int, in file: SourceFile) -> Bool {
        guard file.is(minus, "-"), let one = file.previousSignificant(before: minus), file.kind(one) == .number,
              ["1", "1.0"].contains(file.text(one)), let open = file.previousSignificant(before: one), file.kind(open) == .openParen,
              file.callee(ofOpenParen: open) == nil, let name = file.nextSignificant(after: minus), file.kind(name) == .identifier,
              let close = file.nextSignificant(after: name) else { return false }
        return close == file.partner(of: open)
    }

    /// Built once: asked of every operator of every Swift file.
    static let arithmeticOperators = TokenWords(["+", "-", "*", "/", "%", "+=", "-=", "*=", "/="])

    private func isOperandEnd(_ k: Int, in file: SourceFile) -> Bool {
        switch file.kind(k) {
        case .identifier, .number, .closeParen, .closeBracket: true
        default: false
        }
    }

    /// Whether an operand holds a number of the backend's data: by the project model (a
    /// numeric member of a backend type, whatever its name), else by the vocabulary.
    func derivesFromMatchData(_ range: ClosedRange<Int>, in context: RuleContext) -> Bool {
        let file = context.file
        return range.contains { k in
            guard file.kind(k) == .identifier, file.kind(after: k) != .openParen, file.kind(after: k) != .dot else { return false }
            // `games.count - 1` is a list position; a parameter named `count` that its callers
            // give a backend number (`foulRow(count: game.homeFouls)`) is that number.
            if file.isOne(k, of: Self.positions), file.isMemberAccess(k) || !standsForNumberField(k, in: context) { return false }
            switch context.origin(ofValueEndingAt: k) {
            case let .backendMember(owner, member, type):
                // `let covered = tokens.filter { … }.count`: how many items a list holds, not a match figure.
                if owner.isEmpty, countsAList(k, in: context) { return false }
                return !ValueNames.isDimension(member, owner: owner) && !isLength(k, in: context)
                    && (type.map { isNumber($0, convertedAt: k, in: file) } ?? true)
            case .localState, .other, .backendValue:
                return false
            case .unknown:
                return file.isOne(k, of: vocabulary) && file.isMemberAccess(k)
            }
        }
    }

    /// A value worked out from a backend list rather than a number field: its size.
    private func countsAList(_ k: Int, in context: RuleContext) -> Bool {
        let found = context.provenance(ofValueEndingAt: k)
        guard found.evidence >= 0, found.type?.name == "Int", !(found.type?.isCollection ?? false) else { return false }
        return context.provenance(of: found.evidence).type?.isCollection ?? false
    }

    private func standsForNumberField(_ k: Int, in context: RuleContext) -> Bool {
        let evidence = context.provenance(ofValueEndingAt: k).evidence
        guard evidence >= 0 else { return false }
        let shown = context.provenance(of: evidence)
        // Given `event.sequence`, a `sequence` parameter is still a place in the list.
        guard case let .backendField(_, member) = shown.reason, let type = shown.type,
              !Self.positionNames.contains(member) else { return false }
        return Self.numberTypes.contains(type.name) && !type.isCollection
    }

    /// A number, or a backend String turned into one (`Int(state.homeScore) ?? 0`): the score
    /// the Live Activity sends as text is still a match number once converted.
    private func isNumber(_ type: TypeShape, convertedAt k: Int, in file: SourceFile) -> Bool {
        guard !type.isCollection else { return false }
        if Self.numberTypes.contains(type.name) { return true }
        guard type.name == "String", let paren = file.enclosingOpener(of: k), file.kind(paren) == .openParen,
              file.nextSignificant(after: k) == file.partner(of: paren),
              let callee = file.callee(ofOpenParen: paren), !file.isMemberAccess(callee) else { return false }
        return Self.numberTypes.contains(file.text(callee))
    }

    /// `insets.left`, `option.topMargin`, `borderHeight` (a local made from a border's `width`):
    /// a length the backend sends for a server-driven layout, or one worked out from it.
    private func isLength(_ k: Int, in context: RuleContext) -> Bool {
        if ValueNames.isDimension(context.file.text(k)) { return true }
        // `insets.top + insets.bottom`, `CGFloat(border.width) * 2`: computed from the field
        // the evidence names.
        let evidence = context.provenance(ofValueEndingAt: k).evidence
        guard evidence >= 0, case let .backendField(owner, member) = context.provenance(of: evidence).reason else { return false }
        return ValueNames.isDimension(member, owner: owner)
    }

    /// A list's size and positions (`trains.count - 1`): where an item sits, not a match figure.
    static let positionNames = ["count", "endIndex", "startIndex", "indices", "offset", "sequence"]
    static let positions = TokenWords(positionNames)

    /// `trains[trains.count - 1]`, `balls[index + 1]`: arithmetic that picks an item.
    private func isIndex(_ i: Int, in file: SourceFile) -> Bool {
        guard let opener = file.enclosingOpener(of: i), file.kind(opener) == .openBracket,
              let before = file.previousSignificant(before: opener) else { return false }
        return [.identifier, .closeParen, .closeBracket].contains(file.kind(before)) && file.tokens[before].end == file.tokens[opener].start
    }

    @_optimize(none) static var promoBlock: Example.Companion { Example.Companion(path: "ios/CricketApp/Models/PromoBlock.swift", code: """
        struct PromoBlock: Codable, Hashable, Sendable {
            struct Insets: Codable, Hashable, Sendable {
                let left: Double
                let right: Double
            }
            let headline: String
            let insets: Insets
            let topMargin: Double
            let borderWidth: Double
        }
        """) }

    static let numberTypes: Set<String> = ["Int", "Double", "Float", "CGFloat", "Decimal", "Int32", "Int64", "UInt"]

    static let message = "This view derives a value from match numbers; send it from buildDisplayState and render it as-is."

    /// The message, naming a view model where the code is one.
    static func message(_ roles: FileRoles) -> String {
        roles.contains(.viewModel) && roles.isDisjoint(with: [.view, .widget])
            ? "This view model derives a value from match numbers; send it from buildDisplayState and show it as-is." : message
    }
}
