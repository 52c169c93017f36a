// A stored property holds what the code that builds its value passes: a subview's `let overs:
// String` is the backend's overs when the parent writes `OversRow(overs: state.overs)`, and a
// widget entry's `league` is the user's choice when the provider builds it from the intent.
// Read from this file's memberwise constructions (a view and the view that builds it, an entry
// and its provider, are often written together), else from the project's other files that
// construct it (CallSites); and a widget view's `Provider.Entry` is the type its provider's
// `placeholder` returns.

extension ProvenanceResolver {
    /// What this file's memberwise constructions of the property's type pass for it: backend
    /// when one passes a backend value, the device's when every one passes the device's; nil
    /// when none is seen (built in another file) or the type writes its own initializer.
    /// Previews and widget gallery samples are left out: they pass made-up values for anything.
    mutating func constructedValue(_ binding: SyntaxID) -> Provenance? {
        guard let variable = tree.parent(binding), tree.kind(variable) == .variable,
              let body = tree.parent(variable), tree.kind(body) == .block,
              let type = tree.parent(body), tree.kind(type) == .typeDeclaration, tree[type].typeDeclarationKind == .struct else { return nil }
        var label = tree.nameText(binding)
        // An initializer of its own that only copies the argument in (`self.localGoals =
        // localGoals`) passes it on as the memberwise one would, under its label.
        if tree.children(body).contains(where: { tree.kind($0) == .function && tree.isNamed($0, "init") }) {
            guard let filled = initializerLabel(filling: label, in: body) else { return nil }
            label = filled
        }
        var values: [Provenance] = []
        for call in tree.calls(named: tree.nameText(type)) where !tree.contains(type, call) && !context.isInSampleData(Int(tree[call].first)) {
            guard let argument = tree.children(call).first(where: { tree.kind($0) == .argument && tree.nameText($0) == label }) else { continue }
            values.append(resolve(argument))
            if values.count >= 4 || steps >= Self.maximumSteps { break }
        }
        // Another file builds it (a subview its parent builds, an entry its provider fills).
        if values.isEmpty { return passedInOtherFiles(tree.nameText(type), argument: .label(label), evidence: binding) }
        if let backend = values.first(where: \.isBackend) { return backend }
        return values.allSatisfy(\.isDevice) ? values[0] : nil
    }

    /// The label of the argument the type's one initializer stores in `property` as it is
    /// (`init(localGoals: Int) { self.localGoals = localGoals }`); nil for another shape.
    private func initializerLabel(filling property: String, in body: SyntaxID) -> String? {
        let initializers = tree.children(body).filter { tree.kind($0) == .function && tree.isNamed($0, "init") }
        guard initializers.count == 1, let block = tree.child(initializers[0], .block) else { return nil }
        for assignment in tree.children(block) where tree.kind(assignment) == .binary && tree.nameText(assignment) == "=" {
            guard let target = tree.firstChild(assignment), tree.kind(target) == .member, tree.nameText(target) == property,
                  let base = tree.firstChild(target), tree.kind(base) == .name, tree.nameText(base) == "self",
                  let value = tree.nextSibling(target), tree.kind(value) == .name else { continue }
            let name = tree.nameText(value)
            guard let parameter = tree.children(initializers[0]).first(where: { tree.kind($0) == .parameter && tree.nameText($0) == name })
            else { return nil }
            let aux = Int(tree[parameter].aux)
            guard aux >= 0 else { return name }
            let label = file.text(aux)
            return label == "_" ? nil : label
        }
        return nil
    }

    /// Which argument of a call passes the value asked about.
    enum PassedArgument {
        case label(String)
        /// By position, in calls with exactly `count` arguments.
        case position(Int, count: Int)
    }

