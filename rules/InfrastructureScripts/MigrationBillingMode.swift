// Flags tables created without on-demand billing.

import UmpireCore
import UmpireRuleSupport

public struct MigrationBillingMode: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "migration-billing-mode", area: .infrastructureScripts, languages: [.shell], roles: [.infra],
        severity: .error,
        summary: "create-table without --billing-mode PAY_PER_REQUEST",
        rationale: """
            Match-day traffic spikes and idles between matches; provisioned capacity either \
            throttles the wicket fan-out or pays for idle capacity all week. Every table is \
            on-demand, so no capacity planning is needed.
            """,
        fix: "Pass `--billing-mode PAY_PER_REQUEST` (and drop --provisioned-throughput).",
        // Unsafe: it changes how the table is billed and drops its provisioned capacity, which
        // is the point, but a person should see it before a migration that runs against
        // production. A mode from a variable, or capacity that may be given elsewhere (an
        // index's ProvisionedThroughput, an index or input from a `file://`), is not rewritten.
        fixes: .unsafe,
        triggering: [
            Example("""
                aws dynamodb create-table --table-name "$TABLE" \\
                  --attribute-definitions AttributeName=userId,AttributeType=S \\
                  --key-schema AttributeName=userId,KeyType=HASH \\
                  ↓--provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5
                """, corrected: """
                aws dynamodb create-table --table-name "$TABLE" \\
                  --attribute-definitions AttributeName=userId,AttributeType=S \\
                  --key-schema AttributeName=userId,KeyType=HASH \\
                  --billing-mode PAY_PER_REQUEST
                """),
            // PROVISIONED said out loud; no billing mode at all; a mode from the environment that defaults to it.
            Example("""
                aws dynamodb create-table --table-name "$TABLE" \\
                  ↓--billing-mode PROVISIONED \\
                  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5 \\
                  --attribute-definitions AttributeName=matchId,AttributeType=S --key-schema AttributeName=matchId,KeyType=HASH
                """, corrected: """
                aws dynamodb create-table --table-name "$TABLE" \\
                  --billing-mode PAY_PER_REQUEST \\
                  --attribute-definitions AttributeName=matchId,AttributeType=S --key-schema AttributeName=matchId,KeyType=HASH
                """),
            Example("""
                ↓aws dynamodb create-table \\
                  --table-name "${PREFIX}match-follows" \\
                  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \\
                  --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE
                """, corrected: """
                aws dynamodb create-table --billing-mode PAY_PER_REQUEST \\
                  --table-name "${PREFIX}match-follows" \\
                  --attribute-definitions AttributeName=userId,AttributeType=S AttributeName=matchId,AttributeType=S \\
                  --key-schema AttributeName=userId,KeyType=HASH AttributeName=matchId,KeyType=RANGE
                """),
            // Capacity for an index too: switching the table alone would fail, so no fix.
            Example("""
                aws dynamodb create-table --table-name "$TABLE" ↓--billing-mode=PROVISIONED \\
                  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5 \\
                  --global-secondary-indexes '[{"IndexName":"byMatch","KeySchema":[{"AttributeName":"matchId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"},"ProvisionedThroughput":{"ReadCapacityUnits":5,"WriteCapacityUnits":5}}]'
                """),
            Example("""
                ↓aws dynamodb create-table --table-name cricket-devices --key-schema AttributeName=userId,KeyType=HASH \\
                  --global-secondary-indexes file://devices-token-index.json
                """),
            Example("""
                aws dynamodb create-table --table-name "$TABLE" ↓--billing-mode=PROVISIONED --provisioned-throughput ReadCapacityUnits=1,WriteCapacityUnits=1
                """, corrected: """
                aws dynamodb create-table --table-name "$TABLE" --billing-mode=PAY_PER_REQUEST
                """),
            Example("""
                BILLING="${BILLING:-PROVISIONED}"
                aws dynamodb create-table --table-name "$TABLE" ↓--billing-mode "$BILLING" \\
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
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        let commands = file.shellCommands()
        for command in commands where command.isAWS("dynamodb", "create-table", in: file) {
            var modes = MigrationScripts.value(of: "--billing-mode", in: command, file: file).map { [$0] } ?? []
            // `--billing-mode "$BILLING_MODE"`: what the script assigns it.
            if modes.count == 1, let name = MigrationScripts.variableName(modes[0]) {
                let assigned = MigrationScripts.assignedValues(of: name, in: file, commands: commands)
                if !assigned.isEmpty { modes = assigned }
            }
            if modes.isEmpty || modes.contains(where: { $0 != "PAY_PER_REQUEST" }) {
                // At what sets the capacity, where there is one; a suppression above the command
                // covers its continued lines.
                let setting = command.words.first { word in
                    ["--billing-mode", "--provisioned-throughput"].contains(file.shellWord(word).split(separator: "=").first.map(String.init) ?? "")
                }
                findings.report(file, at: setting ?? command.first, Self.message, fix: fix(command, in: file))
            }
        }
    }

    /// `--billing-mode PAY_PER_REQUEST` in place of PROVISIONED or of the capacity, or added
    /// after `create-table`; the capacity option goes with the spaces and line breaks before it.
    @_optimize(none)
    private func fix(_ command: ShellCommand, in file: SourceFile) -> Fix? {
        let words = command.words.map(file.shellWord)
        // Capacity given anywhere else stays provisioned, and on-demand tables refuse it.
        // An index read from a file (`file://gsi.json`) may carry its own: its text is not seen here.
        let capacityElsewhere = words.contains {
            $0.contains("ProvisionedThroughput") || $0.hasPrefix("--cli-input") || $0.hasPrefix("file://")
        }
        guard !capacityElsewhere, let operation = words.firstIndex(of: "create-table") else { return nil }
        var edits: [TextEdit] = []
        let mode = command.value(of: "--billing-mode", in: file)
        let capacity = words.firstIndex(of: "--provisioned-throughput")
        if let mode {
            guard mode.text == "PROVISIONED", file.kind(mode.token) == .identifier else { return nil }
            let written = file.text(mode.token)
            edits.append(file.replacing(mode.token, with: written.replacingOccurrences(of: "PROVISIONED", with: "PAY_PER_REQUEST")))
        }
        if let capacity {
            guard capacity + 1 < words.count, !words[capacity + 1].hasPrefix("--") else { return nil }
            let option = command.words[capacity], value = command.words[capacity + 1]
            let valueEnd = file.partner(of: value).map { file.tokens[$0].end } ?? file.tokens[value].end
            if mode == nil {
                edits.append(TextEdit(start: file.tokens[option].start, end: valueEnd, replacement: "--billing-mode PAY_PER_REQUEST"))
            } else {
                let before = command.words[capacity - 1]
                let previousEnd = file.partner(of: before).map { file.tokens[$0].end } ?? file.tokens[before].end
                edits.append(TextEdit(start: previousEnd, end: valueEnd, replacement: ""))
            }
        } else if mode == nil {
            edits.append(file.inserting(" --billing-mode PAY_PER_REQUEST", after: command.words[operation]))
        }
        return Fix("Create the table with --billing-mode PAY_PER_REQUEST", .unsafe, edits: edits)
    }

    static let message = "This table is not on-demand; create it with --billing-mode PAY_PER_REQUEST."
}
