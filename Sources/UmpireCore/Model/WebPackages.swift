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

    public init() {}

    /// Whether the nearest `package.json` above the file (absolute path) is a front end's.
    public func isFrontEnd(file path: String) -> Bool {
        isFrontEnd(folder: ProjectRoots.parent(of: path))
    }

    private func isFrontEnd(folder: String) -> Bool {
        let folder = folder.isEmpty ? "/" : folder
        lock.lock()
        if let known = frontEndFolder[folder] { lock.unlock(); return known }
        lock.unlock()
        let answer: Bool
        if let manifest = FileManager.default.contents(atPath: folder + "/package.json") {
            answer = Self.dependsOnFramework(manifest)
        } else if folder == "/" || FileManager.default.fileExists(atPath: folder + "/.git") {
            answer = false
        } else {
            answer = isFrontEnd(folder: ProjectRoots.parent(of: folder))
        }
        lock.lock()
        frontEndFolder[folder] = answer
        lock.unlock()
        return answer
    }

    /// Whole-app frameworks that a statically built site lists among its dev dependencies
    /// (SvelteKit with adapter-static): no server has them even for its tests.
    static let appFrameworks = ["@sveltejs/kit", "next", "nuxt", "astro", "@angular/core", "gatsby"]

    /// Reads `dependencies` and `peerDependencies` (not dev ones: a server may test with React),
    /// and dev dependencies for the whole-app frameworks.
    static func dependsOnFramework(_ manifest: Data) -> Bool {
        // Most manifests name none of them: a search for each name in quotes answers those
        // without parsing the JSON (a monorepo has a manifest in every package).
        let named = manifest.withUnsafeBytes { raw in
            quotedFrameworks.contains { ByteSearch.find($0, in: raw.bindMemory(to: UInt8.self)) != nil }
        }
        guard named, let json = try? JSONSerialization.jsonObject(with: manifest) as? [String: Any] else { return false }
        for key in ["dependencies", "peerDependencies"] {
            guard let deps = json[key] as? [String: Any] else { continue }
            if frameworks.contains(where: { deps[$0] != nil }) { return true }
        }
        if let dev = json["devDependencies"] as? [String: Any], appFrameworks.contains(where: { dev[$0] != nil }) { return true }
        return false
    }
}
