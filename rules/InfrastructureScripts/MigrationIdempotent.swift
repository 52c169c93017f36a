// Flags create-table calls that would fail on a second run.

import UmpireCore
import UmpireRuleSupport

public struct MigrationIdempotent: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "migration-idempotent", area: .infrastructureScripts, languages: [.shell], roles: [.infra],
        severity: .error,
        summary: "aws dynamodb create-table without an existence check that skips it",
        rationale: """
            Migrations are re-run: after a failure halfway, on a new sandbox, by a second \
            developer. create-table fails when the table exists, so each creation sits behind \
            `aws dynamodb describe-table` for the same table and is skipped when it succeeds.
            """,
        fix: "Guard the creation: `if ! aws dynamodb describe-table --table-name \"$T\" >/dev/null 2>&1; then … fi`.",
        triggering: [
            Example("""
                aws sts get-caller-identity
                ↓aws dynamodb create-table --table-name "$TABLE" \\
                  --billing-mode PAY_PER_REQUEST
                """),
            // A check on another table; a describe after the creation; a loop of creations.
            Example("""
                FOLLOWS="${PREFIX}match-follows"
                SUBSCRIPTIONS="${PREFIX}activity-subscriptions"
                if ! aws dynamodb describe-table --table-name "$FOLLOWS" >/dev/null 2>&1; then
                  ↓aws dynamodb create-table --table-name "$SUBSCRIPTIONS" --billing-mode PAY_PER_REQUEST
                fi
                """),
            Example("""
                ↓aws dynamodb create-table --table-name "$TABLE" --billing-mode PAY_PER_REQUEST
                aws dynamodb describe-table --table-name "$TABLE" --query "Table.TableStatus"
                """),
            Example("""
                for name in match-follows activity-subscriptions; do
                  ↓aws dynamodb create-table --table-name "${PREFIX}${name}" --billing-mode PAY_PER_REQUEST \\
                    --attribute-definitions AttributeName=matchId,AttributeType=S --key-schema AttributeName=matchId,KeyType=HASH
                done
                """),
        ],
        nonTriggering: [
            // `table_exists`, from the script the migration sources, describes the table it is given.
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                source "$(dirname "$0")/../lib/common.sh"
                TABLE="${PREFIX}push-to-start"
                if table_exists "$TABLE"; then
                  echo "$TABLE exists, skipping"
                else
                  aws dynamodb create-table --table-name "$TABLE" --billing-mode PAY_PER_REQUEST
                fi
                """, path: "infra/migrations/migrate-007-push-to-start.sh", trap: .lookAlike,
                    companions: [.init(path: "infra/lib/common.sh",
                                       code: "table_exists() {\n  aws dynamodb describe-table --table-name \"$1\" >/dev/null 2>&1\n}\n")]),
            Example("""
                if aws dynamodb describe-table --table-name "$TABLE" >/dev/null 2>&1; then
                  echo "$TABLE exists, skipping"
                else
                  aws dynamodb create-table --table-name "$TABLE" --billing-mode PAY_PER_REQUEST
                fi
                """),
            Example("aws dynamodb update-table --table-name \"$TABLE\" --billing-mode PAY_PER_REQUEST", trap: .lookAlike),
            // The check in a helper called with the table; the check joined by ||.
            Example("""
                table_exists() {
                  aws dynamodb describe-table --table-name "$1" >/dev/null 2>&1
                }
                if table_exists "$TABLE"; then
                  echo "$TABLE already exists, skipping"
                else
                  aws dynamodb create-table --table-name "$TABLE" --billing-mode PAY_PER_REQUEST
                fi
                """, trap: .lookAlike),
            // A check through a function's local, and names written as bare `${VAR}`.
            Example("""
                table_exists() {
                  local table_name=$1
                  aws dynamodb describe-table --table-name ${table_name} >/dev/null 2>&1
                }
                if table_exists "$FOLLOWS_TABLE"; then
                  echo "exists"
                else
                  aws dynamodb create-table \\
                    --table-name ${FOLLOWS_TABLE} \\
                    --billing-mode PAY_PER_REQUEST
                fi
                """, trap: .lookAlike),
            Example("""
                aws dynamodb describe-table --table-name "$TABLE" >/dev/null 2>&1 \\
                  || aws dynamodb create-table --table-name "$TABLE" --billing-mode PAY_PER_REQUEST
                """, trap: .lookAlike),
            Example("echo \"run: aws dynamodb create-table --table-name $TABLE\"", trap: .inString),
            Example("# aws dynamodb create-table is guarded below\naws dynamodb describe-table --table-name \"$TABLE\"", trap: .inComment),
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {}

    /// What a script does with tables, in order, for the project check to read with every
    /// checker it can call: its own, and those of the scripts it sources.
    public enum Step: Sendable {
        case described(String)
        /// A command of a name the script does not define, with its first argument as a table.
        case call(name: String, table: String)
        case created(table: String, anchor: ProjectAnchor)
    }

    public struct Facts: Sendable {
        let helpers: [ShellHelper]
        let steps: [Step]
        let sourced: [String]
    }

    public func facts(of context: RuleContext) -> Facts? {
        let file = context.file
        let commands = file.shellCommands()
        let helpers = ShellHelpers.defined(in: file)
        let shared = helpers.filter(\.describesGivenTable)
        let checkers = Set(shared.map(\.name))
        let own = Set(helpers.map(\.name))
        var steps: [Step] = []
        for command in commands {
            let word = file.shellWord(command.first)
            // A table is one short word: a longer argument (a quoted command substitution) is
            // not read, so nested substitutions cost their length once, not once per level.
            if checkers.contains(word) || !own.contains(word) && word != "aws", command.words.count > 1,
               (file.partner(of: command.words[1]) ?? command.words[1]) - command.words[1] <= 16 {
                let argument = file.shellWord(command.words[1])
                let table = MigrationScripts.variableName(argument).map { "$" + $0 } ?? argument
                steps.append(checkers.contains(word) ? .described(table) : .call(name: word, table: table))
            } else if command.isAWS("dynamodb", "describe-table", in: file) {
                steps.append(.described(MigrationScripts.table(of: command, in: file) ?? ""))
            } else if command.isAWS("dynamodb", "create-table", in: file) {
                steps.append(.created(table: MigrationScripts.table(of: command, in: file) ?? "",
                                      anchor: ProjectAnchor(context, atLineOf: command.first)))
            }
        }
        guard !shared.isEmpty || steps.contains(where: { if case .created = $0 { true } else { false } }) else { return nil }
        return Facts(helpers: shared, steps: steps, sourced: ShellHelpers.sourcedNames(in: file))
    }

    /// `if table_exists "$TABLE"; then …`, with `table_exists` from a script the migration
    /// sources, guards the create-table as one of its own would.
    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        for script in files {
            let checkers = Set(ShellHelpers.reachable(from: script, sourcing: script.facts.sourced, among: files) { $0.helpers }.map(\.name))
            var described: [String] = []
            for step in script.facts.steps {
                switch step {
                case let .described(table): described.append(table)
                case let .call(name, table): if checkers.contains(name) { described.append(table) }
                case let .created(table, anchor): if !described.contains(table) { findings.report(at: anchor, Self.message(table)) }
                }
            }
        }
    }

    static func message(_ table: String) -> String {
        "create-table \(table) runs unguarded; check with describe-table first and skip it when the table exists."
    }
}
