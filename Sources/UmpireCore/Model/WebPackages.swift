// Which TypeScript is a web front end by what its package depends on: a `package.json` that
// lists React, Next.js, Vue, Svelte, Angular or the like belongs to a web app or a component
// library, wherever its folder sits (`apps/status-page/`, `packages/ui/`). Its `.ts` files are
// not the backend, whose copy goes out in notifications, except the modules that import
// 'server-only': the app's own server code.

import Foundation

public final class WebPackages: @unchecked Sendable {
    private let lock = NSLock()
    private var frontEndFolder: [String: Bool] = [:]

    /// Dependencies that make a package a web front end.
    static let frameworks = ["react", "react-dom", "next", "vue", "nuxt", "svelte", "@sveltejs/kit", "@angular/core",
                             "solid-js", "astro", "@remix-run/react", "gatsby", "preact", "react-native", "expo"]

    static let quotedFrameworks = frameworks.map { Array("\"\($0)\"".utf8) }

    /// `import 'server-only'` (or `"server-only"`): a web app's module that must never reach
    /// the browser, its server code.
    public static func isServerOnly(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            serverOnlyImports.contains { ByteSearch.find($0, in: buffer) != nil }
        }
    }

    static let serverOnlyImports = ["'server-only'", "\"server-only\""].map { Array($0.utf8) }

    /// A web app's serverless functions, wherever its package.json puts it: Netlify's and
    /// Supabase's functions folders, and Next.js API routes (`pages/api/`, `app/api/`).
    public static func isServerFunction(_ path: String) -> Bool {
        let folders = "/" + path
        return serverFolders.contains { folders.contains($0) }
    }

    static let serverFolders = ["/netlify/functions/", "/supabase/functions/", "/pages/api/", "/app/api/"]

    public init() {}

    /// The folder of the nearest `package.json` at or above `folder` (absolute), "" when a
    /// repository's root (`.git`) or "/" comes first. The folder walk knows it from the entries
    /// it lists; this is for a walk's first folder and for files named on the command line.
    public static func manifestFolder(above folder: String) -> String {
        var folder = folder.isEmpty ? "/" : folder
        var info = stat()
        while true {
            if lstat(folder + "/package.json", &info) == 0 { return folder }
            if folder == "/" || lstat(folder + "/.git", &info) == 0 { return "" }
            folder = ProjectRoots.parent(of: folder)
        }
    }

    /// Whether the `package.json` in `manifestFolder` is a front end's ("": none).
    public func isFrontEnd(manifestFolder folder: String) -> Bool {
        guard !folder.isEmpty else { return false }
        if let known = lock.withLock({ frontEndFolder[folder] }) { return known }
        var answer = false
        if case let .bytes(manifest) = POSIXFiles.read(folder + "/package.json", limit: Self.manifestLimit) {
            answer = Self.dependsOnFramework(manifest)
        }
        lock.withLock { frontEndFolder[folder] = answer }
        return answer
    }

    /// Larger than any real manifest; a bigger file is not read.
    static let manifestLimit = 4 << 20

    /// Whole-app frameworks that a statically built site lists among its dev dependencies
    /// (SvelteKit with adapter-static): no server has them even for its tests.
    static let appFrameworks = ["@sveltejs/kit", "next", "nuxt", "astro", "@angular/core", "gatsby"]

    /// Reads `dependencies` and `peerDependencies` (not dev ones: a server may test with React),
    /// and dev dependencies for the whole-app frameworks.
    static func dependsOnFramework(_ manifest: [UInt8]) -> Bool {
        // Most manifests name none of them: a search for each name in quotes answers those
        // without parsing the JSON (a monorepo has a manifest in every package).
        let named = manifest.withUnsafeBufferPointer { buffer in quotedFrameworks.contains { ByteSearch.find($0, in: buffer) != nil } }
        guard named, let json = try? JSONSerialization.jsonObject(with: Data(manifest)) as? [String: Any] else { return false }
        for key in ["dependencies", "peerDependencies"] {
            guard let deps = json[key] as? [String: Any] else { continue }
            if frameworks.contains(where: { deps[$0] != nil }) { return true }
        }
        if let dev = json["devDependencies"] as? [String: Any], appFrameworks.contains(where: { dev[$0] != nil }) { return true }
        return false
    }
}
