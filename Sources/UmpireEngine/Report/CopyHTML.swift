// `umpire copy --format html`: one self-contained page (no network, no scripts) that draws each
// notification as a lock-screen banner and each Live Activity string in its presentation, with
// the tone findings beside it, for a reviewer to open from a pull request or a CI artifact.

import UmpireCore

enum CopyHTML {
    static func render(_ review: CopyReview, links: ReportLinks = .relative) -> String {
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
        var surface: CopySurface?
        for (groupSurface, entries) in review.groups {
            if groupSurface != surface {
                if surface != nil { out += "</section>\n" }
                out += "<section><h2>\(groupSurface.title)</h2>\n"
                surface = groupSurface
            }
            for variant in variants(of: entries) {
                out += "<div class=\"row\"><div>" + preview(variant, on: groupSurface, review: review) + location(variant, links: links) + "</div>"
                out += findings(variant.flatMap { review.findings(of: $0) }) + "</div>\n"
            }
        }
        if surface != nil { out += "</section>\n" }
        if review.entries.isEmpty { out += "<section><p>No user-facing copy in the files read.</p></section>\n" }
        if !review.notes.isEmpty {
            out += "<section><h2>Not read</h2><ul>" + review.notes.map { "<li><code>\(Escape.xml($0.path))</code>: \(Escape.xml($0.message))</li>" }
                .joined() + "</ul></section>\n"
        }
        return out + "</body>\n</html>\n"
    }

    /// A group with several titles (a `switch` of titles, a ternary's two branches) is several
    /// notifications: each title with the group's body. Other groups are drawn as one.
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

    /// The app's icon, drawn inline (a ball and its seam) so the page needs no font or file.
    static let icon = """
        <svg class="icon" viewBox="0 0 38 38" aria-hidden="true"><rect width="38" height="38" rx="9" fill="#0b6e4f"/>\
        <circle cx="19" cy="19" r="10" fill="#c8102e"/><path d="M13 11 Q19 19 13 27 M25 11 Q19 19 25 27" stroke="#fff" \
        stroke-width="1.4" fill="none" stroke-dasharray="2 1.6"/></svg>
        """

    /// The copy drawn where its reader meets it.
    private static func preview(_ entries: [CopyEntry], on surface: CopySurface, review: CopyReview) -> String {
        switch surface {
        case .notification:
            let title = entries.first { ["title", "headline", "alert"].contains($0.role) }
            let subtitle = entries.first { $0.role == "subtitle" }
            let rest = entries.filter { $0.path != title?.path || $0.line != title?.line || $0.column != title?.column }
                .filter { $0.role != "subtitle" }
            var inner = "<div class=\"meta\"><span>CRICKET</span><span>now</span></div>"
            if let title { inner += "<div class=\"title\">\(text(title))</div>" }
            if let subtitle { inner += "<div class=\"title\">\(text(subtitle))</div>" }
            for entry in rest { inner += "<div class=\"body\">\(text(entry))</div>" }
            return "<div class=\"lock\"><div class=\"banner\">\(icon)<div>\(inner)</div></div></div>"
                + fullText(entries, review: review)
        case .liveActivity:
            let lines = entries.map { "<div class=\"activity-line\">\(text($0))</div>" }.joined()
            let island = entries.first.map { "<div class=\"island\">\(Escape.xml($0.sample))</div>" } ?? ""
            return "<div class=\"lock\"><div class=\"activity\">\(lines)</div>\(island)</div>" + fullText(entries, review: review)
        case .widget:
            return "<div class=\"widget\">" + entries.map { "<div class=\"widget-line\">\(text($0))</div>" }.joined() + "</div>"
        case .inApp:
            return "<div class=\"inapp\">" + entries.map { "<div><span class=\"role\">\(Escape.xml($0.role))</span> \(Escape.xml($0.sample))</div>" }
                .joined() + "</div>"
        }
    }

    private static func text(_ entry: CopyEntry) -> String { Escape.xml(entry.sample) }

    /// Under a cut preview, the words the lock screen hides.
    private static func fullText(_ entries: [CopyEntry], review: CopyReview) -> String {
        entries.filter { review.shown($0).cut }.map { entry in
            let limit = review.limits.visibleCharacters(role: entry.role, surface: entry.surface) ?? 0
            return "<div class=\"cut\">✂ The \(Escape.xml(entry.role)) is cut after about \(limit) of \(review.length(of: entry)) characters: "
                + "“\(Escape.xml(entry.sample))”</div>"
        }.joined()
    }

