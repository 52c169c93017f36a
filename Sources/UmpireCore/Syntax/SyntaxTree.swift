// The syntax layer: what the tokens of a Swift or TypeScript file are, as a tree of nodes that
// hold token ranges (never copies of text), built once per file the first time a rule asks.
// Findings still point at tokens and fixes still edit bytes; the tree only tells a rule what
// an expression is, what it belongs to and what it is made of.

/// What a node is. Children are listed in source order; each kind says which it has.
public enum SyntaxKind: UInt8, Sendable, CaseIterable {
    /// The file: its statements and declarations.
    case file
    /// `{ … }` of statements: a function's, an `if`'s or a type's body.
    case block
    /// Tokens the parser does not know: spanned, never interpreted (a `#if` line, an operator
    /// declaration, a stray token). Rules see through nothing inside.
    case opaque

    // Declarations. `name` is the declared name's token.
    /// `struct`/`class`/`enum`/`protocol`/`actor`/`extension`, a TypeScript `class` or
    /// `interface`: attributes, inherited types (`type`), then the body (`block`).
    /// `flags` holds the `TypeDeclarationKind`.
    case typeDeclaration
    /// `let`/`var`/`const`: one `binding` per name. `flags` has `.constant` for `let`/`const`,
    /// `.isStatic`, and `.exported`.
    case variable
    /// A name a `variable` (or a condition's `if let`) declares: `name` is the name's token
    /// (-1 for a pattern), then its `type`, its initial value, and its accessors or getter
    /// (`block`). `flags` has `.computed` when a getter body follows.
    case binding
    /// `func`, `init`, `subscript`, a TypeScript `function` or method: `parameter`s, the result
    /// `type`, the body (`block`). `name` is the name (or the `init` keyword).
    case function
    /// One parameter: `name` is the name used inside, `aux` the argument label written
    /// before it (Swift), then its `type` and default value.
    case parameter
    /// `case a, b(Int)` in an enum: one node per element, `name` its name.
    case enumCase
    /// `typealias X = …`, TypeScript `type X = …`: `name`, then the aliased `type`.
    case typeAlias
    /// `import …`.
    case `import`
    /// `@Attribute(…)` or a TypeScript decorator: `name` is the attribute's token.
    case attribute
    /// A written type (`[MatchDisplayState.BatterLine]?`, `{ runs: number }`): `name` is the
    /// principal name (the element of an array or optional, the wrapped value).
    case type

    // Statements. `name` is the introducing keyword.
    /// `if conditions { … } else …`: the `condition`s, the `block`, then the `else` branch
    /// (a `block` or an `ifStatement`).
    case ifStatement
    /// `guard conditions else { … }`: `condition`s, then the `block`.
    case guardStatement
    /// `switch subject { case … }`: the subject, then `caseClause`s.
    case switchStatement
    /// `case patterns:` or `default:` with its statements: the patterns (expressions), then
    /// the statements. `name` is `case` or `default`.
    case caseClause
    /// One condition of an `if`, `guard` or `while`: an expression, or a `binding` for
    /// `let x = …`, or a `case` pattern with its value.
    case condition
    /// `for pattern in sequence { … }` / `for (…; …; …)`: the pattern's `binding`s, the sequence, the body.
    case forStatement
    /// `while`, `repeat … while`, `do … while`.
    case whileStatement
    /// `do { } catch { }` / `try { } catch { } finally { }`: blocks and `catch` clauses.
    case doStatement
    /// `return value`, `throw value`: the value if any.
    case returnStatement
    case throwStatement
    /// `defer`, `break`, `continue`, `fallthrough` and other keyword statements.
    case jumpStatement

    // Expressions.
    /// A name used as a value (`state`, `$0`, `self`): `name` is its token.
    case name
    /// A number, `true`, `false`, `nil`, `null`, a regular expression.
    case literal
    /// A string or template literal: `interpolation` children, one per `\(…)` or `${…}`.
    case string
    /// One `\(…)` or `${…}`: the expression inside (Swift's labelled `\(x, specifier:)` as
    /// `argument`s).
    case interpolation
    /// `base.name`, `base?.name`, `.name` (an implicit member, no base): `name` is the
    /// member's token; `flags` has `.optionalChain` after `?.`.
    case member
    /// `callee(arguments) { trailing }`: the callee, then `argument`s, then trailing `closure`s
    /// (a labelled one as an `argument`). `name` is the callee's last name (`Text`, `formatted`).
    case call
    /// One argument: `name` is its label (-1 when it has none), then its value.
    case argument
    /// `base[index]`: the base, then `argument`s.
    case `subscript`
    /// `{ params in … }`, `(x) => …`, `function (…) { … }`: `parameter`s, then the body
    /// (`block`, or an expression for an arrow's concise body). `flags` has `.arrow`.
    case closure
    /// `left op right`, assignments included: `name` is the operator's token.
    case binary
    /// `!x`, `-x`, `&x`, `...x`, `typeof x`, `new X(…)`, `await x`, `try x`: `name` the operator.
    case prefix
    /// `x!`, `x?`, `x++`: `name` the operator.
    case postfix
    /// `condition ? a : b`.
    case ternary
    /// `x as T`, `x as? T`, `x is T`, `x satisfies T`: the value, then the `type`.
    case cast
    /// `(a, b)`, `(x)`: `argument`s.
    case tuple
    /// `[a, b]`: elements.
    case array
    /// `[k: v]`: `argument`s whose label position holds the key expression's first token.
    case dictionary
    /// `{ a: 1, b, ...c }`: `property` children.
    case object
    /// `key: value` in an object literal: `name` is the key's token, then the value.
    case property
    /// `\.path`, `\Type.path`.
    case keyPath
    /// `#Preview { … }`, `#selector(…)`, JSX: a construct spanned with its inner expressions.
    case macro
}

