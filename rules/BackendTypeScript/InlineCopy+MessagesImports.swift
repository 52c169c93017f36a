// Copy a module imports from its *.messages files: a function that returns it returns copy,
// so a literal it returns beside it is copy written inline.

import UmpireCore
import UmpireRuleSupport

extension InlineCopy {
    /// The local names a file imports from its *.messages modules, with each module's file name
    /// (`import { scheduleMessages as s } from "../messages/schedule.messages.js"`: s → schedule.messages.ts).
    static func copyImports(in tree: SyntaxTree) -> [String: String] {
        // Most modules import none: the file's bytes are asked before its imports are read.
        guard tree.file.contains(bytes: Self.messagesWord) else { return [:] }
        return tree.file.importedNames().filter { $0.value.contains(".messages") }.mapValues { $0.replacingOccurrences(of: ".js", with: ".ts") }
    }

    private static let messagesWord = Array(".messages".utf8)

    /// The name a call or member chain starts from (`s.followingThen(n)` → s, `notBefore(x)` → notBefore).
    static func rootName(of value: SyntaxID, in tree: SyntaxTree) -> String? {
        var node = value
        while [.call, .member].contains(tree.kind(node)), let first = tree.firstChild(node) { node = first }
        return tree.kind(node) == .name && node != value ? tree.nameText(node) : nil
    }
}
