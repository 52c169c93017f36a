// What the project model concludes from its merged types: the names a backend value can be
// reached through, the backend's String fields, and the types the app fetches.

extension ProjectModel {
    static func stringFields(_ types: [String: ModelType]) -> [String: String] {
        var fields: [String: String] = [:]
        for type in types.values where type.isBackend {
            for member in type.members.values where member.kind != .method && !member.isStatic {
                guard let shape = member.type, shape.name == "String", !shape.isCollection else { continue }
                if let known = fields[member.name], known < type.name { continue }
                fields[member.name] = type.name
            }
        }
        return fields
    }

    static func backendReaching(_ types: [String: ModelType], simple: [String: [String]]) -> Set<String> {
        // An API client whose method decodes what its caller asks for (`send<R: Decodable>(_:) -> R`)
        // hands out the backend's values whatever types the project declares for them.
        var reaching = Set(types.values.filter { type in
            type.isBackend || isAPIClient(type.name) && type.members.values.contains(where: \.returnsTypeParameter)
        }.map(\.name))
        var changed = true
        while changed {
            changed = false
            for (name, type) in types where !reaching.contains(name) {
                let holds = type.members.values.contains { member in
                    guard let shape = member.type else { return false }
                    return ([shape.name] + shape.arguments).contains { written in
                        resolve(written, from: name, has: { types[$0] != nil }, simple: simple).map(reaching.contains) ?? false
                    }
                }
                if holds { reaching.insert(name); changed = true }
            }
        }
        return Set(reaching.map(lastComponent))
    }

    /// An API client, or the protocol it is reached through (`APIClientProtocol`, `ScoresAPI`).
    package static func isAPIClient(_ typeName: String) -> Bool {
        var name = Substring(lastComponent(typeName))
        for suffix in ["Protocol", "Type", "ing"] where name.hasSuffix(suffix) { name = name.dropLast(suffix.count) }
        return ["Client", "API", "Api"].contains(where: name.hasSuffix)
    }

    /// The backend types a service, API, client or repository returns from its methods
    /// (`func boxScore(for game: Game) async throws -> NBATeamBoxScore`), the Decodable-only
    /// types (responses), and the backend types nested in, held by or converted to from them:
    /// fetched by the app, so the backend's, wherever their file is.
    static func fetchedTypes(_ types: [String: ModelType], simple: [String: [String]]) -> Set<String> {
        var fetched: Set<String> = []
        var queue: [String] = []
        func add(_ name: String) {
            guard types[name]?.isBackend == true, fetched.insert(name).inserted else { return }
            queue.append(name)
        }
        /// The project types `name`'s instance members of one kind are declared with.
        func addTypes(of kind: DeclaredMember.Kind, in name: String) {
            for member in types[name]?.members.values.map({ $0 }) ?? [] where member.kind == kind && !member.isStatic {
                if let shape = member.type, let resolved = resolve(shape.name, from: name, has: { types[$0] != nil }, simple: simple) {
                    add(resolved)
                }
            }
        }
        for (name, type) in types {
            if fetcherSuffixes.contains(where: lastComponent(name).hasSuffix) { addTypes(of: .method, in: name) }
            // A Decodable-only type is only ever read, from a response (`BoxScoreDTO: Decodable`).
            if isDecodableOnly(type.conformances) { add(name) }
        }
        let children = nestedTypes(types.keys)
        while let name = queue.popLast() {
            // What a fetched type converts itself to (`dto.toNBABoxScore()`) holds what was fetched.
            addTypes(of: .method, in: name)
            addTypes(of: .storedProperty, in: name)
            for child in children[name] ?? [] { add(child) }
        }
        return fetched
    }

    /// Qualified type name → the names of the types nested in it (`Match` → `Match.Team`).
    static func nestedTypes(_ names: some Sequence<String>) -> [String: [String]] {
        var children: [String: [String]] = [:]
        for name in names {
            if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) { children[String(name[..<dot]), default: []].append(name) }
        }
        return children
    }

    /// Decodable and neither Codable nor Encodable: a response the app only ever reads.
    static func isDecodableOnly(_ conformances: Set<String>) -> Bool {
        conformances.contains("Decodable") && !conformances.contains("Codable") && !conformances.contains("Encodable")
    }

    /// Whether a type name (as written inside `context`) is one the app fetches (`fetchedTypes`).
    public func isFetched(_ name: String, from context: String? = nil) -> Bool {
        type(named: name, from: context).map { fetched.contains($0.name) } ?? false
    }
}
