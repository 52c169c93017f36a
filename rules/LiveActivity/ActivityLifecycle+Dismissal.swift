// How long an ended activity stays on the Lock Screen, when the code says it in numbers: the
// checklist asks for 15–30 minutes after a finished match, so a result gone within seconds or a
// few minutes is missed by the fans who glance later.

import UmpireCore
import UmpireRuleSupport

extension ActivityLifecycle {
    /// Shorter than this, the final result leaves before most fans look again.
    static let shortestDismissal = 15.0 * 60

    static func shortPolicyMessage(_ seconds: Double) -> String {
        let shown = seconds < 120 ? "\(Int(seconds)) seconds" : "\(Int(seconds / 60)) minutes"
        return "This end() takes the result off the Lock Screen after \(shown); keep it up 15–30 minutes (.after(.now + 20 * 60))."
    }

    /// A short policy handed to the app's own wrapper (`LiveActivityManager.shared.endActivity(…,
    /// dismissalPolicy: .after(Date().addingTimeInterval(60 * 5)))`): the label is ActivityKit's,
    /// and the wrapper passes it to `end`. ActivityKit's own `.end(` is judged with its content.
    func reportShortPolicies(handedToWrappers context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for k in file.tokens(spelling: [Self.dismissalPolicyBytes]) where file.isIdentifier(k, "dismissalPolicy") && file.kind(after: k) == .colon {
            guard let opener = file.enclosingOpener(of: k), file.kind(opener) == .openParen, let callee = file.callee(ofOpenParen: opener),
                  !file.is(callee, "end"), let colon = file.nextSignificant(after: k), let value = file.nextSignificant(after: colon),
                  file.kind(value) == .dot, let seconds = dismissalSeconds(policyValue: value, in: file),
                  seconds < Self.shortestDismissal else { continue }
            findings.report(file, at: callee, Self.shortPolicyMessage(seconds))
        }
    }

    private static let dismissalPolicyBytes = Array("dismissalPolicy".utf8)

    /// The seconds `.after(…)` keeps the result up, when the policy is written from the device's
    /// clock and a constant: `.after(Date().addingTimeInterval(60 * 5))`, `.after(.now + 300)`,
    /// `.after(Date.now.addingTimeInterval(5))`. Nil for anything else (a date the app computed,
    /// an interval passed in).
    func dismissalSeconds(policyValue value: Int, in file: SourceFile) -> Double? {
        let tree = file.syntax
        guard let call = tree.ancestors(tree.node(atToken: value)).first(where: { tree.kind($0) == .call }),
              tree.nameText(call) == "after", Int(tree[call].first) == value,
              let argument = tree.children(call).first(where: { tree.kind($0) == .argument }),
              let date = tree.firstChild(argument) else { return nil }
        switch tree.kind(date) {
        case .call where tree.nameText(date) == "addingTimeInterval":
            guard let base = tree.firstChild(date), tree.kind(base) == .member, let clock = tree.firstChild(base), tree.isDeviceClock(clock),
                  let interval = tree.children(date).first(where: { tree.kind($0) == .argument }).flatMap(tree.firstChild) else { return nil }
            return constant(interval, tree: tree)
        case .binary where tree.nameText(date) == "+":
            guard let clock = tree.firstChild(date), tree.isDeviceClock(clock), let interval = tree.nextSibling(clock) else { return nil }
            return constant(interval, tree: tree)
        default:
            return nil
        }
    }

    /// A number, or numbers multiplied and added (`60 * 5`, `(15 * 60)`).
    private func constant(_ node: SyntaxID, tree: SyntaxTree) -> Double? {
        switch tree.kind(node) {
        case .literal:
            return Double(tree.text(node).replacingOccurrences(of: "_", with: ""))
        case .tuple, .argument:
            let parts = Array(tree.children(node))
            return parts.count == 1 ? constant(parts[0], tree: tree) : nil
        case .binary:
            let sides = Array(tree.children(node))
            guard sides.count == 2, let left = constant(sides[0], tree: tree), let right = constant(sides[1], tree: tree) else { return nil }
            switch tree.nameText(node) {
            case "*": return left * right
            case "+": return left + right
            default: return nil
            }
        default:
            return nil
        }
    }
}
