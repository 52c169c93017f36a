// The copy review page's style sheet: lock-screen surfaces, and the findings-only filter,
// which is a checkbox and sibling selectors rather than a script.

extension CopyHTML {
    static let style = """
        :root { --ink: #1c1c1e; --muted: #6e6e73; --error: #d70015; --warning: #b25000; --ok: #248a3d; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.4 -apple-system, "SF Pro Text", "Helvetica Neue", Helvetica, Arial, sans-serif; background: #f2f2f7; color: var(--ink); }
        header { padding: 20px 32px; background: #fff; border-bottom: 1px solid #d1d1d6; }
        header h1 { font-size: 22px; margin: 0 0 4px; }
        header p { margin: 0; color: var(--muted); }
        #only-findings { margin: 16px 6px 0 32px; width: 18px; height: 18px; vertical-align: middle; }
        label.only { display: inline-block; margin-top: 16px; font-weight: 600; vertical-align: middle; cursor: pointer; }
        nav { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); gap: 8px 32px; padding: 8px 32px 0; font-size: 14px; }
        nav h2, nav summary { font-size: 14px; font-weight: 600; margin: 8px 0 4px; }
        nav summary { cursor: pointer; }
        nav ul { list-style: none; padding: 0; margin: 0; }
        nav li { padding: 2px 0; }
        nav li.clean { color: var(--muted); }
        nav a { color: #0a60c2; }
        .count { color: var(--muted); }
        .count b { color: var(--error); font-weight: 600; }
        section { padding: 4px 32px 16px; }
        h2 { font-size: 17px; margin: 20px 0 12px; }
        h3 { font: 600 13px ui-monospace, Menlo, Consolas, monospace; color: var(--muted); margin: 18px 0 8px; }
        .row { display: grid; grid-template-columns: 390px minmax(0, 1fr); gap: 24px; align-items: start; margin-bottom: 18px; }
        .lock { background: linear-gradient(160deg, #243b64, #5e4a7e 55%, #a9626d); border-radius: 20px; padding: 14px; }
        .banner { background: rgba(246, 246, 248, 0.86); border-radius: 16px; padding: 10px 12px; display: grid; grid-template-columns: 38px minmax(0, 1fr); gap: 10px; }
        .icon { width: 38px; height: 38px; }
        .meta { display: flex; justify-content: space-between; font-size: 12px; color: #48484a; letter-spacing: 0.02em; }
        .title { font-weight: 600; }
        .activity { background: rgba(28, 28, 30, 0.92); color: #fff; border-radius: 18px; padding: 14px 16px; }
        .activity-line { font-weight: 500; }
        .island { background: #000; color: #fff; border-radius: 22px; padding: 7px 16px; margin: 10px auto 0; width: fit-content; max-width: 230px; font-size: 13px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .widget { background: #fff; border-radius: 22px; width: 170px; min-height: 170px; padding: 14px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15); }
        .widget-line { font-weight: 600; margin-bottom: 6px; overflow-wrap: anywhere; }
        .inapp { background: #fff; border-radius: 12px; padding: 10px 14px; overflow-wrap: anywhere; }
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
        .fix { margin-top: 6px; font-size: 13px; }
        .fix-title { color: var(--muted); }
        .fix del, .fix ins { display: block; font: 12px/1.5 ui-monospace, Menlo, Consolas, monospace; padding: 2px 6px; border-radius: 4px; margin-top: 3px; white-space: pre-wrap; overflow-wrap: anywhere; text-decoration: none; }
        .fix del { background: #ffebe9; }
        .fix del::before { content: "− "; }
        .fix ins { background: #dafbe1; }
        .fix ins::before { content: "+ "; }
        .hidden-note { display: none; color: var(--muted); padding: 0 32px 24px; }
        #only-findings:checked ~ main .hidden-note { display: block; }
        #only-findings:checked ~ main .file.clean:not(:target), #only-findings:checked ~ main .file:not(:target) .row.clean { display: none; }
        #only-findings:checked ~ main section.clean:not(:has(:target)) { display: none; }
        @media (max-width: 760px) {
            header, section, .hidden-note { padding-left: 16px; padding-right: 16px; }
            #only-findings { margin-left: 16px; }
            nav { grid-template-columns: 1fr; padding: 8px 16px 0; }
            .row { grid-template-columns: 1fr; gap: 10px; }
        }
        """
}
