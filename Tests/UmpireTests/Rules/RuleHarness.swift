// Runs one rule on example code the way the engine runs it on a file, for the generic tests.

import Testing
import UmpireCore
import UmpireEngine
import UmpireRules

enum RuleHarness {
    static func type(_ id: String) -> any Rule.Type {
        BuiltInRules.all.first { $0.description.id == id }!
    }

    static func defaultPath(for description: RuleDescription) -> String {
        ExampleRun.defaultPath(for: description)
    }

    /// The findings of rule `id` on `code` at `path` through the production pipeline (see
    /// `ExampleRun.findings`).
    static func findings(_ id: String, code: String, path: String, options: [String: JSONValue] = [:],
                         companions: [Example.Companion] = [], asChange: Bool = false) throws -> [Finding] {
        try ExampleRun.findings(type(id), builtIn: BuiltInRules.all, code: code, path: path, options: options,
                                companions: companions, asChange: asChange)
    }

    /// 1-based line and column of each byte offset, with columns counted in scalars.
    static func positions(_ offsets: [Int], in code: String) -> [Position] {
        let file = SourceFile(path: "x.swift", source: code)
        return offsets.map { offset in
            let p = file.position(of: ByteOffset(offset))
            return Position(line: p.line.value, column: p.column)
        }
    }

    struct Position: Hashable, Comparable, CustomStringConvertible {
        let line: Int
        let column: Int
        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
        var description: String { "\(line):\(column)" }
    }

    static func location(_ example: Example) -> SourceLocation {
        let path = "\(example.file)"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return SourceLocation(fileID: "UmpireRules/\(name)", filePath: path, line: Int(example.line), column: 1)
    }

    static func show(_ code: String, _ findings: [Finding]) -> String {
        let found = findings.map { "  \($0.line):\($0.column) [\($0.ruleID)] \($0.message)" }.joined(separator: "\n")
        return "\n--- code ---\n\(code)\n--- findings ---\n\(found.isEmpty ? "  (none)" : found)"
    }

    /// The example commented out, in the language's comment syntax.
    static func insideComment(_ code: String, language: Language) -> String {
        switch language {
        case .shell: code.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }.joined(separator: "\n")
        case .plist: "<!--\n\(code)\n-->\n"
        default: "/*\n\(code)\n*/\n"
        }
    }

    /// The example wrapped so that all of it is string literal text.
    static func insideString(_ code: String, language: Language) -> String {
        switch language {
        case .shell:
            return "cat <<'EXAMPLE'\n\(code)\nEXAMPLE\n"
        case .swift:
            return "let example = #\"\"\"\n\(code)\n\"\"\"#\n"
        case .typeScript:
            let escaped = code.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "`", with: "\\`")
                .replacingOccurrences(of: "${", with: "\\${")
            return "const example = `\n\(escaped)\n`;\n"
        case .plist:
            let escaped = code.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            return "<string>\(escaped)</string>\n"
        }
    }

    /// Inserts `// umpire:disable-next-line ID` (`#` in shell, `<!-- … -->` in a property list)
    /// above every line that holds a marker.
    static func suppressed(_ marked: String, id: String, language: Language = .swift) -> String {
        let opener = language == .shell ? "#" : language == .plist ? "<!--" : "//"
        let closer = language == .plist ? " -->" : ""
        let lines = marked.split(separator: "\n", omittingEmptySubsequences: false)
        // Above each finding's line, or in a shell script above the command that line continues,
        // where the language server's "Suppress" action puts it.
        let bytes = Array(marked.utf8)
        let table = bytes.withUnsafeBufferPointer { LineTable($0) }
        let path = language == .shell ? "script.sh" : "File.swift"
        let above = Set(lines.indices.filter { lines[$0].contains("↓") }.map {
            Suppressions.commentLine(above: $0, lines: table, bytes: bytes, path: path)
        })
        var out: [String] = []
        for (n, line) in lines.enumerated() {
            if above.contains(n) {
                let indent = line.prefix { $0 == " " }
                out.append("\(indent)\(opener) umpire:disable-next-line \(id) -- example\(closer)")
            }
            out.append(String(line))
        }
        return out.joined(separator: "\n")
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
