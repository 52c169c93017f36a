// What the infra rules share: which scripts are migrations, and their DynamoDB calls.

import UmpireCore

package enum MigrationScripts {
    /// `migrate-003-follows-table.sh` and friends: the scripts that change tables. A script of a
    /// `migrations` folder that creates or changes a table is one whatever it is called
    /// (`create_push_to_start_table.sh`): the naming rule is how it learns its name is off.
    package static func isMigration(_ context: RuleContext) -> Bool {
        if fileName(context).hasPrefix("migrate") { return true }
        guard context.file.language == .shell, let folder = context.path.split(separator: "/").dropLast().last,
              folder.lowercased() == "migrations" || folder.lowercased() == "migration" else { return false }
        let file = context.file
        return file.shellCommands().contains { $0.isAWS("dynamodb", "create-table", in: file) || $0.isAWS("dynamodb", "update-table", in: file) }
    }

    /// Whether token `i` reads a `--sandbox` argument: a word or quoted text of code, not a
    /// heredoc's body (what the script prints) or an interpolation inside one.
    package static func readsSandboxFlag(_ i: Int, in file: SourceFile) -> Bool {
        (file.kind(i) == .identifier || file.kind(i) == .stringText) && file.tokens[i].interpolationDepth == 0
            && file.contains(i, "--sandbox") && !(file.kind(i) == .stringText && file.enclosingOpener(of: i) == nil)
    }

    package static func fileName(_ context: RuleContext) -> String {
        context.fileName
    }

    /// The `--table-name` of a command, with quotes removed; one variable however it is
    /// written (`$TABLE`, `"${TABLE}"`, `${TABLE}`) as `$TABLE`.
    package static func table(of command: ShellCommand, in file: SourceFile) -> String? {
        value(of: "--table-name", in: command, file: file).map { text in variableName(text).map { "$" + $0 } ?? text }
    }

    package static func value(of option: String, in command: ShellCommand, file: SourceFile) -> String? {
        word(of: option, in: command, file: file)?.text
    }

    /// The value of `--option VALUE` or `--option=VALUE` (an unquoted `${VAR}` is a word of
    /// its own, as the shell lexer's commands hold it).
    package static func word(of option: String, in command: ShellCommand, file: SourceFile) -> (text: String, token: Int)? {
        return command.value(of: option, in: file)
    }

    /// The name of a word that is one variable and nothing else: `$TABLE`, `${TABLE}`.
    package static func variableName(_ word: String) -> String? {
        guard word.hasPrefix("$") else { return nil }
        var name = word.dropFirst()
        if name.hasPrefix("{") {
            guard name.hasSuffix("}") else { return nil }
            name = name.dropFirst().dropLast()
        }
        guard let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(name)
    }

    /// The values the script assigns to `name`, as written (`NAME=value`, `NAME="value"`,
    /// `local NAME=…`, `readonly NAME=…`); empty when it never assigns one (a loop variable, a parameter).
    package static func assignedValues(of name: String, in file: SourceFile, commands: [ShellCommand]) -> [String] {
        assignments(of: name, in: file, commands: commands).map(\.value)
    }

    /// Each `NAME=value` of the script: the assignment's first token, and the value.
    package static func assignments(of name: String, in file: SourceFile, commands: [ShellCommand]) -> [(token: Int, value: String)] {
        var values: [(token: Int, value: String)] = []
        for command in commands {
            var k = 0
            if ["local", "readonly", "export", "declare"].contains(file.shellWord(command.first)) { k = 1 }
            while k < command.words.count, file.shellWord(command.words[k]).hasPrefix("-") { k += 1 }
            guard k < command.words.count else { continue }
            let word = file.shellWord(command.words[k])
            guard word.hasPrefix(name + "=") else { continue }
            var value = String(word.dropFirst(name.count + 1))
            // `NAME="value"`: the quoted word written right after `NAME=`.
            if value.isEmpty, k + 1 < command.words.count, command.words[k + 1] == command.words[k] + 1 {
                value = file.shellWord(command.words[k + 1])
            }
            values.append((command.words[k], value))
        }
        return values
    }

    /// A shell function: its name and the tokens of its body, between `{` and `}`.
    package struct Function {
        package let name: String
        /// From the name (or `function`) through the closing `}`.
        package let definition: ClosedRange<Int>
        package let body: ClosedRange<Int>
    }

    /// `name() { … }` and `function name { … }` (with or without `()`).
    package static func functions(in file: SourceFile) -> [Function] {
        var result: [Function] = []
        for i in file.tokens.indices where file.kind(i) == .identifier && !file.contains(i, "=") {
            var j = file.nextSignificant(after: i)
            let keyword = file.previousSignificant(before: i).map { file.is($0, "function") } ?? false
            if let open = j, file.kind(open) == .openParen, let close = file.nextSignificant(after: open), file.kind(close) == .closeParen {
                j = file.nextSignificant(after: close)
            } else if !keyword {
                continue
            }
            guard let brace = j, file.is(brace, "{"), let end = closingBrace(of: brace, in: file) else { continue }
            let start = keyword ? file.previousSignificant(before: i) ?? i : i
            result.append(Function(name: file.text(i), definition: start...end, body: brace...end))
        }
        return result
    }

    /// The `}` word that closes the `{` word at `brace`.
    private static func closingBrace(of brace: Int, in file: SourceFile) -> Int? {
        var depth = 0
        for k in brace..<file.tokens.count where file.kind(k) == .identifier {
            if file.is(k, "{") { depth += 1 }
            if file.is(k, "}") {
                depth -= 1
                if depth == 0 { return k }
            }
        }
        return nil
    }

    /// `$1`, `"${1}"`: a function's positional parameter.
    package static func isPositional(_ word: String) -> Bool {
        let name = word.hasPrefix("${") && word.hasSuffix("}") ? word.dropFirst(2).dropLast() : word.dropFirst()
        return word.hasPrefix("$") && !name.isEmpty && name.allSatisfy(\.isNumber)
    }

    static let description = "Table migrations are bash scripts run by hand against sandbox and production"
}
