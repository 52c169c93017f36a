// A throwaway folder (optionally a git repository) for tests that need real files and git.

import Foundation
import UmpireCore
import UmpireEngine
import UmpireRules

final class Scratch {
    let root: String
    /// Whether the folder goes away with this value (not for a view of another's subfolder).
    private let owned: Bool

    init(git: Bool = false) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("umpire-\(UUID().uuidString)").path
        owned = true
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        if git { try self.git("init", "-q", "-b", "main") }
    }

    private init(existing: String) {
        root = existing
        owned = false
    }

    /// A folder inside another scratch folder, to run Umpire from there.
    static func at(_ folder: String) -> Scratch { Scratch(existing: folder) }

    deinit { if owned { try? FileManager.default.removeItem(atPath: root) } }

    func write(_ path: String, _ text: String) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: root + "/" + path, encoding: .utf8) }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Umpire Tests", "-c", "user.email=tests@umpire.invalid",
                             "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ScratchError(message: "git \(arguments) failed") }
        return String(decoding: data, as: UTF8.self)
    }

    struct ScratchError: Error { let message: String }

    func umpire(_ args: [String], stdin: String = "", environment: [String: String] = [:]) -> CommandLineTool.Output {
        let input = Array(stdin.utf8)
        return CommandLineTool(builtIn: BuiltInRules.all, cwd: root, environment: environment,
                               readStandardInput: { input }).run(args)
    }

    /// (path, line, rule) of each finding in JSON output.
    static func findings(_ json: String) throws -> [(path: String, line: Int, rule: String)] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return (object?["findings"] as? [[String: Any]] ?? []).map {
            ($0["path"] as? String ?? "", $0["line"] as? Int ?? 0, $0["rule"] as? String ?? "")
        }
    }
}

/// A view with a print on a known line, the kind of file the diff tests edit.
enum Samples {
    static let scoreView = """
        import SwiftUI

        struct ScoreView: View {
            let state: ScoreState

            var body: some View {
                Text(state.scoreLine)
                    .foregroundColor(.secondary)
            }
        }

        """
}
