// The configuration's JSON dialect: comments, trailing commas, strict keys, bounded depth, positions.

import Foundation
import Testing
import UmpireCore
import UmpireEngine

@Suite("Core: JSONC parser")
struct CoreJSONCTests {
    func parseError(_ text: String) -> JSONCParseError? {
        do {
            _ = try JSONCParser.parse(text)
            return nil
        } catch let error as JSONCParseError {
            return error
        } catch {
            return nil
        }
    }

    @Test("Line and block comments and trailing commas are allowed")
    func commentsAndTrailingCommas() throws {
        let value = try JSONCParser.parse("""
            // leading comment
            {
              /* a block
                 comment */ "rules": { "a": "off", }, // after a member
              "list": [1, 2, /* inline */ 3,],
              "url": "http://example.com/*not a comment*/",
            }
            /* trailing */
            """)
        #expect(value["rules"] == .object([(key: "a", value: .string("off"))]))
        #expect(value["list"] == .array([.number(1), .number(2), .number(3)]))
        #expect(value["url"] == .string("http://example.com/*not a comment*/"), "comment markers inside strings are text")
    }

    @Test("Scalars, escapes and a byte order mark")
    func scalars() throws {
        let value = try JSONCParser.parse("\u{FEFF}" + #"{"t": true, "f": false, "n": null, "x": -1.5e2, "s": "a\"b\\c\/d\n\u00e9"}"#)
        #expect(value["t"] == .bool(true) && value["f"] == .bool(false) && value["n"] == .null)
        #expect(value["x"] == .number(-150))
        #expect(value["s"] == .string("a\"b\\c/d\né"))
    }

    @Test("A \\u escaped surrogate pair is one character")
    func surrogatePairs() throws {
        #expect(try JSONCParser.parse(#""\ud83c\udfcf""#) == .string("🏏"))
        #expect(try JSONCParser.parse(#""\ud83c""#) == .string("\u{FFFD}"), "a lone surrogate becomes U+FFFD")
    }

    @Test("Members keep file order")
    func order() throws {
        guard case let .object(members) = try JSONCParser.parse(#"{"z": 1, "a": 2, "m": 3}"#) else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["z", "a", "m"])
    }

    @Test("A duplicate key is an error pointing at the second key")
    func duplicateKey() throws {
        let error = try #require(parseError("{\n  \"rules\": {},\n  \"rules\": {}\n}"))
        #expect(error.reason == #"duplicate key "rules""#)
        #expect(error.line == 3 && error.column == 3)
        #expect(parseError(#"{"a": {"k": 1}, "b": {"k": 2}}"#) == nil, "the same key in different objects is fine")
    }

    @Test("Nesting is limited to 64 levels, without exhausting the stack")
    func depthLimit() throws {
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(parseError(ok) == nil)
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(parseError(deep)?.reason.contains("nesting deeper than 64") == true)
        let hostile = String(repeating: "{\"a\":", count: 100_000)
        #expect(parseError(hostile)?.reason.contains("nesting deeper") == true)
    }

    @Test("Errors say what was expected, at a 1-based line and column", arguments: [
        ("{\n  \"a\": tru\n}", 2, 8, "expected a value"),
        ("{\"a\" 1}", 1, 6, "expected `:` after the key \"a\""),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected `,` or `}` in the object"),
        ("[1 2]", 1, 4, "expected `,` or `]` in the array"),
        ("{a: 1}", 1, 2, "expected a quoted key"),
        ("{\"é\": x}", 1, 7, "expected a value"),
        ("{} {}", 1, 4, "unexpected text after the JSON value"),
        ("", 1, 1, "expected a value, found the end of the file"),
        ("// only a comment", 1, 18, "expected a value, found the end of the file"),
        ("\"abc", 1, 5, "unterminated string"),
        ("\"a\nb\"", 1, 3, "line break inside a string"),
        ("\"\\q\"", 1, 4, "invalid escape \\q"),
        ("\"\\u12\"", 1, 4, "invalid \\u escape"),
        ("1e999", 1, 1, "invalid number"),
        ("-", 1, 1, "invalid number"),
    ])
    func errors(text: String, line: Int, column: Int, reason: String) throws {
        let error = try #require(parseError(text), "\(text) should not parse")
        #expect(error.reason == reason)
        #expect(error.line == line && error.column == column, "\(error)")
        #expect("\(error)" == "line \(line), column \(column): \(reason)")
    }

    @Test("An unterminated block comment is an error at its opening, wherever it is")
    func unterminatedComment() throws {
        for text in ["{\"a\": 1} /* never closed", "{\"a\": /* never closed", "/* { \"a\": 1 }"] {
            let error = try #require(parseError(text), "\(text) should not parse")
            #expect(error.reason == "unterminated `/*` comment")
            #expect(error.column == text.utf8.count - " never closed".utf8.count - 1 || text.hasPrefix("/*"))
        }
        #expect(try JSONCParser.parse("{\"a\": 1} /* closed */") == .object([(key: "a", value: .number(1))]))
    }

    @Test("JSONText.quoted escapes quotes, backslashes, line breaks and control characters")
    func quoting() throws {
        let nasty = "a\"b\\c\nd\re\tf\u{01}g\u{1F}h\u{2028}é"
        let quoted = JSONText.quoted(nasty)
        #expect(quoted == #""a\"b\\c\nd\re\tf\u0001g\u001fh\u2028é""#)
        #expect(try JSONCParser.parse(quoted) == .string(nasty), "round trip")
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String]
        #expect(decoded == [nasty])
    }
}
