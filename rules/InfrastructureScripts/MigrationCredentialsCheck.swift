// Flags migrations that call AWS before checking which account the credentials belong to.

import UmpireCore
import UmpireRuleSupport

public struct MigrationCredentialsCheck: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
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
            // No check at all; a lookup in a command substitution; a helper called before the check.
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                source "$(dirname "$0")/lib/prefix.sh" "$@"
                ↓aws dynamodb create-table --table-name "${PREFIX}activity-subscriptions" --billing-mode PAY_PER_REQUEST
                """, path: "infra/migrations/migrate-006-activity-subscriptions.sh"),
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                EXISTING=$(↓aws dynamodb list-tables --query "TableNames" --output text)
                aws sts get-caller-identity
                """, path: "infra/migrations/migrate-006-activity-subscriptions.sh"),
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                create_table() {
                  aws dynamodb create-table --table-name "$1" --billing-mode PAY_PER_REQUEST
                }
                ↓create_table "${PREFIX}activity-subscriptions"
                aws sts get-caller-identity
                """, path: "infra/migrations/migrate-006-activity-subscriptions.sh"),
            // The sourced helper's first aws command is a lookup, not the check.
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                source "$(dirname "$0")/lib/common.sh"
                ↓ensure_table "${PREFIX}activity-subscriptions"
                aws sts get-caller-identity
                """, path: "infra/migrations/migrate-006-activity-subscriptions.sh",
                    companions: [.init(path: "infra/migrations/lib/common.sh",
                                       code: "ensure_table() {\n  aws dynamodb describe-table --table-name \"$1\" >/dev/null\n}\n")]),
        ],
        nonTriggering: [
            // `require_aws_identity`, from the script the migration sources, checks first.
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                source "$SCRIPT_DIR/../../scripts/lib/common.sh"
                require_aws_identity
                aws dynamodb create-table --table-name "${PREFIX}follows" --billing-mode PAY_PER_REQUEST
                """, path: "infra/migrations/migrate-006-follows.sh", trap: .lookAlike,
                    companions: [.init(path: "scripts/lib/common.sh", code: """
                        require_aws_identity() {
                          aws sts get-caller-identity >/dev/null || { echo "No AWS credentials" >&2; exit 1; }
                        }
                        """)]),
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                ACCOUNT=$(aws sts get-caller-identity --query Account --output text)
                echo "Migrating in account $ACCOUNT"
                aws dynamodb describe-table --table-name "$TABLE"
                """),
            Example("#!/usr/bin/env bash\naws s3 ls\n", path: "infra/scripts/list-buckets.sh", trap: .lookAlike),
            // A helper defined above the check runs after it; a check in a helper counts.
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                function create_table {
                  aws dynamodb create-table --table-name "$1" --billing-mode PAY_PER_REQUEST
                }
                aws sts get-caller-identity --query Account --output text
                create_table "${PREFIX}activity-subscriptions"
                """, path: "infra/migrations/migrate-006-activity-subscriptions.sh", trap: .lookAlike),
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                require_credentials() {
                  aws sts get-caller-identity >/dev/null || { echo "No AWS credentials"; exit 1; }
                }
                require_credentials
                aws dynamodb describe-table --table-name "$TABLE"
                """, path: "infra/migrations/migrate-006-activity-subscriptions.sh", trap: .lookAlike),
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                if ! aws sts get-caller-identity >/dev/null 2>&1; then
                  echo "Log in with aws sso login first" >&2
                  exit 1
                fi
                aws dynamodb describe-table --table-name "$TABLE"
                """, path: "infra/migrations/migrate-006-activity-subscriptions.sh", trap: .lookAlike),
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
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {}

    /// A script's helpers, and for a migration: the calls it makes, in order, to names it does
    /// not define (a sourced helper may check the credentials, or call aws first), up to what its
    /// own code decides: checked, a finding, or nothing.
    public struct Facts: Sendable {
        let helpers: [ShellHelper]
        let calls: [(name: String, anchor: ProjectAnchor)]
        let verdict: (anchor: ProjectAnchor, message: String)?
        let sourced: [String]
        let isMigration: Bool
    }

    public func facts(of context: RuleContext) -> Facts? {
        let file = context.file
        let helpers = ShellHelpers.defined(in: file).filter { $0.firstAWSChecksCredentials != nil }
        guard MigrationScripts.isMigration(context) else {
            return helpers.isEmpty ? nil : Facts(helpers: helpers, calls: [], verdict: nil, sourced: [], isMigration: false)
        }
        let commands = file.shellCommands()
        // A function's aws commands run where it is called, not where it is defined.
        let functions = MigrationScripts.functions(in: file)
        func awsCommands(in body: ClosedRange<Int>) -> [ShellCommand] {
            commands.filter { body.contains($0.first) && file.shellWord($0.first) == "aws" }
        }
        var calls: [(name: String, anchor: ProjectAnchor)] = []
        var verdict: (anchor: ProjectAnchor, message: String)?
        for command in commands where !functions.contains(where: { $0.definition.contains(command.first) }) {
            let word = file.shellWord(command.first)
            if word == "aws" {
                if !command.isAWS("sts", "get-caller-identity", in: file) {
                    verdict = (ProjectAnchor(context, atLineOf: command.first), Self.message)
                }
                break
            }
            guard let called = functions.first(where: { $0.name == word }) else {
                // Only a name's first call can decide (the check stops at the first helper it
                // knows): one anchor per name, however many times a long line repeats it.
                if !calls.contains(where: { $0.name == word }) { calls.append((word, ProjectAnchor(context, atLineOf: command.first))) }
                continue
            }
            guard let first = awsCommands(in: called.body).first else { continue }
            if !first.isAWS("sts", "get-caller-identity", in: file) {
                verdict = (ProjectAnchor(context, atLineOf: command.first), Self.functionMessage(called.name))
            }
            break
        }
        return Facts(helpers: helpers, calls: calls, verdict: verdict, sourced: ShellHelpers.sourcedNames(in: file), isMigration: true)
    }

    /// `require_aws_identity`, defined in a script the migration sources, checks the credentials
    /// for it; a sourced helper whose first aws command is another call is reported where it is called.
    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        for script in files where script.facts.isMigration {
            let helpers = ShellHelpers.reachable(from: script, sourcing: script.facts.sourced, among: files) { $0.helpers }
            var decided = false
            for call in script.facts.calls {
                guard let helper = helpers.first(where: { $0.name == call.name }), let checks = helper.firstAWSChecksCredentials else { continue }
                if !checks { findings.report(at: call.anchor, Self.functionMessage(helper.name)) }
                decided = true
                break
            }
            if !decided, let verdict = script.facts.verdict { findings.report(at: verdict.anchor, verdict.message) }
        }
    }

    static let message = "This aws command runs before the credentials are checked; call aws sts get-caller-identity first."

    static func functionMessage(_ name: String) -> String {
        "\(name) runs aws commands before the credentials are checked; call aws sts get-caller-identity first."
    }
}
