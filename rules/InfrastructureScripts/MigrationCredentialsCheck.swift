// Flags migrations that call AWS before checking which account the credentials belong to.

import UmpireCore

public struct MigrationCredentialsCheck: Rule {
    public static let description = RuleDescription(
        id: "migration-credentials-check", area: .infrastructureScripts, languages: [.shell], roles: [.infra],
        severity: .error,
        summary: "An aws command before aws sts get-caller-identity has run",
        rationale: """
            Whoever runs a migration may have the wrong profile active. Calling \
            `aws sts get-caller-identity` first fails fast on expired credentials and prints the \
            account, so a production change is never made from the wrong one by surprise.
            """,
        fix: "Run `aws sts get-caller-identity` (and print the account) before the first other aws command.",
        triggering: [
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                ↓aws dynamodb describe-table --table-name "$TABLE"
                aws sts get-caller-identity
                """),
        ],
        nonTriggering: [
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                ACCOUNT=$(aws sts get-caller-identity --query Account --output text)
                echo "Migrating in account $ACCOUNT"
                aws dynamodb describe-table --table-name "$TABLE"
                """),
            Example("#!/usr/bin/env bash\naws s3 ls\n", path: "infra/scripts/list-buckets.sh", trap: .lookAlike),
            Example("""
                #!/usr/bin/env bash
                echo "next: aws dynamodb describe-table"
                aws sts get-caller-identity
                """, trap: .inString),
            Example("""
                #!/usr/bin/env bash
                cat <<EOF
                Usage: aws dynamodb describe-table runs after the identity check
                EOF
                aws sts get-caller-identity
                """, trap: .inString),
            Example("""
                #!/usr/bin/env bash
                # aws dynamodb describe-table comes after the identity check
                aws sts get-caller-identity
                """, trap: .inComment),
        ])

    public init(options: RuleOptions) {}

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        guard MigrationScripts.isMigration(file) else { return }
        for command in file.shellCommands() where file.shellWord(command.first) == "aws" {
            if command.isAWS("sts", "get-caller-identity", in: file) { return }
            findings.report(file, at: command.first, Self.message)
            return
        }
    }

    static let message = "This aws command runs before the credentials are checked; call aws sts get-caller-identity first."
}
