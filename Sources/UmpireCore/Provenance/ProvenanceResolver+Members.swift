// Members and calls: a field of a backend value is backend; a method or conversion applied to
// one computes a value from it; the clock and app constants are the device's.

extension ProvenanceResolver {
    /// String methods whose result is the same text, cleaned up or recased.
    static let stringPreserving: Set<String> = ["trimmingCharacters", "lowercased", "uppercased", "capitalized", "localizedLowercase",
                                                "localizedUppercase", "localizedCapitalized"]

    mutating func member(_ id: SyntaxID) -> Provenance {
        let memberName = tree.nameText(id)
        guard let base = tree.firstChild(id) else {
            // `.live`, `.now`: an implicit member.
            return memberName == "now" ? Provenance(.device, .clock, evidence: id) : Provenance(.device, .appConstant, evidence: id)
        }
        // `Date.now`, `Theme.spacing`, `MatchPhase.live`: a type's static member.
        if tree.kind(base) == .name, isTypeName(tree[base].name), !isLocalName(base) {
            let typeName = tree.nameText(base)
            if typeName == "Date" && memberName == "now" { return Provenance(.device, .clock, evidence: id) }
            if Self.deviceTypes.contains(typeName) { return Provenance(.device, .deviceInfo, evidence: id) }
            if let type = model.type(named: typeName), let declared = model.member(memberName, of: type), declared.isStatic,
               declared.kind != .storedProperty, let shape = declared.type {
                return typed(qualified(shape, in: type.name), evidence: id)
            }
            return Provenance(.device, .appConstant, evidence: id)
        }
        // `items.count` of the view's own `@State` list: how many rows this screen holds, the
        // device's to count, whatever the rows hold (the checklist allows simple filtering of them).
        if memberName == "count", tree.kind(base) == .name, case let .binding(binding)? = declaration(of: base),
           let variable = tree.parent(binding), tree.kind(variable) == .variable, stateWrapper(of: variable) == "State" {
            return Provenance(.device, .localState(wrapper: "State"), evidence: id, type: TypeShape(name: "Int"))
        }
        return member(memberName, token: id, of: resolve(base))
    }

