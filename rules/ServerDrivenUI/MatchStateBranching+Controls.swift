// match-state-branching and controls: a control's title or label offers an action, and a choice
// that is the control's own name picks which action, not which words tell the match.

import UmpireCore
import UmpireRuleSupport

extension MatchStateBranching {
    /// Inside a button's, link's or menu's title or label, or a modifier of one (its
    /// `.accessibilityLabel`), the control itself inside the branch.
    func isInControl(_ token: Int, within range: ClosedRange<Int>, in file: SourceFile) -> Bool {
        let tree = file.syntax
        return tree.ancestors(tree.node(atToken: token)).contains { ancestor in
            guard tree.kind(ancestor) == .call, let control = modifiedView(ancestor, in: tree) else { return false }
            return Int(tree[control].first) >= range.lowerBound && SwiftUIControls.nameSet.contains(tree.nameText(control))
        }
    }

    /// A choice that is itself a control's name: in a button's title (`Button(isArchived ? …)`), or
    /// directly in its `label:` closure (`label: { Label(isArchived ? "Unarchive" : "Archive", …) }`).
    /// A card laid out inside a button's label (`label: { VStack { … } }`) still shows its text.
    func namesControl(_ token: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        var inner = tree.node(atToken: token)
        var closures = 0
        for ancestor in tree.ancestors(inner) {
            defer { inner = ancestor }
            switch tree.kind(ancestor) {
            case .closure:
                closures += 1
                if closures > 1 { return false }
            case .call:
                let name = tree.nameText(ancestor)
                guard SwiftUIControls.actionNames.contains(name) || name.hasSuffix("Button") else { continue }
                guard tree.kind(inner) == .argument else { return false }
                let label = tree.nameText(inner)
                return closures == 0 ? label.isEmpty || label == "title" : label == "label"
            default:
                continue
            }
        }
        return false
    }

    /// The view a chain of modifiers is applied to: `Button { … }` for
    /// `Button { … }.buttonStyle(.plain).accessibilityLabel(…)`, the call itself when it is no modifier.
    private func modifiedView(_ call: SyntaxID, in tree: SyntaxTree) -> SyntaxID? {
        var current = call
        while let callee = tree.firstChild(current), tree.kind(callee) == .member {
            guard let base = tree.firstChild(callee), tree.kind(base) == .call else { return current }
            current = base
        }
        return current
    }
}
