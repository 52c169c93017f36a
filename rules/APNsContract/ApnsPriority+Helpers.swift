// apns-priority across files: a send helper whose priority header is its parameter
// (`sendLiveActivity(token, payload, priority = 5)` sending `"apns-priority": String(priority)`),
// and the calls elsewhere that hand it a literal 10 for a routine update.

import UmpireCore
import UmpireRuleSupport

extension ApnsPriority {
    /// A Live Activity send whose priority is its parameter at `index`, and the calls a file
    /// makes with a literal 10 at an argument.
    public struct Facts: Sendable {
        let senders: [(name: String, index: Int)]
        let calls: [(name: String, index: Int, anchor: ProjectAnchor)]
    }

    public func facts(of context: RuleContext) -> Facts? {
        let file = context.file
        // A script's curl push is judged where it is written, not followed across files.
        guard !context.isTestLike, file.language == .typeScript else { return nil }
        var senders: [(name: String, index: Int)] = []
        let settings = mayNamePriority(file) ? APNsHeaders.settings(named: keys, in: file) : []
        if !settings.isEmpty {
            let tree = file.syntax
            for setting in settings where isLiveActivity(setting, in: file) {
                guard let function = tree.enclosingFunction(of: tree.node(atToken: setting.value.lowerBound)),
                      let name = tree.declaredName(ofFunction: function) else { continue }
                let parameters = tree.children(function).filter { tree.kind($0) == .parameter }.map(tree.nameText)
                let names = setting.value.filter { file.kind($0) == .identifier }.map(file.text)
                guard let index = parameters.firstIndex(where: names.contains) else { continue }
                senders.append((name, index))
            }
        }
        var calls: [(name: String, index: Int, anchor: ProjectAnchor)] = []
        for i in tens(in: file) {
            guard let open = file.enclosingOpener(of: i), file.kind(open) == .openParen, let callee = file.callee(ofOpenParen: open),
                  !file.isOne(callee, of: Self.radixCalls),
                  let before = file.previousSignificant(before: i), before == open || file.kind(before) == .comma,
                  let after = file.nextSignificant(after: i), file.kind(after) == .comma || file.kind(after) == .closeParen,
                  !isConditional(i, in: file), !isJustified(i, i, in: file), !handsAnEnd(open, in: file) else { continue }
            // The argument's position: the commas at the call's own level before it.
            let index = (open + 1..<i).filter { file.kind($0) == .comma && file.enclosingOpener(of: $0) == open }.count
            calls.append((file.text(callee), index, ProjectAnchor(context, at: i, identity: "apns-priority-call")))
        }
        return senders.isEmpty && calls.isEmpty ? nil : Facts(senders: senders, calls: calls)
    }

    /// `sendLiveActivity(sub.token, payload, 10)` for a routine update, where the project's
    /// `sendLiveActivity` sends its third parameter as the priority.
    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        for (_, project) in Dictionary(grouping: files, by: \.projectRoot) {
            let senders = project.flatMap(\.facts.senders)
            guard !senders.isEmpty else { continue }
            for call in project.flatMap(\.facts.calls) where senders.contains(where: { $0.name == call.name && $0.index == call.index }) {
                findings.report(at: call.anchor, Self.helperMessage(call.name))
            }
        }
    }

    static func helperMessage(_ sender: String) -> String {
        "This \(sender) call sends a routine update at apns-priority 10; pass 5, and 10 only for wickets and results."
    }

    /// `sendLiveActivity(token, finalPayload(state), 10)`: the payload it sends is the end or the
    /// result, one of the moments priority 10 is for.
    private func handsAnEnd(_ open: Int, in file: SourceFile) -> Bool {
        guard let close = file.partner(of: open) else { return false }
        return (open + 1..<close).contains { k in
            file.kind(k) == .identifier && Words.split(identifier: file.text(k)).contains(where: Self.endWords.contains)
        }
    }

    static let ten = Array("10".utf8)
    /// `parseInt(text, 10)`: a radix, the commonest `, 10` in TypeScript.
    static let radixCalls = TokenWords(["parseInt", "parseFloat", "toString", "toFixed", "toPrecision"])

    /// The `10` tokens, found by bytes, each token by a binary search, so a file is not walked
    /// token by token for a shape most files lack: the first argument (`sendLiveActivity(10, …)`)
    /// or a later one, spaced or not.
    private func tens(in file: SourceFile) -> [Int] {
        file.tokens(spelling: [Self.ten]).filter { file.kind($0) == .number && file.is($0, "10") }
    }

    static let endWords: Set<String> = ["final", "end", "ended", "ending", "result", "finish", "finished"]

    /// Whether the file may set a priority header, by bytes: with no trigger words (a file that
    /// only calls a send helper names none), every file is asked, and most are not read further.
    /// (Header names are lower case on the wire; `Priority` and `priority` are both found.)
    func mayNamePriority(_ file: SourceFile) -> Bool {
        file.shared("apns-priority.names") { file.contains(bytes: Self.riority) }
    }

    static let riority = Array("riority".utf8)

    /// The apns2 package's options (`new Notification(token, { priority: Priority.immediate, … })`):
    /// its `priority` key, asked only of a file that names `Priority.immediate` (10; `throttled` is 5).
    func apns2Settings(in file: SourceFile) -> [APNsSetting] {
        guard file.shared("apns-priority.apns2", { file.contains(bytes: Self.immediate) }) else { return [] }
        return APNsHeaders.settings(named: ["priority"], in: file) + APNsHeaders.shorthandSettings(named: "priority", in: file)
    }

    /// `Priority.immediate`, as written.
    func isImmediate(_ value: ClosedRange<Int>, in file: SourceFile) -> Bool {
        value.count == 3 && file.is(value.lowerBound, "Priority") && file.kind(value.lowerBound + 1) == .dot && file.is(value.upperBound, "immediate")
    }

    static let immediate = Array("Priority.immediate".utf8)

    /// Headers that say `"apns-push-type": "liveactivity"`.
    private func isLiveActivity(_ setting: APNsSetting, in file: SourceFile) -> Bool {
        pushType(of: setting, in: file) == "liveactivity"
    }

    /// `String(priority)`, `priority.toString()`: the name a header's text is written out from.
    static func writtenOut(_ value: ClosedRange<Int>, in file: SourceFile) -> Int? {
        let tokens = value.filter { !file.kind($0).isTrivia }
        if tokens.count == 4, file.is(tokens[0], "String"), file.kind(tokens[1]) == .openParen,
           file.kind(tokens[2]) == .identifier, file.kind(tokens[3]) == .closeParen { return tokens[2] }
        if tokens.count == 5, file.kind(tokens[0]) == .identifier, file.kind(tokens[1]) == .dot, file.is(tokens[2], "toString"),
           file.kind(tokens[3]) == .openParen, file.kind(tokens[4]) == .closeParen { return tokens[0] }
        return nil
    }
}