    /// What the project's other files pass where they call `callee` (a subview's memberwise
    /// initializer, a free function): backend when one passes a backend value, the device's
    /// when every one passes the device's, with `evidence` in this file. Up to
    /// `maximumCrossings` files from the one that asked: a model's `let points: Int`, read
    /// where the model is declared, holds what the code building it passes
    /// (`TeamModel(points: item.points)` in the repository mapping the API's response).
    /// Previews and gallery samples do not count.
    mutating func passedInOtherFiles(_ callee: String, argument: PassedArgument, evidence: SyntaxID) -> Provenance? {
        guard crossings < Self.maximumCrossings, !callee.isEmpty else { return nil }
        let sites = model.callSites
        // Answers are kept per distance from the asking file, which bounds how far they look:
        // the same whichever file asks first.
        let key: String
        switch argument {
        case let .label(label): key = "\(crossings) " + callee + "(" + label + ":"
        case let .position(position, count): key = "\(crossings) " + callee + "(#\(position)/\(count)"
        }
        // The same for every file that asks (a helper many views call): answered once a run.
        let answer = sites.answer(key) { () -> Provenance? in
            var values: [Provenance] = []
            // The first callers, views first: enough to tell, and a helper called from hundreds of
            // files costs four parses, not hundreds. The asking file is not left out, so the answer
            // is the same whoever asks first (its own calls, if any, were read before this).
            for path in sites.files(calling: callee).prefix(Self.callersRead) {
                guard var resolver = acrossFiles(to: path) else { continue }
                let otherContext = resolver.context, otherTree = resolver.tree
                for call in otherTree.calls(named: callee) where !otherContext.isInSampleData(Int(otherTree[call].first)) {
                    let arguments = otherTree.children(call).filter { otherTree.kind($0) == .argument }
                    let passed: SyntaxID?
                    switch argument {
                    case let .label(label): passed = arguments.first { otherTree.nameText($0) == label }
                    case let .position(position, count): passed = arguments.count == count ? arguments[position] : nil
                    }
                    guard let passed else { continue }
                    values.append(resolver.resolve(passed))
                    if values.count >= 4 { break }
                }
                if values.count >= 4 || values.contains(where: \.isBackend) { break }
            }
            if let backend = values.first(where: \.isBackend) { return Provenance(.backend, backend.reason, evidence: -1, type: backend.type) }
            guard !values.isEmpty, values.allSatisfy(\.isDevice) else { return nil }
            return Provenance(.device, values[0].reason, evidence: -1, type: values[0].type)
        }
        return answer.map { Provenance($0.source, $0.reason, evidence: evidence, type: $0.type) }
    }

    /// How many calling files one question reads.
    static let callersRead = 4

    /// A resolver for the project's file at `path`, one file further from the one that asked.
    func acrossFiles(to path: String) -> ProvenanceResolver? {
        guard let other = model.callSites.file(at: path) else { return nil }
        let otherContext = RuleContext(file: other, context: FileContext(path: path, rolePath: path, roles: [.ios]), model: model)
        var resolver = ProvenanceResolver(context: otherContext, tree: other.syntax)
        resolver.crossings = crossings + 1
        return resolver
    }

    /// What an app type's property holds where the type is declared, in another file
    /// (`let days: [Date] = (0..<7).compactMap { calendar.date(…) }` in the view model a view
    /// reads `viewModel.days` from): the device's or the backend's, else nil. Answered once a run.
    mutating func memberDeclaredElsewhere(_ name: String, of owner: ModelType, evidence: Int) -> Provenance? {
        guard crossings < Self.maximumCrossings, owner.path != context.path, !owner.isBackend, owner.kind != .extension else { return nil }
        let answer = model.callSites.answer("\(crossings) member " + owner.name + "." + name) { () -> Provenance? in
            guard var resolver = acrossFiles(to: owner.path), let binding = resolver.ownProperty(name, ofTypeNamed: owner.simpleName) else { return nil }
            let found = resolver.binding(binding, use: Int(resolver.tree[binding].first))
            return found.source == .unknown ? nil : Provenance(found.source, found.reason, evidence: -1, type: found.type)
        }
        return answer.map { Provenance($0.source, $0.reason, evidence: evidence, type: $0.type) }
    }

    /// The binding of stored or computed property `name` in the body of a struct or class this
    /// file declares with that simple name (not an extension: it stores nothing).
    func ownProperty(_ name: String, ofTypeNamed typeName: String) -> SyntaxID? {
        tree.typeDeclarations(named: typeName).lazy.compactMap { propertyBinding(name, inBodyOf: $0) }.first
    }

    /// Whether a property binding belongs to a type declared to conform to `TimelineEntry`.
    func isTimelineEntryProperty(_ binding: SyntaxID) -> Bool {
        guard let variable = tree.parent(binding), let body = tree.parent(variable), let type = tree.parent(body),
              tree.kind(type) == .typeDeclaration else { return false }
        return tree.children(type).contains { tree.kind($0) == .type && tree.isNamed($0, "TimelineEntry") }
    }

    /// `Provider.Entry` written in a widget view: the entry type the provider's `placeholder`
    /// returns, when the provider is declared in this file and names no `Entry` of its own.
    func timelineEntry(_ shape: TypeShape) -> TypeShape? {
        guard shape.name.hasSuffix(".Entry"), !shape.isCollection else { return nil }
        let providerName = String(shape.name.dropLast(".Entry".count).split(separator: ".").last ?? "")
        for provider in tree.typeDeclarations(named: providerName) {
            guard let body = tree.child(provider, .block),
                  let placeholder = tree.children(body).first(where: { tree.kind($0) == .function && tree.isNamed($0, "placeholder") }),
                  let returned = tree.child(placeholder, .type), let entry = file.typeShape(startingAt: Int(tree[returned].first)),
                  entry.name != shape.name else { continue }
            return TypeShape(name: entry.name, isCollection: false, isOptional: shape.isOptional, arguments: entry.arguments)
        }
        return nil
    }
}
