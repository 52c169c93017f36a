// The reviewer's view of copy: by surface, a notification's title and body together, filled
// with sample values, cut where the lock screen cuts, escapes resolved; and the HTML page.

import Foundation
import Testing
import UmpireCore
import UmpireEngine

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

@Suite("Copy review: what copy is")
struct CopyShapeTests {
    func copy(_ files: [(String, String)]) throws -> [(text: String, kind: String, surface: String)] {
        let dir = try Scratch()
        for (path, text) in files { try dir.write(path, text) }
        let output = dir.umpire(["copy", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        return (object?["copy"] as? [[String: Any]] ?? []).map {
            ($0["text"] as? String ?? "", $0["kind"] as? String ?? "", $0["surface"] as? String ?? "")
        }
    }

    @Test("SwiftUI controls, NSLocalizedString, a widget's gallery text and a notification's localized title are copy")
    func swiftShapes() throws {
        let found = try copy([
            ("ios/CricketApp/Views/AlertSettingsView.swift", """
                Section("Alerts") { Toggle("Wicket alerts", isOn: $on) }
                    .alert(NSLocalizedString("Couldn't save", comment: "save failed"), isPresented: $failed) {}
                let hint = NSLocalizedString("alerts.hint", value: "Alerts follow your teams", comment: "")
                """),
            ("ios/CricketWidget/NextMatchWidget.swift", """
                StaticConfiguration(kind: "NextMatch", provider: Provider()) { NextMatchView(entry: $0) }
                    .configurationDisplayName("Next match")
                    .description("The next match you follow")
                """),
            ("ios/CricketApp/Services/Reminders.swift", """
                import UserNotifications
                func remind() {
                    let content = UNMutableNotificationContent()
                    content.title = String(localized: "Match starts soon")
                }
                """),
        ])
        let texts = found.map(\.text)
        for expected in ["Alerts", "Wicket alerts", "Couldn't save", "Alerts follow your teams", "Next match",
                         "The next match you follow", "Match starts soon"] {
            #expect(texts.contains(expected), "\(expected) is copy: \(texts)")
        }
        #expect(!texts.contains("alerts.hint"), "the key is not the text when a value is given")
        #expect(found.first { $0.text == "Next match" }?.surface == "widget")
        #expect(found.first { $0.text == "Match starts soon" }?.surface == "notification")
        #expect(found.first { $0.text == "Wicket alerts" }?.kind == "label")
    }

    @Test("Previews, #if DEBUG code, web front-end packages, playgrounds and machine text are not copy")
    func notProduct() throws {
        let found = try copy([
            ("ios/CricketApp/Views/ScoreView.swift", """
                struct ScoreView: View { var body: some View { Text("Score") } }
                #if DEBUG
                struct DebugMenu: View { var body: some View { Text("Reset all follows!!") } }
                #endif
                #Preview { Text("Preview only!!") }
                """),
            ("apps/status-page/package.json", #"{"dependencies": {"next": "15.0.0", "react": "19.0.0"}}"#),
            ("apps/status-page/src/data/metrics.ts", #"export const card = { title: "Failing" };"# + "\n"),
            ("web.svelte/package.json", #"{"devDependencies": {"@sveltejs/kit": "2.0.0", "svelte": "5.0.0"}}"#),
            ("web.svelte/src/lib/utils/navigation.ts", #"export const account = { label: "My Account" };"# + "\n"),
            ("backend/src/admin/groups.ts", #"await createGroup({ name: "Scorers", slug: "scorers", description: "Can edit live scores." });"# + "\n"),
            ("backend/src/server.ts", #"app.doc("/openapi", { openapi: "3.0.0", info: { title: "Sightscreen API" }, metaData: { title: "Scores" } });"# + "\n"),
            ("backend/.github/workflows/ci.ts", #"const comment = { body: "Tests have started" };"# + "\n"),
            ("backend/src/migrations/002/index.ts", #"record.steps = [{ title: "Step 1", layout }];"# + "\n"),
            ("backend/playground/send.ts", #"await sendNotification(token, "Hello from the playground");"# + "\n"),
            ("backend/src/notifications/tasks.ts", """
                export const exportTask = createTaskDefinition({ id: "export", title: "Export blocks - process", run: async () => {} });
                export const api = new aws.apigateway.RestApi("api", { description: "Score API - v2" });
                """),
        ])
        #expect(found.map(\.text) == ["Score"], "\(found)")
    }

    @Test("A web app's server code (a module that imports 'server-only') is the backend's: its push copy is copy")
    func serverOnlyModules() throws {
        let found = try copy([
            ("apps/fantasy/package.json", #"{"dependencies": {"next": "15.0.0", "react": "19.0.0"}}"#),
            ("apps/fantasy/src/services/notifyDraft.ts", """
                import 'server-only';
                export async function notifyDraft(userIds: string[]) {
                  await sendPushToUsers(userIds, { title: "Draft starting", body: "Pick your first player now" });
                }
                """),
            ("apps/fantasy/src/lib/labels.ts", #"export const tab = { title: "Leagues" };"# + "\n"),
        ])
        #expect(found.map(\.text) == ["Draft starting", "Pick your first player now"], "\(found)")
    }

    @Test("A web app's serverless functions (netlify/functions/, pages/api/) are the backend's; its components are not")
    func serverlessFunctions() throws {
        let found = try copy([
            ("package.json", #"{"dependencies": {"react": "18.2.0", "vite": "5.0.0"}}"#),
            ("netlify/functions/sendPredictionReminder.ts", """
                export const handler = async () => {
                  await sendPush({ title: "Predictions due soon", body: "Five hours to go before kickoff" });
                  return { statusCode: 200 };
                };
                """),
            ("src/components/Header.ts", #"export const header = { title: "Leagues" };"# + "\n"),
        ])
        #expect(found.map(\.text) == ["Predictions due soon", "Five hours to go before kickoff"], "\(found)")
    }
}
