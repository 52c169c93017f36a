// Swift declarations found from tokens: types, their modifiers, conformances and members.

/// A `struct`, `class`, `enum`, `protocol`, `actor` or `extension` declaration.
public struct SwiftTypeDeclaration: Sendable {
    public enum Kind: String, Sendable { case `struct`, `class`, `enum`, `protocol`, actor, `extension` }

    public let kind: Kind
    /// The token index of the declaring keyword.
    public let keyword: Int
    /// The token index of the type's name (for an extension, the extended type).
    public let name: Int
    /// Attributes and modifiers before the keyword (`@MainActor`, `private`, `final`), as token indices.
    public let modifiers: [Int]
    /// The names in the inheritance clause, as token indices (`View`, `Codable`).
    public let inherited: [Int]
    public let bodyOpen: Int?
    public let bodyClose: Int?
    /// Whether the declaration is at file scope.
    public let isTopLevel: Bool
}

/// A member directly inside a type's body.
public struct SwiftMember: Sendable {
    public enum Kind: String, Sendable { case `let`, `var`, `func`, initializer, `subscript`, `case`, type }
    public let kind: Kind
    public let keyword: Int
    public let name: Int?
    public let modifiers: [Int]
    /// A `var` with a getter body (`var x: Int { … }`, not `didSet`/`willSet` observers).
    public let isComputed: Bool
    /// The `{` of a computed property's or a function's body.
    public let bodyOpen: Int?
}

extension SourceFile {
    static let modifierWords: [String] = [
        "final", "open", "nonisolated", "indirect", "override", "lazy", "weak", "unowned", "mutating",
        "nonmutating", "convenience", "required", "dynamic", "optional", "isolated", "consuming", "borrowing",
    ]

    /// Every type declaration in a Swift file, nested ones included, in source order.
    public func swiftTypeDeclarations() -> [SwiftTypeDeclaration] {
        guard language == .swift else { return [] }
        return memo.value("swiftTypes") { computeSwiftTypeDeclarations() }
    }

    private func computeSwiftTypeDeclarations() -> [SwiftTypeDeclaration] {
        var result: [SwiftTypeDeclaration] = []
        for i in tokens.indices where tokens[i].kind == .keyword {
            let kind: SwiftTypeDeclaration.Kind
            if self.is(i, "struct") { kind = .struct } else if self.is(i, "class") { kind = .class }
            else if self.is(i, "enum") { kind = .enum } else if self.is(i, "protocol") { kind = .protocol }
            else if self.is(i, "extension") { kind = .extension } else if self.is(i, "actor") { kind = .actor }
            else { continue }
            // `class func` / `class var` are members, not type declarations.
            guard let name = nextSignificant(after: i), tokens[name].kind == .identifier else { continue }
            var inherited: [Int] = []
            var bodyOpen: Int?
            var j = nextSignificant(after: name)
            var angle = 0
            var inClause = false
            while let k = j {
                let kindK = tokens[k].kind
                if kindK == .openBrace, angle == 0 { bodyOpen = k; break }
                if kindK == .closeBrace || kindK == .semicolon { break }
                if kindK == .operator {
                    if self.is(k, "<") { angle += 1 } else if self.is(k, ">") { angle = max(0, angle - 1) }
                } else if kindK == .colon, angle == 0 {
                    inClause = true
                } else if kindK == .keyword, self.is(k, "where") {
                    inClause = false
                } else if kindK == .identifier, inClause, angle == 0, self.kind(after: k) != .dot {
                    inherited.append(k)
                }
                if let p = partner(of: k), kindK == .openParen || kindK == .openBracket { j = nextSignificant(after: p); continue }
                j = nextSignificant(after: k)
            }
            result.append(SwiftTypeDeclaration(kind: kind, keyword: i, name: name, modifiers: modifiers(before: i),
                                               inherited: inherited, bodyOpen: bodyOpen,
                                               bodyClose: bodyOpen.flatMap { partner(of: $0) },
                                               isTopLevel: enclosing[i] == -1))
        }
        return result
    }

    /// Attributes (with their arguments) and modifiers directly before a declaration keyword.
    public func modifiers(before keyword: Int) -> [Int] {
        var result: [Int] = []
        var j = previousSignificant(before: keyword)
        while let k = j {
            switch tokens[k].kind {
            case .attribute:
                result.append(k)
            case .keyword where isOne(k, of: ["private", "fileprivate", "public", "internal", "static", "class"]):
                result.append(k)
            case .identifier where isOne(k, of: Self.modifierWords):
                result.append(k)
            case .closeParen:
                // `@available(iOS 17, *)` or `private(set)`.
                guard let open = partner(of: k), let before = previousSignificant(before: open),
                      tokens[before].kind == .attribute || tokens[before].kind == .keyword else { return result.reversed() }
                j = before
                continue
            default:
                return result.reversed()
            }
            j = previousSignificant(before: k)
        }
        return result.reversed()
    }

