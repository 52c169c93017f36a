// Running git: the repository root, diffs, the index. Every failure is a clear usage error.

import Foundation
import UmpireCore

public enum Git {
    /// Runs git in `cwd` and returns its standard output; throws with git's message on failure.
    @_optimize(none)
    static func run(_ arguments: [String], cwd: String, input: [UInt8] = []) throws -> [UInt8] {
        let result: Subprocess.Result
        do {
            result = try Subprocess.run(["git", "-C", cwd] + settings + arguments, input: input)
        } catch let error as Subprocess.LaunchError {
            throw UsageError("cannot run git (\(error.reason)); is git installed?")
        }
        guard result.status == 0 else {
            let text = String(decoding: result.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw GitError(arguments: arguments, message: text)
        }
        return result.stdout
    }

    /// Settings that change what git prints and that a user's configuration may set: paths are
    /// read verbatim (UTF-8, C-quoted only for control bytes), and diffs keep `a/`/`b/`.
    static let settings = ["-c", "core.quotePath=false", "-c", "diff.mnemonicPrefix=false", "-c", "diff.noprefix=false",
                           "-c", "diff.relative=false"]

    /// A patch in the one form `DiffParser` reads, whatever the user's configuration says:
    /// fixed prefixes (`diff.srcPrefix`, `diff.mnemonicPrefix`, `diff.noprefix` overridden), no
    /// colour, no external diff or text conversion, paths from the top, renames found.
    static let diffArguments = ["diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-textconv", "--no-relative",
                                "--src-prefix=a/", "--dst-prefix=b/", "--find-renames"]

    struct GitError: Error, CustomStringConvertible {
        let arguments: [String]
        let message: String
        var description: String { "git \(arguments.prefix(2).joined(separator: " ")) failed: \(message)" }
    }

    /// The working tree's top folder, or a usage error outside a repository.
    @_optimize(none)
    public static func topLevel(cwd: String) throws -> String {
        do {
            let out = try run(["rev-parse", "--show-toplevel"], cwd: cwd)
            return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        } catch let error as GitError {
            // Git refuses a repository another user owns (its safe.directory check): say so,
            // with git's own advice, rather than "not a repository".
            if error.message.contains("dubious ownership") {
                throw UsageError("git refuses \(cwd): " + error.message.replacingOccurrences(of: "\n", with: " "))
            }
            throw UsageError("\(cwd) is not inside a git repository; --staged and --changed-since need one")
        }
    }

    /// Lines added or changed since `revision` in the working tree, plus untracked files.
    @_optimize(none)
    public static func changes(since revision: String, root: String) throws -> ChangeSet {
        do {
            _ = try run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], cwd: root)
        } catch is GitError {
            throw UsageError("--changed-since: unknown revision \"\(revision)\"" + shallowHint(revision: revision, root: root))
        }
        var changes = DiffParser.parse(try run(diffArguments + [revision, "--"], cwd: root))
        let untracked = try run(["ls-files", "--others", "--exclude-standard", "-z"], cwd: root)
        for path in untracked.split(separator: 0) where !path.isEmpty {
            let name = String(decoding: path, as: UTF8.self)
            changes.files[name] = .all
            changes.added.insert(name)
        }
        return changes
    }

    /// Lines added or changed in the index against HEAD (or everything, before the first commit).
    @_optimize(none)
    public static func stagedChanges(root: String) throws -> ChangeSet {
        DiffParser.parse(try run(diffArguments + ["--cached", "--"], cwd: root))
    }

    /// In a shallow clone (CI's default checkout) a revision older than the clone's depth is
    /// simply absent: say what to fetch instead of only "unknown".
    @_optimize(none)
    static func shallowHint(revision: String, root: String) -> String {
        guard let out = try? run(["rev-parse", "--is-shallow-repository"], cwd: root),
              String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "true" else { return "" }
        return "; this is a shallow clone, so history before its depth is missing: fetch it (`git fetch --unshallow`, "
            + "or `git fetch --deepen=50`; in GitHub Actions, `fetch-depth: 0` on actions/checkout) or name a revision it holds"
    }

    /// Paths whose working tree differs from the index, as git compares them (through the
    /// checkout's filters, so a CRLF working tree under `core.autocrlf` matches its LF blob):
    /// unstaged edits and files deleted from the working tree.
    @_optimize(none)
    public static func unstagedPaths(root: String) throws -> Set<String> {
        let out = try run(["diff", "--name-only", "-z", "--no-ext-diff", "--no-textconv", "--no-relative", "--"], cwd: root)
        return Set(out.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// A file's content in the index (`revision` nil: what the commit will contain) or at a
    /// revision.
    @_optimize(none)
    public static func content(of path: String, at revision: String? = nil, root: String) throws -> [UInt8] {
        try run(["show", (revision ?? "") + ":" + path], cwd: root)
    }

    /// Several files' content in the index (a nil revision) and at revisions, from one
    /// `git cat-file --batch`: one answer per revision, in order. A path with no blob there
    /// (added since, or no commit yet) is left out of that answer.
    @_optimize(none)
    public static func contents(of paths: [String], at revisions: [String?], root: String) throws -> [[String: [UInt8]]] {
        var answers = Array(repeating: [String: [UInt8]](), count: revisions.count)
        guard !paths.isEmpty else { return answers }
        // A path with a line break cannot be named on the batch's input: ask for those one by one.
        let plain = paths.filter { !$0.contains("\n") }
        for path in paths where path.contains("\n") {
            for (n, revision) in revisions.enumerated() { answers[n][path] = try? content(of: path, at: revision, root: root) }
        }
        let specs = revisions.flatMap { revision in plain.map { (revision ?? "") + ":" + $0 + "\n" } }
        let output = try run(["cat-file", "--batch"], cwd: root, input: Array(specs.joined().utf8))
        // Each answer: `<sha> blob <size>\n<bytes>\n`, or `<name> missing\n`.
        var i = 0
        for n in revisions.indices {
            for path in plain {
                guard let lineEnd = output[i...].firstIndex(of: UInt8(ascii: "\n")) else { return answers }
                let header = String(decoding: output[i..<lineEnd], as: UTF8.self).split(separator: " ")
                i = lineEnd + 1
                guard header.count == 3, header[1] == "blob", let size = Int(header[2]), i + size <= output.count else { continue }
                answers[n][path] = Array(output[i..<i + size])
                i += size + 1
            }
        }
        return answers
    }

    /// The folder git runs hooks from (honours `core.hooksPath`).
    @_optimize(none)
    public static func hooksFolder(cwd: String) throws -> String {
        _ = try topLevel(cwd: cwd)
        let out = try run(["rev-parse", "--git-path", "hooks"], cwd: cwd)
        let path = String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return FileDiscovery.normalize(path.hasPrefix("/") ? path : cwd + "/" + path)
    }
}
