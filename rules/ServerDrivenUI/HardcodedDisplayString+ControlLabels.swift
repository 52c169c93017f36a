// What a list shows when it is empty, and a section's heading: the app's chrome. (A control's
// own name written in a closure, its `label:`, is SourceFile.isInControlLabel's.)

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

    /// `Section { … } header: { Text("Shootout") }`, `Section("Shootout")`, `Section(header:
    /// Text("Penalties"))`: the name of a part of the screen, a designer's heading, even when it
    /// is a match word. A heading with a value in it (`"\(period) summary"`), or one of a
    /// ternary's branches, is still judged.
    func isSectionHeading(_ start: Int, in file: SourceFile) -> Bool {
        guard file.interpolationCount(ofStringAt: start) == 0,
              file.shared("hardcoded-display-string.sections", { file.contains(bytes: Self.sectionNeedle) }) else { return false }
        let tree = file.syntax
        var inner = tree.node(atToken: start)
        for ancestor in tree.ancestors(inner) {
            // `Text(meeting.isAbandoned ? "Abandoned" : meeting.goingText)` in a header: a status
            // picked by the state, not the section's name.
            if [.ternary, .binary].contains(tree.kind(ancestor)) { return false }
            if tree.kind(ancestor) == .call, tree.isNamed(ancestor, "Section"), tree.kind(inner) == .argument {
                // `header:`, or `Section("…")`'s own title: its first argument, unlabelled, a literal.
                let first = tree.children(ancestor).first { tree.kind($0) == .argument }
                return tree.nameText(inner) == "header" || tree[inner].name < 0 && first == inner && tree.kind(tree.firstChild(inner) ?? inner) == .string
            }
            if [.function, .typeDeclaration].contains(tree.kind(ancestor)) { return false }
            inner = ancestor
        }
        return false
    }

    static let sectionNeedle = Array("Section".utf8)
}
