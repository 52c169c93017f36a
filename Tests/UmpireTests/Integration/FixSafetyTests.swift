// A fix must leave a project that still builds and says nothing new: no var made a let where
// another file sets it, no fix applied whose text brings a finding its source had not.

import Foundation
import Testing
import UmpireCore
import UmpireEngine
import UmpireRules

/// Renames `legacyScore` to `scoreLine`, safely as far as it knows.
struct RenamingProbeRule: Rule {
    static let description = RuleDescription(
        id: "probe-rename", area: .iosSwift, languages: [.swift], severity: .error, summary: "A test rule",
        rationale: "A test rule.", fix: "Rename it.", fixes: .safe, triggering: [], nonTriggering: [])
    init(options: RuleOptions) {}
    func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for i in file.tokens.indices where file.isIdentifier(i, "legacyScore") {
            findings.report(file, at: i, "Rename legacyScore.", fix: Fix("Rename", .safe, edits: [file.replacing(i, with: "scoreLine")]))
        }
    }
}

/// Reports what the renaming rule's fix writes.
struct WatchingProbeRule: Rule {
    static let description = RuleDescription(
        id: "probe-watch", area: .iosSwift, languages: [.swift], severity: .error, summary: "A test rule",
        rationale: "A test rule.", fix: "None.", triggering: [], nonTriggering: [])
    init(options: RuleOptions) {}
    func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for i in file.tokens.indices where file.isIdentifier(i, "scoreLine") { findings.report(file, at: i, "scoreLine is formatted on the device.") }
    }
}

@Suite("Fixes that keep the project building", .serialized)
struct FixSafetyTests {
    static let account = """
        import Foundation

        struct Account: Codable, Hashable, Sendable {
            let id: String
            var accountName: String
        }

        """

    @Test("A var another file sets is not made a let; with no such file, it is")
    func assignedElsewhere() throws {
        let repo = try Scratch()
        try repo.write("ios/CricketApp/Models/Account.swift", Self.account)
        try repo.write("ios/CricketApp/ViewModels/SettingsModel.swift", """
            import Observation

            @Observable final class SettingsModel {
                var viewModel: ProfileModel
                init(viewModel: ProfileModel) { self.viewModel = viewModel }
                func rename(to name: String) {
                    viewModel.account.accountName = name
                }
            }

            """)
        let fixed = repo.umpire(["--fix", "--unsafe-fixes"])
        #expect(try repo.read("ios/CricketApp/Models/Account.swift") == Self.account, "\(fixed.stderr)")
        #expect(fixed.stdout.contains("model-immutability"), "the finding stays, without a fix")

        // A binding writes too.
        try repo.write("ios/CricketApp/ViewModels/SettingsModel.swift", "import SwiftUI\n\nstruct NameField: View {\n    @Binding var draft: Account\n    var body: some View { TextField(\"Name\", text: $draft.accountName) }\n}\n")
        _ = repo.umpire(["--fix", "--unsafe-fixes"])
        #expect(try repo.read("ios/CricketApp/Models/Account.swift") == Self.account)

        try FileManager.default.removeItem(atPath: repo.root + "/ios/CricketApp/ViewModels/SettingsModel.swift")
        _ = repo.umpire(["--fix", "--unsafe-fixes"])
        #expect(try repo.read("ios/CricketApp/Models/Account.swift") == Self.account.replacingOccurrences(of: "var accountName", with: "let accountName"))
    }

    @Test("An optional var a memberwise call leaves out is not made a let; when every call passes it, it is")
    func memberwiseDefault() throws {
        let repo = try Scratch()
        let player = "struct Player: Codable, Hashable, Sendable {\n    let id: Int\n    var shots: Int?\n}\n"
        try repo.write("ios/CricketApp/Models/Player.swift", player)
        try repo.write("ios/CricketApp/Preview/PreviewData.swift", "let previewPlayer = Player(id: 1)\n")
        _ = repo.umpire(["--fix", "--unsafe-fixes"])
        #expect(try repo.read("ios/CricketApp/Models/Player.swift") == player, "Player(id: 1) relies on shots' nil default")
        try repo.write("ios/CricketApp/Preview/PreviewData.swift", "let previewPlayer = Player(id: 1, shots: nil)\n")
        _ = repo.umpire(["--fix", "--unsafe-fixes"])
        #expect(try repo.read("ios/CricketApp/Models/Player.swift") == player.replacingOccurrences(of: "var shots", with: "let shots"))
    }

