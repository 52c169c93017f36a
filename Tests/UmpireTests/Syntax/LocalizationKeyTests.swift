// Which string literals are keys into the app's strings, read as words by the rules.

import Testing
@testable import UmpireCore

@Suite("Syntax: localization keys")
struct LocalizationKeyTests {
    /// Whether each literal of the code (in order) is a localization key.
    private func keys(_ code: String) -> [Bool] {
        let file = SourceFile(path: "x.swift", source: code)
        return file.tokens.indices.filter { file.kind($0) == .stringStart }.map { file.isLocalizationKey(stringAt: $0) }
    }

    @Test("Given to Text, Label, NSLocalizedString or String(localized:), or returned as a LocalizedStringKey")
    func localized() {
        #expect(keys(#"Text("match_live"); Label("tab_scores", systemImage: "list.bullet")"#) == [true, true, false])
        #expect(keys(#"let a = NSLocalizedString("alert_title", comment: "shown on a goal"); let b = String(localized: "kick_off")"#)
                == [true, false, true])
        #expect(keys("""
            var statusKey: LocalizedStringKey {
                switch phase {
                case .live: "status_live"
                default: isDelayed ? "status_delayed" : "status_soon"
                }
            }
            func title() -> LocalizedStringResource { return "title_key" }
            let caption: LocalizedStringKey = "caption_key"
            """) == [true, true, true, true, true])
    }

    @Test("Not a key: an image name, a String property, a condition's literal, a log message")
    func notLocalized() {
        #expect(keys(#"Image("team_badge"); Text(verbatim: "raw_id")"#) == [false, false])
        #expect(keys("""
            var analyticsName: String {
                switch phase { case .live: "match_live"; default: "match_other" }
            }
            var label: LocalizedStringKey { code == "abc" ? "key_a" : "key_b" }
            func note() -> LocalizedStringKey { log("done_loading"); return "note_key" }
            """) == [false, false, false, true, true, false, true])
    }
}
