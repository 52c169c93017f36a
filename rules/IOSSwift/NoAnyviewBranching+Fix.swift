// no-anyview-branching's fix: a body of AnyView branches as a @ViewBuilder.

import UmpireCore
import UmpireRuleSupport

extension NoAnyviewBranching {
    /// A statement of a branching body the fix can rewrite.
    private enum Statement {
        /// `if … { } else if … { } else { }`: each block's braces, and whether it ends in `else`.
        case branches(start: Int, blocks: [(open: Int, close: Int)], hasElse: Bool)
        case switchBlock(open: Int, close: Int)
        /// `return AnyView(…)`: the keyword and the parentheses.
        case erased(keyword: Int, open: Int, close: Int)
    }

    /// The declaration as a @ViewBuilder returning `some View`, each `return AnyView(x)` as `x`
    /// (an early-return `if` followed by a last return as `if … else`), when the body is only
    /// such branches.
    @_optimize(none)
    func fix(_ body: Int, in context: RuleContext) -> Fix? {
        let file = context.file
        guard let close = file.partner(of: body), let keyword = declarationKeyword(of: body, in: file),
              let type = returnType(keyword, body: body, in: file), let statements = parse(body, close, scope: body, in: file),
              var edits = convert(statements, in: context) else { return nil }
        if let erased = type { edits.append(file.replacing(erased, with: "some View")) }
        let start = SwiftFixes.declarationStart(keyword, in: file)
        if !file.modifiers(before: keyword).contains(where: { file.is($0, "@ViewBuilder") }) {
            let attribute = SwiftFixes.startsLine(start, in: file) ? "@ViewBuilder\n" + file.indentation(ofLineWith: start) : "@ViewBuilder "
            edits.append(file.inserting(attribute, before: start))
        }
        return Fix("Use @ViewBuilder", .unsafe, edits: edits)
    }

    /// The `func` or `var` whose body is `body`; nil for a `get` or anything else.
    @_optimize(none)
    private func declarationKeyword(of body: Int, in file: SourceFile) -> Int? {
        var j = file.previousSignificant(before: body)
        var steps = 0
        while let k = j, steps < 60 {
            steps += 1
            if file.kind(k) == .keyword, file.isOne(k, of: ["func", "var"]) { return k }
            if [.openBrace, .closeBrace, .semicolon].contains(file.kind(k)) || file.is(k, "get") || file.is(k, "=") { return nil }
            j = (file.kind(k) == .closeParen || file.kind(k) == .closeBracket)
                ? file.partner(of: k).flatMap { file.previousSignificant(before: $0) }
                : file.previousSignificant(before: k)
        }
        return nil
    }

    /// The declared result: `.some(token)` for `AnyView` (to rewrite), `.some(nil)` for `some
    /// View`, nil for any other type.
    @_optimize(none)
    private func returnType(_ keyword: Int, body: Int, in file: SourceFile) -> Int?? {
        var j = file.nextSignificant(after: keyword)
        var marker: Int?
        while let k = j, k < body {
            if file.kind(k) == .openParen, let close = file.partner(of: k) { j = file.nextSignificant(after: close); continue }
            if file.is(k, "->") || (file.is(keyword, "var") && file.kind(k) == .colon) { marker = k; break }
            j = file.nextSignificant(after: k)
        }
        guard let arrow = marker, let first = file.nextSignificant(after: arrow) else { return nil }
        if file.isIdentifier(first, "AnyView"), file.nextSignificant(after: first) == body { return .some(first) }
        if file.is(first, "some"), let view = file.nextSignificant(after: first), file.isIdentifier(view, "View"),
           file.nextSignificant(after: view) == body { return .some(nil) }
        return nil
    }

    /// The statements between `from` and `to` whose brace or label is `scope`; nil when one is
    /// not an `if`, a `switch` or `return AnyView(…)`.
    @_optimize(none)
    private func parse(_ from: Int, _ to: Int, scope: Int, in file: SourceFile) -> [Statement]? {
        var result: [Statement] = []
        var next = file.nextSignificant(after: from)
        while let k = next, k < to {
            if file.is(k, "if") {
                var blocks: [(open: Int, close: Int)] = []
                var hasElse = false
                var condition = k
                while true {
                    guard let open = (condition + 1..<to).first(where: { file.kind($0) == .openBrace && file.enclosingOpener(of: $0) == scope }),
                          let close = file.partner(of: open) else { return nil }
                    blocks.append((open, close))
                    next = close
                    guard let elseWord = file.nextSignificant(after: close), elseWord < to, file.is(elseWord, "else"),
                          let after = file.nextSignificant(after: elseWord) else { break }
                    if file.is(after, "if") {
                        condition = after
                    } else if file.kind(after) == .openBrace, let end = file.partner(of: after) {
                        blocks.append((after, end))
                        hasElse = true
                        next = end
                        break
                    } else {
                        return nil
                    }
                }
                result.append(.branches(start: k, blocks: blocks, hasElse: hasElse))
            } else if file.is(k, "switch") {
                guard let open = (k + 1..<to).first(where: { file.kind($0) == .openBrace && file.enclosingOpener(of: $0) == scope }),
                      let close = file.partner(of: open) else { return nil }
                result.append(.switchBlock(open: open, close: close))
                next = close
            } else if file.is(k, "return") {
                guard let callee = file.nextSignificant(after: k), file.isIdentifier(callee, "AnyView"), file.kind(callee + 1) == .openParen,
                      file.firstArgumentLabel(ofOpenParen: callee + 1) == nil, let close = file.partner(of: callee + 1) else { return nil }
                result.append(.erased(keyword: k, open: callee + 1, close: close))
                next = close
            } else {
                return nil
            }
            next = next.flatMap { file.nextSignificant(after: $0) }
        }
        return result
    }

