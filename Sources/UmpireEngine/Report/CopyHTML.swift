// `umpire copy --format html`: one self-contained page (no network, no scripts) that draws each
// notification as a lock-screen banner and each Live Activity string in its presentation, with
// the tone findings and their suggested changes beside it, for a reviewer to open from a pull
// request or a CI artifact. A real app has a hundred strings and a handful of findings, so the
// page opens on the findings (a checkbox, no script, shows the rest) and jumps by surface or file.

import UmpireCore

enum CopyHTML {
    /// Copy of one surface in one file: the page's unit of navigation.
    struct FileBlock {
        let id: String
        let surface: CopySurface
        let path: String
        let groups: [[CopyEntry]]
        let findings: Int
    }

    @_optimize(none)
    static func render(_ review: CopyReview, links: ReportLinks = .relative) -> String {
        let blocks = fileBlocks(review)
        let flagged = review.flaggedCount
        var out = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Copy review</title>
            <style>\(style)</style>
            </head>
            <body>
            <header><h1>Copy review</h1><p>\(Escape.xml(CopyReport.summary(review))). Placeholders are filled with sample values; \
            copy is cut where its surface shows no more: \(Escape.xml(review.limits.summary)).</p></header>

            """
        // The checkbox precedes what it filters: `:checked ~ main` hides copy without findings.
        if flagged > 0 {
            out += "<input type=\"checkbox\" id=\"only-findings\" checked>"
                + "<label class=\"only\" for=\"only-findings\">Show only the copy with findings (\(flagged) of \(review.entries.count))</label>\n"
        }
        if !blocks.isEmpty { out += jumpList(blocks, review: review) }
        out += "<main>\n"
        var surface: CopySurface?
        for block in blocks {
            if block.surface != surface {
                if surface != nil { out += "</section>\n" }
                let count = blocks.filter { $0.surface == block.surface }.reduce(0) { $0 + $1.findings }
                out += "<section id=\"\(anchor(block.surface))\" class=\"\(count > 0 ? "flagged" : "clean")\"><h2>\(block.surface.title)</h2>\n"
                surface = block.surface
            }
            out += "<div class=\"file \(block.findings > 0 ? "flagged" : "clean")\" id=\"\(block.id)\"><h3>\(wrapping(block.path))</h3>\n"
            for group in block.groups {
                for variant in variants(of: group) {
                    let found = variant.flatMap { review.findings(of: $0) }
                    out += "<div class=\"row \(found.isEmpty ? "clean" : "flagged")\"><div>" + preview(variant, on: block.surface, review: review)
                        + location(variant, links: links) + "</div>" + findings(found, in: variant) + "</div>\n"
                }
            }
            out += "</div>\n"
        }
        if surface != nil { out += "</section>\n" }
        if flagged > 0, flagged < review.entries.count {
            out += "<p class=\"hidden-note\">\(Wording.count(review.entries.count - flagged, "string")) of copy without findings "
                + "\(review.entries.count - flagged == 1 ? "is" : "are") hidden; untick “Show only the copy with findings” to see "
                + "\(review.entries.count - flagged == 1 ? "it" : "them").</p>\n"
        }
        if review.entries.isEmpty { out += "<section><p>No user-facing copy in the files read.</p></section>\n" }
        if !review.notes.isEmpty {
            out += "<section><h2>Not read</h2><ul>" + review.notes.map { "<li><code>\(wrapping($0.path))</code>: \(Escape.xml($0.message))</li>" }
                .joined() + "</ul></section>\n"
        }
        return out + "</main>\n</body>\n</html>\n"
    }

    /// The review's groups by surface, then by file, files with findings first.
    @_optimize(none)
    static func fileBlocks(_ review: CopyReview) -> [FileBlock] {
        var blocks: [FileBlock] = []
        for surface in CopySurface.allCases {
            var paths: [String] = []
            var groups: [String: [[CopyEntry]]] = [:]
            for (groupSurface, entries) in review.groups where groupSurface == surface {
                if groups[entries[0].path] == nil { paths.append(entries[0].path) }
                groups[entries[0].path, default: []].append(entries)
            }
            let files = paths.map { path in
                (path, groups[path]!, groups[path]!.joined().reduce(0) { $0 + review.findings(of: $1).count })
            }
            // A stable partition: the files a reviewer must read, then the rest, each in path order.
            for (path, fileGroups, found) in files.filter({ $0.2 > 0 }) + files.filter({ $0.2 == 0 }) {
                blocks.append(FileBlock(id: "f\(blocks.count + 1)", surface: surface, path: path, groups: fileGroups, findings: found))
            }
        }
        return blocks
    }

    /// Links to each surface and each file, with how much of it has findings.
    @_optimize(none)
    static func jumpList(_ blocks: [FileBlock], review: CopyReview) -> String {
        var out = "<nav><div><h2>By surface</h2><ul>"
        for surface in CopySurface.allCases {
            let mine = blocks.filter { $0.surface == surface }
            guard !mine.isEmpty else { continue }
            let strings = mine.reduce(0) { $0 + $1.groups.joined().count }
            out += "<li><a href=\"#\(anchor(surface))\">\(surface.title)</a> " + counts(strings: strings, findings: mine.reduce(0) { $0 + $1.findings }) + "</li>"
        }
        var paths: [String] = []
        for block in blocks where !paths.contains(block.path) { paths.append(block.path) }
        let flaggedPaths = paths.filter { p in blocks.contains { $0.path == p && $0.findings > 0 } }
        // Open when it is short or when only a few files have findings to jump to.
        out += "</ul></div><details\(paths.count <= 12 ? " open" : "")><summary>By file (\(paths.count), \(flaggedPaths.count) with findings)</summary><ul>"
        for path in flaggedPaths + paths.filter({ !flaggedPaths.contains($0) }) {
            let mine = blocks.filter { $0.path == path }
            let found = mine.reduce(0) { $0 + $1.findings }
            let surfaces = mine.count > 1 ? " " + mine.map { "<a href=\"#\($0.id)\">\($0.surface.title)</a>" }.joined(separator: " · ") : ""
            out += "<li class=\"\(found > 0 ? "flagged" : "clean")\"><a href=\"#\(mine[0].id)\">\(wrapping(path))</a> "
                + counts(strings: mine.reduce(0) { $0 + $1.groups.joined().count }, findings: found) + surfaces + "</li>"
        }
        return out + "</ul></details></nav>\n"
    }

    @_optimize(none)
    private static func counts(strings: Int, findings: Int) -> String {
        "<span class=\"count\">\(Wording.count(strings, "string"))" + (findings > 0 ? ", <b>\(Wording.count(findings, "finding"))</b>" : "") + "</span>"
    }

    @_optimize(none)
    static func anchor(_ surface: CopySurface) -> String {
        "surface-" + surface.rawValue.replacingOccurrences(of: " ", with: "-")
    }

    /// A path that may break after each `/`, so a long one wraps on a phone instead of overflowing.
    @_optimize(none)
    static func wrapping(_ path: String) -> String {
        Escape.xml(path).replacingOccurrences(of: "/", with: "/<wbr>")
    }

    /// A group with several titles (a `switch` of titles, a ternary's two branches) is several
    /// notifications: each title with the group's body. Other groups are drawn as one.
    @_optimize(none)
    static func variants(of entries: [CopyEntry]) -> [[CopyEntry]] {
        let isTitle: (CopyEntry) -> Bool = { ["title", "headline"].contains($0.role) }
        let titles = entries.filter(isTitle)
        let bodies = entries.filter { !isTitle($0) }
        if titles.count > 1 { return titles.map { [$0] + bodies } }
        if titles.count <= 1, bodies.count > 1, bodies.allSatisfy({ $0.role == bodies[0].role }), entries[0].surface == .notification {
            return bodies.map { titles + [$0] }
        }
        return [entries]
    }
}
