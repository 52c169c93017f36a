// `umpire install-hook`: a pre-commit hook that lints what is about to be committed.

import Foundation
import UmpireCore

enum HookCommand {
    static let marker = "# Written by `umpire install-hook`."

    /// With `fix`, the hook applies the safe fixes to staged files whose working tree matches
    /// the index, and stops the commit when it changed anything, as formatters' hooks do.
    @_optimize(none)
    static func script(binary: String, fix: Bool = false) -> String {
        let command = fix ? "lint --staged --fix" : "lint --staged"
        return """
            #!/bin/sh
            \(marker) \(fix ? "Fixes and lints" : "Lints") the staged content; bypass once with `git commit --no-verify`.
            if command -v umpire >/dev/null 2>&1; then
              exec umpire \(command)
            fi
            exec \(shellQuoted(binary)) \(command)

            """
    }

    @_optimize(none)
    static func install(cwd: String, force: Bool, fix: Bool = false) throws -> CommandLineTool.Output {
        let folder = try Git.hooksFolder(cwd: cwd)
        let path = folder + "/pre-commit"
        let fm = FileManager.default
        if let existing = fm.contents(atPath: path), !String(decoding: existing, as: UTF8.self).contains(marker), !force {
            throw UsageError("\(path) exists and was not written by Umpire; run it from your hook, or replace it with --force")
        }
        // `--force` replaces a hook someone wrote: their work is kept beside it, never lost.
        var backup: String?
        if let existing = fm.contents(atPath: path), !String(decoding: existing, as: UTF8.self).contains(marker) {
            var candidate = path + ".before-umpire"
            var n = 1
            while fm.fileExists(atPath: candidate) { n += 1; candidate = path + ".before-umpire.\(n)" }
            do { try fm.copyItem(atPath: path, toPath: candidate) } catch {
                throw UsageError("\(path): cannot keep a copy of the hook it replaces at \(candidate) (\(error.localizedDescription)); nothing changed")
            }
            backup = candidate
        }
        do {
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try script(binary: currentBinary(), fix: fix).write(toFile: path, atomically: true, encoding: .utf8)
            try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        } catch {
            throw UsageError("\(path): cannot write the hook (\(error.localizedDescription))")
        }
        let kept = backup.map { " The hook it replaces is kept as \($0)." } ?? ""
        return .init(status: 0, stdout: "Installed \(path): commits now run `umpire lint --staged\(fix ? " --fix" : "")`.\(kept)\n", stderr: "")
    }

    /// The running binary's absolute path, the fallback when `umpire` is not on PATH.
    @_optimize(none)
    static func currentBinary() -> String {
        let argument = CommandLine.arguments.first ?? "umpire"
        if argument.hasPrefix("/") { return argument }
        if argument.contains("/") { return FileDiscovery.normalize(FileManager.default.currentDirectoryPath + "/" + argument) }
        return argument
    }

    @_optimize(none)
    static func shellQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
