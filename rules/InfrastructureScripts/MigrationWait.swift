// Flags created tables that the script never waits for.

import UmpireCore

public struct MigrationWait: Rule {
    public static let description = RuleDescription(
        id: "migration-wait", area: .infrastructureScripts, languages: [.shell], roles: [.infra],
        severity: .error,
        summary: "create-table not followed by aws dynamodb wait table-exists for that table",
        rationale: """
            create-table returns while the table is still CREATING. The next step of the \
            migration (an index, a seed, the deploy that uses it) then fails or, worse, \
            half-succeeds. Waiting for table-exists makes the script's end mean the table is ready.
            """,
        fix: "Add `aws dynamodb wait table-exists --table-name \"$T\"` after the creation.",
        triggering: [
            Example("""
                ↓aws dynamodb create-table --table-name "$TABLE" --billing-mode PAY_PER_REQUEST
                echo "created $TABLE"
                """),
            // A sleep instead of the waiter; a wait for another table; creations in a loop.
            Example("""
                ↓aws dynamodb create-table --table-name "$SUBSCRIPTIONS" --billing-mode PAY_PER_REQUEST \\
                  --attribute-definitions AttributeName=matchId,AttributeType=S --key-schema AttributeName=matchId,KeyType=HASH
                sleep 10  # give the table time to become ACTIVE
                """),
            Example("""
                ↓aws dynamodb create-table --table-name "$SUBSCRIPTIONS" --billing-mode PAY_PER_REQUEST
                aws dynamodb create-table --table-name "$FOLLOWS" --billing-mode PAY_PER_REQUEST
                aws dynamodb wait table-exists --table-name "$FOLLOWS"
                """),
            Example("""
                for name in match-follows activity-subscriptions; do
                  ↓aws dynamodb create-table --table-name "${PREFIX}${name}" --billing-mode PAY_PER_REQUEST \\
                    --attribute-definitions AttributeName=matchId,AttributeType=S --key-schema AttributeName=matchId,KeyType=HASH
                done
                echo "Tables created"
                """),
        ],
        nonTriggering: [
            Example("""
                aws dynamodb create-table --table-name "$TABLE" --billing-mode PAY_PER_REQUEST
                aws dynamodb wait table-exists --table-name "$TABLE"
                """),
            // The same table written `${FOLLOWS_TABLE}` unquoted and `"$FOLLOWS_TABLE"`.
            Example("""
                aws dynamodb create-table \\
                  --table-name ${FOLLOWS_TABLE} \\
                  --billing-mode PAY_PER_REQUEST
                aws dynamodb wait table-exists --table-name "$FOLLOWS_TABLE"
                """, trap: .lookAlike),
            Example("""
                aws dynamodb create-table --table-name "$FOLLOWS" --billing-mode PAY_PER_REQUEST
                aws dynamodb create-table --table-name "$DEVICES" --billing-mode PAY_PER_REQUEST
                for t in "$FOLLOWS" "$DEVICES"; do aws dynamodb wait table-exists --table-name "$t"; done
                """, trap: .lookAlike),
            Example("""
                create_table() {
                  aws dynamodb create-table --table-name "$1" --billing-mode PAY_PER_REQUEST
                  aws dynamodb wait table-exists --table-name "$1"
                }
                create_table "$FOLLOWS"
                """, trap: .lookAlike),
            Example("echo \"aws dynamodb create-table --table-name $TABLE\"", trap: .inString),
            Example("# aws dynamodb create-table happens in migrate-001", trap: .inComment),
        ])

    public init(options: RuleOptions) {}

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        let commands = file.shellCommands()
        for (n, command) in commands.enumerated() where command.isAWS("dynamodb", "create-table", in: file) {
            let table = MigrationScripts.table(of: command, in: file) ?? ""
            let waited = commands[(n + 1)...].contains { later in
                guard later.isAWS("dynamodb", "wait", in: file), later.has("table-exists", in: file) else { return false }
                // A wait on a loop variable (`"$t"`) is taken to cover the tables created before it.
                let waitedTable = MigrationScripts.table(of: later, in: file) ?? ""
                return waitedTable == table || !waitedTable.contains("{") && waitedTable.count <= 3 && waitedTable.hasPrefix("$")
            }
            if !waited { findings.report(file, at: command.first, Self.message(table)) }
        }
    }

    static func message(_ table: String) -> String {
        "The script never waits for \(table); add aws dynamodb wait table-exists after create-table."
    }
}
