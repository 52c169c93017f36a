// One definition of copy, everywhere: the review cuts where copy-length warns, lists what a
// reader reads (not localization keys, both branches of a choice), and its reports can be
// read on a real app's hundred strings and pasted into a pull request without pinging anyone.

import Foundation
import Testing
import UmpireCore
import UmpireEngine

@Suite("Copy review: one definition of copy")
struct CopyDefinitionTests {
    /// A 44-character title: past the lock screen's line, inside the old rule's 50.
    static let rainAlert = """
        export async function sendRainAlert(matchId: string): Promise<void> {
          const alert = { "title": "Rain delay at Lord's: covers on, no play yet", "body": "Play is expected to resume at 3:40pm" };
          await pushToFollowers(matchId, alert);
        }

        """

    @Test("The review cuts a title where copy-length warns about it, and both follow the configured limit")
    func oneLimit() throws {
        let dir = try Scratch()
        try dir.write("backend/src/notifications/rain.ts", Self.rainAlert)
        let output = dir.umpire(["copy"]).stdout
        #expect(output.contains("cut on the lock screen after about 40 of 44 characters"), "\(output)")
        #expect(output.contains("[copy-length] This title runs to about 44 characters; keep it under 40"), "\(output)")

        try dir.write(".umpire.json", #"{ "rules": { "copy-length": { "titleMax": 45 } } }"#)
        let configured = dir.umpire(["copy"]).stdout
        #expect(configured.contains("Rain delay at Lord's: covers on, no play yet\n"), "\(configured)")
        #expect(!configured.contains("cut on the lock screen"), "\(configured)")
        #expect(!configured.contains("copy-length"), "\(configured)")
    }

    func copy(in dir: Scratch) throws -> [[String: Any]] {
        let output = dir.umpire(["copy", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        return object?["copy"] as? [[String: Any]] ?? []
    }

    @Test("A localization key is not copy, with its arguments or without; words with hyphens and counts still are")
    func keys() throws {
        let dir = try Scratch()
        try dir.write("ios/CricketApp/Views/PollView.swift", #"""
            struct PollView: View {
                var body: some View {
                    Text("status.poll.n-votes \(votesCount)")
                    Text("settings.section.app.footer \(appVersion)")
                    Text("status.action.translated-label-from-%@-%@")
                    Button("see-more") {}
                    Text("trending-tag-people-talking \(uses)")
                    Text("Hat-trick")
                    Text("\(count) runs")
                    Text("Sign in")
                }
            }
            """#)
        let texts = try copy(in: dir).map { $0["text"] as? String ?? "" }
        #expect(texts == ["Hat-trick", "{count} runs", "Sign in"])
    }

    @Test("A choice between two literals is both texts, in the listing, the JSON and the lock-screen cut")
    func ternaries() throws {
        let dir = try Scratch()
        try dir.write("backend/src/notifications/wicket.messages.ts", """
            export const retiredBody = (batter: BatterSummary): string =>
              `${batter.name} retires ${!batter.hurt ? "out" : "hurt"} on ${batter.runs}`;
            export const seriesTitle = (team: string): string => `${team} ${won ? "win the series with a day to spare at Lord's" : "draw"}`;

            """)
        try dir.write("ios/CricketApp/Views/StatusView.swift", #"Text("Match \(isLive ? "live" : "over")")"# + "\n")
        let output = dir.umpire(["copy"]).stdout
        #expect(output.contains("body   Smith retires out on 54 / Smith retires hurt on 54\n"), "\(output)")
        #expect(output.contains("Match live / Match over\n"), "\(output)")
        #expect(!output.contains("{hurt}"))
        // Each text is cut on its own, and a literal that is all choice is still copy.
        #expect(output.contains("title  India win the series with a day to spar… / India draw\n"), "\(output)")
        #expect(output.contains("cut on the lock screen after about 40 of 50 characters"), "\(output)")
        let entries = try copy(in: dir)
        let retired = try #require(entries.first { ($0["kind"] as? String) == "body" })
        #expect(retired["variants"] as? [String] == ["{batter.name} retires out on {batter.runs}", "{batter.name} retires hurt on {batter.runs}"])
        #expect(output.hasSuffix("3 strings of copy (2 in notifications, 1 in the app), 1 with findings (0 errors, 1 warning)\n"), "\(output)")
    }

    @Test("Markdown never mentions anyone: not in copy, messages or paths, in the copy review or the lint report")
    func mentions() throws {
        let dir = try Scratch()
        try dir.write("backend/src/@sightscreen/promo.messages.ts", """
            export const followTitle = (): string => "Follow @icecube and @org/team!!";

            """)
        let copy = dir.umpire(["copy", "--format", "markdown"]).stdout
        #expect(copy.contains("Follow @<!-- -->icecube and @<!-- -->org/team!!"), "\(copy)")
        let lint = dir.umpire(["lint", "--format", "markdown"]).stdout
        #expect(lint.contains("[backend/src/@<!-- -->sightscreen/promo.messages.ts:1]"), "\(lint)")
        for report in [copy, lint] {
            for name in ["@icecube", "@org", "@sightscreen"] {
                #expect(!report.contains(name), "\(name) would notify someone:\n\(report)")
            }
        }
    }

    @Test("HTML opens on the findings without a script, jumps by surface and file, shows fixes as changes and wraps paths")
    func htmlReview() throws {
        let dir = try Scratch()
        // Sorted first, but without findings: the file with one is drawn first all the same.
        try dir.write("backend/src/notifications/a/drinks.ts", """
            export const drinks = { title: "Drinks", body: "Players take drinks in the India innings" };

            """)
        try dir.write("backend/src/notifications/b/score.ts", """
            export const score = { title: "Smith on song", body: `${batter} ${runs} (${balls}) - ${overs} overs` };

            """)
        try dir.write("ios/CricketApp/Views/SettingsView.swift", #"Text("Wicket alerts")"# + "\n")
        let output = dir.umpire(["copy", "--format", "html", "-o", "copy.html"])
        #expect(output.status == 1)
        let page = try dir.read("copy.html")
        #expect(!page.contains("<script"), "the page works without scripts")
        // The filter: a checkbox, ticked, before what it hides; rows say which they are.
        let toggle = try #require(page.range(of: "<input type=\"checkbox\" id=\"only-findings\" checked>"))
        let main = try #require(page.range(of: "<main>"))
        #expect(toggle.lowerBound < main.lowerBound)
        #expect(page.contains("Show only the copy with findings (1 of 5)"))
        #expect(page.contains("#only-findings:checked ~ main .file.clean:not(:target)"))
        #expect(page.contains("<div class=\"row flagged\">") && page.contains("<div class=\"row clean\">"))
        // Findings first within a surface.
        let flagged = try #require(page.range(of: "score.ts</h3>"))
        let clean = try #require(page.range(of: "drinks.ts</h3>"))
        #expect(flagged.lowerBound < clean.lowerBound)
        // The jump list: by surface, by file (with findings first), each file's block an anchor.
        #expect(page.contains("<a href=\"#surface-notification\">Notifications</a>"))
        #expect(page.contains("<a href=\"#surface-in-app\">In-app</a>"))
        #expect(page.contains("<li class=\"flagged\"><a href=\"#f1\">backend/<wbr>src/<wbr>notifications/<wbr>b/<wbr>score.ts</a>"))
        #expect(page.contains("<div class=\"file flagged\" id=\"f1\"><h3>backend/<wbr>src/"))
        // The fix as the change it makes to the literal.
        #expect(page.contains("Suggested change: Use a spaced em dash"))
        #expect(page.contains("<del>`${batter} ${runs} (${balls}) - ${overs} overs`</del><ins>`${batter} ${runs} (${balls}) — ${overs} overs`</ins>"))
        // The fix reaches the copy review's JSON too.
        let json = dir.umpire(["copy", "--format", "json"]).stdout
        #expect(json.contains("\"fix\": {\"title\": \"Use a spaced em dash\", \"applicability\": \"safe\""), "\(json)")
    }
}
