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
}
