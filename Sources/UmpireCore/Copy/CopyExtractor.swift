// Finds user-facing copy: the one definition every copy rule (and `umpire copy`) shares.

/// Where a reader meets a piece of copy; length limits and the review's grouping follow it.
public enum CopySurface: String, Sendable, CaseIterable, Comparable {
    /// A push notification or a Live Activity's alert: read at a glance on the lock screen.
    case notification
    /// A Live Activity's own text: the lock-screen banner and the Dynamic Island.
    case liveActivity = "live activity"
    /// A home-screen or lock-screen widget.
    case widget
    /// Text inside the app: screens, settings, onboarding.
    case inApp = "in-app"

    /// The glance surfaces, where every character counts.
    public var isGlance: Bool { self != .inApp }

    /// Where the copy is read, for counts (`12 in notifications`).
    public var whereRead: String {
        switch self {
        case .notification: "in notifications"
        case .liveActivity: "on the Live Activity"
        case .widget: "on widgets"
        case .inApp: "in the app"
        }
    }

    public var title: String {
        switch self {
        case .notification: "Notifications"
        case .liveActivity: "Live Activity"
        case .widget: "Widget"
        case .inApp: "In-app"
        }
    }

    public static func < (a: CopySurface, b: CopySurface) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A string literal that users will read.
public struct CopyString: Sendable {
    public enum Kind: Sendable, Equatable {
        /// Any string in a `*.messages.ts` file.
        case messagesFile
        /// The value of a copy key (`title: "…"`, `"body": "…"`) in backend code.
        case copyKey(String)
        /// A literal argument of a notification builder (`buildAlert("…", …)`), with the builder's name.
        case builderArgument(String)
        /// Text a notification function returns (`getTitle()`, `wicketBody = () => …`): its name.
        case returned(String)
        /// The literal given to a SwiftUI view or modifier (`Text("…")`).
        case swiftUI(String)
        /// A SwiftUI control's or modifier's label (`Toggle("…")`, `.alert("…")`), a widget's
        /// gallery name: the callee.
        case swiftUIControl(String)
        /// `String(localized: "…")` or `LocalizedStringKey("…")`.
        case localized
        /// A Swift literal that reaches a Live Activity or a notification: a content-state field
        /// (`ContentState(statusLine: "…")`), `UNMutableNotificationContent`'s `title`/`body`, an
        /// `AlertConfiguration`; with the field's name.
        case swiftContent(String)
    }

    /// Text a SwiftUI view shows (`Text("…")`, a control's label), where capitals can be a style.
    public var isViewText: Bool {
        switch kind {
        case .swiftUI, .swiftUIControl: true
        default: false
        }
    }

    /// The token index of the literal's `stringStart`.
    public let stringStart: Int
    public let kind: Kind
    /// The name the copy is filed under: the export (`wicketTitle`) or key (`title`), if any.
    public var name: String?
    public var surface: CopySurface
    /// Copy read together (a notification's title and body) shares a group: the object, the call
    /// or the export stem it belongs to.
    public var group: String

    /// A builder's argument whose builder's name says nothing: title or body by its place.
    var roleInCall: String?

    /// What the text is to a reader: title, subtitle, body, label, button, … (`text` otherwise).
    public var role: String {
        if let roleInCall { return roleInCall }
        switch kind {
        case let .copyKey(key): return CopyString.role(ofName: key)
        case let .builderArgument(callee): return CopyString.role(ofName: callee)
        case let .returned(function): return CopyString.role(ofName: function)
        case let .swiftContent(field): return CopyString.role(ofName: field)
        case let .swiftUI(callee): return callee == "Text" ? "text" : callee == "navigationTitle" ? "title" : callee.lowercased()
        case let .swiftUIControl(callee): return CopyExtractor.controls[callee] ?? "label"
        case .localized: return name.map(CopyString.role(ofName:)) ?? "text"
        case .messagesFile: return name.map(CopyString.role(ofName:)) ?? "text"
        }
    }

    static func role(ofName name: String) -> String {
        let lower = name.lowercased()
        for role in ["subtitle", "title", "body", "headline", "caption", "label", "placeholder", "description", "alert", "message"]
        where lower.hasSuffix(role) || lower == role {
            return role
        }
        for role in ["subtitle", "title", "body"] where lower.contains(role) { return role }
        return "text"
    }

