// Where a path may lead once symbolic links are resolved. A pull request can commit a link
// (`evil.messages.ts → /home/runner/.aws/credentials`); CI must never read what it points at,
// and `umpire copy` would print it. Every path that comes from the repository — the folder
// walk, git's list of changed files, an argument, the configuration, a baseline — passes here.

import Foundation
import UmpireCore

enum Containment {
    /// The nearest folder at or above `folder` that holds `.git` (a folder, or a file in a
    /// worktree or submodule), or nil outside a repository.
    static func repositoryRoot(of folder: String) -> String? {
        var current = FileDiscovery.normalize(folder)
        while true {
            var info = stat()
            if lstat(current + "/.git", &info) == 0 { return current }
            guard current != "/" else { return nil }
            current = (current as NSString).deletingLastPathComponent
        }
    }

    /// The folder role globs, overrides and baseline fingerprints are relative to: the
    /// configuration's folder, else the repository holding `start`, else `start` itself.
    /// Never the folder a run happens to name, so `umpire lint backend` and `umpire lint .`
    /// see the same roles and match the same baseline.
    public static func anchor(configurationRoot: String?, start: String) -> String {
        if let configurationRoot { return FileDiscovery.normalize(configurationRoot) }
        return repositoryRoot(of: start) ?? FileDiscovery.normalize(start)
    }

    /// What paths found from `cwd` must stay inside: its repository, else `cwd` itself.
    static func boundary(for cwd: String) -> String {
        repositoryRoot(of: cwd) ?? FileDiscovery.normalize(cwd)
    }

    /// Whether `absolute`, written as a path inside `boundary`, resolves to a place outside it.
    /// A path written outside the boundary (the user named `/tmp/x.ts`) is the user's choice;
    /// one that does not exist is left to the read, which reports it.
    static func escapes(_ absolute: String, boundary: String) -> Bool {
        let path = FileDiscovery.normalize(absolute)
        guard FileDiscovery.isInside(path, boundary), let real = POSIXFiles.realPath(path) else { return false }
        return !FileDiscovery.isInside(real, FileDiscovery.realPath(boundary))
    }

    static let outsideNote = "a symbolic link to a place outside the repository; not linted"
    static let stagedLinkNote = "a symbolic link in the index; not linted (its target is linted under its own path)"

    /// The error for a file Umpire was asked to read (`--config`, `--baseline`) that links out.
    static func refusal(_ option: String, _ path: String) -> UsageError {
        UsageError("\(option)\(path): a symbolic link to a place outside the repository; refusing to read it")
    }
}