    /// A member of a value whose origin is known.
    mutating func member(_ name: String, token: Int, of receiver: Provenance) -> Provenance {
        if name == "timeIntervalSinceNow" { return Provenance(.device, .clock, evidence: token, type: TypeShape(name: "TimeInterval")) }
        // A widget timeline entry's `date` is when WidgetKit shows it: the device's clock, whatever
        // else the entry carries.
        if name == "date", let shape = receiver.type, !shape.isCollection, let owner = model.type(named: shape.name),
           owner.conformances.contains("TimelineEntry") {
            return Provenance(.device, .clock, evidence: token, type: TypeShape(name: "Date"))
        }
        // `context.state` of an `ActivityViewContext<Attributes>` is the attributes' ContentState.
        if let shape = receiver.type, shape.simpleName == "ActivityViewContext", let attributes = shape.arguments.first {
            if name == "state" { return typed(TypeShape(name: attributes + ".ContentState"), evidence: token) }
            if name == "attributes" { return typed(TypeShape(name: attributes), evidence: token) }
        }
        switch receiver.source {
        case .device:
            return Provenance(.device, receiver.reason, evidence: receiver.evidence)
        case .unknown:
            // A type this file declares (a widget entry, a row's input): its property's own origin.
            if let shape = receiver.type, !shape.isCollection, let own = ownProperty(name, ofTypeNamed: shape.simpleName) {
                let held = binding(own, use: token)
                if held.source != .unknown { return held }
            }
            // A known non-backend type (a view model) may hold backend values: ask the model.
            guard let shape = receiver.type, !shape.isCollection, let owner = model.type(named: shape.name),
                  let declared = model.member(name, of: owner) else { return .unknown }
            if let wrapper = declared.wrapper, RuleContext.localStateWrappers.contains(wrapper) {
                return wrapped(wrapper, declared.type, name: name, evidence: token)
            }
            // A settings store's `var permissionMode: Mode { Mode(rawValue: modeRaw) ?? .ask }`
            // over its `@AppStorage var modeRaw`: the user's own setting, even in a backend enum.
            if let wrapper = declared.readsWrapper {
                return Provenance(.device, .localState(wrapper: wrapper), evidence: token, type: declared.type)
            }
            let byType = declared.type.map { typed(qualified($0, in: owner.name), evidence: token) } ?? .unknown
            // A SwiftData model stores what the app saved, the backend's scores among them: where
            // its type does not tell, its member's origin is not known (the name may tell). Its
            // dates are kept as typed: mostly when the app saved something.
            if byType.source == .unknown, owner.conformances.contains("PersistentModel"),
               !(declared.type.map { ["Date", "TimeInterval"].contains($0.name) } ?? false) { return .unknown }
            // Its type does not tell (`let days: [Date]`, a plain value or none written): what the
            // declaration gives it, read there. One of the app's own types keeps its type's answer.
            if byType.source == .unknown, declared.kind != .method, declared.type.map({ RuleContext.simpleStateTypes.contains($0.name) }) ?? true,
               let there = memberDeclaredElsewhere(name, of: owner, evidence: token) {
                return Provenance(there.source, there.reason, evidence: token, type: byType.type ?? there.type)
            }
            return byType
        case .backend:
            guard let shape = receiver.type else { return Provenance(.backend, .derived, evidence: receiver.evidence) }
            if shape.isCollection {
                // `selectedClasses.keys`: the app's own keys (block letters) for the backend's values.
                if name == "keys", shape.isDictionary { return .unknown }
                if Self.elementMethods.contains(name) { return element(of: receiver) }
                return Provenance(.backend, .derived, evidence: receiver.evidence, type: ["count", "endIndex"].contains(name) ? TypeShape(name: "Int") : nil)
            }
            guard let owner = model.type(named: shape.name) else {
                // A member of a system type holding backend data (`runs.description`, `name.count`).
                return Provenance(.backend, .derived, evidence: receiver.evidence)
            }
            let declared = model.member(name, of: owner)
            let memberType = declared?.type.map { qualified($0, in: owner.name) }
            if owner.isBackend {
                // A timeline entry's `configuration` is the widget's intent: what the user chose.
                if name == "configuration" || memberType?.name.hasSuffix("Intent") == true {
                    return Provenance(.device, .deviceInfo, evidence: token, type: memberType)
                }
                // A field the provider in this file fills from the device (the league the widget
                // is configured for): the device's, though the entry carries the backend's too.
                if let own = ownProperty(name, ofTypeNamed: owner.simpleName), isTimelineEntryProperty(own),
                   let passed = constructedValue(own), passed.isDevice {
                    return passed
                }
                // A field holding one of the app's own types (a widget configuration's AppEnum in
                // a timeline entry): that type's, which the model would have made backend if it were.
                if let memberType, let held = model.type(named: memberType.name), !held.isBackend, held.kind != .extension {
                    return typed(memberType, evidence: token)
                }
                return Provenance(.backend, .backendField(owner: owner.name, member: name), evidence: token, type: memberType)
            }
            // `state.scoreText.trailingWickets`: the app's extension of a system type, computing a
            // value from the backend's.
            if owner.kind == .extension { return Provenance(.backend, .derived, evidence: receiver.evidence, type: memberType) }
            return memberType.map { typed($0, evidence: token) } ?? .unknown
        }
    }

