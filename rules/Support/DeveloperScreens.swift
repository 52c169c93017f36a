// Which screens only developers see: their text is what a developer reads (a push test's
// response, a Live Activity's diagnostics), not the product's copy the backend sends.

import UmpireCore

package enum DeveloperScreens {
    /// By name (`DebugMenu.swift`, `LiveActivityDiagnosticsView.swift`) or by folder
    /// (`Views/Debug/NotificationTestView.swift`).
    package static let defaultGlobs = ["*Debug*.swift", "*DeveloperMenu*.swift", "*Diagnostics*.swift", "**/Debug/**"]

    package static let option = Option<RolePatterns>(RuleOption(
        "developerScreens", default: .array(defaultGlobs.map(JSONValue.string)), kind: .globs,
        help: "Globs of developer-only screens, whose text is what a developer reads, not product copy."))
}
