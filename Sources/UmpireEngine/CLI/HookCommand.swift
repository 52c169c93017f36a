// `umpire install-hook`: a pre-commit hook that lints what is about to be committed.

import Foundation
import UmpireCore

enum HookCommand {
    static let marker = "# Written by `umpire install-hook`."

    /// With `fix`, the hook applies the safe fixes to staged files whose working tree matches
    /// the index, and stops the commit when it changed anything, as formatters' hooks do.
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

    static func install(cwd: String, force: Bool, fix: Bool = false) throws -> CommandLineTool.Output {
        let folder = try Git.hooksFolder(cwd: cwd)
        let path = folder + "/pre-commit"
        let fm = FileManager.default
        if let existing = fm.contents(atPath: path), !String(decoding: existing, as: UTF8.self).contains(marker), !force {
            throw UsageError("\(path) exists and was not written by Umpire; run it from your hook, or replace it with --force")
        }
        do {
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try script(binary: currentBinary(), fix: fix).write(toFile: path, atomically: true, encoding: .utf8)
            try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        } catch {
            throw UsageError("\(path): cannot write the hook (\(error.localizedDescription))")
        }
        return .init(status: 0, stdout: "Installed \(path): commits now run `umpire lint --staged\(fix ? " --fix" : "")`.\n", stderr: "")
    }

    /// The running binary's absolute path, the fallback when `umpire` is not on PATH.
    static func currentBinary() -> String {
        let argument = CommandLine.arguments.first ?? "umpire"
        if argument.hasPrefix("/") { return argument }
        if argument.contains("/") { return FileDiscovery.normalize(FileManager.default.currentDirectoryPath + "/" + argument) }
        return argument
    }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