    /// The stem copy shares with its siblings (`wicketTitle`, `wicketBody` → `wicket`).
    static func stem(ofName name: String) -> String {
        let lower = name.lowercased()
        for role in ["subtitle", "title", "body", "headline", "message"] where lower.hasSuffix(role) {
            return String(lower.dropLast(role.count))
        }
        return lower
    }
}

public enum CopyExtractor {
    public static let swiftUICallees = ["Text", "Label", "Button", "navigationTitle"]

    /// The file's copy, by the run's copy definition; computed once per file for every rule.
    public static func strings(in context: RuleContext) -> [CopyString] {
        context.memo.value("copy") {
            let definition = context.run.copy
            return extract(in: context, keys: CopyKeys(keys: definition.keys, paired: definition.pairedKeys,
                                                       localized: definition.localizedKeys), builders: definition.builders)
        }
    }

    /// The copy strings with their text as a reader sees it (escapes resolved), computed once
    /// per file for all tone rules.
    public static func stringsWithText(in context: RuleContext) -> [(copy: CopyString, text: String)] {
        context.memo.value("copyText") { strings(in: context).map { ($0, context.file.readerText(ofStringAt: $0.stringStart)) } }
    }

    static func extract(in context: RuleContext, keys: CopyKeys, builders: [String]) -> [CopyString] {
        let file = context.file
        // Copy is the product's: the backend's TypeScript and messages, the app's and the
        // widget's Swift; never tests, mocks, seed rows, examples or the web front end.
        guard !context.roles.contains(.test) else { return [] }
        switch file.language {
        case .typeScript:
            guard context.roles.contains(.backend) || context.roles.contains(.messages),
                  !context.isTestLike, !TestLikePaths.holdsNoProductCopy(context.rolePath) else { return [] }
            let found = typeScriptCopy(in: context, keys: keys, builders: builders).filter {
                !isNotProse($0.stringStart, in: file) || $0.kind == .messagesFile && joinsPlaceholders($0.stringStart, in: file)
            }
            // Asked only of a file with copy to judge: most have none.
            return found.isEmpty || writesToTeamTools(file) ? [] : found
        case .swift:
            guard context.roles.contains(.ios) || context.roles.contains(.widget) else { return [] }
            return swiftCopy(in: context).filter { !isNotProse($0.stringStart, in: file) }
        default:
            return []
        }
    }

    /// A file that imports GitHub's or Slack's client writes issues, comments and alerts for the
    /// team (`octokit.rest.issues.create({ title, body })`): their titles are a developer's, not copy.
    static func writesToTeamTools(_ file: SourceFile) -> Bool {
        file.shared("writesToTeamTools") {
            guard file.contains(bytes: octokitBytes) || file.contains(bytes: slackBytes) else { return false }
            for i in file.tokens.indices where file.kind(i) == .stringStart {
                guard let before = file.previousSignificant(before: i),
                      file.is(before, "from") || file.kind(before) == .openParen && file.previousSignificant(before: before).map({ file.is($0, "require") }) == true
                else { continue }
                let module = file.literalText(ofStringAt: i)
                if teamToolModules.contains(where: { module == $0 || module.hasPrefix($0 + "/") }) { return true }
            }
            return false
        }
    }

    static let teamToolModules = ["octokit", "@octokit", "@slack"]
    private static let octokitBytes = Array("octokit".utf8), slackBytes = Array("@slack/".utf8)

