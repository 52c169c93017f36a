// Service names and environment accessors, shared by the iOS Services rules.

import UmpireCore

package enum ServiceQueries {
    package static let suffixOption = RuleOption("serviceSuffixes", default: .array([.string("Service")]),
                                         help: "Name endings of service protocols (`AuthService`).")

    /// `AuthService` for the suffix `Service`; the bare suffix is not a service's name.
    package static func isServiceName(_ name: String, suffixes: [String]) -> Bool {
        suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// The protocol a concrete class stands for: `RealAuthService` → `AuthService` for the prefix
    /// `Real`. Nil unless the prefix is followed by a capital (`RealtimeService` is not `Real…`).
    package static func protocolName(ofConcrete name: String, prefixes: [String], suffixes: [String]) -> String? {
        for prefix in prefixes where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let first = rest.first, first.isUppercase, isServiceName(String(rest), suffixes: suffixes) else { continue }
            return String(rest)
        }
        return nil
    }

    /// `authService` for `AuthService`: the name of its environment accessor.
    /// The environment property for a service, lower camel case with a leading acronym
    /// lowered whole: `ScoreService` → `scoreService`, `IOBService` → `iobService`,
    /// `URLSessionService` → `urlSessionService`.
    package static func accessorName(of service: String) -> String {
        let upper = service.prefix { $0.isUppercase }
        guard upper.count > 1 else { return service.prefix(1).lowercased() + service.dropFirst() }
        // Before a lower-case letter, the last capital starts the next word (`URLSession`).
        let rest = service.dropFirst(upper.count)
        let keep = rest.first?.isLowercase == true ? 1 : 0
        return upper.dropLast(keep).lowercased() + upper.suffix(keep) + rest
    }

    /// The service names typed by `var x: any FooService` members of `extension EnvironmentValues`
    /// (`@Entry` ones included), with the member's keyword.
    package static func environmentAccessors(in file: SourceFile, suffixes: [String]) -> [(keyword: Int, service: String)] {
        var result: [(Int, String)] = []
        for type in file.swiftTypeDeclarations() where type.kind == .extension && file.is(type.name, "EnvironmentValues") {
            for member in file.members(of: type) where member.kind == .var {
                for k in typeAnnotation(of: member, in: file) where file.kind(k) == .identifier {
                    let name = file.text(k)
                    if isServiceName(name, suffixes: suffixes) { result.append((member.keyword, name)) }
                }
            }
        }
        return result
    }

    /// The tokens of a property's type annotation: after its `:`, up to `=`, `{` or the line's end.
    package static func typeAnnotation(of member: SwiftMember, in file: SourceFile) -> [Int] {
        guard let name = member.name, let colon = file.nextSignificant(after: name), file.kind(colon) == .colon else { return [] }
        var result: [Int] = []
        var j = colon + 1
        while j < file.tokens.count {
            let kind = file.kind(j)
            if kind == .newline || kind == .openBrace || kind == .semicolon || kind == .closeBrace || file.is(j, "=") { break }
            if !kind.isTrivia { result.append(j) }
            j += 1
        }
        return result
    }
}
