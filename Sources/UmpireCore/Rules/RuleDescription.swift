// What a rule says about itself: the single source for `umpire rules`, `explain`, SARIF and tests.

import Foundation

/// The /verify sections, in the order the summary prints them.
public enum Area: String, CaseIterable, Sendable, Comparable {
    case serverDrivenUI = "Server-driven UI"
    case backendTypeScript = "Backend TypeScript"
    case iosSwift = "iOS Swift"
    case iosServices = "iOS Services"
    case liveActivity = "Live Activity"
    case apnsContract = "APNs contract"
    case widget = "Widget"
    case schema = "Schema"
    case copyAndTone = "Copy and tone"
    case infrastructureScripts = "Infrastructure scripts"
    case architectureDecisions = "Architecture decisions"
    /// The configuration's own `customRules`, unless they name another area.
    case customRules = "Custom rules"
    /// Umpire's own checks on suppression comments.
    case suppressions = "Suppressions"

    public var order: Int { Area.allCases.firstIndex(of: self)! }

    /// Where the area's rules and their pages live in Umpire's repository.
    @_optimize(none)
    public var ruleFolder: String? {
        switch self {
        case .serverDrivenUI: "rules/ServerDrivenUI"
        case .backendTypeScript: "rules/BackendTypeScript"
        case .iosSwift: "rules/IOSSwift"
        case .iosServices: "rules/IOSServices"
        case .liveActivity: "rules/LiveActivity"
        case .apnsContract: "rules/APNsContract"
        case .widget: "rules/Widget"
        case .schema: "rules/Schema"
        case .copyAndTone: "rules/CopyAndTone"
        case .infrastructureScripts: "rules/InfrastructureScripts"
        case .architectureDecisions: "rules/ArchitectureDecisions"
        case .customRules: nil
        case .suppressions: "Sources/UmpireCore/Rules/Suppressions"
        }
    }
    @_optimize(none)
    public static func < (a: Area, b: Area) -> Bool { a.order < b.order }

    @_optimize(none)
    public static func named(_ name: String) -> Area? {
        allCases.first { $0.rawValue.caseInsensitiveCompare(name) == .orderedSame }
    }
}

public enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning
    case error

    @_optimize(none)
    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// Why a non-triggering example is there: each proves the rule is not fooled by a look-alike.
public enum Trap: String, Sendable {
    /// The pattern inside a string literal's text.
    case inString
    /// The pattern inside a comment.
    case inComment
    /// Code that resembles the pattern but is allowed.
    case lookAlike
}

/// A code example. In triggering examples `↓` marks where each finding starts.
public struct Example: Sendable {
    /// Another file linted with the example, for cross-file rules (its findings are not checked).
    public struct Companion: Sendable {
        public let path: String
        public let code: String
        @inline(never) public init(path: String, code: String) {
            self.path = path
            self.code = code
        }
    }

    public let code: String
    public let path: String?
    public let trap: Trap?
    public let companions: [Companion]
    /// Lint the example as a change that adds every file (for change-aware rules).
    public let asChange: Bool
    /// Rule options the example is linted with, as they would be written in `.umpire.json`.
    public let options: [String: JSONValue]
    /// For a triggering example of a rule that fixes: the code once every fix is applied (the
    /// unmarked code, as ESLint's `output` and SwiftLint's `corrections`).
    public let corrected: String?
    /// Where the example is written, so a failing test points at it.
    public let file: StaticString
    public let line: UInt

    // Never inlined: a thousand examples in rule descriptions are a thousand calls, not a
    // thousand copies of this body for the optimizer to fold into static data (a quarter of a
    // release build of the rules went there).
    @inline(never) public init(_ code: String, path: String? = nil, trap: Trap? = nil, options: [String: JSONValue] = [:],
                companions: [Companion] = [], asChange: Bool = false, corrected: String? = nil,
                file: StaticString = #filePath, line: UInt = #line) {
        self.corrected = corrected
        self.asChange = asChange
        self.options = options
        self.code = code
        self.path = path
        self.trap = trap
        self.companions = companions
        self.file = file
        self.line = line
    }

    /// The code without markers, and the byte offsets the markers stood at.
    @_optimize(none)
    public var unmarked: (code: String, markers: [Int]) {
        var bytes: [UInt8] = []
        var markers: [Int] = []
        let marker = Array("↓".utf8)
        let all = Array(code.utf8)
        var i = 0
        while i < all.count {
            if i + marker.count <= all.count, Array(all[i..<i + marker.count]) == marker {
                markers.append(bytes.count)
                i += marker.count
            } else {
                bytes.append(all[i])
                i += 1
            }
        }
        return (String(decoding: bytes, as: UTF8.self), markers)
    }
}

/// What values a rule option takes; checked when the configuration loads, so a typo exits 2
/// naming the key instead of being ignored.
public enum OptionKind: Sendable, Equatable {
    /// Path globs relative to the configuration; `!` excludes, as in `roles` and `include`.
    case globs
    /// Any words or names.
    case words
    /// A list whose every entry is one of these values.
    case someOf([String])
    /// One of these values.
    case oneOf([String])
    /// A whole number in this range.
    case integer(ClosedRange<Int>)
    case flag
    case text

    /// The kind a default value implies when none is given.
    @_optimize(none)
    static func implied(by value: JSONValue) -> OptionKind {
        switch value {
        case .array: .words
        case .number: .integer(0...1_000_000)
        case .bool: .flag
        default: .text
        }
    }

