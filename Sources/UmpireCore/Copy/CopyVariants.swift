// The texts one literal can show: `${hurt ? "hurt" : "out"}` is two sentences to a reader, not
// "retires {hurt}", so the review lists both.

extension SourceFile {
    /// The most texts a literal is spelled out into; later choices stay `{placeholders}`.
    static let maxCopyVariants = 4

    /// The string at `stringStart` as its readers see it, once per branch of each choice between
    /// two literals in its interpolations (`${n === 1 ? "run" : "runs"}`, `\(hurt ? "hurt" : "out")`),
    /// escapes resolved; one text when it has no such choice.
    public func readerVariants(ofStringAt stringStart: Int) -> [String] {
        guard let end = partner(of: stringStart) else { return [""] }
        var variants = [""]
        var j = stringStart + 1
        while j < end {
            switch tokens[j].kind {
            case .stringText:
                let piece = text(j)
                variants = variants.map { $0 + piece }
                j += 1
            case .interpolationStart:
                let close = partner(of: j) ?? end
                if let (yes, no) = literalChoice(in: j, close: close), variants.count * 2 <= Self.maxCopyVariants {
                    variants = variants.flatMap { [$0 + yes, $0 + no] }
                } else {
                    let name = "{\(placeholder(from: j + 1, to: close))}"
                    variants = variants.map { $0 + name }
                }
                j = close + 1
            default:
                j += 1
            }
        }
        let raw = bytes[tokens[stringStart].start.value] == UInt8(ascii: "#")
        var seen = Set<String>()
        return variants.map { raw || !$0.utf8.contains(UInt8(ascii: "\\")) ? $0 : Self.resolvingEscapes($0) }
            .filter { seen.insert($0).inserted }
    }

    /// An interpolation that is a choice between two literals (`cond ? "a" : "b"`): their texts.
    private func literalChoice(in open: Int, close: Int) -> (String, String)? {
        guard let last = previousSignificant(before: close), kind(last) == .stringEnd,
              let second = partner(of: last), let colon = previousSignificant(before: second),
              kind(colon) == .colon || self.is(colon, ":"), let firstEnd = previousSignificant(before: colon),
              kind(firstEnd) == .stringEnd, let first = partner(of: firstEnd),
              let question = previousSignificant(before: first), self.is(question, "?"),
              enclosingOpener(of: question) == open, question > open + 1 else { return nil }
        return (literalText(ofStringAt: first), literalText(ofStringAt: second))
    }
}
