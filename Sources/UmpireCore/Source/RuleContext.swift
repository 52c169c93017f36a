// What a rule is handed: the file, where it lives and what it is to the product, the model of
// the project it belongs to, and the run's definitions. Built once per file by the engine
// after the model is known; nothing is attached to the file later.

import Foundation

/// Where a file lives and what it is to the product.
public struct FileContext: Sendable {
    /// The path as printed in reports (relative to the current directory).
    public let path: String
    /// The path that role globs and `overrides` match (relative to the configuration's folder
    /// or the repository's root).
    public let rolePath: String
    /// From its path, its own content and its project (a view in a widget extension's folder
    /// is widget code).
    public let roles: FileRoles
    /// The project the file belongs to (its root folder, absolute); "" outside a run.
    public let projectRoot: String
    /// What the run's files share: the copy definition, the model settings.
    public let run: RunContext

    public init(path: String, rolePath: String, roles: FileRoles, projectRoot: String = "", run: RunContext = .defaults) {
        self.path = path
        self.rolePath = rolePath
        self.roles = roles
        self.projectRoot = projectRoot
        self.run = run
    }
}

/// One file as one rule check sees it.
public struct RuleContext: Sendable {
    public let file: SourceFile
    public let context: FileContext
    /// What the file's project declares: its types, their members, which are the backend's.
    public let model: ProjectModel
    /// Results derived from the file with its context or model, shared by the rules of one check.
    let memo: FileMemo
    /// A file in the folder Xcode keeps preview assets and sample data in: preview code as a
    /// whole (asked for every token some rules look at, so answered once, on the path's bytes).
    public let isPreviewContent: Bool

    public init(file: SourceFile, context: FileContext, model: ProjectModel = .empty) {
        self.file = file
        self.context = context
        self.model = model
        memo = FileMemo()
        isPreviewContent = file.language == .swift && Self.isInPreviewFolder(context.rolePath)
    }

    /// Whether a folder of `rolePath` (not its file name) is `Preview Content` or `PreviewContent`.
    static func isInPreviewFolder(_ rolePath: String) -> Bool {
        var path = rolePath
        return path.withUTF8 { bytes in
            for name in previewFolders {
                var from = 0
                while let at = ByteSearch.find(name, in: bytes, from: from) {
                    from = at + 1
                    let end = at + name.count
                    if (at == 0 || bytes[at - 1] == UInt8(ascii: "/")), end < bytes.count, bytes[end] == UInt8(ascii: "/") { return true }
                }
            }
            return false
        }
    }

    private static let previewFolders = [Array("Preview Content".utf8), Array("PreviewContent".utf8)]

    /// A file lexed from a string with the default roles of its path, for tests and tools.
    public init(path: String, source: String, roles: FileRoles? = nil, run: RunContext = .defaults, model: ProjectModel = .empty) {
        let file = SourceFile(path: path, source: source)
        let roles = (roles ?? RoleGlobs.defaults.roles(of: path)).adding(content: file.contentRoles)
        self.init(file: file, context: FileContext(path: path, rolePath: path, roles: roles, run: run), model: model)
    }

    public var path: String { context.path }
    public var rolePath: String { context.rolePath }
    public var roles: FileRoles { context.roles }
    public var projectRoot: String { context.projectRoot }
    public var run: RunContext { context.run }

    /// A value derived from this file in its context, computed once for every rule that asks
    /// with the same key.
    public func shared<T: Sendable>(_ key: String, _ compute: () -> T) -> T {
        memo.value(key, compute)
    }

    /// The folders of the role path, outermost first (`ios/App/Models/Score.swift` → `ios`,
    /// `App`, `Models`): split on bytes once per file, since Character splitting of paths
    /// showed up in the profile of every rule that asks.
    public var rolePathFolders: [String] {
        memo.value("rolePathFolders") {
            let parts = rolePath.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            return parts.dropLast().map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The file's own name (`Score.swift`).
    public var fileName: String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }
}
