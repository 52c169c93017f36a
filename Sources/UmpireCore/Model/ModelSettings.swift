// The `model` section of the configuration: which types are the backend's, which the app keeps.

/// How the configuration names the backend's models (`model` in `.umpire.json`).
public struct ModelSettings: Sendable, Equatable {
    /// Types the backend sends: they, their nested types and the types of their properties are
    /// backend data. `ContentState` matches every Live Activity's content state.
    public var backendTypes = ["MatchDisplayState", "LiveActivityDisplayState", "ContentState"]
    /// Name endings of types the app keeps for itself (user settings, filters, drafts, its own
    /// snapshots) or sends (request bodies, watch messages), which are not backend data even
    /// when Codable.
    public var localTypeSuffixes = ["Settings", "Setting", "Preferences", "Filter", "Draft", "Config", "Configuration",
                                    "Snapshot", "Request", "RequestBody", "Params", "Parameters", "UserInfo", "Wrapper", "History",
                                    "HistoryEntry", "Cache"]
    /// Conformances of the app's own stored records (GRDB, Core Data) and of a widget's
    /// configuration (App Intents): Codable for the database or the system, not sent by the backend.
    public var localConformances = ["FetchableRecord", "PersistableRecord", "MutablePersistableRecord", "TableRecord", "NSManagedObject",
                                    "AppEnum", "AppEntity"]

    public init() {}
    public static let defaults = ModelSettings()

    public static let fields: [(key: String, help: String)] = [
        ("backendTypes", "types the backend sends; their nested types and property types are backend data too"),
        ("localTypeSuffixes", "name endings of the app's own Codable types (settings, filters, drafts): not backend data"),
        ("localConformances", "conformances of the app's own stored records (GRDB, Core Data): not backend data"),
    ]

    public subscript(field: String) -> [String] {
        get {
            switch field {
            case "backendTypes": backendTypes
            case "localTypeSuffixes": localTypeSuffixes
            default: localConformances
            }
        }
        set {
            switch field {
            case "backendTypes": backendTypes = newValue
            case "localTypeSuffixes": localTypeSuffixes = newValue
            default: localConformances = newValue
            }
        }
    }

    static func parse(_ value: JSONValue, fail: (String, String) -> ConfigurationError) throws -> ModelSettings {
        guard case let .object(members) = value else { throw fail("model", "expected an object with backendTypes, localTypeSuffixes or localConformances") }
        var settings = ModelSettings()
        let names = fields.map(\.key)
        for (key, list) in members {
            guard names.contains(key) else {
                throw fail("model.\(key)", "unknown key\(Configuration.suggestion(for: key, among: names)) (expected one of: \(names.joined(separator: ", ")))")
            }
            guard let words = list.stringArray, !words.contains(where: \.isEmpty) else {
                throw fail("model.\(key)", "expected an array of non-empty strings")
            }
            settings[key] = words
        }
        return settings
    }
}
