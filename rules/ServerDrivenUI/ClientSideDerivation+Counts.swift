// client-side-derivation: a match figure counted from the backend's raw values with no
// arithmetic to see (`runnersOn.filter { $0 >= 2 }.count`: runners in scoring position worked
// out from base numbers, a figure the backend should send).

import UmpireCore
import UmpireRuleSupport

extension ClientSideDerivation {
    /// `list.filter { $0 >= 2 }.count` or `sets.filter { $0.home > $0.away }.count` over a list
    /// the backend sends: the first and last token
    /// of each such count. A count of the app's own list (`rows.filter { $0.isSelected }.count`)
    /// or by a flag the backend sets is not a figure worked out from numbers.
    func thresholdCounts(in context: RuleContext) -> [(Int, Int)] {
        let file = context.file
        var found: [(Int, Int)] = []
        // By tokens first: `}.count` is rare, and most files are never parsed for this.
        for i in file.tokens.indices where file.kind(i) == .identifier && file.is(i, "count") {
            guard file.kind(before: i) == .dot, let dot = file.previousSignificant(before: i),
                  let close = file.previousSignificant(before: dot), file.kind(close) == .closeBrace,
                  let open = file.partner(of: close), !context.isInPreview(i) else { continue }
            let tree = file.syntax
            let closure = tree.node(atToken: open)
            guard tree.kind(closure) == .closure, let call = tree.parent(closure), tree.kind(call) == .call,
                  tree.nameText(call) == "filter", let callee = tree.firstChild(call), tree.kind(callee) == .member,
                  let list = tree.firstChild(callee), let test = tree.firstChild(closure), tree.nextSibling(test) == nil,
                  Self.comparesWithNumber(test, in: tree), context.provenance(of: list).isBackend else { continue }
            found.append((Int(tree[list].first), i))
        }
        return found
    }

    /// `$0 >= 2`, `$0.runs == 0`, `$0.home > $0.away` (the sets a side won), or a ternary
    /// choosing between such tests: a count by numbers. `==` counts only against a number or a
    /// written word (`$0.teamId == id` finds an item).
    private static func comparesWithNumber(_ test: SyntaxID, in tree: SyntaxTree) -> Bool {
        if tree.kind(test) == .ternary {
            let branches = Array(tree.children(test).dropFirst())
            return branches.count == 2 && branches.allSatisfy { comparesWithNumber($0, in: tree) }
        }
        // `$0.kind == .goal && $0.quarter == current`: a tally narrowed further is still a tally.
        if tree.kind(test) == .binary, tree.nameText(test) == "&&" {
            return tree.children(test).contains { comparesWithNumber($0, in: tree) }
        }
        guard tree.kind(test) == .binary, [">=", ">", "<", "<=", "=="].contains(tree.nameText(test)) else { return false }
        let sides = Array(tree.children(test))
        guard sides.count == 2 else { return false }
        // `$0.sequence > readSequence`: events past a place in the list, not a count by numbers.
        if sides.contains(where: { [.member, .name].contains(tree.kind($0)) && tree[$0].name >= 0 && tree.file.isOne(Int(tree[$0].name), of: positions) }) {
            return false
        }
        let numbers = sides.filter { tree.kind($0) == .literal && tree.nameText($0).first?.isNumber == true }
        // `$0.cardColour == "black"`: a tally by the backend's category word, a figure as much as one by a number.
        if tree.nameText(test) == "==", sides.contains(where: { tree.kind($0) == .string && tree.firstChild($0) == nil }),
           sides.contains(where: { tree.kind($0) == .member }) { return true }
        // `$0.kind == .goal`: a tally by the backend's category, as by a word it sends.
        if tree.nameText(test) == "==", sides.contains(where: { tree.kind($0) == .member && tree.firstChild($0) == nil }),
           sides.contains(where: { tree.kind($0) == .member && tree.firstChild($0) != nil }) { return true }
        return tree.nameText(test) == "==" ? numbers.count == 1 : numbers.count <= 1
    }

    @_optimize(none) static var countExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // Batters past fifty counted from their runs: a figure the backend should send.
            Example("""
                struct FiftiesBadge: View {
                    let state: MatchDisplayState
                    var body: some View { Text("\\(↓state.batters.filter { $0.runs >= 50 }.count) fifties") }
                }
                """, path: "ios/CricketApp/Views/FiftiesBadge.swift", companions: [ExampleModels.displayState]),
            // Batters scoring faster than a run a ball, one member against another.
            Example("""
                func quickScorers(in state: MatchDisplayState) -> Int {
                    ↓state.batters.filter { $0.runs > $0.balls }.count
                }
                """, path: "ios/CricketApp/ViewModels/BattingViewModel.swift", companions: [ExampleModels.displayState]),
            // Wickets tallied by how they fell, a word the backend sends.
            Example("""
                struct DismissalSummary: View {
                    let wickets: [FallOfWicket]
                    var body: some View {
                        let bowled = ↓wickets.filter { $0.howOut == "bowled" }.count
                        Text("\\(bowled) bowled")
                    }
                }
                """, path: "ios/CricketApp/Views/DismissalSummary.swift", companions: [.init(
                    path: "ios/CricketApp/Models/FallOfWicket.swift",
                    code: "struct FallOfWicket: Codable, Hashable, Sendable {\n    let batterID: String\n    let howOut: String\n}\n")]),
            // Boundaries of this over counted by the kind the backend tags each ball with.
            Example("""
                @MainActor final class OverSummaryModel: ObservableObject {
                    @Published var balls: [BallEvent] = []
                    func boundaries(inOver over: Int) -> Int {
                        ↓balls.filter { $0.kind == .boundary && $0.over == over }.count
                    }
                }
                """, path: "ios/CricketApp/ViewModels/OverSummaryModel.swift", companions: [.init(
                    path: "ios/CricketApp/Models/BallEvent.swift",
                    code: "struct BallEvent: Codable, Hashable, Sendable {\n    let over: Int\n    let kind: BallKind\n}\nenum BallKind: String, Codable, Hashable, Sendable { case dot, single, boundary, wicket }\n")]),
        ],
        nonTriggering: [
            // The app's own selection, and batters the backend marks as out.
            Example("""
                struct SquadPicker: View {
                    let state: MatchDisplayState
                    @State private var picked: [Int] = []
                    var body: some View {
                        Text("\\(picked.filter { $0 > 0 }.count) picked")
                        Text("\\(state.batters.filter { $0.isOnStrike }.count) on strike")
                    }
                }
                """, path: "ios/CricketApp/Views/SquadPicker.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
        ]) }
}