    private static func typeScriptCopy(in context: RuleContext, keys: CopyKeys, builders: [String]) -> [CopyString] {
        let file = context.file
        let copyKeys = context.run.copy.keys + context.run.copy.pairedKeys
        var result: [CopyString] = []
        for i in file.tokens.indices where file.tokens[i].kind == .stringStart {
            if context.roles.contains(.messages) {
                guard !isCodeString(i, in: file), !isNestedInCopy(i, in: file) else { continue }
                let name = exportName(of: i, in: file)
                // The display state's copy (`display/…messages.ts`, `display.messages.ts`) is the
                // Live Activity's own text, read at its length, not a notification's.
                let surface = isDisplayStateCopy(context.rolePath) ? .liveActivity : typeScriptSurface(i, kind: .messagesFile, in: file)
                result.append(CopyString(stringStart: i, kind: .messagesFile, name: name, surface: surface,
                                         group: "n:" + CopyString.stem(ofName: name ?? "")))
                continue
            }
            // A module's name first: the search for a key below would walk back over the imports.
            guard !isNestedInCopy(i, in: file), !isModuleSpecifier(i, in: file) else { continue }
            let kind: CopyString.Kind
            var receiver: Int?
            if let (key, into) = copyKey(ofValueAt: i, in: file, keys: keys, builders: builders) {
                kind = builders.contains(key) ? .builderArgument(key) : .copyKey(key)
                receiver = into
            } else if let builder = builderCallee(ofArgument: i, in: file, builders: builders) {
                kind = .builderArgument(builder)
            } else if let function = notificationFunction(returning: i, in: file) {
                kind = .returned(function)
            } else {
                continue
            }
            // A variable's text is judged where it goes too (`{ title: TITLE, openGraph }` is page metadata).
            guard !isExemptContext(i, in: file, copyKeys: copyKeys), receiver.map({ !isExemptContext($0 + 1, in: file, copyKeys: copyKeys) }) ?? true else { continue }
            var copy = CopyString(stringStart: i, kind: kind, name: name(of: kind), surface: typeScriptSurface(i, kind: kind, in: file),
                                  group: receiver.map { "o:\($0)" } ?? group(of: i, kind: kind, in: file))
            if case .builderArgument = kind, copy.role == "text" {
                // A variable handed to the builder says what it is by its name (`const body = …`).
                let variableRole = receiver == nil ? "text" : CopyString.role(ofName: exportName(of: i, in: file) ?? "")
                copy.roleInCall = variableRole != "text" ? variableRole : builderRole(of: receiver == nil ? i : nil, in: file)
            }
            result.append(copy)
        }
        return result
    }

    private static func name(of kind: CopyString.Kind) -> String? {
        switch kind {
        case let .copyKey(key): key
        case let .builderArgument(builder): builder
        case let .returned(function): function
        case let .swiftContent(field): field
        default: nil
        }
    }

    /// `sendNotification(token, "Rain delay", \`Play resumes at ${time}\`)`: the first text
    /// argument is the title, a later one the body. A variable handed to the builder is its
    /// title when it comes first (nil: the literal's own place is unknown).
    private static func builderRole(of literal: Int?, in file: SourceFile) -> String {
        guard let literal, let paren = file.enclosingOpener(of: literal) else { return "title" }
        var j = paren + 1
        while j < literal {
            if file.enclosingOpener(of: j) == paren, file.kind(j) == .stringStart || (file.kind(j) == .identifier
                && ["title", "headline", "subtitle"].contains(CopyString.role(ofName: file.text(j)))) { return "body" }
            j = file.partner(of: j).map { max($0, j) + 1 } ?? j + 1
        }
        return "title"
    }

    /// Copy read together: a copy key's object (or the call a builder's arguments share), a
    /// function's stem (`getTitle`/`getBody`).
    private static func group(of i: Int, kind: CopyString.Kind, in file: SourceFile) -> String {
        switch kind {
        case let .returned(function): return "n:" + CopyString.stem(ofName: function)
        default:
            let opener = file.openers(around: i).first { file.kind($0) == .openBrace || file.kind($0) == .openParen }
            return opener.map { "o:\($0)" } ?? "s:\(i)"
        }
    }

    /// A messages file of the display state: under a `display/` folder or named for it.
    static func isDisplayStateCopy(_ rolePath: String) -> Bool {
        let parts = rolePath.lowercased().split(separator: "/")
        return parts.dropLast().contains("display") || (parts.last.map { $0.hasPrefix("display") || $0.contains("displaystate") } ?? false)
    }

    /// A Live Activity's content state sent from the backend (`"content-state": { … }`,
    /// `contentState: …`); a label, placeholder, caption or description the backend sends for
    /// the app's screens (the display state) is read in the app; the rest is a notification.
    private static func typeScriptSurface(_ i: Int, kind: CopyString.Kind, in file: SourceFile) -> CopySurface {
        if case let .copyKey(key) = kind, ["label", "placeholder", "caption", "description", "headline"].contains(key) {
            return liveActivitySurface(i, in: file) ?? .inApp
        }
        // `{ title: 'KPI SUMMARY', headers: […], rows: […] }`: a report's table, read on a page, not at a glance.
        if case .copyKey = kind, let brace = file.openers(around: i).first(where: { file.kind($0) == .openBrace }),
           objectHasKey(brace, among: ["headers", "rows", "columns"], in: file) {
            return .inApp
        }
        return liveActivitySurface(i, in: file) ?? .notification
    }