    /// The edits that turn the statements into a result builder's branches, or nil.
    @_optimize(none)
    private func convert(_ statements: [Statement], in context: RuleContext) -> [TextEdit]? {
        let file = context.file
        guard let last = statements.last else { return nil }
        if statements.count == 1 {
            switch last {
            case let .erased(keyword, open, close): return unwrap(keyword, open, close, in: context)
            case let .branches(_, blocks, hasElse): return hasElse ? convertBlocks(blocks, in: context) : nil
            case let .switchBlock(open, close): return convertSwitch(open, close, in: context)
            }
        }
        // `if a { return … }` `if b { return … }` `return …`: one chain ending in `else`.
        guard case let .erased(keyword, open, close) = last else { return nil }
        var edits: [TextEdit] = []
        var previousClose: Int?
        for statement in statements.dropLast() {
            guard case let .branches(start, blocks, false) = statement, let converted = convertBlocks(blocks, in: context) else { return nil }
            edits += converted
            if let before = previousClose {
                guard !SwiftFixes.hasComment(before..<start, in: file) else { return nil }
                edits.append(joining(before, start, in: file))
            }
            previousClose = blocks.last?.close
        }
        guard let before = previousClose, !SwiftFixes.hasComment(before..<keyword, in: file),
              let first = file.nextSignificant(after: open), let end = file.previousSignificant(before: close), first <= end,
              !SwiftFixes.hasComment(keyword..<first, in: file), !SwiftFixes.hasComment(end + 1..<close, in: file) else { return nil }
        guard isConcreteView(first, end, in: context) else { return nil }
        let view = file.text(from: file.tokens[first].start, to: file.tokens[end].end)
        if ownLine(before, in: file) {
            // `}` on its own line: `} else {`, the view one level in.
            let indent = file.indentation(ofLineWith: keyword)
            let unit = indentUnit(statements.dropLast().compactMap { statement -> Int? in
                if case let .branches(_, blocks, _) = statement { return blocks.last?.open }
                return nil
            }, indent: indent, in: file)
            // A view that began on the line after `AnyView(` is indented one level in already.
            let nextLine = (open + 1..<first).contains { file.kind($0) == .newline }
            let body = nextLine ? view : view.replacingOccurrences(of: "\n", with: "\n" + unit)
            edits.append(TextEdit(start: file.tokens[before].end, end: file.tokens[close].end,
                                  replacement: " else {\n" + indent + unit + body + "\n" + indent + "}"))
        } else {
            guard !view.contains("\n") else { return nil }
            edits.append(TextEdit(start: file.tokens[keyword].start, end: file.tokens[close].end, replacement: "else { " + view + " }"))
        }
        return edits
    }

    @_optimize(none)
    private func convertBlocks(_ blocks: [(open: Int, close: Int)], in context: RuleContext) -> [TextEdit]? {
        let file = context.file
        var edits: [TextEdit] = []
        for block in blocks {
            guard let statements = parse(block.open, block.close, scope: block.open, in: file),
                  let converted = convert(statements, in: context) else { return nil }
            edits += converted
        }
        return edits
    }

    /// Each `case …:` and `default:` body of a switch, converted.
    @_optimize(none)
    private func convertSwitch(_ open: Int, _ close: Int, in context: RuleContext) -> [TextEdit]? {
        let file = context.file
        let labels = (open + 1..<close).filter { k in
            file.enclosingOpener(of: k) == open && file.kind(k) == .keyword && file.isOne(k, of: ["case", "default"])
                && !(file.previousSignificant(before: k).map { file.isOne($0, of: ["if", "guard", "while", "for", ","]) } ?? false)
        }
        guard !labels.isEmpty else { return nil }
        var edits: [TextEdit] = []
        for (n, label) in labels.enumerated() {
            var end = close
            if n + 1 < labels.count {
                // `@unknown default:` starts at its attribute.
                end = labels[n + 1]
                if let attribute = file.previousSignificant(before: end), file.kind(attribute) == .attribute { end = attribute }
            }
            guard let colon = (label + 1..<end).first(where: { file.kind($0) == .colon && file.enclosingOpener(of: $0) == open }),
                  let statements = parse(colon, end, scope: open, in: file), let converted = convert(statements, in: context) else { return nil }
            edits += converted
        }
        return edits
    }