    mutating func call(_ id: SyntaxID) -> Provenance {
        guard let callee = tree.firstChild(id) else { return .unknown }
        let arguments = tree.children(id).filter { tree.kind($0) == .argument }
        let calleeName = tree.nameText(id)
        switch tree.kind(callee) {
        case .name:
            if calleeName == "Date" {
                guard let first = arguments.first else { return Provenance(.device, .clock, evidence: callee) }
                return resolve(first).derived(type: TypeShape(name: "Date"))
            }
            if Self.conversions.contains(calleeName) {
                guard let first = arguments.first else { return Provenance(.device, .literal, evidence: callee) }
                return resolve(first).derived(type: TypeShape(name: calleeName))
            }
            // `Array(Set(group.matches.map(\.courtLabel)))`: the backend's values, deduplicated or copied.
            if Self.collectionCopies.contains(calleeName), let first = arguments.first, tree.nameText(first).isEmpty {
                let copied = resolve(first)
                return copied.isBackend ? Provenance(.backend, .derived, evidence: copied.evidence, type: copied.type) : copied
            }
            // `Measurement(value: kph, unit: …)`: the backend's number in a system value type.
            if Self.valueWrappers.contains(calleeName), let first = arguments.first {
                return resolve(first).derived(type: TypeShape(name: calleeName))
            }
            // `Dictionary(grouping: state.batters, by: \.name)`: the backend's rows, in groups.
            if calleeName == "Dictionary", let rows = arguments.first, tree.nameText(rows) == "grouping" {
                let grouped = resolve(rows)
                guard grouped.isBackend else { return grouped.source == .device ? grouped : .unknown }
                return Provenance(.backend, .derived, evidence: grouped.evidence,
                                  type: grouped.type.flatMap { $0.isCollection && !$0.isDictionary ? TypeShape.grouping($0) : nil })
            }
            if isTypeName(tree[callee].name) {
                // An initializer: a value the app makes (a view, sample data, its own type).
                return Provenance(.unknown, .known(type: calleeName), evidence: callee, type: TypeShape(name: calleeName))
            }
            return functionResult(id, name: calleeName, arguments: arguments)
        case .member:
            guard let base = tree.firstChild(callee) else { return .unknown } // `.init(…)`, `.now()`
            if tree.kind(base) == .name, isTypeName(tree[base].name), !isLocalName(base) {
                let typeName = tree.nameText(base)
                if let type = model.type(named: typeName), let declared = model.member(calleeName, of: type), let shape = declared.type {
                    // `NBAAPIService.parseUTCDate(game.datetime_utc)`: a static helper works its result
                    // out of the backend's value it is given (a fetch's arguments only say what to fetch).
                    if declared.isStatic, !type.isBackend, !Self.fetchPrefixes.contains(where: calleeName.hasPrefix),
                       let given = firstBackendArgument(arguments) {
                        return given.derived(type: qualified(shape, in: type.name))
                    }
                    return typed(qualified(shape, in: type.name), evidence: callee)
                }
                if typeName == "Date" { return Provenance(.device, .clock, evidence: callee) }
                if Self.deviceTypes.contains(typeName) { return Provenance(.device, .deviceInfo, evidence: callee) }
                return .unknown
            }
            let receiver = resolve(base)
            // `date.timeIntervalSince(now)`, `calendar.dateComponents(…, from: now, to: start)`: a countdown.
            // Not a service's fetch for today (`service.fixtures(day: today)`): the backend's data.
            if receiver.reason != .clock, !(receiver.type.map { Self.isFetcher($0.simpleName) } ?? false),
               arguments.contains(where: { argument in
                   let value = resolveQuietly(argument)
                   return isDeviceTime(value) || !value.isBackend && namesNow(argument)
               }) {
                return Provenance(.device, .clock, evidence: callee)
            }
            switch receiver.source {
            case .backend:
                if receiver.type?.isCollection == true {
                    if Self.elementMethods.contains(calleeName) { return element(of: receiver) }
                    // `games.firstIndex(of: game)`: where a row sits in the list, the view's layout.
                    if ["firstIndex", "lastIndex", "index"].contains(calleeName) {
                        return Provenance(.device, .layout, evidence: callee, type: TypeShape(name: "Int"))
                    }
                    return Provenance(.backend, .derived, evidence: receiver.evidence, type: receiver.type)
                }
                // A method of a backend type, in the model: its declared result.
                if let shape = receiver.type, let owner = model.type(named: shape.name),
                   let declared = model.member(calleeName, of: owner), let result = declared.type {
                    let typedResult = typed(qualified(result, in: owner.name), evidence: receiver.evidence)
                    return typedResult.isBackend ? typedResult : Provenance(.backend, .derived, evidence: receiver.evidence, type: result)
                }
                // `label.trimmingCharacters(in: .whitespaces)`, `code.lowercased()`: the same text, still a String.
                if let shape = receiver.type, shape.name == "String", !shape.isCollection, Self.stringPreserving.contains(calleeName) {
                    return Provenance(.backend, .derived, evidence: receiver.evidence, type: TypeShape(name: "String"))
                }
                return Provenance(.backend, .derived, evidence: receiver.evidence)
            case .device:
                // `Calendar.current.isDateInToday(match.startDate)`: whether a date is today is the
                // device's clock speaking, whoever sent the date.
                if receiver.reason == .deviceInfo, Self.clockDayTests.contains(calleeName) {
                    return Provenance(.device, .clock, evidence: callee, type: TypeShape(name: "Bool"))
                }
                // `NBAService.shared.nextGame(…)`: a singleton's method returns what it fetches,
                // not the app constant it is called on.
                if receiver.reason == .appConstant, tree.kind(base) == .member, Self.singletonNames.contains(tree.nameText(base)) {
                    return .unknown
                }
                // `viewModel.setsToWin(match)`: the view's own model works a value out of the
                // backend's it is given.
                if case .localState = receiver.reason, let derived = derivedFromArguments(arguments, method: calleeName, receiver: receiver) {
                    return derived
                }
                return receiver
            case .unknown:
                // `CLLocation(…).distance(from: venue)`: how far the phone is, measured by its GPS.
                if calleeName == "distance", receiver.type?.name == "CLLocation" {
                    return Provenance(.device, .deviceInfo, evidence: callee, type: TypeShape(name: "CLLocationDistance"))
                }
                if let derived = derivedFromArguments(arguments, method: calleeName, receiver: receiver) { return derived }
                if let worked = helperResult(arguments, method: calleeName, receiver: receiver) { return worked }
                guard let shape = receiver.type, let owner = model.type(named: shape.name),
                      let declared = model.member(calleeName, of: owner), let result = declared.type else { return .unknown }
                let typedResult = typed(qualified(result, in: owner.name), evidence: callee)
                // `api.send(.schedule)` declared `-> Response`, a type parameter: what an API client
                // decodes for its caller is the backend's, whatever the endpoint names.
                if typedResult.source == .unknown, declared.returnsTypeParameter, ProjectModel.isAPIClient(owner.name) {
                    return Provenance(.backend, .derived, evidence: callee)
                }
                return typedResult
            }
        default:
            return .unknown
        }
    }

