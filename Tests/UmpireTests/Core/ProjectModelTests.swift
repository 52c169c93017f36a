// The project model: declarations merged across files, which types are the backend's, what a
// value in a view is, and projects kept apart.

import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("Core: project model")
struct ProjectModelTests {
    static let displayState = """
        import Foundation

        struct MatchDisplayState: Codable, Hashable, Sendable {
            let matchId: String
            let oversLine: String
            let runs: Int
            let batters: [BatterLine]
            let innings: InningsState?

            struct InningsState: Codable, Hashable, Sendable {
                let number: Int
                let summary: String
            }
        }

        struct BatterLine: Hashable, Sendable, Identifiable {
            let id: String
            let name: String
            let runs: Int
            let isOnStrike: Bool
        }

        """

    static let extensionFile = """
        extension MatchDisplayState {
            func isFuture() -> Bool { false }
        }

        extension BatterLine: Codable {}

        """

    /// Lexes files together and attaches their model, as the engine's second pass does.
    func files(_ sources: [(String, String)]) -> [RuleContext] {
        let lexed = sources.map { RuleContext(path: $0.0, source: $0.1) }
        let model = ProjectModel(declarations: lexed.flatMap { $0.declaredTypes() }, settings: .defaults)
        return lexed.map { RuleContext(file: $0.file, context: $0.context, model: model) }
    }

    /// The origin of the expression ending at the last occurrence of `marker` in `file`.
    func origin(_ file: RuleContext, endingAt marker: String, occurrence: Int = 0) -> ValueOrigin {
        let matches = file.file.tokens.indices.filter { file.file.kind($0) == .identifier && file.file.text($0) == marker }
        return file.origin(ofValueEndingAt: matches[occurrence])
    }

    @Test("Types merge across files: members, nested types, extensions, conformances")
    func declarationsAcrossFiles() throws {
        let all = files([("ios/App/Models/MatchDisplayState.swift", Self.displayState),
                         ("ios/App/Models/MatchDisplayState+Logic.swift", Self.extensionFile)])
        let model = all[0].model
        let state = try #require(model.type(named: "MatchDisplayState"))
        #expect(state.isBackend && state.kind == .struct)
        #expect(model.member("oversLine", of: state)?.type == .string)
        #expect(model.member("batters", of: state)?.type == TypeShape(name: "BatterLine", isCollection: true))
        #expect(model.member("isFuture", of: state)?.kind == .method, "an extension in another file adds its methods")
        #expect(model.type(named: "InningsState", from: "MatchDisplayState")?.name == "MatchDisplayState.InningsState")
        #expect(model.isBackend("MatchDisplayState.InningsState"), "nested in a backend type")
        let batter = try #require(model.type(named: "BatterLine"))
        #expect(batter.isBackend, "held by a backend type's property")
        #expect(batter.conformances.contains("Codable") && batter.conformances.contains("Identifiable"))
    }

    @Test("Backend types: configured names, Live Activity content state, generated files; the app's own Codable settings are not")
    func backendTypes() throws {
        let all = files([
            ("ios/Widget/ScoreAttributes.swift", """
                import ActivityKit
                struct ScoreAttributes: ActivityAttributes {
                    public struct ContentState: Codable, Hashable { let scoreLine: String }
                    let matchId: String
                }
                """),
            ("ios/App/Settings/AlertSettings.swift", "struct AlertSettings: Codable { var wicketAlerts: Bool }\n"),
            ("ios/App/Models/Teams.generated.swift", "struct Team { let code: String }\n"),
            ("ios/App/Views/CardState.swift", "struct CardState { let title: String }\n"),
        ])
        let model = all[0].model
        #expect(model.isBackend("ScoreAttributes") && model.isBackend("ScoreAttributes.ContentState"))
        #expect(!model.isBackend("AlertSettings"), "a Codable type named like the app's own settings")
        #expect(model.isBackend("Team"), "declared in a generated file")
        #expect(!model.isBackend("CardState"))
    }

