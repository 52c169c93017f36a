// Object-shaped declarations in TypeScript: Zod object schemas, interfaces and object types,
// for the rules that compare fields across files (duplicated types, the content-state mirror).

import UmpireCore

extension SourceFile {
    /// The Zod calls that build an object schema: `z.object`, and Zod 4's `z.strictObject` and
    /// `z.looseObject`.
    package static let zodObjectBuilders = TokenWords(["object", "strictObject", "looseObject"])

    /// Whether token `i` is one of those called as a member (`z.strictObject(`).
    package func isZodObjectBuilder(_ i: Int) -> Bool {
        kind(i) == .identifier && isOne(i, of: Self.zodObjectBuilders) && isMemberAccess(i) && kind(after: i) == .openParen
    }

    /// `const XSchema = z.object({`: the object literal's brace, when `i` is the declared name.
    package func zodObject(declaredAt i: Int, zodNames: [String] = ["z"]) -> Int? {
        guard let keyword = previousSignificant(before: i), isOne(keyword, of: ["const", "let", "var"]),
              let equals = nextSignificant(after: i), self.is(equals, "="),
              let z = nextSignificant(after: equals), kind(z) == .identifier, isOne(z, of: zodNames),
              let dot = nextSignificant(after: z), kind(dot) == .dot,
              let call = nextSignificant(after: dot), isOne(call, of: Self.zodObjectBuilders)
        else { return nil }
        return firstObjectArgument(ofCallee: call)
    }

    /// `interface X {` or `type X = {`: the literal's brace, when `i` is the declared name.
    package func objectType(declaredAt i: Int) -> Int? {
        guard let keyword = previousSignificant(before: i) else { return nil }
        if self.is(keyword, "interface") {
            var j = nextSignificant(after: i)
            while let k = j, kind(k) != .openBrace, kind(k) != .semicolon { j = nextSignificant(after: k) }
            return j.flatMap { kind($0) == .openBrace ? $0 : nil }
        }
        guard isIdentifier(keyword, "type"), !isMemberAccess(keyword),
              let equals = nextSignificant(after: i), self.is(equals, "="),
              let brace = nextSignificant(after: equals), kind(brace) == .openBrace,
              let close = partner(of: brace) else { return nil }
        // Only a plain object type: `type X = { … } & Other` says more than its literal.
        if let after = nextSignificant(after: close), kind(after) == .operator { return nil }
        return brace
    }

    /// The names an import gives `name` in this file: itself, and every alias
    /// (`import { ScanCommand as RawScan } from "@aws-sdk/client-dynamodb"`).
    package func importedNames(of name: String) -> [String] {
        shared("ts.importedNames." + name) {
            var names = [name]
            for i in tokens.indices where tokens[i].kind == .keyword || tokens[i].kind == .identifier {
                guard self.is(i, "as"), let original = previousSignificant(before: i), kind(original) == .identifier, text(original) == name,
                      let alias = nextSignificant(after: i), kind(alias) == .identifier,
                      enclosingOpener(of: i).map({ kind($0) == .openBrace }) == true else { continue }
                names.append(text(alias))
            }
            return names
        }
    }
}
