// apns-push-type's fixes (the push type set to liveactivity, the topic given its suffix) and the topic readers they share.

import UmpireCore
import UmpireRuleSupport

extension ApnsPushType {

    /// The value, when it is one literal (`"alert"`) or one name (`BUNDLE_ID`) and nothing else.
    private func single(_ value: ClosedRange<Int>, in file: SourceFile) -> Int? {
        let first = value.lowerBound
        if file.kind(first) == .stringStart, file.partner(of: first) == value.upperBound { return first }
        if value.count == 1, file.kind(first) == .identifier { return first }
        return nil
    }

    /// `"liveactivity"` in place of the literal, in its quotes, or of the constant at this use.
    @_optimize(none)
    func pushTypeFix(_ value: ClosedRange<Int>, literal: Int, in file: SourceFile) -> Fix? {
        guard let only = single(value, in: file) else { return nil }
        let quote = file.kind(only) == .stringStart ? file.text(only) : "\""
        return Fix("Set apns-push-type to liveactivity", .unsafe,
                   edits: [file.replacing(only, through: file.partner(of: only) ?? only, with: quote + "liveactivity" + quote)])
    }

    /// The suffix added in the literal (or `.push-type` before its `.liveactivity`), or the
    /// constant wrapped at this use: `` `${BUNDLE_ID}.push-type.liveactivity` ``.
    @_optimize(none)
    func topicFix(_ value: ClosedRange<Int>, literal: Int, text: String, in file: SourceFile) -> Fix? {
        guard let only = single(value, in: file), !text.contains("push-type") else { return nil }
        let title = "Add .push-type.liveactivity to the topic"
        if file.kind(only) == .identifier {
            guard !text.hasSuffix(".liveactivity") else { return nil }
            return Fix(title, .unsafe, edits: [file.replacing(only, with: "`${" + file.text(only) + "}" + Self.suffix + "`")])
        }
        // The literal's source must read as its text, so offsets in one are offsets in the other.
        guard let close = file.partner(of: only),
              !file.text(from: file.tokens[only].start, to: file.tokens[close].end).contains("\\") else { return nil }
        if text.hasSuffix(".liveactivity") {
            let at = file.tokens[close].start - ".liveactivity".utf8.count
            return Fix(title, .unsafe, edits: [TextEdit(start: at, end: at, replacement: ".push-type")])
        }
        guard !text.contains("liveactivity") else { return nil }
        return Fix(title, .unsafe, edits: [file.inserting(Self.suffix, before: close)])
    }

    /// String and template literals at the value's own level, with their reader's text.
    /// The last name of a value that is a name or a member chain named for the bundle id and
    /// nothing else (`config.bundleId`, `BUNDLE_ID`, `process.env.APNS_BUNDLE_ID`).
    func bundleIdName(_ value: ClosedRange<Int>, _ file: SourceFile) -> Int? {
        let significant = value.filter { !file.kind($0).isTrivia }
        guard let last = significant.last, file.kind(last) == .identifier,
              significant.allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .dot }) else { return nil }
        let name = file.text(last).lowercased().filter { $0 != "_" }
        return name.hasSuffix("bundleid") ? last : nil
    }

    /// `` `${BUNDLE_ID}` ``: a template that is one bundle id interpolation and nothing else.
    func isBareInterpolation(_ start: Int, _ file: SourceFile) -> Bool {
        let own = file.ownTokens(ofStringAt: start)
        guard own.count == 1, file.kind(own[0]) == .interpolationStart else { return false }
        return file.literalText(ofStringAt: start).lowercased().contains("bundle")
    }
}
