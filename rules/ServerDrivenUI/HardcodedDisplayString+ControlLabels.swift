// What a control shows as its own name, written in a closure rather than as its title: a tab's
// label, and the `label:` closure of a Button, Menu or NavigationLink; and what a list shows
// when it is empty. The app's chrome.

import UmpireCore
import UmpireRuleSupport

extension HardcodedDisplayString {
    /// `.tabItem { Label("Live", systemImage: "flag.fill") }`, `Button { … } label: { Text("Live Rank") }`
    /// (not a NavigationLink's destination, which is a screen of its own).
    func isInControlLabel(_ start: Int, in file: SourceFile) -> Bool {
        guard file.shared("hardcoded-display-string.controlLabels", { Self.controlLabelNeedles.contains { file.contains(bytes: $0) } }) else {
            return false
        }
        let tree = file.syntax
        var inner = tree.node(atToken: start)
        for ancestor in tree.ancestors(inner) {
            if tree.kind(ancestor) == .call, tree.isNamed(ancestor, "tabItem") { return true }
            if tree.kind(ancestor) == .call, SwiftUIControls.nameSet.contains(tree.nameText(ancestor)),
               tree.kind(inner) == .argument, tree.nameText(inner) == "label" { return true }
            inner = ancestor
        }
        return false
    }

    static let controlLabelNeedles = ["tabItem", "label:"].map { Array($0.utf8) }

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
