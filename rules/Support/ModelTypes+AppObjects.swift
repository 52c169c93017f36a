// A type in a Models/ folder that holds one of the app's UI objects (a view controller, a view,
// an image, an intent) is the app's navigation or screen structure: nothing the backend sends
// could be decoded into it, so it is no model.

import UmpireCore

extension ModelTypes {
    static var appObjectTypes: Set<String> { ProjectModel.appObjectTypes }

    /// Whether a stored field or an associated value of `type` is one of the app's UI objects,
    /// directly or through another type of the file that holds one (`NavigationElement` holding
    /// `NavigationElementType.controller(UIViewController)`).
    static func holdsAppObjects(_ type: SwiftTypeDeclaration, in file: SourceFile) -> Bool {
        var visited: Set<Int> = []
        return holdsAppObjects(type, types: file.swiftTypeDeclarations(), in: file, visited: &visited)
    }

    private static func holdsAppObjects(_ type: SwiftTypeDeclaration, types: [SwiftTypeDeclaration], in file: SourceFile,
                                        visited: inout Set<Int>) -> Bool {
        guard visited.insert(type.keyword).inserted else { return false }
        return fields(of: type, in: file).contains { field in
            field.tokens.contains { j in
                guard file.kind(j) == .identifier, file.text(j).first?.isUppercase == true else { return false }
                let name = file.text(j)
                return appObjectTypes.contains(name)
                    || types.contains { held in held.kind != .extension && held.keyword != type.keyword && file.text(held.name) == name
                        && holdsAppObjects(held, types: types, in: file, visited: &visited) }
            }
        }
    }

    /// The stored fields and cases of a type, each with the tokens of its declaration after the
    /// keyword (its type, an associated value's, a default value), to the end of its line.
    package static func fields(of type: SwiftTypeDeclaration, in file: SourceFile) -> [(member: SwiftMember, tokens: [Int])] {
        guard let open = type.bodyOpen else { return [] }
        return file.members(of: type).filter { ($0.kind == .let || $0.kind == .var || $0.kind == .case) && !$0.isComputed && !isStatic($0, in: file) }
            .map { member in
                var tokens: [Int] = []
                var j = member.keyword + 1
                while j < file.tokens.count, file.kind(j) != .newline || file.enclosingOpener(of: j) != open {
                    if file.enclosingOpener(of: j) == open, [.closeBrace, .openBrace, .semicolon].contains(file.kind(j)) { break }
                    tokens.append(j)
                    j += 1
                }
                return (member, tokens)
            }
    }
}
