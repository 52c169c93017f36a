// Flags a Watch/CarPlay (.small family) Live Activity layout with more than one interactive control.

import UmpireCore
import UmpireRuleSupport

public struct SmallFamilySingleControl: Rule {
    public static let description = RuleDescription(
        id: "small-family-single-control", area: .liveActivity, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "More than one interactive control in the Watch/CarPlay (.small) layout",
        rationale: """
            On Apple Watch's Smart Stack and in CarPlay the Live Activity is shown at the .small \
            activity family, a few points tall: two buttons there are two targets too small to \
            hit, and a fan at the ground taps the wrong one. The checklist allows one \
            interactive control in that layout.
            """,
        fix: "Keep one control in the .small layout (the one a fan needs most); move the others to the expanded or Lock Screen layout.",
        triggerWords: ["small"],
        asks: """
            Does the branch a view shows for the .small activity family — a `case .small:` of a \
            switch over `activityFamily`, or the body of `if activityFamily == .small` — hold \
            more than one interactive control (Button, Toggle, Link, ShareLink, Menu, Stepper, \
            Slider, Picker)? Each control after the first is reported.
            """,
        limitations: """
            Controls inside a subview the branch shows by name (`SmallControls()`) are not \
            counted; controls in `.medium` or other families are not limited.
            """,
        triggering: [
            Example("""
                struct ScoreActivityView: View {
                    @Environment(\\.activityFamily) private var activityFamily
                    let context: ActivityViewContext<ScoreActivityAttributes>
                    var body: some View {
                        switch activityFamily {
                        case .small:
                            HStack {
                                Text(context.state.displayState.scoreLine)
                                Button(intent: RefreshScoreIntent(matchID: context.attributes.matchID)) { Image(systemName: "arrow.clockwise") }
                                ↓Button(intent: MuteMatchIntent(matchID: context.attributes.matchID)) { Image(systemName: "bell.slash") }
                            }
                        default:
                            LockScreenView(context: context)
                        }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/ScoreActivityView.swift"),
            Example("""
                if activityFamily == .small {
                    VStack {
                        Toggle(isOn: isFollowing, intent: FollowIntent(matchID: matchID)) { Text("Follow") }
                        ↓Link(destination: matchURL) { Text("Open") }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactScoreView.swift"),
        ],
        nonTriggering: [
            Example("""
                switch activityFamily {
                case .small:
                    HStack {
                        Text(context.state.displayState.scoreLine)
                        Button(intent: RefreshScoreIntent(matchID: context.attributes.matchID)) { Image(systemName: "arrow.clockwise") }
                    }
                case .medium:
                    HStack {
                        Button(intent: RefreshScoreIntent(matchID: matchID)) { Text("Refresh") }
                        Button(intent: MuteMatchIntent(matchID: matchID)) { Text("Mute") }
                    }
                @unknown default:
                    EmptyView()
                }
                """, trap: .lookAlike),
            // A widget's .systemSmall family is the Home Screen's, not the Watch's.
            Example("""
                switch widgetFamily {
                case .systemSmall:
                    VStack { Button(intent: RefreshIntent()) { Text("Refresh") }; Link(destination: url) { Text("Open") } }
                default:
                    EmptyView()
                }
                """, trap: .lookAlike),
            Example(#"Text("case .small: Button(…) Button(…)")"#, trap: .inString),
            Example("""
                case .small:
                    // Button(intent: MuteMatchIntent()) was a second control here; one is enough.
                    Button(intent: RefreshScoreIntent(matchID: matchID)) { Image(systemName: "arrow.clockwise") }
                """, trap: .inComment),
        ])

    static let controls: Set<String> = ["Button", "Toggle", "Link", "ShareLink", "Menu", "Stepper", "Slider", "Picker"]

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        let tree = file.syntax
        for node in tree.descendants(tree.root) {
            switch tree.kind(node) {
            case .switchStatement:
                guard let subject = tree.firstChild(node), tree.text(subject).hasSuffix("activityFamily") || tree.text(subject).hasSuffix("ctivityFamily") else { continue }
                for clause in tree.children(node) where tree.kind(clause) == .caseClause && isSmall(patternsOf: clause, tree) {
                    reportExtraControls(in: clause, context, &findings)
                }
            case .ifStatement:
                let conditions = tree.children(node).filter { tree.kind($0) == .condition }
                guard conditions.contains(where: { tree.text($0).contains("ctivityFamily") && tree.text($0).hasSuffix(".small") }),
                      let block = tree.child(node, .block) else { continue }
                reportExtraControls(in: block, context, &findings)
            default:
                continue
            }
        }
    }

    /// `case .small:`, `case .small, .medium:` (a pattern is the expression before the statements).
    private func isSmall(patternsOf clause: SyntaxID, _ tree: SyntaxTree) -> Bool {
        tree.children(clause).contains { tree.kind($0) == .member && tree.nameText($0) == "small" && tree.firstChild($0) == nil }
    }

    /// Every interactive control in the branch after the first.
    private func reportExtraControls(in branch: SyntaxID, _ context: RuleContext, _ findings: inout FindingSink) {
        let tree = context.file.syntax
        var seen = 0
        for node in tree.descendants(branch) where tree.kind(node) == .call {
            guard let callee = tree.firstChild(node), tree.kind(callee) == .name, Self.controls.contains(tree.nameText(node)) else { continue }
            seen += 1
            if seen > 1 { findings.report(context.file, at: Int(tree[callee].first), Self.message(tree.nameText(node))) }
        }
    }

    static func message(_ control: String) -> String {
        "This \(control) is a second control in the Watch/CarPlay .small layout; keep one there and move the others to a larger layout."
    }
}
