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
        for keyword in extensions {
            guard let name = file.nextSignificant(after: keyword), file.kind(name) == .identifier,
                  file.is(name, "String") || file.is(name, "Substring") || file.is(name, "StringProtocol"),
                  let open = bodyBrace(after: name, in: file), let close = file.partner(of: open) else { continue }
            var splits: [Int: Int] = [:], conversions: [Int: Int] = [:]
            for k in open + 1..<close where file.kind(k) == .identifier && file.kind(after: k) == .openParen {
                guard let member = file.enclosingDeclarationName(of: k), member > open else { continue }
                if file.isMemberAccess(k), file.isOne(k, of: Self.splittingCalls) {
                    if splits[member] == nil { splits[member] = k }
                } else if !file.isMemberAccess(k), file.isOne(k, of: Self.numberTypes), convertsText(k, in: file) {
                    if conversions[member] == nil { conversions[member] = k }
                } else if !file.isMemberAccess(k), file.isOne(k, of: Self.splittingCalls) {
                    // `split(separator: "–")` on the string itself.
                    if splits[member] == nil { splits[member] = k }
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

    /// The `{` that opens an extension's body, past its conformances and `where` clause.
    private func bodyBrace(after name: Int, in file: SourceFile) -> Int? {
        var j = file.nextSignificant(after: name)
        while let k = j, file.kind(k) != .openBrace {
            if file.kind(k) == .closeBrace || file.kind(k) == .semicolon { return nil }
            j = file.nextSignificant(after: k)
        }
        return j
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
    static let stringExtensionExamples: (triggering: [Example], nonTriggering: [Example]) = (
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
        ])
}
