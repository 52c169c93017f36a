// What one Swift file declares, as the project model needs it: each type with its kind,
// conformances, stored and computed properties with their declared types, and methods.

/// A type as written in a declaration: `[BatterLine]`, `String?`, `ActivityViewContext<A>`.
public struct TypeShape: Sendable, Hashable, CustomStringConvertible {
    /// The named type: the element of an array or set, the wrapped type of an optional, the
    /// value of a dictionary (`MatchDisplayState.BatterLine`, `String`).
    public let name: String
    /// `[T]`, `Set<T>`, `[K: T]`: `name` is the element (the value, for a dictionary).
    public let isCollection: Bool
    public let isOptional: Bool
    /// Generic arguments of the named type (`ActivityViewContext<ScoreAttributes>` → `ScoreAttributes`).
    public let arguments: [String]
    /// `[K: V]`: a collection whose keys the app chose, whatever its values hold.
    public let isDictionary: Bool
    /// `Dictionary(grouping: rows, by: …)`: a dictionary each of whose values is a list of `name`.
    public let isGrouping: Bool

    public init(name: String, isCollection: Bool = false, isOptional: Bool = false, arguments: [String] = [], isDictionary: Bool = false,
                isGrouping: Bool = false) {
        self.name = name
        self.isCollection = isCollection
        self.isOptional = isOptional
        self.arguments = arguments
        self.isDictionary = isDictionary
        self.isGrouping = isGrouping
    }

    /// The rows of `rows` grouped by a key: `[K: [rows' element]]`.
    public static func grouping(_ rows: TypeShape) -> TypeShape {
        TypeShape(name: rows.name, isCollection: true, isDictionary: true, isGrouping: true)
    }

    /// The last component of a qualified name (`MatchDisplayState.BatterLine` → `BatterLine`).
    public var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }

    /// The same shape under another name (the model's qualified one).
    public func renamed(_ newName: String) -> TypeShape {
        TypeShape(name: newName, isCollection: isCollection, isOptional: isOptional, arguments: arguments, isDictionary: isDictionary,
                  isGrouping: isGrouping)
    }

    /// An element of a collection (a group's list, for a grouping), or the wrapped value of an optional.
    public var element: TypeShape { isGrouping ? TypeShape(name: name, isCollection: true) : TypeShape(name: name) }

    /// The same shape, not optional (`x ?? fallback`).
    public var unwrapped: TypeShape {
        TypeShape(name: name, isCollection: isCollection, arguments: arguments, isDictionary: isDictionary, isGrouping: isGrouping)
    }

    public var description: String {
        (isCollection ? "[\(name)]" : name) + (isOptional ? "?" : "")
    }

    public static let string = TypeShape(name: "String")
}

/// A property or method a type declares.
public struct DeclaredMember: Sendable {
    public enum Kind: Sendable { case storedProperty, computedProperty, method }
    public let name: String
    public let kind: Kind
    /// The declared type (a property's annotation, inferred from `= Type(…)`, or a method's return type).
    public let type: TypeShape?
    public let isStatic: Bool
    /// The property wrapper, without `@` (`State`, `Binding`, `AppStorage`).
    public let wrapper: String?
    /// A method whose result is one of its own type parameters (`func send<R: Decodable>(_:) -> R`):
    /// what it returns is what its caller asks for.
    public var returnsTypeParameter = false
    /// A computed property whose getter reads one of its type's properties kept by a local-state
    /// wrapper (`var mode: Mode { Mode(rawValue: modeRaw) ?? .ask }` over `@AppStorage var
    /// modeRaw`): that wrapper. The user's own setting, whatever type it returns.
    public var readsWrapper: String? = nil
}

/// A type (or an extension of one) declared in a file.
public struct DeclaredType: Sendable {
    public let kind: SwiftTypeDeclaration.Kind
    /// Qualified by the types it is nested in (`ScoreAttributes.ContentState`); for an
    /// extension, the extended type as written.
    public let name: String
    public let conformances: [String]
    public let members: [DeclaredMember]
    public let path: String
    public let line: Int
    /// Declared in a generated file (the schema code generator's output).
    public let isGenerated: Bool
    /// `typealias ContentState = LiveActivityDisplayState` naming a type of another file: the
    /// model gives this name that type's declaration once every file is read.
    public var aliasOf: String? = nil
    /// An initializer that makes a fresh identity by default (`init(id: UUID = UUID(), …)`) and
    /// stored properties the app changes (`var`): a record the app creates and edits itself (a
    /// saved route, a schedule), whatever else decodes it. (A copy of what was fetched, kept for
    /// a widget, makes its own id too, but is not edited.)
    public var isAppMadeRecord = false
}

