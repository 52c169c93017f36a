// Functions as the syntax tree holds them, for the code that asks which function a node is in
// and what it is called: a declaration, a method, an arrow bound to a const or an object's key.

extension SyntaxTree {
    /// The function or closure a node is in; nil at the file's top level.
    package func enclosingFunction(of id: SyntaxID) -> SyntaxID? {
        ancestors(id).first { kind($0) == .function || kind($0) == .closure }
    }

    /// `function getLiveNote(…)`, a method, the const an arrow is bound to
    /// (`const getLiveNote = (…) => …`) or the key it is given (`{ title: (t) => … }`); nil for
    /// a closure bound to nothing.
    package func declaredName(ofFunction function: SyntaxID) -> String? {
        if kind(function) == .function { return nameText(function) }
        guard let owner = parent(function), kind(owner) == .binding || kind(owner) == .property, nodes[owner].name >= 0 else { return nil }
        return nameText(owner)
    }
}
