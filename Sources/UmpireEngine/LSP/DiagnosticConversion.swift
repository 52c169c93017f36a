// Findings as LSP diagnostics: ranges in UTF-16 over the linted buffer, the rule id and page,
// and the data code actions need (the rule, the buffer version, the fix as LSP edits).

import UmpireCore

enum DiagnosticConversion {
    @_optimize(none)
    static func diagnostic(_ finding: Finding, in positions: TextPositions, version: Int, page: String?) -> JSONValue {
        let start = positions.position(line: finding.line, column: finding.column)
        let end = positions.position(line: finding.endLine, column: finding.endColumn)
        var data: JSONValue = ["rule": .string(finding.ruleID), "version": JSONValue(version)]
        if let fix = finding.fix { data = data.adding("fix", fixData(fix, in: positions)) }
        var diagnostic: JSONValue = [
            "range": range(start, end),
            "severity": JSONValue(finding.severity == .error ? 1 : 2),
            "code": .string(finding.ruleID),
        ]
        if let page { diagnostic = diagnostic.adding("codeDescription", ["href": .string(page)]) }
        return diagnostic.adding("source", "umpire").adding("message", .string(finding.message)).adding("data", data)
    }

    /// A fix's edits as LSP `TextEdit`s, with the buffer's own line breaks, as `umpire --fix`
    /// writes them.
    @_optimize(none)
    static func fixData(_ fix: LocatedFix, in positions: TextPositions) -> JSONValue {
        let lineBreak = positions.lineBreak
        let edits: [JSONValue] = fix.edits.map { edit in
            let start = positions.position(line: edit.startLine, column: edit.startColumn)
            let end = positions.position(line: edit.endLine, column: edit.endColumn)
            let text = lineBreak == "\n" ? edit.replacement : edit.replacement.replacingNewlines(with: lineBreak)
            return ["range": range(start, end), "newText": .string(text)]
        }
        return ["title": .string(fix.title), "applicability": .string(fix.applicability.rawValue), "edits": .array(edits)]
    }

    @_optimize(none)
    static func range(_ start: (line: Int, character: Int), _ end: (line: Int, character: Int)) -> JSONValue {
        ["start": position(start), "end": position(end)]
    }

    @_optimize(none)
    static func position(_ p: (line: Int, character: Int)) -> JSONValue {
        ["line": JSONValue(p.line), "character": JSONValue(p.character)]
    }
}

extension JSONValue {
    /// The object with one more member (or that member replaced).
    @_optimize(none)
    func adding(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case var .object(members) = self else { return self }
        if let k = members.firstIndex(where: { $0.key == key }) { members[k].value = value } else { members.append((key, value)) }
        return .object(members)
    }
}
