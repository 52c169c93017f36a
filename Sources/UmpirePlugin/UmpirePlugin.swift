// The build tool plugin: lints a target's Swift files (and property lists) with the `umpire`
// executable whenever one of them, the configuration or Umpire itself changes, so findings are
// build diagnostics (`path:line:column: error: …`, absolute paths, which Xcode links).

import Foundation
import PackagePlugin

@main
struct UmpirePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // Umpire reads Swift: a C or C++ target has nothing for it.
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        return try LintCommand(
            target: target.name,
            files: module.sourceFiles.map(\.url),
            folder: module.directoryURL,
            tool: context.tool(named: "umpire").url,
            workDirectory: context.pluginWorkDirectoryURL
        ).commands()
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension UmpirePlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source || $0.type == .resource }.map(\.url)
        return try LintCommand(
            target: target.displayName,
            files: files,
            folder: LintCommand.commonFolder(of: files) ?? context.xcodeProject.directoryURL,
            tool: context.tool(named: "umpire").url,
            workDirectory: context.pluginWorkDirectoryURL
        ).commands()
    }
}
#endif

/// One target's lint: which files, which configuration, and the command that runs it.
struct LintCommand {
    let target: String
    let files: [URL]
    /// Where the search for `.umpire.json` starts (the target's folder).
    let folder: URL
    let tool: URL
    let workDirectory: URL

    /// What Umpire reads in an app target: Swift, and property lists (the app's Info.plist).
    static let lintedExtensions: Set<String> = ["swift", "plist"]

    func commands() -> [Command] {
        let linted = files.filter { Self.lintedExtensions.contains($0.pathExtension) }.sorted { $0.path < $1.path }
        // A target with no Swift (a C library, resources only) gets nothing: the stamp below is
        // a Swift file, and Umpire has nothing to say about it.
        guard linted.contains(where: { $0.pathExtension == "swift" }) else { return [] }
        let config = Self.configuration(from: folder)
        var arguments = ["lint", "--no-color"]
        if let config { arguments += ["--config", config.path(percentEncoded: false)] }
        arguments += linted.map { $0.path(percentEncoded: false) }
        // SwiftPM and Xcode run a build command only when something consumes its output, and
        // only again when an input changes. The output is an empty Swift file the target
        // compiles, written after Umpire passes: a failing run writes nothing, so it runs again
        // on the next build and its errors stay in sight. /bin/sh sequences the two; Umpire is an
        // input too, so it is built first and a new Umpire lints again.
        let stamp = workDirectory.appending(path: "\(Self.fileName(target))-umpire.swift")
        return [.buildCommand(
            displayName: "Umpire: lint \(target)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", #"stamp=$1; shift; "$@" && { [ -e "$stamp" ] || : > "$stamp"; }"#, "umpire-lint",
                        stamp.path(percentEncoded: false), tool.path(percentEncoded: false)] + arguments,
            environment: [:],
            inputFiles: linted + [tool] + (config.map { [$0] } ?? []),
            outputFiles: [stamp])]
    }

    /// `.umpire.json` in `folder` or the nearest parent, up to the repository's root (the folder
    /// holding `.git`) or the filesystem's: the file Umpire itself would find from there.
    static func configuration(from folder: URL) -> URL? {
        let manager = FileManager.default
        var current = folder.standardizedFileURL.path(percentEncoded: false)
        while true {
            let candidate = (current as NSString).appendingPathComponent(".umpire.json")
            if manager.fileExists(atPath: candidate) { return URL(fileURLWithPath: candidate) }
            let parent = (current as NSString).deletingLastPathComponent
            if manager.fileExists(atPath: (current as NSString).appendingPathComponent(".git")) || parent == current || parent.isEmpty {
                return nil
            }
            current = parent
        }
    }

    /// The deepest folder holding every file (an Xcode target's files have no one folder).
    static func commonFolder(of files: [URL]) -> URL? {
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return nil }
        for components in folders.dropFirst() {
            common = zip(common, components).prefix { $0 == $1 }.map(\.0)
        }
        // Nothing shared but the filesystem's root: no folder to start from.
        return common.count > 1 ? URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true) : nil
    }

    /// A target name as a file name: letters, digits, `-` and `_` kept, the rest `_`.
    static func fileName(_ target: String) -> String {
        String(target.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" ? Character($0) : "_" })
    }
}
