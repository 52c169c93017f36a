// `umpire copy`: every user-facing string in the paths, with the tone findings on each.

import Foundation

/// One piece of copy and what the tone rules said about it.
public struct CopyEntry: Sendable {
    public let path: String
    public let line: Int
    public let column: Int
    public let role: String
    public let text: String
    public let findings: [Finding]
}

struct CopyCommand {
    let lint: LintCommand

    func run() throws -> CommandLineTool.Output {
        let arguments = lint.arguments
        for (format, _) in arguments.resolvedOutputs where !["text", "markdown", "json"].contains(format) {
            throw UsageError("copy: --format \(format) is not available; use text, markdown or json")
        }
        let paths = arguments.paths.isEmpty ? ["."] : arguments.paths
        var configuration = Configuration()
        if let file = try lint.configurationFile(paths: paths) {
            configuration = try Configuration.load(file: file, rules: lint.tool.descriptions)
        }
        let configRoot = configuration.root.map { FileDiscovery.normalize($0.hasPrefix("/") ? $0 : lint.cwd + "/" + $0) }
        let files = try lint.selectFiles(paths: paths, configRoot: configRoot)
        let copyRules = lint.tool.builtIn.map { $0.description.id }.filter { id in
            lint.tool.builtIn.first { $0.description.id == id }?.description.area == .copyAndTone
        }
        let only = arguments.only.map { $0.intersection(copyRules) } ?? Set(copyRules)
        let engine = Engine(rules: try RuleSet(builtIn: lint.tool.builtIn, configuration: configuration, only: only))

        let results = ParallelResults<[CopyEntry]>(count: files.count)
        let workers = min(max(1, ProcessInfo.processInfo.activeProcessorCount), max(1, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let n = results.claim() { results.store(n, self.entries(files[n], engine: engine)) }
        }
        let collected = results.values.compactMap { $0 }.flatMap { $0 }
        var stdout = ""
        for (format, path) in arguments.resolvedOutputs {
            let report: String
            switch format {
            case "json": report = CopyReport.json(collected)
            case "markdown": report = CopyReport.markdown(collected)
            default: report = CopyReport.text(collected)
            }
            if let path { try ReportWriter.write(report, to: lint.absolute(path)) } else { stdout = report }
        }
        let findings = collected.flatMap(\.findings)
        let errors = findings.count { $0.severity == .error }
        let failed = errors > 0 || (arguments.strict && !findings.isEmpty)
        return .init(status: failed ? 1 : 0, stdout: stdout, stderr: "")
    }

    private func entries(_ ref: SourceFileRef, engine: Engine) -> [CopyEntry] {
        guard case let .file(file, _)? = engine.load(ref) else { return [] }
        let findings = engine.check(file).filter { $0.area == .copyAndTone }
        return CopyExtractor.strings(in: file).compactMap { copy in
            let start = file.position(of: Int(file.tokens[copy.stringStart].start))
            guard ref.changedLines?.contains(start.line) ?? true else { return nil }
            let endToken = file.partner(of: copy.stringStart) ?? copy.stringStart
            let end = file.position(of: file.tokens[endToken].end)
            let own = findings.filter { f in
                (f.line, f.column) >= (start.line, start.column) && (f.line, f.column) < (end.line, end.column)
            }
            return CopyEntry(path: file.path, line: start.line, column: start.column, role: copy.role,
                             text: file.literalText(ofStringAt: copy.stringStart), findings: own)
        }
    }
}

enum CopyReport {
    static func text(_ entries: [CopyEntry]) -> String {
        let locations = entries.map { "\($0.path):\($0.line)" }
        let width = (locations.map(\.count).max() ?? 0) + 2
        let roleWidth = (entries.map(\.role.count).max() ?? 0) + 2
        var out = ""
        for (entry, location) in zip(entries, locations) {
            out += location.padded(to: width) + entry.role.padded(to: roleWidth) + TextReporter.sanitized(entry.text) + "\n"
            for f in entry.findings {
                out += String(repeating: " ", count: width) + "  \(f.severity.rawValue) [\(f.ruleID)] \(f.message)\n"
            }
        }
        let flagged = entries.filter { !$0.findings.isEmpty }.count
        let findings = entries.flatMap(\.findings)
        out += "\n\(entries.count) string\(entries.count == 1 ? "" : "s") of copy, \(flagged) with findings ("
        out += VerifySummary.counts(errors: findings.count { $0.severity == .error }, warnings: findings.count { $0.severity == .warning })
        return out + ")\n"
    }

    static func markdown(_ entries: [CopyEntry]) -> String {
        var out = "## Umpire copy review\n\n| Where | Kind | Text | Findings |\n| --- | --- | --- | --- |\n"
        for e in entries {
            let findings = e.findings.map { "\($0.severity == .error ? "❌" : "⚠️") `\($0.ruleID)`: \(Escape.markdown($0.message))" }
            let link = "[\(Escape.markdown(e.path)):\(e.line)](\(Escape.uriPath(e.path))#L\(e.line))"
            out += "| \(link) | \(e.role) | \(Escape.markdown(e.text)) | \(findings.isEmpty ? "✅" : findings.joined(separator: "<br>")) |\n"
        }
        return out + "\n\(entries.count) strings of copy, \(entries.filter { !$0.findings.isEmpty }.count) with findings.\n"
    }

    static func json(_ entries: [CopyEntry]) -> String {
        let findings = entries.flatMap(\.findings)
        var out = "{\n  \"tool\": \"umpire\", \"version\": \(JSONText.quoted(JSONReporter.toolVersion)),\n"
        out += "  \"summary\": {\"strings\": \(entries.count), \"errors\": \(findings.count { $0.severity == .error }), "
        out += "\"warnings\": \(findings.count { $0.severity == .warning })},\n  \"copy\": ["
        out += entries.map { e in
            "\n    {\"path\": \(JSONText.quoted(e.path)), \"line\": \(e.line), \"column\": \(e.column), \"kind\": \(JSONText.quoted(e.role)), "
                + "\"text\": \(JSONText.quoted(e.text)),\n     \"findings\": ["
                + e.findings.map { "{\"rule\": \(JSONText.quoted($0.ruleID)), \"severity\": \"\($0.severity.rawValue)\", \"message\": \(JSONText.quoted($0.message))}" }
                    .joined(separator: ", ")
                + "]}"
        }.joined(separator: ",")
        return out + (entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
}
