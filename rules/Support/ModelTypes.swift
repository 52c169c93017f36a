// Which types in a model file are models, for the model-conformance, -immutability and -display-logic rules.

import UmpireCore

package enum ModelTypes {
    /// The option shared by the model rules: conformances that make a type something other than a model.
    package static let exemptOption = Option<[String]>(RuleOption(
        "exemptConformances",
        default: .array(["Error", "LocalizedError", "CodingKey", "View", "ViewModifier", "PreviewProvider",
                         "EnvironmentKey", "App", "Widget", "TimelineProvider", "TimelineEntry", "Transferable",
                         "AppEntity", "AppEnum", "AppIntent", "WidgetConfigurationIntent", "LiveActivityIntent",
                         "AppShortcutsProvider"].map(JSONValue.string)),
        help: "Conformances that mark a type in a model file as something other than a model (an error, a coding key, a view)."))

    /// The option shared by the model rules: folders whose files hold only models.
    package static let folderOption = Option<[String]>(RuleOption(
        "modelFolders", default: .array([.string("Models")]),
        help: "Folders whose data types are all models (but the app's own settings and wrappers of a backend model); a file named for its models (`Models.swift`, `NBAModels.swift`) counts as one for its Codable types; elsewhere, the types the project model knows as the backend's."))

    /// The option shared by model-immutability and model-display-logic: the user's own state.
    package static let localStateOption = Option<[String]>(RuleOption(
        "localStateSuffixes", default: .array(["Settings", "Setting", "Filter", "Draft", "Config"].map(JSONValue.string)),
        help: "Name endings of Codable types that hold the user's own editable state (settings, filters), not backend data."))

    /// Top-level types named like local state, so the scopes inside them can be skipped.
    package static func localState(in file: SourceFile, suffixes: [String]) -> (types: [SwiftTypeDeclaration], names: Set<String>) {
        let types = file.swiftTypeDeclarations().filter { type in
            type.isTopLevel && type.kind != .extension && suffixes.contains { file.text(type.name).hasSuffix($0) }
        }
        return (types, Set(types.map { file.text($0.name) }))
    }

    package static func isLocalState(_ scope: SwiftTypeDeclaration, _ local: (types: [SwiftTypeDeclaration], names: Set<String>),
                             in file: SourceFile) -> Bool {
        local.names.contains(file.text(scope.name)) || file.isInside(scope.keyword, local.types)
    }

    static let codingProtocols: Set<String> = ["Codable", "Decodable", "Encodable"]

    /// Folders of the app's own stored state.
    static let localFolders: Set<String> = ["Persistent", "Persistence", "Storage", "Database", "CoreData", "Cache"]

    /// A file of a server written in Swift (`import Vapor`, `import Fluent`): its models are the
    /// server's, not copies of what the backend sends the app.
    static func isServerSide(_ file: SourceFile) -> Bool {
        // Asked by each model rule of every Swift file: answered once per file.
        file.shared("ModelTypes.isServerSide") { file.imports(anyOf: ["Vapor", "Fluent", "FluentKit"]) }
    }

    private static func declaresError(_ types: [SwiftTypeDeclaration], in file: SourceFile) -> Bool {
        types.contains { type in type.isTopLevel && type.inherited.contains { file.isOne($0, of: ["Error", "LocalizedError"]) } }
    }

    /// Protocols that bring conformances of their own (`ActivityAttributes` is `Codable`).
    private static let implied: [String: [String]] = ["ActivityAttributes": ["Decodable", "Encodable"]]

    /// Top-level structs and enums that hold data (a struct with a stored instance property, an
    /// enum with a case) and conform to none of `exempt`: the backend's types, as the project
    /// model knows them wherever they live (a Codable model, an ActivityAttributes and its
    /// ContentState, a generated type, a type a backend model holds), and in the model folders
    /// every data type but the app's own settings (`localSuffixes`) and client-side wrappers of a
    /// backend model. A router enum next to a Codable type is no model.
    package static func models(in context: RuleContext, _ selection: Selection, contractsOnly: Bool = false) -> [SwiftTypeDeclaration] {
        // The three model rules ask with the same options by default: answer once per file.
        return context.shared(contractsOnly ? selection.contractsKey : selection.key) {
            computeModels(in: context, exempt: selection.exempt, folders: selection.folders, localSuffixes: selection.localSuffixes,
                          contractsOnly: contractsOnly)
        }
    }

    /// A model rule's options, with the key its per-file answers are kept under, built once per
    /// rule rather than per file.
    package struct Selection: Sendable {
        let exempt: [String]
        let folders: [String]
        let localSuffixes: [String]
        let key: String
        let contractsKey: String

        package init(exempt: [String], folders: [String], localSuffixes: [String] = []) {
            self.exempt = exempt
            self.folders = folders
            self.localSuffixes = localSuffixes
            key = "ModelTypes.models|" + exempt.joined(separator: ",") + "|" + folders.joined(separator: ",") + "|"
                + localSuffixes.joined(separator: ",")
            contractsKey = key + "|contracts"
        }
    }

    /// A file of models: in a model folder, or named for its models (`Models.swift`,
    /// `NBAModels.swift`) wherever it is, as an app without a Models folder keeps them.
    package static func isModelFile(_ context: RuleContext, folders: [String]) -> Bool {
        context.rolePathFolders.contains { folders.contains($0) } || context.fileName.hasSuffix("Models.swift")
    }

    private static func computeModels(in context: RuleContext, exempt: [String], folders: [String], localSuffixes: [String],
                                      contractsOnly: Bool) -> [SwiftTypeDeclaration] {
        let file = context.file
        let types = file.swiftTypeDeclarations()
        let folderNames = context.rolePathFolders
        // A file named for its models outside a model folder (`Components/Tables/TableModels.swift`)
        // may hold a view's own state beside them: only its Codable types are taken.
        let inFolder = folderNames.contains { folders.contains($0) }
        let namedOnly = !inFolder && isModelFile(context, folders: folders)
        let inModelFolder = inFolder || namedOnly
        // The app's own stored state (a Persistent/ folder) and a server written in Swift hold
        // no backend models.
        let inLocalFolder = folderNames.contains { localFolders.contains(String($0)) }
        if isServerSide(file) { return [] }
        return types.indices.filter { n in
            let type = types[n]
            guard type.isTopLevel, type.kind == .struct || type.kind == .enum else { return false }
            // What the model knows first (a lookup); the conformances only for a candidate, and
            // the file's declarations (members, types) only for a type in a model folder.
            let name = file.text(type.name)
            let contract = context.model.type(named: name)?.isContract ?? false
            // Outside the model folders: the contracts, and what the app's services return
            // (`Sports/NBA/NBAModels.swift`, decoded by the repository), never the app's own
            // Codable settings and caches.
            let known = inLocalFolder ? contract
                : contractsOnly ? contract || context.model.isFetched(name) : context.model.isBackend(name)
            guard known || (!contractsOnly && inModelFolder && !inLocalFolder) else { return false }
            let all = conformances(of: type, in: context)
            // A Live Activity's attributes may keep everything in its ContentState.
            guard all.isDisjoint(with: exempt), holdsData(type, in: file) || all.contains("ActivityAttributes") else { return false }
            // A generic container (`ModifiedDate<Value>`) or a typed raw value (`Identifier<T>`,
            // `struct ResponseKey: RawRepresentable`) wraps values; it mirrors no response.
            if file.kind(after: type.name) == .operator && file.is(file.nextSignificant(after: type.name) ?? type.name, "<")
                || (type.kind == .struct && all.contains("RawRepresentable")) { return false }
            if known { return true }
            let local = localSuffixes + context.run.model.localTypeSuffixes
            guard inModelFolder, !local.contains(where: { name.hasSuffix($0) }), !holdsAppObjects(type, in: file) else { return false }
            if namedOnly, all.isDisjoint(with: codingProtocols) { return false }
            // An option list (`enum SortOrder: CaseIterable`) and an error's details (a type beside
            // an Error in its file, not Codable) are the app's own.
            if type.kind == .enum, all.contains("CaseIterable") { return false }
            // A screen's load state (`enum ViewState { case loading, loaded, error(String) }`) and
            // the app's navigation (`enum Tab { case games, myTeam, profile }`): its UI, never sent.
            if type.kind == .enum, all.isDisjoint(with: codingProtocols), isUIStateEnum(type, named: name, in: file) { return false }
            // Encodable only: a message the app sends, never one it receives.
            if all.contains("Encodable"), !all.contains("Decodable"), !all.contains("Codable") { return false }
            // A stored record (GRDB, Core Data) is the app's own, as the project model holds.
            if !all.isDisjoint(with: context.run.model.localConformances) { return false }
            if all.isDisjoint(with: codingProtocols), declaresError(types, in: file) { return false }
            // `struct MatchRow { let match: MatchDisplayState; var isExpanded: Bool }` wraps a model for a view.
            return !context.declaredTypes()[n].members.contains { member in
                member.kind == .storedProperty && member.type.map { context.model.isBackend($0.name, from: name) } == true
            }
        }.map { types[$0] }
    }

    /// Where model members live: the models, the types nested in them (not their CodingKeys) and
    /// extensions of them in the same file, or of a backend model another file declares (by the
    /// project model: `extension LiveActivityDisplayState` in `LiveActivityDisplayState+Display.swift`).
    package static func scopes(in context: RuleContext, _ selection: Selection, contractsOnly: Bool = false) -> [SwiftTypeDeclaration] {
        let localSuffixes = selection.localSuffixes
        let file = context.file
        if isServerSide(file) { return [] }
        // A copy of what the backend sent can be decoded: a type in a model folder that is not
        // Codable (an editor's entry, a Core Data wrapper) is the app's own, whose fields it
        // edits; model-conformance asks it for Codable if it should be one. One decoded by hand
        // from a response's JSON (`init?(fromJson: [String: AnyObject])`) is the backend's.
        let models = models(in: context, selection, contractsOnly: contractsOnly)
            .filter { model in
                context.model.isBackend(file.text(model.name)) || !conformances(of: model, in: context).isDisjoint(with: codingProtocols)
                    || isDecodedByHand(model, in: file)
            }
        let names = Set(models.map { file.text($0.name) })
        let declaredHere = Set(file.swiftTypeDeclarations().filter { $0.kind != .extension }.map { file.text($0.name) })
        var fileAliases: [String: String]?
        return file.swiftTypeDeclarations().filter { type in
            if models.contains(where: { $0.keyword == type.keyword }) { return true }
            if type.kind == .extension {
                guard type.isTopLevel else { return false }
                var name = file.text(type.name)
                if names.contains(name) { return true }
                // `typealias Fixture = MatchItem` in this file: an extension of Fixture is MatchItem's.
                if fileAliases == nil { fileAliases = file.shared("ModelTypes.aliases") { aliases(in: file) } }
                if let target = fileAliases?[name] { name = target }
                guard !declaredHere.contains(name), let known = context.model.type(named: name), known.kind == .struct || known.kind == .enum,
                      !localSuffixes.contains(where: { name.hasSuffix($0) }) else { return false }
                // An extension of a backend model, in whatever folder, is that model's code. The
                // model has already read the run's local-type suffixes: a Codable `…Snapshot` a
                // service fetches is the backend's, one the app only stores is not.
                return known.isBackend
            }
            guard type.kind == .struct || type.kind == .enum, !isCodingKeys(type, in: file) else { return false }
            // A nested option list (`enum ColorMode: CaseIterable { var displayName … }`) labels a picker.
            if type.kind == .enum, file.any(type.inherited, is: "CaseIterable") { return false }
            return models.contains { model in
                guard let open = model.bodyOpen, let close = model.bodyClose else { return false }
                return type.keyword > open && type.keyword < close
            }
        }
    }

    /// A type with an initializer given a response's JSON: a parameter named for JSON, or typed
    /// as a JSON object (`[String: Any]`, `[String: AnyObject]`, `NSDictionary`, SwiftyJSON's `JSON`).
    static func isDecodedByHand(_ type: SwiftTypeDeclaration, in file: SourceFile) -> Bool {
        file.members(of: type).contains { member in
            guard member.kind == .initializer, let paren = file.nextSignificant(after: member.keyword).flatMap({ file.is($0, "?") || file.is($0, "!") ? file.nextSignificant(after: $0) : $0 }),
                  file.kind(paren) == .openParen, let close = file.partner(of: paren) else { return false }
            let tokens = (paren + 1..<close).filter { !file.kind($0).isTrivia }
            if tokens.contains(where: { file.kind($0) == .identifier && file.text($0).lowercased().contains("json") }) { return true }
            return tokens.indices.contains { k in
                file.isOne(tokens[k], of: ["NSDictionary", "JSON"])
                    || k + 3 < tokens.count && file.kind(tokens[k]) == .openBracket && file.is(tokens[k + 1], "String") && file.kind(tokens[k + 2]) == .colon
                        && file.isOne(tokens[k + 3], of: ["Any", "AnyObject"])
            }
        }
    }

    /// The file's top-level `typealias A = B` (B a type name, possibly dotted): A → B.
    package static func aliases(in file: SourceFile) -> [String: String] {
        var found: [String: String] = [:]
        for i in file.topLevelTokens where file.kind(i) == .keyword && file.is(i, "typealias") {
            guard let name = file.nextSignificant(after: i), file.kind(name) == .identifier, let equals = file.nextSignificant(after: name),
                  file.is(equals, "="), let target = file.nextSignificant(after: equals), file.kind(target) == .identifier else { continue }
            var last = target
            var text = file.text(target)
            while let dot = file.nextSignificant(after: last), file.kind(dot) == .dot, let next = file.nextSignificant(after: dot), file.kind(next) == .identifier {
                text += "." + file.text(next)
                last = next
            }
            found[file.text(name)] = text
        }
        return found
    }

    /// Every conformance of a type: its own clause, extensions of it in this file or (by the
    /// project model) in another, and what protocols declared in the same file inherit.
    package static func conformances(of type: SwiftTypeDeclaration, in context: RuleContext) -> Set<String> {
        let file = context.file
        let types = file.swiftTypeDeclarations()
        let name = file.text(type.name)
        var result = Set(type.inherited.map(file.text))
        let qualified = type.isTopLevel ? name : types.firstIndex { $0.keyword == type.keyword }.map { context.declaredTypes()[$0].name }
        if let qualified, let known = context.model.type(named: qualified) {
            result.formUnion(known.conformances)
        }
        for other in types where other.kind == .extension && other.isTopLevel && file.text(other.name) == name {
            result.formUnion(other.inherited.map(file.text))
        }
        let protocols = types.filter { $0.kind == .protocol }
        var grew = true
        while grew {
            let before = result.count
            for p in protocols where result.contains(file.text(p.name)) { result.formUnion(p.inherited.map(file.text)) }
            for (word, adds) in implied where result.contains(word) { result.formUnion(adds) }
            grew = result.count > before
        }
        return result
    }

    static func isCodingKeys(_ type: SwiftTypeDeclaration, in file: SourceFile) -> Bool {
        file.is(type.name, "CodingKeys") || file.any(type.inherited, is: "CodingKey")
    }

    package static func isStatic(_ member: SwiftMember, in file: SourceFile) -> Bool {
        member.modifiers.contains { file.is($0, "static") || file.is($0, "class") }
    }

    /// An enum that is a screen's load state (a `loading` or `idle` case) or the app's navigation
    /// (`Tab`, `…Route`, `…Destination`, `…Screen`).
    static func isUIStateEnum(_ type: SwiftTypeDeclaration, named name: String, in file: SourceFile) -> Bool {
        if ["Tab", "Route", "Destination", "Screen"].contains(where: name.hasSuffix) { return true }
        return file.members(of: type).contains { member in
            member.kind == .case && file.nextSignificant(after: member.keyword).map { file.isOne($0, of: ["loading", "idle"]) } == true
        }
    }

    /// Whether some case of the enum carries associated values (`case wicket(Dismissal)`).
    package static func hasAssociatedValues(_ type: SwiftTypeDeclaration, in file: SourceFile) -> Bool {
        guard let open = type.bodyOpen else { return false }
        for member in file.members(of: type) where member.kind == .case {
            var j = file.nextSignificant(after: member.keyword)
            while let k = j, file.enclosingOpener(of: k) == open {
                if file.kind(k) == .openParen { return true }
                // The next member starts with a keyword or an attribute.
                if file.kind(k) == .keyword || file.kind(k) == .attribute || file.kind(k) == .closeBrace { break }
                j = file.nextSignificant(after: k)
            }
        }
        return false
    }

    static func holdsData(_ type: SwiftTypeDeclaration, in file: SourceFile) -> Bool {
        file.members(of: type).contains { member in
            switch member.kind {
            case .case: type.kind == .enum
            case .let, .var: type.kind == .struct && !member.isComputed && !isStatic(member, in: file)
            default: false
            }
        }
    }
}
