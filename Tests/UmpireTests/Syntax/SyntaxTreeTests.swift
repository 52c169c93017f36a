// The syntax layer on the constructs rules ask about, in both languages: what each node spans,
// what it is named, what it holds.

import Testing
@testable import UmpireCore

/// A parsed snippet and the questions the tests ask of it.
struct Parsed {
    let tree: SyntaxTree

    init(_ source: String, path: String = "App/Views/Snippet.swift") {
        tree = SourceFile(path: path, source: source).syntax
    }

    /// The text of every node of a kind, in source order.
    func texts(_ kind: SyntaxKind) -> [String] { ids(kind).map(tree.text) }

    func ids(_ kind: SyntaxKind) -> [SyntaxID] {
        tree.nodes.indices.filter { tree.kind($0) == kind }.sorted { tree[$0].first < tree[$1].first || (tree[$0].first == tree[$1].first && $0 > $1) }
    }

    /// The one node of a kind whose text is `text`.
    func node(_ kind: SyntaxKind, _ text: String) -> SyntaxID? { ids(kind).first { tree.text($0) == text } }

    func childKinds(_ id: SyntaxID) -> [SyntaxKind] { tree.children(id).map(tree.kind) }
    func childTexts(_ id: SyntaxID) -> [String] { tree.children(id).map(tree.text) }
}

@Suite("Syntax: Swift")
struct SwiftSyntaxTests {
    @Test("Types, stored and computed properties with their types and wrappers, methods with labels")
    func declarations() throws {
        let parsed = Parsed("""
            struct ScoreCard: View, Equatable {
                let state: MatchDisplayState
                @State private var expanded = false
                static let spacing: CGFloat = 8
                var title: String { state.titleText }
                func line(for batter: BatterLine, _ index: Int = 0) async throws -> String { batter.name }
            }
            """)
        let type = try #require(parsed.ids(.typeDeclaration).first)
        #expect(parsed.tree.nameText(type) == "ScoreCard")
        #expect(parsed.tree[type].typeDeclarationKind == .struct)
        #expect(parsed.childKinds(type) == [.type, .type, .block])
        let bindings = parsed.ids(.binding).map { parsed.tree.nameText($0) }
        #expect(bindings == ["state", "expanded", "spacing", "title"])
        let title = try #require(parsed.ids(.binding).last)
        #expect(parsed.tree[title].flags.contains(.computed))
        let state = try #require(parsed.ids(.binding).first)
        #expect(parsed.tree.nameText(try #require(parsed.tree.child(state, .type))) == "MatchDisplayState")
        let expanded = try #require(parsed.ids(.variable).dropFirst().first)
        #expect(parsed.childKinds(expanded) == [.attribute, .binding])
        #expect(parsed.tree.nameText(try #require(parsed.tree.child(expanded, .attribute))) == "@State")
        let spacing = try #require(parsed.ids(.variable).dropFirst(2).first)
        #expect(parsed.tree[spacing].flags.contains(.isStatic) && parsed.tree[spacing].flags.contains(.constant))
        let function = try #require(parsed.ids(.function).first)
        #expect(parsed.tree.nameText(function) == "line")
        #expect(parsed.tree[function].flags.contains(.async))
        let parameters = parsed.ids(.parameter)
        #expect(parameters.map { parsed.tree.nameText($0) } == ["batter", "index"])
        #expect(parameters.map { parsed.tree[$0].aux >= 0 ? parsed.tree.file.text(Int(parsed.tree[$0].aux)) : "" } == ["for", "_"])
        #expect(parsed.childKinds(function) == [.parameter, .parameter, .type, .block])
        #expect(parsed.tree.nameText(parsed.ids(.type).last!) == "String")
    }

    @Test("Extensions, enums with cases and raw values, type aliases, accessors")
    func moreDeclarations() throws {
        let parsed = Parsed("""
            extension MatchDisplayState.BatterLine: Identifiable { var id: String { name } }
            enum Phase: String { case live = "LIVE", innings, completed(result: String) }
            typealias Fixture = MatchItem
            var score = 0 { didSet { print(score) } }
            """)
        let types = parsed.ids(.typeDeclaration)
        #expect(types.map { parsed.tree.nameText($0) } == ["BatterLine", "Phase"])
        #expect(parsed.tree[types[0]].typeDeclarationKind == .extension)
        #expect(parsed.ids(.enumCase).map { parsed.tree.nameText($0) } == ["live", "innings", "completed"])
        #expect(parsed.tree.nameText(try #require(parsed.ids(.typeAlias).first)) == "Fixture")
        let score = try #require(parsed.ids(.binding).last)
        #expect(!parsed.tree[score].flags.contains(.computed))
        #expect(parsed.ids(.function).map { parsed.tree.nameText($0) } == ["didSet"])
    }

