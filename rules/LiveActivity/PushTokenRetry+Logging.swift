// push-token-retry's test of what a failure path does: only log it (a catch, a completion
// handler, a guard's way out), which leaves the token unsent for good.

import UmpireCore
import UmpireRuleSupport

extension PushTokenRetry {
    /// `{ error in if let error { print(error) } else { print("ok") } }`: a trailing completion
    /// handler given the failure, which only logs it.
    func completionOnlyLogs(_ call: SyntaxID, _ tree: SyntaxTree) -> Bool {
        guard let closure = Array(tree.children(call)).last(where: { tree.kind($0) == .closure }) else { return false }
        let children = tree.children(closure)
        guard children.contains(where: { tree.kind($0) == .parameter && ["error", "err"].contains(tree.nameText($0).lowercased()) })
        else { return false }
        let statements = children.filter { tree.kind($0) != .parameter }
        return statementsOnlyLog(statements, tree) || statements.contains { failureBranchOnlyLogs($0, tree) }
    }

    /// `guard let data, error == nil else { print(error); return }` or `if let error { log(error);
    /// return }`: the handler's way out on failure logs and gives up, whatever it does on success.
    private func failureBranchOnlyLogs(_ statement: SyntaxID, _ tree: SyntaxTree) -> Bool {
        guard tree.kind(statement) == .guardStatement || tree.kind(statement) == .ifStatement else { return false }
        let parts = Array(tree.children(statement))
        let testsError = parts.contains { part in
            tree.kind(part) == .condition && tree.descendants(part).contains { node in
                (tree.kind(node) == .name || tree.kind(node) == .binding) && ["error", "err"].contains(tree.nameText(node))
            }
        }
        // The guard's else, or the if's own block (not its else: that is the success).
        guard testsError, let block = parts.first(where: { tree.kind($0) == .block }) else { return false }
        let body = Array(tree.children(block))
        return !body.isEmpty && body.allSatisfy { isLogging($0, tree) || tree.kind($0) == .returnStatement && tree.firstChild($0) == nil }
            && body.contains { isLogging($0, tree) }
    }

    /// Statements that log, or branch only to logging (`if let error { … } else { … }`).
    private func statementsOnlyLog(_ statements: [SyntaxID], _ tree: SyntaxTree) -> Bool {
        statements.allSatisfy { statement in
            guard tree.kind(statement) == .ifStatement else { return isLogging(statement, tree) }
            return tree.children(statement).allSatisfy { part in
                switch tree.kind(part) {
                case .condition: true
                case .block: statementsOnlyLog(Array(tree.children(part)), tree)
                case .ifStatement: statementsOnlyLog([part], tree)
                default: false
                }
            }
        }
    }

    /// A catch body that only logs (or is empty).
    func onlyLogs(_ block: SyntaxID, _ tree: SyntaxTree) -> Bool {
        tree.children(block).allSatisfy { isLogging($0, tree) }
    }

    /// `print(…)`, `logger.error(…)`.
    func isLogging(_ statement: SyntaxID, _ tree: SyntaxTree) -> Bool {
        guard tree.kind(statement) == .call else { return false }
        let name = tree.nameText(statement)
        if Self.loggers.contains(name) { return true }
        guard let callee = tree.firstChild(statement), tree.kind(callee) == .member, let base = tree.firstChild(callee) else { return false }
        return tree.text(base).lowercased().contains("log")
    }
}