    /// Whether any of the tokens spells `word` (`modifiers`, `inherited`).
    public func any(_ indices: [Int], is word: StaticString) -> Bool { indices.contains { self.is($0, word) } }

    /// The members declared directly in a type's body (not in nested types or closures).
    public func members(of type: SwiftTypeDeclaration) -> [SwiftMember] {
        guard let open = type.bodyOpen, let close = type.bodyClose else { return [] }
        var result: [SwiftMember] = []
        var i = open + 1
        while i < close {
            defer { i += 1 }
            guard enclosing[i] == open, tokens[i].kind == .keyword else { continue }
            let kind: SwiftMember.Kind
            switch true {
            case self.is(i, "let"): kind = .let
            case self.is(i, "var"): kind = .var
            case self.is(i, "func"): kind = .func
            case self.is(i, "init"): kind = .initializer
            case self.is(i, "subscript"): kind = .subscript
            case self.is(i, "case"): kind = .case
            case isOne(i, of: ["struct", "enum", "protocol", "actor"]), self.is(i, "class") && self.kind(after: i) == .identifier
                && !(nextSignificant(after: i).map { isOne($0, of: ["func", "var", "let"]) } ?? false):
                kind = .type
            default: continue
            }
            let name = nextSignificant(after: i).flatMap { tokens[$0].kind == .identifier ? $0 : nil }
            var bodyOpen: Int?
            var computed = false
            if kind == .var || kind == .func || kind == .initializer || kind == .subscript {
                var j = nextSignificant(after: i)
                while let k = j, k < close {
                    let kk = tokens[k].kind
                    if kk == .openBrace {
                        bodyOpen = k
                        if kind == .var, let first = nextSignificant(after: k) {
                            computed = !isOne(first, of: ["didSet", "willSet"])
                        }
                        break
                    }
                    if kk == .newline || kk == .semicolon || kk == .closeBrace { break }
                    if kk == .operator, self.is(k, "=") { break }
                    if let p = partner(of: k), kk == .openParen || kk == .openBracket { j = p + 1; continue }
                    j = k + 1
                }
            }
            result.append(SwiftMember(kind: kind, keyword: i, name: name, modifiers: modifiers(before: i),
                                      isComputed: computed, bodyOpen: bodyOpen))
        }
        return result
    }
}

extension SourceFile {
    /// Types declared as SwiftUI views (`: View`), with their body braces.
    public func viewTypes() -> [SwiftTypeDeclaration] {
        memo.value("viewTypes") {
            swiftTypeDeclarations().filter { $0.kind != .protocol && any($0.inherited, is: "View") && $0.bodyOpen != nil }
        }
    }

    /// The type declaration whose body opens at `brace`, if one does (looked up, not searched).
    public func swiftTypeDeclaration(bodyAt brace: Int) -> (index: Int, declaration: SwiftTypeDeclaration)? {
        let declarations = swiftTypeDeclarations()
        let byBody = memo.value("typeDeclarationsByBody") { () -> [Int: Int] in
            var byBody: [Int: Int] = [:]
            for (n, d) in declarations.enumerated() { if let open = d.bodyOpen, byBody[open] == nil { byBody[open] = n } }
            return byBody
        }
        return byBody[brace].map { ($0, declarations[$0]) }
    }

    /// Whether token `i` lies inside the braces of one of `types`.
    public func isInside(_ i: Int, _ types: [SwiftTypeDeclaration]) -> Bool {
        types.contains { t in
            guard let open = t.bodyOpen, let close = t.bodyClose else { return false }
            return i > open && i < close
        }
    }

    /// The `{ … }` ranges of `var body` in view types: where rendering code runs on every update.
    public func viewBodyRanges() -> [ClosedRange<Int>] {
        viewTypes().flatMap { type in
            members(of: type).compactMap { m -> ClosedRange<Int>? in
                guard m.kind == .var, let name = m.name, self.is(name, "body"), let open = m.bodyOpen,
                      let close = partner(of: open) else { return nil }
                return open...close
            }
        }
    }

    /// The token index of the last identifier of the member chain starting at `i` (`a.b.c` → `c`).
    public func lastName(ofChainStartingAt i: Int) -> Int? {
        guard tokens[i].kind == .identifier || (tokens[i].kind == .keyword && (self.is(i, "self") || self.is(i, "Self"))) else { return nil }
        var last = i
        while let dot = nextSignificant(after: last), tokens[dot].kind == .dot,
              let name = nextSignificant(after: dot), tokens[name].kind == .identifier {
            last = name
        }
        return tokens[last].kind == .identifier ? last : nil
    }
}
