// The files the project model needs beyond those naming a model word: once the first files'
// declarations are in, a file that extends one of their types (`extension MatchItem: Sendable
// {}`, a display helper in `MatchDisplayState+Lines.swift`) or conforms through a Codable
// project protocol (`struct Treatment: JSON`) adds to the model, though it never says Codable.

import UmpireCore

struct ModelFollowUp: Sendable {
    /// Project protocols that are Codable, directly or by inheritance.
    let protocols: ModelWords?
    /// Simple names of the types already declared.
    let declared: Set<[UInt8]>

    /// What it asks for, as a key: two follow-ups with one identity want the same files.
    let identity: String

    init(_ declarations: [DeclaredType]) {
        let codable = Self.codableProtocols(declarations)
        protocols = codable.isEmpty ? nil : ModelWords(words: codable)
        let names = Set(declarations.filter { $0.kind != .extension }.map { String($0.name.split(separator: ".").last ?? "") })
        declared = Set(names.map { Array($0.utf8) })
        identity = codable.sorted().joined(separator: ",") + ";" + names.sorted().joined(separator: ",")
    }

    var isEmpty: Bool { protocols == nil && declared.isEmpty }

    /// Whether a file's bytes (already known to name no model word) declare something the
    /// model needs.
    func wants(_ bytes: [UInt8]) -> Bool {
        if protocols?.occur(in: bytes) == true { return true }
        return !declared.isEmpty && extendsDeclaredType(bytes)
    }

    private static let extensionKeyword = Array("extension".utf8)

    /// `extension Name` (or `extension Outer.Name`) at a word boundary, for a declared name.
    private func extendsDeclaredType(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var from = 0
            while let at = ByteSearch.find(Self.extensionKeyword, in: buffer, from: from) {
                from = at + Self.extensionKeyword.count
                if at > 0, isIdentifierByte(buffer[at - 1]) { continue }
                var k = from
                guard k < buffer.count, buffer[k] == ASCII.space || buffer[k] == ASCII.tab else { continue }
                while k < buffer.count, buffer[k] == ASCII.space || buffer[k] == ASCII.tab { k += 1 }
                var start = k
                while k <= buffer.count {
                    if k == buffer.count || !isIdentifierByte(buffer[k]) {
                        if k > start, declared.contains(Array(buffer[start..<k])) { return true }
                        guard k < buffer.count, buffer[k] == UInt8(ascii: ".") else { break }
                        start = k + 1
                    }
                    k += 1
                }
            }
            return false
        }
    }

    /// Project protocols that are Codable, and those inheriting from them.
    static func codableProtocols(_ declarations: [DeclaredType]) -> [String] {
        let protocols = declarations.filter { $0.kind == .protocol }
        var codable: Set<String> = ["Codable", "Decodable"]
        var grew = true
        while grew {
            grew = false
            for p in protocols where !codable.contains(p.name) && !codable.isDisjoint(with: p.conformances) {
                codable.insert(p.name)
                grew = true
            }
        }
        return codable.subtracting(["Codable", "Decodable"]).sorted()
    }
}
