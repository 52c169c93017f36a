// Names: found where they are declared, innermost scope first — a closure's parameters, the
// locals and `guard let`s before the use, an `if let` or `for` binding, the function's
// parameters, the enclosing type's properties (through the model, so a property declared in
// another file's extension counts), then the file's globals.

extension ProvenanceResolver {
    /// A declaration a name resolves to.
    enum Declaration {
        case binding(SyntaxID)
        case parameter(SyntaxID)
        /// The `index`th parameter of a closure (`$0` or a named one).
        case closureParameter(closure: SyntaxID, index: Int)
        case property(type: String, name: String)
        case selfValue(type: String)
    }

    mutating func name(_ id: SyntaxID) -> Provenance {
        let token = id
        guard let declaration = declaration(of: id) else {
            if isTypeName(tree[id].name) { return Provenance(.device, .appConstant, evidence: token) }
            return .unknown
        }
        return resolveDeclaration(declaration, use: token)
    }

    /// Whether a name refers to something declared in scope (a local, a parameter, a
    /// property), as opposed to a type.
    mutating func isLocalName(_ id: SyntaxID) -> Bool {
        guard let declaration = declaration(of: id) else { return false }
        if case .selfValue = declaration { return false }
        return true
    }

    func declaration(of id: SyntaxID) -> Declaration? {
        let text = tree.nameText(id)
        guard !text.isEmpty else { return nil }
        let dollar = text.first == "$" ? Int(text.dropFirst()) : nil
        var child = id
        for ancestor in tree.ancestors(id) {
            defer { child = ancestor }
            switch tree.kind(ancestor) {
            case .closure:
                // Parameters come first: the statements after them are not read (a closure of n
                // statements would make each question over it cost n).
                let parameters = Array(tree.children(ancestor).prefix { tree.kind($0) == .parameter })
                if let dollar, parameters.isEmpty { return .closureParameter(closure: ancestor, index: dollar) }
                if let index = parameters.firstIndex(where: { tree.nameText($0) == text }) {
                    return .closureParameter(closure: ancestor, index: index)
                }
                if let found = local(text, in: ancestor, before: child) { return found }
            case .block, .caseClause, .file:
                if let found = local(text, in: ancestor, before: child) { return found }
                if tree.kind(ancestor) == .file, let found = global(text, in: ancestor) { return found }
            case .ifStatement, .whileStatement, .guardStatement:
                if let found = conditionBinding(text, in: ancestor, before: child) { return found }
            case .forStatement:
                for binding in tree.children(ancestor) where tree.kind(binding) == .binding && tree.nameText(binding) == text && binding != child {
                    return .binding(binding)
                }
            case .function:
                if let parameter = tree.children(ancestor).first(where: { tree.kind($0) == .parameter && tree.nameText($0) == text }) {
                    return .parameter(parameter)
                }
            case .typeDeclaration:
                let typeName = qualifiedName(ofType: ancestor)
                if text == "self" { return .selfValue(type: typeName) }
                if let type = modelType(ofDeclaration: ancestor), model.member(text, of: type) != nil { return .property(type: type.name, name: text) }
                if hasMember(text, typeDeclaration: ancestor) { return .property(type: typeName, name: text) }
                // `extension FrameDetailSheet { var surnames … match.displayState … }`: a property
                // the extended type stores, declared in this file.
                if tree[ancestor].typeDeclarationKind == .extension, ownProperty(text, ofTypeNamed: tree.nameText(ancestor)) != nil {
                    return .property(type: typeName, name: text)
                }
            default:
                break
            }
        }
        return nil
    }

    /// A `let`/`var` or `guard let` among the statements of `scope` before `use`.
    private func local(_ text: String, in scope: SyntaxID, before use: SyntaxID) -> Declaration? {
        // From the file's index of what each scope declares (a scan of the scope per question
        // made a function of n locals quadratic). Statements are numbered in source order, so
        // one before `use` (the scope's child holding the use) has a smaller id.
        guard let entries = tree.localIndex.byScope[Int32(scope)]?[text] else { return nil }
        return entries.last(where: { Int($0.statement) < use }).map { .binding(Int($0.binding)) }
    }