    private static func location(_ entries: [CopyEntry], links: ReportLinks) -> String {
        let first = entries[0]
        let lines = entries.map { String($0.line) }.joined(separator: ", ")
        let href = links.href(first.path, line: first.line)
        return "<div class=\"where\"><a href=\"\(Escape.xml(href))\">\(Escape.xml(first.path))</a> line\(entries.count > 1 ? "s" : "") \(lines)"
            + (first.name.map { " · \(Escape.xml($0))" } ?? "") + "</div>"
    }

    private static func findings(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "<ul class=\"findings\"><li class=\"ok\">No tone findings.</li></ul>" }
        return "<ul class=\"findings\">" + findings.map { f in
            "<li class=\"\(f.severity.rawValue)\"><span class=\"severity\">\(f.severity.rawValue)</span> "
                + "<span class=\"rule\">\(Escape.xml(f.ruleID))</span><br>\(Escape.xml(f.message))</li>"
        }.joined() + "</ul>"
    }

    static let style = """
        :root { --ink: #1c1c1e; --muted: #6e6e73; --error: #d70015; --warning: #b25000; --ok: #248a3d; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.4 -apple-system, "SF Pro Text", "Helvetica Neue", Helvetica, Arial, sans-serif; background: #f2f2f7; color: var(--ink); }
        header { padding: 20px 32px; background: #fff; border-bottom: 1px solid #d1d1d6; }
        header h1 { font-size: 22px; margin: 0 0 4px; }
        header p { margin: 0; color: var(--muted); }
        section { padding: 4px 32px 16px; }
        h2 { font-size: 17px; margin: 20px 0 12px; }
        .row { display: grid; grid-template-columns: 390px minmax(0, 1fr); gap: 24px; align-items: start; margin-bottom: 18px; }
        .lock { background: linear-gradient(160deg, #243b64, #5e4a7e 55%, #a9626d); border-radius: 20px; padding: 14px; }
        .banner { background: rgba(246, 246, 248, 0.86); border-radius: 16px; padding: 10px 12px; display: grid; grid-template-columns: 38px minmax(0, 1fr); gap: 10px; }
        .icon { width: 38px; height: 38px; }
        .meta { display: flex; justify-content: space-between; font-size: 12px; color: #48484a; letter-spacing: 0.02em; }
        .title { font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .body { display: -webkit-box; -webkit-line-clamp: 4; -webkit-box-orient: vertical; overflow: hidden; }
        .activity { background: rgba(28, 28, 30, 0.92); color: #fff; border-radius: 18px; padding: 14px 16px; }
        .activity-line { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; font-weight: 500; }
        .island { background: #000; color: #fff; border-radius: 22px; padding: 7px 16px; margin: 10px auto 0; width: fit-content; max-width: 230px; font-size: 13px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .widget { background: #fff; border-radius: 22px; width: 170px; min-height: 170px; padding: 14px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15); }
        .widget-line { display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; font-weight: 600; margin-bottom: 6px; }
        .inapp { background: #fff; border-radius: 12px; padding: 10px 14px; }
        .role { display: inline-block; min-width: 64px; color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; }
        .cut { font-size: 12px; color: var(--muted); margin-top: 6px; }
        .where { font: 12px ui-monospace, Menlo, Consolas, monospace; color: var(--muted); margin-top: 6px; overflow-wrap: anywhere; }
        .where a { color: inherit; }
        .findings { list-style: none; padding: 0; margin: 0; }
        .findings li { background: #fff; border-left: 4px solid var(--error); border-radius: 6px; padding: 6px 10px; margin-bottom: 6px; }
        .findings li.warning { border-color: var(--warning); }
        .findings li.ok { border-color: var(--ok); color: var(--ok); }
        .severity { font-weight: 600; text-transform: uppercase; font-size: 11px; letter-spacing: 0.05em; }
        .error .severity { color: var(--error); }
        .warning .severity { color: var(--warning); }
        .rule { font: 12px ui-monospace, Menlo, Consolas, monospace; color: var(--muted); }
        @media (max-width: 760px) { .row { grid-template-columns: 1fr; } }
        """
}
