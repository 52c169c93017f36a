// Flags a Watch/CarPlay (.small family) Live Activity layout with more than one interactive control.

import UmpireCore
import UmpireRuleSupport

public struct SmallFamilySingleControl: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
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
        // A view a .small branch shows may hold the controls in a file that never says "small".
        triggerWords: ["small"] + controlNames,
        asks: """
            Does the branch a view shows for the .small activity family — a `case .small:` of a \
            switch over `activityFamily` (or the name the view binds it to with \
            `@Environment(\\.activityFamily)`), or the body of `if activityFamily == .small` — \
            hold more than one interactive control (Button, Toggle, Link, ShareLink, Menu, \
            Stepper, Slider, Picker), its own or those of a view it shows by name, declared in \
            any file of the project? Each control after the first is reported.
            """,
        limitations: """
            A view the branch shows is read one level deep (its own controls, not those of \
            the views inside it), as is a computed property or function of the file it names \
            (`case .small: smallLayout`); controls in `.medium` or other families are not limited.
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
            // The .small layout is a computed property of the same view.
            Example("""
                struct LockScreenView: View {
                    @Environment(\\.activityFamily) private var activityFamily
                    let context: ActivityViewContext<ScoreActivityAttributes>
                    var body: some View {
                        switch activityFamily {
                        case .small: smallLayout
                        default: mediumLayout
                        }
                    }
                    private var smallLayout: some View {
                        HStack {
                            Button(intent: RefreshScoreIntent(matchID: context.attributes.matchID)) { Image(systemName: "arrow.clockwise") }
                            ↓Button(intent: MuteMatchIntent(matchID: context.attributes.matchID)) { Image(systemName: "bell.slash") }
                        }
                    }
                    private var mediumLayout: some View {
                        HStack {
                            Button(intent: RefreshScoreIntent(matchID: context.attributes.matchID)) { Image(systemName: "arrow.clockwise") }
                            Button(intent: MuteMatchIntent(matchID: context.attributes.matchID)) { Image(systemName: "bell.slash") }
                        }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/LockScreenView.swift"),
            // The .small layout is a view of its own, in another file, bound as `family`.
            Example("""
                struct SmallScoreView: View {
                    let matchID: String
                    var body: some View {
                        HStack {
                            Button(intent: RefreshScoreIntent(matchID: matchID)) { Image(systemName: "arrow.clockwise") }
                            ↓Button(intent: MuteMatchIntent(matchID: matchID)) { Image(systemName: "bell.slash") }
                        }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/SmallScoreView.swift",
                    companions: [.init(path: "ios/CricketWidget/LiveActivity/ScoreActivityView.swift", code: """
                        struct ScoreActivityView: View {
                            @Environment(\\.activityFamily) private var family
                            let matchID: String
                            var body: some View {
                                switch family {
                                case .small: SmallScoreView(matchID: matchID)
                                default: Text("Full layout")
                                }
                            }
                        }
                        """)]),
        ],
        nonTriggering: [
            // The .small branch shows a view with one control; the view with two is the Lock Screen's.
            Example("""
                struct WatchScoreView: View {
                    let matchID: String
                    var body: some View {
                        Button(intent: RefreshScoreIntent(matchID: matchID)) { Image(systemName: "arrow.clockwise") }
                    }
                }
                struct LockScreenControls: View {
                    let matchID: String
                    var body: some View {
                        HStack {
                            Button(intent: RefreshScoreIntent(matchID: matchID)) { Text("Refresh") }
                            Button(intent: MuteMatchIntent(matchID: matchID)) { Text("Mute") }
                        }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/WatchScoreView.swift", trap: .lookAlike,
                    companions: [.init(path: "ios/CricketWidget/LiveActivity/ScoreActivityView.swift", code: """
                        struct ScoreActivityView: View {
                            @Environment(\\.activityFamily) private var family
                            let matchID: String
                            var body: some View {
                                switch family {
                                case .small: WatchScoreView(matchID: matchID)
                                default: LockScreenControls(matchID: matchID)
                                }
                            }
                        }
                        """)]),
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
        ]) }

    static let controlNames = ["Button", "Toggle", "Link", "ShareLink", "Menu", "Stepper", "Slider", "Picker"]
    static let controls = Set(controlNames)

    public init(options: RuleOptions) {}

    /// Reported across files: a branch's controls and the controls of the views it shows by name
    /// (`case .small: SmallActivityView(…)`, declared in another file) are counted together.
    public func check(_ context: RuleContext, into findings: inout FindingSink) {}

    static func message(_ control: String) -> String {
        "This \(control) is a second control in the Watch/CarPlay .small layout; keep one there and move the others to a larger layout."
    }
}
