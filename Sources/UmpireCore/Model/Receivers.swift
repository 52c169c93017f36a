// What a value in a Swift file is: found from where its name is declared (a property, a
// parameter, a closure's element, a local) and, for member chains, from the project model.
// `state.oversLine` is a String field of the backend's display state; `sliderValue` is the
// view's own @State.

/// Where a value comes from, as far as the file and the project model tell.
public enum ValueOrigin: Sendable, Equatable {
    /// A member of one of the backend's types (`state.oversLine`): the owner, the member and
    /// its declared type when the model knows it.
    case backendMember(owner: String, member: String, type: TypeShape?)
    /// A whole backend value (`state`, typed `MatchDisplayState`).
    case backendValue(type: String)
    /// The view's own state: a `@State`, `@Binding`, `@AppStorage`, `@FocusState` property.
    case localState(wrapper: String)
    /// A value of a known type that is not the backend's (an `Int` local, a view model).
    case other(TypeShape)
    /// Nothing is known: rules fall back to names.
    case unknown

    public var isBackend: Bool {
        switch self {
        case .backendMember, .backendValue: true
        default: false
        }
    }

    /// Known not to be backend data: the view's own state or a non-backend type.
    public var isKnownLocal: Bool {
        switch self {
        case .localState, .other: true
        default: false
        }
    }
}

extension RuleContext {
    /// Property wrappers that hold a view's own state, never the backend's data.
    public static let localStateWrappers: Set<String> = ["State", "Binding", "AppStorage", "SceneStorage", "FocusState",
                                                         "GestureState", "FocusedValue", "AccessibilityFocusState"]

    /// Value types a view keeps as its own state (a slider's Double, a toggle's Bool, a query).
    static let simpleStateTypes: Set<String> = ["Bool", "Int", "Double", "Float", "CGFloat", "String", "Date", "TimeInterval",
                                                "Decimal", "CGPoint", "CGSize", "UUID", "Int64", "UInt"]

    /// The origin of a property or local with a state wrapper: the view's own state when it
    /// holds a simple value (or its type is not written); otherwise what its type is (an
    /// `@State var viewModel: ScoreViewModel` holds whatever the view model holds).
    func wrapped(_ wrapper: String, _ type: TypeShape?) -> ValueOrigin {
        guard let type, !Self.simpleStateTypes.contains(type.name), model.type(named: type.name)?.kind != .enum else {
            return .localState(wrapper: wrapper)
        }
        return typed(type)
    }

    /// What the value whose expression ends at token `end` is: a name (`value`), a member chain
    /// (`state.batters.first?.runs`, `end` at `runs`), a call's `)` or a subscript's `]`.
    public func origin(ofValueEndingAt end: Int) -> ValueOrigin {
        guard file.language == .swift else { return .unknown }
        var steps = 0
        return origin(end, steps: &steps)
    }

    private func origin(_ end: Int, steps: inout Int) -> ValueOrigin {
        steps += 1
        guard steps < 24 else { return .unknown }
        switch file.kind(end) {
        case .identifier, .keyword:
            if let dot = file.previousSignificant(before: end), file.kind(dot) == .dot {
                return memberOrigin(end, dot: dot, steps: &steps)
            }
            return nameOrigin(end, steps: &steps)
        case .closeParen:
            // `state.score.formatted()` is what the call is made on; `Type(…)` is a Type.
            guard let open = file.partner(of: end), let callee = file.previousSignificant(before: open) else { return .unknown }
            if file.kind(callee) == .identifier, !file.isMemberAccess(callee), file.text(callee).first?.isUppercase == true {
                return .other(TypeShape(name: file.text(callee)))
            }
            return file.kind(callee) == .identifier ? methodOrigin(callee, steps: &steps) : .unknown
        case .closeBracket:
            guard let open = file.partner(of: end), let receiver = file.previousSignificant(before: open),
                  !isStatementStart(open) else { return .unknown }
            return element(of: origin(receiver, steps: &steps))
        case .operator where file.is(end, "?") || file.is(end, "!"):
            return file.previousSignificant(before: end).map { origin($0, steps: &steps) } ?? .unknown
        default:
            return .unknown
        }
    }

