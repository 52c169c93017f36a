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
        guard context.roles.isDisjoint(with: [.fakeService, .test]) else { return }
        let file = context.file
        // By tokens first: a capitalised name called with a labelled string argument, whose name
        // the model knows as the backend's. Only then is the file parsed, and only that call read.
        var candidates: [(callee: Int, type: ModelType)] = []
        let tokens = file.tokens
        for i in tokens.indices.dropLast() where tokens[i].kind == .identifier && tokens[i + 1].kind == .openParen {
            let first = file.bytes[tokens[i].start.value]
            guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), let close = file.partner(of: i + 1),
                  passesLabelledString(i + 1, close, in: file),
                  let type = context.model.type(named: file.text(i)), type.isBackend else { continue }
            candidates.append((i, type))
        }
        guard !candidates.isEmpty, !isSampleFile(context), !context.rolePath.contains("Mock") else { return }
        let tree = file.syntax
        for (callee, type) in candidates {
            guard let call = tree.ancestors(tree.node(atToken: callee)).first(where: { tree.kind($0) == .call }) else { continue }
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

    /// `(…, footnote: "…")`: a string literal right after a label, among the call's own arguments.
    private func passesLabelledString(_ paren: Int, _ close: Int, in file: SourceFile) -> Bool {
        var k = paren + 1
        while k < close {
            if file.kind(k) == .stringStart, let colon = file.previousSignificant(before: k), file.kind(colon) == .colon { return true }
            // Over a nested call's or string's contents to what follows it.
            if let partner = file.partner(of: k), partner > k { k = partner + 1 } else { k += 1 }
        }
        return false
    }

    /// Words a reader reads (`"Top four qualify"`), not a code, a key or one word (`"TBD"`,
    /// `"period-change"`).
    private func isSentence(_ text: String) -> Bool {
        let words = text.split { !$0.isLetter }
        return words.count >= 2 && text.contains(" ") && !ValueNames.isCatalogKey(text)
    }

    /// `id`, `eventType`, `teamCode`: a field that identifies or classifies, whatever words it holds.
    static func namesAnIdentifier(_ field: String) -> Bool {
        let lower = field.lowercased()
        return ValueNames.isIdentifier(field) || ["type", "code", "slug", "kind"].contains { lower.hasSuffix($0) }
    }

    /// A value declared as an example: `static let sample = Match(…)`, `func mock() -> Match`.
    private func isSampleValue(_ token: Int, in file: SourceFile) -> Bool {
        guard let name = file.enclosingDeclarationName(of: token) else { return false }
        let lower = file.text(name).lowercased()
        return ["sample", "mock", "preview", "placeholder", "example", "demo", "stub", "fake", "dummy", "snapshot"].contains { lower.contains($0) }
    }
}