extension SourceFile {
    /// The types this Swift file declares, for the project model, as found at `path`
    /// (`generated`: the file is generated code).
    public func declaredTypes(path: String, generated: Bool) -> [DeclaredType] {
        guard language == .swift else { return [] }
        return memo.value("declaredTypes") { computeDeclaredTypes(path: path, generated: generated) }
    }

    /// `init(id: UUID = UUID(), …)` and a stored `var` among the type's own members.
    private func isAppMadeRecord(_ type: SwiftTypeDeclaration) -> Bool {
        let members = members(of: type)
        return members.contains { $0.kind == .var && !$0.isComputed && !$0.modifiers.contains { isOne($0, of: ["static", "class"]) } }
            && members.contains { $0.kind == .initializer && makesID(initializerAt: $0.keyword) }
    }

    /// An initializer's parameter list holds `id: UUID = UUID()`.
    private func makesID(initializerAt keyword: Int) -> Bool {
        guard var paren = nextSignificant(after: keyword) else { return false }
        if self.is(paren, "?") || self.is(paren, "!"), let after = nextSignificant(after: paren) { paren = after }
        guard kind(paren) == .openParen, let end = partner(of: paren) else { return false }
        return (paren + 1..<end).contains { p in
            guard enclosing[p] == Int32(paren), kind(p) == .identifier, self.is(p, "id"), let colon = nextSignificant(after: p), kind(colon) == .colon,
                  let type = nextSignificant(after: colon), self.is(type, "UUID"), let equals = nextSignificant(after: type), self.is(equals, "="),
                  let value = nextSignificant(after: equals) else { return false }
            return self.is(value, "UUID") && kind(after: value) == .openParen
        }
    }

    private func computeDeclaredTypes(path: String, generated: Bool) -> [DeclaredType] {
        let types = swiftTypeDeclarations()
        var byBody: [Int: Int] = [:]
        for (n, type) in types.enumerated() { if let open = type.bodyOpen { byBody[open] = n } }
        var qualified: [String] = []
        for type in types {
            var name = dottedName(startingAt: type.name)
            // Nested: prefix the enclosing types' names, innermost last.
            var opener = enclosing[type.keyword]
            while opener >= 0 {
                if let parent = byBody[Int(opener)], parent < qualified.count { name = qualified[parent] + "." + name; break }
                opener = enclosing[Int(opener)]
            }
            qualified.append(name)
        }
        var declared = types.enumerated().map { n, type in
            // SwiftData's `@Model` makes the class a PersistentModel: a local store, whatever it holds.
            var declaration = DeclaredType(kind: type.kind, name: qualified[n],
                         conformances: type.inherited.map { text($0) } + (type.modifiers.contains { self.is($0, "@Model") } ? ["PersistentModel"] : []),
                         members: declaredMembers(of: type), path: path, line: position(of: tokens[type.keyword].start).line.value,
                         isGenerated: generated)
            declaration.isAppMadeRecord = isAppMadeRecord(type)
            return declaration
        }
        // `typealias ContentState = MatchLiveActivity` in an ActivityAttributes: the nested type
        // under the name the framework asks for, declared again by that name.
        for k in tokens.indices where tokens[k].kind == .keyword && self.is(k, "typealias") {
            guard enclosing[k] >= 0, let n = byBody[Int(enclosing[k])], let alias = nextSignificant(after: k), kind(alias) == .identifier,
                  let equals = nextSignificant(after: alias), self.is(equals, "="), let target = nextSignificant(after: equals),
                  kind(target) == .identifier else { continue }
            let targetName = dottedName(startingAt: target)
            guard let aliased = declared.first(where: { $0.kind != .extension && ($0.name == qualified[n] + "." + targetName || $0.name == targetName) })
            else {
                declared.append(DeclaredType(kind: .struct, name: qualified[n] + "." + text(alias), conformances: [], members: [], path: path,
                                             line: position(of: tokens[k].start).line.value, isGenerated: generated, aliasOf: targetName))
                continue
            }
            declared.append(DeclaredType(kind: aliased.kind, name: qualified[n] + "." + text(alias), conformances: aliased.conformances,
                                         members: aliased.members, path: path, line: aliased.line, isGenerated: generated))
        }
        return declared
    }