    /// An `if let`/`guard let`/`while let` binding of the statement's conditions, before `use`.
    private func conditionBinding(_ text: String, in statement: SyntaxID, before use: SyntaxID?) -> Declaration? {
        var found: Declaration?
        for condition in tree.children(statement) where tree.kind(condition) == .condition {
            if let use, condition == use || tree.contains(condition, use) { break }
            if let binding = tree.child(condition, .binding), tree.nameText(binding) == text { found = .binding(binding) }
        }
        return found
    }

    /// A top-level `let`/`var` of the file, wherever it is written.
    private func global(_ text: String, in file: SyntaxID) -> Declaration? {
        for statement in tree.children(file) where tree.kind(statement) == .variable {
            for binding in tree.children(statement) where tree.kind(binding) == .binding && tree.nameText(binding) == text {
                return .binding(binding)
            }
        }
        return nil
    }

    /// Whether a type declaration's own body declares a property `text`.
    private func hasMember(_ text: String, typeDeclaration: SyntaxID) -> Bool {
        propertyBinding(text, inBodyOf: typeDeclaration) != nil
    }

    /// The binding of property `name` that a type declaration's own body declares.
    func propertyBinding(_ name: String, inBodyOf type: SyntaxID) -> SyntaxID? {
        guard let body = tree.child(type, .block) else { return nil }
        for statement in tree.children(body) where tree.kind(statement) == .variable {
            if let binding = tree.children(statement).first(where: { tree.kind($0) == .binding && tree.nameText($0) == name }) { return binding }
        }
        return nil
    }

    /// `Outer.Inner` for a type declared inside another; an extension's extended type.
    func qualifiedName(ofType id: SyntaxID) -> String {
        var name = tree.nameText(id)
        if tree[id].typeDeclarationKind == .extension, let type = model.type(named: name) { return type.name }
        for ancestor in tree.ancestors(id) where tree.kind(ancestor) == .typeDeclaration {
            name = qualifiedName(ofType: ancestor) + "." + name
            break
        }
        return name
    }

    /// The model's type for a declaration in this file: an extension's by the name written, a
    /// type's own by its exact qualified name.
    func modelType(ofDeclaration id: SyntaxID) -> ModelType? {
        if tree[id].typeDeclarationKind == .extension { return model.type(named: tree.nameText(id)) }
        return model.type(qualified: qualifiedName(ofType: id))
    }

    // MARK: What a declaration holds