    @Test("if / else if / else, guard, switch with its clauses, for-in with a tuple pattern")
    func statements() throws {
        let parsed = Parsed("""
            func f() {
                if match.currentInnings == 2, let chase = match.chase { a() } else if x { b() } else { c() }
                guard let state = store.state else { return }
                switch state.phase {
                case .live, .innings(let n) where n > 1: show()
                @unknown default: break
                }
                for (index, batter) in state.batters.enumerated() where batter.isOnStrike { use(index) }
            }
            """)
        let ifs = parsed.ids(.ifStatement)
        #expect(ifs.count == 2)
        #expect(parsed.childKinds(ifs[0]) == [.condition, .condition, .block, .ifStatement])
        #expect(parsed.childTexts(ifs[0]).prefix(2) == ["match.currentInnings == 2", "let chase = match.chase"])
        let binding = try #require(parsed.tree.child(parsed.tree.firstChild(ifs[0]).map { parsed.tree.nextSibling($0)! }!, .binding))
        #expect(parsed.tree.nameText(binding) == "chase")
        #expect(parsed.texts(.guardStatement) == ["guard let state = store.state else { return }"])
        let clauses = parsed.ids(.caseClause)
        #expect(clauses.map { parsed.tree.nameText($0) } == ["case", "default"])
        #expect(parsed.childTexts(clauses[0]) == [".live", ".innings(let n)", "n > 1", "show()"])
        let loop = try #require(parsed.ids(.forStatement).first)
        #expect(parsed.childKinds(loop).prefix(2) == [.binding, .binding])
        #expect(parsed.tree.children(loop).prefix(2).map { parsed.tree.nameText($0) } == ["index", "batter"])
    }

    @Test("A function named by its argument labels is referenced, not called")
    func compoundNames() {
        let parsed = Parsed("""
            let visit = self.visitTokenSyntaxImpl(_:)
            let make = Fixture.init(home:away:)
            refresh(matchID: id)
            """)
        #expect(parsed.texts(.call) == ["refresh(matchID: id)"])
        #expect(parsed.texts(.member).contains("self.visitTokenSyntaxImpl"))
        #expect(parsed.texts(.member).contains("Fixture.init"))
        #expect(parsed.tree.invariantViolation() == nil)
    }

    @Test("Closures with parameters, $0, trailing and labelled trailing closures, result-builder children")
    func closures() throws {
        let parsed = Parsed("""
            var body: some View {
                VStack {
                    ForEach(state.batters) { batter in Text(batter.name) }
                    Button { save() } label: { Text("Save") }
                }
                .onChange(of: value) { [weak self] old, new in self?.update(new) }
                .task { items.filter { $0.isLive } }
            }
            """)
        let closures = parsed.ids(.closure)
        #expect(closures.count == 7)
        let forEach = try #require(parsed.node(.call, "ForEach(state.batters) { batter in Text(batter.name) }"))
        #expect(parsed.childKinds(forEach) == [.name, .argument, .closure])
        let closure = try #require(parsed.tree.child(forEach, .closure))
        #expect(parsed.childKinds(closure) == [.parameter, .call])
        let button = try #require(parsed.ids(.call).first { parsed.tree.nameText($0) == "Button" })
        #expect(parsed.childKinds(button) == [.name, .closure, .argument])
        let onChange = try #require(parsed.ids(.closure).first { parsed.tree.text($0).hasPrefix("{ [weak self]") })
        #expect(parsed.tree.children(onChange).filter { parsed.tree.kind($0) == .parameter }.map { parsed.tree.nameText($0) } == ["old", "new"])
        let vstack = try #require(parsed.ids(.call).first { parsed.tree.nameText($0) == "VStack" })
        let children = try #require(parsed.tree.child(vstack, .closure))
        #expect(parsed.childKinds(children) == [.call, .call])
    }

