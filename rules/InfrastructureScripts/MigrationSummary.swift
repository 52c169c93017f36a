// Flags migrations that end without telling the operator what to configure.

import UmpireCore
import UmpireRuleSupport

public struct MigrationSummary: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "migration-summary", area: .infrastructureScripts, languages: [.shell], roles: [.infra],
        severity: .warning,
        summary: "A migration without a closing summary of the tables and the .env lines to add",
        rationale: """
            The backend finds its tables through environment variables. A migration that ends \
            silently leaves the operator to work out the table names and the .env lines; the \
            closing summary prints both, for sandbox and production alike.
            """,
        fix: "End with an echo or heredoc listing each table name and the `NAME_TABLE=…` lines for .env.",
        fileLevel: true,
        triggering: [
            Example("""
                aws sts get-caller-identity
                aws dynamodb create-table --table-name "$TABLE" --billing-mode PAY_PER_REQUEST
                ↓aws dynamodb wait table-exists --table-name "$TABLE"
                """),
            // "Done"; the summary before the last step; the table name without the .env line.
            Example("""
                aws dynamodb wait table-exists --table-name "$TABLE"
                ↓echo "Done"
                """),
            Example("""
                aws dynamodb wait table-exists --table-name "$TABLE"
                echo "Add ACTIVITY_SUBSCRIPTIONS_TABLE=$TABLE to backend/.env"
                ↓aws dynamodb update-time-to-live --table-name "$TABLE" --time-to-live-specification "Enabled=true,AttributeName=expiresAt"
                """),
            Example("""
                aws dynamodb wait table-exists --table-name "$TABLE"
                ↓echo "Created $TABLE (${PREFIX%-} environment)"
                """),
        ],
        nonTriggering: [
            Example("""
                aws dynamodb wait table-exists --table-name "$TABLE"
                cat <<EOF
                Created $TABLE. Add to backend/.env:
                FOLLOWS_TABLE=$TABLE
                EOF
                """),
            Example("aws dynamodb wait table-exists --table-name \"$TABLE\"\necho \"Add FOLLOWS_TABLE=$TABLE to .env\"", trap: .lookAlike),
            Example("""
                aws dynamodb wait table-exists --table-name "$TABLE"
                printf '\\nSummary\\n  table: %s\\n  backend/.env: ACTIVITY_SUBSCRIPTIONS_TABLE=%s\\n' "$TABLE" "$TABLE"
                """, trap: .lookAlike),
            Example("#!/usr/bin/env bash\necho \"no aws commands: nothing to summarise\"", path: "infra/scripts/check.sh", trap: .inString),
            Example("# aws dynamodb create-table happens in migrate-001\necho done", path: "infra/scripts/notes.sh", trap: .inComment),
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard MigrationScripts.isMigration(context),
              let last = file.shellCommands().last(where: { file.shellWord($0.first) == "aws" }) else { return }
        let summarised = (last.first..<file.tokens.count).contains { i in
            let kind = file.kind(i)
            guard kind == .stringText || kind == .identifier else { return false }
            return file.contains(i, ".env") || file.contains(i, "_TABLE=")
        }
        if !summarised, let end = file.tokens.indices.last(where: { !file.tokens[$0].kind.isTrivia }) {
            let lineStart = file.tokens.indices.first { file.line(ofToken: $0) == file.line(ofToken: end) && !file.tokens[$0].kind.isTrivia } ?? end
            findings.report(file, at: lineStart, Self.message)
        }
    }

    static let message = "The migration ends without a summary; print the table names and the .env lines to add."
}