    /// A local or property binding: the view's own state when wrapped so; else its value, or
    /// its declared type.
    mutating func binding(_ id: SyntaxID, use: Int) -> Provenance {
        guard visiting.insert(id).inserted else { return .unknown }
        defer { visiting.remove(id) }
        var declaredType: TypeShape?
        var value: SyntaxID?
        for child in tree.children(id) {
            if tree.kind(child) == .type { declaredType = shape(ofType: child) } else if tree.kind(child).isValue { value = child }
        }
        if let variable = tree.parent(id), tree.kind(variable) == .variable, let wrapper = stateWrapper(of: variable) {
            // `@State var viewModel = ScoreViewModel()`: the type it holds, when it is not a plain value.
            let held = declaredType ?? value.flatMap { tree.kind($0) == .call && isTypeName(tree[$0].name) ? TypeShape(name: tree.nameText($0)) : nil }
            return wrapped(wrapper, held, name: tree.nameText(id), evidence: use)
        }
        // `@Environment(\.raceCardService) private var raceCardService`: the service the app
        // injects, of the type its EnvironmentValues entry declares.
        if declaredType == nil, value == nil, let variable = tree.parent(id), tree.kind(variable) == .variable,
           let injected = environmentType(of: variable) {
            return typed(injected, evidence: use)
        }
        // A loop's element: `for batter in state.batters`.
        if let loop = tree.parent(id), tree.kind(loop) == .forStatement,
           let sequence = tree.children(loop).first(where: { tree.kind($0).isValue }) {
            if isRange(sequence) { return Provenance(.device, .layout, evidence: use, type: TypeShape(name: "Int")) }
            return element(of: resolve(sequence))
        }
        // `if let state {`: the same name, outside the statement.
        if value == nil, declaredType == nil, let condition = tree.parent(id), tree.kind(condition) == .condition,
           let statement = tree.parent(condition), let outer = outerDeclaration(of: tree.nameText(id), outside: statement) {
            return resolveDeclaration(outer, use: use)
        }
        if let value {
            let resolved = resolve(value)
            if resolved.source != .unknown || declaredType == nil { return resolved }
        }
        if tree[id].flags.contains(.computed), let body = tree.child(id, .block), let returned = returnedValue(ofBody: body),
           returned.source != .unknown || declaredType == nil {
            return returned
        }
        let declared = declaredType.map { typed($0, evidence: use) } ?? .unknown
        // `let overs: String` of a subview: what the code building it passes. A value of one of
        // the app's own types (`let announcement: Announcement`) keeps its type's answer.
        if value == nil, !declared.isBackend, declaredType.map({ RuleContext.simpleStateTypes.contains($0.name) }) ?? true,
           !tree[id].flags.contains(.computed), let passed = constructedValue(id), passed.source != .unknown {
            return passed
        }
        // A view's `let scoreText: String` no construction fills: named as a backend field is.
        if value == nil, !tree[id].flags.contains(.computed), let named = namedAfterField(declared, name: tree.nameText(id), evidence: use),
           let variable = tree.parent(id), let body = tree.parent(variable), tree.kind(body) == .block,
           let type = tree.parent(body), tree.kind(type) == .typeDeclaration {
            return named
        }
        return declared
    }

    /// A String (declared so, nothing else known) whose name a backend type's String field has:
    /// unknown still, with the field it is named after.
    func namedAfterField(_ declared: Provenance, name: String, evidence: Int) -> Provenance? {
        guard case .known = declared.reason, let type = declared.type, type.name == "String", !type.isCollection,
              let owner = model.backendStringFields[name] else { return nil }
        return Provenance(.unknown, .namedAfterField(owner: owner, member: name), evidence: evidence, type: type)
    }

    private func outerDeclaration(of text: String, outside statement: SyntaxID) -> Declaration? {
        declarationAt(text, from: statement)
    }

    /// The declaration `text` resolves to from the position of node `id`.
    func declarationAt(_ text: String, from id: SyntaxID) -> Declaration? {
        var child = id
        for ancestor in tree.ancestors(id) {
            defer { child = ancestor }
            switch tree.kind(ancestor) {
            case .block, .caseClause, .file, .closure:
                if let found = local(text, in: ancestor, before: child) { return found }
            case .function:
                if let parameter = tree.children(ancestor).first(where: { tree.kind($0) == .parameter && tree.nameText($0) == text }) {
                    return .parameter(parameter)
                }
            case .typeDeclaration:
                if let type = modelType(ofDeclaration: ancestor), model.member(text, of: type) != nil { return .property(type: type.name, name: text) }
            default:
                break
            }
        }
        return nil
    }

    private mutating func resolveDeclaration(_ declaration: Declaration, use: Int) -> Provenance {
        switch declaration {
        case let .binding(binding): return self.binding(binding, use: use)
        case let .parameter(parameter): return self.parameter(parameter)
        case let .closureParameter(closure, index): return closureParameter(closure, index: index, evidence: use)
        case let .property(type, name):
            let declared = property(name, of: type, evidence: use)
            // A property of a type declared in this file: its declared type, its initial value or
            // what its getter returns (a view's file may hold no model words, so no model entry).
            if declared.source == .unknown, let own = memberBinding(name, from: use) { return binding(own, use: use) }
            return declared
        case let .selfValue(type): return typed(TypeShape(name: type), evidence: use)
        }
    }