    @Test("Member chains with optional chaining, ??, precedence, ternaries, casts, initialisers")
    func expressions() throws {
        let parsed = Parsed("""
            let a = state.batters.first?.runs ?? 0
            let b = x + y * z
            let c = isLive ? state.statusText : "Final"
            let d = value as? Int
            let e = Int(game.awayScore ?? "")
            let f = Double(overs) / 20
            """)
        #expect(parsed.texts(.member) .contains("state.batters.first?.runs"))
        let runs = try #require(parsed.node(.member, "state.batters.first?.runs"))
        #expect(parsed.tree[runs].flags.contains(.optionalChain))
        let coalesce = try #require(parsed.node(.binary, "state.batters.first?.runs ?? 0"))
        #expect(parsed.tree.nameText(coalesce) == "??")
        let sum = try #require(parsed.node(.binary, "x + y * z"))
        #expect(parsed.childTexts(sum) == ["x", "y * z"])
        #expect(parsed.childTexts(try #require(parsed.ids(.ternary).first)) == ["isLive", "state.statusText", "\"Final\""])
        #expect(parsed.childKinds(try #require(parsed.ids(.cast).first)) == [.name, .type])
        let conversion = try #require(parsed.node(.call, "Int(game.awayScore ?? \"\")"))
        #expect(parsed.tree.nameText(conversion) == "Int")
        #expect(parsed.childTexts(try #require(parsed.node(.binary, "Double(overs) / 20"))) == ["Double(overs)", "20"])
    }

    @Test("Interpolation segments, labelled ones included, and strings nested inside them")
    func interpolation() throws {
        let parsed = Parsed(#"let s = "Need \(chase.runs) from \(balls, specifier: "%d") \("inner \(x)")""#)
        #expect(parsed.texts(.interpolation) == [#"\(chase.runs)"#, #"\(balls, specifier: "%d")"#, #"\("inner \(x)")"#, #"\(x)"#])
        let labelled = try #require(parsed.ids(.interpolation).dropFirst().first)
        #expect(parsed.childKinds(labelled) == [.argument, .argument])
        #expect(parsed.tree.nameText(parsed.tree.children(labelled).map { $0 }[1]) == "specifier")
    }

    @Test("What the parser does not know is opaque, and parsing goes on after it")
    func unknownConstructs() {
        let parsed = Parsed("""
            precedencegroup Power { higherThan: MultiplicationPrecedence }
            #if DEBUG
            let a = 1
            #endif
            let b = ) ] 2
            let c = foo(1)
            """)
        #expect(parsed.ids(.opaque).count >= 3)
        #expect(parsed.ids(.binding).map { parsed.tree.nameText($0) } == ["a", "b", "c"])
        #expect(parsed.texts(.call) == ["foo(1)"])
        #expect(parsed.tree.invariantViolation() == nil)
    }

    @Test("A token's innermost node")
    func tokenOwner() throws {
        let parsed = Parsed("let x = state.score.formatted()")
        let file = parsed.tree.file
        let formatted = try #require(file.tokens.indices.first { file.text($0) == "formatted" })
        #expect(parsed.tree.kind(parsed.tree.node(atToken: formatted)) == .member)
        let root = parsed.tree.root
        #expect(parsed.tree.ancestors(parsed.tree.node(atToken: formatted)).contains(root))
    }
}

@Suite("Syntax: TypeScript")
struct TypeScriptSyntaxTests {
    @Test("Interfaces, type aliases with object types, Zod schemas, exported consts")
    func declarations() throws {
        let parsed = Parsed("""
            export interface FollowBody { matchId: string; deviceToken?: string }
            type Team = { id: string, name: string }
            export const FollowSchema = z.object({ matchId: z.string(), startsAt: z.number() });
            export type Follow = z.infer<typeof FollowSchema>;
            """, path: "backend/src/routes/follow.ts")
        let interface = try #require(parsed.ids(.typeDeclaration).first)
        #expect(parsed.tree[interface].typeDeclarationKind == .interface)
        #expect(parsed.tree[interface].flags.contains(.exported))
        #expect(parsed.ids(.binding).map { parsed.tree.nameText($0) } == ["matchId", "deviceToken", "id", "name", "FollowSchema"])
        #expect(parsed.ids(.typeAlias).map { parsed.tree.nameText($0) } == ["Team", "Follow"])
        let schema = try #require(parsed.node(.call, "z.object({ matchId: z.string(), startsAt: z.number() })"))
        #expect(parsed.tree.nameText(schema) == "object")
        #expect(parsed.ids(.property).map { parsed.tree.nameText($0) } == ["matchId", "startsAt"])
    }