    /// `A.B.C` from its first identifier.
    public func dottedName(startingAt i: Int) -> String {
        var name = text(i)
        var last = i
        while let dot = nextSignificant(after: last), kind(dot) == .dot, let next = nextSignificant(after: dot),
              kind(next) == .identifier {
            name += "." + text(next)
            last = next
        }
        return name
    }

    private func declaredMembers(of type: SwiftTypeDeclaration) -> [DeclaredMember] {
        let members = members(of: type)
        var wrapped: [String: String] = [:]
        for member in members where !member.isComputed && (member.kind == .var || member.kind == .let) {
            guard let name = member.name, let attribute = member.modifiers.first(where: { kind($0) == .attribute }) else { continue }
            let wrapper = String(text(attribute).dropFirst())
            if RuleContext.localStateWrappers.contains(wrapper) { wrapped[text(name)] = wrapper }
        }
        return members.compactMap { member in
            guard let name = member.name else { return nil }
            let isStatic = any(member.modifiers, is: "static") || any(member.modifiers, is: "class")
            let wrapper = member.modifiers.first { kind($0) == .attribute }.map { String(text($0).dropFirst()) }
            switch member.kind {
            case .let, .var:
                let kind: DeclaredMember.Kind = member.isComputed ? .computedProperty : .storedProperty
                var declared = DeclaredMember(name: text(name), kind: kind, type: declaredType(afterName: name), isStatic: isStatic,
                                              wrapper: wrapper)
                if member.isComputed, !wrapped.isEmpty, let open = member.bodyOpen, let close = partner(of: open) {
                    declared.readsWrapper = (open + 1..<close).lazy.compactMap { k in
                        self.kind(k) == .identifier ? wrapped[self.text(k)] : nil }.first
                }
                return declared
            case .func:
                let result = returnType(ofFunctionNamed: name)
                return DeclaredMember(name: text(name), kind: .method, type: result, isStatic: isStatic, wrapper: nil,
                                      returnsTypeParameter: result.map { typeParameters(ofFunctionNamed: name).contains($0.name) } ?? false)
            default:
                return nil
            }
        }
    }

    /// The type of `name: Type`, or of `= Type(…)` / `= Type.member` when there is no annotation.
    public func declaredType(afterName name: Int) -> TypeShape? {
        guard let next = nextSignificant(after: name) else { return nil }
        if kind(next) == .colon, let first = nextSignificant(after: next) {
            return typeShape(startingAt: first)
        }
        if kind(next) == .operator, self.is(next, "="), let value = nextSignificant(after: next),
           kind(value) == .identifier, text(value).first?.isUppercase == true,
           let after = nextSignificant(after: value), kind(after) == .openParen || kind(after) == .dot {
            return typeShape(startingAt: value)
        }
        return nil
    }

    /// The names of `func f<A, B: P>(…)`'s type parameters.
    private func typeParameters(ofFunctionNamed name: Int) -> [String] {
        guard let open = nextSignificant(after: name), self.is(open, "<"), let close = closingAngle(after: open) else { return [] }
        var names: [String] = []
        var expectsName = true, depth = 0
        for j in open + 1..<close where !kind(j).isTrivia {
            if self.is(j, "<") || kind(j) == .openParen || kind(j) == .openBracket { depth += 1 }
            if self.is(j, ">") || kind(j) == .closeParen || kind(j) == .closeBracket { depth -= 1 }
            if depth == 0, kind(j) == .identifier, expectsName { names.append(text(j)) }
            expectsName = depth == 0 && kind(j) == .comma
        }
        return names
    }

    /// `func f(…) -> Type`: the return type.
    private func returnType(ofFunctionNamed name: Int) -> TypeShape? {
        var j = nextSignificant(after: name)
        while let k = j, kind(k) != .openParen { if kind(k) == .openBrace || kind(k) == .newline { return nil }; j = nextSignificant(after: k) }
        guard let open = j, let close = partner(of: open) else { return nil }
        var k = nextSignificant(after: close)
        while let t = k, kind(t) == .keyword, isOne(t, of: ["async", "throws", "rethrows"]) { k = nextSignificant(after: t) }
        guard let arrow = k, self.is(arrow, "->"), let first = nextSignificant(after: arrow) else { return nil }
        return typeShape(startingAt: first)
    }

