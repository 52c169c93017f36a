// Copy in the app and the widget: SwiftUI text, localized strings, and literals that reach a
// Live Activity or a notification.

extension CopyExtractor {
    static func swiftCopy(in context: RuleContext) -> [CopyString] {
        let file = context.file
        var result: [CopyString] = []
        let isWidget = context.roles.contains(.widget)
        let viewSurface: CopySurface = isWidget ? (isLiveActivityCode(context) ? .liveActivity : .widget) : .inApp
        let displayTypes = context.run.model.backendTypes
        let buildsNotifications = file.contains(bytes: notificationContentType)
        for i in file.tokens.indices where file.tokens[i].kind == .stringStart && !isNestedInCopy(i, in: file) {
            // Previews and `#if DEBUG` code never ship: their text is sample text. Asked of copy
            // only, after the cheaper questions have found it.
            guard let copy = swiftCopyString(i, in: context, viewSurface: viewSurface, isWidget: isWidget, displayTypes: displayTypes,
                                             buildsNotifications: buildsNotifications),
                  !context.isInPreview(i), !file.isInDebugCode(i) else { continue }
            result.append(copy)
        }
        return result
    }

    private static func swiftCopyString(_ i: Int, in context: RuleContext, viewSurface: CopySurface, isWidget: Bool,
                                        displayTypes: [String], buildsNotifications: Bool) -> CopyString? {
        let file = context.file
        if let callee = swiftUICallee(ofFirstArgument: i, in: file) {
            return CopyString(stringStart: i, kind: .swiftUI(callee), name: nil, surface: viewSurface, group: "s:\(i)")
        }
        if let (callee, surface) = controlCallee(ofArgument: i, in: file, viewSurface: viewSurface, isWidget: isWidget) {
            return CopyString(stringStart: i, kind: .swiftUIControl(callee), name: nil, surface: surface, group: "s:\(i)")
        }
        if isLocalized(i, in: file) {
            // `content.title = String(localized: "Info")` is a notification's title.
            if buildsNotifications, let (field, receiver) = notificationContentField(ofLocalized: i, in: file) {
                return CopyString(stringStart: i, kind: .swiftContent(field), name: field, surface: .notification, group: "v:" + receiver)
            }
            return CopyString(stringStart: i, kind: .localized, name: exportName(of: i, in: file), surface: viewSurface, group: "s:\(i)")
        }
        if let (field, paren, surface) = contentField(ofArgument: i, in: context, displayTypes: displayTypes) {
            return CopyString(stringStart: i, kind: .swiftContent(field), name: field, surface: surface, group: "o:\(paren)")
        }
        if buildsNotifications, let (field, receiver) = notificationContentField(ofValue: i, in: file) {
            return CopyString(stringStart: i, kind: .swiftContent(field), name: field, surface: .notification, group: "v:" + receiver)
        }
        return nil
    }

    private static let notificationContentType = Array("UNMutableNotificationContent".utf8)
    private static let liveActivityMarkers = ["ActivityConfiguration", "ActivityViewContext", "DynamicIsland"].map { Array($0.utf8) }

    /// Widget code that draws a Live Activity (its configuration, views taking the activity's
    /// context, the Dynamic Island), rather than a home-screen widget.
    static func isLiveActivityCode(_ context: RuleContext) -> Bool {
        context.shared("copy.liveActivityCode") {
            liveActivityMarkers.contains { context.file.contains(bytes: $0) } || context.rolePath.contains("LiveActivity")
        }
    }

    /// For a Swift literal that is the first argument of `Text(…)`, `Label(…)`, `Button(…)` or
    /// `.navigationTitle(…)`, the callee's name.
    static func swiftUICallee(ofFirstArgument i: Int, in file: SourceFile) -> String? {
        guard let paren = file.previousSignificant(before: i), file.tokens[paren].kind == .openParen,
              let callee = file.callee(ofOpenParen: paren), file.isOne(callee, of: swiftUICallees) else { return nil }
        let isModifier = file.isMemberAccess(callee)
        guard isModifier == file.is(callee, "navigationTitle") else { return nil }
        return file.text(callee)
    }

    /// SwiftUI controls and modifiers whose first string is a label the user reads: the
    /// control's name, what it is to a reader, and where (a widget's gallery name and
    /// description are the widget's).
    static let controls: [String: String] = [
        "Toggle": "label", "Picker": "label", "Stepper": "label", "DatePicker": "label", "Menu": "button", "Link": "button",
        "NavigationLink": "button", "Section": "heading", "TextField": "placeholder", "SecureField": "placeholder",
        "ProgressView": "label", "ContentUnavailableView": "title", "alert": "alert", "confirmationDialog": "alert",
        "accessibilityLabel": "label", "accessibilityHint": "help", "help": "help",
        "configurationDisplayName": "title", "description": "description",
    ]

