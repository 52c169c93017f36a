// A release build spends three quarters of its time in the optimizer, and SwiftPM has no
// per-target optimization setting that a package used as a dependency (the plugins' consumers)
// may carry. So code a lint never runs, or runs once per command (argument parsing, the
// language server's plumbing, fixes, the copy review, the configuration, every rule's examples),
// is compiled without optimization: `@_optimize(none)`. These tests keep new code there cold,
// so that the build time this bought does not creep back one function at a time.

import Foundation
import Testing

@Suite("Cold code stays unoptimized")
struct ColdCodeTests {
    static let root = SampleRepositoryTests.packageRoot

    /// Files whose every function runs at most once per command, or only on request.
    static let coldFiles = [
        "Sources/UmpireCore/Config/Configuration.swift",
        "Sources/UmpireCore/Copy/CopySamples.swift",
        "Sources/UmpireCore/Fixes/FixApplier.swift",
        "Sources/UmpireCore/Rules/RegexSafety.swift",
        "Sources/UmpireEngine/CLI/Arguments.swift",
        "Sources/UmpireEngine/CLI/CommandLineTool.swift",
        "Sources/UmpireEngine/CLI/Commands.swift",
        "Sources/UmpireEngine/CLI/CopyCommand.swift",
        "Sources/UmpireEngine/CLI/DefaultConfiguration.swift",
        "Sources/UmpireEngine/CLI/HookCommand.swift",
        "Sources/UmpireEngine/CLI/Interruption.swift",
        "Sources/UmpireEngine/CLI/LintCommand+Fix.swift",
        "Sources/UmpireEngine/CLI/LintCommand.swift",
        "Sources/UmpireEngine/CLI/RulePage.swift",
        "Sources/UmpireEngine/CLI/RulesCommand.swift",
        "Sources/UmpireEngine/Copy/CopyReview.swift",
        "Sources/UmpireEngine/Engine/ExampleRun.swift",
        "Sources/UmpireEngine/Engine/RunStats.swift",
        "Sources/UmpireEngine/Fixes/FixSession.swift",
        "Sources/UmpireEngine/Fixes/FixSource.swift",
        "Sources/UmpireEngine/Fixes/SourceWriter.swift",
        "Sources/UmpireEngine/Git/Git.swift",
        "Sources/UmpireEngine/Git/Subprocess.swift",
        "Sources/UmpireEngine/LSP/Capabilities.swift",
        "Sources/UmpireEngine/LSP/CodeActions.swift",
        "Sources/UmpireEngine/LSP/ConfigurationDiagnostic.swift",
        "Sources/UmpireEngine/LSP/DiagnosticConversion.swift",
        "Sources/UmpireEngine/LSP/LanguageServer+Configuration.swift",
        "Sources/UmpireEngine/LSP/LanguageServer+Documents.swift",
        "Sources/UmpireEngine/LSP/LanguageServer.swift",
        "Sources/UmpireEngine/LSP/LanguageServerCommand.swift",
        "Sources/UmpireEngine/LSP/LintJobs.swift",
        "Sources/UmpireEngine/Report/CopyHTML+Preview.swift",
        "Sources/UmpireEngine/Report/CopyHTML.swift",
        "Sources/UmpireEngine/Report/CopyReport.swift",
    ]

