// Checks every rule's description: the docs, `umpire explain` and SARIF are built from it.

import Foundation
import Testing
import UmpireCore
import UmpireEngine
import UmpireRules

@Suite("Rule descriptions")
struct RuleDescriptionTests {
    @Test("Ids are unique kebab-case")
    func idsAreUniqueKebabCase() {
        let ids = BuiltInRules.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count, "duplicate rule ids: \(ids)")
        for id in ids {
            #expect(id.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D || ($0 >= 0x30 && $0 <= 0x39) }, "\(id)")
        }
    }

    @Test("rules/Registry.swift lists every rule type in rules/<Area>/, as Tests/Scripts/regenerate.py writes it")
    func registryIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("rules")
        let declaration = try NSRegularExpression(pattern: #"^public struct (\w+): (?:[\w, ]*\b)?(?:Rule|ProjectRule|ChangeAwareRule)\b"#,
                                                  options: [.anchorsMatchLines])
        var declared: Set<String> = []
        for folder in Area.allCases.compactMap(\.ruleFolder) where folder.hasPrefix("rules/") {
            let path = root.deletingLastPathComponent().appendingPathComponent(folder).path
            for file in try FileManager.default.contentsOfDirectory(atPath: path) where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: path + "/" + file, encoding: .utf8)
                for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    declared.insert((text as NSString).substring(with: match.range(at: 1)))
                }
            }
        }
        let registered = Set(BuiltInRules.all.filter { !($0 is any SuppressionRule.Type) }.map { String(describing: $0) })
        #expect(declared == registered, "run Tests/Scripts/regenerate.py: missing \(declared.subtracting(registered).sorted()), gone \(registered.subtracting(declared).sorted())")
    }

    @Test("Each rule lives in rules/<Area>/<TypeName>.swift")
    func rulesLiveInTheirAreaFolder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("rules")
        for type in BuiltInRules.all where !(type is any SuppressionRule.Type) {
            let area = type.description.area.rawValue
            let folder = area == "iOS Swift" ? "IOSSwift" : area == "iOS Services" ? "IOSServices"
                : area == "APNs contract" ? "APNsContract" : area == "Server-driven UI" ? "ServerDrivenUI"
                : area.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            let file = root.appendingPathComponent(folder).appendingPathComponent("\(type).swift")
            #expect(FileManager.default.fileExists(atPath: file.path), "expected \(file.path)")
        }
    }

    @Test("Every file under rules/ is a registered rule, a part of one, the registry, or a shared helper in Support/")
    func everyRuleFileIsRegistered() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("rules")
        let registered = Set(BuiltInRules.all.map { String(describing: $0) })
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }
        for path in files {
            let parts = path.split(separator: "/").map(String.init)
            let name = String(parts.last!.dropLast(".swift".count))
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let declaresRule = text.contains("static let description = RuleDescription(")
            switch parts.count == 2 ? parts[0] : "" {
            case "Support":
                #expect(!declaresRule, "rules/\(path) declares a rule; rules live in their area's folder")
            case "" where name == "Registry":
                continue
            default:
                let type = String(name.split(separator: "+").first ?? "")
                #expect(registered.contains(type),
                        "rules/\(path) is neither a registered rule (run Tests/Scripts/regenerate.py) nor part of one (`Rule+Part.swift`); move a shared helper to rules/Support/")
            }
        }
    }

    @Test("Summaries, rationales and fixes are written", arguments: BuiltInRules.all.map { $0.description.id })
    func prose(id: String) {
        let d = BuiltInRules.all.first { $0.description.id == id }!.description
        #expect(!d.summary.isEmpty && !d.summary.contains("\n") && !d.summary.hasSuffix("."))
        #expect(d.rationale.count > 80, "\(id): the rationale explains why, in the product's terms")
        #expect(d.fix.hasSuffix("."), "\(id): the fix is a sentence")
        #expect(!d.languages.isEmpty)
    }

    @Test("At least three traps: in a string, in a comment, a look-alike", arguments: BuiltInRules.all.map { $0.description.id })
    func trapsCoverEachKind(id: String) {
        let d = BuiltInRules.all.first { $0.description.id == id }!.description
        let traps = d.nonTriggering.compactMap(\.trap)
        #expect(traps.count >= 3, "\(id) has \(traps.count) traps")
        #expect(Set(traps) == [.inString, .inComment, .lookAlike], "\(id) traps: \(traps)")
        let codes = (d.triggering + d.nonTriggering).map(\.code)
        #expect(Set(codes).count == codes.count, "\(id) repeats an example")
    }

    @Test("The README's rules table is `umpire rules --format markdown`")
    func readmeListsEveryRule() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let all = BuiltInRules.all.map { $0.description }
        let table = RulesCommand.markdownTable(rules: all)
        #expect(readme.contains("<!-- rules:start -->\n" + table + "<!-- rules:end -->"),
                "regenerate the table with `swift run umpire rules --format markdown`")
    }

    @Test("Every option is exercised by an example that sets it", arguments: BuiltInRules.all.map { $0.description.id })
    func optionsHaveExamples(id: String) {
        let d = BuiltInRules.all.first { $0.description.id == id }!.description
        let exercised = Set((d.triggering + d.nonTriggering).flatMap(\.options.keys))
        for option in d.options {
            #expect(exercised.contains(option.name), "\(id): no example sets the option \(option.name)")
        }
        for example in d.triggering + d.nonTriggering {
            #expect(RuleOptions.validate(example.options, for: d) == nil, "\(id): an example's options are invalid")
        }
    }

    @Test("Options have defaults and help; configured values are validated")
    func optionsAreDeclared() {
        for type in BuiltInRules.all {
            let d = type.description
            for option in d.options {
                #expect(!option.help.isEmpty)
                #expect(RuleOptions.validate([option.name: option.defaultValue], for: d) == nil)
            }
            #expect(RuleOptions.validate(["noSuchOption": .bool(true)], for: d)?.key == "noSuchOption")
        }
    }
}

@Suite("Rule examples read as code")
struct ExampleTextTests {
    /// A `\n` meant as a line break but written inside a raw string shows up in `umpire explain`
    /// and the rule's page as two characters (`Text(x)\nButton(…)`).
    @Test("No example carries a literal \\n outside a string literal")
    func noLiteralLineBreaks() {
        for type in BuiltInRules.all {
            let d = type.description
            for example in d.triggering + d.nonTriggering {
                let path = example.path ?? RuleHarness.defaultPath(for: d)
                let code = example.unmarked.code
                let file = SourceFile(path: path, source: code)
                let bytes = Array(code.utf8)
                for i in file.tokens.indices where !file.tokens[i].kind.isComment && file.tokens[i].kind != .stringText
                    && file.tokens[i].kind != .regex {
                    let t = file.tokens[i]
                    for k in t.start.value..<t.end.value where bytes[k] == UInt8(ascii: "\\") && k + 1 < bytes.count && bytes[k + 1] == UInt8(ascii: "n") {
                        let after = k + 2 < bytes.count ? bytes[k + 2] : UInt8(ascii: " ")
                        let keyPath = (after >= UInt8(ascii: "a") && after <= UInt8(ascii: "z")) || after == UInt8(ascii: "_")
                        #expect(keyPath, "\(d.id): an example has a literal \\n in its code: \(code)", sourceLocation: RuleHarness.location(example))
                    }
                }
            }
        }
    }
}
