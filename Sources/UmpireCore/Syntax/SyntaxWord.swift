// The words the parser decides on, recognised once per significant token by length then bytes:
// no String per token, and one switch instead of a comparison per candidate word.

enum SyntaxWord: UInt8 {
    case none
    // Statements and declarations, both languages.
    case `if`, `else`, `switch`, `case`, `default`, `for`, `while`, `do`, `return`, `throw`, `break`, `continue`
    case `let`, `var`, `class`, `enum`, `import`, `in`, `try`, `catch`, `await`, `true`, `false`, `static`
    case `private`, `public`, `async`, `get`, `set`, `super`
    // Swift.
    case `guard`, `repeat`, `defer`, `fallthrough`, `func`, initializer, `deinit`, `subscript`, `struct`, `protocol`
    case actor, `extension`, `typealias`, `associatedtype`, `operator`, `precedencegroup`, `is`, `as`, `nil`
    case selfValue, selfType, some, any, `where`, `throws`, `rethrows`, `inout`, willSet, didSet, underscore, macro
    case `fileprivate`, `internal`, open, final, override, lazy, weak, unowned, mutating, nonmutating
    case convenience, required, dynamic, nonisolated, indirect, optional, isolated, consuming, borrowing
    case distributed, package, prefix, postfix, infix, each
    // TypeScript.
    case const, function, interface, type, export, new, of, typeof, instanceof, declare, abstract, readonly
    case namespace, module, extends, implements, satisfies, keyof, null, undefined, this, void, delete
    case yield, finally, protected, accessor, from, constructor, global, unique, infer, asserts, with
    // Operators.
    case equals, fatArrow, arrow, question, bang, ellipsis, less, greater, ampersand, bar, star

    // swiftlint:disable:next cyclomatic_complexity
    static func of(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, kind: TokenKind) -> SyntaxWord {
        if kind == .operator { return ofOperator(b, s, e) }
        guard kind == .identifier || kind == .keyword else { return .none }
        switch e - s {
        case 1: return b[s] == UInt8(ascii: "_") ? .underscore : .none
        case 2:
            if spells(b, s, "if") { return .if }
            if spells(b, s, "in") { return .in }
            if spells(b, s, "do") { return .do }
            if spells(b, s, "is") { return .is }
            if spells(b, s, "as") { return .as }
            if spells(b, s, "of") { return .of }
        case 3:
            if spells(b, s, "let") { return .let }
            if spells(b, s, "var") { return .var }
            if spells(b, s, "for") { return .for }
            if spells(b, s, "try") { return .try }
            if spells(b, s, "nil") { return .nil }
            if spells(b, s, "get") { return .get }
            if spells(b, s, "set") { return .set }
            if spells(b, s, "any") { return .any }
            if spells(b, s, "new") { return .new }
        case 4:
            if spells(b, s, "else") { return .else }
            if spells(b, s, "case") { return .case }
            if spells(b, s, "func") { return .func }
            if spells(b, s, "init") { return .initializer }
            if spells(b, s, "enum") { return .enum }
            if spells(b, s, "self") { return .selfValue }
            if spells(b, s, "Self") { return .selfType }
            if spells(b, s, "true") { return .true }
            if spells(b, s, "some") { return .some }
            if spells(b, s, "open") { return .open }
            if spells(b, s, "lazy") { return .lazy }
            if spells(b, s, "weak") { return .weak }
            if spells(b, s, "type") { return .type }
            if spells(b, s, "null") { return .null }
            if spells(b, s, "this") { return .this }
            if spells(b, s, "void") { return .void }
            if spells(b, s, "from") { return .from }
            if spells(b, s, "each") { return .each }
            if spells(b, s, "with") { return .with }
        case 5:
            if spells(b, s, "guard") { return .guard }
            if spells(b, s, "while") { return .while }
            if spells(b, s, "break") { return .break }
            if spells(b, s, "throw") { return .throw }
            if spells(b, s, "defer") { return .defer }
            if spells(b, s, "catch") { return .catch }
            if spells(b, s, "class") { return .class }
            if spells(b, s, "actor") { return .actor }
            if spells(b, s, "await") { return .await }
            if spells(b, s, "false") { return .false }
            if spells(b, s, "async") { return .async }
            if spells(b, s, "super") { return .super }
            if spells(b, s, "where") { return .where }
            if spells(b, s, "inout") { return .inout }
            if spells(b, s, "final") { return .final }
            if spells(b, s, "infix") { return .infix }
            if spells(b, s, "macro") { return .macro }
            if spells(b, s, "const") { return .const }
            if spells(b, s, "keyof") { return .keyof }
            if spells(b, s, "yield") { return .yield }
            if spells(b, s, "infer") { return .infer }
        case 6:
            if spells(b, s, "switch") { return .switch }
            if spells(b, s, "return") { return .return }
            if spells(b, s, "repeat") { return .repeat }
            if spells(b, s, "struct") { return .struct }
            if spells(b, s, "import") { return .import }
            if spells(b, s, "static") { return .static }
            if spells(b, s, "public") { return .public }
            if spells(b, s, "deinit") { return .deinit }
            if spells(b, s, "throws") { return .throws }
            if spells(b, s, "didSet") { return .didSet }
            if spells(b, s, "prefix") { return .prefix }
            if spells(b, s, "export") { return .export }
            if spells(b, s, "typeof") { return .typeof }
            if spells(b, s, "module") { return .module }
            if spells(b, s, "delete") { return .delete }
            if spells(b, s, "global") { return .global }
            if spells(b, s, "unique") { return .unique }
        case 7:
            if spells(b, s, "default") { return .default }
            if spells(b, s, "private") { return .private }
            if spells(b, s, "willSet") { return .willSet }
            if spells(b, s, "unowned") { return .unowned }
            if spells(b, s, "dynamic") { return .dynamic }
            if spells(b, s, "package") { return .package }
            if spells(b, s, "postfix") { return .postfix }
            if spells(b, s, "declare") { return .declare }
            if spells(b, s, "extends") { return .extends }
            if spells(b, s, "finally") { return .finally }
            if spells(b, s, "asserts") { return .asserts }
        case 8:
            if spells(b, s, "continue") { return .continue }
            if spells(b, s, "protocol") { return .protocol }
            if spells(b, s, "operator") { return .operator }
            if spells(b, s, "rethrows") { return .rethrows }
            if spells(b, s, "internal") { return .internal }
            if spells(b, s, "override") { return .override }
            if spells(b, s, "mutating") { return .mutating }
            if spells(b, s, "required") { return .required }
            if spells(b, s, "indirect") { return .indirect }
            if spells(b, s, "optional") { return .optional }
            if spells(b, s, "isolated") { return .isolated }
            if spells(b, s, "function") { return .function }
            if spells(b, s, "abstract") { return .abstract }
            if spells(b, s, "readonly") { return .readonly }
            if spells(b, s, "accessor") { return .accessor }
        case 9:
            if spells(b, s, "extension") { return .extension }
            if spells(b, s, "subscript") { return .subscript }
            if spells(b, s, "typealias") { return .typealias }
            if spells(b, s, "consuming") { return .consuming }
            if spells(b, s, "borrowing") { return .borrowing }
            if spells(b, s, "interface") { return .interface }
            if spells(b, s, "namespace") { return .namespace }
            if spells(b, s, "satisfies") { return .satisfies }
            if spells(b, s, "undefined") { return .undefined }
            if spells(b, s, "protected") { return .protected }
        case 10:
            if spells(b, s, "implements") { return .implements }
            if spells(b, s, "instanceof") { return .instanceof }
        case 11:
            if spells(b, s, "fallthrough") { return .fallthrough }
            if spells(b, s, "fileprivate") { return .fileprivate }
            if spells(b, s, "nonmutating") { return .nonmutating }
            if spells(b, s, "convenience") { return .convenience }
            if spells(b, s, "nonisolated") { return .nonisolated }
            if spells(b, s, "distributed") { return .distributed }
            if spells(b, s, "constructor") { return .constructor }
        case 14: if spells(b, s, "associatedtype") { return .associatedtype }
        case 15: if spells(b, s, "precedencegroup") { return .precedencegroup }
        default: break
        }
        return .none
    }

