// match-state-branching and grammar: `count == 1 ? "fan played" : "fans played"` or
// `isPlural ? "are" : "is"` agrees the words with a number; it chooses no words of its own.

import UmpireCore
import UmpireRuleSupport

extension MatchStateBranching {
    /// A ternary at `question` whose two results are literals differing only in one word's
    /// number (`vote`/`votes`, `match`/`matches`, `is`/`are`).
    func choosesInflection(ternaryAt question: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        let node = tree.node(atToken: question)
        guard let ternary = tree.kind(node) == .ternary ? node : tree.ancestors(node).first(where: { tree.kind($0) == .ternary }),
              let test = tree.firstChild(ternary), let yes = tree.nextSibling(test), let no = tree.nextSibling(yes),
              tree.kind(yes) == .string, tree.kind(no) == .string else { return false }
        let first = Self.words(file.ownText(ofStringAt: Int(tree[yes].first)))
        let second = Self.words(file.ownText(ofStringAt: Int(tree[no].first)))
        guard first.count == second.count, !first.isEmpty else { return false }
        let differing = zip(first, second).filter { $0 != $1 }
        guard differing.count == 1, let (a, b) = differing.first else { return false }
        return Self.inflects(a, b) || Self.inflects(b, a)
    }

    private static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init)
    }

    /// `plural` is `singular` in the plural, or the verb agreeing with it.
    private static func inflects(_ singular: String, _ plural: String) -> Bool {
        if plural == singular + "s" || plural == singular + "es" { return true }
        if singular.hasSuffix("y"), plural == singular.dropLast() + "ies" { return true }
        return verbPairs.contains { $0.0 == singular && $0.1 == plural }
    }

    private static let verbPairs = [("is", "are"), ("was", "were"), ("has", "have"), ("it", "they"), ("its", "their")]
}
