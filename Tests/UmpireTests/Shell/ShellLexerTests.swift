// The shell lexer: words, quotes, expansions, heredocs and comments, lossless on anything.

import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("Shell lexer")
struct ShellLexerTests {
    /// (kind, text) of every token that is not whitespace or a line break.
    func lex(_ source: String) -> [String] {
        let file = SourceFile(path: "infra/x.sh", source: source)
        let text = file.tokens.indices.map(file.text).joined()
        #expect(text == source, "lossless")
        return file.tokens.indices.filter { file.kind($0) != .whitespace && file.kind($0) != .newline }
            .map { "\(file.kind($0).jsonName) \(file.text($0))" }
    }

    @Test("A word with dashes, equals and commas is one identifier; keywords start commands")
    func words() {
        #expect(lex("if aws dynamodb create-table --billing-mode=PAY_PER_REQUEST; then echo ok; fi") == [
            "keyword if", "identifier aws", "identifier dynamodb", "identifier create-table",
            "identifier --billing-mode=PAY_PER_REQUEST", "punctuation ;", "keyword then", "identifier echo",
            "identifier ok", "punctuation ;", "keyword fi",
        ])
    }

    @Test("# starts a comment only at the start of a word")
    func comments() {
        #expect(lex("echo a#b $# # note") == ["identifier echo", "identifier a#b", "identifier $#", "comment # note"])
        #expect(lex("#!/usr/bin/env bash\nset -e") == ["comment #!/usr/bin/env bash", "identifier set", "identifier -e"])
    }

    @Test("Quotes: single quotes are literal, double quotes hold $( ), ${ } and backticks as code")
    func quotes() {
        #expect(lex(#"echo 'aws $(x)' "t=${PREFIX}x $(date +%s) `id`""#) == [
            "identifier echo", "string-start '", "string-text aws $(x)", "string-end '",
            "string-start \"", "string-text t=", "interpolation-start ${", "identifier PREFIX", "interpolation-end }",
            "string-text x ", "interpolation-start $(", "identifier date", "identifier +%s", "interpolation-end )",
            "string-text  ", "interpolation-start `", "identifier id", "interpolation-end `", "string-end \"",
        ])
    }

    @Test("Nested command substitution and parameter defaults")
    func nesting() {
        #expect(lex(#"X=${A:-$(echo "$(id)")}"#) == [
            "identifier X=", "interpolation-start ${", "identifier A:-", "interpolation-start $(", "identifier echo",
            "string-start \"", "interpolation-start $(", "identifier id", "interpolation-end )", "string-end \"",
            "interpolation-end )", "interpolation-end }",
        ])
    }

    @Test("A heredoc body, terminator included, is one string-text token; commands resume after it")
    func heredocs() {
        #expect(lex("cat <<'EOF'\naws dynamodb delete-table\nEOF\naws sts get-caller-identity") == [
            "identifier cat", "operator <<", "identifier 'EOF'", "string-text aws dynamodb delete-table\nEOF",
            "identifier aws", "identifier sts", "identifier get-caller-identity",
        ])
        #expect(lex("cat <<-END | tee x\n\tbody\n\tEND\necho") == [
            "identifier cat", "operator <<-", "identifier END", "operator |", "identifier tee", "identifier x",
            "string-text \tbody\n\tEND", "identifier echo",
        ])
    }

    @Test("A line continuation is whitespace, so the command goes on")
    func continuation() {
        let file = SourceFile(path: "infra/x.sh", source: "aws dynamodb create-table \\\n  --table-name \"$T\"\necho")
        let commands = file.shellCommands().map { $0.words.map(file.shellWord) }
        #expect(commands == [["aws", "dynamodb", "create-table", "--table-name", "$T"], ["echo"]])
    }

    @Test("An unquoted ${VAR} that starts a word is a word of the command, with what is glued to it")
    func bracedExpansionWord() {
        let file = SourceFile(path: "infra/x.sh", source: "aws dynamodb create-table --table-name ${STAGE}-follows --billing-mode ${MODE}; echo \"${A}\"\n")
        let commands = file.shellCommands().map { $0.words.map(file.shellWord) }
        #expect(commands == [["aws", "dynamodb", "create-table", "--table-name", "${STAGE}-follows", "--billing-mode", "${MODE}"],
                             ["echo", "${A}"]])
    }

    @Test("Unterminated quotes, expansions and heredocs end at the end of the file")
    func unterminated() {
        for source in ["echo 'abc", "echo \"abc $(x", "cat <<EOF\nno end", "x=${a", "echo `id", "$(", "\\", "<<"] {
            _ = lex(source)
        }
    }

    @Test("Deep nesting and invalid UTF-8 do not crash and stay lossless")
    func hostile() {
        let deep = String(repeating: "$(echo \"", count: 20_000)
        let file = SourceFile(path: "infra/x.sh", source: deep)
        #expect(file.tokens.reduce(0) { $0 + Int($1.length) } == deep.utf8.count)
        let bytes: [UInt8] = [0x65, 0x63, 0x68, 0x6F, 0x20, 0xFF, 0xFE, 0x27, 0x80, 0x0A, 0x23, 0xC3]
        let tokens = Lexer.tokenize(bytes, language: .shell)
        #expect(tokens.reduce(0) { $0 + Int($1.length) } == bytes.count)
        var position = 0
        for t in tokens {
            #expect(t.start.value == position)
            position = t.end.value
        }
    }
}
