// Flags migration scripts named off-pattern, and duplicate or skipped migration numbers.

import UmpireCore
import UmpireRuleSupport

public struct MigrationNaming: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "migration-naming", area: .infrastructureScripts, languages: [.shell], roles: [.infra],
        severity: .error,
        summary: "A migration script not named migrate-NNN-description.sh, or a duplicate or skipped number",
        rationale: """
            Migrations run in number order by hand, against sandbox and then production. A \
            script without a three-digit number, two scripts with the same number, or a gap in \
            the sequence makes "which ones have run?" a guess.
            """,
        fix: "Rename the script `migrate-NNN-what-it-does.sh` with the next free number, in kebab-case.",
        fileLevel: true,
        limitations: """
            A migration is a script whose name starts with `migrate`, or a script of a \
            `migrations` folder that runs `aws dynamodb create-table` or `update-table`. Deploy and \
            seed scripts, and a migrations folder's shared helpers, are not judged.
            """,
        triggering: [
            Example("↓#!/usr/bin/env bash\nset -euo pipefail\n", path: "infra/migrations/migrate-7-follows.sh"),
            Example("↓#!/usr/bin/env bash\n# Follows table\nset -euo pipefail\n", path: "infra/migrations/migrate-003-Follows_Table.sh"),
            Example("↓#!/usr/bin/env bash\n# Devices GSI\nset -euo pipefail\n", path: "infra/migrations/migrate-002-devices-gsi.sh",
                    companions: [.init(path: "infra/migrations/migrate-002-follows-table.sh", code: "set -e\n")]),
            Example("↓#!/usr/bin/env bash\n# Teams table\nset -euo pipefail\n", path: "infra/migrations/migrate-004-teams.sh",
                    companions: [.init(path: "infra/migrations/migrate-001-follows.sh", code: "set -e\n"),
                                 .init(path: "infra/migrations/migrate-002-devices.sh", code: "set -e\n")]),
            // A migrations folder's script that creates a table is a migration, whatever its name.
            Example("↓#!/usr/bin/env bash\nset -euo pipefail\naws dynamodb create-table --table-name \"$TABLE\" --billing-mode PAY_PER_REQUEST\n",
                    path: "infra/migrations/create_push_to_start_table.sh"),
        ],
        nonTriggering: [
            Example("#!/usr/bin/env bash\nset -euo pipefail\n", path: "infra/migrations/migrate-002-devices-gsi.sh",
                    companions: [.init(path: "infra/migrations/migrate-001-follows-table.sh", code: "set -e\n")]),
            Example("#!/usr/bin/env bash\nset -eu\n", path: "infra/scripts/deploy-backend.sh", trap: .lookAlike),
            // The folder's shared helpers change no table themselves.
            Example("#!/usr/bin/env bash\ntable_exists() { aws dynamodb describe-table --table-name \"$1\" >/dev/null 2>&1; }\n",
                    path: "infra/migrations/common.sh", trap: .lookAlike),
            Example("#!/usr/bin/env bash\n# Activity subscriptions table\nset -euo pipefail\n", path: "infra/migrations/migrate-010-activity-subscriptions.sh", trap: .lookAlike,
                    companions: [.init(path: "infra/migrations/migrate-009-follows-ttl.sh", code: "set -e\n")]),
            Example("#!/usr/bin/env bash\necho \"see migrate-7-follows.sh\"\n", path: "infra/migrations/migrate-001-follows-table.sh",
                    trap: .inString),
            Example("#!/usr/bin/env bash\n# formerly migrate-7-follows.sh\nset -e\n", path: "infra/migrations/migrate-001-follows-table.sh",
                    trap: .inComment),
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard MigrationScripts.isMigration(context), Self.number(of: MigrationScripts.fileName(context)) == nil,
              let first = reportedToken(in: file) else { return }
        findings.report(file, at: first, Self.patternMessage(MigrationScripts.fileName(context)))
    }

    /// A numbered migration: its folder and number.
    public struct Facts: Sendable {
        let folder: String
        let number: Int
        let anchor: ProjectAnchor
    }

    public func facts(of context: RuleContext) -> Facts? {
        let file = context.file
        guard MigrationScripts.isMigration(context), let number = Self.number(of: MigrationScripts.fileName(context)),
              let first = reportedToken(in: file) else { return nil }
        let folder = context.path.split(separator: "/").dropLast().joined(separator: "/")
        return Facts(folder: folder, number: number, anchor: ProjectAnchor(context, at: first, identity: String(number)))
    }

    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        for (_, scripts) in Dictionary(grouping: files.map(\.facts), by: \.folder) {
            let sorted = scripts.sorted { ($0.number, $0.anchor.path) < ($1.number, $1.anchor.path) }
            var previous: Facts?
            for script in sorted {
                let n = script.number
                let shown = String(n)
                // Every script sharing a number is reported, each naming another, so either can be renumbered.
                if let twin = sorted.first(where: { $0.number == n && $0.anchor.path != script.anchor.path }) {
                    findings.report(at: script.anchor, "Migration \(shown) is also used by \(twin.anchor.path); give one of them the next free number.")
                } else if let previous, n > previous.number + 1 {
                    findings.report(at: script.anchor, "Migration numbers skip from \(previous.number) to \(n); number migrations without gaps.")
                }
                previous = script
            }
        }
    }

    /// Where a name, the whole file's, is reported: its shebang at the top, else its first code.
    private func reportedToken(in file: SourceFile) -> Int? {
        file.tokens.indices.first { k in
            let token = file.tokens[k]
            guard token.kind.isTrivia else { return true }
            return token.kind.isComment && token.length >= 2 && file.bytes[token.start.value] == UInt8(ascii: "#")
                && file.bytes[token.start.value + 1] == UInt8(ascii: "!")
        }
    }

    /// The number of `migrate-NNN-kebab-words.sh`, or nil when the name is off-pattern.
    static func number(of name: String) -> Int? {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard name.hasSuffix(".sh"), parts.count >= 3, parts[0] == "migrate", parts[1].count == 3,
              let n = Int(parts[1]) else { return nil }
        let words = parts.dropFirst(2).joined(separator: "-").dropLast(3)
        guard !words.isEmpty, words.allSatisfy({ ($0.isLowercase && $0.isLetter) || $0.isNumber || $0 == "-" }),
              !words.hasPrefix("-"), !words.hasSuffix("-"), !words.contains("--") else { return nil }
        return n
    }

    static func patternMessage(_ name: String) -> String {
        "\(name) does not follow migrate-NNN-description.sh; rename it with a three-digit number and kebab-case words."
    }
}
