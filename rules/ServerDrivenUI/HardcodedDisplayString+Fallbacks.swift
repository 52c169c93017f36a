// Fallback words: what a view shows, or a view model prepares for it, when the backend's text
// field is missing.

import UmpireCore
import UmpireRuleSupport

extension HardcodedDisplayString {
    /// `Text(state.tossText ?? "Toss pending")`, wherever the copy listing puts the string.
    func checkFallbacks(in context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        let viewModel = context.roles.contains(.viewModel)
        for start in file.tokens.indices where file.kind(start) == .stringStart {
            guard let before = file.previousSignificant(before: start), file.kind(before) == .operator, file.is(before, "??"),
                  file.enclosingCallees(of: start).contains(where: { file.isOne($0, of: Self.shownBy) }) || viewModel && isHandedOn(start, in: file),
                  !context.isInSampleData(start), let field = backendFieldFallenBackFrom(start, in: context) else { continue }
            findings.report(file, at: start, through: file.partner(of: start), Self.fallbackMessage(field))
        }
    }

    /// `Text(state.tossText ?? "Toss pending")`: the words shown when the backend's text field is
    /// missing — the field's name, when the left side is one the backend sends.
    func backendFieldFallenBackFrom(_ start: Int, in context: RuleContext) -> String? {
        let file = context.file
        guard let open = file.previousSignificant(before: start), file.kind(open) == .operator, file.is(open, "??"),
              file.ownText(ofStringAt: start).contains(where: \.isLetter) else { return nil }
        let tree = file.syntax
        let string = tree.node(atToken: start)
        guard let binary = tree.parent(string), tree.kind(binary) == .binary, tree.nameText(binary) == "??",
              let left = tree.firstChild(binary), left != string else { return nil }
        let origin = context.provenance(of: left)
        guard origin.isBackend, case let .backendField(_, member) = origin.reason, origin.type.map({ $0.name == "String" }) ?? true else { return nil }
        return member
    }

    /// `emptyMessage = response.emptyText ?? "No cricket today"`, `return …`, `let caption = …` in a
    /// view model: the text it prepares for a view to show.
    private func isHandedOn(_ start: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        guard let binary = tree.parent(tree.node(atToken: start)), tree.kind(binary) == .binary, let holder = tree.parent(binary) else { return false }
        switch tree.kind(holder) {
        case .returnStatement, .binding: return true
        case .binary: return tree.nameText(holder) == "=" && tree.children(holder).reversed().first == binary
        default: return false
        }
    }

    static let shownBy = TokenWords(["Text", "Label", "navigationTitle", "Button", "Section"])

    static func fallbackMessage(_ field: String) -> String {
        "This fallback shows the app's own words where the backend sends \(field); send this case's text in \(field) from buildDisplayState."
    }

}