    @Test("Arrow functions, template literals, object literals, new, await, optional chaining")
    func expressions() throws {
        let parsed = Parsed("""
            export async function handler(event: Event): Promise<Result> {
              const body = JSON.parse(event.body ?? "{}");
              const note = `Need ${need} from ${ballsLeft} balls`;
              await Promise.all(rows.map(async (row) => ddb.send(new PutCommand({ TableName: table, Item: row }))));
              return { statusCode: 200, body: user?.name };
            }
            """, path: "backend/src/routes/follow.ts")
        let handler = try #require(parsed.ids(.function).first)
        #expect(parsed.tree.nameText(handler) == "handler" && parsed.tree[handler].flags.contains(.async))
        #expect(parsed.texts(.interpolation) == ["${need}", "${ballsLeft}"])
        let arrow = try #require(parsed.ids(.closure).first)
        #expect(parsed.tree[arrow].flags.contains(.arrow) && parsed.tree[arrow].flags.contains(.async))
        #expect(parsed.childKinds(arrow) == [.parameter, .call])
        let construct = try #require(parsed.ids(.call).first { parsed.tree[$0].flags.contains(.construct) })
        #expect(parsed.tree.nameText(construct) == "PutCommand")
        #expect(parsed.ids(.property).map { parsed.tree.nameText($0) } == ["TableName", "Item", "statusCode", "body"])
        #expect(parsed.tree[try #require(parsed.node(.member, "user?.name"))].flags.contains(.optionalChain))
        #expect(parsed.texts(.prefix).first == "await Promise.all(rows.map(async (row) => ddb.send(new PutCommand({ TableName: table, Item: row }))))")
    }

    @Test("if, switch, for-of, try/catch, classes with members")
    func statements() throws {
        let parsed = Parsed("""
            class Store { private table = "follows"; async put(item: Item): Promise<void> { await this.client.put(item); } }
            for (const follow of follows) { if (!follow.active) continue; }
            switch (state) { case "live": return "Live"; default: break; }
            try { run(); } catch (error) { log(error); } finally { done(); }
            """, path: "backend/src/stores/store.ts")
        let store = try #require(parsed.ids(.typeDeclaration).first)
        #expect(parsed.tree[store].typeDeclarationKind == .class)
        #expect(parsed.ids(.function).map { parsed.tree.nameText($0) } == ["put"])
        let loop = try #require(parsed.ids(.forStatement).first)
        #expect(parsed.tree.nameText(try #require(parsed.tree.child(loop, .binding))) == "follow")
        #expect(parsed.texts(.condition) == ["!follow.active", "state"])
        #expect(parsed.ids(.caseClause).count == 2)
        #expect(parsed.ids(.doStatement).count == 1)
    }

    @Test("A decorator with arguments is a call of its factory, from its @; a braceless if's `;` ends its branch, so its else is its own")
    func decoratorsAndBracelessIf() throws {
        let parsed = Parsed("""
            class FollowsController {
              @Get(":id")
              @Api.Ok()
              @Injectable
              find(id: string) { if (!id) throw new Error("no id"); else return this.store.get(id); }
            }
            """, path: "backend/src/routes/follows.controller.ts")
        #expect(parsed.texts(.call).contains("@Get(\":id\")"))
        #expect(parsed.texts(.call).contains("@Api.Ok()"))
        #expect(parsed.texts(.attribute) == ["@Get(\":id\")", "@Api.Ok()", "@Injectable"])
        let branch = try #require(parsed.ids(.ifStatement).first)
        #expect(parsed.tree.text(branch).hasSuffix("else return this.store.get(id);"))
        #expect(parsed.tree.invariantViolation() == nil)
    }

    @Test("JSX: the expressions in braces are parsed, the tags spanned")
    func jsx() {
        let parsed = Parsed("const view = <Card title={format(score)}>{items.map((i) => <Row key={i.id} />)}</Card>;",
                            path: "web/src/View.tsx")
        #expect(parsed.texts(.call).contains("format(score)"))
        #expect(parsed.texts(.member).contains("i.id"))
        #expect(parsed.tree.invariantViolation() == nil)
    }
}