    @Test("ProjectUses: the labels each initializer call passes, nested calls and strings included")
    func constructionScan() {
        let code = """
            let a = Player(id: 1, team: Team(code: "IND", name: "(India"))
            let b = Player.init(id: 2, shots: nil)
            let c = [Player(id: 3, shots: flag ? 1 : nil)]
            let d = makePlayer(id: 4)
            """
        let uses = ProjectUses(typeNames: ["Player", "Team"]) { $0(Array(code.utf8)) }
        #expect(uses.constructs("Player", without: "shots"), "Player(id: 1, team: …) leaves it out")
        #expect(!uses.constructs("Player", without: "id"))
        #expect(uses.constructs("Team", without: "short"))
        #expect(!uses.constructs("Team", without: "name"))
        #expect(!uses.constructs("Squad", without: "id"), "a type never constructed")
    }

    @Test("ProjectUses: a question about one type reads only the files whose calls may build it, and the files the run did not read")
    func constructionsNarrowedByCallHashes() {
        let files = [
            "let a = Roster.Player(id: 1)\n",
            "let b = Player.init(id: 2, shots: 3)\n",
            "let c = Team(code: \"IND\")\nlet p = makePlayer(id: 4)\n",
        ].map { Array($0.utf8) }
        let unread = Array("let d = Player(shots: 5)\n".utf8)
        let hashes = files.map { CallSites.callHashes($0).constructed }
        let visited = Counter()
        let uses = ProjectUses(typeNames: ["Player", "Team"], known: [], unscanned: { $0(unread) }, constructing: { type, visit in
            for (n, bytes) in files.enumerated() where CallSites.holds(hashes[n], type) {
                visited.add()
                visit(bytes)
            }
        }, sources: { _ in Issue.record("every file read for one type") })
        #expect(uses.constructs("Player", without: "shots"), "Roster.Player(id: 1) leaves it out")
        #expect(visited.value == 2, "the Team file is not read for Player")
        #expect(uses.constructs("Player", without: "id"), "the file the run did not read leaves it out")
        #expect(visited.value == 2, "answered once per type")
        #expect(!uses.constructs("Team", without: "code"))
        #expect(!uses.constructs("Squad", without: "id"))
    }

    @Test("ProjectUses: changes the first pass collected, and those of the files the run did not read")
    func knownChanges() {
        let read = Array("score.runs += 4\n".utf8), unread = Array("match.balls.append(ball)\n".utf8)
        let uses = ProjectUses(known: ProjectUses.changedMembers(read), unscanned: { $0(unread) }, sources: { $0(read); $0(unread) })
        #expect(uses.changes(member: "runs"), "from the first pass")
        #expect(uses.changes(member: "balls"), "from a file the run did not read")
        #expect(!uses.changes(member: "wickets"))
    }

    @Test("A fix whose text brings a new finding is not applied, and a note says which rule")
    func fixNeverCreatesAFinding() throws {
        let repo = try Scratch()
        let view = "struct Badge {\n    let legacyScore = 1\n}\n"
        try repo.write("ios/CricketApp/Views/Badge.swift", view)
        let tool = CommandLineTool(builtIn: [RenamingProbeRule.self, WatchingProbeRule.self], cwd: repo.root, environment: [:],
                                   readStandardInput: { [] })
        let output = tool.run(["--fix"])
        #expect(try repo.read("ios/CricketApp/Views/Badge.swift") == view)
        #expect((output.stdout + output.stderr).contains("its fixes would create a finding (probe-watch); not fixed"), "\(output.stdout)")
        // Alone, the rename is applied.
        let alone = CommandLineTool(builtIn: [RenamingProbeRule.self], cwd: repo.root, environment: [:], readStandardInput: { [] })
        _ = alone.run(["--fix"])
        #expect(try repo.read("ios/CricketApp/Views/Badge.swift") == view.replacingOccurrences(of: "legacyScore", with: "scoreLine"))
    }

    @Test("ProjectUses: what counts as a change of a member through a value")
    func mutationScan() {
        let code = """
            model.account.accountName = name
            score.runs += 4
            update(&state.overs)
            TextField("", text: $draft.teamName)
            match.balls.append(ball)
            box.items[0] = ball
            self.wickets = 3
            if match.status == .live && other.flag != true { }
            let total = innings.extras
            self.innings.partnership = p
            """
        let mutations = ProjectUses { $0(Array(code.utf8)) }
        for name in ["account", "accountName", "runs", "overs", "teamName", "balls", "items", "partnership"] {
            #expect(mutations.changes(member: name), "\(name)")
        }
        for name in ["wickets", "status", "flag", "extras", "innings", "append"] {
            #expect(!mutations.changes(member: name), "\(name)")
        }
    }
}