    /// A method of the app's own type (a view model, a helper) given a backend value returns
    /// one worked out from it, of the method's declared type: `viewModel.setsToWin(match)`.
    /// Not a fetch (a fetcher's method, or one named `fetch…`, `load…`), whose arguments say
    /// what to fetch.
    private mutating func derivedFromArguments(_ arguments: [SyntaxID], method: String, receiver: Provenance) -> Provenance? {
        guard !arguments.isEmpty, let shape = receiver.type, let owner = model.type(named: shape.name),
              !Self.isFetcher(shape.simpleName), !Self.fetchPrefixes.contains(where: method.hasPrefix),
              let given = firstBackendArgument(arguments) else { return nil }
        return given.derived(type: model.member(method, of: owner)?.type)
    }

    /// `scoreDataFunction.AverageScore(scoreData: scoreData)` on the user's own entries: a helper
    /// of the app's own type, which the model does not hold (no view model, service or store),
    /// given only the device's values, works out the device's value.
    private mutating func helperResult(_ arguments: [SyntaxID], method: String, receiver: Provenance) -> Provenance? {
        guard !arguments.isEmpty, let shape = receiver.type, !shape.isCollection, model.type(named: shape.name) == nil,
              !Self.isFetcher(shape.simpleName), !Self.holderWords.contains(where: shape.simpleName.hasSuffix),
              !Self.fetchPrefixes.contains(where: method.hasPrefix) else { return nil }
        var given: [Provenance] = []
        for argument in arguments {
            let origin = resolveQuietly(argument)
            guard origin.isDevice else { return nil }
            given.append(origin)
        }
        return given.first?.derived(type: nil)
    }

    /// Types that hold state they load or are handed: their methods may answer with it.
    static let holderWords = ["Model", "Manager", "Repository", "Controller", "Coordinator", "Cache", "Session"]

