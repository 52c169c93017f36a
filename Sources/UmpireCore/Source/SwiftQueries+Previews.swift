// Where SwiftUI preview code is: it runs only in Xcode's canvas, so rules about shipped
// screens (literal copy, spacing, colours, formatting, logging) leave it alone.

extension SourceFile {
    /// Token ranges of `#Preview` macros (with their trailing closures) and of types or
    /// extensions conforming to `PreviewProvider`, in source order. (A file under a `Preview
    /// Content` folder is preview code as a whole: `RuleContext.isInPreview` knows its path.)
    public func swiftPreviewRanges() -> [ClosedRange<Int>] {
        guard language == .swift, !tokens.isEmpty else { return [] }
        return memo.value("swiftPreviews") { computePreviewRanges() }
    }

    /// Whether token `i` lies in preview code the file itself marks as such.
    public func isInPreviewCode(_ i: Int) -> Bool {
        let ranges = swiftPreviewRanges()
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound < i { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].contains(i)
    }

    /// Whether token `i` lies in a timeline provider's `placeholder(in:)` or
    /// `getSnapshot`/`snapshot(for:in:)`: the sample entry the widget gallery and a redacted
    /// placeholder show, written as demo data. Shipped code (a print there still runs), so not
    /// preview code; rules about literal match data leave it alone.
    public func isInWidgetGallerySample(_ i: Int) -> Bool {
        guard language == .swift else { return false }
        return shared("widgetGallerySamples") { widgetGallerySamples() }.contains { $0.contains(i) }
    }

    private func widgetGallerySamples() -> [ClosedRange<Int>] {
        guard contains(bytes: Self.timelineProvider) else { return [] }
        let tree = syntax
        var ranges: [ClosedRange<Int>] = []
        for id in tree.nodes.indices where tree.kind(id) == .typeDeclaration {
            let inherited = tree.children(id).filter { tree.kind($0) == .type }
            guard inherited.contains(where: { tree.nameText($0).hasSuffix("TimelineProvider") }),
                  let body = tree.child(id, .block) else { continue }
            for member in tree.children(body) where tree.kind(member) == .function
                && Self.gallerySampleFunctions.contains(tree.nameText(member)) {
                ranges.append(Int(tree[member].first)...Int(tree[member].last))
            }
        }
        return ranges
    }

    private static let timelineProvider = Array("TimelineProvider".utf8)
    private static let gallerySampleFunctions: Set<String> = ["placeholder", "getSnapshot", "snapshot"]

    private func computePreviewRanges() -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for i in tokens.indices where tokens[i].kind == .directive && self.is(i, "#Preview") {
            ranges.append(i...previewMacroEnd(from: i))
        }
        for type in swiftTypeDeclarations() where any(type.inherited, is: "PreviewProvider") {
            if let close = type.bodyClose { ranges.append(type.keyword...close) }
        }
        if !ranges.isEmpty { ranges += previewOnlyMembers(outside: ranges) }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        // Merge nested or touching ranges so the binary search sees disjoint ones.
        var merged: [ClosedRange<Int>] = []
        for range in ranges {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// `fileprivate static var firstHalf: ContentState { … }` in an extension, named only by the
    /// file's previews (`#Preview(…, using: .preview) { … } contentStates: { .firstHalf }`): the
    /// previews' sample data, kept apart from them. A private static member anything else in the
    /// file names is the app's own.
    private func previewOnlyMembers(outside previews: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var found: [ClosedRange<Int>] = []
        for i in tokens.indices where tokens[i].kind == .keyword && self.is(i, "static") {
            guard let keyword = nextSignificant(after: i), self.is(keyword, "var") || self.is(keyword, "let"),
                  let name = nextSignificant(after: keyword), tokens[name].kind == .identifier,
                  let modifier = previousSignificant(before: i), self.is(modifier, "fileprivate") || self.is(modifier, "private"),
                  !previews.contains(where: { $0.contains(i) }) else { continue }
            let end = declarationEnd(after: name)
            // Named somewhere, and only inside the previews (or its own declaration).
            var used = false, elsewhere = false
            for j in occurrences(ofIdentifier: name) where j != name {
                if previews.contains(where: { $0.contains(j) }) { used = true } else if !(modifier...end).contains(j) { elsewhere = true; break }
            }
            if used, !elsewhere { found.append(modifier...end) }
        }
        return found
    }

    /// The last token of a property declared at `name`: its body's `}`, or the end of its
    /// initializer's line, brackets followed to their partners.
    private func declarationEnd(after name: Int) -> Int {
        var j = name + 1
        var last = name
        while j < tokens.count {
            let kind = tokens[j].kind
            if kind == .newline, last > name, !self.is(last, "="), !self.is(last, ":") { break }
            if kind == .openBrace, let close = partner(of: j), close > j, let before = previousSignificant(before: j),
               !self.is(before, "=") {
                // `{ … }` after the name or its type: the getter's body, and the declaration's end.
                return close
            }
            if let close = partner(of: j), close > j { last = close; j = close + 1; continue }
            if !kind.isTrivia { last = j }
            j += 1
        }
        return last
    }

    /// The last token of `#Preview(…) { … } label: { … }`.
    private func previewMacroEnd(from directive: Int) -> Int {
        var end = directive
        if let paren = nextSignificant(after: end), tokens[paren].kind == .openParen, let close = partner(of: paren) {
            end = close
        }
        guard let brace = nextSignificant(after: end), tokens[brace].kind == .openBrace, let close = partner(of: brace) else {
            return end
        }
        end = close
        // Further trailing closures: `contentStates: { … }`, `timeline: { … }`.
        while let label = nextSignificant(after: end), tokens[label].kind == .identifier,
              let colon = nextSignificant(after: label), tokens[colon].kind == .colon,
              let open = nextSignificant(after: colon), tokens[open].kind == .openBrace, let close = partner(of: open) {
            end = close
        }
        return end
    }
}

extension SourceFile {
    /// Whether token `i` lies in a `#if DEBUG` branch: code a release build never ships (a
    /// developer menu, a fake's sample text).
    public func isInDebugCode(_ i: Int) -> Bool {
        guard language == .swift else { return false }
        return memo.value("swiftDebugRanges") { computeDebugRanges() }.contains { $0.contains(i) }
    }

    private func computeDebugRanges() -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        // Each open `#if`: where its DEBUG branch started, if it is in one.
        var open: [Int?] = []
        for i in tokens.indices where tokens[i].kind == .directive {
            if self.is(i, "#if") {
                let condition = nextSignificant(after: i)
                open.append(condition.map { self.isIdentifier($0, "DEBUG") } == true ? i : nil)
            } else if self.is(i, "#elseif") || self.is(i, "#else") || self.is(i, "#endif"), !open.isEmpty {
                if let start = open[open.count - 1] { ranges.append(start...i) }
                if self.is(i, "#endif") { open.removeLast() } else { open[open.count - 1] = nil }
            }
        }
        return ranges
    }
}

extension RuleContext {
    /// Whether token `i` lies in preview code: a preview of the file's own, or anywhere in a
    /// file under a `Preview Content` folder (sample data for previews).
    public func isInPreview(_ i: Int) -> Bool {
        guard file.language == .swift else { return false }
        return isPreviewContent || file.isInPreviewCode(i)
    }

    /// Preview code, or the sample entry a widget's timeline provider gives the gallery.
    public func isInSampleData(_ i: Int) -> Bool {
        isInPreview(i) || file.isInWidgetGallerySample(i)
    }
}
