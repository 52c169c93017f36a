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
        ],
        nonTriggering: [
            Example("""
                aws dynamodb create-table --table-name "$TABLE" \\
                  --attribute-definitions AttributeName=userId,AttributeType=S \\
                  --key-schema AttributeName=userId,KeyType=HASH \\
                  --billing-mode PAY_PER_REQUEST
                """),
            Example("aws dynamodb create-table --billing-mode=PAY_PER_REQUEST --table-name \"$TABLE\"", trap: .lookAlike),
            Example("echo \"aws dynamodb create-table --table-name $TABLE\"", trap: .inString),
            Example("# aws dynamodb create-table --provisioned-throughput is not allowed", trap: .inComment),
        ])

    public init(options: RuleOptions) {}

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        for command in file.shellCommands() where command.isAWS("dynamodb", "create-table", in: file) {
            if command.value(of: "--billing-mode", in: file)?.text != "PAY_PER_REQUEST" {
                findings.report(file, at: command.first, Self.message)
            }
        }
    }

    static let message = "This table is not on-demand; create it with --billing-mode PAY_PER_REQUEST."
}