    /// `receiver.name`: the receiver's origin, then the member in the model.
    private func memberOrigin(_ name: Int, dot: Int, steps: inout Int) -> ValueOrigin {
        guard var receiverEnd = file.previousSignificant(before: dot) else { return .unknown }
        if file.kind(receiverEnd) == .operator, file.is(receiverEnd, "?") || file.is(receiverEnd, "!"),
           let before = file.previousSignificant(before: receiverEnd) {
            receiverEnd = before
        }
        // `.foo` with nothing before it (an implicit member) is not a value chain.
        guard [.identifier, .keyword, .closeParen, .closeBracket].contains(file.kind(receiverEnd)) else { return .unknown }
        let receiver = origin(receiverEnd, steps: &steps)
        return member(file.text(name), of: receiver)
    }

    /// `receiver.method(…)`: the method's declared return type, or what a collection method gives.
    private func methodOrigin(_ callee: Int, steps: inout Int) -> ValueOrigin {
        guard let dot = file.previousSignificant(before: callee), file.kind(dot) == .dot else { return .unknown }
        return memberOrigin(callee, dot: dot, steps: &steps)
    }

    /// A member of a value whose origin is known.
    func member(_ name: String, of receiver: ValueOrigin) -> ValueOrigin {
        let type: TypeShape
        switch receiver {
        case let .localState(wrapper):
            return .localState(wrapper: wrapper)
        case let .backendValue(owner):
            type = TypeShape(name: owner)
        case let .backendMember(_, _, memberType?):
            type = memberType
        case let .other(shape):
            type = shape
        default:
            return .unknown
        }
        if type.isCollection {
            // `batters.first`, `batters.last`: an element; `count`, `isEmpty`: about the list.
            if ["first", "last", "randomElement", "min", "max"].contains(name) { return typed(type.element) }
            if ["count", "isEmpty", "indices"].contains(name) { return receiver.isBackend ? receiver : .unknown }
            return .unknown
        }
        // `context.state` of an `ActivityViewContext<Attributes>` is the attributes' ContentState.
        if type.simpleName == "ActivityViewContext", let attributes = type.arguments.first {
            if name == "state" { return typed(TypeShape(name: attributes + ".ContentState")) }
            if name == "attributes" { return typed(TypeShape(name: attributes)) }
            return .unknown
        }
        guard let owner = model.type(named: type.name) else { return .unknown }
        let declared = model.member(name, of: owner)
        if owner.isBackend {
            return .backendMember(owner: owner.name, member: name, type: declared?.type.map { qualified($0, in: owner.name) })
        }
        return declared?.type.map { typed(qualified($0, in: owner.name)) } ?? .unknown
    }

    /// The origin of a value of a declared type.
    func typed(_ shape: TypeShape) -> ValueOrigin {
        if !shape.isCollection, let type = model.type(named: shape.name), type.isBackend { return .backendValue(type: type.name) }
        if shape.isCollection, let type = model.type(named: shape.name), type.isBackend {
            return .backendMember(owner: type.name, member: "", type: TypeShape(name: type.name, isCollection: true))
        }
        return .other(shape)
    }

    /// A type named inside `owner` resolved to its qualified name where the model knows it.
    private func qualified(_ shape: TypeShape, in owner: String) -> TypeShape {
        guard let type = model.type(named: shape.name, from: owner) else { return shape }
        return TypeShape(name: type.name, isCollection: shape.isCollection, isOptional: shape.isOptional, arguments: shape.arguments)
    }

    private func element(of origin: ValueOrigin) -> ValueOrigin {
        switch origin {
        case let .backendMember(_, _, type?) where type.isCollection: return typed(type.element)
        case let .other(type) where type.isCollection: return typed(type.element)
        case .localState: return origin
        default: return .unknown
        }
    }

    private func isStatementStart(_ open: Int) -> Bool {
        guard let before = file.previousSignificant(before: open) else { return true }
        return [.newline, .openBrace, .semicolon, .comma, .openParen, .colon, .operator].contains(file.kind(before))
    }

    // MARK: - Names

