// A type in a Models/ folder that holds one of the app's UI objects (a view controller, a view,
// an image, an intent) is the app's navigation or screen structure: nothing the backend sends
// could be decoded into it, so it is no model.

import UmpireCore

extension ModelTypes {
    /// UIKit, AppKit, SwiftUI and Intents objects: reference types of the app's UI, never data.
    static let appObjectTypes: Set<String> = ["UIViewController", "UINavigationController", "UITabBarController", "UIView",
                                              "UIImage", "NSViewController", "NSView", "NSImage", "INIntent", "AnyView",
                                              "UIApplicationShortcutItem", "NSUserActivity", "SKProduct"]

    /// Whether a stored field or an associated value of `type` is one of the app's UI objects,
    /// directly or through another type of the file that holds one (`NavigationElement` holding
    /// `NavigationElementType.controller(UIViewController)`).
    static func holdsAppObjects(_ type: SwiftTypeDeclaration, in file: SourceFile) -> Bool {
        var visited: Set<Int> = []
        return holdsAppObjects(type, types: file.swiftTypeDeclarations(), in: file, visited: &visited)
    }

    private static func holdsAppObjects(_ type: SwiftTypeDeclaration, types: [SwiftTypeDeclaration], in file: SourceFile,
                                        visited: inout Set<Int>) -> Bool {
        guard visited.insert(type.keyword).inserted, let open = type.bodyOpen else { return false }
        for member in file.members(of: type) where (member.kind == .let || member.kind == .var || member.kind == .case)
            && !member.isComputed && !isStatic(member, in: file) {
            var j = member.keyword + 1
            while j < file.tokens.count, file.kind(j) != .newline || file.enclosingOpener(of: j) != open {
                if file.enclosingOpener(of: j) == open, [.closeBrace, .openBrace, .semicolon].contains(file.kind(j)) { break }
                if file.kind(j) == .identifier, file.text(j).first?.isUppercase == true {
                    let name = file.text(j)
                    if appObjectTypes.contains(name) { return true }
                    for held in types where held.kind != .extension && held.keyword != type.keyword && file.text(held.name) == name
                        && holdsAppObjects(held, types: types, in: file, visited: &visited) { return true }
                }
                j += 1
            }
        }
        return false
    }
}
