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
        var reaching = Set(types.values.filter(\.isBackend).map(\.name))
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
        func addResults(of name: String) {
            for member in types[name]?.members.values.map({ $0 }) ?? [] where member.kind == .method && !member.isStatic {
                if let shape = member.type, let resolved = resolve(shape.name, from: name, has: { types[$0] != nil }, simple: simple) {
                    add(resolved)
                }
            }
        }
        for (name, type) in types {
            if fetcherSuffixes.contains(where: lastComponent(name).hasSuffix) { addResults(of: name) }
            // A Decodable-only type is only ever read, from a response (`BoxScoreDTO: Decodable`).
            if type.conformances.contains("Decodable"), !type.conformances.contains("Codable"), !type.conformances.contains("Encodable") {
                add(name)
            }
        }
        var children: [String: [String]] = [:]
        for name in types.keys {
            if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) { children[String(name[..<dot]), default: []].append(name) }
        }
        while let name = queue.popLast() {
            // What a fetched type converts itself to (`dto.toNBABoxScore()`) holds what was fetched.
            addResults(of: name)
            for child in children[name] ?? [] { add(child) }
            for member in types[name]?.members.values.map({ $0 }) ?? [] where member.kind == .storedProperty && !member.isStatic {
                if let shape = member.type, let resolved = resolve(shape.name, from: name, has: { types[$0] != nil }, simple: simple) {
                    add(resolved)
                }
            }
        }
        return fetched
    }

    /// Whether a type name (as written inside `context`) is one the app fetches (`fetchedTypes`).
    public func isFetched(_ name: String, from context: String? = nil) -> Bool {
        type(named: name, from: context).map { fetched.contains($0.name) } ?? false
    }
}
