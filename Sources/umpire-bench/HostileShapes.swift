// Inputs shaped to find superlinear work: each at N and 4N units, every rule on, so a rule or
// a query that rescans per token shows as a cost per byte that grows with the input. An
// attacker's file (or a generated one) must not stall a pre-commit hook or an editor.

import Foundation
import UmpireCore
import UmpireEngine
import UmpireRules

struct HostileShape: Sendable {
    let name: String
    let path: String
    /// The file's text for `n` units (terms, nesting levels, statements).
    let make: @Sendable (Int) -> String

    static let all: [HostileShape] = [
        HostileShape(name: "Swift: one long sum of match numbers in a view", path: "ios/App/Views/ScoreView.swift") { n in
            view(body: "Text(\"\\(" + Array(repeating: "state.runs", count: n).joined(separator: " + ") + ")\")")
        },
        HostileShape(name: "Swift: interpolation nested n deep", path: "ios/App/Views/ScoreView.swift") { n in
            var text = "state.runs"
            for _ in 0..<n { text = "\"a\\(" + text + ")\"" }
            return view(body: "Text(" + text + ")")
        },
        HostileShape(name: "Swift: n locals in one function", path: "ios/App/Views/ScoreView.swift") { n in
            let locals = (0..<n).map { "        let v\($0) = state.runs + \($0)\n        Text(\"\\(v\($0)) of \\(state.balls)\")" }
            return view(body: "VStack {\n" + locals.joined(separator: "\n") + "\n}")
        },
        HostileShape(name: "Swift: parentheses nested n deep", path: "ios/App/Views/ScoreView.swift") { n in
            view(body: "Text(\"\\(" + String(repeating: "(", count: n) + "state.runs" + String(repeating: ")", count: n) + ")\")")
        },
        HostileShape(name: "Swift: a member chain n long", path: "ios/App/Services/ScoreService.swift") { n in
            "func load() { let x = state" + String(repeating: ".next", count: n) + ".runs\n print(x) }\n"
        },
        HostileShape(name: "Swift: n suppressed findings", path: "ios/App/Services/ScoreService.swift") { n in
            "func load() {\n" + (0..<n).map { "    // umpire:disable-next-line no-print -- generated\n    print(\($0))" }.joined(separator: "\n") + "\n}\n"
        },
        HostileShape(name: "Swift: n disable and n enable comments", path: "ios/App/Services/ScoreService.swift") { n in
            (0..<n).map { "// umpire:disable no-print -- block \($0)\nprint(\($0))" }.joined(separator: "\n") + "\n"
                + (0..<n).map { "// umpire:enable no-foreground-color\nprint(\($0))" }.joined(separator: "\n") + "\n"
        },
        HostileShape(name: "TypeScript: template literals nested n deep", path: "backend/src/notifications/alerts.ts") { n in
            var text = "runs"
            for _ in 0..<n { text = "`a ${" + text + "}`" }
            return "export const title = " + text + ";\n"
        },
        HostileShape(name: "TypeScript: n awaited writes in one handler", path: "backend/src/routes/follow.ts") { n in
            let writes = (0..<n).map { "  const r\($0) = await getMatchFollow(id\($0));\n  await followMatch(r\($0), `Need ${r\($0).runs} runs`);" }
            return "export async function handler(event) {\n" + writes.joined(separator: "\n") + "\n}\n"
        },
        HostileShape(name: "TypeScript: an object literal of n fields", path: "backend/src/display/state.ts") { n in
            "export const state = {\n" + (0..<n).map { "  field\($0): `${a\($0)} of ${b\($0)}`," }.joined(separator: "\n") + "\n};\n"
        },
        // From the second attack: shapes that were quadratic in their rules.
        HostileShape(name: "Swift: .onAppear closures nested n deep", path: "ios/App/Views/ScoreView.swift") { n in
            view(body: "Text(\"a\")" + String(repeating: ".onAppear { ", count: n) + "print(1)" + String(repeating: " }", count: n))
        },
        HostileShape(name: "Swift: an if/else-if chain of n state tests", path: "ios/App/Views/ScoreView.swift") { n in
            view(body: (0..<n).map { "if state.period == \($0) { Text(\"x\") }" }.joined(separator: " else "))
        },
        HostileShape(name: "Shell: command substitutions nested n deep", path: "infra/migrations/migrate-001-follows.sh") { n in
            "#!/bin/bash\n" + String(repeating: "echo \"$(", count: n) + "x" + String(repeating: ")\"", count: n) + "\n"
        },
        HostileShape(name: "Shell: n commands in one script", path: "infra/migrations/001_create_tables.sh") { n in
            "#!/bin/bash\nset -euo pipefail\n" + (0..<n).map { "aws dynamodb create-table --table-name \"T\($0)\" --billing-mode PAY_PER_REQUEST" }.joined(separator: "\n") + "\n"
        },
    ]

