// Copy a module imports from its *.messages files: a function that returns it returns copy,
// so a literal it returns beside it is copy written inline.

import UmpireCore
import UmpireRuleSupport

extension InlineCopy {
    /// The local names a file imports from its *.messages modules, with each module's file name
    /// (`import { scheduleMessages as s } from "../messages/schedule.messages.js"`: s → schedule.messages.ts).
    static func copyImports(in tree: SyntaxTree) -> [String: String] {
        let file = tree.file
        var found: [String: String] = [:]
        for node in tree.children(tree.root) where tree.kind(node) == .import {
            // The import clause is one node: its tokens name the module and the local bindings.
            let tokens = Int(tree[node].first)...Int(tree[node].last)
            guard let specifier = tokens.first(where: { file.kind($0) == .stringStart }), let end = file.partner(of: specifier),
                  file.bytes.withUnsafeBufferPointer({ bytes in
                      ByteSearch.find(Self.messagesWord, in: UnsafeBufferPointer(rebasing: bytes[file.tokens[specifier].start.value..<file.tokens[end].end.value])) != nil
                  }) else { continue }
            let module = file.literalText(ofStringAt: specifier).split(separator: "/").last.map(String.init) ?? ""
            guard module.contains(".messages") else { continue }
            let shown = module.replacingOccurrences(of: ".js", with: ".ts")
            for t in tokens where file.kind(t) == .identifier && t < specifier {
                let next = file.nextSignificant(after: t)
                if let next, file.is(next, "as") { continue }
                if file.is(t, "as") || file.is(t, "type") || file.is(t, "from") || file.is(t, "import") { continue }
                found[file.text(t)] = shown
            }
        }
        return found
    }

    /// Most modules import none: the specifier's bytes are asked before any String is made.
    private static let messagesWord = Array(".messages".utf8)

    /// The name a call or member chain starts from (`s.followingThen(n)` → s, `notBefore(x)` → notBefore).
    static func rootName(of value: SyntaxID, in tree: SyntaxTree) -> String? {
        var node = value
        while [.call, .member].contains(tree.kind(node)), let first = tree.firstChild(node) { node = first }
        return tree.kind(node) == .name && node != value ? tree.nameText(node) : nil
    }
}
