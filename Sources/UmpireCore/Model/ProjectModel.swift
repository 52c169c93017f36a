// What a project declares, merged across its files: the types, what they conform to, their
// members and their declared types, and which of them are the backend's models. Rules ask it
// what a value is instead of guessing from names.

/// A type of the project, merged from its declaration and its extensions.
public struct ModelType: Sendable {
    public let name: String
    public let kind: SwiftTypeDeclaration.Kind
    public let conformances: Set<String>
    public let members: [String: DeclaredMember]
    public let path: String
    public let isBackend: Bool
    /// Backend by declaration, not merely by being Codable: a configured type (the display
    /// state), a Live Activity's attributes and content state, a generated type, or one of
    /// those holds it. The app keeps Codable types of its own; these it never does.
    public let isContract: Bool

    public var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }
}

public final class ProjectModel: Sendable {
    private let types: [String: ModelType]
    /// Simple name → qualified names declaring it.
    private let bySimpleName: [String: [String]]
    /// Protocol name → the classes and structs conforming to it.
    private let conformers: [String: [String]]
    /// What the app's services, clients and repositories return, and the backend types those
    /// hold: the app fetched them, wherever they are declared.
    let fetched: Set<String>
    /// Folders (with a trailing `/`) of files declaring a `Widget` or `WidgetBundle`: the widget
    /// extension's code, whatever the folder is called (not one of the app's layer folders).
    private let widgetFolders: [String]
    /// The files declaring one, wherever they are: a Live Activity kept among the app's services is widget code itself.
    private let widgetFiles: Set<String>
    /// Folders (with a trailing `/`) of files declaring the app's root (`struct ScoresApp: App`).
    private let appFolders: [String]

    public static let empty = ProjectModel(declarations: [], settings: .defaults)

    /// The member names the project's code changes through a value, read on the first question.
    public let uses: ProjectUses

    /// Where the project's code calls a name, read on the first question (provenance across files).
    public let callSites: CallSites

    public init(declarations given: [DeclaredType], settings: ModelSettings, uses: ProjectUses = .none, callSites: CallSites = .none) {
        self.uses = uses
        self.callSites = callSites
        let declarations = Self.resolvingAliases(given)
        var merged: [String: MergedType] = [:]
        var simple: [String: [String]] = [:]
        // Declarations first, then extensions, so an extension adds to the type it extends.
        for declaration in declarations where declaration.kind != .extension {
            if merged[declaration.name] == nil { simple[Self.lastComponent(declaration.name), default: []].append(declaration.name) }
            merged[declaration.name, default: MergedType(kind: declaration.kind, path: declaration.path)].add(declaration)
        }
        for declaration in declarations where declaration.kind == .extension {
            // `extension BatterLine` may extend `MatchDisplayState.BatterLine`.
            var key = declaration.name
            if merged[key] == nil, let only = simple[Self.lastComponent(key)], only.count == 1 { key = only[0] }
            if merged[key] == nil { simple[Self.lastComponent(key), default: []].append(key) }
            merged[key, default: MergedType(kind: .extension, path: declaration.path)].add(declaration)
        }
        bySimpleName = simple
        let backend = Self.backendTypes(merged, simple: simple, settings: settings, codable: true)
        let contracts = Self.backendTypes(merged, simple: simple, settings: settings, codable: false)
        var built: [String: ModelType] = [:]
        var implementers: [String: [String]] = [:]
        for (name, entry) in merged {
            built[name] = ModelType(name: name, kind: entry.kind, conformances: entry.conformances, members: entry.members,
                                    path: entry.path, isBackend: backend.contains(name), isContract: contracts.contains(name))
            if entry.kind == .class || entry.kind == .struct || entry.kind == .actor {
                for p in entry.conformances { implementers[p, default: []].append(name) }
            }
        }
        types = built
        backendReachingNames = Self.backendReaching(built, simple: simple)
        backendReachingHashes = Set(backendReachingNames.map { name in
            var hash = FNV1a()
            hash.mix(Array(name.utf8))
            return hash.value
        })
        conformers = implementers.mapValues { $0.sorted() }
        backendStringFields = Self.stringFields(built)
        fetched = Self.fetchedTypes(built, simple: simple)
        let widgets = declarations.filter { $0.conformances.contains("WidgetBundle") || $0.conformances.contains("Widget") }
        widgetFolders = Set(widgets.filter { $0.conformances.contains("WidgetBundle") || !Self.isAppLayerFolder(of: $0.path) }
            .map { Self.folder(of: $0.path) ?? "" }).sorted()
        widgetFiles = Set(widgets.map(\.path))
        appFolders = Set(declarations.filter { $0.conformances.contains("App") }.compactMap { Self.folder(of: $0.path) }).sorted()
    }

