// What copy is: one definition in the configuration (`copy`), read by inline-copy, the tone
// rules and `umpire copy` alike.

public struct CopyDefinition: Sendable, Equatable {
    /// Object keys whose string values users read (`title: "…"`, `"body": "…"`).
    public var keys = ["title", "subtitle", "body", "label", "placeholder", "alert", "headline", "caption"]
    /// Keys that are copy only beside a copy key (`{ title, message }`, a notification's shape):
    /// on their own they are mostly API status text, error details and log lines, and a lone
    /// `description` describes a record, a job, a resource or a helper to developers. (An
    /// event's description, beside its `kind` or `type`, is copy too.)
    public var pairedKeys = ["message", "text", "description"]
    /// Keys whose value maps locales to copy (`headings: { en: "…" }`, the OneSignal shape); a
    /// copy key's locale map (`title: { en: "…" }`) counts too.
    public var localizedKeys = ["headings", "contents"]
    /// Functions that take notification copy as positional arguments (`buildAlert("…", …)`).
    public var builders = ["buildAlert", "sendNotification", "notify"]

    public init() {}

    public static let defaults = CopyDefinition()

    /// The configuration's keys, each with its help, for validation, `umpire init` and the README.
    public static let fields: [(key: String, help: String)] = [
        ("keys", "object keys whose string values users read"),
        ("pairedKeys", "keys that are copy only beside one of `keys` ({ title, message })"),
        ("localizedKeys", "keys whose value maps locales to copy (headings: { en: \"…\" })"),
        ("builders", "functions whose string arguments are notification copy"),
    ]

    public subscript(field: String) -> [String] {
        get {
            switch field {
            case "keys": keys
            case "pairedKeys": pairedKeys
            case "localizedKeys": localizedKeys
            default: builders
            }
        }
        set {
            switch field {
            case "keys": keys = newValue
            case "pairedKeys": pairedKeys = newValue
            case "localizedKeys": localizedKeys = newValue
            default: builders = newValue
            }
        }
    }

    /// Reads the configuration's `copy` object; absent fields keep their defaults.
    static func parse(_ value: JSONValue, fail: (String, String) -> ConfigurationError) throws -> CopyDefinition {
        guard case let .object(members) = value else { throw fail("copy", "expected an object with \(Wording.list(fields.map(\.key), conjunction: "or"))") }
        var definition = CopyDefinition()
        let names = fields.map(\.key)
        for (key, list) in members {
            guard names.contains(key) else {
                throw fail("copy.\(key)", "unknown key\(Configuration.suggestion(for: key, among: names)) (expected one of: \(names.joined(separator: ", ")))")
            }
            guard let words = list.stringArray, !words.contains(where: \.isEmpty) else {
                throw fail("copy.\(key)", "expected an array of non-empty strings")
            }
            definition[key] = words
        }
        return definition
    }
}
