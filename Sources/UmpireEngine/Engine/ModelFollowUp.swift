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

    /// Whether the model needs a file that names no model word and declares nothing it
    /// already has: it extends a declared type (`extended`, from the first pass), or it names a
    /// Codable project protocol, which only its bytes can tell (nil: read them).
    func wants(extended: [[UInt8]], bytes: () -> [UInt8]?) -> Bool {
        if !declared.isEmpty, extended.contains(where: declared.contains) { return true }
        guard let protocols, let bytes = bytes() else { return false }
        return protocols.occur(in: bytes)
    }

    /// Whether a follow-up must read the waiting files again (a protocol search); otherwise
    /// the names they extend, kept from the first pass, answer.
    var readsFiles: Bool { protocols != nil }

    private static let extensionKeyword = Array("extension".utf8)

    /// Every part of every name after `extension` at a word boundary (`Outer` and `Name` for
    /// `extension Outer.Name`), kept in the first pass so the follow-up need not read the file.
    static func extendedNames(_ bytes: [UInt8]) -> [[UInt8]] {
        bytes.withUnsafeBufferPointer { buffer in
            var names: [[UInt8]] = []
            var from = 0
            while let at = ByteSearch.find(extensionKeyword, in: buffer, from: from) {
                from = at + extensionKeyword.count
                if at > 0, isIdentifierByte(buffer[at - 1]) { continue }
                var k = from
                guard k < buffer.count, buffer[k] == ASCII.space || buffer[k] == ASCII.tab else { continue }
                while k < buffer.count, buffer[k] == ASCII.space || buffer[k] == ASCII.tab { k += 1 }
                var start = k
                while k <= buffer.count {
                    if k == buffer.count || !isIdentifierByte(buffer[k]) {
                        if k > start {
                            let name = Array(buffer[start..<k])
                            if !names.contains(name) { names.append(name) }
                        }
                        guard k < buffer.count, buffer[k] == UInt8(ascii: ".") else { break }
                        start = k + 1
                    }
                    k += 1
                }
            }
            return names
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
