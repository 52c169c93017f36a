// isFunctionBody walks back from a `{` over a TypeScript return type to the parameter list: the
// rules that look for a statement's function (a Scan's justification above it, a comment's
// subject) depend on it for every generic return type a backend writes.

import Testing
@testable import UmpireCore

@Suite("Core: TypeScript function bodies")
struct FunctionBodyTests {
    /// Whether the first `{` in `source` that ends its line is taken for a function's body.
    private func isBody(_ source: String) -> Bool {
        let file = SourceFile(path: "store.ts", source: source)
        guard let brace = file.tokens.indices.dropLast().first(where: { file.kind($0) == .openBrace && file.tokens[$0 + 1].kind == .newline })
        else { return false }
        return file.isFunctionBody(brace)
    }

    @Test("A return type with generic arguments, nested, with commas, arrays and object types, ends at the parameters",
          arguments: [
              "export async function list(): Promise<Record<string, unknown>[]> {\n  return [];\n}\n",
              "async function byTier(tier: string): Promise<Map<string, number>> {\n  return new Map();\n}\n",
              "function pair(): Promise<[string, number]> {\n  return f();\n}\n",
              "function rows(): Promise<Array<{ id: string, at: number }>> {\n  return f();\n}\n",
              "function one(): Promise<void> {\n  return;\n}\n",
          ])
    func genericReturnTypes(_ source: String) {
        #expect(isBody(source))
    }

    @Test("Blocks and object literals are not function bodies", arguments: [
        "if (a > b) {\n  run();\n}\n",
        "const limits = new Map<string, number>();\nwhile (more) {\n  step();\n}\n",
        "call(a, {\n  TableName: table });\n",
    ])
    func notBodies(_ source: String) {
        #expect(!isBody(source))
    }
}