    /// A plain name: found among the file.enclosing closures' parameters, `for`/`if let` bindings,
    /// locals, the function's parameters and the file.enclosing types' properties.
    private func nameOrigin(_ i: Int, steps: inout Int) -> ValueOrigin {
        let name = file.text(i)
        if name == "self" { return enclosingTypeName(of: i).map { typed(TypeShape(name: $0)) } ?? .unknown }
        var opener = file.enclosingOpener(of: i)
        while let open = opener {
            if file.kind(open) == .openBrace {
                if let found = closureParameter(name, brace: open, steps: &steps) { return found }
                if let found = binding(name, beforeBrace: open, steps: &steps) { return found }
                if let found = local(name, in: open, before: i, steps: &steps) { return found }
                if let found = parameter(name, ofBodyAt: open) { return found }
                if let type = typeDeclaration(bodyAt: open) { return property(name, of: type) }
            }
            opener = file.enclosingOpener(of: open)
        }
        return .unknown
    }

    /// `{ batter in`, `{ (batter: BatterLine) in`, `{ index, batter in` after `ForEach(xs)` or `xs.map`.
    private func closureParameter(_ name: String, brace: Int, steps: inout Int) -> ValueOrigin? {
        var j = file.nextSignificant(after: brace)
        var position = 0
        var found: Int?
        var annotation: TypeShape?
        var open: Int?
        if let k = j, file.kind(k) == .openParen { open = k; j = file.nextSignificant(after: k) }
        while let k = j, file.kind(k) != .keyword || !file.is(k, "in") {
            guard [.identifier, .comma, .colon, .closeParen, .operator, .openBracket, .closeBracket, .dot].contains(file.kind(k)) else { return nil }
            if file.kind(k) == .identifier, file.text(k) == name, found == nil, file.kind(before: k) != .colon { found = position }
            if file.kind(k) == .comma { position += 1 }
            if file.kind(k) == .colon, found == position, let type = file.nextSignificant(after: k) { annotation = file.typeShape(startingAt: type) }
            if file.kind(k) == .closeParen, k == open.flatMap(file.partner(of:)) { j = file.nextSignificant(after: k); continue }
            j = file.nextSignificant(after: k)
        }
        guard let index = found, j != nil else { return nil }
        if let annotation { return typed(annotation) }
        // The closure's input: `ForEach(xs) {`, `ForEach(xs, id: \.id) {`, `xs.map {`.
        guard let source = closureSource(of: brace, steps: &steps) else { return .unknown }
        if index == 0 { return element(of: source) }
        return .unknown
    }

    /// What a trailing closure iterates: the first argument of `ForEach(…)`/`List(…)`, or the
    /// receiver of `.map`, `.forEach`, `.filter`, `.sorted`, `.compactMap`, `.first(where:)`.
    private func closureSource(of brace: Int, steps: inout Int) -> ValueOrigin? {
        guard let before = file.previousSignificant(before: brace) else { return nil }
        var callee: Int?
        var arguments: Int?
        if file.kind(before) == .closeParen, let open = file.partner(of: before), let c = file.previousSignificant(before: open), file.kind(c) == .identifier {
            callee = c
            arguments = open
        } else if file.kind(before) == .identifier {
            callee = before
        }
        guard let c = callee else { return nil }
        if file.isOne(c, of: ["ForEach", "List", "Table"]), let open = arguments, let close = file.partner(of: open) {
            var end = file.nextSignificant(after: open)
            var k = end
            while let t = k, t < close {
                if file.kind(t) == .comma, file.enclosingOpener(of: t) == open { break }
                end = t
                k = file.nextSignificant(after: t)
            }
            return end.map { origin($0, steps: &steps) }
        }
        if file.isOne(c, of: ["map", "forEach", "filter", "sorted", "compactMap", "flatMap", "first", "contains", "allSatisfy", "reduce"]),
           let dot = file.previousSignificant(before: c), file.kind(dot) == .dot, let receiver = file.previousSignificant(before: dot) {
            return origin(receiver, steps: &steps)
        }
        return nil
    }

