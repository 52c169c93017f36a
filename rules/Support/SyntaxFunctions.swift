// The function a token is in, by the name it is declared under (SyntaxTree+Functions), for
// the rules that ask.

import UmpireCore

extension RuleContext {
    /// The name of the function a token is in: `function followMatch(…)`, a method, or the
    /// const an arrow function is bound to (`export const followMatch = async (…) =>`).
    package func enclosingFunctionName(ofToken i: Int) -> String? {
        let tree = file.syntax
        for ancestor in tree.ancestors(tree.node(atToken: i)) where tree.kind(ancestor) == .function || tree.kind(ancestor) == .closure {
            if let name = tree.declaredName(ofFunction: ancestor) { return name }
        }
        return nil
    }

    /// The function a name at token `i` is in, by its declared name, and the position among
    /// that function's parameters of the one the name is (`table` in `putItem(table, item)`);
    /// nil when the name is no parameter of it.
    package func parameterPosition(ofNameAt i: Int) -> (function: String, index: Int)? {
        let tree = file.syntax
        guard let function = tree.enclosingFunction(of: tree.node(atToken: i)), let name = tree.declaredName(ofFunction: function)
        else { return nil }
        let parameter = file.text(i)
        guard let index = tree.children(function).filter({ tree.kind($0) == .parameter }).firstIndex(where: { tree.nameText($0) == parameter })
        else { return nil }
        return (name, index)
    }
}
