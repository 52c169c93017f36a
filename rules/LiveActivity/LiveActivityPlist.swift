// Flags an app Info.plist that does not turn on Live Activities and their frequent updates.

import Foundation
import UmpireCore
import UmpireRuleSupport

public struct LiveActivityPlist: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "live-activity-plist", area: .liveActivity, languages: [.plist, .swift], excludedRoles: [.test],
        severity: .error,
        summary: "The app's Info.plist without NSSupportsLiveActivities or NSSupportsLiveActivitiesFrequentUpdates set to true",
        rationale: """
            Without NSSupportsLiveActivities the app cannot start a Live Activity at all. Without \
            NSSupportsLiveActivitiesFrequentUpdates the system throttles high-priority pushes \
            after a small budget, so in a busy over the Lock Screen falls behind the match.
            """,
        fix: "Add both keys to the app target's Info.plist, each followed by `<true/>`.",
        options: [keysOption.declaration, fileNamesOption.declaration, otherTargetKeysOption.declaration],
        fileLevel: true,
        limitations: """
            Only XML property lists named Info.plist are read (binary ones are skipped), only \
            their top-level dictionary, and not those of extensions or Watch apps (an \
            NSExtension or WKApplication key, or in a widget's folder, `*Widget*`); when one Info.plist names the keys, others that \
            name neither belong to other targets (a framework, a helper app) and are skipped. \
            When the linted Swift files (the widget's among them) include none that \
            imports ActivityKit the app is taken to have no Live Activities and nothing is \
            reported; with no Swift files linted (a change to the plist alone) it reports. A key \
            set to YES in the project's build settings (`INFOPLIST_KEY_NSSupportsLiveActivities = \
            YES;` in the `project.pbxproj` of an `.xcodeproj` at the project root, which Xcode \
            writes into the generated Info.plist) counts as set; build settings in an \
            `.xcconfig` are not read.
            """,
        triggering: examples.triggering, nonTriggering: examples.nonTriggering) }

    static let defaultKeys = ["NSSupportsLiveActivities", "NSSupportsLiveActivitiesFrequentUpdates"]

    let keys: [String]
    let fileNames: [String]
    let otherTargetKeys: [String]

    static let keysOption = Option<[String]>(RuleOption("keys", default: .array(defaultKeys.map(JSONValue.string)),
        help: "Keys the app's Info.plist must set to <true/>."))
    static let fileNamesOption = Option<[String]>(RuleOption("fileNames", default: .array([.string("Info.plist")]), help: "Names of the app's Info.plist files."))
    static let otherTargetKeysOption = Option<[String]>(RuleOption("otherTargetKeys", default: .array(["NSExtension", "WKApplication", "WKWatchKitApp"].map(JSONValue.string)),
        help: "Top-level keys that mark another target's Info.plist (an extension, a Watch app)."))

    public init(options: RuleOptions) {
        keys = options[Self.keysOption]
        fileNames = options[Self.fileNamesOption]
        otherTargetKeys = options[Self.otherTargetKeysOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {}

    /// A Swift file says whether it imports ActivityKit; an app Info.plist, each key it lacks or does not set true.
    public enum Facts: Sendable {
        case swift(importsActivityKit: Bool)
        /// `mentionsKeys`: the plist names one of the keys, so it is the Live Activity app's.
        case plist(mentionsKeys: Bool, missing: [(key: String, at: ProjectAnchor)], notTrue: [(key: String, at: ProjectAnchor)])
    }

    static let activityKit = Array("ActivityKit".utf8)

    public func facts(of context: RuleContext) -> Facts? {
        let file = context.file
        if file.language == .swift {
            // Every Swift file answers; the bytes first, as most never name ActivityKit.
            return .swift(importsActivityKit: file.contains(bytes: Self.activityKit) && file.tokens.indices.contains {
                file.isIdentifier($0, "ActivityKit") && file.kind(before: $0) == .keyword
            })
        }
        // A widget's Swift says the app has Live Activities (the widget draws them); its plist is
        // the extension's, not the app's: one in a widget's folder (`*Widget*`, as the widget role
        // places Swift) is not read.
        let components = context.rolePath.split(separator: "/")
        guard file.language == .plist, !components.dropLast().contains(where: { $0.contains("Widget") }), !file.tokens.isEmpty,
              let name = components.last,
              fileNames.contains(String(name)), let (dict, values) = topLevelKeys(in: file),
              !otherTargetKeys.contains(where: { values[$0] != nil }) else { return nil }
        // A plist that names one of the keys is the Live Activity app's; one that names none may
        // belong to another target (a framework, a helper app).
        let missing = keys.filter { values[$0] == nil }.map { ($0, ProjectAnchor(context, at: dict, identity: $0)) }
        let notTrue = keys.compactMap { key in
            values[key].flatMap { $0.isTrue ? nil : (key, ProjectAnchor(context, at: $0.key, identity: key)) }
        }
        return .plist(mentionsKeys: keys.contains { values[$0] != nil }, missing: missing, notTrue: notTrue)
    }

    /// Reported unless the linted Swift code never imports ActivityKit (an app without Live
    /// Activities). When some Info.plist names the keys, one naming none is another target's.
    public func check(project all: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        // Per project: one app's Live Activities say nothing about another app's plist.
        for (_, files) in Dictionary(grouping: all, by: \.projectRoot) { check(files, into: &findings) }
    }

    private func check(_ files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        var sawSwift = false, importsActivityKit = false, appPlistSeen = false
        for file in files {
            switch file.facts {
            case let .swift(imports):
                sawSwift = true
                importsActivityKit = importsActivityKit || imports
            case let .plist(mentions, _, _):
                appPlistSeen = appPlistSeen || mentions
            }
        }
        guard !sawSwift || importsActivityKit else { return }
        let inBuildSettings = files.first.map { Self.buildSettingKeys(inProjectAt: $0.projectRoot) } ?? []
        for file in files {
            guard case let .plist(mentions, missing, notTrue) = file.facts else { continue }
            if mentions || !appPlistSeen {
                let absent = missing.filter { !inBuildSettings.contains($0.0) }
                // Both keys missing from one plist are one problem at one place: one finding.
                if absent.count > 1 {
                    findings.report(at: absent[0].1, Self.missingMessage(absent.map(\.0)))
                } else {
                    for (key, anchor) in absent { findings.report(at: anchor, Self.missingMessage(key)) }
                }
            }
            for (key, anchor) in notTrue { findings.report(at: anchor, Self.notTrueMessage(key)) }
        }
    }

    /// The Info.plist keys the project's Xcode build settings set to YES (`INFOPLIST_KEY_X = YES;`
    /// in `*.xcodeproj/project.pbxproj` at the project root): Xcode writes them into the
    /// generated Info.plist. Read from disk, once per project, as the project file is not linted.
    static func buildSettingKeys(inProjectAt root: String) -> Set<String> {
        guard root != "/", let entries = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        var keys: Set<String> = []
        for entry in entries where entry.hasSuffix(".xcodeproj") {
            guard let data = FileManager.default.contents(atPath: root + "/" + entry + "/project.pbxproj") else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for line in text.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix("INFOPLIST_KEY_"), let equals = trimmed.firstIndex(of: "=") else { continue }
                let key = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 14)..<equals].trimmingCharacters(in: .whitespaces)
                let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: CharacterSet(charactersIn: " ;\t\""))
                if value == "YES" { keys.insert(key) }
            }
        }
        return keys
    }

    /// The top-level dictionary's `<dict>` and its keys, each with its `<key>` and whether `<true/>` follows.
    private func topLevelKeys(in file: SourceFile) -> (dict: Int, values: [String: (key: Int, isTrue: Bool)])? {
        var depth = 0
        var topDict: Int?
        var values: [String: (key: Int, isTrue: Bool)] = [:]
        var i = 0
        while i < file.tokens.count {
            defer { i += 1 }
            guard let tag = tag(i, in: file) else { continue }
            if tag.name == "dict" || tag.name == "array", !tag.selfClosing {
                depth += tag.closing ? -1 : 1
                if depth == 1, !tag.closing, tag.name == "dict" { topDict = topDict ?? i }
                if depth <= 0, topDict != nil { break }
            } else if tag.name == "key", !tag.closing, depth == 1, topDict != nil, let (name, close) = keyName(after: i, in: file) {
                let value = file.nextSignificant(after: close).flatMap { self.tag($0, in: file) }
                values[name] = (i, value?.name == "true" && value?.closing == false)
                i = close
            }
        }
        return topDict.map { ($0, values) }
    }

    /// A tag token's name and shape: `<key>`, `</dict>`, `<true/>`.
    private func tag(_ i: Int, in file: SourceFile) -> (name: Substring, closing: Bool, selfClosing: Bool)? {
        guard file.kind(i) == .identifier else { return nil }
        let text = file.text(i)
        var body = text.dropFirst()
        let closing = body.hasPrefix("/")
        if closing { body = body.dropFirst() }
        let name = body.prefix { !($0 == " " || $0 == "/" || $0 == ">" || $0 == "\t" || $0 == "\n" || $0 == "\r") }
        return (name, closing, text.hasSuffix("/>"))
    }

    /// The text of `<key>…</key>` and the index of its `</key>`.
    private func keyName(after open: Int, in file: SourceFile) -> (String, Int)? {
        var name = ""
        var j = open + 1
        while j < file.tokens.count {
            if file.kind(j) == .stringText { name += file.text(j) }
            if let tag = tag(j, in: file) { return tag.name == "key" && tag.closing ? (name, j) : nil }
            j += 1
        }
        return nil
    }

    static func missingMessage(_ key: String) -> String {
        "Info.plist has no \(key); add it followed by <true/>\(reason(key))."
    }

    static func missingMessage(_ keys: [String]) -> String {
        // " so the app can start Live Activities", " so score pushes are not throttled": one "so".
        let reasons = keys.map { reason($0) }.filter { !$0.isEmpty }.map { $0.replacingOccurrences(of: " so ", with: "") }
        return "Info.plist has no \(keys.joined(separator: " or ")); add both, each followed by <true/>"
            + (reasons.isEmpty ? "." : ", so " + reasons.joined(separator: " and ") + ".")
    }

    static func notTrueMessage(_ key: String) -> String {
        "\(key) is not <true/>; set it to <true/>\(reason(key))."
    }

    private static func reason(_ key: String) -> String {
        switch key {
        case "NSSupportsLiveActivities": " so the app can start Live Activities"
        case "NSSupportsLiveActivitiesFrequentUpdates": " so score pushes are not throttled"
        default: ""
        }
    }
}
