// Flags services that do not follow the DI shape: protocol, real and fake classes, key and accessor.

import UmpireCore
import UmpireRuleSupport

public struct ServiceShape: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "service-shape", area: .iosServices, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "A service that does not follow the protocol, real, fake and environment shape",
        rationale: """
            Every service is a `@MainActor protocol FooService: AnyObject, Observable`, a \
            `RealFooService` and a `FakeFooService` (both `@Observable @MainActor final class`), \
            an EnvironmentKey defaulting to the fake, and an EnvironmentValues accessor. Views \
            then read `@Environment(\\.fooService)`, the app root injects the real one, and \
            previews work with no wiring. A service off this shape breaks observation, actor \
            isolation or previews, or forces views to know the concrete class.
            """,
        fix: "Declare the protocol, classes, key and accessor as in Services/AuthService.swift, with the fake in Services/Fake/.",
        options: [serviceSuffixesOption.declaration, realPrefixesOption.declaration, fakePrefixesOption.declaration],
        limitations: """
            Protocols are checked in files under Services/; implementations are the classes \
            that conform to a service protocol the project declares (`CognitoAuthService: \
            AuthService`, found in the project model) and, where no declaration is found, \
            names with a Real/Fake prefix. A class of Services/ named as a service whose conformances cannot be its interface \
            (none, `ObservableObject`, `NSObject`, a framework delegate, a class the project \
            declares) is a concrete service (`final class WeatherService { static let shared … }`); \
            one conforming to any other name may implement a protocol declared where the model \
            does not read, and is not judged. An environment key is checked when its name, type or \
            default names a service, and an `@Entry` accessor when its type names a service protocol.
            """,
        triggering: ServiceShape.triggeringExamples,
        nonTriggering: ServiceShape.nonTriggeringExamples) }

    let suffixes: [String]
    let realPrefixes: [String]
    let fakePrefixes: [String]

    static let serviceSuffixesOption = Option<[String]>(ServiceQueries.suffixOption)
    static let realPrefixesOption = Option<[String]>(RuleOption("realPrefixes", default: .array([.string("Real")]),
        help: "Name prefixes of production service classes (`RealAuthService`)."))
    static let fakePrefixesOption = Option<[String]>(RuleOption("fakePrefixes", default: .array([.string("Fake")]),
        help: "Name prefixes of preview and test service classes (`FakeAuthService`)."))

    public init(options: RuleOptions) {
        suffixes = options[Self.serviceSuffixesOption]
        realPrefixes = options[Self.realPrefixesOption]
        fakePrefixes = options[Self.fakePrefixesOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for type in file.swiftTypeDeclarations() {
            let name = file.text(type.name)
            switch type.kind {
            case .protocol where isServiceProtocol(type, in: context):
                var missing: [String] = []
                if !file.any(type.modifiers, is: "@MainActor") { missing.append("@MainActor") }
                if !file.any(type.inherited, is: "AnyObject") { missing.append("AnyObject") }
                if !file.any(type.inherited, is: "Observable") { missing.append("Observable") }
                if !missing.isEmpty { findings.report(file, at: type.name, Self.protocolMessage(name, missing)) }
            case .class:
                // `RealAuthService`, or any class implementing a service protocol the project
                // declares (`final class CognitoAuthService: AuthService`).
                guard let service = ServiceQueries.protocolName(ofConcrete: name, prefixes: realPrefixes + fakePrefixes, suffixes: suffixes)
                        ?? type.inherited.map(file.text).first(where: { conformance in
                            ServiceQueries.isServiceName(conformance, suffixes: suffixes) && context.model.type(named: conformance)?.kind == .protocol
                        })
                else {
                    if isConcreteService(type, named: name, in: context) {
                        findings.report(file, at: type.name, Self.concreteMessage(name, fake: (fakePrefixes.first ?? "Fake") + name,
                                                                                  real: (realPrefixes.first ?? "Real") + name))
                    }
                    continue
                }
                var missing: [String] = []
                if !file.any(type.modifiers, is: "@Observable") { missing.append("@Observable") }
                if !file.any(type.modifiers, is: "@MainActor") { missing.append("@MainActor") }
                if !file.any(type.modifiers, is: "final") { missing.append("final") }
                if !type.inherited.contains(where: { ServiceQueries.isServiceName(file.text($0), suffixes: suffixes) }) {
                    missing.append("its \(service) conformance")
                }
                if !missing.isEmpty { findings.report(file, at: type.name, Self.classMessage(name, missing, service)) }
                if fakePrefixes.contains(where: { name.hasPrefix($0) }), !context.roles.contains(.fakeService) {
                    findings.report(file, at: type.keyword, Self.fakeLocationMessage(name))
                }
            case .struct where file.any(type.inherited, is: "EnvironmentKey"):
                checkDefaultValue(of: type, in: file, into: &findings)
            case .extension where file.is(type.name, "EnvironmentValues"):
                checkEntryDefaults(of: type, in: file, into: &findings)
            default:
                break
            }
        }
    }

    /// `static let defaultValue` of a service's key must construct the fake: `FakeAuthService()`.
    private func checkDefaultValue(of key: SwiftTypeDeclaration, in file: SourceFile, into findings: inout FindingSink) {
        let keyName = file.text(key.name)
        for member in file.members(of: key) where member.kind == .let || member.kind == .var {
            guard let name = member.name, file.is(name, "defaultValue") else { continue }
            let annotated = ServiceQueries.typeAnnotation(of: member, in: file).first {
                file.kind($0) == .identifier && ServiceQueries.isServiceName(file.text($0), suffixes: suffixes)
            }.map(file.text)
            let value = valueStart(of: member, in: file)
            let constructed = value.flatMap { file.kind($0) == .identifier ? file.text($0) : nil }
            let fromValue = constructed.flatMap {
                ServiceQueries.protocolName(ofConcrete: $0, prefixes: realPrefixes + fakePrefixes, suffixes: suffixes)
            }
            let fromKey = suffixes.first { keyName.hasSuffix($0 + "Key") }.map { _ in String(keyName.dropLast(3)) }
            guard let service = annotated ?? fromValue ?? fromKey else { continue }
            if let value, let constructed, fakePrefixes.contains(where: { constructed.hasPrefix($0) }),
               file.kind(after: value) == .openParen { continue }
            findings.report(file, at: name, Self.keyMessage((fakePrefixes.first ?? "Fake") + service))
        }
    }

    /// `@Entry var scoreService: any ScoreService = FakeScoreService()`: the macro's default is the
    /// key's defaultValue, so it constructs the fake too.
    private func checkEntryDefaults(of values: SwiftTypeDeclaration, in file: SourceFile, into findings: inout FindingSink) {
        for member in file.members(of: values) where member.kind == .var && file.any(member.modifiers, is: "@Entry") {
            guard let name = member.name, let service = ServiceQueries.typeAnnotation(of: member, in: file).first(where: {
                file.kind($0) == .identifier && ServiceQueries.isServiceName(file.text($0), suffixes: suffixes)
            }).map(file.text), ServiceQueries.protocolName(ofConcrete: service, prefixes: realPrefixes + fakePrefixes, suffixes: suffixes) == nil,
                  let value = valueStart(of: member, in: file) else { continue }
            if file.kind(value) == .identifier, fakePrefixes.contains(where: { file.text(value).hasPrefix($0) }),
               file.kind(after: value) == .openParen { continue }
            findings.report(file, at: name, Self.keyMessage((fakePrefixes.first ?? "Fake") + service))
        }
    }

    /// The first token of a property's value: after `=`, or the first in its getter's braces.
    private func valueStart(of member: SwiftMember, in file: SourceFile) -> Int? {
        if let open = member.bodyOpen { return file.nextSignificant(after: open) }
        var j = file.nextSignificant(after: member.keyword)
        while let k = j, file.kind(k) != .newline, file.kind(k) != .closeBrace {
            if file.is(k, "=") { return file.nextSignificant(after: k) }
            j = file.nextSignificant(after: k)
        }
        return nil
    }

    /// `final class WeatherService { static let shared = … }` in Services/: a service with no
    /// protocol for views to depend on and no fake for previews: it conforms to nothing that could
    /// be its interface. Not an app extension's principal class
    /// (`NotificationService: UNNotificationServiceExtension`), whose base is no plain one.
    private func isConcreteService(_ type: SwiftTypeDeclaration, named name: String, in context: RuleContext) -> Bool {
        let file = context.file
        guard type.isTopLevel, context.roles.contains(.service), !context.roles.contains(.fakeService),
              ServiceQueries.isServiceName(name, suffixes: suffixes) else { return false }
        // Only what cannot be its interface: `ObservableObject`, `NSObject`, a framework's delegate,
        // a class the project declares. Any other name (`MatchServiceProtocol`, `WeatherProviding`,
        // declared in a file the model does not read) may be the protocol it implements.
        return type.inherited.map(file.text).allSatisfy { inherited in
            Self.plainBases.contains(inherited) || inherited.hasSuffix("Delegate") || inherited.hasSuffix("DataSource")
                || context.model.type(named: inherited).map { $0.kind != .protocol && $0.kind != .extension } == true
        }
    }

    private func isServiceProtocol(_ type: SwiftTypeDeclaration, in context: RuleContext) -> Bool {
        let file = context.file
        return type.isTopLevel && context.roles.contains(.service) && ServiceQueries.isServiceName(file.text(type.name), suffixes: suffixes)
    }

    // MARK: - Across files: every service protocol has an EnvironmentValues accessor.

    /// The service protocols a file declares, and the services it gives environment accessors.
    public struct Facts: Sendable {
        var protocols: [(name: String, anchor: ProjectAnchor)] = []
        var accessors: [String] = []
    }

    public func facts(of context: RuleContext) -> Facts? {
        let file = context.file
        var facts = Facts()
        for type in file.swiftTypeDeclarations() where type.kind == .protocol && isServiceProtocol(type, in: context) {
            let name = file.text(type.name)
            facts.protocols.append((name, ProjectAnchor(context, at: type.keyword, identity: name)))
        }
        facts.accessors = ServiceQueries.environmentAccessors(in: file, suffixes: suffixes).map(\.service)
        return facts.protocols.isEmpty && facts.accessors.isEmpty ? nil : facts
    }

    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        let accessors = Set(files.flatMap(\.facts.accessors))
        for (name, anchor) in files.flatMap(\.facts.protocols) where !accessors.contains(name) {
            findings.report(at: anchor, Self.accessorMessage(name))
        }
    }

    // MARK: - Messages

    static func protocolMessage(_ name: String, _ missing: [String]) -> String {
        "\(name) lacks \(list(missing)); declare it `@MainActor protocol \(name): AnyObject, Observable`."
    }

    static func classMessage(_ name: String, _ missing: [String], _ service: String) -> String {
        "\(name) lacks \(list(missing)); make it an `@Observable @MainActor final class` conforming to \(service)."
    }

    /// Conformances and base classes that say nothing of a service's interface.
    static let plainBases: Set<String> = ["ObservableObject", "NSObject", "Sendable", "Identifiable", "Equatable", "Hashable"]

    static func concreteMessage(_ name: String, fake: String, real: String) -> String {
        "\(name) is a concrete service with no protocol or fake; declare `@MainActor protocol \(name): AnyObject, Observable` and implement it as `\(real)`, with a \(fake) for previews."
    }

    static func fakeLocationMessage(_ name: String) -> String {
        "\(name) is declared outside Services/Fake/; move it there, in a file of its own."
    }

    static func keyMessage(_ fake: String) -> String {
        "This key's defaultValue is not \(fake)(); default to the fake so previews need no wiring."
    }

    static func accessorMessage(_ service: String) -> String {
        "\(service) has no environment accessor; add `var \(ServiceQueries.accessorName(of: service)): any \(service)` to EnvironmentValues."
    }

    private static func list(_ items: [String]) -> String { Wording.list(items) }
}
