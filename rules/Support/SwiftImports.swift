// What a Swift file imports: the platform or framework its code is for (`import WatchKit`,
// `import Vapor`), asked by the rules that leave such code alone.

import UmpireCore

extension SourceFile {
    /// Whether the file has `import M` (or `import struct M.T`) for one of `modules`, by its
    /// bytes first: most files name none of them.
    package func imports(anyOf modules: [String]) -> Bool {
        guard modules.contains(where: { contains(bytes: Array($0.utf8)) }) else { return false }
        return tokens.indices.contains { i in
            guard kind(i) == .keyword, self.is(i, "import"), var module = nextSignificant(after: i) else { return false }
            if kind(module) == .keyword, let next = nextSignificant(after: module) { module = next }
            return isOne(module, of: modules)
        }
    }
}