extension SyntaxKind {
    /// An expression that has a value (a name, a literal, a call, an operator…), as opposed to
    /// a declaration, a statement or a part of one.
    public var isValue: Bool {
        switch self {
        case .name, .literal, .string, .member, .call, .subscript, .binary, .prefix, .postfix, .ternary, .cast, .tuple,
             .array, .dictionary, .object, .keyPath, .closure: true
        default: false
        }
    }
}

/// What a `typeDeclaration` declares, kept in its flags.
public enum TypeDeclarationKind: UInt16, Sendable {
    case `struct` = 1, `class`, `enum`, `protocol`, actor, `extension`, interface
}

/// Bits of a node's flags.
public struct SyntaxFlags: OptionSet, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    public static let constant = SyntaxFlags(rawValue: 1 << 4)
    public static let isStatic = SyntaxFlags(rawValue: 1 << 5)
    public static let computed = SyntaxFlags(rawValue: 1 << 6)
    public static let optionalChain = SyntaxFlags(rawValue: 1 << 7)
    public static let arrow = SyntaxFlags(rawValue: 1 << 8)
    public static let exported = SyntaxFlags(rawValue: 1 << 9)
    public static let trailing = SyntaxFlags(rawValue: 1 << 10)
    /// A `binding` that is a parameter of a closure or a `for` loop's element.
    public static let element = SyntaxFlags(rawValue: 1 << 11)
    /// A TypeScript tagged template (`` sql`…` ``), a `call` of its tag.
    public static let taggedTemplate = SyntaxFlags(rawValue: 1 << 14)
    /// A TypeScript `new X(…)` call.
    public static let construct = SyntaxFlags(rawValue: 1 << 13)
    /// An `async` function or closure.
    public static let async = SyntaxFlags(rawValue: 1 << 12)
    static let kindMask: UInt16 = 0xF
}

/// One node: its kind, its first and last tokens (inclusive), its naming token, and its
/// place in the tree.
public struct SyntaxNode: Sendable {
    public let kind: SyntaxKind
    public let flagBits: UInt16
    /// First and last token indices (inclusive). A node spans at least one token.
    public let first: Int32
    public let last: Int32
    /// The token that names the node (see its kind), or -1.
    public let name: Int32
    /// A second token some kinds keep (a parameter's argument label), or -1.
    public let aux: Int32
    /// Nodes are stored children first: this node's descendants are `subtreeStart..<id`.
    let subtreeStart: Int32

    public var flags: SyntaxFlags { SyntaxFlags(rawValue: flagBits) }
    public var typeDeclarationKind: TypeDeclarationKind? { TypeDeclarationKind(rawValue: flagBits & SyntaxFlags.kindMask) }
}

/// A node's index in its tree.
public typealias SyntaxID = Int

/// The parsed nodes of one file and their links, kept in the file's memo. It holds no
/// reference to the file, so a file and its tree are not a cycle.
final class SyntaxStorage: Sendable {
    let nodes: ContiguousArray<SyntaxNode>
    let parents: [Int32]
    let firstChildren: [Int32]
    let nextSiblings: [Int32]

    init(nodes: ContiguousArray<SyntaxNode>) {
        self.nodes = nodes
        var parents = [Int32](repeating: -1, count: nodes.count)
        var firstChildren = [Int32](repeating: -1, count: nodes.count)
        var nextSiblings = [Int32](repeating: -1, count: nodes.count)
        // Children of `p` are found from its last one backwards: p-1, then the node before
        // that child's subtree, down to p's subtreeStart.
        for p in nodes.indices {
            var child = p - 1
            let start = Int(nodes[p].subtreeStart)
            var following: Int32 = -1
            while child >= start {
                parents[child] = Int32(p)
                nextSiblings[child] = following
                following = Int32(child)
                child = Int(nodes[child].subtreeStart) - 1
            }
            firstChildren[p] = following
        }
        self.parents = parents
        self.firstChildren = firstChildren
        self.nextSiblings = nextSiblings
    }
}

