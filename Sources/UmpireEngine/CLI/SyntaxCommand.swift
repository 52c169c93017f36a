// `umpire syntax FILE`: the syntax layer's view of a file, for debugging rules and for the
// agreement check against tree-sitter (Tests/Scripts/syntax-oracle).

import UmpireCore

public enum SyntaxCommand {
    /// Every node as `{"kind","start","end","line","name"}` with byte offsets (end exclusive),
    /// in source order (a node before the nodes inside it). Kinds the oracle compares use
    /// tree-sitter's words: `call`, `new`, `member`, `if`, `guard`, `switch`, `closure`,
    /// `interpolation`.
    public static func render(_ file: SourceFile, path: String) -> String {
        let tree = file.syntax
        let language = switch file.language {
        case .swift: "swift"
        case .typeScript: "typescript"
        default: "other"
        }
        var out = "{\"path\":\(JSONText.quoted(path)),\"language\":\"\(language)\",\"nodes\":["
        var first = true
        // Pre-order: a parent before its children, siblings in source order.
        var stack: [SyntaxID] = [tree.root]
        while let id = stack.popLast() {
            var children: [SyntaxID] = []
            for child in tree.children(id) { children.append(child) }
            stack.append(contentsOf: children.reversed())
            guard id != tree.root else { continue }
            let range = tree.byteRange(id)
            out += first ? "\n" : ",\n"
            first = false
            out += "{\"kind\":\"\(name(of: tree[id], swift: file.language == .swift))\",\"start\":\(range.lowerBound),\"end\":\(range.upperBound),"
            out += "\"line\":\(file.position(of: range.lowerBound).line)"
            let named = tree.nameText(id)
            if !named.isEmpty { out += ",\"name\":\(JSONText.quoted(named))" }
            out += "}"
        }
        return out + (first ? "]}\n" : "\n]}\n")
    }

    static func name(of node: SyntaxNode, swift: Bool) -> String {
        switch node.kind {
        case .ifStatement: "if"
        case .guardStatement: "guard"
        case .switchStatement: "switch"
        case .call: node.flags.contains(.construct) ? "new" : node.flags.contains(.taggedTemplate) ? "taggedTemplate" : "call"
        case .closure: node.flags.contains(.arrow) || swift ? "closure" : "functionExpression"
        default: "\(node.kind)"
        }
    }
}