    /// `for batter in xs {` and `if let score = state.score {`, `while let …`: names the
    /// statement that opens `brace` binds. (`guard let` binds in the file.enclosing block: a local.)
    private func binding(_ name: String, beforeBrace brace: Int, steps: inout Int) -> ValueOrigin? {
        var j = file.previousSignificant(before: brace)
        var count = 0
        while let k = j, count < 64, ![.openBrace, .closeBrace, .semicolon].contains(file.kind(k)) {
            count += 1
            if file.kind(k) == .keyword, file.is(k, "for"), let bound = file.nextSignificant(after: k), file.kind(bound) == .identifier, file.text(bound) == name,
               let inKeyword = file.nextSignificant(after: bound), file.is(inKeyword, "in"), let first = file.nextSignificant(after: inKeyword) {
                return element(of: expressionOrigin(from: first, before: brace, steps: &steps))
            }
            if file.kind(k) == .keyword, file.isOne(k, of: ["let", "var"]), let bound = file.nextSignificant(after: k), file.kind(bound) == .identifier,
               file.text(bound) == name, let introducer = file.previousSignificant(before: k),
               file.isOne(introducer, of: ["if", "while"]) || file.kind(introducer) == .comma {
                if let next = file.nextSignificant(after: bound), file.kind(next) == .colon, let type = file.nextSignificant(after: next) {
                    return file.typeShape(startingAt: type).map(typed) ?? .unknown
                }
                if let equals = file.nextSignificant(after: bound), file.is(equals, "="), let first = file.nextSignificant(after: equals) {
                    return expressionOrigin(from: first, before: brace, steps: &steps)
                }
                // `if let state {`: the same name, declared outside the statement.
                return nameOrigin(bound, steps: &steps)
            }
            if file.kind(k) == .closeParen || file.kind(k) == .closeBracket {
                j = file.partner(of: k).flatMap { file.previousSignificant(before: $0) }
                continue
            }
            j = file.previousSignificant(before: k)
        }
        return nil
    }

    /// The `let` and `var` keywords directly inside each brace, by the name they bind, in
    /// order, found in one pass: a block's locals are looked up once per value a rule asks
    /// about, and scanning the block each time made a function of many locals quadratic.
    var declarationKeywords: [Int32: [String: [Int32]]] {
        file.memo.value("declarationKeywords") {
            var found: [Int32: [String: [Int32]]] = [:]
            for k in file.tokens.indices where file.tokens[k].kind == .keyword && file.enclosing[k] >= 0 && file.isOne(k, of: Self.bindingKeywords) {
                let opener = file.enclosing[k]
                guard file.tokens[Int(opener)].kind == .openBrace, let bound = file.nextSignificant(after: k), file.kind(bound) == .identifier else { continue }
                found[opener, default: [:]][file.text(bound), default: []].append(Int32(k))
            }
            return found
        }
    }

    static let bindingKeywords = TokenWords(["let", "var"])

    /// `let name: Type`, `let name = expression` declared in the block before `i`.
    private func local(_ name: String, in brace: Int, before i: Int, steps: inout Int) -> ValueOrigin? {
        for keyword in declarationKeywords[Int32(brace)]?[name] ?? [] {
            let k = Int(keyword)
            guard k < i else { break }
            guard let bound = file.nextSignificant(after: k) else { continue }
            if let wrapper = file.modifiers(before: k).first(where: { file.kind($0) == .attribute }).map({ String(file.text($0).dropFirst()) }),
               Self.localStateWrappers.contains(wrapper) {
                return wrapped(wrapper, file.declaredType(afterName: bound))
            }
            if let next = file.nextSignificant(after: bound), file.kind(next) == .colon, let type = file.nextSignificant(after: next) {
                return file.typeShape(startingAt: type).map(typed) ?? .unknown
            }
            if let equals = file.nextSignificant(after: bound), file.is(equals, "="), let first = file.nextSignificant(after: equals) {
                return expressionOrigin(from: first, before: i, steps: &steps)
            }
            return .unknown
        }
        return nil
    }

