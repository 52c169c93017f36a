// Shell scripts as commands: the words of each simple command, for the infra rules.

/// One simple command (`aws dynamodb create-table --table-name "$T" …`), its words in order.
/// A quoted string is one word; `$( … )` contents form commands of their own.
public struct ShellCommand: Sendable {
    /// Token indices: identifiers/keywords, or the `stringStart` of a quoted word.
    public let words: [Int]
    public var first: Int { words[0] }
}

extension SourceFile {
    /// Every simple command in a shell file, in source order (nested ones after their parent starts).
    public func shellCommands() -> [ShellCommand] {
        guard language == .shell else { return [] }
        // Every migration rule asks: read the commands once per file.
        return memo.value("shellCommands") { computeShellCommands() }
    }

    private func computeShellCommands() -> [ShellCommand] {
        // Words are collected per nesting level, so `x=$(aws sts …)` yields both commands.
        var open: [[Int]] = [[]]
        var result: [ShellCommand] = []
        func finish() {
            if let words = open.last, !words.isEmpty { result.append(ShellCommand(words: words)) }
            open[open.count - 1] = []
        }
        var i = 0
        while i < tokens.count {
            let kind = tokens[i].kind
            switch kind {
            case .newline, .semicolon, .openParen, .closeParen:
                finish()
            case .operator:
                if !isRedirection(i) { finish() }
            case .interpolationStart where self.is(i, "$(") || self.is(i, "`"):
                open.append([])
            case .interpolationEnd where open.count > 1 && !self.is(i, "}"):
                finish()
                open.removeLast()
            case .keyword where isOne(i, of: ["then", "do", "else", "elif", "if", "while", "until", "fi", "done", "esac"]):
                finish()
            case .identifier, .keyword:
                // `! aws dynamodb describe-table …` negates a command; the command starts after `!`.
                if !(open[open.count - 1].isEmpty && self.is(i, "!")) && !continuesExpansion(i) { open[open.count - 1].append(i) }
            case .stringStart:
                if !continuesExpansion(i) { open[open.count - 1].append(i) }
                if let end = partner(of: i) {
                    result += substitutionCommands(inString: i, end: end)
                    i = end
                }
            case .interpolationStart:
                // `${…}` belongs to the word it is in; an unquoted one that starts a word is
                // that word (`--table-name ${TABLE}`). Either way, skip to its end.
                if i == 0 || tokens[i - 1].kind.isTrivia { open[open.count - 1].append(i) }
                if let end = partner(of: i) { i = end }
            default:
                break
            }
            i += 1
        }
        while !open.isEmpty { finish(); open.removeLast() }
        return result.sorted { $0.first < $1.first }
    }

    /// The command substitutions inside a string (`"$(aws sts get-caller-identity)"`), each one's
    /// words at its own depth, nested ones too: one pass with a stack of open substitutions, so
    /// nesting costs nothing extra.
    private func substitutionCommands(inString start: Int, end: Int) -> [ShellCommand] {
        var commands: [ShellCommand] = []
        var open: [(close: Int, depth: Int, words: [Int])] = []
        for j in start + 1..<end {
            while let last = open.last, last.close <= j {
                if !last.words.isEmpty { commands.append(ShellCommand(words: last.words)) }
                open.removeLast()
            }
            if tokens[j].kind == .interpolationStart, self.is(j, "$(") || self.is(j, "`"), let close = partner(of: j), close > j + 1 {
                open.append((close, Int(tokens[j + 1].interpolationDepth), []))
            } else if tokens[j].kind == .identifier, let last = open.last, Int(tokens[j].interpolationDepth) == last.depth {
                open[open.count - 1].words.append(j)
            }
        }
        for substitution in open.reversed() where !substitution.words.isEmpty { commands.append(ShellCommand(words: substitution.words)) }
        return commands
    }

    /// Whether token `i` is glued to a `${…}` before it (`${STAGE}-follows`), so part of its word.
    private func continuesExpansion(_ i: Int) -> Bool {
        i > 0 && tokens[i - 1].kind == .interpolationEnd && tokens[i - 1].end == tokens[i].start
    }

    /// `>`, `2>&1`, `>>`: a redirection continues the command; `|`, `&&`, `||`, `&` end it.
    private func isRedirection(_ i: Int) -> Bool {
        self.is(i, ">") || self.is(i, ">>") || self.is(i, "<") || self.is(i, ">&") || self.is(i, "&>") || self.is(i, "<<") || self.is(i, "<<-")
    }

    /// A word's text: an identifier as written, a quoted string's literal text (expansions kept as `$…`).
    public func shellWord(_ i: Int) -> String {
        if tokens[i].kind == .interpolationStart, let close = partner(of: i) {
            // `${VAR}` and what is glued to it (`${STAGE}-follows`).
            var end = close
            while end + 1 < tokens.count, !tokens[end + 1].kind.isTrivia, tokens[end + 1].kind != .semicolon,
                  tokens[end + 1].kind != .operator {
                end = partner(of: end + 1).map { max($0, end + 1) } ?? end + 1
            }
            return text(from: tokens[i].start, to: tokens[end].end)
        }
        guard tokens[i].kind == .stringStart, let end = partner(of: i) else { return text(i) }
        return text(from: tokens[i].end, to: tokens[end].start)
    }
}

extension ShellCommand {
    /// `aws [--opts] SERVICE OPERATION …`: whether this is that AWS CLI call.
    public func isAWS(_ service: String, _ operation: String? = nil, in file: SourceFile) -> Bool {
        guard file.shellWord(first) == "aws" else { return false }
        let positional = awsPositional(in: file)
        guard positional.count >= 1, positional[0] == service else { return false }
        return operation.map { positional.count >= 2 && positional[1] == $0 } ?? true
    }

    /// The AWS CLI's service and operation words, skipping global options before them.
    func awsPositional(in file: SourceFile) -> [String] {
        var result: [String] = []
        var k = 1
        while k < words.count, result.count < 3 {
            let word = file.shellWord(words[k])
            if word.hasPrefix("--") {
                k += word.contains("=") ? 1 : 2
                continue
            }
            result.append(word)
            k += 1
        }
        return result
    }

    /// The value of `--name VALUE` or `--name=VALUE`.
    public func value(of option: String, in file: SourceFile) -> (text: String, token: Int)? {
        for (k, word) in words.enumerated() {
            let text = file.shellWord(word)
            if text == option, k + 1 < words.count { return (file.shellWord(words[k + 1]), words[k + 1]) }
            if text.hasPrefix(option + "=") { return (String(text.dropFirst(option.count + 1)), word) }
        }
        return nil
    }

    public func has(_ word: String, in file: SourceFile) -> Bool {
        words.contains { file.shellWord($0) == word }
    }
}