    /// `SportsWidget/Views/Row.swift` → `SportsWidget/Views/`; nil for a file at the top.
    private static func folder(of path: String) -> String? {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[...$0]) }
    }

    /// `…/Services/SahilStatsLiveActivity.swift`: a Live Activity's widget kept among the app's
    /// services (and shared into the extension by target membership) does not make the app's
    /// Services folder widget code; a WidgetBundle, the extension's entry point, does.
    static func isAppLayerFolder(of path: String) -> Bool {
        let folders = path.split(separator: "/").dropLast()
        return folders.last.map { appLayerFolders.contains(String($0)) } ?? false
    }

    static let appLayerFolders: Set<String> = ["Services", "Views", "ViewModels", "Models", "Managers", "Utilities", "Helpers",
                                               "Extensions", "Screens", "Components", "Networking"]

    /// A type as its declaration and extensions add up.
    private struct MergedType {
        var kind: SwiftTypeDeclaration.Kind
        var path: String
        var conformances: Set<String> = []
        var members: [String: DeclaredMember] = [:]
        var generated = false
        var isAppMadeRecord = false

        /// Two declarations of the name disagree (a watch app's class and the app's Codable
        /// struct, each in its own target): nothing is concluded from the name alone.
        var ambiguous = false
        var declarationCount = 0

        /// A UIImage or a view among its stored properties: built on the device, never decoded.
        var holdsAppObjects: Bool {
            members.values.contains { $0.kind == .storedProperty && $0.type.map { ProjectModel.appObjectTypes.contains($0.name) } == true }
        }

        mutating func add(_ declaration: DeclaredType) {
            if declaration.kind != .extension {
                declarationCount += 1
                if declarationCount > 1, declaration.kind != kind || ProjectModel.isCodable(declaration.conformances) != ProjectModel.isCodable(conformances) {
                    ambiguous = true
                }
                kind = declaration.kind
                path = declaration.path
                generated = declaration.isGenerated
            }
            conformances.formUnion(declaration.conformances)
            isAppMadeRecord = isAppMadeRecord || declaration.isAppMadeRecord
            for member in declaration.members where members[member.name] == nil { members[member.name] = member }
        }
    }

    private static func isCodable<C: Collection<String>>(_ conformances: C) -> Bool {
        conformances.contains { $0 == "Codable" || $0 == "Decodable" }
    }

    static func lastComponent(_ name: String) -> String {
        // On UTF-8 bytes: asked for every type name a rule resolves, where Character scanning showed up.
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }

    /// Local name endings of types that keep a copy of data (`HoleSnapshot`, `ScoresCache`),
    /// which may be the backend's (`holdsDisplayText`), unlike a setting, a filter or a request.
    static let keptCopySuffixes: Set<String> = ["Snapshot", "Cache", "History", "HistoryEntry"]

    /// Whether a type stores text named for display (`parDisplay`, `statusText`, `scoreLine`).
    private static func holdsDisplayText(_ type: MergedType) -> Bool {
        type.members.values.contains { member in
            member.kind == .storedProperty && !member.isStatic && member.type?.name == "String"
                && ["Display", "Text", "Line", "Label"].contains(where: member.name.hasSuffix)
        }
    }

    /// Name endings of the types that fetch for the app.
    package static let fetcherSuffixes = ["Service", "API", "Api", "Client", "Repository"]

    /// The backend's types: the configured ones and their nested types, Live Activity
    /// attributes and content states, generated types, Codable types the app does not keep for
    /// itself, and every project type reachable through their properties.
    private static func backendTypes(_ types: [String: MergedType], simple: [String: [String]], settings: ModelSettings,
                                     codable: Bool) -> Set<String> {
        let children = nestedTypes(types.keys)
        var backend: Set<String> = []
        var queue: [String] = []
        func add(_ name: String) { if backend.insert(name).inserted { queue.append(name) } }
        // What a service, API or client returns from its methods is what the app fetches,
        // whatever the type's name says (`func liveSnapshots() async throws -> [InningsSnapshot]`).
        var fetched: Set<String> = []
        for (name, type) in types where fetcherSuffixes.contains(where: lastComponent(name).hasSuffix) {
            for member in type.members.values where member.kind == .method && !member.isStatic {
                if let shape = member.type, let resolved = resolve(shape.name, from: name, has: { types[$0] != nil }, simple: simple) {
                    fetched.insert(resolved)
                }
            }
        }
        func isLocal(_ name: String) -> Bool {
            let last = lastComponent(name)
            guard !fetched.contains(name) else { return false }
            // `init(id: UUID = UUID(), …)` and `var`s: a record the app makes and edits (a saved route), not one it is sent.
            if types[name]?.isAppMadeRecord == true { return true }
            guard let suffix = settings.localTypeSuffixes.first(where: { last.hasSuffix($0) }) else { return false }
            // A snapshot or cache holding text named for display (`let parDisplay: String`) keeps
            // what the backend sent: the app does not name its own values for display.
            return !(keptCopySuffixes.contains(suffix) && types[name].map(holdsDisplayText) == true)
        }
        for (name, type) in types where type.kind != .protocol && type.kind != .extension {
            let conformances = allConformances(type, types: types, simple: simple)
            let configured = settings.backendTypes.contains(lastComponent(name)) || settings.backendTypes.contains(name)
            // A Codable enum on its own is an option list or a tag the app keeps; it is the
            // backend's when a backend type holds it (below).
            if configured || conformances.contains("ActivityAttributes") || type.generated
                || (codable && type.kind != .enum && !type.ambiguous && isSent(conformances, local: isLocal(name), settings: settings))
                // A widget's timeline entry carries what the app was sent to the widget.
                || (codable && conformances.contains("TimelineEntry")) {
                add(name)
            }
        }
        while let name = queue.popLast() {
            // Nested types, and the project types its properties hold: not a type the project
            // only extends (`extension String`), nor one the app keeps for itself.
            for child in children[name] ?? [] { add(child) }
            for member in types[name]?.members.values.map({ $0 }) ?? [] where member.kind == .storedProperty && !member.isStatic {
                guard let shape = member.type,
                      let resolved = resolve(shape.name, from: name, has: { types[$0] != nil }, simple: simple),
                      let held = types[resolved], held.kind != .protocol, held.kind != .extension, !held.ambiguous,
                      !isLocal(resolved), held.conformances.isDisjoint(with: settings.localConformances),
                      !held.holdsAppObjects else { continue }
                add(resolved)
            }
        }
        return backend
    }

    /// Whether a Codable type is the backend's: decoded from somewhere and not one the app
    /// keeps (a local name or a stored-record conformance). A Decodable-only type is only ever
    /// read, from a response, whatever its name (`ServerPreferences: Decodable`).
    private static func isSent(_ conformances: Set<String>, local: Bool, settings: ModelSettings) -> Bool {
        guard conformances.isDisjoint(with: settings.localConformances) else { return false }
        if isDecodableOnly(conformances) { return true }
        return !local && conformances.contains("Codable")
    }

    /// A type's conformances with those its project protocols inherit (`protocol JSON: Codable`).
    private static func allConformances(_ type: MergedType, types: [String: MergedType], simple: [String: [String]]) -> Set<String> {
        var all = type.conformances
        var queue = Array(type.conformances)
        while let name = queue.popLast() {
            guard let resolved = resolve(name, from: nil, has: { types[$0] != nil }, simple: simple),
                  let inherited = types[resolved], inherited.kind == .protocol else { continue }
            for parent in inherited.conformances where all.insert(parent).inserted { queue.append(parent) }
        }
        return all
    }

    /// The qualified name `name` refers to when written inside `context`: a nested type of the
    /// context or of its parents first, then a top-level or unique simple name.
    static func resolve(_ name: String, from context: String?, has: (String) -> Bool, simple: [String: [String]]) -> String? {
        var scope = context
        while let s = scope {
            if has(s + "." + name) { return s + "." + name }
            scope = s.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(s[..<$0]) }
        }
        if has(name) { return name }
        if let candidates = simple[lastComponent(name)], candidates.count == 1 {
            // `Data` written at the top level is Foundation's, not a nested `Order.Data`.
            if candidates[0].utf8.contains(UInt8(ascii: ".")), !name.utf8.contains(UInt8(ascii: ".")), systemTypeNames.contains(name) {
                return nil
            }
            return candidates[0]
        }
        return nil
    }

    /// Standard library, Foundation and SwiftUI names a project also uses for nested types.
    private static let systemTypeNames: Set<String> = [
        "Data", "Date", "URL", "String", "Int", "Double", "Float", "Bool", "Array", "Dictionary", "Set", "Error", "Result",
        "UUID", "Decimal", "Locale", "Calendar", "TimeZone", "Notification", "Task", "Timer", "Range", "Character",
        "Measurement", "Duration", "Color", "Image", "Text", "Font", "View", "Body", "Value", "ID", "Element", "Key",
        "Index", "Iterator", "Configuration", "Style", "Context", "Coordinator", "Event", "Message", "Kind", "Status",
    ]

    // MARK: - Questions rules ask

    /// The project type a name refers to, written inside `context` (a qualified type name).
    public func type(named name: String, from context: String? = nil) -> ModelType? {
        Self.resolve(name, from: context, has: { types[$0] != nil }, simple: bySimpleName).flatMap { types[$0] }
    }

    /// Simple names of the types through which a value can be the backend's: backend types,
    /// and types with a member (a property, a method's result, a generic argument) of such a
    /// type, transitively. A file that names none of them holds no backend value.
    public let backendReachingNames: Set<String>
    /// The same names hashed (FNV-1a of their bytes), to test a file's identifiers without making Strings.
    let backendReachingHashes: Set<UInt64>

    /// The String properties of backend types, by name, with the type declaring each (the first
    /// by name where several do): what a parameter named after one is most likely handed.
    public let backendStringFields: [String: String]

    /// An alias of a type declared in another file takes that type's declaration under its own
    /// name (`GameActivityAttributes.ContentState` is the generated `LiveActivityDisplayState`);
    /// one whose type the project does not declare is dropped.
    static func resolvingAliases(_ declarations: [DeclaredType]) -> [DeclaredType] {
        guard declarations.contains(where: { $0.aliasOf != nil }) else { return declarations }
        var byName: [String: DeclaredType] = [:]
        for declaration in declarations where declaration.kind != .extension && declaration.aliasOf == nil {
            if byName[declaration.name] == nil { byName[declaration.name] = declaration }
            let simple = lastComponent(declaration.name)
            if byName[simple] == nil { byName[simple] = declaration }
        }
        return declarations.compactMap { declaration in
            guard let target = declaration.aliasOf else { return declaration }
            guard let aliased = byName[target] ?? byName[lastComponent(target)] else { return nil }
            return DeclaredType(kind: aliased.kind, name: declaration.name, conformances: aliased.conformances, members: aliased.members,
                                path: aliased.path, line: aliased.line, isGenerated: aliased.isGenerated)
        }
    }

    /// The type declared with exactly this qualified name: a declaration knows its own name,
    /// so a view `GameTime` is not taken for a nested `Feed.GameTime` the model holds (the
    /// model reads only files that mention model words).
    public func type(qualified name: String) -> ModelType? { types[name] }

    /// Whether a type name (as written inside `context`) is backend data.
    public func isBackend(_ name: String, from context: String? = nil) -> Bool {
        type(named: name, from: context)?.isBackend ?? false
    }

    /// A member of a project type.
    public func member(_ name: String, of type: ModelType) -> DeclaredMember? {
        type.members[name]
    }

    /// The classes and structs that conform to a protocol.
    public func conformers(of protocolName: String) -> [ModelType] {
        (conformers[protocolName] ?? []).compactMap { types[$0] }
    }

    public var isEmpty: Bool { types.isEmpty }

    /// Whether a file lies in the app target's folder (the folder of its `App` root) and not in a
    /// widget extension's: `SportsWidget/ContentView.swift` when `SportsWidget/` holds the app and
    /// `SportsWidgetExtension/` the widget, whatever the app's folder is called.
    public func isAppTargetCode(_ path: String) -> Bool {
        !isWidgetCode(path) && appFolders.contains { !$0.isEmpty && path.hasPrefix($0) }
    }

    /// Whether a file (by its printed path) declares a widget or lies in a widget extension's folder.
    public func isWidgetCode(_ path: String) -> Bool {
        widgetFiles.contains(path) || widgetFolders.contains { $0.isEmpty ? !path.contains("/") : path.hasPrefix($0) }
    }
}
