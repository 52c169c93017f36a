// Copy a module imports from its *.messages files: a function that returns it returns copy,
// so a literal it returns beside it is copy written inline; and what the module's builders are
// given to fill in is shown inside that copy.

import UmpireCore
import UmpireRuleSupport

extension InlineCopy {
    /// The local names a file imports from its *.messages modules, with each module's file name
    /// (`import { scheduleMessages as s } from "../messages/schedule.messages.js"`: s → schedule.messages.ts).
    static func copyImports(in tree: SyntaxTree) -> [String: String] {
        // Most modules import none: the file's bytes are asked before its imports are read.
        guard tree.file.contains(bytes: Self.messagesWord) else { return [:] }
        return tree.file.importedNames().filter { $0.value.contains(".messages") }.mapValues { $0.replacingOccurrences(of: ".js", with: ".ts") }
    }

    private static let messagesWord = Array(".messages".utf8)

    /// The name a call or member chain starts from (`s.followingThen(n)` → s, `notBefore(x)` → notBefore).
    static func rootName(of value: SyntaxID, in tree: SyntaxTree) -> String? {
        var node = value
        while [.call, .member].contains(tree.kind(node)), let first = tree.firstChild(node) { node = first }
        return tree.kind(node) == .name && node != value ? tree.nameText(node) : nil
    }

    /// `alertMessages.nonRunner.body(withdrawnReason(code), …)`: the words a helper returns, and
    /// `const lengths = winner.beatenText ?? "a distance"` handed in by name, are shown inside the
    /// module's copy. The helper is a source (its returns are reported in the project check),
    /// the local's prose literals are recorded here.
    func filledIntoCopy(in context: RuleContext, imports: [String: String], into facts: inout Facts) {
        guard !imports.isEmpty else { return }
        let tree = context.file.syntax
        for call in tree.descendants(tree.root) where tree.kind(call) == .call {
            guard let callee = tree.firstChild(call), tree.kind(callee) == .member,
                  let root = Self.rootName(of: callee, in: tree), imports[root] != nil else { continue }
            let builder = tree.text(callee)
            var inPlace: [Int] = []
            for argument in tree.children(call).dropFirst() {
                guard let value = tree.kind(argument) == .argument ? tree.firstChild(argument) : argument else { continue }
                if tree.kind(value) == .call, let helper = tree.firstChild(value), tree.kind(helper) == .name {
                    facts.sources[tree.nameText(value)] = facts.sources[tree.nameText(value)] ?? builder
                } else if tree.kind(value) == .name, let local = localValue(named: tree.nameText(value), before: call, in: tree) {
                    for literal in onePerLine(proseLiterals(local, in: context), in: context.file) {
                        facts.filled.append((ProjectAnchor(context, at: literal, identity: "filled-copy"), builder))
                    }
                } else if Self.writesWordsInPlace(value, in: tree) {
                    // `s.postponedBody(detail?.reason ?? "Weather", …)`: the words written in the call.
                    inPlace += proseLiterals(value, in: context)
                }
            }
            for literal in onePerLine(inPlace, in: context.file) {
                facts.filled.append((ProjectAnchor(context, at: literal, identity: "filled-copy"), builder))
            }
        }
    }

    /// A literal, a fallback (`??`, `||`) or a ternary written as a builder's argument.
    private static func writesWordsInPlace(_ value: SyntaxID, in tree: SyntaxTree) -> Bool {
        switch tree.kind(value) {
        case .string, .ternary: true
        case .binary: ["??", "||"].contains(tree.nameText(value))
        default: false
        }
    }

    /// The value of the `const` or `let` of that name declared before `use` in the same function.
    private func localValue(named name: String, before use: SyntaxID, in tree: SyntaxTree) -> SyntaxID? {
        tree.bindings(named: name).last { binding in
            Int(tree[binding].last) < Int(tree[use].first)
                && tree.ancestors(binding).first { [.function, .closure].contains(tree.kind($0)) } == tree.ancestors(use).first { [.function, .closure].contains(tree.kind($0)) }
        }.flatMap { binding in tree.children(binding).first { tree.kind($0) != .type } }
    }
}
