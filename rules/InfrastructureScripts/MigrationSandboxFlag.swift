// Flags migrations that cannot target the sandbox, or hard-code a table name.

import UmpireCore
import UmpireRuleSupport

public struct MigrationSandboxFlag: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "migration-sandbox-flag", area: .infrastructureScripts, languages: [.shell], roles: [.infra],
        severity: .error,
        summary: "A migration without --sandbox handling, or with a table name not built from the prefix",
        rationale: """
            Every migration runs first against the sandbox tables (`cricket-sandbox-…`) and only \
            then against production (`cricket-…`). A script that cannot take `--sandbox`, or that \
            types a full table name, runs against production the first time it is tried.
            """,
        fix: "Parse `--sandbox` to choose PREFIX=cricket-sandbox- or cricket-, and name every table \"${PREFIX}name\".",
        fileLevel: true,
        triggering: [
            Example("""
                #!/usr/bin/env bash
                ↓set -euo pipefail
                aws sts get-caller-identity
                aws dynamodb create-table --table-name ↓cricket-teams --billing-mode PAY_PER_REQUEST
                """),
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                PREFIX="cricket-"
                if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="cricket-sandbox-"; fi
                aws dynamodb describe-table --table-name ↓cricket-teams
                """),
            // A SANDBOX environment variable is not the --sandbox flag the runbook passes.
            Example("""
                #!/usr/bin/env bash
                ↓set -euo pipefail
                PREFIX="cricket-"
                if [[ "${SANDBOX:-false}" == "true" ]]; then PREFIX="cricket-sandbox-"; fi
                TABLE="${PREFIX}activity-subscriptions"
                aws dynamodb describe-table --table-name "$TABLE"
                """, path: "infra/migrations/migrate-006-activity-subscriptions.sh"),
            // The sandbox table typed out in full; a fixed name kept in a variable.
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                PREFIX="cricket-"
                [[ "${1:-}" == "--sandbox" ]] && PREFIX="cricket-sandbox-"
                aws dynamodb create-table --table-name ↓cricket-sandbox-activity-subscriptions \\
                  --billing-mode PAY_PER_REQUEST
                """, path: "infra/migrations/migrate-006-activity-subscriptions.sh"),
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                PREFIX="cricket-"
                if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="cricket-sandbox-"; fi
                ↓TABLE="cricket-activity-subscriptions"
                aws dynamodb describe-table --table-name "$TABLE"
                aws dynamodb wait table-exists --table-name "$TABLE"
                """, path: "infra/migrations/migrate-006-activity-subscriptions.sh"),
            // The sourced helper chooses a prefix, but from an environment variable, not the flag.
            Example("""
                #!/usr/bin/env bash
                ↓set -euo pipefail
                source "$(dirname "$0")/lib/common.sh"
                choose_prefix
                aws dynamodb describe-table --table-name "${PREFIX}teams"
                """, path: "infra/migrations/migrate-006-teams.sh",
                    companions: [.init(path: "infra/migrations/lib/common.sh",
                                       code: "choose_prefix() { PREFIX=\"cricket-${STAGE:-}\"; }\n")]),
        ],
        nonTriggering: [
            // `parse_stage_flag`, from the script the migration sources, reads --sandbox for it.
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                source "$(dirname "$0")/lib/common.sh"
                parse_stage_flag "$@"
                aws dynamodb describe-table --table-name "${PREFIX}teams"
                """, path: "infra/migrations/migrate-006-teams.sh", trap: .lookAlike,
                    companions: [.init(path: "infra/migrations/lib/common.sh", code: """
                        parse_stage_flag() {
                          PREFIX="cricket-"
                          if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="cricket-sandbox-"; fi
                        }
                        """)]),
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                PREFIX="cricket-"
                if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="cricket-sandbox-"; fi
                TABLE="${PREFIX}teams"
                aws dynamodb describe-table --table-name "$TABLE"
                """),
            Example("#!/usr/bin/env bash\nset -e\naws s3 ls\n", path: "infra/scripts/list-buckets.sh", trap: .lookAlike),
            // The table built from the prefix, then passed through a loop variable.
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                PREFIX="cricket-"
                if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="cricket-sandbox-"; fi
                TABLE="${PREFIX}activity-subscriptions"
                for t in "$TABLE"; do aws dynamodb describe-table --table-name "$t"; done
                """, path: "infra/migrations/migrate-006-activity-subscriptions.sh", trap: .lookAlike),
            Example("""
                #!/usr/bin/env bash
                case "${1:-}" in --sandbox) PREFIX="cricket-sandbox-" ;; *) PREFIX="cricket-" ;; esac
                echo "never: --table-name cricket-teams"
                """, trap: .inString),
            Example("""
                #!/usr/bin/env bash
                # run with --sandbox first; the old script used --table-name cricket-teams
                case "${1:-}" in --sandbox) PREFIX="cricket-sandbox-" ;; *) PREFIX="cricket-" ;; esac
                """, trap: .inComment),
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard MigrationScripts.isMigration(context) else { return }
        let commands = file.shellCommands()
        var reportedVariables: Set<String> = []
        for command in commands where file.shellWord(command.first) == "aws" {
            guard let table = MigrationScripts.word(of: "--table-name", in: command, file: file) else { continue }
            if !table.text.contains("$") {
                findings.report(file, at: table.token, Self.nameMessage(table.text))
            } else if let name = MigrationScripts.variableName(table.text) {
                // `TABLE="cricket-teams"` … `--table-name "$TABLE"`: a fixed name all the same,
                // reported once, where it is set (what to change).
                let assignments = MigrationScripts.assignments(of: name, in: file, commands: commands)
                if let first = assignments.first, assignments.allSatisfy({ !$0.value.isEmpty && !$0.value.contains("$") }),
                   reportedVariables.insert(name).inserted {
                    findings.report(file, at: first.token, Self.variableMessage(name, first.value))
                }
            }
        }
    }

    /// A script's helpers, and for a migration that reads no `--sandbox` itself: where the
    /// finding goes, the names it calls without defining them, and the scripts it sources.
    public struct Facts: Sendable {
        let helpers: [ShellHelper]
        let missing: ProjectAnchor?
        let called: [String]
        let sourced: [String]
    }

    public func facts(of context: RuleContext) -> Facts? {
        let file = context.file
        let helpers = ShellHelpers.defined(in: file).filter(\.readsSandboxFlag)
        guard MigrationScripts.isMigration(context), !file.tokens.indices.contains(where: { MigrationScripts.readsSandboxFlag($0, in: file) }),
              let first = file.tokens.indices.first(where: { !file.tokens[$0].kind.isTrivia }) else {
            return helpers.isEmpty ? nil : Facts(helpers: helpers, missing: nil, called: [], sourced: [])
        }
        let own = Set(MigrationScripts.functions(in: file).map(\.name))
        let called = Set(file.shellCommands().map { file.shellWord($0.first) }).subtracting(own)
        return Facts(helpers: helpers, missing: ProjectAnchor(context, atLineOf: first),
                     called: called.sorted(), sourced: ShellHelpers.sourcedNames(in: file))
    }

    /// `parse_stage_flag "$@"`, defined in a script the migration sources, reads `--sandbox` for it.
    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        for script in files {
            guard let anchor = script.facts.missing else { continue }
            let helpers = ShellHelpers.reachable(from: script, sourcing: script.facts.sourced, among: files) { $0.helpers }
            if !helpers.contains(where: { script.facts.called.contains($0.name) }) {
                findings.report(at: anchor, Self.flagMessage)
            }
        }
    }

    static let flagMessage = "This migration has no --sandbox option; choose the cricket-sandbox- or cricket- prefix from it."

    static func variableMessage(_ variable: String, _ name: String) -> String {
        "\(variable) is the fixed table name \(name); build it from the prefix, e.g. \"${PREFIX}teams\"."
    }

    static func nameMessage(_ name: String) -> String {
        "\(name) is a fixed table name; build it from the prefix, e.g. \"${PREFIX}teams\"."
    }
}
