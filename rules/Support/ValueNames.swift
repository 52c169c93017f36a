// What a value's name or a literal's text says it is for: an identifier or key that is never
// shown, a presentation switch that picks a layout, a link, path or symbol name. Shared by the
// server-driven UI rules, which must not read those as match data or display text.

import UmpireCore

package enum ValueNames {
    /// `matchID`, `commentId`, `id`, `episodeUuid`, `imageURL`, `cacheKey`: names of values that
    /// identify something and are never shown or branched on for text.
    package static func isIdentifier(_ name: String) -> Bool {
        if name == "id" || name == "key" || name == "url" || name == "uuid" || name == "path" { return true }
        for suffix in ["ID", "Id", "IDs", "Ids", "Identifier", "UUID", "Uuid", "URL", "Url", "Key", "Path"] where name.hasSuffix(suffix) {
            return true
        }
        return false
    }

    /// `name`, `teamName`, `displayName`, `title`, `seasonTitle`: a value that names something
    /// (a team, a league, a week), which a label or a title shows as it is.
    package static func isName(_ name: String) -> Bool {
        name == "name" || name == "title" || name.hasSuffix("Name") || name.hasSuffix("Title")
    }

    /// `leftMargin`, `borderWidth`, `intrinsicHeight`, an `Insets`' `left`, a font's `size`: a
    /// length the layout uses, even when the backend sends it (a server-driven layout's
    /// margins), never a match figure.
    package static func isDimension(_ name: String, owner: String = "") -> Bool {
        if Words.split(identifier: name).contains(where: dimensionWords.contains) { return true }
        // `Block.Insets`: the owner's words, its dots splitting them as its capitals do.
        return edgeNames.contains(name) && Words.split(identifier: owner).contains(where: edgeOwnerWords.contains)
    }

    static let dimensionWords: Set<String> = ["width", "height", "margin", "margins", "inset", "insets", "spacing", "padding",
                                              "size", "radius", "border", "offset", "font", "frame", "bounds", "gutter"]
    static let edgeNames: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing"]
    /// What holds a length per edge: `insets.left`, `margins.top`, `padding.bottom`.
    static let edgeOwnerWords: Set<String> = ["inset", "insets", "margin", "margins", "padding", "edge", "edges"]

    /// `useDetailedViewIOS`, `showsGrid`, `liveActivityType`, `displayMode`: a setting that picks
    /// which layout shows, not which words. (`matchType`, `resultType` are match state.)
    package static func isPresentationSwitch(_ name: String) -> Bool {
        for prefix in ["use", "show", "shows", "hide", "hides", "should", "prefers", "display"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { return true }
        }
        for suffix in ["ViewType", "ActivityType", "WidgetType", "Layout", "Style", "DisplayMode", "ViewMode", "Family"]
            where name.hasSuffix(suffix) {
            return true
        }
        return false
    }

    /// Text that is a link, a path, a file name, a key or an SF Symbol name, never words to
    /// read: one run of characters without spaces holding `://`, a `/` before a letter, an `_`,
    /// or dotted lower-case parts (`hourglass.bottomhalf.filled`, `.jpg`, `match.live`).
    package static func isMachineText(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(where: { $0.isWhitespace }), text.contains(where: { $0.isLetter }) else { return false }
        if text.contains("://") || text.contains("_") || text.hasPrefix("/") { return true }
        if isQueryParameter(text) { return true }
        let bytes = Array(text.utf8)
        for k in bytes.indices.dropLast() where bytes[k] == UInt8(ascii: "/") && isLower(bytes[k + 1]) { return true }
        // `team-logo-compact-mercedes`: an asset's name, three or more lower-case parts (a word
        // of copy has one hyphen at most: "pre-match").
        if bytes.filter({ $0 == UInt8(ascii: "-") }).count >= 2, bytes.allSatisfy({ isLower($0) || ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: "-") }) {
            return true
        }
        // Dotted lower-case parts: every part lower-case letters or digits, at least one dot
        // between (or leading) letters; a sentence's full stop ends the text instead.
        guard bytes.contains(UInt8(ascii: ".")), bytes.last != UInt8(ascii: ".") else { return false }
        return text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            part.utf8.allSatisfy { isLower($0) || ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: "-") }
        }
    }

    /// `sortby=`, `?page=`, `&lang=`: a URL's query parameter (no spaces, a name before `=`).
    package static func isQueryParameter(_ text: String) -> Bool {
        guard !text.contains(where: { $0.isWhitespace }), let equals = text.firstIndex(of: "="), equals > text.startIndex,
              text[text.index(before: equals)].isLetter else { return false }
        return text.last == "=" || text.contains("&") || text.contains("?")
    }

    /// `"status.summary.n-quotes "`: text that starts with a key into the strings catalog, where
    /// the words live (the literal only carries the values).
    package static func isCatalogKey(_ text: String) -> Bool {
        guard let word = text.split(separator: " ").first, word.contains("."), !word.hasSuffix("."),
              let first = word.first, first.isLowercase else { return false }
        return word.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }
    }

    private static func isLower(_ b: UInt8) -> Bool { b >= 97 && b <= 122 }
}

