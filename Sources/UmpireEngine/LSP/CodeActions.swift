// Code actions for Umpire's diagnostics: the rule's fix, a suppression comment above the line,
// the rule's explanation; and one source action applying every safe fix in the file.

import UmpireCore

struct CodeActions {
    static let explainCommand = "umpire.explain"
    static let fixAllKind = "source.fixAll.umpire"
    static let kinds = ["quickfix", fixAllKind]

    let document: TextDocument
    /// The findings of the document's current version, when known (for fixing everything).
    let findings: [Finding]?
    /// Whether the client takes versioned edits, which it refuses to apply to a changed buffer.
    let documentChanges: Bool

    @_optimize(none)
    func actions(for diagnostics: [JSONValue], only: [String]?) -> [JSONValue] {
        let positions = TextPositions(document.bytes)
        var actions: [JSONValue] = []
        var offered: Set<String> = []
        for diagnostic in diagnostics where diagnostic["source"]?.string == "umpire" {
            guard let rule = diagnostic["data"]?["rule"]?.string ?? diagnostic["code"]?.string,
                  let line = diagnostic["range"]?["start"]?["line"]?.int else { continue }
            if let fix = diagnostic["data"]?["fix"], diagnostic["data"]?["version"]?.int == document.version,
               let title = fix["title"]?.string, let edits = fix["edits"]?.array {
                actions.append(["title": .string(title), "kind": "quickfix", "diagnostics": [diagnostic],
                                "isPreferred": .bool(fix["applicability"]?.string == FixApplicability.safe.rawValue),
                                "edit": workspaceEdit(edits)])
            }
            // One suppression and one explanation per rule and line, however many findings.
            guard offered.insert("\(rule)\u{0}\(line)").inserted else { continue }
            if let path = document.path, line >= 0, line < positions.lines.count {
                let comment = Suppression.nextLineComment(for: rule, path: path)
                // Above the command a shell finding's line continues: no comment can sit among its lines.
                let above = Suppressions.commentLine(above: line, lines: positions.lines, bytes: document.bytes, path: path)
                let text = positions.indentation(ofLine: above) + comment + positions.lineBreak
                let insert: JSONValue = ["range": DiagnosticConversion.range((above, 0), (above, 0)), "newText": .string(text)]
                actions.append(["title": .string("Suppress \(rule) on this line"), "kind": "quickfix", "diagnostics": [diagnostic],
                                "edit": workspaceEdit([insert])])
            }
            if offered.insert(rule).inserted {
                actions.append(["title": .string("Explain \(rule)"), "kind": "quickfix", "diagnostics": [diagnostic],
                                "command": ["title": .string("Explain \(rule)"), "command": .string(Self.explainCommand),
                                            "arguments": [.string(rule)]]])
            }
        }
        if let fixAll = fixAll(positions) { actions.append(fixAll) }
        guard let only else { return actions }
        return actions.filter { action in
            let kind = action["kind"]?.string ?? ""
            return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
        }
    }

    /// Every safe fix that does not overlap an earlier one, as `umpire --fix` applies them in
    /// one pass; nil when there is none.
    @_optimize(none)
    private func fixAll(_ positions: TextPositions) -> JSONValue? {
        let safe = (findings ?? []).compactMap(\.fix).filter { $0.applicability == .safe }.map(\.fix)
        guard !safe.isEmpty else { return nil }
        let applied = FixApplier.apply(safe, to: document.bytes).applied
        guard !applied.isEmpty else { return nil }
        let lineBreak = positions.lineBreak
        let edits: [JSONValue] = applied.flatMap(\.edits).map { edit in
            let text = lineBreak == "\n" ? edit.replacement : edit.replacement.replacingNewlines(with: lineBreak)
            return ["range": DiagnosticConversion.range(positions.position(ofOffset: edit.start.value), positions.position(ofOffset: edit.end.value)),
                    "newText": .string(text)]
        }
        let title = applied.count == 1 ? "Apply Umpire's safe fix in this file" : "Apply Umpire's \(applied.count) safe fixes in this file"
        return ["title": .string(title), "kind": .string(Self.fixAllKind), "edit": workspaceEdit(edits)]
    }

    @_optimize(none)
    private func workspaceEdit(_ edits: [JSONValue]) -> JSONValue {
        guard documentChanges else { return ["changes": .object([(key: document.uri, value: .array(edits))])] }
        return ["documentChanges": [["textDocument": ["uri": .string(document.uri), "version": JSONValue(document.version)],
                                     "edits": .array(edits)]]]
    }
}
