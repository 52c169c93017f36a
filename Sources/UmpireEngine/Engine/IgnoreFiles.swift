// What `.gitignore` (inside a git repository, with `.git/info/exclude`) and `.ignore` leave out
// of a folder walk, as ripgrep and Ruff read them: build output (`lib/`, `cdk.out/`) is not the
// code under review, and linting it doubled the findings of a TypeScript monorepo. A path named
// on the command line is linted whatever these say; `--no-ignore` reads none of them.

import Foundation
import UmpireCore

/// One ignore file's rules, relative to the folder that holds it.
struct IgnoreLevel: Sendable {
    struct Rule: Sendable {
        let glob: Glob
        let negated: Bool
        let folderOnly: Bool
    }

    /// The folder the rules are relative to (absolute, no trailing slash).
    let base: String
    private let rules: [Rule]
    /// Without negations (the usual file) every rule says "ignored": one compiled set answers.
    private let files: RolePatterns?
    private let folders: RolePatterns?

    init?(base: String, text: String) {
        var rules: [Rule] = []
        for raw in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = String(raw)
            // Trailing spaces are not part of a pattern unless escaped; comments start with `#`.
            while line.hasSuffix(" "), !line.hasSuffix("\\ ") { line.removeLast() }
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            var negated = false
            if line.hasPrefix("!") { negated = true; line.removeFirst() }
            if line.hasPrefix("\\") { line.removeFirst() }  // `\#file`, `\!important`
            var folderOnly = false
            while line.hasSuffix("/") { folderOnly = true; line.removeLast() }
            guard !line.isEmpty, let glob = try? Glob(line) else { continue }
            rules.append(Rule(glob: glob, negated: negated, folderOnly: folderOnly))
        }
        guard !rules.isEmpty else { return nil }
        self.base = base
        self.rules = rules
        if rules.contains(where: \.negated) {
            files = nil
            folders = nil
        } else {
            files = try? RolePatterns(rules.filter { !$0.folderOnly }.map(\.glob.pattern))
            folders = try? RolePatterns(rules.map(\.glob.pattern))
        }
    }

    /// true: ignored; false: re-included by a `!` rule; nil: these rules say nothing of it.
    func verdict(_ relative: String, isFolder: Bool) -> Bool? {
        if let set = isFolder ? folders : files { return set.matches(relative) ? true : nil }
        for rule in rules.reversed() where (!rule.folderOnly || isFolder) && rule.glob.matches(relative) { return !rule.negated }
        return nil
    }
}

/// The ignore files in force at a folder: its parents' down to the repository root, then its own.
struct IgnoreStack: Sendable {
    private(set) var levels: [IgnoreLevel] = []
    /// Whether `.gitignore` counts: only inside a git repository, as git reads it.
    let readsGitignore: Bool

    /// The rules in force at `folder` from the folders above it, up to its repository's root.
    init(above folder: String) {
        let repository = Containment.repositoryRoot(of: folder)
        readsGitignore = repository != nil
        guard let repository, repository != folder else { return }
        if let exclude = try? String(contentsOfFile: repository + "/.git/info/exclude", encoding: .utf8),
           let level = IgnoreLevel(base: repository, text: exclude) { levels.append(level) }
        var chain: [String] = []
        var current = (folder as NSString).deletingLastPathComponent
        while FileDiscovery.isInside(current, repository) {
            chain.append(current)
            if current == repository || current == "/" { break }
            current = (current as NSString).deletingLastPathComponent
        }
        for parent in chain.reversed() { add(folder: parent, names: [".gitignore", ".ignore"]) }
    }

    /// Adds a folder's own ignore files (`names`: the entries it has, so absent files cost nothing).
    mutating func add(folder: String, names: [String]) {
        for name in [".gitignore", ".ignore"] where names.contains(name) && (name == ".ignore" || readsGitignore) {
            if let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8), let level = IgnoreLevel(base: folder, text: text) {
                levels.append(level)
            }
        }
    }

    /// Whether the entry at `path` (absolute) is left out: the deepest rule that speaks decides.
    func ignores(_ path: String, isFolder: Bool) -> Bool {
        for level in levels.reversed() {
            guard path.hasPrefix(level.base + "/") else { continue }
            if let verdict = level.verdict(String(path.dropFirst(level.base.count + 1)), isFolder: isFolder) { return verdict }
        }
        return false
    }
}
