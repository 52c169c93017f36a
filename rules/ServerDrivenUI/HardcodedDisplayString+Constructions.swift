// hardcoded-display-string where the app writes the backend's text itself: a value the backend
// sent, rebuilt on the device with the app's own words in one of its text fields.

import UmpireCore
import UmpireRuleSupport

extension HardcodedDisplayString {
    /// `StandingsTable(competitionName: table.competitionName, …, footnote: "Top four qualify for
    /// the playoffs")`: the backend's value copied with one text field filled by the app, a
    /// fallback the backend cannot change, as `table.footnote ?? "…"` is. Only a copy counts
    /// (another argument passes the backend's value on): a table of teams or a sample written
    /// out in literals is the app's own data. Previews, sample data and fakes are left alone.
    func checkFilledBackendText(in context: RuleContext, into findings: inout FindingSink) {
        guard context.roles.isDisjoint(with: [.fakeService, .test]), !isSampleFile(context), !context.rolePath.contains("Mock"),
              context.mayHoldBackendValues else { return }
        let file = context.file
        let tree = file.syntax
        for call in tree.nodes.indices where tree.kind(call) == .call {
            let callee = tree.nameText(call)
            guard callee.first?.isUppercase == true, let type = context.model.type(named: callee), type.isBackend else { continue }
            let arguments = tree.children(call).filter { tree.kind($0) == .argument }
            let copiesBackendValue = arguments.contains { argument in
                guard let value = tree.firstChild(argument), tree.kind(value) != .string, tree.kind(value) != .literal else { return false }
                return context.provenance(of: value).isBackend
            }
            guard copiesBackendValue else { continue }
            for argument in arguments {
                guard let value = tree.firstChild(argument), tree.kind(value) == .string,
                      let member = type.members[tree.nameText(argument)], member.kind == .storedProperty,
                      member.type?.name == "String", !Self.namesAnIdentifier(member.name) else { continue }
                let literal = Int(tree[value].first)
                guard isSentence(file.ownText(ofStringAt: literal)), !context.isInSampleData(literal), !isSampleValue(literal, in: file) else { continue }
                findings.report(file, at: literal, through: file.partner(of: literal), Self.message)
            }
        }
    }

    /// Words a reader reads (`"Top four qualify"`), not a code, a key or one word (`"TBD"`,
    /// `"period-change"`).
    private func isSentence(_ text: String) -> Bool {
        let words = text.split { !$0.isLetter }
        return words.count >= 2 && text.contains(" ") && !ValueNames.isCatalogKey(text)
    }

    /// `id`, `eventType`, `teamCode`: a field that names or keys, whatever words it holds.
    static func namesAnIdentifier(_ field: String) -> Bool {
        let lower = field.lowercased()
        return ["id", "key", "type", "code", "url", "path", "identifier", "slug", "kind"].contains { lower.hasSuffix($0) }
    }

    /// A value declared as an example: `static let sample = Match(…)`, `func mock() -> Match`.
    private func isSampleValue(_ token: Int, in file: SourceFile) -> Bool {
        guard let name = file.enclosingDeclarationName(of: token) else { return false }
        let lower = file.text(name).lowercased()
        return ["sample", "mock", "preview", "placeholder", "example", "demo", "stub", "fake", "dummy", "snapshot"].contains { lower.contains($0) }
    }
}
