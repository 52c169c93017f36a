// Flags create-table calls that would fail on a second run.

import UmpireCore
import UmpireRuleSupport

public struct MigrationIdempotent: Rule {
    public static let description = RuleDescription(
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
        ])

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        var described: [String] = []
        let commands = file.shellCommands()
        // `table_exists() { aws dynamodb describe-table --table-name "$1" … }`: a check for
        // whatever table it is called with.
        let checkers = Set(MigrationScripts.functions(in: file).filter { function in
            let local = commands.filter { function.body.contains($0.first) }
            return local.contains { command in
                guard command.isAWS("dynamodb", "describe-table", in: file) else { return false }
                let table = MigrationScripts.table(of: command, in: file) ?? ""
                if MigrationScripts.isPositional(table) { return true }
                // `local table_name=$1` … `--table-name ${table_name}`
                guard let name = MigrationScripts.variableName(table) else { return false }
                let values = MigrationScripts.assignedValues(of: name, in: file, commands: local)
                return !values.isEmpty && values.allSatisfy(MigrationScripts.isPositional)
            }
        }.map(\.name))
        for command in commands {
            if checkers.contains(file.shellWord(command.first)), command.words.count > 1 {
                let word = file.shellWord(command.words[1])
                described.append(MigrationScripts.variableName(word).map { "$" + $0 } ?? word)
            } else if command.isAWS("dynamodb", "describe-table", in: file) {
                described.append(MigrationScripts.table(of: command, in: file) ?? "")
            } else if command.isAWS("dynamodb", "create-table", in: file) {
                let table = MigrationScripts.table(of: command, in: file) ?? ""
                if !described.contains(table) { findings.report(file, at: command.first, Self.message(table)) }
            }
        }
    }

    static func message(_ table: String) -> String {
        "create-table \(table) runs unguarded; check with describe-table first and skip it when the table exists."
    }
}
