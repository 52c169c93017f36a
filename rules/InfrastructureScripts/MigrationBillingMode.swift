// Flags tables created without on-demand billing.

import UmpireCore

public struct MigrationBillingMode: Rule {
    public static let description = RuleDescription(
        id: "migration-billing-mode", area: .infrastructureScripts, languages: [.shell], roles: [.infra],
        severity: .error,
        summary: "create-table without --billing-mode PAY_PER_REQUEST",
        rationale: """
            Match-day traffic spikes and idles between matches; provisioned capacity either \
            throttles the wicket fan-out or pays for idle capacity all week. Every table is \
            on-demand, so no capacity planning is needed.
            """,
        fix: "Pass `--billing-mode PAY_PER_REQUEST` (and drop --provisioned-throughput).",
        triggering: [
            Example("""
                ↓aws dynamodb create-table --table-name "$TABLE" \\
                  --attribute-definitions AttributeName=userId,AttributeType=S \\
                  --key-schema AttributeName=userId,KeyType=HASH \\
                  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5
                """),
            // PROVISIONED said out loud; no billing mode at all; a mode from the environment that defaults to it.
            Example("""
                ↓aws dynamodb create-table --table-name "$TABLE" \\
                  --billing-mode PROVISIONED \\
                  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5 \\
                  --attribute-definitions AttributeName=matchId,AttributeType=S --key-schema AttributeName=matchId,KeyType=HASH
                """),
            Example("""
                ↓aws dynamodb create-table \\
                  --table-name "${PREFIX}match-follows" \\
                  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \\
                  --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE
                """),
            Example("""
                BILLING="${BILLING:-PROVISIONED}"
                ↓aws dynamodb create-table --table-name "$TABLE" --billing-mode "$BILLING" \\
                  --attribute-definitions AttributeName=matchId,AttributeType=S --key-schema AttributeName=matchId,KeyType=HASH
                """),
        ],
        nonTriggering: [
            Example("""
                aws dynamodb create-table --table-name "$TABLE" \\
                  --attribute-definitions AttributeName=userId,AttributeType=S \\
                  --key-schema AttributeName=userId,KeyType=HASH \\
                  --billing-mode PAY_PER_REQUEST
                """),
            Example("aws dynamodb create-table --billing-mode=PAY_PER_REQUEST --table-name \"$TABLE\"", trap: .lookAlike),
            Example("""
                BILLING_MODE="PAY_PER_REQUEST"
                aws dynamodb create-table --table-name "$TABLE" --billing-mode "$BILLING_MODE" \\
                  --attribute-definitions AttributeName=matchId,AttributeType=S --key-schema AttributeName=matchId,KeyType=HASH
                """, trap: .lookAlike),
            Example("echo \"aws dynamodb create-table --table-name $TABLE\"", trap: .inString),
            Example("# aws dynamodb create-table --provisioned-throughput is not allowed", trap: .inComment),
        ])

    public init(options: RuleOptions) {}

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        let commands = file.shellCommands()
        for command in commands where command.isAWS("dynamodb", "create-table", in: file) {
            var modes = MigrationScripts.value(of: "--billing-mode", in: command, file: file).map { [$0] } ?? []
            // `--billing-mode "$BILLING_MODE"`: what the script assigns it.
            if modes.count == 1, let name = MigrationScripts.variableName(modes[0]) {
                let assigned = MigrationScripts.assignedValues(of: name, in: file, commands: commands)
                if !assigned.isEmpty { modes = assigned }
            }
            if modes.isEmpty || modes.contains(where: { $0 != "PAY_PER_REQUEST" }) {
                findings.report(file, at: command.first, Self.message)
            }
        }
    }

    static let message = "This table is not on-demand; create it with --billing-mode PAY_PER_REQUEST."
}