    @Test("A snapshot or cache holding text named for display keeps what the backend sent; one holding the app's own values does not")
    func snapshotsOfBackendText() throws {
        let all = files([
            ("ios/App/Models/Shared/OverSnapshot.swift", "struct OverSnapshot: Codable, Hashable { let overNumber: Int; let runsDisplay: String }\n"),
            ("ios/App/Models/DraftSnapshot.swift", "struct DraftSnapshot: Codable { let savedAt: Date; let note: String; let pickCount: Int }\n"),
            ("ios/App/Settings/ThemeSettings.swift", "struct ThemeSettings: Codable { var accentLabel: String }\n"),
        ])
        let model = all[0].model
        #expect(model.isBackend("OverSnapshot"), "`runsDisplay` is text the backend formatted")
        #expect(!model.isBackend("DraftSnapshot"), "the app's own snapshot: nothing in it is named for display")
        #expect(!model.isBackend("ThemeSettings"), "a setting is the user's, whatever its fields are called")
    }

    @Test("Receivers: properties, parameters, closure elements, locals and if-let bindings typed with backend models")
    func receivers() throws {
        let view = """
            import SwiftUI

            struct ScoreboardView: View {
                let state: MatchDisplayState

                var body: some View {
                    VStack {
                        Text(state.oversLine)
                        ForEach(state.batters) { batter in
                            Text(batter.name)
                        }
                        if let innings = state.innings {
                            Text(innings.summary)
                        }
                    }
                }

                func row(for line: BatterLine) -> some View {
                    let first = state.batters.first
                    return Text(line.name + (first?.name ?? ""))
                }
            }
            """
        let all = files([("ios/App/Models/MatchDisplayState.swift", Self.displayState), ("ios/App/Views/ScoreboardView.swift", view)])
        let file = all[1]
        #expect(origin(file, endingAt: "oversLine") == .backendMember(owner: "MatchDisplayState", member: "oversLine", type: .string))
        #expect(origin(file, endingAt: "name", occurrence: 0) == .backendMember(owner: "BatterLine", member: "name", type: .string),
                "a ForEach element of a backend list")
        #expect(origin(file, endingAt: "summary") == .backendMember(owner: "MatchDisplayState.InningsState", member: "summary", type: .string),
                "an if-let binding of a backend optional")
        #expect(origin(file, endingAt: "name", occurrence: 1).isBackend, "a parameter typed with a backend model")
        #expect(origin(file, endingAt: "name", occurrence: 2).isBackend, "a local taken from a backend list")
        #expect(origin(file, endingAt: "state", occurrence: 1) == .backendValue(type: "MatchDisplayState"))
    }

    @Test("Local UI state: @State, @Binding, @AppStorage, @FocusState are the view's own, whatever their type")
    func localState() throws {
        let view = """
            import SwiftUI

            struct AlertThresholdView: View {
                @State private var threshold: Double = 50
                @Binding var isOn: Bool
                @AppStorage("compact") private var compact = false
                @FocusState private var focused: Bool
                let state: MatchDisplayState

                var body: some View {
                    Slider(value: $threshold, in: 0...200)
                    Text(threshold, format: .number)
                    Text(state.runs, format: .number)
                    Toggle("Compact", isOn: $compact)
                    Text(compact ? "Compact" : "Full")
                }
            }
            """
        let file = files([("ios/App/Models/MatchDisplayState.swift", Self.displayState), ("ios/App/Views/AlertThresholdView.swift", view)])[1]
        #expect(origin(file, endingAt: "threshold", occurrence: 1) == .localState(wrapper: "State"))
        #expect(origin(file, endingAt: "runs").isBackend)
        #expect(origin(file, endingAt: "compact", occurrence: 1) == .localState(wrapper: "AppStorage"))
    }

    @Test("Live Activity context: context.state is the attributes' ContentState")
    func activityContext() throws {
        let attributes = """
            struct ScoreAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { let scoreLine: String; let runs: Int }
            }
            """
        let view = """
            struct ScoreActivityView: View {
                let context: ActivityViewContext<ScoreAttributes>
                var body: some View {
                    let state = context.state
                    Text(state.scoreLine)
                    Text("\\(context.state.runs)")
                }
            }
            """
        let file = files([("ios/Widget/ScoreAttributes.swift", attributes), ("ios/Widget/ScoreActivityView.swift", view)])[1]
        #expect(origin(file, endingAt: "scoreLine") == .backendMember(owner: "ScoreAttributes.ContentState", member: "scoreLine", type: .string))
        #expect(origin(file, endingAt: "runs").isBackend)
    }

    @Test("Unknown names stay unknown, so rules fall back to their vocabularies")
    func unknown() throws {
        let file = files([("ios/App/Views/A.swift", "struct A: View { var body: some View { Text(store.overs) } }")])[0]
        #expect(origin(file, endingAt: "overs") == .unknown)
    }

    @Test("Widget code: the extension's folders and the files declaring a widget, not the app's Services folder a Live Activity was put in")
    func widgetCode() throws {
        let model = files([
            ("App/Services/ScoreLiveActivity.swift", "struct ScoreLiveActivity: Widget { var body: some WidgetConfiguration { EmptyWidgetConfiguration() } }"),
            ("Scoreboard/ScoreWidgets.swift", "@main struct ScoreWidgets: WidgetBundle { var body: some Widget { ScoreLiveActivity() } }"),
            ("Home/HomeWidget.swift", "struct HomeWidget: Widget { var body: some WidgetConfiguration { EmptyWidgetConfiguration() } }"),
        ])[0].model
        #expect(model.isWidgetCode("App/Services/ScoreLiveActivity.swift"))
        #expect(!model.isWidgetCode("App/Services/SetupView.swift"))
        #expect(model.isWidgetCode("Scoreboard/ScoreRow.swift"))
        #expect(model.isWidgetCode("Home/HomeEntryView.swift"))
    }

    @Test("An example app's views are not the app's: content roles count only in the app's own Swift")
    func exampleViews() {
        let view = SourceFile(path: "x.swift", source: "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }")
        #expect(view.contentRoles.contains(.view))
        #expect(!RoleGlobs.defaults.roles(of: "examples/demo-app/ContentView.swift").adding(content: view.contentRoles).contains(.view))
        #expect(RoleGlobs.defaults.roles(of: "ios/App/ContentView.swift").adding(content: view.contentRoles).contains(.view))
    }

    @Test("A SwiftData @Model class is a PersistentModel: its scores keep an unknown origin, its dates their type's")
    func swiftDataModel() {
        let declared = SourceFile(path: "x.swift", source: """
            import SwiftData
            @Model final class FixtureRecord { var homeGoals: Int; var kickoff: Date; init(homeGoals: Int, kickoff: Date) { self.homeGoals = homeGoals; self.kickoff = kickoff } }
            """).declaredTypes(path: "ios/App/Models/FixtureRecord.swift", generated: false)
        #expect(declared.first?.conformances.contains("PersistentModel") == true)
    }

    @Test("Two projects in one folder never lend each other declarations")
    func projectRootsKeepProjectsApart() throws {
        let dir = try Scratch()
        try dir.write("AppOne/AppOne.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n")
        try dir.write("AppOne/Sources/Models.swift", "struct MatchDisplayState: Codable { let oversLine: String }\n")
        try dir.write("AppOne/Sources/Views/OversView.swift", """
            struct OversView: View {
                let state: MatchDisplayState
                var body: some View { Text(state.oversLine.split(separator: ".").last ?? "") }
            }
            """)
        try dir.write("AppTwo/Package.swift", "// swift-tools-version:6.0\n")
        try dir.write("AppTwo/Sources/Views/TagView.swift", """
            struct TagView: View {
                let state: MatchDisplayState
                var body: some View { Text(state.oversLine.split(separator: ".").last ?? "") }
            }
            """)
        let roots = ProjectRoots()
        #expect(roots.root(ofFile: dir.root + "/AppOne/Sources/Views/OversView.swift") == dir.root + "/AppOne")
        #expect(roots.root(ofFile: dir.root + "/AppTwo/Sources/Views/TagView.swift") == dir.root + "/AppTwo")
        // AppTwo declares no MatchDisplayState: its `state` is not known to be the backend's.
        let rules = try RuleSet(builtIn: [ModelProbeRule.self], configuration: Configuration(), only: nil)
        let result = Engine(rules: rules).run(try FileDiscovery.discover(["."], cwd: dir.root, configRoot: dir.root))
        #expect(result.findings.map(\.path) == ["AppOne/Sources/Views/OversView.swift"])
    }
}

