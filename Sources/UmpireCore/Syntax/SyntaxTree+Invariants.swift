// What every tree must satisfy, whatever the input: the fuzz target, the syntax tests and
// `umpire-bench --syntax-check` ask it.

extension SyntaxTree {
    /// The first broken invariant, or nil: every node spans tokens in bounds, lies within its
    /// parent, and follows its previous sibling without overlapping it.
    package func invariantViolation() -> String? {
        let tokenCount = file.tokens.count
        guard let rootNode = nodes.last, rootNode.kind == .file else { return "the last node is not the file" }
        if tokenCount == 0 { return nodes.count == 1 ? nil : "nodes in an empty file" }
        for id in nodes.indices {
            let n = nodes[id]
            guard n.first >= 0, n.first <= n.last, Int(n.last) < tokenCount else {
                return "node \(id) (\(n.kind)) spans tokens \(n.first)...\(n.last) of \(tokenCount)"
            }
            guard n.subtreeStart >= 0, Int(n.subtreeStart) <= id else { return "node \(id) has a subtree after it" }
            var previousLast: Int32 = -1
            for child in children(id) {
                let c = nodes[child]
                guard c.first >= n.first, c.last <= n.last else {
                    return "node \(child) (\(c.kind)) at tokens \(c.first)...\(c.last) outside its parent \(id) (\(n.kind)) \(n.first)...\(n.last)"
                }
                guard c.first > previousLast else { return "node \(child) (\(c.kind)) overlaps its previous sibling" }
                previousLast = c.last
            }
        }
        return nil
    }
}
