// The command plugin: `swift package umpire [ARGUMENTS]` runs the umpire executable in the
// package's folder with the arguments as given (`--fix`, a subcommand, options, paths), so it
// reads the package's `.umpire.json`; `--target NAME` (repeatable) lints those targets' folders.

import Foundation
import PackagePlugin

@main
struct UmpireCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = try context.package.targets(named: extractor.extractOption(named: "target"))
        let package = Self.path(context.package.directoryURL)
        // Folders inside the package are named relative to it, so findings print short paths.
        let folders = targets.compactMap { target -> String? in
            guard let folder = Self.folder(of: target).map(Self.path) else {
                Diagnostics.warning("Target '\(target.name)' has no source folder; skipping it")
                return nil
            }
            return folder.hasPrefix(package + "/") ? String(folder.dropFirst(package.count + 1)) : folder
        }
        let process = Process()
        process.executableURL = try context.tool(named: "umpire").url
        process.arguments = extractor.remainingArguments + folders
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0):
            break
        case (.exit, 1):
            Diagnostics.error("Umpire found error-level findings (or warnings with --strict)")
        case (.exit, let status):
            Diagnostics.error("umpire stopped with exit status \(status): a usage, configuration or file error (above)")
        default:
            Diagnostics.error("umpire was stopped by signal \(process.terminationStatus)")
        }
    }

    /// A folder's path without a trailing slash.
    static func path(_ url: URL) -> String {
        let path = url.standardizedFileURL.path(percentEncoded: false)
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// A target's folder (`Target.directoryURL` needs tools version 6.1).
    static func folder(of target: Target) -> URL? {
        switch target {
        case let swift as SwiftSourceModuleTarget: swift.directoryURL
        case let clang as ClangSourceModuleTarget: clang.directoryURL
        default: nil
        }
    }
}
