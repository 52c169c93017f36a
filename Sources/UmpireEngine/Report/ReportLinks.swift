// Where a Markdown report's file links point. A pull-request comment is read away from the
// checkout, so a link relative to the report means nothing there: when the run knows where the
// repository's files are browsed (`--link-base`, or GitHub Actions' environment), links are
// absolute, to the file at the commit that was linted.

import Foundation
import UmpireCore

public struct ReportLinks: Sendable {
    /// `https://github.com/OWNER/REPO/blob/SHA`, without a trailing slash; nil: relative links.
    public let base: String?
    /// The current folder, relative to the repository's root ("" at the root).
    let folder: String

    public static let relative = ReportLinks(base: nil, folder: "")

    public init(base: String?, folder: String) {
        self.base = base.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.folder = folder
    }

    /// The link for `--link-base URL` or, in GitHub Actions, the run's own repository and
    /// commit; paths are made relative to the repository's root (the workspace, or the nearest
    /// folder holding `.git`).
    static func resolve(option: String?, environment: [String: String], cwd: String) -> ReportLinks {
        let github = ["GITHUB_SERVER_URL", "GITHUB_REPOSITORY", "GITHUB_SHA"].compactMap { environment[$0].flatMap { $0.isEmpty ? nil : $0 } }
        guard let base = option ?? (github.count == 3 ? "\(github[0])/\(github[1])/blob/\(github[2])" : nil) else { return .relative }
        let here = FileDiscovery.normalize(cwd)
        var root = environment["GITHUB_WORKSPACE"].map(FileDiscovery.normalize).flatMap { FileDiscovery.relative(here, to: $0) != nil ? $0 : nil }
        if root == nil {
            var folder = here
            while root == nil {
                if FileManager.default.fileExists(atPath: folder + "/.git") { root = folder }
                guard folder != "/", !folder.isEmpty else { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        let top = root ?? here
        return ReportLinks(base: base, folder: FileDiscovery.relative(here, to: top) ?? "")
    }

    /// The link to a reported path (relative to the current folder) at a line.
    public func href(_ path: String, line: Int) -> String {
        guard let base, let inRepository = repositoryPath(path) else { return "\(Escape.uriPath(path))#L\(line)" }
        return "\(base)/\(Escape.uriPath(inRepository))#L\(line)"
    }

    /// The path from the repository's root; nil when it climbs out, as it has no page there.
    func repositoryPath(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var parts: [Substring] = []
        for part in (folder + "/" + path).split(separator: "/") where part != "." {
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
            } else {
                parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
