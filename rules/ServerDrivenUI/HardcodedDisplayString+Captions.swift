// A column heading in a stats grid: `VStack { Text("Won"); Text("\(position.won)") }` names the
// value shown under it, a designer's label, not a result the app decided.

import UmpireCore
import UmpireRuleSupport

extension HardcodedDisplayString {
    /// A literal of one or two words, in a Text whose next sibling view shows a value named as
    /// the literal is (`"Won"` over `position.won`, `"Drawn"` over `position.draw`).
    func captionsValueBeside(_ start: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard file.interpolationCount(ofStringAt: start) == 0 else { return false }
        let words = file.ownText(ofStringAt: start).lowercased().split { !$0.isLetter }
        guard (1...2).contains(words.count), let last = words.last.map({ Words.stem(String($0)) }), last.count >= 3 else { return false }
        let tree = file.syntax
        guard var view = tree.ancestors(tree.node(atToken: start)).first(where: { tree.kind($0) == .call && tree.isNamed($0, "Text") }) else {
            return false
        }
        // Past its modifiers (`.font(.caption).foregroundStyle(…)`) to the statement it is.
        while let parent = tree.parent(view), [.member, .call].contains(tree.kind(parent)), tree.firstChild(parent) == view { view = parent }
        guard let next = tree.nextSibling(view) else { return false }
        return ([next] + Array(tree.descendants(next))).contains { id in
            guard [.member, .name].contains(tree.kind(id)), let word = Words.split(identifier: tree.nameText(id)).last else { return false }
            let named = Words.stem(word.lowercased())
            return named.count >= 3 && (named.hasPrefix(last) || last.hasPrefix(named))
        }
    }
}
