// One card of the copy review page: the copy drawn where its reader meets it, where it is
// written, and its findings with the change a fix would make.

import UmpireCore

extension CopyHTML {
    /// The app's icon, drawn inline (a ball and its seam) so the page needs no font or file.
    static let icon = """
        <svg class="icon" viewBox="0 0 38 38" aria-hidden="true"><rect width="38" height="38" rx="9" fill="#0b6e4f"/>\
        <circle cx="19" cy="19" r="10" fill="#c8102e"/><path d="M13 11 Q19 19 13 27 M25 11 Q19 19 25 27" stroke="#fff" \
        stroke-width="1.4" fill="none" stroke-dasharray="2 1.6"/></svg>
        """

    /// The copy drawn where its reader meets it, cut where `CopyLimits` says its surface cuts it
    /// (the words shown are the review's, not the browser's guess from its own fonts).
    @_optimize(none)
    static func preview(_ entries: [CopyEntry], on surface: CopySurface, review: CopyReview) -> String {
        let text: (CopyEntry) -> String = { Escape.xml(review.shown($0).text) }
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
            let island = entries.first.map { "<div class=\"island\">\(Escape.xml($0.samples[0]))</div>" } ?? ""
            return "<div class=\"lock\"><div class=\"activity\">\(lines)</div>\(island)</div>" + fullText(entries, review: review)
        case .widget:
            return "<div class=\"widget\">" + entries.map { "<div class=\"widget-line\">\(text($0))</div>" }.joined() + "</div>"
                + fullText(entries, review: review)
        case .inApp:
            return "<div class=\"inapp\">" + entries.map { "<div><span class=\"role\">\(Escape.xml($0.role))</span> \(Escape.xml($0.sample))</div>" }
                .joined() + "</div>"
        }
    }

    /// Under a cut preview, the words the surface hides.
    @_optimize(none)
    private static func fullText(_ entries: [CopyEntry], review: CopyReview) -> String {
        entries.filter { review.shown($0).cut }.map { entry in
            let limit = review.limits.visibleCharacters(role: entry.role, surface: entry.surface) ?? 0
            return "<div class=\"cut\">✂ The \(Escape.xml(entry.role)) is cut after about \(limit) of \(review.length(of: entry)) characters: "
                + "“\(Escape.xml(entry.sample))”</div>"
        }.joined()
    }

    @_optimize(none)
    static func location(_ entries: [CopyEntry], links: ReportLinks) -> String {
        let first = entries[0]
        let lines = entries.map { String($0.line) }.joined(separator: ", ")
        let href = links.href(first.path, line: first.line)
        return "<div class=\"where\"><a href=\"\(Escape.xml(href))\">line\(entries.count > 1 ? "s" : "") \(lines)</a>"
            + (first.name.map { " · \(Escape.xml($0))" } ?? "") + "</div>"
    }

    /// The findings, each with its fix as the change it makes to the literal.
    @_optimize(none)
    static func findings(_ findings: [Finding], in entries: [CopyEntry]) -> String {
        guard !findings.isEmpty else { return "<ul class=\"findings\"><li class=\"ok\">No tone findings.</li></ul>" }
        return "<ul class=\"findings\">" + findings.map { f in
            "<li class=\"\(f.severity.rawValue)\"><span class=\"severity\">\(f.severity.rawValue)</span> "
                + "<span class=\"rule\">\(Escape.xml(f.ruleID))</span><br>\(Escape.xml(f.message))"
                + (f.fix.map { suggestion($0, for: f, in: entries) } ?? "") + "</li>"
        }.joined() + "</ul>"
    }

    @_optimize(none)
    private static func suggestion(_ fix: LocatedFix, for finding: Finding, in entries: [CopyEntry]) -> String {
        let how = fix.applicability == .safe ? "<code>--fix</code> applies it" : "<code>--fix --unsafe-fixes</code> applies it; check it first"
        var out = "<div class=\"fix\"><div class=\"fix-title\">Suggested change: \(Escape.xml(fix.title)) (\(how))</div>"
        let entry = entries.first { (finding.line, finding.column) >= ($0.line, $0.column) && (finding.line, finding.column) < ($0.endLine, $0.endColumn) }
        if let entry, let after = entry.source(after: fix) {
            out += "<del>\(Escape.xml(entry.source))</del><ins>\(Escape.xml(after))</ins>"
        }
        return out + "</div>"
    }
}
