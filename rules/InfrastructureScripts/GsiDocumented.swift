// Flags global secondary indexes added without a comment saying why.

import UmpireCore
import UmpireRuleSupport

public struct GsiDocumented: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "gsi-documented", area: .infrastructureScripts, languages: [.shell], roles: [.infra],
        severity: .error,
        summary: "A global secondary index added without a comment saying why it is needed",
        rationale: """
            Each GSI doubles the writes of the attributes it projects and is hard to remove \
            once code queries it. The comment above it records the query it serves (and the \
            Scan it replaces), so the next person can tell whether it is still needed.
            """,
        fix: "Add a comment above the command: which query needs the index and what it replaces.",
        triggering: [
            Example("""
                aws dynamodb update-table --table-name "$TABLE" \\
                  ↓--global-secondary-index-updates file://gsi-match.json
                """),
            Example("""
                aws dynamodb create-table --table-name "$TABLE" --billing-mode PAY_PER_REQUEST \\
                  ↓--global-secondary-indexes file://follows-gsi.json
                """),
            // The script's own helper, given the index to pass on to create-table.
            Example("""
                create_table_if_missing "$COURTS_TABLE" "$ATTRIBUTES" "$KEYS" \\
                  ↓--global-secondary-indexes '[{"IndexName":"byTournament","KeySchema":[{"AttributeName":"tournamentId","KeyType":"HASH"}]}]'
                """),
            // Comments that name the index but not the query it serves.
            Example("""
                # Add GSI for follows
                aws dynamodb update-table --table-name "$TABLE" \\
                  --attribute-definitions AttributeName=matchId,AttributeType=S \\
                  ↓--global-secondary-index-updates file://gsi-match.json
                """),
            Example("""
                # matchId-index
                aws dynamodb create-table --table-name "${PREFIX}follows" --billing-mode PAY_PER_REQUEST \\
                  ↓--global-secondary-indexes file://follows-gsi.json
                """),
            // The index written inline; a comment that says what, not why.
            Example("""
                aws dynamodb update-table --table-name "$TABLE" \\
                  --attribute-definitions AttributeName=userId,AttributeType=S \\
                  ↓--global-secondary-index-updates '[{"Create":{"IndexName":"userId-index","KeySchema":[{"AttributeName":"userId","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}}]'
                """),
            Example("""
                # Create index on userId
                aws dynamodb update-table --table-name "$TABLE" \\
                  --attribute-definitions AttributeName=userId,AttributeType=S \\
                  ↓--global-secondary-index-updates file://gsi-user.json
                """),
            Example("""
                # Subscriptions table
                echo "Adding userId-index to $TABLE"
                aws dynamodb update-table --table-name "$TABLE" \\
                  --attribute-definitions AttributeName=userId,AttributeType=S \\
                  ↓--global-secondary-index-updates file://gsi-user.json
                """),
        ],
        nonTriggering: [
            // The same helper, with why the index exists.
            Example("""
                # byTournament: the order-of-play screen lists every court of a tournament; the
                # base table is keyed by court, so without it that read would be a Scan.
                create_table_if_missing "$COURTS_TABLE" "$ATTRIBUTES" "$KEYS" \\
                  --global-secondary-indexes '[{"IndexName":"byTournament"}]'
                """, trap: .lookAlike),
            // Why, said as what the endpoint would do without it.
            Example("""
                # leagueId-startTime-index: the fixtures endpoint lists a league's matches by start
                # time; without it every fixtures request would read the whole season.
                aws dynamodb create-table --table-name "$TABLE" \\
                  --global-secondary-indexes file://gsi-league.json
                """, trap: .lookAlike),
            Example(#"echo "usage: migrate.sh [--global-secondary-indexes FILE]""#, trap: .inString),
            Example("""
                # matchId-index: the fan-out queries followers by match instead of scanning follows
                # (replaces the TODO(GSI) scan in followStore.followersOfMatch).
                aws dynamodb update-table --table-name "$TABLE" \\
                  --global-secondary-index-updates file://gsi-match.json
                """),
            Example("aws dynamodb describe-table --table-name \"$TABLE\" --query 'Table.GlobalSecondaryIndexes'", trap: .lookAlike),
            // The reason sits above the line that announces the command.
            Example("""
                # userId-index: lets removeSubscriptionsForUser query by user instead of scanning every match
                echo "Adding userId-index to $TABLE"
                aws dynamodb update-table --table-name "$TABLE" \\
                  --attribute-definitions AttributeName=userId,AttributeType=S \\
                  --global-secondary-index-updates file://gsi-user.json
                """, trap: .lookAlike),
            Example("echo \"--global-secondary-indexes need a comment\"", trap: .inString),
            Example("# --global-secondary-indexes are added in migrate-005", trap: .inComment),
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        let commands = file.shellCommands()
        // `aws dynamodb create-table …`, or the script's own helper given the flag to pass on
        // (`create_table_if_missing "$TABLE" … --global-secondary-indexes '[…]'`).
        for (n, command) in commands.enumerated() where !["echo", "printf"].contains(file.shellWord(command.first)) {
            guard let flag = command.words.first(where: {
                ["--global-secondary-indexes", "--global-secondary-index-updates"].contains(file.shellWord($0))
            }) else { continue }
            // The comment may sit above the `echo "Adding userId-index…"` lines that announce the command.
            var starts = [command.first]
            var k = n
            while k > 0, ["echo", "printf"].contains(file.shellWord(commands[k - 1].first)),
                  file.line(ofToken: commands[k - 1].first) == file.line(ofToken: starts[starts.count - 1]) - 1 {
                k -= 1
                starts.append(commands[k].first)
            }
            // Suppression directives are not explanations.
            let comments = starts.flatMap { file.commentBlock(above: $0) }.filter { !file.contains($0, "umpire:") }
            let words = comments.flatMap { file.text($0).dropFirst().split { $0 == " " || $0 == "\t" } }
            // Reported at the index it adds (a suppression above the command covers its continued
            // lines). A comment that only names the index ("# Add GSI") says nothing of the query it serves.
            if !Justification.givesReason(words, minimum: 4) { findings.report(file, at: flag, Self.message) }
        }
    }

    static let message = "This index has no comment saying why; note the query it serves above the command."
}