    /// How `umpire explain` names the kind.
    @_optimize(none)
    public var summary: String {
        switch self {
        case .globs: "globs (`!` excludes)"
        case .words: "words"
        case let .someOf(values): "any of " + values.joined(separator: ", ")
        case let .oneOf(values): "one of " + values.joined(separator: ", ")
        case let .integer(range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .flag: "true or false"
        case .text: "text"
        }
    }
}

/// A rule option: its name, default, the values it takes and what it changes.
public struct RuleOption: Sendable {
    public let name: String
    public let defaultValue: JSONValue
    public let kind: OptionKind
    public let help: String

    @inline(never) public init(_ name: String, default defaultValue: JSONValue, kind: OptionKind? = nil, help: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.kind = kind ?? .implied(by: defaultValue)
        self.help = help
    }
}

public struct RuleDescription: Sendable {
    public let id: String
    public let area: Area
    public let languages: Set<Language>
    /// The file must have at least one of these roles (empty: any file of the languages).
    public let roles: FileRoles
    /// The rule never runs on files with any of these roles.
    public let excludedRoles: FileRoles
    public let severity: Severity
    public let summary: String
    public let rationale: String
    public let fix: String
    /// What the rule's fixes are, when it has them: safe (applied by `--fix`) or unsafe (with
    /// `--unsafe-fixes`); the rationale says why.
    public let fixes: FixApplicability?
    public var fixable: Bool { fixes != nil }
    /// Whether the rule runs without being turned on in the configuration.
    public let enabledByDefault: Bool
    public let options: [RuleOption]
    /// Rules that read string text (copy rules) are not expected to be silent inside strings.
    public let readsStringText: Bool
    /// Rules about a file as a whole (its name, what it lacks) are not expected to fall silent
    /// when their example is commented out.
    public let fileLevel: Bool
    /// Words one of which a file must contain for the rule to report anything there: an
    /// identifier, keyword, attribute or directive (without `@`/`#`), or a string literal's
    /// whole text. The engine skips the rule (check and facts) on other files, after one pass
    /// over the file's words for all rules. Empty: the rule runs on every file it applies to.
    public let triggerWords: [String]
    /// Built when first asked for (`umpire explain`, pages, the example tests), never by a lint:
    /// a run needs the rule's id, roles and options, not hundreds of examples.
    public var triggering: [Example] { examples.value.triggering }
    public var nonTriggering: [Example] { examples.value.nonTriggering }
    private let examples: LazyExamples
    /// What the rule cannot see, printed by `umpire explain`.
    public let limitations: String?
    /// The question the rule asks of the syntax tree and of values' provenance, in the
    /// product's terms (rules that judge values).
    public let asks: String?
    /// What the rule does when no declaration says where a value comes from.
    public let whenUnknown: String?
    /// Ids the rule had before it was renamed: still accepted in the configuration, `--only`
    /// and suppressions, with a note naming the new id.
    public let formerIDs: [String]
    /// The rule's generated page beside its code (`rules/IOSSwift/pages/no-print.md`); nil for the
    /// configuration's custom rules, which have none.
    public var pagePath: String?

    @inline(never) public init(id: String, area: Area, languages: Set<Language>, roles: FileRoles = [],
                excludedRoles: FileRoles = [], severity: Severity, summary: String, rationale: String,
                fix: String, fixes: FixApplicability? = nil, enabledByDefault: Bool = true, options: [RuleOption] = [],
                readsStringText: Bool = false,
                fileLevel: Bool = false, triggerWords: [String] = [], asks: String? = nil, whenUnknown: String? = nil,
                limitations: String? = nil, formerIDs: [String] = [],
                triggering: @autoclosure @escaping @Sendable () -> [Example],
                nonTriggering: @autoclosure @escaping @Sendable () -> [Example]) {
        self.asks = asks
        self.whenUnknown = whenUnknown
        self.formerIDs = formerIDs
        self.pagePath = area.ruleFolder.map { "\($0)/pages/\(id).md" }
        self.triggerWords = triggerWords
        self.id = id
        self.area = area
        self.languages = languages
        self.roles = roles
        self.excludedRoles = excludedRoles
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.fixes = fixes
        self.enabledByDefault = enabledByDefault
        self.options = options
        self.readsStringText = readsStringText
        self.fileLevel = fileLevel
        self.limitations = limitations
        self.examples = LazyExamples { (triggering(), nonTriggering()) }
    }

    /// Whether the rule runs on a file of this language and these roles.
    public func applies(to language: Language, roles fileRoles: FileRoles) -> Bool {
        languages.contains(language)
            && (roles.isEmpty || !roles.isDisjoint(with: fileRoles))
            && excludedRoles.isDisjoint(with: fileRoles)
    }
}

/// A rule's examples, made once on first use by whichever thread asks first.
private final class LazyExamples: @unchecked Sendable {
    private let make: @Sendable () -> (triggering: [Example], nonTriggering: [Example])
    private let lock = NSLock()
    private var made: (triggering: [Example], nonTriggering: [Example])?

    init(_ make: @escaping @Sendable () -> (triggering: [Example], nonTriggering: [Example])) { self.make = make }

    var value: (triggering: [Example], nonTriggering: [Example]) {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