    /// `return AnyView(x)` as `x`: the keyword, `AnyView(` and `)` go.
    @_optimize(none)
    private func unwrap(_ keyword: Int, _ open: Int, _ close: Int, in context: RuleContext) -> [TextEdit]? {
        let file = context.file
        guard let first = file.nextSignificant(after: open), first < close, let last = file.previousSignificant(before: close),
              !SwiftFixes.hasComment(keyword..<first, in: file), !SwiftFixes.hasComment(last + 1..<close, in: file),
              !(open + 1..<first).contains(where: { file.kind($0) == .newline }),
              !(last + 1..<close).contains(where: { file.kind($0) == .newline }), isConcreteView(first, last, in: context) else { return nil }
        return [TextEdit(start: file.tokens[keyword].start, end: file.tokens[first].start, replacement: ""),
                TextEdit(start: file.tokens[last].end, end: file.tokens[close].end, replacement: "")]
    }

    /// Whether the view in tokens `first...last` certainly has a concrete type, which a result
    /// builder can take (an `any StoryView` needs its AnyView): a type's initializer with any
    /// modifiers (`LiveBadge()`, `VStack { … }.padding()`), or a name or call the file declares
    /// with a type that is not an existential (`preview`, `makeBadge()`), with modifiers only
    /// when that type is a view (`content.padding()` for `content: Content`).
    @_optimize(none)
    private func isConcreteView(_ first: Int, _ last: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard file.kind(first) == .identifier, let next = file.nextSignificant(after: first) else { return false }
        let name = file.text(first)
        if name.first?.isUppercase == true {
            return (file.kind(next) == .openParen || file.kind(next) == .openBrace) && context.model.type(named: name)?.kind != .protocol
        }
        // `name`, `name(…)`, and then modifiers or nothing.
        var head = first
        if next <= last, file.kind(next) == .openParen, let close = file.partner(of: next) { head = close }
        let chained = head < last
        if chained, file.kind(after: head) != .dot { return false }
        var found = false
        for k in file.occurrences(ofName: name) where k != first {
            guard let before = file.previousSignificant(before: k), let after = file.nextSignificant(after: k) else { continue }
            var type: Int?
            if file.isOne(before, of: ["var", "let"]) || file.kind(before) == .openParen || file.kind(before) == .comma
                || file.isIdentifier(before, "_") {
                guard file.kind(after) == .colon else { continue }
                type = file.nextSignificant(after: after)
            } else if file.is(before, "func"), let open = file.nextSignificant(after: after), file.kind(open) == .openParen,
                      let close = file.partner(of: open), let arrow = file.nextSignificant(after: close), file.is(arrow, "->") {
                type = file.nextSignificant(after: arrow)
            } else {
                continue
            }
            guard let t = type else { return false }
            if file.isOne(t, of: ["any", "Any", "AnyObject"]) { return false }
            if file.kind(t) == .identifier, context.model.type(named: file.text(t))?.kind == .protocol { return false }
            // Modifiers are a view's only when the name is one.
            if chained {
                let isView = (file.is(t, "some") && file.nextSignificant(after: t).map { file.isIdentifier($0, "View") } == true)
                    || file.isOne(t, of: ["Content", "AnyView"])
                if !isView { return false }
            }
            found = true
        }
        return found
    }

    /// `}` and the next `if` joined by `else`: on one line after a block that ends on its own
    /// line (`} else if`), else at the start of the `if`'s line (`else if … { … }`).
    @_optimize(none)
    private func joining(_ close: Int, _ start: Int, in file: SourceFile) -> TextEdit {
        ownLine(close, in: file)
            ? TextEdit(start: file.tokens[close].end, end: file.tokens[start].start, replacement: " else ")
            : file.inserting("else ", before: start)
    }

    /// Whether the `}` closes a block that spans lines (and so sits on its own line).
    @_optimize(none)
    private func ownLine(_ close: Int, in file: SourceFile) -> Bool {
        guard let open = file.partner(of: close) else { return false }
        return file.line(ofToken: open) != file.line(ofToken: close)
    }

    /// One indentation step, as the blocks' contents are indented past `indent` (four spaces
    /// when they do not show it).
    @_optimize(none)
    private func indentUnit(_ opens: [Int], indent: String, in file: SourceFile) -> String {
        for open in opens {
            guard let first = file.nextSignificant(after: open), file.line(ofToken: first) != file.line(ofToken: open)
            else { continue }
            let inner = file.indentation(ofLineWith: first)
            if inner.hasPrefix(indent), inner.count > indent.count { return String(inner.dropFirst(indent.count)) }
        }
        return "    "
    }
}
