// Checks every rule's description: the docs, `umpire explain` and SARIF are built from it.

import Foundation
import Testing
import UmpireCore
import UmpireRules

@Suite("Rule descriptions")
struct RuleDescriptionTests {
    @Test("Ids are unique kebab-case and name the type")
    func idsAreUniqueAndMatchTypeNames() {
        let ids = BuiltInRules.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count, "duplicate rule ids: \(ids)")
        for type in BuiltInRules.all {
            let id = type.description.id
            let camel = id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            #expect(camel == String(describing: type), "\(id) should be implemented by a type named \(camel)")
            #expect(id.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D || ($0 >= 0x30 && $0 <= 0x39) })
        }
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