    private static func ofOperator(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> SyntaxWord {
        switch e - s {
        case 1:
            switch b[s] {
            case UInt8(ascii: "="): return .equals
            case UInt8(ascii: "?"): return .question
            case UInt8(ascii: "!"): return .bang
            case UInt8(ascii: "<"): return .less
            case UInt8(ascii: ">"): return .greater
            case UInt8(ascii: "&"): return .ampersand
            case UInt8(ascii: "|"): return .bar
            case UInt8(ascii: "*"): return .star
            default: return .none
            }
        case 2:
            if spells(b, s, "=>") { return .fatArrow }
            if spells(b, s, "->") { return .arrow }
        case 3:
            if spells(b, s, "...") { return .ellipsis }
        default: break
        }
        return .none
    }

    /// Swift declaration modifiers, written before `func`, `var` and type keywords.
    var isSwiftModifier: Bool {
        switch self {
        case .static, .class, .private, .fileprivate, .internal, .public, .open, .final, .override, .lazy, .weak,
             .unowned, .mutating, .nonmutating, .convenience, .required, .dynamic, .nonisolated, .indirect, .optional,
             .isolated, .consuming, .borrowing, .distributed, .package, .prefix, .postfix, .infix: true
        default: false
        }
    }

    /// Words that begin a Swift declaration.
    var isSwiftDeclaration: Bool {
        switch self {
        case .let, .var, .func, .initializer, .deinit, .subscript, .struct, .class, .enum, .protocol, .actor, .extension,
             .typealias, .associatedtype, .import, .operator, .precedencegroup, .macro, .case: true
        default: false
        }
    }

    /// TypeScript modifiers of declarations and class members.
    var isTypeScriptModifier: Bool {
        switch self {
        case .export, .default, .declare, .abstract, .public, .private, .protected, .readonly, .static, .override,
             .accessor, .async: true
        default: false
        }
    }
}
