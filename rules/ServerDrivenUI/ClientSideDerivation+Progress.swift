// client-side-derivation: progress shown as a match figure over a total the app fixes, with no
// operator to see (`ProgressView(value: Double(state.ballsFaced), total: 120)`): the checklist's
// "computing progress from overs", worked out by the view.

import UmpireCore
import UmpireRuleSupport

extension ClientSideDerivation {
    @_optimize(none) static var progressExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // The chase's progress: balls faced out of the app's 120.
            Example("""
                struct ChaseBar: View {
                    let state: MatchDisplayState
                    var body: some View {
                        ProgressView(value: ↓Double(state.ballsFaced), total: 120)
                    }
                }
                """, path: "ios/CricketApp/Views/ChaseBar.swift", companions: [ExampleModels.displayState]),
        ],
        nonTriggering: [
            // An onboarding step out of three, and a fraction the backend sends.
            Example("""
                struct SetupProgress: View {
                    let state: MatchDisplayState
                    @State private var step = 1
                    var body: some View {
                        ProgressView(value: Double(step), total: 3)
                        Gauge(value: Double(state.runs) == 0 ? 0 : 1, in: 0...1) { EmptyView() }
                    }
                }
                """, path: "ios/CricketApp/Views/SetupProgress.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
        ]) }

    /// `ProgressView(value:total:)` and `Gauge(value:in:)` whose value is a match number and whose
    /// total or range is given: the view divides one by the other. A fraction the backend sends
    /// (`Gauge(value: state.progress, in: 0...1)`, `ProgressView(value: state.progress)`) is not.
    func progressOverAppTotal(in context: RuleContext) -> [(Int, Int)] {
        let file = context.file
        guard file.language == .swift else { return [] }
        let tree = file.syntax
        var found: [(Int, Int)] = []
        for name in ["ProgressView", "Gauge"] {
            for call in tree.calls(named: name) where !context.isInPreview(Int(tree[call].first)) {
                let arguments = tree.children(call).filter { tree.kind($0) == .argument }
                guard let value = arguments.first(where: { tree.nameText($0) == "value" }),
                      let total = arguments.first(where: { ["total", "in"].contains(tree.nameText($0)) }),
                      !isUnitRange(total, in: tree, file: file) else { continue }
                let expression = tree.firstChild(value) ?? value
                let range = Int(tree[expression].first)...Int(tree[expression].last)
                if derivesFromMatchData(range, in: context) { found.append((range.lowerBound, range.upperBound)) }
            }
        }
        return found
    }

    /// `in: 0...1`, `total: 1`: the value is already a fraction.
    private func isUnitRange(_ argument: SyntaxID, in tree: SyntaxTree, file: SourceFile) -> Bool {
        guard let last = (Int(tree[argument].first)...Int(tree[argument].last)).last(where: { file.kind($0) == .number }) else { return false }
        return ["1", "1.0"].contains(file.text(last))
    }
}