    /// The origin of the expression starting at `first`: the end of its leading member chain
    /// (`context.state`, `state.batters.first?`, `makeState()`), before `limit`.
    private func expressionOrigin(from first: Int, before limit: Int, steps: inout Int) -> ValueOrigin {
        if file.kind(first) == .number { return .other(TypeShape(name: file.text(first).contains(".") ? "Double" : "Int")) }
        if file.kind(first) == .stringStart { return .other(.string) }
        guard file.kind(first) == .identifier || file.kind(first) == .keyword else { return .unknown }
        var end = first
        var j = file.nextSignificant(after: first)
        while let k = j, k < limit {
            switch file.kind(k) {
            case .dot:
                guard let name = file.nextSignificant(after: k), name < limit, file.kind(name) == .identifier else { return origin(end, steps: &steps) }
                end = name
                j = file.nextSignificant(after: name)
                continue
            case .openParen, .openBracket:
                // A call or subscript on the same line; a `(` on the next line starts something else.
                guard Int(file.tokens[k].start) == file.tokens[end].end, let close = file.partner(of: k), close < limit else { return origin(end, steps: &steps) }
                end = close
            case .operator where (file.is(k, "?") || file.is(k, "!")) && Int(file.tokens[k].start) == file.tokens[end].end:
                end = k
            default:
                return origin(end, steps: &steps)
            }
            j = file.nextSignificant(after: k)
        }
        return origin(end, steps: &steps)
    }

    /// A parameter of the function, initializer or subscript whose body opens at `brace`.
    private func parameter(_ name: String, ofBodyAt brace: Int) -> ValueOrigin? {
        guard let open = parameterListOpen(endingBefore: brace), let end = file.partner(of: open) else { return nil }
        var k = open + 1
        while k < end {
            defer { k += 1 }
            guard file.enclosing[k] == Int32(open), file.kind(k) == .identifier, file.text(k) == name,
                  let colon = file.nextSignificant(after: k), file.kind(colon) == .colon, let type = file.nextSignificant(after: colon) else { continue }
            return file.typeShape(startingAt: type).map(typed) ?? .unknown
        }
        return nil
    }

    /// The `(` of `func f(…) async throws -> T {`, `init(…) {`, when `brace` opens such a body:
    /// the last `(…)` before the brace on the declaration, after `func name` or `init`.
    private func parameterListOpen(endingBefore brace: Int) -> Int? {
        var j = file.previousSignificant(before: brace)
        var count = 0
        while let k = j, count < 48 {
            count += 1
            switch file.kind(k) {
            case .openBrace, .closeBrace, .semicolon:
                return nil
            case .closeParen:
                guard let open = file.partner(of: k), let callee = file.previousSignificant(before: open) else { return nil }
                if file.kind(callee) == .keyword, file.isOne(callee, of: ["init", "subscript"]) { return open }
                if let keyword = file.previousSignificant(before: callee), file.is(keyword, "func") { return open }
                if file.kind(callee) == .operator, file.is(callee, ">"), let keyword = genericOwnerKeyword(before: callee),
                   file.is(keyword, "func") { return open }
                j = file.previousSignificant(before: open)
            default:
                j = file.previousSignificant(before: k)
            }
        }
        return nil
    }

    /// For `func f<T>(`: the keyword before the name (walking back over the generic clause).
    private func genericOwnerKeyword(before close: Int) -> Int? {
        var j: Int? = close
        var count = 0
        while let k = j, count < 32, !(file.kind(k) == .operator && file.is(k, "<")) { count += 1; j = file.previousSignificant(before: k) }
        return j.flatMap { file.previousSignificant(before: $0) }.flatMap { file.previousSignificant(before: $0) }
    }

    /// The type whose body opens at `brace`, qualified by the types it is nested in.
    private func typeDeclaration(bodyAt brace: Int) -> DeclaredType? {
        guard let n = file.swiftTypeDeclaration(bodyAt: brace)?.index else { return nil }
        return declaredTypes()[n]
    }

    private func enclosingTypeName(of i: Int) -> String? {
        var opener = file.enclosingOpener(of: i)
        while let open = opener {
            if file.kind(open) == .openBrace, let type = typeDeclaration(bodyAt: open) { return type.name }
            opener = file.enclosingOpener(of: open)
        }
        return nil
    }

    /// A property of the file.enclosing type (or of the type an extension extends, from the model).
    private func property(_ name: String, of type: DeclaredType) -> ValueOrigin {
        let declared = type.members.first { $0.name == name && $0.kind != .method }
            ?? model.type(named: type.name).flatMap { model.member(name, of: $0) }
        guard let member = declared else { return .unknown }
        if let wrapper = member.wrapper, Self.localStateWrappers.contains(wrapper) { return wrapped(wrapper, member.type) }
        return member.type.map { typed(qualified($0, in: type.name)) } ?? .unknown
    }
}
