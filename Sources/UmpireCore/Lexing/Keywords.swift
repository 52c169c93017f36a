// Keyword tables, switched on length then bytes: no Set<String>, no allocation per token.

/// Whether `word` is spelled at `start` (the caller has checked the length).
@inlinable @inline(__always)
func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
    let p = word.utf8Start
    for i in 0..<word.utf8CodeUnitCount where bytes[start + i] != p[i] { return false }
    return true
}

enum SwiftKeywords {
    static func isKeyword(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
        switch e - s {
        case 2: return spells(b, s, "as") || spells(b, s, "do") || spells(b, s, "if")
            || spells(b, s, "in") || spells(b, s, "is")
        case 3: return spells(b, s, "any") || spells(b, s, "Any") || spells(b, s, "for")
            || spells(b, s, "let") || spells(b, s, "nil") || spells(b, s, "try") || spells(b, s, "var")
        case 4: return spells(b, s, "case") || spells(b, s, "else") || spells(b, s, "enum")
            || spells(b, s, "func") || spells(b, s, "init") || spells(b, s, "self")
            || spells(b, s, "Self") || spells(b, s, "some") || spells(b, s, "true")
        case 5: return spells(b, s, "actor") || spells(b, s, "async") || spells(b, s, "await")
            || spells(b, s, "break") || spells(b, s, "catch") || spells(b, s, "class")
            || spells(b, s, "defer") || spells(b, s, "false") || spells(b, s, "guard")
            || spells(b, s, "inout") || spells(b, s, "super") || spells(b, s, "throw")
            || spells(b, s, "where") || spells(b, s, "while")
        case 6: return spells(b, s, "deinit") || spells(b, s, "import") || spells(b, s, "public")
            || spells(b, s, "repeat") || spells(b, s, "return") || spells(b, s, "static")
            || spells(b, s, "struct") || spells(b, s, "switch") || spells(b, s, "throws")
        case 7: return spells(b, s, "default") || spells(b, s, "private")
        case 8: return spells(b, s, "continue") || spells(b, s, "internal") || spells(b, s, "operator")
            || spells(b, s, "protocol") || spells(b, s, "rethrows")
        case 9: return spells(b, s, "extension") || spells(b, s, "subscript") || spells(b, s, "typealias")
        case 11: return spells(b, s, "fallthrough") || spells(b, s, "fileprivate")
        case 14: return spells(b, s, "associatedtype")
        case 15: return spells(b, s, "precedencegroup")
        default: return false
        }
    }

    /// Keywords that are values, after which `/` divides rather than starts a regex.
    static func isOperandKeyword(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
        switch e - s {
        case 3: return spells(b, s, "nil") || spells(b, s, "Any")
        case 4: return spells(b, s, "self") || spells(b, s, "Self") || spells(b, s, "true")
        case 5: return spells(b, s, "false") || spells(b, s, "super")
        default: return false
        }
    }
}

/// TypeScript's reserved words. Contextual words (`type`, `as`, `of`, `from`, `get`, `async`)
/// stay identifiers: they are common property names, and rules match them by text anyway.
enum TypeScriptKeywords {
    static func isKeyword(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
        switch e - s {
        case 2: return spells(b, s, "do") || spells(b, s, "if") || spells(b, s, "in")
        case 3: return spells(b, s, "for") || spells(b, s, "let") || spells(b, s, "new")
            || spells(b, s, "try") || spells(b, s, "var")
        case 4: return spells(b, s, "case") || spells(b, s, "else") || spells(b, s, "enum")
            || spells(b, s, "null") || spells(b, s, "this") || spells(b, s, "true")
            || spells(b, s, "void") || spells(b, s, "with")
        case 5: return spells(b, s, "await") || spells(b, s, "break") || spells(b, s, "catch")
            || spells(b, s, "class") || spells(b, s, "const") || spells(b, s, "false")
            || spells(b, s, "super") || spells(b, s, "throw") || spells(b, s, "while")
            || spells(b, s, "yield")
        case 6: return spells(b, s, "delete") || spells(b, s, "export") || spells(b, s, "import")
            || spells(b, s, "public") || spells(b, s, "return") || spells(b, s, "static")
            || spells(b, s, "switch") || spells(b, s, "typeof")
        case 7: return spells(b, s, "default") || spells(b, s, "extends") || spells(b, s, "finally")
            || spells(b, s, "package") || spells(b, s, "private")
        case 8: return spells(b, s, "continue") || spells(b, s, "debugger") || spells(b, s, "function")
        case 9: return spells(b, s, "interface") || spells(b, s, "protected")
        case 10: return spells(b, s, "implements") || spells(b, s, "instanceof")
        default: return false
        }
    }

    /// Keywords that are values, after which `/` divides and `<` compares.
    static func isOperandKeyword(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
        switch e - s {
        case 4: return spells(b, s, "null") || spells(b, s, "this") || spells(b, s, "true")
        case 5: return spells(b, s, "false") || spells(b, s, "super")
        default: return false
        }
    }
}
