// Change mode reports what the change introduced, on a line it touched or not: deleting a
// safeguard leaves the finding on a line nobody edited (the create-table call, `<dict>`, the
// request), and only the base revision can tell that it is new.

import Foundation
import Testing

@Suite("Change mode: new against the base", .serialized)
struct ChangeBaseTests {
    /// One file per safeguard, each clean as committed.
    static let clean: [String: String] = [
        "infra/migrations/migrate-001-follows.sh": """
            #!/usr/bin/env bash
            # Creates the follows table.
            set -euo pipefail

            SANDBOX=false
            if [[ "${1:-}" == "--sandbox" ]]; then SANDBOX=true; fi
            PREFIX=$([[ "$SANDBOX" == true ]] && echo "sandbox-" || echo "")
            TABLE="${PREFIX}follows"

            aws sts get-caller-identity > /dev/null

            if aws dynamodb describe-table --table-name "$TABLE" > /dev/null 2>&1; then
              echo "Table $TABLE exists, skipping"
            else
              aws dynamodb create-table \\
                --table-name "$TABLE" \\
                --attribute-definitions AttributeName=userId,AttributeType=S \\
                --key-schema AttributeName=userId,KeyType=HASH \\
                --billing-mode PAY_PER_REQUEST
              aws dynamodb wait table-exists --table-name "$TABLE"
            fi

            echo "Created: $TABLE"
            echo "Add to .env: FOLLOWS_TABLE=$TABLE"

            """,
        "backend/src/stores/teamStore.ts": """
            import { DynamoDBDocumentClient, ScanCommand } from "@aws-sdk/lib-dynamodb";

            export async function listTeams(client: DynamoDBDocumentClient, table: string) {
              // scan-ok: the teams table holds about forty rows and is read once an hour.
              const result = await client.send(new ScanCommand({ TableName: table }));
              return result.Items ?? [];
            }

            """,
        "ios/App/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleName</key>
            \t<string>Cricket</string>
            \t<key>NSSupportsLiveActivities</key>
            \t<true/>
            \t<key>NSSupportsLiveActivitiesFrequentUpdates</key>
            \t<true/>
            </dict>
            </plist>

            """,
        "ios/App/Services/LiveActivityService.swift": """
            import ActivityKit
            import Foundation

            final class LiveActivityService: LiveActivityStarting {
                func start(attributes: MatchAttributes, state: MatchAttributes.ContentState) throws {
                    let activity = try Activity.request(attributes: attributes, content: .init(state: state, staleDate: nil), pushType: .token)
                    Task {
                        for await update in activity.activityStateUpdates {
                            if update == .ended || update == .dismissed { break }
                        }
                    }
                }

                func finish(_ activity: Activity<MatchAttributes>, final state: MatchAttributes.ContentState) async {
                    await activity.end(.init(state: state, staleDate: nil),
                                       dismissalPolicy: .after(.now.addingTimeInterval(1800)))
                }
            }

            """,
    ]

    /// A safeguard, the file that holds it, the lines that are it and the rule that misses it.
    struct Deletion: CustomStringConvertible {
        let name: String
        let path: String
        let lines: [String]
        let rule: String
        var description: String { name }
    }

    static let deletions = [
        Deletion(name: "the table waiter", path: "infra/migrations/migrate-001-follows.sh",
                 lines: ["  aws dynamodb wait table-exists --table-name \"$TABLE\"\n"], rule: "migration-wait"),
        Deletion(name: "the credentials check", path: "infra/migrations/migrate-001-follows.sh",
                 lines: ["aws sts get-caller-identity > /dev/null\n"], rule: "migration-credentials-check"),
        Deletion(name: "the Scan's justification", path: "backend/src/stores/teamStore.ts",
                 lines: ["  // scan-ok: the teams table holds about forty rows and is read once an hour.\n"], rule: "unjustified-scan"),
        Deletion(name: "the plist key", path: "ios/App/Info.plist",
                 lines: ["\t<key>NSSupportsLiveActivitiesFrequentUpdates</key>\n\t<true/>\n"], rule: "live-activity-plist"),
        Deletion(name: "the dismissal policy", path: "ios/App/Services/LiveActivityService.swift",
                 lines: [",\n                           dismissalPolicy: .after(.now.addingTimeInterval(1800))"], rule: "activity-lifecycle"),
        Deletion(name: "the state observer", path: "ios/App/Services/LiveActivityService.swift",
                 lines: ["""
                        Task {
                            for await update in activity.activityStateUpdates {
                                if update == .ended || update == .dismissed { break }
                            }
                        }

                """], rule: "activity-lifecycle"),
    ]

    func repository() throws -> Scratch {
        let repo = try Scratch(git: true)
        for (path, text) in Self.clean { try repo.write(path, text) }
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "base")
        return repo
    }

    @Test("The committed files are clean, so every finding below is the deletion's")
    func baseIsClean() throws {
        let repo = try repository()
        #expect(try Scratch.findings(repo.umpire(["lint", ".", "--format", "json"]).stdout).isEmpty)
    }

    @Test("Deleting a safeguard fails --staged and --changed-since", arguments: deletions)
    func deletedSafeguard(_ deletion: Deletion) throws {
        let repo = try repository()
        var text = try repo.read(deletion.path)
        for lines in deletion.lines { text = text.replacingOccurrences(of: lines, with: "") }
        #expect(text != Self.clean[deletion.path], "the deletion must change the file")
        try repo.write(deletion.path, text)
        try repo.git("add", deletion.path)
        for args in [["lint", "--staged"], ["lint", "--changed-since", "HEAD"]] {
            let output = repo.umpire(args + ["--format", "json"])
            let rules = try Scratch.findings(output.stdout).map(\.rule)
            #expect(output.status == 1, "\(args): \(output.stderr)")
            #expect(rules.contains(deletion.rule), "\(args): \(rules)")
        }
    }

    @Test("A finding the base already had stays quiet when the change edits other lines")
    func oldFindingStaysQuiet() throws {
        let repo = try repository()
        let path = "infra/migrations/migrate-001-follows.sh"
        let withoutWaiter = try repo.read(path).replacingOccurrences(of: "  aws dynamodb wait table-exists --table-name \"$TABLE\"\n", with: "")
        try repo.write(path, withoutWaiter)
        try repo.git("commit", "-q", "-am", "no waiter")
        try repo.write(path, withoutWaiter.replacingOccurrences(of: "echo \"Created: $TABLE\"", with: "echo \"Created table: $TABLE\""))
        try repo.git("add", path)
        for args in [["lint", "--staged"], ["lint", "--changed-since", "HEAD"]] {
            let output = repo.umpire(args + ["--format", "json"])
            #expect(try Scratch.findings(output.stdout).isEmpty, "\(args)")
            #expect(output.status == 0, "\(args): \(output.stderr)")
        }
        // The whole tree still fails: the old finding is there, only not the change's.
        #expect(repo.umpire(["lint", "."]).status == 1)
    }

    @Test("A second copy of an old finding is new; the first stays quiet")
    func secondOccurrenceIsNew() throws {
        let repo = try Scratch(git: true)
        let view = "import SwiftUI\n\nstruct Badge: View {\n    var body: some View {\n        Text(\"Live\").foregroundColor(.red)\n    }\n}\n"
        try repo.write("ios/App/Views/Badge.swift", view)
        try repo.git("add", ".")
        try repo.git("commit", "-q", "-m", "base")
        let twice = view.replacingOccurrences(of: "        Text(\"Live\").foregroundColor(.red)\n",
                                              with: "        Text(\"Live\").foregroundColor(.red)\n        Text(\"Live\").foregroundColor(.red)\n")
        try repo.write("ios/App/Views/Badge.swift", twice)
        try repo.git("add", ".")
        let found = try Scratch.findings(repo.umpire(["lint", "--staged", "--format", "json"]).stdout)
        #expect(found.filter { $0.rule == "no-foreground-color" }.count == 1, "\(found)")
    }
}
