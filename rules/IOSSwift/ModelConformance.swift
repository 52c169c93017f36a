// Flags models that do not conform to Codable, Hashable and Sendable.

import UmpireCore
import UmpireRuleSupport

public struct ModelConformance: Rule {
    static let path = "ios/CricketApp/Models/MatchItem.swift"

    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "model-conformance", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test, .service, .view], severity: .error,
        summary: "A model that is not Codable, Hashable and Sendable",
        rationale: """
            Models mirror the backend's JSON, so they decode with Codable; SwiftUI lists and \
            diffing need Hashable; and Swift 6 only lets a value cross from a service to a view \
            or the widget when it is Sendable. A model missing one of the three fails far from \
            its declaration: in a ForEach, a Task or the next codegen run.
            """,
        fix: "Declare `Codable, Hashable, Sendable` on the model, or in an extension in the same file.",
        // Unsafe: the compiler synthesizes each conformance only when every stored property (or
        // associated value) has it, and the fix cannot see the types' declarations: a class, a
        // closure or a non-Codable field makes the model stop compiling. A new conformance can
        // also change which overload a generic call picks. Left alone: a model with its own `==`
        // (a synthesized hash would disagree with it), a field typed `Any`, a protocol or a
        // closure, a field of a type in the file that lacks the conformance (a nested type the
        // rule leaves alone), Codable over a field whose type is not known to be Codable (a
        // standard Codable type, or a Codable type of the file or the project model: a Color or
        // an app-only type would not compile), and a Decodable or Encodable declared outside the model's clause
        // (Codable would repeat it).
        fixes: .unsafe,
        options: [ModelTypes.exemptOption.declaration, ModelTypes.folderOption.declaration],
        limitations: """
            Models are top-level structs and enums with stored properties or cases: the \
            backend's types wherever they live, as the project model knows them (Codable types, \
            a Live Activity's attributes, generated types, types a backend model holds), and \
            every data type in a Models/ folder (option modelFolders) but the app's own settings \
            and wrappers of a backend model, types holding the app's UI objects (a view controller, \
            a view, an image, an intent, directly or through a type of the file), option lists \
            (`CaseIterable` enums), a screen's load state or the app's navigation (an enum with a \
            `loading` or `idle` case; `Tab`, `…Route`, `…Destination`, `…Screen`), messages it \
            only sends (`Encodable`), generic containers, type-erasing boxes (every stored value \
            `Any`: `AnyCodable`), typed raw values, stored records, an \
            error's details and types under a Persistent/ or Storage/ folder. A server written \
            in Swift (`import Vapor`) has no models of the app's. Nested types (a ContentState) are left to the \
            compiler, which ActivityKit and Swift's implicit Sendable already hold to account. \
            Conformances added in another file's extension count; one inherited through a \
            protocol declared in another file is not seen. An enum without associated values is \
            Hashable already, so it is only asked for Codable and Sendable.
            """,
        triggering: examples.triggering, nonTriggering: examples.nonTriggering) }

    let exempt: [String]
    let selection: ModelTypes.Selection
    let folders: [String]

    public init(options: RuleOptions) {
        exempt = options[ModelTypes.exemptOption]
        folders = options[ModelTypes.folderOption]
        selection = ModelTypes.Selection(exempt: exempt, folders: folders)
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        let models = ModelTypes.models(in: context, selection)
        for model in models where !erasesTypes(model, in: file) {
            let has = ModelTypes.conformances(of: model, in: context)
            var missing: [String] = []
            if !has.contains("Codable"), !(has.contains("Decodable") && has.contains("Encodable")) { missing.append("Codable") }
            let plainEnum = model.kind == .enum && !ModelTypes.hasAssociatedValues(model, in: file)
            if !has.contains("Hashable"), !plainEnum { missing.append("Hashable") }
            if !has.contains("Sendable") { missing.append("Sendable") }
            guard !missing.isEmpty else { continue }
            findings.report(file, at: model.name, Self.message(file.text(model.name), missing),
                            fix: fix(model, missing: missing, has: has, models: models, in: context))
        }
    }

    /// `struct AnyCodable: Codable { let value: Any }`: a type-erasing box, every stored value
    /// `Any`, not a model; what it holds can be neither Hashable nor Sendable. (A model with an
    /// `Any` beside its fields, rover-ios's `Condition`, is judged.)
    private func erasesTypes(_ model: SwiftTypeDeclaration, in file: SourceFile) -> Bool {
        let stored = file.members(of: model).filter { ($0.kind == .let || $0.kind == .var) && !$0.isComputed && !file.any($0.modifiers, is: "static") }
        return !stored.isEmpty && stored.allSatisfy { member in
            guard let name = member.name, let colon = file.nextSignificant(after: name), file.kind(colon) == .colon,
                  let type = file.nextSignificant(after: colon) else { return false }
            return file.is(type, "Any") || file.is(type, "AnyObject")
        }
    }

    /// The missing conformances added to the model's own clause (`: Codable, …` when it has
    /// none): its `Decodable` or `Encodable` becomes `Codable`, its `Equatable` `Hashable`.
    @_optimize(none)
    private func fix(_ model: SwiftTypeDeclaration, missing: [String], has: Set<String>, models: [SwiftTypeDeclaration],
                     in context: RuleContext) -> Fix? {
        let file = context.file
        guard let open = model.bodyOpen, !hasOwnEquality(model, in: file),
              !holdsUnfit(model, missing: missing, models: models, in: context) else { return nil }
        let own = model.inherited
        var edits: [TextEdit] = []
        var appended: [String] = []
        for conformance in missing {
            switch conformance {
            case "Codable":
                // Codable repeats a Decodable declared elsewhere, which Swift rejects.
                let half = own.filter { file.isOne($0, of: ["Decodable", "Encodable"]) }
                if half.count == 1, let token = half.first {
                    edits.append(file.replacing(token, with: "Codable"))
                } else if has.contains("Decodable") || has.contains("Encodable") {
                    return nil
                } else {
                    appended.append("Codable")
                }
            case "Hashable":
                if let equatable = own.first(where: { file.is($0, "Equatable") }), file.kind(before: equatable) != .dot {
                    edits.append(file.replacing(equatable, with: "Hashable"))
                } else {
                    appended.append("Hashable")
                }
            default:
                appended.append(conformance)
            }
        }
        if !appended.isEmpty {
            // After the clause's last token, before `where` or the body.
            var stop = open
            var angle = 0
            var colon = false
            var j = file.nextSignificant(after: model.name)
            while let k = j, k < open {
                if file.kind(k) == .operator, file.is(k, "<") { angle += 1 }
                if file.kind(k) == .operator, file.is(k, ">") { angle = max(0, angle - 1) }
                if angle == 0, file.kind(k) == .colon { colon = true }
                if angle == 0, file.kind(k) == .keyword, file.is(k, "where") { stop = k; break }
                j = file.nextSignificant(after: k)
            }
            guard let end = file.previousSignificant(before: stop), end >= model.name else { return nil }
            edits.append(file.inserting((colon ? ", " : ": ") + appended.joined(separator: ", "), after: end))
        }
        return Fix("Declare " + Wording.list(missing, conjunction: "and"), .unsafe, edits: edits)
    }

    /// Whether the file writes `==` for the model (in its body or an extension of it).
    private func hasOwnEquality(_ model: SwiftTypeDeclaration, in file: SourceFile) -> Bool {
        let name = file.text(model.name)
        return file.swiftTypeDeclarations().contains { type in
            (type.keyword == model.keyword || (type.kind == .extension && file.text(type.name) == name))
                && file.members(of: type).contains { $0.kind == .func && $0.name == nil && file.kind(after: $0.keyword) == .operator
                    && file.nextSignificant(after: $0.keyword).map { file.is($0, "==") } == true }
        }
    }

    /// A stored field or associated value the conformances cannot be synthesized over: typed
    /// `Any`, `AnyObject`, an existential (`any P`, or a protocol of the project written bare)
    /// or a closure, `weak`, or of a type this file declares that lacks one of them and is not a
    /// model the rule fixes too (a nested `CrewRole: Codable` in a model gaining Hashable).
    private func holdsUnfit(_ model: SwiftTypeDeclaration, missing: [String], models: [SwiftTypeDeclaration], in context: RuleContext) -> Bool {
        let file = context.file
        guard model.bodyOpen != nil else { return true }
        let types = file.swiftTypeDeclarations()
        let fixed = Set(models.map(\.keyword))
        for (member, tokens) in ModelTypes.fields(of: model, in: file) {
            if member.modifiers.contains(where: { file.isOne($0, of: ["weak", "unowned"]) }) { return true }
            for j in tokens {
                if file.kind(j) == .operator, file.is(j, "->") { return true }
                if file.isOne(j, of: ["Any", "AnyObject", "any"]) { return true }
                if file.kind(j) == .identifier, file.text(j).first?.isUppercase == true {
                    let name = file.text(j)
                    if context.model.type(named: name)?.kind == .protocol { return true }
                    // Codable is synthesized only over Codable fields: a type not known to be one
                    // (a Color, an app-only type) would leave the model uncompilable.
                    if missing.contains("Codable"), !isKnownCodable(name, declaredIn: types, fixed: fixed, context: context) { return true }
                    for declared in types where declared.kind != .extension && file.text(declared.name) == name {
                        if declared.kind == .protocol { return true }
                        if fixed.contains(declared.keyword) || declared.keyword == model.keyword { continue }
                        let conformances = ModelTypes.conformances(of: declared, in: context)
                        let plainEnum = declared.kind == .enum && !ModelTypes.hasAssociatedValues(declared, in: file)
                        for needed in missing where needed != "Sendable" {
                            let codable = conformances.contains("Codable") || (conformances.contains("Decodable") && conformances.contains("Encodable"))
                            let ok = needed == "Codable" ? codable : (conformances.contains(needed) || plainEnum)
                            if !ok { return true }
                        }
                    }
                }
            }
        }
        return false
    }

    /// Standard types that are Codable (and the generic containers, Codable when their elements are).
    static let standardCodable: Set<String> = [
        "String", "Substring", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Bool", "Decimal", "Date", "DateComponents", "URL", "UUID", "Data", "TimeInterval",
        "TimeZone", "Locale", "Calendar", "IndexSet", "CGPoint", "CGSize", "CGRect", "CGVector", "Array", "Dictionary",
        "Set", "Optional", "ContiguousArray", "ClosedRange", "Range", "Measurement", "PersonNameComponents",
    ]

    /// Whether a field's type is known to be Codable: a standard one, one this file declares as
    /// Codable (or a model fixed with this one), or a project type the model knows as Codable.
    private func isKnownCodable(_ name: String, declaredIn types: [SwiftTypeDeclaration], fixed: Set<Int>, context: RuleContext) -> Bool {
        if Self.standardCodable.contains(name) { return true }
        let file = context.file
        if let declared = types.first(where: { $0.kind != .extension && file.text($0.name) == name }) {
            if fixed.contains(declared.keyword) { return true }
            return Self.isCodable(ModelTypes.conformances(of: declared, in: context))
        }
        return context.model.type(named: name).map { Self.isCodable($0.conformances) } ?? false
    }

    /// Codable, or Decodable and Encodable declared apart.
    private static func isCodable(_ conformances: Set<String>) -> Bool {
        conformances.contains("Codable") || (conformances.contains("Decodable") && conformances.contains("Encodable"))
    }

    static func message(_ name: String, _ missing: [String]) -> String {
        "\(name) is not \(Wording.list(missing, conjunction: "or")); declare Codable, Hashable and Sendable on the model."
    }
}