    /// The property `name` of the type declaration enclosing node `id`, in this file: in its
    /// body, or for an extension, in the body of the type it extends.
    private func memberBinding(_ name: String, from id: SyntaxID) -> SyntaxID? {
        tree.ancestors(id).lazy.filter { tree.kind($0) == .typeDeclaration }.compactMap { declaration in
            propertyBinding(name, inBodyOf: declaration)
                ?? (tree[declaration].typeDeclarationKind == .extension ? ownProperty(name, ofTypeNamed: tree.nameText(declaration)) : nil)
        }.first
    }

    /// What a getter body returns: its single expression, or its `return`s (not those of the
    /// closures and functions inside it).
    mutating func returnedValue(ofBody body: SyntaxID) -> Provenance? {
        let statements = Array(tree.children(body))
        if statements.count == 1, tree.kind(statements[0]).isValue { return resolve(statements[0]) }
        var values: [Provenance] = []
        var stack = statements
        while let next = stack.popLast(), values.count < 4 {
            switch tree.kind(next) {
            case .returnStatement:
                if let value = tree.firstChild(next) { values.append(resolve(value)) }
            case .closure, .function, .typeDeclaration:
                continue
            default:
                if !tree.kind(next).isValue { stack.append(contentsOf: tree.children(next)) }
            }
        }
        guard !values.isEmpty else { return nil }
        if let backend = values.first(where: \.isBackend) { return backend }
        return values.allSatisfy(\.isDevice) ? values[0] : nil
    }

    /// The declared type of `EnvironmentValues.name` for a variable wrapped `@Environment(\.name)`,
    /// from the extension that declares the entry (the app's services, seed 004's injection).
    private func environmentType(of variable: SyntaxID) -> TypeShape? {
        guard let attribute = tree.children(variable).first(where: { tree.kind($0) == .attribute && tree.nameText($0) == "@Environment" }),
              let values = model.type(named: "EnvironmentValues") else { return nil }
        let key = (Int(tree[attribute].first)...Int(tree[attribute].last)).last { k in
            file.kind(k) == .identifier && k > 0 && file.kind(k - 1) == .dot
        }
        return key.flatMap { model.member(file.text($0), of: values)?.type }
    }

    /// `@State`, `@AppStorage`…: the attribute of a variable declaration that makes it the
    /// view's own state.
    func stateWrapper(of variable: SyntaxID) -> String? {
        for attribute in tree.children(variable) where tree.kind(attribute) == .attribute {
            let name = String(tree.nameText(attribute).dropFirst())
            if RuleContext.localStateWrappers.contains(name) { return name }
        }
        return nil
    }

    /// A state wrapper's value: the view's own state when it holds a plain value (or its type
    /// is not written, or is an enum), or is a binding the view edits; otherwise what its type
    /// is (an `@State var viewModel: ScoreViewModel` holds whatever the view model holds,
    /// `@State var standings: [Standing]` the backend's standings it loaded) — except the
    /// user's own pick of backend values (`@State var selectedTeams: [Team]`), which the device
    /// holds and changes.
    func wrapped(_ wrapper: String, _ type: TypeShape?, name: String, evidence: SyntaxID) -> Provenance {
        // `@Binding var game: Game` in an editor (`Picker(selection: $game.format)`): what the
        // user edits is the user's input, whatever type it has. A binding only read shows what
        // it is given, as a `let` would.
        if wrapper == "Binding", !context.file.occurrences(ofName: "$" + name).isEmpty {
            return Provenance(.device, .localState(wrapper: wrapper), evidence: evidence)
        }
        let held = type.flatMap { model.type(named: $0.name) }
        let lowered = name.lowercased()
        let picked = Self.selectionWords.contains { lowered.hasPrefix($0) }
        // `@State private var now = Date()`: the view's clock tick (or a date the user picks).
        if let type, type.name == "Date", !type.isCollection { return Provenance(.device, .clock, evidence: evidence, type: type) }
        // The user's own pick (`selectedTeams`, `selectedClasses` keyed by block) is the device's,
        // whatever backend values it holds.
        guard let type, !RuleContext.simpleStateTypes.contains(type.name), held?.kind != .enum, !picked else {
            return Provenance(.device, .localState(wrapper: wrapper), evidence: evidence)
        }
        return typed(type, evidence: evidence)
    }