    private static func liveActivitySurface(_ i: Int, in file: SourceFile) -> CopySurface? {
        for opener in file.openers(around: i) where file.kind(opener) == .openBrace {
            guard let colon = file.previousSignificant(before: opener), file.kind(colon) == .colon,
                  let key = file.previousSignificant(before: colon) else { continue }
            let name = file.kind(key) == .stringEnd ? file.partner(of: key).map { file.literalText(ofStringAt: $0) } ?? "" : file.text(key)
            if ["content-state", "contentState", "content_state"].contains(name) { return .liveActivity }
        }
        return nil
    }

    /// For a literal given as an argument of a notification builder (`notify(user, "…")`, also as
    /// a ternary branch or concatenation), the builder's name.
    static func builderCallee(ofArgument i: Int, in file: SourceFile, builders: [String]) -> String? {
        guard !builders.isEmpty, let paren = file.enclosingOpener(of: i), file.tokens[paren].kind == .openParen,
              let callee = file.callee(ofOpenParen: paren), file.isOne(callee, of: builders),
              file.previousSignificant(before: callee).map({ file.is($0, "function") }) != true else { return nil }
        return file.text(callee)
    }

    /// `from './messages'`, `import 'zod'`, `require('aws-sdk')`: a module's name, never copy.
    static func isModuleSpecifier(_ i: Int, in file: SourceFile) -> Bool {
        guard let before = file.previousSignificant(before: i) else { return false }
        return file.is(before, "from") || file.is(before, "import") || (file.tokens[before].kind == .openParen
            && file.callee(ofOpenParen: before).map { file.is($0, "require") || file.is($0, "import") } == true)
    }

    /// `${count === 1 ? "run" : "runs"}`: a string inside another copy string's interpolation is
    /// part of that copy, read with it.
    static func isNestedInCopy(_ i: Int, in file: SourceFile) -> Bool {
        file.tokens[i].interpolationDepth > 0
    }

    /// The name copy is filed under: the object key it is the value of, else the `const`/`let`/`var`
    /// or function it belongs to (`export const wicketTitle = (team) => \`…\``).
    public static func exportName(of i: Int, in file: SourceFile) -> String? {
        var j = file.previousSignificant(before: i)
        var steps = 0
        while let k = j, steps < 200 {
            steps += 1
            switch file.kind(k) {
            case .closeParen, .closeBracket, .closeBrace, .stringEnd:
                j = file.partner(of: k).flatMap { file.previousSignificant(before: $0) }
                continue
            case .colon:
                if let key = file.previousSignificant(before: k), file.kind(key) == .identifier,
                   let before = file.previousSignificant(before: key),
                   file.kind(before) == .openBrace || file.kind(before) == .comma {
                    return file.text(key)
                }
            case .keyword where file.isOne(k, of: ["const", "let", "var", "function", "func"]):
                if let name = file.nextSignificant(after: k), file.kind(name) == .identifier { return file.text(name) }
                return nil
            case .semicolon:
                return nil
            default:
                break
            }
            j = file.previousSignificant(before: k)
        }
        return nil
    }

    /// Strings in a messages file that are code, not copy: module specifiers and object keys.
    static func isCodeString(_ i: Int, in file: SourceFile) -> Bool {
        if isModuleSpecifier(i, in: file) { return true }
        if let end = file.partner(of: i), file.kind(after: end) == .colon,
           let before = file.previousSignificant(before: i),
           file.tokens[before].kind == .openBrace || file.tokens[before].kind == .comma {
            return true
        }
        return false
    }

    static func keyName(_ key: Int, in file: SourceFile, keys: [String]) -> String? {
        switch file.tokens[key].kind {
        case .identifier:
            return file.isOne(key, of: keys) ? file.text(key) : nil
        case .stringEnd:
            // A quoted key: `"title": "…"`.
            guard let start = file.partner(of: key) else { return nil }
            let name = file.literalText(ofStringAt: start)
            return keys.contains(name) ? name : nil
        default:
            return nil
        }
    }

    /// The token before an object key, looking past a quoted key's string (`{ "title": … }`).
    static func tokenBefore(key: Int, in file: SourceFile) -> Int? {
        let start = file.kind(key) == .stringEnd ? file.partner(of: key) ?? key : key
        return file.previousSignificant(before: start)
    }
}
