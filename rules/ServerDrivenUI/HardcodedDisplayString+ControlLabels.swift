// What a list shows when it is empty: the app's chrome. (A control's own name written in a
// closure, its `label:`, is SourceFile.isInControlLabel's.)

import UmpireCore
import UmpireRuleSupport

extension HardcodedDisplayString {
    /// `if players.isEmpty { Label("No result", systemImage: "magnifyingglass") }`: what an empty
    /// list shows in its place, the app's empty state, whatever its words. Not an empty string of
    /// the backend's (`display.clock.isEmpty`), which is the match's state.
    func isInEmptyStateBranch(_ start: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard file.shared("hardcoded-display-string.isEmpty", { file.contains(bytes: Self.isEmptyNeedle) }) else { return false }
        let tree = file.syntax
        var inner = tree.node(atToken: start)
        for ancestor in tree.ancestors(inner) {
            if tree.kind(ancestor) == .ifStatement, let condition = tree.child(ancestor, .condition), tree.child(ancestor, .block) == inner,
               let test = tree.firstChild(condition), tree.kind(test) == .member, tree.isNamed(test, "isEmpty"),
               let list = tree.firstChild(test) {
                // A list by its type, or by a plural name where no type is known (`players`).
                if let type = context.provenance(of: list).type { return type.isCollection }
                return tree.nameText(list).hasSuffix("s")
            }
            if [.function, .closure, .typeDeclaration].contains(tree.kind(ancestor)) { return false }
            inner = ancestor
        }
        return false
    }

    static let isEmptyNeedle = Array("isEmpty".utf8)
}