@Suite("Project roots for cross-file rules")
struct ProjectRootScopingTests {
    @Test("A lifecycle observer or an Info.plist in one app does not excuse another app in the same folder")
    func crossFileEvidenceStaysInItsProject() throws {
        let dir = try Scratch()
        let request = """
            import ActivityKit
            final class ActivityManager {
                let observer = ActivityObserver()
                func start(_ attributes: ScoreAttributes, _ state: ScoreAttributes.ContentState) throws {
                    let activity = try Activity.request(attributes: attributes, content: .init(state: state, staleDate: nil))
                    Task { await observer.watch(activity) }
                }
            }
            """
        let observer = """
            import ActivityKit
            final class ActivityObserver {
                func watch(_ activity: Activity<ScoreAttributes>) async {
                    for await state in activity.activityStateUpdates where state == .dismissed { stop() }
                }
                func stop() {}
            }
            """
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>NSSupportsLiveActivities</key>
                <true/>
                <key>NSSupportsLiveActivitiesFrequentUpdates</key>
                <true/>
            </dict>
            </plist>
            """
        try dir.write("Scores/Scores.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n")
        try dir.write("Scores/App/ActivityManager.swift", request)
        try dir.write("Scores/App/ActivityObserver.swift", observer)
        try dir.write("Scores/App/Info.plist", plist)
        try dir.write("Fixtures/Fixtures.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n")
        try dir.write("Fixtures/App/ActivityManager.swift", request)
        try dir.write("Fixtures/App/Info.plist", plist.replacingOccurrences(of: "    <key>NSSupportsLiveActivitiesFrequentUpdates</key>\n    <true/>\n", with: ""))
        let found = try Scratch.findings(dir.umpire(["--only", "activity-lifecycle,live-activity-plist", "--format", "json"]).stdout)
        #expect(found.map { "\($0.path):\($0.rule)" } == ["Fixtures/App/ActivityManager.swift:activity-lifecycle",
                                                             "Fixtures/App/Info.plist:live-activity-plist"])
    }

    @Test("zod-duplicate-type: another package's schema counts for a same-named type only with all its fields, for another name only with four or more")
    func zodDuplicatesAcrossPackages() throws {
        let dir = try Scratch()
        try dir.write("emails/package.json", #"{ "name": "emails" }"#)
        try dir.write("emails/src/matchEmail.ts", """
            import { z } from "zod";
            export const MatchSchema = z.object({ matchId: z.string(), title: z.string(), unsubscribeUrl: z.string() });
            export const SummarySchema = z.object({ day: z.string(), ok: z.number(), count: z.number() });
            export const InningsSchema = z.object({ battingTeam: z.string(), runs: z.number(), wickets: z.number(), overs: z.string() });
            """)
        try dir.write("web/package.json", #"{ "name": "web" }"#)
        try dir.write("web/src/match.types.ts", """
            export interface Match { matchId: string; title: string; venue: string }
            export type DailyCount = { day: string; ok: number; count: number };
            export type InningsLine = { battingTeam: string; runs: number; wickets: number; overs: string };
            """)
        let output = dir.umpire(["--only", "zod-duplicate-type", "--format", "json"]).stdout
        #expect(try Scratch.findings(output).map(\.line) == [3])
    }

    @Test("A Live Activity key set in the Xcode project's build settings counts for the generated Info.plist")
    func liveActivityKeysInBuildSettings() throws {
        let dir = try Scratch()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>CFBundleName</key>
                <string>Scores</string>
            </dict>
            </plist>
            """
        let settings = """
            // !$*UTF8*$!
            buildSettings = {
                GENERATE_INFOPLIST_FILE = YES;
                INFOPLIST_FILE = App/Info.plist;
                INFOPLIST_KEY_NSSupportsLiveActivities = YES;
            };
            """
        try dir.write("Scores/Scores.xcodeproj/project.pbxproj", settings)
        try dir.write("Scores/App/ActivityManager.swift", "import ActivityKit\n")
        try dir.write("Scores/App/Info.plist", plist)
        let output = dir.umpire(["--only", "live-activity-plist", "--format", "json"]).stdout
        #expect(try Scratch.findings(output).map(\.path) == ["Scores/App/Info.plist"])
        #expect(output.contains("no NSSupportsLiveActivitiesFrequentUpdates") && !output.contains("no NSSupportsLiveActivities;"))
    }
}

/// Reports `.split(` on a receiver the model knows to be backend data.
struct ModelProbeRule: Rule {
    static let description = RuleDescription(
        id: "model-probe", area: .serverDrivenUI, languages: [.swift], severity: .error, summary: "A test rule",
        rationale: "A test rule.", fix: "None.", triggering: [], nonTriggering: [])
    init(options: RuleOptions) {}
    func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for i in file.tokens.indices where file.isIdentifier(i, "split") {
            guard let dot = file.previousSignificant(before: i), let receiver = file.previousSignificant(before: dot),
                  context.origin(ofValueEndingAt: receiver).isBackend else { continue }
            findings.report(file, at: i, "backend")
        }
    }
}
