// Indexes over a file's syntax tree, built once per file on first use: what provenance
// looks up per question (calls by name, locals by scope) instead of walking the tree each time.

/// The file's calls by callee name, built once on first use: what a parameter is passed is
/// asked at every call site, and a walk over every node per question was the profile's top.
final class CallIndex: Sendable {
    let byName: [String: [Int32]]

    init(_ tree: SyntaxTree) {
        var byName: [String: [Int32]] = [:]
        for node in tree.descendants(tree.root) where tree.kind(node) == .call && tree[node].name >= 0 {
            byName[tree.nameText(node), default: []].append(Int32(node))
        }
        self.byName = byName
    }
}

/// The file's struct, class, enum and actor declarations by simple name (extensions left out),
/// built once on first use: provenance asks for a type's own stored properties by name.
final class TypeDeclarationIndex: Sendable {
    let byName: [String: [Int32]]

    init(_ tree: SyntaxTree) {
        var byName: [String: [Int32]] = [:]
        for node in tree.descendants(tree.root) where tree.kind(node) == .typeDeclaration && tree[node].typeDeclarationKind != .extension {
            byName[tree.nameText(node), default: []].append(Int32(node))
        }
        self.byName = byName
    }
}

/// The file's nodes of one kind by their name, in source order, built once on first use: where a
/// local is read (`.name`), where a name is declared (`.binding`), a function (`.function`). Rules asked these per local
/// by walking the function or the file, which was quadratic in a function of many locals.
final class NodesByName: Sendable {
    let byName: [String: [Int32]]

    init(_ tree: SyntaxTree, kind: SyntaxKind) {
        var byName: [String: [Int32]] = [:]
        for node in tree.descendants(tree.root) where tree.kind(node) == kind {
            byName[tree.nameText(node), default: []].append(Int32(node))
        }
        self.byName = byName
    }
}

/// What each scope declares, by name: the `let`/`var` bindings of its statements (and their
/// tuple elements) and its `guard let`s, with the statement that declares them, in source order.
final class LocalIndex: Sendable {
    struct Entry: Sendable {
        let statement: Int32
        let binding: Int32
    }

    let byScope: [Int32: [String: [Entry]]]

    init(_ tree: SyntaxTree) {
        var byScope: [Int32: [String: [Entry]]] = [:]
        func add(_ binding: SyntaxID, statement: SyntaxID, scope: SyntaxID) {
            let name = tree.nameText(binding)
            guard !name.isEmpty else { return }
            byScope[Int32(scope), default: [:]][name, default: []].append(Entry(statement: Int32(statement), binding: Int32(binding)))
        }
        for statement in tree.descendants(tree.root) + [tree.root] {
            guard let scope = tree.parent(statement) else { continue }
            switch tree.kind(statement) {
            case .variable:
                for binding in tree.children(statement) where tree.kind(binding) == .binding {
                    add(binding, statement: statement, scope: scope)
                    for element in tree.children(binding) where tree.kind(element) == .binding { add(element, statement: statement, scope: scope) }
                }
            case .guardStatement:
                for condition in tree.children(statement) where tree.kind(condition) == .condition {
                    for binding in tree.children(condition) where tree.kind(binding) == .binding { add(binding, statement: statement, scope: scope) }
                }
            default:
                continue
            }
        }
        self.byScope = byScope
    }
}

extension SyntaxTree {
    /// The file's index of local declarations by scope, built once on first use.
    var localIndex: LocalIndex { file.shared("localIndex") { LocalIndex(self) } }

    /// The `name` nodes that read or write `name`, in source order.
    package func uses(ofName name: String) -> [SyntaxID] {
        file.shared("nameUses") { NodesByName(self, kind: .name) }.byName[name]?.map(Int.init) ?? []
    }

    /// The functions and methods named `name`, in source order.
    package func functions(named name: String) -> [SyntaxID] {
        file.shared("functionsByName") { NodesByName(self, kind: .function) }.byName[name]?.map(Int.init) ?? []
    }

    /// The bindings (`let`, `var`, `const`, parameters) that declare `name`, in source order.
    package func bindings(named name: String) -> [SyntaxID] {
        file.shared("bindingsByName") { NodesByName(self, kind: .binding) }.byName[name]?.map(Int.init) ?? []
    }

    /// The `return` statements of a body, not those of the closures, functions and types
    /// declared inside it.
    public func returnStatements(in body: SyntaxID) -> [SyntaxID] {
        var found: [SyntaxID] = []
        var stack = Array(children(body))
        while let next = stack.popLast() {
            switch kind(next) {
            case .returnStatement: found.append(next)
            case .function, .closure, .typeDeclaration: continue
            default: stack.append(contentsOf: children(next))
            }
        }
        return found
    }

    /// The type declarations (not extensions) named `name`, in source order.
    public func typeDeclarations(named name: String) -> [SyntaxID] {
        (file.shared("typeDeclarationIndex") { TypeDeclarationIndex(self) }.byName[name] ?? []).map(Int.init)
    }

    /// The calls whose callee's last name is `name`, in source order.
    public func calls(named name: String) -> [SyntaxID] {
        (file.shared("callIndex") { CallIndex(self) }.byName[name] ?? []).map(Int.init)
    }
}