    /// `Toggle("Wicket alerts", …)`, `.alert("Follow failed", …)`, `.configurationDisplayName("Live score")`.
    static func controlCallee(ofArgument i: Int, in file: SourceFile, viewSurface: CopySurface, isWidget: Bool) -> (String, CopySurface)? {
        guard let paren = file.previousSignificant(before: i), file.kind(paren) == .openParen,
              let callee = file.callee(ofOpenParen: paren) else { return nil }
        let name = file.text(callee)
        guard controls[name] != nil else { return nil }
        let modifiers: Set<String> = ["alert", "confirmationDialog", "accessibilityLabel", "accessibilityHint", "help",
                                      "configurationDisplayName", "description"]
        guard file.isMemberAccess(callee) == modifiers.contains(name) else { return nil }
        if name == "configurationDisplayName" || name == "description" {
            // The widget gallery's name and description, set on a widget's configuration only.
            guard isWidget else { return nil }
            return (name, .widget)
        }
        return (name, viewSurface)
    }

    /// `String(localized: "…")`, `LocalizedStringKey("…")`, `NSLocalizedString("…", comment:)`
    /// (or its `value:`, the text when the first argument is a key).
    static func isLocalized(_ i: Int, in file: SourceFile) -> Bool {
        guard let before = file.previousSignificant(before: i) else { return false }
        if file.kind(before) == .openParen, let callee = file.callee(ofOpenParen: before) {
            if file.is(callee, "NSLocalizedString") { return !hasValueArgument(paren: before, in: file) }
            return file.is(callee, "LocalizedStringKey") || file.is(callee, "LocalizedStringResource")
        }
        if file.kind(before) == .colon, let label = file.previousSignificant(before: before), file.is(label, "value"),
           let paren = file.enclosingOpener(of: i), let callee = file.callee(ofOpenParen: paren), file.is(callee, "NSLocalizedString") {
            return true
        }
        guard file.kind(before) == .colon, let label = file.previousSignificant(before: before), file.is(label, "localized"),
              let paren = file.previousSignificant(before: label), file.kind(paren) == .openParen,
              let callee = file.callee(ofOpenParen: paren) else { return false }
        return file.is(callee, "String")
    }

    /// A labelled literal argument of a Live Activity's content state
    /// (`ContentState(statusLine: "Rain delay")`, a configured backend display type) or of an
    /// `AlertConfiguration(title:body:sound:)`: the label, the call's `(` and where it shows.
    /// Preview data is sample text, not copy.
    static func contentField(ofArgument i: Int, in context: RuleContext, displayTypes: [String]) -> (String, Int, CopySurface)? {
        let file = context.file
        guard let colon = file.previousSignificant(before: i), file.kind(colon) == .colon,
              let label = file.previousSignificant(before: colon), file.kind(label) == .identifier || file.kind(label) == .keyword,
              let paren = file.enclosingOpener(of: i), file.kind(paren) == .openParen,
              let callee = file.callee(ofOpenParen: paren), !context.isInPreview(i) else { return nil }
        let name = file.text(callee)
        if name == "AlertConfiguration" { return (file.text(label), paren, .notification) }
        guard name.hasSuffix("ContentState") || displayTypes.contains(name) else { return nil }
        return (file.text(label), paren, .liveActivity)
    }

    private static func hasValueArgument(paren: Int, in file: SourceFile) -> Bool {
        guard let close = file.partner(of: paren) else { return false }
        return (paren..<close).contains { file.enclosingOpener(of: $0) == paren && file.is($0, "value")
            && file.nextSignificant(after: $0).map { file.kind($0) == .colon } == true }
    }

    /// `content.title = String(localized: "…")` or `= NSLocalizedString("…", comment: …)`.
    static func notificationContentField(ofLocalized i: Int, in file: SourceFile) -> (String, String)? {
        guard let paren = file.enclosingOpener(of: i), file.kind(paren) == .openParen,
              let callee = file.callee(ofOpenParen: paren), let equals = file.previousSignificant(before: callee) else { return nil }
        return notificationContentField(afterEquals: equals, in: file)
    }

    /// `content.title = "…"` on a `UNMutableNotificationContent`: the field and the receiver's name.
    static func notificationContentField(ofValue i: Int, in file: SourceFile) -> (String, String)? {
        guard let equals = file.previousSignificant(before: i) else { return nil }
        return notificationContentField(afterEquals: equals, in: file)
    }

    private static func notificationContentField(afterEquals equals: Int, in file: SourceFile) -> (String, String)? {
        guard file.is(equals, "="),
              let field = file.previousSignificant(before: equals), file.isOne(field, of: ["title", "subtitle", "body"]),
              file.isMemberAccess(field), let dot = file.previousSignificant(before: field),
              let receiver = file.previousSignificant(before: dot), file.kind(receiver) == .identifier else { return nil }
        return (file.text(field), file.text(receiver))
    }
}
