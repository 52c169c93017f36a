// How much of a piece of copy each glance surface shows: the one table `copy-length` warns by
// and `umpire copy` cuts at, so the copy the review shows cut is the copy the rule flags.

/// Characters a reader sees before iOS ends the text with an ellipsis, by surface, on a 6.1-inch
/// iPhone at the default text size. Apple publishes line counts, not characters: a
/// notification's title gets one line on the lock screen and its body about four, a Live
/// Activity's text what its own layout gives it (two lines here), a small widget three short
/// lines. The numbers are those lines at an average character width: estimates for review, not
/// a layout engine. `copy-length`'s options override them, for the rule and the review alike.
public struct CopyLimits: Sendable, Equatable {
    /// A row of the table: what it limits, the `copy-length` option that overrides it, its default.
    public enum Row: String, Sendable, CaseIterable {
        case title, body, liveActivity, widget

        public var optionName: String { rawValue + "Max" }

        public var defaultValue: Int {
            switch self {
            case .title: 40
            case .body: 170
            case .liveActivity: 80
            case .widget: 60
            }
        }

        /// The option's help, the row's meaning in the rule's page.
        public var help: String {
            switch self {
            case .title: "A notification's title or subtitle: one line on the lock screen, in characters."
            case .body: "A notification's body (and its other text): about four lines, in characters."
            case .liveActivity: "Text on the Live Activity (lock screen and Dynamic Island): about two lines, in characters."
            case .widget: "Text on a widget: three short lines of a small widget, in characters."
            }
        }
    }

    private var values: [Row: Int]

    public init(_ values: [Row: Int] = [:]) {
        self.values = values
    }

    public static let defaults = CopyLimits()

    /// The limits `copy-length`'s configured options set (`titleMax`, …); absent ones keep
    /// their defaults.
    public init(options: [String: JSONValue]) {
        var configured: [Row: Int] = [:]
        for row in Row.allCases {
            if case let .number(n) = options[row.optionName] { configured[row] = Int(n) }
        }
        var former: Int?
        if case let .number(n) = options[Self.formerOtherOption] { former = Int(n) }
        self.init(configured: configured, formerOther: former)
    }

    /// The table from the rows the configuration sets, and `otherMax`, the one limit Live
    /// Activity and widget text shared before the table: it still sets both where their own
    /// options are not set, so a configuration written for it keeps loading and meaning the same.
    public init(configured: [Row: Int], formerOther: Int?) {
        var values: [Row: Int] = [:]
        if let former = formerOther, former > 0 {
            values[.liveActivity] = former
            values[.widget] = former
        }
        values.merge(configured) { _, own in own }
        self.init(values)
    }

    /// The option Live Activity and widget text shared before they had a row each.
    public static let formerOtherOption = "otherMax"

    public subscript(row: Row) -> Int { values[row] ?? row.defaultValue }

    /// Roles that a notification shows on its one bold line.
    static let titleRoles: Set<String> = ["title", "subtitle", "alert", "headline"]

    /// The row that limits copy of this role on this surface; nil inside the app, where text
    /// wraps as far as it needs.
    public static func row(role: String, surface: CopySurface) -> Row? {
        switch surface {
        case .notification: titleRoles.contains(role) ? .title : .body
        case .liveActivity: .liveActivity
        case .widget: .widget
        case .inApp: nil
        }
    }

    /// Characters shown before iOS cuts the text, or nil when it is not cut there.
    public func visibleCharacters(role: String, surface: CopySurface) -> Int? {
        Self.row(role: role, surface: surface).map { self[$0] }
    }

    /// The text as shown, and whether it was cut.
    public func shown(_ text: String, role: String, surface: CopySurface) -> (text: String, cut: Bool) {
        guard let limit = visibleCharacters(role: role, surface: surface), text.count > limit else { return (text, false) }
        return (String(text.prefix(limit - 1)) + "…", true)
    }

    /// `about 40 characters of a notification's title, 170 of its body, 80 of Live Activity text and 60 of a widget's`
    public var summary: String {
        "about \(self[.title]) characters of a notification's title, \(self[.body]) of its body, "
            + "\(self[.liveActivity]) of Live Activity text and \(self[.widget]) of a widget's"
    }
}
