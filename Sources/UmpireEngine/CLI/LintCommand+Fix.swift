// The lint run as a step `--fix` repeats (with the fixed text standing in for what was read),
// and the writing and diff printing of the fixes.

import Foundation
import UmpireCore

extension LintCommand {
    /// One lint of the selection: a streamed folder walk, or the named files, staged blobs, a
    /// change or standard input; `overrides` replaces the content of files by absolute path.
    @_optimize(none)
    func lint(with engine: Engine, paths: [String], configRoot: String?,
              overrides: [String: [UInt8]] = [:]) throws -> (LintResult, discoverySeconds: Double, streaming: Bool) {
        var engine = engine
        let streaming = arguments.stdinPath == nil && !arguments.staged && arguments.changedSince == nil
        var result: LintResult
        let discoverySeconds: Double
        let notes: [Note]
        if streaming {
            // Folder walks feed the workers as they go: linting starts with the first file found.
            let walk = try FileDiscovery.stream(paths, cwd: cwd, configRoot: configRoot, readsIgnoreFiles: !arguments.noIgnore)
            engine.walkedFolders = walk.folders
            (result, discoverySeconds) = engine.run(streaming: walk.run)
            notes = walk.notes
        } else {
            let discoveryStart = DispatchTime.now()
            var selection = try select(paths: paths, configRoot: configRoot)
            for n in selection.files.indices {
                if let content = overrides[selection.files[n].absolutePath] { selection.files[n].content = content }
            }
            discoverySeconds = Double(DispatchTime.now().uptimeNanoseconds - discoveryStart.uptimeNanoseconds) / 1e9
            engine.changes = selection.changes
            engine.changeBase = selection.changeBase
            result = engine.run(selection.files)
            notes = selection.notes
        }
        result.add(notes: notes)
        return (result, discoverySeconds, streaming)
    }

    struct Written {
        var fixes = FixSummary()
        /// The fixed text by absolute path, for the report's lint.
        var written: [String: [UInt8]] = [:]
    }

    /// Writes each fixed file whole; one that changed since it was read is left alone.
    @_optimize(none)
    func write(_ outcome: FixSession.Outcome) -> Written {
        var done = Written()
        done.fixes.skipped = outcome.skipped
        for (path, file) in outcome.files.sorted(by: { FileDiscovery.precedes($0.key, $1.key) }) where file.bytes != file.source.bytes {
            switch SourceWriter.replace(file.source.absolutePath, expecting: file.source.bytes, with: file.bytes) {
            case .written:
                done.fixes.applied += file.applied
                done.fixes.files.append(path)
                done.written[file.source.absolutePath] = file.bytes
            case .changed:
                let why = arguments.staged ? "its working tree differs from the index (unstaged changes); not fixed, so that work is never touched"
                    : "it changed on disk while Umpire ran; not fixed"
                done.fixes.skipped.append(Note(path: path, message: why, incomplete: false))
            case .changedWhileWriting:
                done.fixes.skipped.append(Note(path: path, message: "it was saved while Umpire was writing its fixes; not fixed, so that edit is kept",
                                               incomplete: false))
            case .missing:
                let why = arguments.staged ? "staged, but deleted from the working tree; not fixed" : "deleted while Umpire ran; not fixed"
                done.fixes.skipped.append(Note(path: path, message: why, incomplete: false))
            case .readOnly:
                done.fixes.skipped.append(Note(path: path, message: "read-only, or not writable by this user; not fixed", incomplete: false))
            case .notAFile:
                done.fixes.skipped.append(Note(path: path, message: "a link, not a file; not fixed", incomplete: false))
            case let .failed(reason):
                done.fixes.skipped.append(Note(path: path, message: "cannot be written (\(reason)); not fixed", incomplete: false, unwritten: true))
            }
        }
        return done
    }

    /// `--diff`: every fix as a unified diff on standard output, nothing written; exit 1 when
    /// there is something to fix.
    @_optimize(none)
    func diffOutput(_ outcome: FixSession.Outcome, notes: [String]) -> CommandLineTool.Output {
        var diff = ""
        var applied = 0
        for (path, file) in outcome.files.sorted(by: { FileDiscovery.precedes($0.key, $1.key) }) {
            diff += UnifiedDiff.render(path: path, old: file.source.bytes, new: file.bytes)
            applied += file.applied
        }
        var stderr = notes.joined()
        for note in outcome.skipped { stderr += "\(note.path): note: \(note.message)\n" }
        stderr += applied == 0 ? "umpire: nothing to fix\n"
            : "umpire: \(Wording.count(applied, "fix", plural: "fixes")) in \(Wording.count(outcome.files.count, "file")) would be applied; `umpire --fix\(arguments.unsafeFixes ? " --unsafe-fixes" : "")` writes them\n"
        return .init(status: applied == 0 ? 0 : 1, stdout: diff, stderr: stderr)
    }
}
