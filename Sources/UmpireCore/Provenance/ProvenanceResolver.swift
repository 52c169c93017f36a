// How provenance is found: by the kind of expression, through the syntax tree and the
// project model (types, their members and their declared types, across the project's files).

struct ProvenanceResolver {
    let context: RuleContext
    let tree: SyntaxTree
    var file: SourceFile { tree.file }
    var model: ProjectModel { context.model }
    /// Steps taken for this question: a bound on what a long chain of locals can cost.
    var steps = 0
    /// Declarations being resolved, so `let a = b; let b = a` ends.
    var visiting: Set<Int> = []
    /// How many questions asked without using up steps are open (see resolveQuietly).
    var quietDepth = 0
    /// Files crossed to reach this question: an app type's member is read where the type is
    /// declared, up to `maximumCrossings` files from the one that asked.
    var crossings = 0
    static let maximumCrossings = 2

    static let maximumSteps = 96

    /// Value conversions: the result is the argument, in another type.
    static let conversions: Set<String> = ["Int", "Double", "Float", "CGFloat", "Int64", "Int32", "UInt", "Decimal", "String",
                                           "Bool", "TimeInterval", "NSNumber", "Substring", "Character", "Number", "parseInt", "parseFloat"]

    /// Types whose shared instances describe the device, the app or the user's settings.
    static let deviceTypes: Set<String> = ["Bundle", "UIDevice", "ProcessInfo", "UIScreen", "UIApplication", "Locale", "TimeZone",
                                           "Calendar", "UserDefaults", "FileManager", "NSLocale", "WKInterfaceDevice"]

    /// Methods whose result is an element of the collection they are called on.
    static let elementMethods: Set<String> = ["first", "last", "randomElement", "min", "max", "popLast", "removeFirst", "removeLast"]

    mutating func resolve(_ id: SyntaxID) -> Provenance {
        steps += 1
        guard steps < Self.maximumSteps else { return .unknown }
        let node = tree[id]
        switch node.kind {
        case .literal:
            return Provenance(.device, .literal, evidence: id)
        case .string:
            return string(id)
        case .name:
            return name(id)
        case .member:
            return member(id)
        case .call:
            return call(id)
        case .binary:
            return binary(id)
        case .ternary:
            let branches = tree.children(id).dropFirst().map { resolve($0) }
            return combined(branches, type: branches.first?.type)
        case .prefix, .postfix, .tuple, .argument, .interpolation:
            // `try x`, `x!`, `(x)`, `label: x`: the value inside (a tuple of one).
            let inner = Array(tree.children(id))
            // `switch (snapshot.phase, snapshot.inningsNumber)`: a tuple holds what its elements hold.
            if node.kind == .tuple, inner.count > 1 { return combined(inner.map { resolve($0) }, type: nil) }
            guard let last = inner.last else { return .unknown }
            if node.kind == .prefix, tree.isNamed(id, "!") { return resolve(last).derived(type: TypeShape(name: "Bool")) }
            return resolve(last)
        case .cast:
            guard let value = tree.firstChild(id) else { return .unknown }
            return resolve(value)
        case .subscript:
            guard let base = tree.firstChild(id) else { return .unknown }
            return element(of: resolve(base))
        case .array:
            return combined(tree.children(id).map { resolve($0) }, type: nil)
        case .keyPath:
            return keyPath(id)
        default:
            return .unknown
        }
    }

    /// A string literal: a literal unless an interpolation brings a backend value in.
    private mutating func string(_ id: SyntaxID) -> Provenance {
        var parts: [Provenance] = []
        for segment in tree.children(id) where tree.kind(segment) == .interpolation {
            guard let value = tree.firstChild(segment) else { continue }
            parts.append(resolve(value))
        }
        if parts.isEmpty { return Provenance(.device, .literal, evidence: id, type: .string) }
        if let backend = parts.first(where: \.isBackend) { return backend.derived(type: .string) }
        if parts.allSatisfy(\.isDevice) { return Provenance(.device, .literal, evidence: id, type: .string) }
        return Provenance(.unknown, .none, evidence: id, type: .string)
    }

    /// Several values making one: backend if any is, device if all are. Arithmetic with the
    /// device's clock is a countdown or an elapsed time: the device's, whatever it counts to.
    private func combined(_ parts: [Provenance], type: TypeShape?, arithmetic: Bool = false) -> Provenance {
        if arithmetic, let clock = parts.first(where: isDeviceTime) { return Provenance(.device, .clock, evidence: clock.evidence, type: type) }
        if let backend = parts.first(where: \.isBackend) { return backend.derived(type: type ?? backend.type) }
        if !parts.isEmpty, parts.allSatisfy(\.isDevice) { return parts[0] }
        return Provenance(.unknown, .none, evidence: parts.first?.evidence ?? -1, type: type)
    }

