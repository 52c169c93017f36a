import Foundation
import Testing
import UmpireCore
import UmpireRuleSupport

@Suite("Names as words")
struct IdentifierWordsTests {
    @Test("An ASCII name splits on its bytes into the words the Character path gives, for every identifier of the sample")
    func asciiPathAgrees() throws {
        var names: Set<String> = ["getMatchFollow", "FOLLOWS_TABLE", "URLSession", "item2Name", "a", "_", "__x__", "ABC", "x1Y2z3",
                                  "matchID", "iOSVersion", "$0", "snake_case_name", "HTTPServer2Go"]
        let root = SampleRepositoryTests.packageRoot + "/Fixtures/sample"
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root)
        for path in paths where path.hasSuffix(".swift") || path.hasSuffix(".ts") {
            let file = SourceFile(path: path, source: try String(contentsOfFile: root + "/" + path, encoding: .utf8))
            for i in file.tokens.indices where file.kind(i) == .identifier { names.insert(file.text(i)) }
        }
        #expect(names.count > 300)
        for name in names where name.utf8.allSatisfy({ $0 < 0x80 }) {
            #expect(Words.split(identifier: name) == Words.split(characters: name), "\(name)")
        }
        #expect(Words.split(identifier: "getMatchFollow") == ["get", "match", "follow"])
        #expect(Words.split(identifier: "FOLLOWS_TABLE") == ["follows", "table"])
        #expect(Words.split(identifier: "spielStärke") == ["spiel", "stärke"])
    }
}
