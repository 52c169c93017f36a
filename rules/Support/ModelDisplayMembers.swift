// Whether code is a backend model's own display member: the text such a member builds is
// model-display-logic's finding, where the member is declared, and no other rule reports it
// again from inside (one finding per problem).

import UmpireCore

extension RuleContext {
    /// Whether token `i` is inside a computed property or method returning text
    /// (`var kickoffLine: String { … }`, `func label() -> String?`) of a type the project model
    /// knows as the backend's, in a model file: model-display-logic reports that member.
    package func isInBackendModelDisplayMember(_ i: Int) -> Bool {
        guard roles.contains(.model), file.language == .swift else { return false }
        let tree = file.syntax
        let ancestors = tree.ancestors(tree.node(atToken: i))
        guard let member = ancestors.first(where: { kind in
            tree.kind(kind) == .function || tree.kind(kind) == .binding && tree[kind].flags.contains(.computed)
        }), let owner = ancestors.first(where: { tree.kind($0) == .typeDeclaration }),
              tree.ancestors(member).first(where: { tree.kind($0) == .typeDeclaration }) == owner,
              let type = tree.children(member).first(where: { tree.kind($0) == .type }),
              Self.displayTypeNames.contains(tree.nameText(type)) else { return false }
        return enclosingType(of: member)?.type?.isBackend == true
    }

    private static let displayTypeNames: Set<String> = ["String", "AttributedString", "LocalizedStringKey"]

    /// Whether token `i` is inside a computed property or method of a type the project model
    /// knows as the backend's, whatever it returns (`var totalGoals: Int { home + away }`):
    /// model-display-logic judges those members where they are declared.
    package func isInBackendModelMember(_ i: Int) -> Bool {
        guard roles.contains(.model), file.language == .swift else { return false }
        let tree = file.syntax
        let ancestors = tree.ancestors(tree.node(atToken: i))
        guard let member = ancestors.first(where: { kind in
            tree.kind(kind) == .function || tree.kind(kind) == .binding && tree[kind].flags.contains(.computed)
        }), let owner = ancestors.first(where: { tree.kind($0) == .typeDeclaration }),
              tree.ancestors(member).first(where: { tree.kind($0) == .typeDeclaration }) == owner else { return false }
        return enclosingType(of: member)?.type?.isBackend == true
    }
}
