// The reviewer's view of copy: by surface, a notification's title and body together, filled
// with sample values, cut where the lock screen cuts, escapes resolved; and the HTML page.

import Foundation
import Testing
import UmpireCore

@Suite("Copy review: the reviewer's view")
struct CopyReviewTests {
    static let backend = """
        import { sendNotification } from "./send";

        export async function sendSixAlert(token: string, batter: string, runs: number): Promise<void> {
          await sendNotification(token, `Six for ${batter}`, `${batter} moves to ${runs} — clears long-on`);
        }

        export async function sendReviewAlert(batter: string, matchId: string): Promise<void> {
          const alert = { "title": "Review", "body": `${batter} survives: \\`umpire's call\\` on height` };
          await pushToFollowers(matchId, alert);
        }

        """

    static let activity = """
        import ActivityKit

        func markRain(_ activity: Activity<ScoreActivityAttributes>) async {
            let state = ScoreActivityAttributes.ContentState(statusLine: "Rain has stopped play at the Wankhede, the covers are on and the umpires will inspect again at 3:40pm")
            await activity.update(ActivityContent(state: state, staleDate: nil))
        }

        """

    func scratch() throws -> Scratch {
        let dir = try Scratch()
        try dir.write("backend/src/notifications/alerts.ts", Self.backend)
        try dir.write("ios/CricketApp/LiveActivity/RainUpdater.swift", Self.activity)
        try dir.write("ios/CricketApp/Views/SettingsView.swift", #"Text("Live Activities show the score on your Lock Screen while a match you follow is on, and end when it finishes")"# + "\n")
        return dir
    }

    @Test("Text groups copy by surface, title and body together, with sample values and the lock screen's cut")
    func text() throws {
        let output = try scratch().umpire(["copy"]).stdout
        let notifications = try #require(output.range(of: "Notifications\n"))
        let activity = try #require(output.range(of: "Live Activity\n"))
        let inApp = try #require(output.range(of: "In-app\n"))
        #expect(notifications.lowerBound < activity.lowerBound && activity.lowerBound < inApp.lowerBound)
        #expect(output.contains("    4  title  Six for Smith\n    4  body   Smith moves to 54 — clears long-on\n"))
        // `\`` is a backtick to the reader.
        #expect(output.contains("    8  body   Smith survives: `umpire's call` on height\n"))
        #expect(output.contains("Rain has stopped play at the Wankhede, the covers are on and the umpires will i…\n"))
        #expect(output.contains("cut on the lock screen after about 80 of 101 characters"))
        #expect(output.hasSuffix("6 strings of copy (4 in notifications, 1 on the Live Activity, 1 in the app), 2 with findings (1 error, 1 warning)\n"))
    }

    @Test("Markdown escapes for GitHub without stray backslashes from the source's own escapes")
    func markdown() throws {
        let output = try scratch().umpire(["copy", "--format", "markdown"]).stdout
        #expect(output.contains("**Title:** Six for Smith<br>**Body:** Smith moves to 54 — clears long\\-on") == false)
        #expect(output.contains("**Title:** Six for Smith<br>**Body:** Smith moves to 54 — clears long-on | ✅ |"))
        #expect(output.contains("Smith survives: \\`umpire's call\\` on height"))
        #expect(!output.contains("\\\\"), "a backslash in the source's escape never reaches the comment")
        #expect(output.contains("### Live Activity"))
        #expect(output.contains("✂️"))
    }

    @Test("HTML is one self-contained page: banners for notifications, the Live Activity in its presentation, findings beside")
    func html() throws {
        let dir = try scratch()
        let output = dir.umpire(["copy", "--format", "html", "-o", "copy.html"])
        #expect(output.status == 1)
        let page = try dir.read("copy.html")
        #expect(page.hasPrefix("<!doctype html>"))
        for forbidden in ["<script", "<link", "src=", "@import", "url("] {
            #expect(!page.contains(forbidden), "the page needs no network and no scripts: \(forbidden)")
        }
        #expect(page.contains("<div class=\"title\">Six for Smith</div><div class=\"body\">Smith moves to 54 — clears long-on</div>"))
        #expect(page.contains("<div class=\"activity\"><div class=\"activity-line\">Rain has stopped play"))
        #expect(page.contains("✂ The text is cut after about 80 of 101 characters"))
        #expect(page.contains("<span class=\"rule\">copy-code-formatting</span>"))
        #expect(page.contains("Smith survives: `umpire&apos;s call` on height"))
    }

    @Test("Copy the backend never sends, and the web front end, are not listed")
    func notCopy() throws {
        let dir = try Scratch()
        try dir.write("backend/src/tools/scoreTool.ts", """
            export const scoreTool = { name: "get_score", description: "Returns the live score for a match id", parameters: {} };
            export const promo = { title: "PROMO.HEADER", body: "https://sightscreen.app/promo" };
            export const format = { label: "YYYY-MM-DD" };
            """)
        try dir.write("web/components/Banner.ts", #"export const banner = { title: "Follow your team" };"# + "\n")
        try dir.write("examples/push/send.ts", #"await sendNotification(token, "Hello from the example");"# + "\n")
        let output = dir.umpire(["copy", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect((object?["copy"] as? [[String: Any]])?.isEmpty == true, "\(output.stdout)")
    }
}
