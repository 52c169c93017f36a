// Whether code is a backend model's own display member: the text such a member builds is
// model-display-logic's finding, where the member is declared, and no other rule reports it
// again from inside (one finding per problem).

import UmpireCore

extension RuleContext {
    /// Whether token `i` is inside a computed property or method returning text
    /// (`var kickoffLine: String { … }`, `func label() -> String?`) of a type the project model
    /// knows as the backend's, in a model file: model-display-logic reports that member.
    package func isInBackendModelDisplayMember(_ i: Int) -> Bool {
        guard let member = backendModelMember(around: i) else { return false }
        let tree = file.syntax
        return tree.children(member).first(where: { tree.kind($0) == .type }).map { Self.displayTypeNames.contains(tree.nameText($0)) } ?? false
    }

    private static let displayTypeNames: Set<String> = ["String", "AttributedString", "LocalizedStringKey"]

    /// Whether token `i` is inside a computed property or method of a type the project model
    /// knows as the backend's, whatever it returns (`var totalGoals: Int { home + away }`):
    /// model-display-logic judges those members where they are declared.
    package func isInBackendModelMember(_ i: Int) -> Bool {
        backendModelMember(around: i) != nil
    }

    /// The computed property or method, of a backend type declared in this model file, that
    /// token `i` is in.
    private func backendModelMember(around i: Int) -> SyntaxID? {
        guard roles.contains(.model), file.language == .swift else { return nil }
        let tree = file.syntax
        let ancestors = tree.ancestors(tree.node(atToken: i))
        guard let member = ancestors.first(where: { kind in
            tree.kind(kind) == .function || tree.kind(kind) == .binding && tree[kind].flags.contains(.computed)
        }), let owner = ancestors.first(where: { tree.kind($0) == .typeDeclaration }),
              tree.ancestors(member).first(where: { tree.kind($0) == .typeDeclaration }) == owner,
              enclosingType(of: member)?.type?.isBackend == true else { return nil }
        return member
    }
}
