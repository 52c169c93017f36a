// What a value in a Swift file is, in the terms the token-walking rules use: the syntax
// layer's provenance (Provenance), told as a backend member, a backend value, the view's own
// state, a value of another known type, or unknown.

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

    /// What the value whose expression ends at token `end` is: a name (`value`), a member chain
    /// (`state.batters.first?.runs`, `end` at `runs`), a call's `)` or a subscript's `]`.
    /// Answered by the syntax layer's provenance, in the terms rules written before it use.
    public func origin(ofValueEndingAt end: Int) -> ValueOrigin {
        guard file.language == .swift else { return .unknown }
        let found = provenance(ofValueEndingAt: end)
        switch (found.source, found.reason) {
        case let (.backend, .backendField(owner, member)): return .backendMember(owner: owner, member: member, type: found.type)
        case let (.backend, .backendValue(type)):
            if found.type?.isCollection == true { return .backendMember(owner: type, member: "", type: found.type) }
            return .backendValue(type: type)
        case (.backend, _): return .backendMember(owner: "", member: "", type: found.type)
        case let (.device, .localState(wrapper)): return .localState(wrapper: wrapper)
        case (.device, _): return .other(found.type ?? TypeShape(name: "device"))
        case (.unknown, .known), (.unknown, .namedAfterField): return found.type.map { .other($0) } ?? .unknown
        case (.unknown, _): return .unknown
        }
    }
}
