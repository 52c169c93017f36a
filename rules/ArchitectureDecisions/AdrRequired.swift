// Flags changes that add a migration, a dependency or a top-level service without a new ADR.

import UmpireCore
import UmpireRuleSupport

public struct AdrRequired: ChangeAwareRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "adr-required", area: .architectureDecisions, languages: [.swift, .typeScript, .shell],
        excludedRoles: [.test], severity: .warning,
        summary: "A migration, new dependency or new top-level service added without an ADR",
        rationale: """
            New tables, third-party packages and top-level services are the decisions that are \
            expensive to undo and puzzling a year later. An Architecture Decision Record in \
            docs/architecture/adr/ keeps the why next to the code; when there is no time for \
            one, a linked GitHub issue is the minimum, and the suppression reason can point at it.
            """,
        fix: "Add an ADR under docs/architecture/adr/ in the same change, or suppress with a link to the issue recording the decision.",
        options: [migrationFilesOption.declaration, serviceFilesOption.declaration, dependencyFilesOption.declaration, adrFilesOption.declaration],
        fileLevel: true,
        limitations: """
            Runs only with --changed-since or --staged. Dependencies are read from the diff of \
            package.json: an added entry whose name the diff also removes is an edit (a version \
            bump), not a new dependency; a line under devDependencies is skipped only when the \
            section's first line is in the change, and a release that moves sibling packages to \
            the manifest's new "version" adds nothing.
            """,
        triggering: [
            Example("""
                #!/usr/bin/env bash
                # Creates the activity subscriptions table.
                ↓set -euo pipefail
                """, path: "infra/migrations/migrate-005-activity-subscriptions.sh", asChange: true),
            Example("""
                ↓@MainActor
                protocol ScoreboardService: AnyObject, Observable {
                    func refresh() async throws
                }
                """, path: "ios/CricketApp/Services/ScoreboardService.swift", asChange: true),
            // An index migration, a backend service and an iOS service, each new in the change.
            Example("""
                #!/usr/bin/env bash
                # userId-index on activity subscriptions, so unfollow can query instead of scanning.
                ↓set -euo pipefail
                """, path: "infra/migrations/migrate-007-subscriptions-user-index.sh", asChange: true),
            Example("""
                ↓import { ApnsClient } from "../../push/apnsClient";

                export async function pushToActivity(token: string, payload: LiveActivityPayload) {
                  await ApnsClient.shared.send(token, payload);
                }
                """, path: "backend/src/services/liveActivityPush/index.ts", asChange: true),
            Example("""
                ↓import ActivityKit
                import Observation

                @MainActor
                protocol LiveActivityService: AnyObject, Observable {
                    func follow(_ match: MatchItem) async throws
                    func unfollow(matchID: String) async
                }
                """, path: "ios/Sightscreen/Services/LiveActivityService.swift", asChange: true),
            // The team's table scripts are dated, not `migrate-*`: the option says where they live.
            Example("""
                #!/usr/bin/env bash
                # Adds the ball-by-ball commentary table with a matchId-over GSI.
                ↓set -euo pipefail
                """, path: "infra/dynamo/2024-06-11-commentary-table.sh",
                options: ["migrationFiles": .array([.string("migrate-*.sh"), .string("infra/dynamo/*.sh")])], asChange: true),
            // Workers are top-level services in this backend too.
            Example("""
                ↓import { SQSHandler } from "aws-lambda";

                export const handler: SQSHandler = async (event) => {
                  for (const record of event.Records) await fanOutBall(JSON.parse(record.body));
                };
                """, path: "backend/src/workers/ballFanOut/handler.ts",
                options: ["serviceFiles": .array([.string("**/Services/*Service.swift"), .string("**/src/workers/*/handler.ts")])],
                asChange: true),
        ],
        nonTriggering: [
            Example("""
                #!/usr/bin/env bash
                # The same change adds docs/architecture/adr/0014-activity-subscriptions-table.md.
                set -euo pipefail
                """, path: "infra/migrations/migrate-005-activity-subscriptions.sh",
                companions: [.init(path: "docs/architecture/adr/0014-activity-subscriptions-table.md", code: "# ADR-014\n")],
                asChange: true),
            Example("""
                @Observable @MainActor
                final class FakeScoreboardService: ScoreboardService {}
                """, path: "ios/CricketApp/Services/Fake/FakeScoreboardService.swift", trap: .lookAlike, asChange: true),
            Example("""
                #!/usr/bin/env bash
                # Not part of a change: the rule has nothing to judge.
                set -euo pipefail
                """, path: "infra/migrations/migrate-005-activity-subscriptions.sh", trap: .lookAlike),
            // Too urgent for an ADR: the suppression links the GitHub issue that records the decision.
            Example("""
                #!/usr/bin/env bash
                # umpire:disable-file adr-required -- urgent fix for the unfollow fan-out; decision recorded in issue #212
                set -euo pipefail
                """, path: "infra/migrations/migrate-007-subscriptions-user-index.sh", trap: .lookAlike, asChange: true),
            Example("""
                let hint = "migrate-006-teams.sh needs docs/architecture/adr"
                """, path: "ios/CricketApp/Views/MigrationHint.swift", trap: .inString, asChange: true),
            Example("""
                // New services like Services/TicketService.swift need an ADR.
                struct TicketRow {}
                """, path: "ios/CricketApp/Views/TicketRow.swift", trap: .inComment, asChange: true),
            // The decision records live in docs/decisions/ here, and the change adds one.
            Example("""
                #!/usr/bin/env bash
                # Creates the push receipts table; see docs/decisions/0015-push-receipts.md.
                set -euo pipefail
                """, path: "infra/migrations/migrate-006-push-receipts.sh", trap: .lookAlike,
                options: ["adrFiles": .array([.string("docs/decisions/*.md")])],
                companions: [.init(path: "docs/decisions/0015-push-receipts.md", code: "# 15. Push receipts table\n")],
                asChange: true),
            // Only the shipped backend's manifest counts; the load-test harness may add what it likes.
            Example("""
                {
                  "name": "load-test",
                  "private": true,
                  "dependencies": {
                    "artillery": "^2.0.12",
                    "artillery-plugin-expect": "^2.4.0"
                  }
                }
                """, path: "tools/load-test/package.json", trap: .lookAlike,
                options: ["dependencyFiles": .array([.string("backend/package.json")])], asChange: true),
        ]) }

    let migrations: RolePatterns
    let services: RolePatterns
    let manifests: RolePatterns
    let adrs: RolePatterns

    static let migrationFilesOption = Option<RolePatterns>(RuleOption("migrationFiles", default: .array(["migrate-*.sh"].map(JSONValue.string)), kind: .globs,
        help: "Infrastructure migration scripts."))
    static let serviceFilesOption = Option<RolePatterns>(RuleOption("serviceFiles", default: .array(["**/Services/*Service.swift", "**/src/services/*/index.ts"].map(JSONValue.string)), kind: .globs,
        help: "Files that start a new top-level service when added."))
    static let dependencyFilesOption = Option<RolePatterns>(RuleOption("dependencyFiles", default: .array(["package.json"].map(JSONValue.string)), kind: .globs,
        help: "Manifests whose added dependency lines count as new dependencies."))
    static let adrFilesOption = Option<RolePatterns>(RuleOption("adrFiles", default: .array(["**/docs/architecture/adr/**"].map(JSONValue.string)), kind: .globs,
        help: "Where ADRs are written; adding one satisfies the rule for the whole change."))

    public init(options: RuleOptions) {
        migrations = options[Self.migrationFilesOption]
        services = options[Self.serviceFilesOption]
        manifests = options[Self.dependencyFilesOption]
        adrs = options[Self.adrFilesOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {}

    /// A file whose addition needs an ADR: what it is, and its first code token, so the finding
    /// lands where a suppression can sit above it.
    public struct Facts: Sendable {
        let kind: String
        let anchor: ProjectAnchor
    }

    public func facts(of context: RuleContext) -> Facts? {
        guard let kind = triggerKind(context.rolePath) ?? triggerKind(context.path) else { return nil }
        return Facts(kind: kind, anchor: ProjectAnchor(firstCodeOf: context, identity: kind))
    }

    public func check(project files: [FileFacts<Facts>], changes: ChangeContext, into findings: inout ProjectFindingSink) {
        guard !changes.added.contains(where: { adrs.matches($0) }) else { return }
        var lexed: [String: Facts] = [:]
        for file in files { lexed[file.path] = file.facts }
        for path in changes.added.sorted() {
            guard let kind = lexed[path]?.kind ?? triggerKind(path) else { continue }
            let anchor = lexed[path]?.anchor ?? ProjectAnchor(path: path, rolePath: path, identity: kind)
            findings.report(at: anchor, kind == "migration" ? Self.migrationMessage : Self.serviceMessage)
        }
        for (path, lines) in changes.addedLines.sorted(by: { $0.key < $1.key }) where manifests.matches(path) {
            let numbers = Self.lineNumbers(changes.files[path], count: lines.count)
            // A name that the change also removes was edited (a version bump, a comma added
            // after it), not added.
            let before = Set(PackageManifest.entryNames(changes.removedLines[path] ?? []))
            let added = PackageManifest.addedDependencies(lines).map { (line: numbers[$0.offset], name: $0.name) }
                .filter { !before.contains($0.name) }
            for dependency in added {
                let anchor = ProjectAnchor(path: path, rolePath: path, line: dependency.line, identity: dependency.name)
                findings.report(at: anchor, Self.dependencyMessage(dependency.name))
            }
        }
    }

    static let migrationMessage = "This change adds a migration without an ADR; add one under docs/architecture/adr/."
    static let serviceMessage = "This change adds a top-level service without an ADR; add one under docs/architecture/adr/."

    static func dependencyMessage(_ name: String) -> String {
        "This change adds the dependency \(name) without an ADR; add one under docs/architecture/adr/."
    }

    private func triggerKind(_ path: String) -> String? {
        if migrations.matches(path) { return "migration" }
        if services.matches(path) { return "service" }
        return nil
    }

    /// The file line of each added line, in order: the changed ranges flattened.
    static func lineNumbers(_ changed: ChangedLines?, count: Int) -> [Int] {
        var numbers: [Int] = []
        if case let .ranges(ranges)? = changed {
            for range in ranges { numbers += Array(range) }
        }
        return numbers.count == count ? numbers : Array(1...max(1, count))
    }
}
