// What a TypeScript file imports, by local name: the module a plain call comes from says what it
// does when its own name does not (`removeAllForMatch` from `../stores/subscriptionStore`).

import UmpireCore

extension SourceFile {
    /// The local names a TypeScript file imports, each with the last component of its module's
    /// path (`import { removeAllForMatch as clear } from "../stores/subscriptionStore.js"`:
    /// clear → subscriptionStore.js). Read once per file.
    package func importedNames() -> [String: String] {
        shared("importedNames") {
            var found: [String: String] = [:]
            var i = 0
            while i < tokens.count {
                defer { i += 1 }
                guard kind(i) == .keyword, self.is(i, "import") else { continue }
                var names: [Int] = []
                var j = i + 1
                // The bindings, up to the module's string (an import clause is short: 200 tokens at most).
                while j < tokens.count, j - i < 200, kind(j) != .stringStart, kind(j) != .semicolon,
                      !(kind(j) == .keyword && self.is(j, "import")) {
                    if kind(j) == .identifier { names.append(j) }
                    j += 1
                }
                guard j < tokens.count, kind(j) == .stringStart else { continue }
                let path = literalText(ofStringAt: j)
                let module = path.split(separator: "/").last.map(String.init) ?? path
                for (n, name) in names.enumerated() {
                    // `a as b`: the local name is b; `type`, `from` and `as` name nothing.
                    if n + 1 < names.count, self.is(names[n + 1], "as") { continue }
                    if self.is(name, "as") || self.is(name, "type") || self.is(name, "from") { continue }
                    found[text(name)] = module
                }
                i = j
            }
            return found
        }
    }
}