    /// The first argument whose value is the backend's, asked without using up the question's steps.
    private mutating func firstBackendArgument(_ arguments: [SyntaxID]) -> Provenance? {
        for argument in arguments {
            let origin = resolveQuietly(argument)
            if origin.isBackend { return origin }
        }
        return nil
    }

    static let fetchPrefixes = ["fetch", "load", "get", "request", "refresh", "download", "query", "search", "subscribe"]

    /// The device's clock, or the current time the device hands a view: a value declared
    /// `Date` that no backend model reaches, named for now (`let currentTime: Date`, a
    /// parameter `now: Date`). Measured against one, a backend time is a countdown or a
    /// threshold the device keeps; a date named otherwise may be the backend's, passed on.
    func isDeviceTime(_ value: Provenance) -> Bool {
        if value.reason == .clock { return true }
        guard value.source == .unknown, let type = value.type, type.name == "Date", !type.isCollection,
              value.evidence >= 0, value.evidence < tree.nodes.count,
              [.name, .member].contains(tree.kind(value.evidence)) else { return false }
        let name = tree.nameText(value.evidence).lowercased()
        return Self.currentTimeNames.contains(name) || name.hasPrefix("current")
    }

    /// `currentDate`, `now`: an argument written as a name for now (a view's `let currentDate:
    /// Date` its parent fills from a timeline entry), whatever its value was traced to.
    func namesNow(_ argument: SyntaxID) -> Bool {
        var value = argument
        if tree.kind(value) == .argument, let only = tree.firstChild(value) { value = only }
        guard [.name, .member].contains(tree.kind(value)) else { return false }
        let name = tree.nameText(value).lowercased()
        return Self.currentTimeNames.contains(name) || name.hasPrefix("current") && (name.hasSuffix("date") || name.hasSuffix("time"))
    }

    /// A service, API client, repository or store: what it returns is what it fetches.
    static func isFetcher(_ typeName: String) -> Bool {
        fetcherSuffixes.contains(where: typeName.hasSuffix)
    }

    /// The model's fetchers, and stores and providers: what they return is not a countdown, though
    /// a store's own types (`SettingsStore.load() -> Settings`) are not the backend's.
    private static let fetcherSuffixes = ProjectModel.fetcherSuffixes + ["Store", "Provider"]

    /// System value types that hold the value they are made from, for formatting or styling.
    static let valueWrappers: Set<String> = ["Measurement", "AttributedString"]

    /// The names a type's shared instance goes by.
    static let singletonNames: Set<String> = ["shared", "sharedInstance", "instance", "default", "standard"]

    static let currentTimeNames: Set<String> = ["now", "today", "currenttime", "currentdate", "referencedate", "timelinedate", "tick"]

    /// Initializers that copy a collection's elements into another collection.
    static let collectionCopies: Set<String> = ["Array", "Set", "ContiguousArray"]

    /// Calendar's tests of a date against the device's today.
    static let clockDayTests: Set<String> = ["isDateInToday", "isDateInTomorrow", "isDateInYesterday"]

    /// The provenance of an argument, without using up this question's steps.
    mutating func resolveQuietly(_ id: SyntaxID) -> Provenance {
        // Nested quiet questions would each start afresh: two levels, then the steps count.
        guard quietDepth < 2 else { return resolve(id) }
        let saved = steps
        quietDepth += 1
        defer { steps = saved; quietDepth -= 1 }
        return resolve(id)
    }

    /// `statusText(for: state)`, `self.line(state)`: a function of the project; its declared
    /// result type when the model has it, else computed from its arguments when one is backend.
    private mutating func functionResult(_ id: SyntaxID, name: String, arguments: [SyntaxID]) -> Provenance {
        if let declaration = tree.ancestors(id).first(where: { tree.kind($0) == .typeDeclaration }),
           let type = modelType(ofDeclaration: declaration), let declared = model.member(name, of: type),
           let result = declared.type {
            let typedResult = typed(qualified(result, in: type.name), evidence: id)
            if typedResult.isBackend { return typedResult }
        }
        let inputs = arguments.map { resolve($0) }
        if let backend = inputs.first(where: \.isBackend) { return backend.derived(type: nil) }
        return .unknown
    }
}
