// Flags created tables that the script never waits for.

import UmpireCore
import UmpireRuleSupport

public struct MigrationWait: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "migration-wait", area: .infrastructureScripts, languages: [.shell], roles: [.infra],
        severity: .error,
        summary: "create-table not followed by aws dynamodb wait table-exists for that table",
        rationale: """
            create-table returns while the table is still CREATING. The next step of the \
            migration (an index, a seed, the deploy that uses it) then fails or, worse, \
            half-succeeds. Waiting for table-exists makes the script's end mean the table is ready.
            """,
        fix: "Add `aws dynamodb wait table-exists --table-name \"$T\"` after the creation.",
        // Safe: the waiter changes only when the script goes on, never what it creates; it
        // carries the creation's region, profile and endpoint so it asks the same DynamoDB.
        // A creation inside `$( … )`, joined to another command (`&&`, `|`), or with
        // arguments from an expansion (`$ARGS`) gets no fix: where the wait goes is not certain.
        fixes: .safe,
        triggering: [
            Example("""
                ↓aws dynamodb create-table --table-name "$TABLE" --billing-mode PAY_PER_REQUEST
                echo "created $TABLE"
                """, corrected: """
                aws dynamodb create-table --table-name "$TABLE" --billing-mode PAY_PER_REQUEST
                aws dynamodb wait table-exists --table-name "$TABLE"
                echo "created $TABLE"
                """),
            // A sleep instead of the waiter; a wait for another table; creations in a loop.
            Example("""
                ↓aws dynamodb create-table --table-name "$SUBSCRIPTIONS" --billing-mode PAY_PER_REQUEST \\
                  --attribute-definitions AttributeName=matchId,AttributeType=S --key-schema AttributeName=matchId,KeyType=HASH
                sleep 10  # give the table time to become ACTIVE
                """, corrected: """
                aws dynamodb create-table --table-name "$SUBSCRIPTIONS" --billing-mode PAY_PER_REQUEST \\
                  --attribute-definitions AttributeName=matchId,AttributeType=S --key-schema AttributeName=matchId,KeyType=HASH
                aws dynamodb wait table-exists --table-name "$SUBSCRIPTIONS"
                sleep 10  # give the table time to become ACTIVE
                """),
            Example("""
                ↓aws dynamodb create-table --table-name "$SUBSCRIPTIONS" --billing-mode PAY_PER_REQUEST
                aws dynamodb create-table --table-name "$FOLLOWS" --billing-mode PAY_PER_REQUEST
                aws dynamodb wait table-exists --table-name "$FOLLOWS"
                """, corrected: """
                aws dynamodb create-table --table-name "$SUBSCRIPTIONS" --billing-mode PAY_PER_REQUEST
                aws dynamodb wait table-exists --table-name "$SUBSCRIPTIONS"
                aws dynamodb create-table --table-name "$FOLLOWS" --billing-mode PAY_PER_REQUEST
                aws dynamodb wait table-exists --table-name "$FOLLOWS"
                """),
            Example("""
                for name in match-follows activity-subscriptions; do
                  ↓aws dynamodb create-table --table-name "${PREFIX}${name}" --billing-mode PAY_PER_REQUEST \\
                    --attribute-definitions AttributeName=matchId,AttributeType=S --key-schema AttributeName=matchId,KeyType=HASH
                done
                echo "Tables created"
                """, corrected: """
                for name in match-follows activity-subscriptions; do
                  aws dynamodb create-table --table-name "${PREFIX}${name}" --billing-mode PAY_PER_REQUEST \\
                    --attribute-definitions AttributeName=matchId,AttributeType=S --key-schema AttributeName=matchId,KeyType=HASH
                  aws dynamodb wait table-exists --table-name "${PREFIX}${name}"
                done
                echo "Tables created"
                """),
            // The waiter asks the same region and local endpoint as the creation.
            Example("""
                ↓aws dynamodb create-table --region "$REGION" --endpoint-url http://localhost:8000 --table-name ${FOLLOWS_TABLE} --billing-mode PAY_PER_REQUEST  # local first
                """, corrected: """
                aws dynamodb create-table --region "$REGION" --endpoint-url http://localhost:8000 --table-name ${FOLLOWS_TABLE} --billing-mode PAY_PER_REQUEST  # local first
                aws dynamodb wait table-exists --table-name ${FOLLOWS_TABLE} --region "$REGION" --endpoint-url http://localhost:8000
                """),
            // Joined to the next command: where the wait goes is a person's call.
            Example("""
                ↓aws dynamodb create-table --table-name "$TABLE" --billing-mode PAY_PER_REQUEST && echo "created $TABLE"
                """),
            // The helper waits for another table than the one created.
            Example("""
                wait_for_table() {
                  aws dynamodb wait table-exists --table-name "$1"
                }
                ↓aws dynamodb create-table --table-name "$RECEIPTS_TABLE" --billing-mode PAY_PER_REQUEST
                wait_for_table "$FOLLOWS_TABLE"
                """, corrected: """
                wait_for_table() {
                  aws dynamodb wait table-exists --table-name "$1"
                }
                aws dynamodb create-table --table-name "$RECEIPTS_TABLE" --billing-mode PAY_PER_REQUEST
                aws dynamodb wait table-exists --table-name "$RECEIPTS_TABLE"
                wait_for_table "$FOLLOWS_TABLE"
                """),
        ],
        nonTriggering: [
            // The script's own helper waits for the table named by its argument.
            Example("""
                wait_for_table() {
                  aws dynamodb wait table-exists --table-name "$1"
                }
                aws dynamodb create-table --table-name "$TABLE_NAME" --billing-mode PAY_PER_REQUEST
                wait_for_table "$TABLE_NAME"
                """, trap: .lookAlike),
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
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // From the end backwards, so the waits that follow a creation are known when it is met:
        // one pass, however many tables a script creates.
        var waitedTables: Set<String> = []
        var waitedOnLoopVariable = false
        var unwaited: [(command: ShellCommand, table: String)] = []
        let commands = file.shellCommands()
        let waiters = waitingFunctions(commands, in: file)
        for command in commands.reversed() {
            // `wait_for_table "$TABLE_NAME"`: a function of the script that waits for its argument.
            if waiters.contains(file.shellWord(command.first)), command.words.count > 1 {
                waitedTables.insert(file.shellWord(command.words[1]))
            } else if command.isAWS("dynamodb", "wait", in: file), command.has("table-exists", in: file) {
                let waitedTable = MigrationScripts.table(of: command, in: file) ?? ""
                // A wait on a loop variable (`"$t"`) is taken to cover the tables created before it.
                if !waitedTable.contains("{") && waitedTable.count <= 3 && waitedTable.hasPrefix("$") { waitedOnLoopVariable = true }
                waitedTables.insert(waitedTable)
            } else if command.isAWS("dynamodb", "create-table", in: file) {
                let table = MigrationScripts.table(of: command, in: file) ?? ""
                if !waitedOnLoopVariable, !waitedTables.contains(table) { unwaited.append((command, table)) }
            }
        }
        for (command, table) in unwaited.reversed() {
            findings.report(file, at: command.first, Self.message(table), fix: fix(command, in: file))
        }
    }

    /// Functions the script declares (`wait_for_table() { aws dynamodb wait table-exists
    /// --table-name "$1"; }`) that wait for the table named by their first argument.
    private func waitingFunctions(_ commands: [ShellCommand], in file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        var lines: [Substring]?
        for command in commands where command.isAWS("dynamodb", "wait", in: file) && command.has("table-exists", in: file) {
            guard ["$1", "${1}"].contains(MigrationScripts.table(of: command, in: file) ?? "") else { continue }
            // The shell lexer keeps no braces: the header is the nearest `name() {` line above.
            if lines == nil { lines = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) }
            // An index into `lines` (0-based): the line above the command.
            var line = file.line(ofToken: command.first).value - 2
            while line >= 0, let text = lines?[line].trimmingCharacters(in: .whitespaces), text != "}" {
                if let name = Self.functionName(inHeader: text) { names.insert(name); break }
                line -= 1
            }
        }
        return names
    }

    /// `wait_for_table() {`, `function wait_for_table {`: the function's name.
    static func functionName(inHeader text: String) -> String? {
        guard text.hasSuffix("{") else { return nil }
        var header = text.dropLast().trimmingCharacters(in: .whitespaces)
        if header.hasPrefix("function ") { header = String(header.dropFirst("function ".count)).trimmingCharacters(in: .whitespaces) }
        if header.hasSuffix("()") { header = String(header.dropLast(2)).trimmingCharacters(in: .whitespaces) }
        guard let first = header.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
              header.unicodeScalars.allSatisfy({ $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }) else { return nil }
        return header
    }

    /// Options the waiter needs to ask the same DynamoDB as the creation.
    static let carriedOptions: Set<String> = ["--region", "--profile", "--endpoint-url", "--ca-bundle", "--no-verify-ssl"]

    /// `aws dynamodb wait table-exists --table-name T` on a line of its own after the creation,
    /// indented like it.
    @_optimize(none)
    private func fix(_ command: ShellCommand, in file: SourceFile) -> Fix? {
        guard file.tokens[command.first].interpolationDepth == 0, let last = command.words.last,
              let table = command.value(of: "--table-name", in: file) else { return nil }
        // The table as written: `"$TABLE"`, `${FOLLOWS_TABLE}`, `--table-name=follows`.
        var tableText = sourceText(table.token, in: file)
        if tableText.hasPrefix("--table-name=") {
            tableText = String(tableText.dropFirst("--table-name=".count))
        }
        guard !tableText.isEmpty, !tableText.contains("$("), !tableText.contains("`") else { return nil }
        // Every word after `create-table` is an option or its value; an expansion could be anything.
        var carried: [String] = []
        var k = 1
        while k < command.words.count {
            let word = file.shellWord(command.words[k])
            if word.hasPrefix("$") { return nil }
            let option = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            let takesValue = word.hasPrefix("--") && !word.contains("=") && k + 1 < command.words.count
                && !file.shellWord(command.words[k + 1]).hasPrefix("--")
            if Self.carriedOptions.contains(option) {
                carried.append(takesValue ? word + " " + sourceText(command.words[k + 1], in: file) : word)
            }
            k += takesValue ? 2 : 1
        }
        // The creation must end its line: nothing but a comment after its last word.
        let lastToken = file.partner(of: last) ?? last
        var end = file.tokens[lastToken].end
        // Tokens tile the file: the one after the word's last token is the next one.
        var j = lastToken + 1
        while j < file.tokens.count, file.kind(j) == .whitespace || file.kind(j) == .lineComment { end = file.tokens[j].end; j += 1 }
        guard j == file.tokens.count || file.kind(j) == .newline else { return nil }
        let line = ([ "aws dynamodb wait table-exists --table-name " + tableText] + carried).joined(separator: " ")
        return Fix("Wait for the table to exist", .safe,
                   edits: [TextEdit(start: end, end: end, replacement: file.lineBreak + file.indentation(ofLineWith: command.first) + line)])
    }

    /// A word as the script spells it, quotes included.
    private func sourceText(_ word: Int, in file: SourceFile) -> String {
        guard file.kind(word) == .stringStart, let close = file.partner(of: word) else { return file.shellWord(word) }
        return file.text(from: file.tokens[word].start, to: file.tokens[close].end)
    }

    static func message(_ table: String) -> String {
        "The script never waits for \(table); add aws dynamodb wait table-exists after create-table."
    }
}