extension SourceFile {
    /// Calls whose string arguments build a link, a path, a key or a lookup, never shown text.
    static let plumbingCallees = ["URL", "URLRequest", "URLQueryItem", "URLComponents", "appendingPathComponent",
                                  "appendingPathExtension", "appending", "hasPrefix", "hasSuffix", "fileExists",
                                  "contains", "components", "replacingOccurrences", "range", "NSPredicate", "Notification",
                                  "Name", "object", "string", "bool", "integer", "set", "removeObject", "UserDefaults",
                                  "Image", "UIImage", "Color", "UIColor", "NSImage", "scrollTo", "id", "tag",
                                  "accessibilityIdentifier", "onOpenURL", "openURL", "widgetURL",
                                  // A view's identity for an animation or a glass effect (`glassEffectID("next", in: ns)`).
                                  "glassEffectID", "glassEffectUnion", "matchedGeometryEffect", "matchedTransitionSource",
                                  // A database query's table, column or channel (Supabase, Firestore).
                                  "from", "select", "eq", "neq", "gt", "gte", "lt", "lte", "ilike", "order", "rpc",
                                  "collection", "document", "whereField", "child", "channel"]

    /// A value that is localised copy or a StoreKit price, not match data: `L10n.episodes`,
    /// `NSLocalizedString(…)`, `product.displayPrice`, `offer.formattedPrice(for:)`.
    package func isCopyOrPrice(valueEndingAt end: Int) -> Bool {
        var name = end
        if kind(end) == .closeParen, let open = partner(of: end), let callee = callee(ofOpenParen: open) {
            if isOne(callee, of: ["NSLocalizedString", "LocalizedStringKey"]) { return true }
            name = callee
        }
        if kind(name) == .identifier, text(name).lowercased().contains("price") { return true }
        let root = operandStart(endingAt: end)
        return isOne(root, of: Self.copyNamespaces) || isOne(root, of: Self.storeKitValues) && root != end
    }

    static let copyNamespaces = ["L10n", "Strings", "CoreStrings", "Localizable", "LocalizedStrings", "Loc", "R"]
    /// Names the app gives StoreKit's values, whose names and prices StoreKit localises.
    static let storeKitValues = ["product", "storeProduct", "subscription", "offer", "transaction"]

    /// An error's description (`error.localizedDescription`): what went wrong, not match data.
    package func isErrorText(valueEndingAt end: Int) -> Bool {
        let root = operandStart(endingAt: end)
        return isOne(end, of: ["localizedDescription", "failureReason", "recoverySuggestion", "debugDescription"]) || isOne(root, of: ["error", "err"])
    }

    /// Whether the literal at `literal` is an argument of a call that builds a link, a path, a
    /// key or a lookup (`URLQueryItem(name: "match", value: id)`, `url.appendingPathComponent("scores")`).
    package func isPlumbingArgument(_ literal: Int) -> Bool {
        guard let opener = enclosingOpener(of: literal), kind(opener) == .openParen,
              let callee = callee(ofOpenParen: opener) else { return false }
        return isOne(callee, of: Self.plumbingCallees)
    }
}

extension SourceFile {
    /// The name of the innermost computed property or function whose body holds token `i`:
    /// `var name: Type {`, `func name(…) -> Type {`.
    package func enclosingDeclarationName(of i: Int) -> Int? {
        for opener in openers(around: i) where kind(opener) == .openBrace {
            var j = previousSignificant(before: opener)
            var last = opener
            var steps = 0
            while let k = j, steps < 40 {
                steps += 1
                // The declaration is on the brace's line (parameter lists may span lines).
                if (k + 1..<last).contains(where: { kind($0) == .newline }) { break }
                last = k
                switch kind(k) {
                case .keyword where isOne(k, of: ["var", "func"]):
                    return nextSignificant(after: k).flatMap { kind($0) == .identifier ? $0 : nil }
                case .closeParen, .closeBracket:
                    last = partner(of: k) ?? k
                    j = previousSignificant(before: last)
                case .openBrace, .closeBrace, .semicolon, .newline:
                    j = nil
                case .keyword where isOne(k, of: ["if", "else", "switch", "guard", "for", "while", "in", "do", "return"]):
                    j = nil
                default:
                    j = previousSignificant(before: k)
                }
            }
        }
        return nil
    }
}
