// Flags migrations that cannot target the sandbox, or hard-code a table name.

import UmpireCore

public struct MigrationSandboxFlag: Rule {
    public static let description = RuleDescription(
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
        ],
        nonTriggering: [
            Example("""
                #!/usr/bin/env bash
                set -euo pipefail
                PREFIX="cricket-"
                if [[ "${1:-}" == "--sandbox" ]]; then PREFIX="cricket-sandbox-"; fi
                TABLE="${PREFIX}teams"
                aws dynamodb describe-table --table-name "$TABLE"
                """),
            Example("#!/usr/bin/env bash\nset -e\naws s3 ls\n", path: "infra/scripts/list-buckets.sh", trap: .lookAlike),
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
        ])

    public init(options: RuleOptions) {}

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        guard MigrationScripts.isMigration(file) else { return }
        let handlesSandbox = file.tokens.indices.contains { i in
            (file.kind(i) == .identifier || file.kind(i) == .stringText) && file.tokens[i].interpolationDepth == 0
                && file.contains(i, "--sandbox") && !isHeredocBody(i, in: file)
        }
        if !handlesSandbox, let first = file.tokens.indices.first(where: { !file.tokens[$0].kind.isTrivia }) {
            findings.report(file, at: first, Self.flagMessage)
        }
        for command in file.shellCommands() where file.shellWord(command.first) == "aws" {
            guard let table = command.value(of: "--table-name", in: file), !table.text.contains("$") else { continue }
            findings.report(file, at: table.token, Self.nameMessage(table.text))
        }
    }

    private func isHeredocBody(_ i: Int, in file: LexedFile) -> Bool {
        file.kind(i) == .stringText && file.enclosingOpener(of: i) == nil
    }

    static let flagMessage = "This migration has no --sandbox option; choose the cricket-sandbox- or cricket- prefix from it."

    static func nameMessage(_ name: String) -> String {
        "\(name) is a fixed table name; build it from the prefix, e.g. \"${PREFIX}teams\"."
    }
}
