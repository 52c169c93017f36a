// client-side-parsing: an extension of String that reads numbers out of the text it extends
// (`extension String { func scoreParts() -> (Int, Int)? { let parts = split(separator: "–") … } }`),
// the parsing a view would do on the backend's display string, moved where no receiver is seen.

import UmpireCore
import UmpireRuleSupport

extension ClientSideParsing {
    /// For each member of an `extension String` (or `Substring`, `StringProtocol`) that converts
    /// text to a number, where the text is taken apart: its first split, or else its first
    /// conversion. One finding per member.
    /// `extensions`: the file's `extension` keywords.
    func stringExtensionParses(_ extensions: [Int], in context: RuleContext) -> [Int] {
        let file = context.file
        var found: [Int] = []
        // The declarations of the file's extensions, asked only when the token pass met one.
        let extended = extensions.isEmpty ? [] : file.swiftTypeDeclarations().filter { type in
            type.kind == .extension && (file.is(type.name, "String") || file.is(type.name, "Substring") || file.is(type.name, "StringProtocol"))
        }
        for type in extended {
            guard let open = type.bodyOpen, let close = type.bodyClose else { continue }
            var splits: [Int: Int] = [:], conversions: [Int: Int] = [:]
            for k in open + 1..<close where file.kind(k) == .identifier && file.kind(after: k) == .openParen {
                guard let member = file.enclosingDeclarationName(of: k), member > open else { continue }
                // `split(separator: "–")` on the string itself, or on a value taken from it.
                if file.isOne(k, of: Self.splittingCalls) {
                    if splits[member] == nil { splits[member] = k }
                } else if !file.isMemberAccess(k), file.isOne(k, of: Self.numberTypes), convertsText(k, in: file) {
                    if conversions[member] == nil { conversions[member] = k }
                }
            }
            for (member, conversion) in conversions.sorted(by: { $0.key < $1.key }) where !Self.namesMachineText(file.text(member)) {
                found.append(splits[member] ?? conversion)
            }
        }
        return found
    }

    /// `Int(parts[0])`, `Double(self)`: a conversion of something, not of a number literal.
    private func convertsText(_ conversion: Int, in file: SourceFile) -> Bool {
        guard let paren = file.nextSignificant(after: conversion), let first = file.nextSignificant(after: paren) else { return false }
        return file.kind(first) != .number && file.kind(first) != .closeParen
    }

    /// A version, colour or address read out of text is the app's own business
    /// (`var versionParts: [Int]`, `var hexValue: Int?`).
    static func namesMachineText(_ member: String) -> Bool {
        let lower = member.lowercased()
        return ["version", "hex", "color", "colour", "rgb", "semver", "address"].contains { lower.contains($0) }
    }

    static let stringExtensionMessage = "This String extension reads numbers out of the text it extends; ask the backend for those values as their own fields."
}

extension ClientSideParsing {
    @_optimize(none) static var stringExtensionExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // The score line split into runs and wickets where any view can call it.
            Example("""
                extension String {
                    /// "187/5" -> (187, 5)
                    var runsAndWickets: (runs: Int, wickets: Int)? {
                        let parts = ↓split(separator: "/")
                        guard parts.count == 2, let runs = Int(parts[0]), let wickets = Int(parts[1]) else { return nil }
                        return (runs, wickets)
                    }
                }
                """, path: "ios/CricketApp/Extensions/String+Score.swift"),
            // An over count read back from its text.
            Example("""
                extension String {
                    var oversValue: Double? { ↓Double(trimmingCharacters(in: .whitespaces)) }
                }
                """, path: "ios/CricketApp/Extensions/String+Overs.swift"),
        ],
        nonTriggering: [
            // The search field's text tidied, and the app's version read for a what's-new check.
            Example("""
                extension String {
                    var trimmedForSearch: String { trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
                    var versionParts: [Int] { split(separator: ".").compactMap { Int($0) } }
                }
                """, path: "ios/CricketApp/Extensions/String+Search.swift", trap: .lookAlike),
            Example("""
                extension String {
                    /// Avoid `split(separator: "/")` and `Int(parts[0])` on a score: ask for runs and wickets.
                    var isBlank: Bool { allSatisfy(\\.isWhitespace) }
                }
                """, path: "ios/CricketApp/Extensions/String+Blank.swift", trap: .inComment),
            Example(#"""
                extension String {
                    static let parsingHint = "let parts = split(separator: \"/\"); Int(parts[0])"
                }
                """#, path: "ios/CricketApp/Extensions/String+Hints.swift", trap: .inString),
        ]) }
}
