// Files given as text, linted through the production pipeline: the engine reads them from
// memory as it reads the index's blobs or an editor's buffers, so a test of an example is a
// test of what `umpire` does.

import UmpireCore
import UmpireEngine

extension SourceFileRef {
    /// A file at `path` (as reports print it and roles match it) holding `text`; every such
    /// file belongs to one project.
    static func inMemory(path: String, text: String) -> SourceFileRef {
        var ref = SourceFileRef(absolutePath: "/in-memory/" + path, displayPath: path, rolePath: path, content: Array(text.utf8))
        ref.projectRoot = "/"
        return ref
    }
}

extension Engine {
    /// The findings of `sources` (path, text) linted together as one project.
    func lint(_ sources: [(String, String)]) -> [Finding] {
        run(sources.map { SourceFileRef.inMemory(path: $0.0, text: $0.1) }).findings
    }

    func lint(path: String, _ text: String) -> [Finding] {
        lint([(path, text)])
    }
}