    private mutating func binary(_ id: SyntaxID) -> Provenance {
        let operands = Array(tree.children(id))
        guard operands.count == 2 else { return .unknown }
        let op = tree.nameText(id)
        // An assignment's value is its right side.
        if op == "=" { return resolve(operands[1]) }
        let left = resolve(operands[0])
        let right = resolve(operands[1])
        let comparison = ["==", "!=", "<", ">", "<=", ">=", "===", "!==", "&&", "||"].contains(op)
        let type = comparison ? TypeShape(name: "Bool") : (op == "??" ? left.type.map(\.unwrapped) : left.type ?? right.type)
        // `x ?? fallback`: the value is x's, or the fallback.
        return combined([left, right], type: type, arithmetic: ["-", "+", "/", "<", ">", "<=", ">="].contains(op))
    }

    /// `players.map(\.kills)`, `rows.compactMap(\.stats.aces)`: what the key path names, of an
    /// element of the collection whose method it is handed to. A key path elsewhere
    /// (`ForEach(rows, id: \.id)`) names no value.
    private mutating func keyPath(_ id: SyntaxID) -> Provenance {
        guard let argument = tree.parent(id), tree.kind(argument) == .argument, let call = tree.parent(argument), tree.kind(call) == .call,
              let callee = tree.firstChild(call), tree.kind(callee) == .member, let receiver = tree.firstChild(callee) else { return .unknown }
        var value = element(of: resolve(receiver))
        let node = tree[id]
        for k in Int(node.first)...Int(node.last) where file.kind(k) == .identifier && k > 0 && file.kind(k - 1) == .dot {
            value = member(file.text(k), token: id, of: value)
        }
        return value
    }

    /// An element of a collection value.
    func element(of value: Provenance) -> Provenance {
        switch value.source {
        case .backend:
            // `fixture.map { $0.state … }` over an optional: the wrapped value, with its type.
            if let type = value.type, !type.isCollection, type.isOptional {
                let wrapped = typed(TypeShape(name: type.name, arguments: type.arguments), evidence: value.evidence)
                return wrapped.isBackend ? wrapped : value.derived(type: nil)
            }
            guard let type = value.type, type.isCollection else { return value.derived(type: nil) }
            let element = typed(type.element, evidence: value.evidence)
            return element.isBackend ? element : Provenance(.backend, .derived, evidence: value.evidence, type: type.element)
        case .device: return value
        case .unknown:
            // `ForEach(games) { game in … }` over a list whose type is written (`[Game]`, a
            // store's `FetchedResults<Game>`): a row of that type, asked as one.
            guard let type = value.type, type.isCollection else { return .unknown }
            return typed(type.element, evidence: value.evidence)
        }
    }

    /// The origin of a value of a declared type: backend when the model says the type is.
    func typed(_ shape: TypeShape, evidence: Int) -> Provenance {
        if let type = model.type(named: shape.name), type.isBackend {
            return Provenance(.backend, .backendValue(type: type.name), evidence: evidence, type: shape.renamed(type.name))
        }
        // `GamesQuery.Data.Game`: a GraphQL client's generated result (Apollo's `…Query.Data`),
        // the backend's data even where the generated code is not in the repository.
        if model.type(named: shape.name) == nil, Self.isGraphQLResult(shape.name) {
            return Provenance(.backend, .backendValue(type: shape.name), evidence: evidence, type: shape)
        }
        return Provenance(.unknown, .known(type: shape.description), evidence: evidence, type: shape)
    }

    /// The operations a GraphQL client generates a `Data` result for.
    static let graphQLOperations = ["Query", "Mutation", "Subscription"]

    static func isGraphQLResult(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return zip(parts, parts.dropFirst()).contains { operation, data in
            data == "Data" && graphQLOperations.contains(where: operation.hasSuffix)
        }
    }

    /// A type named inside `owner`, qualified where the model knows it.
    func qualified(_ shape: TypeShape, in owner: String) -> TypeShape {
        guard let type = model.type(named: shape.name, from: owner) else { return shape }
        return shape.renamed(type.name)
    }

    /// A written type (`.type` node) as a shape.
    func shape(ofType id: SyntaxID) -> TypeShape? {
        guard let shape = file.typeShape(startingAt: Int(tree[id].first)) else { return nil }
        return timelineEntry(shape) ?? shape
    }

    /// Whether token `t` is an uppercase name (a type, in Swift's conventions).
    func isTypeName(_ t: Int32) -> Bool {
        guard t >= 0 else { return false }
        let byte = file.bytes[file.tokens[Int(t)].start.value]
        return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
}