    /// Names of the user's own choices among backend values.
    static let selectionWords = ["selected", "favorite", "favourite", "picked", "chosen", "pinned", "draft", "editing"]

    mutating func parameter(_ id: SyntaxID) -> Provenance {
        let declared = tree.child(id, .type).flatMap { shape(ofType: $0) }.map { typed($0, evidence: id) } ?? .unknown
        if !declared.isBackend, let passed = passedValue(id), passed.isBackend { return passed }
        return namedAfterField(declared, name: tree.nameText(id), evidence: id) ?? declared
    }

    /// What this file's calls of a function pass for one of its parameters (a view's helper
    /// `scoreText(innings.runs, innings.wickets)`): backend when one of them passes a backend value.
    private mutating func passedValue(_ parameter: SyntaxID) -> Provenance? {
        guard visiting.insert(parameter).inserted, let function = tree.parent(parameter), tree.kind(function) == .function else { return nil }
        defer { visiting.remove(parameter) }
        let name = tree.nameText(function)
        let parameters = tree.children(function).filter { tree.kind($0) == .parameter }
        guard !name.isEmpty, name != "init", let position = parameters.firstIndex(of: parameter) else { return nil }
        var calls = 0
        for node in tree.calls(named: name) {
            let arguments = tree.children(node).filter { tree.kind($0) == .argument }
            guard arguments.count == parameters.count, !tree.contains(function, node) else { continue }
            calls += 1
            // Counted against this question's steps: call sites that pass parameters on stay bounded.
            if calls > 4 || steps >= Self.maximumSteps { break }
            let passed = resolve(arguments[position])
            if passed.isBackend { return passed }
        }
        // A free function no call in this file reaches (`ballsBowled(fromOvers:)` in a helpers
        // file), or a static one of a top-level type or extension, called by its type's name
        // (`Date.parseDate(dateString:timeString:)`): its callers elsewhere. An instance method's
        // name is too common across types to follow.
        guard calls == 0, tree.parent(function) == tree.root || isStaticOfTopLevelType(function),
              let elsewhere = passedInOtherFiles(name, argument: .position(position, count: parameters.count), evidence: parameter),
              elsewhere.isBackend else { return nil }
        return elsewhere
    }

    private func isStaticOfTopLevelType(_ function: SyntaxID) -> Bool {
        guard tree[function].flags.contains(.isStatic), let body = tree.parent(function), let type = tree.parent(body) else { return false }
        let declaration = tree.kind(body) == .typeDeclaration ? body : type
        return tree.kind(declaration) == .typeDeclaration && tree.parent(declaration) == tree.root
    }

    /// A property of a project type (declared here or in any extension, through the model).
    mutating func property(_ name: String, of typeName: String, evidence: Int) -> Provenance {
        guard let type = model.type(qualified: typeName), let declared = model.member(name, of: type) else { return .unknown }
        if let wrapper = declared.wrapper, RuleContext.localStateWrappers.contains(wrapper) {
            return wrapped(wrapper, declared.type, name: name, evidence: evidence)
        }
        if type.isBackend {
            let memberType = declared.type.map { qualified($0, in: type.name) }
            if let memberType, let held = model.type(named: memberType.name), !held.isBackend, held.kind != .extension {
                return typed(memberType, evidence: evidence)
            }
            return Provenance(.backend, .backendField(owner: type.name, member: name), evidence: evidence, type: memberType)
        }
        return declared.type.map { typed(qualified($0, in: type.name), evidence: evidence) } ?? .unknown
    }
}
