// What the project model must not conclude, each case seen on real code (the precision pass
// over Trio, Home Assistant, EhPanda, IceCubes and food-truck), and what it must not lose.

import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("Core: project model precision")
struct ProjectModelPrecisionTests {
    func model(_ sources: [(String, String)], settings: ModelSettings = .defaults) -> ProjectModel {
        let lexed = sources.map { RuleContext(path: $0.0, source: $0.1) }
        return ProjectModel(declarations: lexed.flatMap { $0.declaredTypes() }, settings: settings)
    }

    @Test("A system type the project only extends is never the backend's, even when a backend model holds it")
    func extendedSystemTypes() {
        let m = model([
            ("ios/App/Models/MatchDisplayState.swift", "struct MatchDisplayState: Codable { let oversLine: String; let startsAt: Date }\n"),
            ("ios/App/Support/String+Search.swift", "extension String { func matches(_ query: String) -> Bool { true } }\n"),
            ("ios/App/Support/Date+Format.swift", "extension Date { var isToday: Bool { true } }\n"),
        ])
        #expect(m.isBackend("MatchDisplayState"))
        #expect(!m.isBackend("String") && !m.isBackend("Date"))
    }

    @Test("A type named like the app's own (…Snapshot) is the backend's when a service returns it")
    func fetchedTypes() {
        let m = model([
            ("ios/App/Models/InningsSnapshot.swift", "struct InningsSnapshot: Codable { let runs: Int }\n"),
            ("ios/App/Models/LayoutSnapshot.swift", "struct LayoutSnapshot: Codable { let scrollOffset: Double }\n"),
            ("ios/App/Services/MatchService.swift", "protocol MatchService { func liveSnapshots() async throws -> [InningsSnapshot] }\n"),
        ])
        #expect(m.isBackend("InningsSnapshot"))
        #expect(!m.isBackend("LayoutSnapshot"), "a snapshot no service returns stays the app's own")
    }

    @Test("Two declarations of one name that disagree (a watch app's class, the app's Codable struct) are not the backend's")
    func disagreeingDeclarations() {
        let m = model([
            ("Trio/Models/WatchState.swift", "struct WatchState: Codable { var carbsAmount: Int }\n"),
            ("Trio Watch App/WatchState.swift", "@Observable final class WatchState { var carbsAmount = 0 }\n"),
            ("ios/App/Models/Score.swift", "struct Score: Codable { let runs: Int }\n"),
            ("ios/Widget/Models/Score.swift", "struct Score: Codable { let runs: Int }\n"),
        ])
        #expect(!m.isBackend("WatchState"))
        #expect(m.isBackend("Score"), "the same Codable model copied into the widget target is still the backend's")
    }

    @Test("A type the app keeps for itself stays local when a Codable type holds it; stored records are the app's own")
    func localTypesStayLocal() {
        let m = model([
            ("EhPanda/Models/AppEnv.swift", "struct AppEnv: Codable { let setting: Setting; let searchFilter: Filter; let user: User }\n"),
            ("EhPanda/Models/Setting.swift", "struct Setting: Codable { var readingDirection: Int }\n"),
            ("EhPanda/Models/Filter.swift", "struct Filter: Codable { var pageLowerBound: String }\n"),
            ("EhPanda/Models/User.swift", "struct User: Codable { let displayName: String }\n"),
            ("HA/Models/MagicItem.swift", "struct MagicItem: Codable, FetchableRecord, PersistableRecord { let type: ItemType }\n"),
        ])
        #expect(!m.isBackend("Setting") && !m.isBackend("Filter"))
        #expect(m.isBackend("User"))
        #expect(!m.isBackend("MagicItem"), "a GRDB record is stored by the app")
        var settings = ModelSettings()
        settings.localConformances = []
        #expect(model([("HA/Models/MagicItem.swift", "struct MagicItem: Codable, FetchableRecord { let type: String }\n")],
                      settings: settings).isBackend("MagicItem"))
    }

    @Test("A Decodable-only type is read from a response, whatever its name; an Encodable-only request body is not")
    func decodableOnly() {
        let m = model([
            ("IceCubes/Models/ServerPreferences.swift", "public struct ServerPreferences: Decodable { let autoExpandMedia: Bool }\n"),
            ("IceCubes/Models/PostRequest.swift", "struct PostRequest: Encodable { let status: String }\n"),
            ("IceCubes/Models/DisplayPreferences.swift", "struct DisplayPreferences: Codable { var font: String }\n"),
        ])
        #expect(m.isBackend("ServerPreferences"))
        #expect(!m.isBackend("PostRequest"))
        #expect(!m.isBackend("DisplayPreferences"))
    }

    @Test("Codable through a project protocol (`protocol JSON: Codable`) counts, and a widget's timeline entry carries backend data")
    func inheritedCodableAndTimelineEntries() {
        let m = model([
            ("Trio/Models/JSON.swift", "protocol JSON: Codable {}\nprotocol NightscoutRecord: JSON {}\n"),
            ("Trio/Models/NightscoutTreatment.swift", "struct NightscoutTreatment: NightscoutRecord { var enteredBy: String? }\n"),
            ("ios/Widget/ScoreEntry.swift", "struct ScoreEntry: TimelineEntry { let date: Date; let runs: Int }\n"),
        ])
        #expect(m.isBackend("NightscoutTreatment"))
        #expect(m.isBackend("ScoreEntry"))
    }

    @Test("A type holding a UIImage is built on the device: a timeline entry's backend data does not reach into it")
    func appObjectsStopTheBackend() {
        let m = model([
            ("ios/Widget/UserEntry.swift", "struct UserEntry: TimelineEntry { let date: Date; let user: WidgetUser?; let match: WidgetMatch }\n"),
            ("ios/Widget/Model/WidgetUser.swift", "import UIKit\nstruct WidgetUser { let name: String; let avatar: UIImage; let recent: [WidgetMatch] }\n"),
            ("ios/Widget/Model/WidgetMatch.swift", "struct WidgetMatch { let id: String; let kills: Int }\n"),
        ])
        #expect(m.isBackend("UserEntry"))
        #expect(!m.isBackend("WidgetUser"))
        // Still the backend's where the entry holds it directly.
        #expect(m.isBackend("WidgetMatch"))
    }

    @Test("The engine finds a protocol-Codable type in a file that never names Codable, in a whole run and a partial one")
    func engineFollowsCodableProtocols() throws {
        let dir = try Scratch()
        try dir.write("App/App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n")
        try dir.write("App/Models/JSON.swift", "protocol JSON: Codable {}\n")
        try dir.write("App/Models/Treatment.swift", "struct Treatment: JSON { let notes: String }\n")
        try dir.write("App/Views/TreatmentView.swift", """
            struct TreatmentView: View {
                let treatment: Treatment
                var body: some View { Text(treatment.notes.split(separator: ",").first ?? "") }
            }
            """)
        let rules = try RuleSet(builtIn: [ModelProbeRule.self], configuration: Configuration(), only: nil)
        let whole = Engine(rules: rules).run(try FileDiscovery.discover(["."], cwd: dir.root, configRoot: dir.root))
        #expect(whole.findings.map(\.path) == ["App/Views/TreatmentView.swift"])
        let named = Engine(rules: rules).run(try FileDiscovery.discover(["App/Views/TreatmentView.swift"], cwd: dir.root, configRoot: dir.root))
        #expect(named.findings.map(\.path) == ["App/Views/TreatmentView.swift"])
    }
}
