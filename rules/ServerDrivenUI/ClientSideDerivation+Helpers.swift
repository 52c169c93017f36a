// client-side-derivation outside the screens: a free function or a property of the app's own
// code that returns text builds what a fan reads, so a figure worked out in it is derived for
// display as in a view.

import UmpireCore
import UmpireRuleSupport

extension ClientSideDerivation {
    /// Whether the token sits in a function or computed property declared to return text
    /// (`String`, `String?`, `Text`, `AttributedString`).
    static func isInTextHelper(_ token: Int, in context: RuleContext) -> Bool {
        let tree = context.file.syntax
        for ancestor in tree.ancestors(tree.node(atToken: token)) {
            switch tree.kind(ancestor) {
            // A computed property's binding holds its body; a local's (`let minutes = …`) holds none.
            case .binding where tree.child(ancestor, .block) == nil:
                continue
            case .function, .binding:
                guard let type = tree.child(ancestor, .type) else { return false }
                let text = tree.text(type).filter { !$0.isWhitespace }
                return ["String", "String?", "Text", "AttributedString"].contains(text)
            case .closure, .typeDeclaration:
                return false
            default:
                continue
            }
        }
        return false
    }

    /// A file extending one of the backend's models (`extension StageDisplayState`), whose
    /// members model-display-logic judges wherever they live.
    static func extendsBackendModel(_ context: RuleContext) -> Bool {
        let file = context.file
        return file.swiftTypeDeclarations().contains { type in
            type.kind == .extension && type.isTopLevel && context.model.type(named: file.text(type.name))?.isBackend == true
        }
    }
}
