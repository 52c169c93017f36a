// Flags generated Swift files without the generator's header, or with declarations the generator never writes.

import UmpireCore
import UmpireRuleSupport

public struct GeneratedFileHeader: Rule {
    static let path = "ios/CricketApp/Models/LiveActivityModels.generated.swift"

    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "generated-file-header", area: .schema, languages: [.swift], roles: [.generated],
        excludedRoles: [.test], severity: .error,
        summary: "A .generated.swift file without the generator's header, or with declarations the generator never writes",
        rationale: """
            Generated models come from the backend's Zod schemas through quicktype, and the next \
            `npm run generate:schemas` overwrites them. The header tells whoever opens the file \
            not to edit it; a file without it was written or replaced by hand. A computed \
            property, a method or a static added under the header is lost on the next run, and \
            never reaches the schema the backend and the widget share.
            """,
        fix: "Regenerate the file with `npm run generate:schemas`; put app-side helpers in an extension in a hand-written file.",
        options: [headerMarkersOption.declaration, helperFunctionsOption.declaration, helperInitializersOption.declaration, helperTypesOption.declaration],
        fileLevel: true,
        limitations: """
            The header is read from the comments before the first line of code. Declarations are \
            checked against what quicktype writes: types with stored properties, CodingKeys, the \
            helper functions and initializers named in the options, memberwise initializers (in the \
            type itself; an extension holds only the helpers) and the JSONNull/JSONAny/JSONCodingKey \
            support classes. An extension with nothing the generator writes is reported once, at \
            its start; members added to the generator's own extension each. A hand edit to a stored property \
            (a renamed field, a changed type) looks generated: only the file's history shows it.
            """,
        triggering: examples.triggering, nonTriggering: examples.nonTriggering) }

    let markers: [String]
    let helperFunctions: [String]
    let helperInitializers: [String]
    let helperTypes: [String]

    static let headerMarkersOption = Option<[String]>(RuleOption("headerMarkers", default: .array(["generated", "do not"].map(JSONValue.string)),
        help: "Words that must all appear (ignoring case) in the comments before the first line of code."))
    static let helperFunctionsOption = Option<[String]>(RuleOption("helperFunctions", default: .array(["with", "jsonData", "jsonString", "newJSONDecoder", "newJSONEncoder",
        "encode", "hash"].map(JSONValue.string)),
                       help: "Functions the generator writes (quicktype's convenience methods and coder factories)."))
    static let helperInitializersOption = Option<[String]>(RuleOption("helperInitializers", default: .array(["data", "json", "fromURL", "from"].map(JSONValue.string)),
        help: "First parameter names of the initializers the generator writes (`init(data:)`, `init(_ json:)`)."))
    static let helperTypesOption = Option<[String]>(RuleOption("helperTypes", default: .array(["JSONNull", "JSONAny", "JSONCodingKey"].map(JSONValue.string)),
        help: "Support types the generator writes whole; their members are not checked."))

    public init(options: RuleOptions) {
        markers = options[Self.headerMarkersOption].map { $0.lowercased() }
        helperFunctions = options[Self.helperFunctionsOption]
        helperInitializers = options[Self.helperInitializersOption]
        helperTypes = options[Self.helperTypesOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard let first = file.tokens.indices.first(where: { !file.kind($0).isTrivia }) else { return }
        let header = (0..<first).filter { file.kind($0).isComment }.map(file.text).joined(separator: "\n").lowercased()
        if !markers.allSatisfy({ header.contains($0) }) {
            findings.report(file, at: first, Self.headerMessage)
        }
        checkTopLevel(file, into: &findings)
        checkMembers(file, into: &findings)
    }

    /// quicktype writes types, extensions and its two coder factories at file scope; nothing else.
    private func checkTopLevel(_ file: SourceFile, into findings: inout FindingSink) {
        for i in file.topLevelTokens where file.kind(i) == .keyword {
            if file.isOne(i, of: ["let", "var", "protocol"]) {
                report(i, name: file.nextSignificant(after: i), file, &findings)
            } else if file.is(i, "func") {
                let name = file.nextSignificant(after: i)
                if !(name.map { file.isOne($0, of: helperFunctions) } ?? false) { report(i, name: name, file, &findings) }
            }
        }
    }

    private func checkMembers(_ file: SourceFile, into findings: inout FindingSink) {
        let types = file.swiftTypeDeclarations()
        let helpers = types.filter { file.isOne($0.name, of: helperTypes) && $0.kind != .extension }
        for type in types where type.kind != .protocol && !file.isOne(type.name, of: helperTypes) && !file.isInside(type.keyword, helpers) {
            let isExtension = type.kind == .extension
            // quicktype's memberwise initializer sits in the type; in an extension it writes only
            // its coder conveniences (`init(data:)`), so `init(gameId:firstToken:)` there is added.
            let stored = isExtension ? [] : storedNames(of: file.text(type.name), in: types, file)
            var foreign: [(keyword: Int, name: Int?)] = []
            let members = file.members(of: type).filter { $0.kind != .case && $0.kind != .type }
            for member in members {
                let isStatic = member.modifiers.contains { file.is($0, "static") || file.is($0, "class") }
                switch member.kind {
                case .let, .var:
                    if member.isComputed || isStatic { foreign.append((member.keyword, member.name)) }
                case .func:
                    if !(member.name.map { file.isOne($0, of: helperFunctions) } ?? false) { foreign.append((member.keyword, member.name)) }
                case .initializer:
                    if let label = firstParameter(of: member.keyword, in: file), helperInitializers.contains(label) || stored.contains(label) {
                        continue
                    }
                    foreign.append((member.keyword, nil))
                case .subscript:
                    foreign.append((member.keyword, nil))
                case .case, .type:
                    break
                }
            }
            // An extension the generator wrote nothing of is one finding where it starts: moving
            // it is the fix. Members added to quicktype's own extension are each reported.
            if isExtension, let first = foreign.first, foreign.count == members.count {
                findings.report(file, at: type.keyword, Self.extensionMessage(file.text(type.name), first: name(first.keyword, first.name, file)))
            } else {
                for added in foreign { report(added.keyword, name: added.name, file, &findings) }
            }
        }
    }

    /// Stored property names of the type called `name`: a memberwise initializer takes them.
    private func storedNames(of name: String, in types: [SwiftTypeDeclaration], _ file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        for type in types where type.kind != .extension && file.text(type.name) == name {
            for member in file.members(of: type) where (member.kind == .let || member.kind == .var) && !member.isComputed {
                // quicktype groups fields of one type: `let runs, wickets: Int`.
                var name = member.name
                while let n = name {
                    names.insert(file.text(n))
                    guard let comma = file.nextSignificant(after: n), file.kind(comma) == .comma,
                          let next = file.nextSignificant(after: comma), file.kind(next) == .identifier else { break }
                    name = next
                }
            }
        }
        return names
    }

    /// `data` in `init(data: Data)`, `json` in `init(_ json: String)`, nil for `init()`.
    private func firstParameter(of keyword: Int, in file: SourceFile) -> String? {
        var j = file.nextSignificant(after: keyword)
        if let k = j, file.kind(k) == .operator { j = file.nextSignificant(after: k) }
        guard let paren = j, file.kind(paren) == .openParen, var label = file.nextSignificant(after: paren),
              file.kind(label) == .identifier || file.kind(label) == .keyword else { return nil }
        if file.is(label, "_"), let inner = file.nextSignificant(after: label), file.kind(inner) == .identifier { label = inner }
        return file.text(label)
    }

    private func report(_ keyword: Int, name: Int?, _ file: SourceFile, _ findings: inout FindingSink) {
        findings.report(file, at: keyword, Self.addedMessage(self.name(keyword, name, file)))
    }

    /// A member's name, or its keyword (`init`, `subscript`) when it has none.
    private func name(_ keyword: Int, _ name: Int?, _ file: SourceFile) -> String {
        name.flatMap { file.kind($0) == .identifier ? file.text($0) : nil } ?? file.text(keyword)
    }

    static func extensionMessage(_ type: String, first: String) -> String {
        "The generator never writes this extension of \(type) (its \(first)); move it to a hand-written file, or change the Zod schema and regenerate."
    }

    static let headerMessage = "This generated file lacks the generator's header; regenerate it from the Zod schema."

    static func addedMessage(_ name: String) -> String {
        "The generator never writes \(name); move it to a hand-written file, or change the Zod schema and regenerate."
    }
}
