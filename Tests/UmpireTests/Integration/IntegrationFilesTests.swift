// The integrations' files agree with each other and with the README: the GitHub action's inputs
// and outputs are the ones documented, the plugins are products, the package keeps no
// dependencies, and the plugin fixture uses the plugin by path. (Tests/Scripts/plugin-consumer.sh
// builds the fixture; Tests/Scripts/validate-workflows.sh checks the workflows and the action.)

import Foundation
import Testing

@Suite("Integration files")
struct IntegrationFilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    /// The keys directly under a top-level `section:` of the action (two spaces in, then a name).
    static func keys(of section: String, in yaml: String) -> [String] {
        var keys: [String] = []
        var inside = false
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") && !line.isEmpty && !line.hasPrefix("#") { inside = line == section + ":" }
            guard inside, line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") else { continue }
            keys.append(String(line.dropFirst(2).dropLast()))
        }
        return keys
    }

    /// The README's Continuous integration section.
    static func ciSection() throws -> Substring {
        let readme = try Self.read("README.md")
        let start = try #require(readme.range(of: "## Continuous integration\n"))
        let end = readme[start.upperBound...].range(of: "\n## ")?.lowerBound ?? readme.endIndex
        return readme[start.lowerBound..<end]
    }

    @Test("The README's table lists exactly the action's inputs, and names its outputs")
    func actionInputsDocumented() throws {
        let action = try Self.read(".github/actions/umpire/action.yml")
        let inputs = Self.keys(of: "inputs", in: action)
        let outputs = Self.keys(of: "outputs", in: action)
        #expect(inputs == ["paths", "config", "base", "reports", "fail-on-warnings"])
        #expect(outputs == ["errors", "warnings", "verdict", "sarif-file"])
        let section = try Self.ciSection()
        let documented = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
            .compactMap { $0.dropFirst(3).split(separator: "`").first.map(String.init) }
        #expect(Set(documented) == Set(inputs), "README table: \(documented)")
        for output in outputs { #expect(section.contains("`\(output)`"), "README names the output \(output)") }
    }

    @Test("The README uses the action from this checkout and from the repository at a pinned commit")
    func actionUsed() throws {
        let section = try Self.ciSection()
        #expect(section.contains("uses: ./.github/actions/umpire\n"))
        #expect(section.contains("uses: umpire-lint/umpire/.github/actions/umpire@"))
        #expect(section.contains("pin a commit"))
    }

    @Test("The workflow the README says lints this repository's pull requests exists, as the README shows it")
    func ownWorkflow() throws {
        let workflow = try Self.read(".github/workflows/umpire.yml")
        let section = try Self.ciSection()
        #expect(section.contains("`.github/workflows/umpire.yml`"))
        #expect(section.contains("```yaml\n" + workflow + "```"), "the README's block is the workflow file")
        #expect(workflow.contains("uses: ./.github/actions/umpire\n") && workflow.contains("on: pull_request"))
    }

    @Test("The plugins are products of a package with no dependencies, with their code under Sources")
    func pluginsDeclared() throws {
        let manifest = try Self.read("Package.swift")
        #expect(manifest.contains("dependencies: [],"))
        for plugin in ["UmpirePlugin", "UmpireCommandPlugin"] {
            #expect(manifest.contains(".plugin(name: \"\(plugin)\", targets: [\"\(plugin)\"])"), "product \(plugin)")
            #expect(manifest.contains("path: \"Sources/\(plugin)\""), "\(plugin) lives under Sources/")
            #expect(FileManager.default.fileExists(atPath: Self.root + "/Sources/\(plugin)/\(plugin).swift"))
        }
        #expect(manifest.contains(".writeToPackageDirectory(reason:"), "the command plugin asks to write, for --fix")
    }

    @Test("The plugin fixture depends on this package by its relative path and attaches the build plugin")
    func fixtureUsesPlugin() throws {
        let manifest = try Self.read("Fixtures/plugin-consumer/Package.swift")
        #expect(manifest.contains(".package(name: \"Umpire\", path: \"../..\")"))
        #expect(manifest.contains(".plugin(name: \"UmpirePlugin\", package: \"Umpire\")"))
    }
}
