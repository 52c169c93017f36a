// What client-side-formatting formats: the values of a format call, an interpolation or a
// joined string, judged by the project model.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    /// What a formatting site formats, as provenance tells.
    enum Values: Equatable {
        /// Some value is the backend's data: the formatting belongs in buildDisplayState.
        case backend
        /// Every value is the device's own: a literal, the clock, the view's @State, an app
        /// constant, device information.
        case local
        /// No declaration says where a value comes from: app and widget code formats what it
        /// was given to show, so the site decides (the rule's documented default).
        case unknown
    }

    /// Judges the values whose expressions end at `ends` by their provenance.
    func judge(_ ends: [Int], in context: RuleContext) -> Values {
        let file = context.file
        let origins = ends.map { context.provenance(ofValueEndingAt: $0) }
        if origins.contains(where: \.isBackend) { return .backend }
        // An error's domain, code or description says what went wrong, not what the match is.
        if !ends.isEmpty, ends.allSatisfy({ file.isErrorText(valueEndingAt: $0) || Self.isErrorValue($0, in: file) }) { return .local }
        return !origins.isEmpty && !origins.contains(where: Self.isUndeclared) ? .local : .unknown
    }

    /// No declaration reached at all: not the device's, and no type written for it (a value
    /// declared `Int` or as the app's own type is not taken for the backend's).
    static func isUndeclared(_ origin: Provenance) -> Bool {
        origin.source == .unknown && origin.reason == .none
    }

    /// `nsError.code`, `urlError.domain`: a member of a value named for an error.
    static func isErrorValue(_ end: Int, in file: SourceFile) -> Bool {
        let start = file.operandStart(endingAt: end)
        guard file.kind(start) == .identifier else { return false }
        return file.text(start).lowercased().hasSuffix("error")
    }

    /// The last token of each top-level argument in `open…close`, from the `skip`th on,
    /// leaving out labelled plumbing (`locale:`, `arguments:`).
    func argumentEnds(_ open: Int, skip: Int, in file: SourceFile) -> [Int] {
        guard let close = file.partner(of: open) else { return [] }
        var ends: [Int] = []
        var index = 0
        var last: Int?
        var labelled = false
        var k = file.nextSignificant(after: open)
        while let t = k, t <= close {
            if t == close || (file.kind(t) == .comma && file.enclosingOpener(of: t) == open) {
                if let end = last, index >= skip, !labelled { ends.append(end) }
                index += 1
                last = nil
                labelled = false
            } else {
                if last == nil, file.kind(t) == .identifier, file.kind(after: t) == .colon { labelled = true }
                last = t
                if let partner = file.partner(of: t), partner > t { k = file.nextSignificant(after: partner); last = partner; continue }
            }
            k = file.nextSignificant(after: t)
        }
        return ends
    }

    /// The last token of each value interpolated into the string at `i` (`\(a) / \(b)`), or of
    /// the value before a specifier (`\(rate, specifier: "%.1f")`).
    func interpolatedEnds(ofStringAt i: Int, in file: SourceFile) -> [Int] {
        var ends: [Int] = []
        for j in file.interpolations(ofStringAt: i) {
            if let value = valueEnd(inInterpolation: j, in: file) { ends.append(value) }
        }
        return ends
    }

    /// The last token of the first expression in the interpolation opened at `open`.
    func valueEnd(inInterpolation open: Int, in file: SourceFile) -> Int? {
        guard let close = file.partner(of: open) else { return nil }
        var last: Int?
        var k = file.nextSignificant(after: open)
        while let t = k, t < close {
            if file.kind(t) == .comma, file.enclosingOpener(of: t) == open { break }
            last = t
            if let partner = file.partner(of: t), partner > t { last = partner; k = file.nextSignificant(after: partner); continue }
            k = file.nextSignificant(after: t)
        }
        return last
    }

    /// `format: .currency(code:)`: money (StoreKit prices), never match data; `format: .number`
    /// alone on a value not known to be fractional: one count shown with grouping, not a
    /// derived figure.
    /// `format: .relative(presentation: .named)`: "5 min ago", worked out against the device's
    /// clock, as `style: .relative` is; no text the backend sends stays true a minute later.
    func isRelativeStyle(afterLabel label: Int, in file: SourceFile) -> Bool {
        guard let colon = file.nextSignificant(after: label), let dot = file.nextSignificant(after: colon),
              file.kind(dot) == .dot, let style = file.nextSignificant(after: dot) else { return false }
        return file.is(style, "relative")
    }

    func isHarmlessFormatStyle(afterLabel label: Int, value: Int?, in context: RuleContext) -> Bool {
        let file = context.file
        guard let colon = file.nextSignificant(after: label), let dot = file.nextSignificant(after: colon),
              file.kind(dot) == .dot, let style = file.nextSignificant(after: dot) else { return false }
        // Money the app prices (a StoreKit product) is its own; a dividend or prize the backend
        // sends (`Text(result.winDividend, format: .currency(code: "GBP"))`) is formatted on the device.
        if file.is(style, "currency") { return !(value.map { context.provenance(ofValueEndingAt: $0).isBackend } ?? false) }
        if isRelativeStyle(afterLabel: label, in: file) { return true }
        guard file.is(style, "number"), file.kind(after: style) != .dot else { return false }
        let type: TypeShape?
        let origin = value.map { context.provenance(ofValueEndingAt: $0) }
        // A backend figure formatted with `.number` is the backend's to format.
        if origin?.isBackend == true { return false }
        type = origin?.type
        return !["Double", "Float", "CGFloat", "Decimal"].contains(type?.name ?? "")
    }
}