    /// A function, initializer, subscript or computed property: what the optimizer compiles.
    static let declaration = try! NSRegularExpression(pattern: #"""
        ^\s*(?:@discardableResult\s+)?(?:(?:public|private|fileprivate|internal|package|static|class|mutating|nonmutating|override|final|nonisolated|convenience|required)\s+)*(?:func\b|init\b|init[?!]|subscript\b|var\s+\w+\s*:[^=]*\{\s*$)
        """#)

    @Test("Every function of a cold file carries @_optimize(none)")
    func coldFilesAreUnoptimized() throws {
        var warm: [String] = []
        for file in Self.coldFiles {
            let lines = try String(contentsOfFile: Self.root + "/" + file, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                guard Self.matches(Self.declaration, line) else { continue }
                let previous = index > 0 ? lines[index - 1] : ""
                if !line.contains("@_optimize(none)") && !previous.contains("@_optimize(none)") {
                    warm.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(warm.isEmpty, """
            put `@_optimize(none)` on the line before each of these (or, if one runs per file or per \
            finding, move it out of the cold file): \(warm.joined(separator: "\n"))
            """)
    }

    /// A stored static whose initializer is a description or examples: the optimizer would
    /// compile every example literal.
    static let optimizedExamples = try! NSRegularExpression(pattern: #"""
        ^\s*(?:(?:public|private|fileprivate|package)\s+)?static let \w+(?:\s*:\s*[^=]*Example[^=]*)?\s*=\s*(?:RuleDescription|Example)\b|^\s*(?:(?:public|private|fileprivate|package)\s+)?static let \w+\s*:\s*[^=]*Example[^=]*=
        """#)

    /// Every Swift file of the rules, as (path, lines).
    static func ruleSources() throws -> [(path: String, lines: [String])] {
        var folders = ["rules", "Sources/UmpireCore/Rules/Suppressions"]
        var sources: [(path: String, lines: [String])] = []
        while let folder = folders.popLast() {
            for entry in try FileManager.default.contentsOfDirectory(atPath: Self.root + "/" + folder).sorted() {
                let path = folder + "/" + entry
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: Self.root + "/" + path, isDirectory: &isFolder)
                if isFolder.boolValue { folders.append(path); continue }
                guard entry.hasSuffix(".swift") else { continue }
                sources.append((path, try String(contentsOfFile: Self.root + "/" + path, encoding: .utf8).components(separatedBy: "\n")))
            }
        }
        return sources
    }

    /// `path:line` of each rule source line `offends` (given the line and the one before it).
    static func ruleLines(where offends: (_ line: String, _ previous: String) -> Bool) throws -> [String] {
        try ruleSources().flatMap { path, lines in
            lines.indices.filter { offends(lines[$0], $0 > 0 ? lines[$0 - 1] : "") }.map { "\(path):\($0 + 1)" }
        }
    }

    static func matches(_ pattern: NSRegularExpression, _ line: String) -> Bool {
        pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    /// What builds a description or examples: `describe()`, or a static computed property of examples.
    static let exampleBuilder = try! NSRegularExpression(pattern: #"""
        \bstatic func describe\(\)|\bstatic var \w+\s*:\s*[^=]*Example[^=]*\{
        """#)

    @Test("Rule descriptions and examples are built by unoptimized functions")
    func examplesAreUnoptimized() throws {
        let optimized = try Self.ruleLines { line, _ in
            Self.matches(Self.optimizedExamples, line)
                || (Self.matches(Self.exampleBuilder, line) && !line.contains("@_optimize(none)"))
        }
        #expect(optimized.isEmpty, """
            build these with an unoptimized function, as every rule does \
            (`static let description = describe()` and `@_optimize(none) static func describe() -> RuleDescription { … }`; \
            `@_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { … }`): \
            \(optimized.joined(separator: ", "))
            """)
    }

    /// A rule's fix (`fix`, `…Fix`): it runs once per finding, when asked for, never per file.
    static let fixFunction = try! NSRegularExpression(pattern: #"^\s*(?:(?:private|fileprivate|static|public|package)\s+)*func (?:fix|\w*Fix)\s*[(<]"#)

    @Test("Rules' fixes are compiled without optimization")
    func fixesAreUnoptimized() throws {
        let optimized = try Self.ruleLines { line, previous in
            Self.matches(Self.fixFunction, line) && !previous.contains("@_optimize(none)")
        }
        #expect(optimized.isEmpty, "put `@_optimize(none)` on the line before each of these fixes: \(optimized.joined(separator: ", "))")
    }
}
