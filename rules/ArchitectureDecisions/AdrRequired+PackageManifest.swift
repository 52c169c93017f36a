// Reads added package.json lines for new dependencies: the manifest is not lexed, only its diff is seen.

enum PackageManifest {
    enum Section { case dependencies, other, unknown }

    static let dependencySections: Set<String> = ["dependencies", "peerDependencies", "optionalDependencies"]
    /// Top-level string fields that look like `"name": "version"` but are not dependencies.
    static let fields: Set<String> = ["name", "version", "description", "main", "module", "types", "typings", "license",
                                      "type", "packageManager", "author", "homepage", "node", "npm", "yarn", "pnpm", "bun"]

    /// The added dependency names, with the offset of their line among `lines`. Lines under a
    /// section whose header is also added are judged by that header; others by their shape.
    /// When the manifest's own `"version"` changes too, entries pinned to that same version are
    /// a monorepo release bumping its sibling packages, not new dependencies.
    static func addedDependencies(_ lines: [String]) -> [(offset: Int, name: String)] {
        var section = Section.unknown
        var result: [(Int, String)] = []
        let ownVersion = lines.lazy.compactMap { line -> String? in
            guard let (key, value) = entry(Substring(line.drop { $0 == " " || $0 == "\t" })), key == "version" else { return nil }
            return value
        }.first
        func isSiblingRelease(_ spec: String) -> Bool {
            guard let ownVersion else { return false }
            return spec.drop { "^~=<>v ".contains($0) } == Substring(ownVersion)
        }
        for (offset, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("}") {
                section = .unknown
                continue
            }
            guard let (key, value) = entry(Substring(trimmed)) else { continue }
            switch value {
            case nil:
                section = dependencySections.contains(key) ? .dependencies : .other
            case let spec?:
                guard !isSiblingRelease(spec) else { continue }
                switch section {
                case .dependencies: result.append((offset, key))
                case .unknown where !fields.contains(key) && isVersionSpec(spec): result.append((offset, key))
                default: break
                }
            }
        }
        return result
    }

    /// The names of the `"name": "spec"` entries among `lines` (removed lines, say).
    static func entryNames(_ lines: [String]) -> [String] {
        lines.compactMap { line in
            entry(Substring(line.drop { $0 == " " || $0 == "\t" })).flatMap { $0.1 == nil ? nil : $0.0 }
        }
    }

    /// `"zod": "^3.22.0",` → ("zod", "^3.22.0"); `"dependencies": {` → ("dependencies", nil).
    static func entry(_ line: Substring) -> (String, String?)? {
        guard line.first == "\"", let close = line.dropFirst().firstIndex(of: "\"") else { return nil }
        let key = String(line[line.index(after: line.startIndex)..<close])
        var rest = line[line.index(after: close)...].drop { $0 == " " }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        if rest.first == "{" { return (key, nil) }
        guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        return (key, String(rest[rest.index(after: rest.startIndex)..<end]))
    }

    /// `^3.22.0`, `~1.2`, `1.x`, `workspace:*`, `npm:zod@3`, `github:owner/repo`, `latest`.
    static func isVersionSpec(_ spec: String) -> Bool {
        guard let first = spec.first, !spec.contains(" ") else { return false }
        if first.isNumber || "^~*<>=".contains(first) { return true }
        return ["workspace:", "npm:", "file:", "link:", "git", "github:", "http", "latest", "next"].contains { spec.hasPrefix($0) }
    }
}