    /// Reads a type written from token `i`: `String`, `[T]`, `[K: V]`, `T?`, `Set<T>`,
    /// `Optional<T>`, `A.B<C>`, `some View`, `any AuthService`. Nil for tuples and functions.
    public func typeShape(startingAt i: Int) -> TypeShape? {
        var j = i
        if kind(j) == .keyword || kind(j) == .identifier, isOne(j, of: ["some", "any", "inout"]),
           let next = nextSignificant(after: j) { j = next }
        var shape: TypeShape
        var end: Int
        if kind(j) == .openBracket, let close = partner(of: j) {
            // `[T]` or `[K: V]`: the element, or the dictionary's value.
            var first = nextSignificant(after: j)
            var k = first
            var isDictionary = false
            while let t = k, t < close {
                if kind(t) == .colon, enclosingOpener(of: t) == j { first = nextSignificant(after: t); isDictionary = true; break }
                k = nextSignificant(after: t)
            }
            guard let start = first, start < close, let inner = typeShape(startingAt: start) else { return nil }
            shape = TypeShape(name: inner.name, isCollection: true, isOptional: false, arguments: inner.arguments, isDictionary: isDictionary)
            end = close
        } else if kind(j) == .identifier || (kind(j) == .keyword && self.is(j, "Self")) {
            var name = text(j)
            end = j
            var arguments: [String] = []
            while true {
                if let open = nextSignificant(after: end), kind(open) == .operator, self.is(open, "<"),
                   let close = closingAngle(after: open) {
                    arguments = genericArguments(open, close)
                    end = close
                }
                guard let dot = nextSignificant(after: end), kind(dot) == .dot, let next = nextSignificant(after: dot),
                      kind(next) == .identifier else { break }
                name += "." + text(next)
                end = next
            }
            switch (name, arguments.count) {
            // A store's fetched rows (`@FetchRequest var games: FetchedResults<Game>`) are a list of them.
            case ("Array", 1), ("Set", 1), ("ArraySlice", 1), ("ContiguousArray", 1), ("FetchedResults", 1):
                shape = TypeShape(name: arguments[0], isCollection: true)
            case ("Optional", 1):
                shape = TypeShape(name: arguments[0], isOptional: true)
            case ("Dictionary", 2):
                shape = TypeShape(name: arguments[1], isCollection: true)
            default:
                shape = TypeShape(name: name, arguments: arguments)
            }
        } else {
            return nil
        }
        if let mark = nextSignificant(after: end), kind(mark) == .operator, self.is(mark, "?") || self.is(mark, "!"),
           tokens[mark].start == tokens[end].end {
            shape = TypeShape(name: shape.name, isCollection: shape.isCollection, isOptional: true, arguments: shape.arguments)
        }
        return shape
    }

    /// The `>` closing the generic clause opened at `open`, within one line.
    private func closingAngle(after open: Int) -> Int? {
        var depth = 0
        var j: Int? = open
        var steps = 0
        while let k = j, steps < 64 {
            steps += 1
            if kind(k) == .newline || kind(k) == .openBrace { return nil }
            if kind(k) == .operator {
                if self.is(k, "<") { depth += 1 }
                if self.is(k, ">") { depth -= 1; if depth == 0 { return k } }
                if self.is(k, ">>") { depth -= 2; if depth <= 0 { return k } }
            }
            j = nextSignificant(after: k)
        }
        return nil
    }

    /// The top-level type names between `<` and `>` (`<A, B<C>>` → `A`, `B`).
    private func genericArguments(_ open: Int, _ close: Int) -> [String] {
        var result: [String] = []
        var depth = 0
        var expectName = true
        var j = open + 1
        while j < close {
            if kind(j) == .operator, self.is(j, "<") { depth += 1 } else if kind(j) == .operator, self.is(j, ">") { depth -= 1 }
            else if depth == 0, kind(j) == .comma { expectName = true }
            else if depth == 0, expectName, kind(j) == .identifier, let shape = typeShape(startingAt: j) {
                result.append(shape.name)
                expectName = false
            }
            j += 1
        }
        return result
    }
}

extension RuleContext {
    /// The types this Swift file declares, for the project model.
    public func declaredTypes() -> [DeclaredType] {
        file.declaredTypes(path: path, generated: roles.contains(.generated))
    }
}