/// A file's syntax tree: nodes stored children first (post-order), with parent, first-child
/// and next-sibling links for walking either way. A view of the file and its parsed nodes,
/// cheap to copy.
public struct SyntaxTree: Sendable {
    public let file: SourceFile
    let storage: SyntaxStorage

    public var nodes: ContiguousArray<SyntaxNode> { storage.nodes }
    var parents: [Int32] { storage.parents }
    var firstChildren: [Int32] { storage.firstChildren }
    var nextSiblings: [Int32] { storage.nextSiblings }

    /// The file node (the last stored).
    public var root: SyntaxID { nodes.count - 1 }

    public subscript(id: SyntaxID) -> SyntaxNode { nodes[id] }

    public func kind(_ id: SyntaxID) -> SyntaxKind { nodes[id].kind }

    public func parent(_ id: SyntaxID) -> SyntaxID? {
        let p = parents[id]
        return p >= 0 ? Int(p) : nil
    }

    /// The children of a node in source order.
    public func children(_ id: SyntaxID) -> SyntaxChildren { SyntaxChildren(tree: self, cursor: firstChildren[id]) }

    public func firstChild(_ id: SyntaxID) -> SyntaxID? {
        let c = firstChildren[id]
        return c >= 0 ? Int(c) : nil
    }

    public func nextSibling(_ id: SyntaxID) -> SyntaxID? {
        let s = nextSiblings[id]
        return s >= 0 ? Int(s) : nil
    }

    /// The first child of a kind.
    public func child(_ id: SyntaxID, _ kind: SyntaxKind) -> SyntaxID? {
        children(id).first { nodes[$0].kind == kind }
    }

    /// Every node below `id` (not `id` itself), in post-order.
    public func descendants(_ id: SyntaxID) -> Range<Int> { Int(nodes[id].subtreeStart)..<id }

    /// Whether `inner` is `outer` or lies inside it.
    public func contains(_ outer: SyntaxID, _ inner: SyntaxID) -> Bool {
        inner <= outer && inner >= Int(nodes[outer].subtreeStart)
    }

    /// The ancestors of a node, innermost first.
    public func ancestors(_ id: SyntaxID) -> UnfoldSequence<SyntaxID, SyntaxID> {
        sequence(state: id) { current in
            guard let p = self.parent(current) else { return nil }
            current = p
            return p
        }
    }

    /// Byte range of a node: from its first token's start to its last token's end.
    public func byteRange(_ id: SyntaxID) -> Range<ByteOffset> {
        let n = nodes[id]
        return file.tokens[Int(n.first)].start..<file.tokens[Int(n.last)].end
    }

    /// The node's source text (allocates: for messages and tests).
    public func text(_ id: SyntaxID) -> String {
        let r = byteRange(id)
        return file.text(from: r.lowerBound, to: r.upperBound)
    }

    /// The text of a node's naming token, or "" when it has none.
    public func nameText(_ id: SyntaxID) -> String {
        let t = nodes[id].name
        return t >= 0 ? file.text(Int(t)) : ""
    }

    /// Whether the node's naming token is spelled `word`.
    public func isNamed(_ id: SyntaxID, _ word: StaticString) -> Bool {
        let t = nodes[id].name
        return t >= 0 && file.is(Int(t), word)
    }

    /// The innermost node whose tokens include token `index` (the file node when none does).
    public func node(atToken index: Int) -> SyntaxID {
        let owners = tokenOwners
        guard index >= 0, index < owners.count else { return root }
        return Int(owners[index])
    }

    /// For each token, the innermost node spanning it; computed on first use.
    var tokenOwners: [Int32] {
        file.shared("syntax.tokenOwners") {
            var owners = [Int32](repeating: Int32(root), count: file.tokens.count)
            // Each node claims the tokens between its children, so each token is written once.
            for id in nodes.indices {
                let n = nodes[id]
                var t = Int(n.first)
                for child in children(id) {
                    while t < Int(nodes[child].first) { owners[t] = Int32(id); t += 1 }
                    t = max(t, Int(nodes[child].last) + 1)
                }
                while t <= Int(n.last) { owners[t] = Int32(id); t += 1 }
            }
            return owners
        }
    }
}

/// The children of a node, first to last, without building an array.
public struct SyntaxChildren: Sequence, IteratorProtocol {
    let tree: SyntaxTree
    var cursor: Int32

    public mutating func next() -> SyntaxID? {
        guard cursor >= 0 else { return nil }
        let current = Int(cursor)
        cursor = tree.nextSiblings[current]
        return current
    }
}

extension SourceFile {
    /// The file's syntax tree, built on first use and shared by every rule (Swift and
    /// TypeScript; other languages get a file node alone).
    public var syntax: SyntaxTree {
        SyntaxTree(file: self, storage: shared("syntax") { SyntaxStorage(nodes: SyntaxParser.parse(self)) })
    }
}