    static func view(body: String) -> String {
        "import SwiftUI\n\nstruct ScoreView: View {\n    let state: MatchDisplayState\n\n    var body: some View {\n        " + body + "\n    }\n}\n"
    }
}

extension Scenarios {
    /// Configurations of N globs in one list (loaded, then one path matched).
    static let globLists: [(String, @Sendable (Int) -> String)] = [
        ("configuration: N include globs", { n in "{\"include\": [" + (0..<n).map { "\"**/a\($0)/**\"" }.joined(separator: ",") + ", \"ios/**\"]}" }),
        ("configuration: N globs for one role", { n in "{\"roles\": {\"service\": [" + (0..<n).map { "\"**/a\($0)/**\"" }.joined(separator: ",") + "]}}" }),
    ]

    /// Cost per byte at 4N over N for each shape, and a configuration of N and 4N overrides.
    /// Exit status 1 when any grows past `limit` (linear is 1, quadratic 4).
    func hostile(units: Int, limit: Double) throws -> Bool {
        header("hostile inputs: cost per byte at 4N ÷ at N, every rule (best of \(runs))")
        let ruleSet = try RuleSet(builtIn: BuiltInRules.all, configuration: Configuration(), only: nil)
        var worst = 0.0
        for shape in HostileShape.all {
            var perByte: [Double] = []
            for n in [units, 4 * units] {
                let text = shape.make(n)
                let ref = SourceFileRef(absolutePath: "/bench/" + shape.path, displayPath: shape.path, rolePath: shape.path,
                                        content: Array(text.utf8))
                let best = (0..<max(1, runs)).map { _ in Timing.seconds { _ = Engine(rules: ruleSet).run([ref]) } }.min()!
                perByte.append(best / Double(text.utf8.count))
            }
            let ratio = perByte[1] / perByte[0]
            worst = max(worst, ratio)
            line(shape.name, "\(fmt(ratio, 2))", target: "≤ \(fmt(limit, 1))")
        }
        var perOverride: [Double] = []
        for n in [units, 4 * units] {
            let overrides = (0..<n).map { "{\"files\": [\"ios/Gen\($0)/**\"], \"rules\": {\"no-print\": \"off\"}}" }
            let text = "{\"overrides\": [" + overrides.joined(separator: ",") + "]}"
            let best = (0..<max(1, runs)).map { _ in
                Timing.seconds {
                    let configuration = try? Configuration.parse(try! JSONCParser.parse(text), file: ".umpire.json",
                                                                 rules: BuiltInRules.all.map { $0.description })
                    _ = configuration.flatMap { try? RuleSet(builtIn: BuiltInRules.all, configuration: $0, only: nil).enabledRules }
                }
            }.min()!
            perOverride.append(best / Double(n))
        }
        let ratio = perOverride[1] / perOverride[0]
        worst = max(worst, ratio)
        line("configuration: N overrides", "\(fmt(ratio, 2))", target: "≤ \(fmt(limit, 1))")
        for (name, make) in Self.globLists {
            var perGlob: [Double] = []
            for n in [units * 4, units * 16] {
                let text = make(n)
                let best = (0..<max(1, runs)).map { _ in
                    Timing.seconds {
                        let configuration = try? Configuration.parse(try! JSONCParser.parse(text), file: ".umpire.json",
                                                                     rules: BuiltInRules.all.map { $0.description })
                        _ = configuration?.roles.roles(of: "ios/App/Views/ScoreView.swift")
                        _ = configuration?.include?.matches("ios/App/Views/ScoreView.swift")
                    }
                }.min()!
                perGlob.append(best / Double(n))
            }
            let ratio = perGlob[1] / perGlob[0]
            worst = max(worst, ratio)
            line(name, "\(fmt(ratio, 2))", target: "≤ \(fmt(limit, 1))")
        }
        line("worst", "\(fmt(worst, 2))", target: "≤ \(fmt(limit, 1))")
        return worst <= limit
    }
}
