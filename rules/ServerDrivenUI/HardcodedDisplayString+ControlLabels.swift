// What a control shows as its own name, written in a closure rather than as its title: a tab's
// label, and the `label:` closure of a Button, Menu or NavigationLink. The app's chrome.

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
}
