// Closure parameters: what a closure is handed by the call it is given to (`ForEach(xs)`,
// `xs.map`, an enumerated collection's element), a GeometryReader's proxy, the new value of
// `onChange(of:)`, an ActivityConfiguration's context.

extension ProvenanceResolver {
    /// `for: ScoreAttributes.self` among an ActivityConfiguration's arguments: the attributes' name.
    private func activityAttributes(of arguments: [SyntaxID]) -> String? {
        guard let label = arguments.first(where: { tree.nameText($0) == "for" }), let value = tree.firstChild(label),
              tree.kind(value) == .member, tree.nameText(value) == "self", let type = tree.firstChild(value),
              [.name, .member].contains(tree.kind(type)) else { return nil }
        return tree.text(type)
    }

    /// A closure's parameter: an element of what the closure is given (`ForEach(xs)`,
    /// `xs.map`), a GeometryReader's proxy, the new value of `onChange(of:)`.
    mutating func closureParameter(_ closure: SyntaxID, index: Int, evidence: Int) -> Provenance {
        if let parameter = tree.children(closure).filter({ tree.kind($0) == .parameter }).dropFirst(index).first,
           let type = tree.child(parameter, .type), let shape = shape(ofType: type) {
            return typed(shape, evidence: evidence)
        }
        var call = tree.parent(closure)
        if let argument = call, tree.kind(argument) == .argument { call = tree.parent(argument) }
        guard let call, tree.kind(call) == .call, let callee = tree.firstChild(call) else { return .unknown }
        let name = tree.nameText(call)
        if name == "GeometryReader" { return Provenance(.device, .layout, evidence: evidence) }
        let arguments = tree.children(call).filter { tree.kind($0) == .argument }
        if ["ForEach", "List", "Table", "Chart"].contains(name), tree.kind(callee) == .name, let first = arguments.first {
            // `ForEach(Array(side.setScores.enumerated()), id: \.offset) { _, games in … }`: the
            // second parameter is an element of what is enumerated, the first its offset.
            if let value = Array(tree.children(first)).last, let enumerated = enumeratedBase(value) {
                if index == 1 { return element(of: resolve(enumerated)) }
                if declaresPair(closure) { return .unknown }
            }
            // `ForEach(0..<state.wickets) { n in … }`: a position counted up to a number, not the number.
            if index == 0, let range = Array(tree.children(first)).last, isRange(range) {
                return Provenance(.device, .layout, evidence: evidence, type: TypeShape(name: "Int"))
            }
            let rows = resolve(first)
            // `ForEach(byTeam, id: \.key) { team, riders in … }` over grouped rows: a group's key,
            // read off the backend's rows, and its list of them.
            if let type = rows.type, type.isGrouping, rows.isBackend, declaresPair(closure) {
                return index == 1 ? element(of: rows) : Provenance(.backend, .derived, evidence: rows.evidence)
            }
            return index == 0 ? element(of: rows) : .unknown
        }
        if name == "onChange", let value = arguments.first { return resolve(value) }
        // `ActivityConfiguration(for: ScoreAttributes.self) { context in … } dynamicIsland: { context in … }`:
        // each closure is handed the attributes' ActivityViewContext.
        if name == "ActivityConfiguration", index == 0, let attributes = activityAttributes(of: arguments) {
            return typed(TypeShape(name: "ActivityViewContext", arguments: [attributes]), evidence: evidence)
        }
        guard tree.kind(callee) == .member, let base = tree.firstChild(callee) else { return .unknown }
        let elementPosition = name == "reduce" ? 1 : 0
        let elementwise: Set<String> = ["map", "forEach", "filter", "sorted", "compactMap", "flatMap", "first", "last", "contains",
                                        "allSatisfy", "reduce", "min", "max", "firstIndex", "lastIndex", "count", "partition", "drop",
                                        "prefix", "sum", "removeAll", "grouped", "enumerated", "some", "every", "find", "findIndex"]
        // `setScores.enumerated().map { index, games in … }`: the element is the second parameter.
        if elementwise.contains(name), let enumerated = enumeratedBase(base) {
            if index == elementPosition + 1 { return element(of: resolve(enumerated)) }
            if index == elementPosition, declaresPair(closure) { return .unknown }
        }
        guard elementwise.contains(name), index == elementPosition || name == "sorted" || name == "min" || name == "max" else {
            return .unknown
        }
        return element(of: resolve(base))
    }

    /// `0..<count`, `1...n` (in parentheses or not), `row.cells.indices`: positions, whatever
    /// bounds them.
    func isRange(_ value: SyntaxID) -> Bool {
        var value = value
        while tree.kind(value) == .tuple, let only = tree.firstChild(value), tree.nextSibling(only) == nil { value = only }
        return tree.kind(value) == .binary && ["..<", "..."].contains(tree.nameText(value))
            || tree.kind(value) == .member && tree.nameText(value) == "indices"
    }

    /// Whether a closure names the offset and the element apart (`{ index, games in … }`); with
    /// one parameter, or `$0`, the pair is one value, as the collection's element was before.
    private func declaresPair(_ closure: SyntaxID) -> Bool {
        tree.children(closure).filter { tree.kind($0) == .parameter }.count >= 2
    }

    /// What `xs.enumerated()` enumerates (through an `Array(…)` around it): `xs`.
    func enumeratedBase(_ value: SyntaxID) -> SyntaxID? {
        var value = value
        if tree.kind(value) == .call, tree.nameText(value) == "Array", let callee = tree.firstChild(value), tree.kind(callee) == .name {
            let arguments = tree.children(value).filter { tree.kind($0) == .argument }
            guard arguments.count == 1, tree[arguments[0]].name < 0, let inner = Array(tree.children(arguments[0])).last else { return nil }
            value = inner
        }
        guard tree.kind(value) == .call, tree.nameText(value) == "enumerated", let callee = tree.firstChild(value),
              tree.kind(callee) == .member, !tree.children(value).contains(where: { tree.kind($0) == .argument }) else { return nil }
        return tree.firstChild(callee)
    }
}
