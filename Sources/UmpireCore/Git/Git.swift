// Running git: the repository root, diffs, the index. Every failure is a clear usage error.

import Foundation

public enum Git {
    /// Runs git in `cwd` and returns its standard output; throws with git's message on failure.
    static func run(_ arguments: [String], cwd: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "core.quotePath=false"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: cwd)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            throw UsageError("cannot run git (\(error.localizedDescription)); is git installed?")
        }
        // Read before waiting, so a large diff cannot fill the pipe and deadlock.
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw GitError(arguments: arguments, message: text)
        }
        return data
    }

    struct GitError: Error, CustomStringConvertible {
        let arguments: [String]
        let message: String
        var description: String { "git \(arguments.prefix(2).joined(separator: " ")) failed: \(message)" }
    }

    /// The working tree's top folder, or a usage error outside a repository.
    public static func topLevel(cwd: String) throws -> String {
        do {
            let out = try run(["rev-parse", "--show-toplevel"], cwd: cwd)
            return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        } catch is GitError {
            throw UsageError("\(cwd) is not inside a git repository; --staged and --changed-since need one")
        }
    }

    /// Lines added or changed since `revision` in the working tree, plus untracked files.
    public static func changes(since revision: String, root: String) throws -> ChangeSet {
        do {
            _ = try run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], cwd: root)
        } catch is GitError {
            throw UsageError("--changed-since: unknown revision \"\(revision)\"")
        }
        var changes = DiffParser.parse(try run(["diff", "--unified=0", "--no-color", "--no-ext-diff", "--find-renames",
                                                revision, "--"], cwd: root))
        let untracked = try run(["ls-files", "--others", "--exclude-standard", "-z"], cwd: root)
        for path in untracked.split(separator: 0) where !path.isEmpty {
            let name = String(decoding: path, as: UTF8.self)
            changes.files[name] = .all
            changes.added.insert(name)
        }
        return changes
    }

    /// Lines added or changed in the index against HEAD (or everything, before the first commit).
    public static func stagedChanges(root: String) throws -> ChangeSet {
        DiffParser.parse(try run(["diff", "--cached", "--unified=0", "--no-color", "--no-ext-diff", "--find-renames", "--"],
                                 cwd: root))
    }

    /// A file's staged content: what the commit will contain.
    public static func stagedContent(of path: String, root: String) throws -> [UInt8] {
        [UInt8](try run(["show", ":" + path], cwd: root))
    }

    /// The folder git runs hooks from (honours `core.hooksPath`).
    public static func hooksFolder(cwd: String) throws -> String {
        _ = try topLevel(cwd: cwd)
        let out = try run(["rev-parse", "--git-path", "hooks"], cwd: cwd)
        let path = String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") ? path : cwd + "/" + path
    }
}
