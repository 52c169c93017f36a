// Words looked up by the backend's state: `Text(breakWords[context.state.phase] ?? …)` over a
// dictionary of literals the file declares (`["lunch": "Lunch", "tea": "Tea"]`). The lookup is a
// branch on match state (match-state-branching), the dictionary's words are status messages
// written into the app (hardcoded-display-string).

import UmpireCore

package enum StateLookups {
    package struct Lookup: Sendable {
        /// The `[` … `]` subscript's first token (the dictionary's name).
        package let subscriptStart: Int
        /// The string literals the dictionary holds as values (their opening quotes).
        package let words: [Int]
    }

    /// Lookups in `Text(…)` or `Label(…)`, keyed by a backend value, of a dictionary of string
    /// literals declared in this file. Found once per file, for both rules that ask.
    package static func lookups(in context: RuleContext) -> [Lookup] {
        context.file.shared("StateLookups.lookups") { find(in: context) }
    }

    /// By tokens first: a shown name followed by `[`.
    private static func find(in context: RuleContext) -> [Lookup] {
        let file = context.file
        var names: Set<String> = []
        for (callee, name) in shownArguments(of: file) where file.isOne(callee, of: shownCallees) && file.kind(name) == .identifier {
            guard let bracket = file.nextSignificant(after: name), file.kind(bracket) == .openBracket else { continue }
            names.insert(file.text(name))
        }
        guard !names.isEmpty else { return [] }
        let tree = file.syntax
        var dictionaries: [String: [Int]] = [:]
        for id in tree.nodes.indices where tree.kind(id) == .binding && names.contains(tree.nameText(id)) {
            guard let dictionary = tree.children(id).first(where: { tree.kind($0) == .dictionary }) else { continue }
            var words: [Int] = []
            for pair in tree.children(dictionary) where tree.kind(pair) == .argument {
                let parts = Array(tree.children(pair))
                guard parts.count == 2, tree.kind(parts[1]) == .string else { continue }
                words.append(Int(tree[parts[1]].first))
            }
            if !words.isEmpty { dictionaries[tree.nameText(id)] = words }
        }
        guard !dictionaries.isEmpty else { return [] }
        var found: [Lookup] = []
        for id in tree.nodes.indices where tree.kind(id) == .subscript {
            guard let base = tree.firstChild(id), tree.kind(base) == .name, let words = dictionaries[tree.nameText(base)],
                  let key = tree.children(id).first(where: { tree.kind($0) == .argument }).flatMap({ tree.firstChild($0) }),
                  context.provenance(of: key).isBackend, !context.isInPreview(Int(tree[id].first)) else { continue }
            found.append(Lookup(subscriptStart: Int(tree[id].first), words: words))
        }
        return found
    }

    static let shownCallees = TokenWords(["Text", "Label"])

    /// Each `Text(`, `Label(`, `Button(` or `.navigationTitle(` with the first token of its first
    /// argument: found once per file by tokens and shared by the rules that ask what is shown.
    package static func shownArguments(of file: SourceFile) -> [(callee: Int, first: Int)] {
        file.shared("StateLookups.shownArguments") {
            var found: [ShownArgument] = []
            for callee in file.tokens.indices where file.kind(callee) == .identifier && file.isOne(callee, of: swiftUICallees) {
                guard let paren = file.nextSignificant(after: callee), file.kind(paren) == .openParen,
                      let first = file.nextSignificant(after: paren) else { continue }
                found.append(ShownArgument(callee: callee, first: first))
            }
            return found
        }.map { ($0.callee, $0.first) }
    }

    private struct ShownArgument: Sendable {
        let callee: Int
        let first: Int
    }

    static let swiftUICallees = TokenWords(CopyExtractor.swiftUICallees)
}
