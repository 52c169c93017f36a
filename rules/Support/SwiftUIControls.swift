// SwiftUI's controls: views whose title says what they do or set (`Button("End")`,
// `Toggle("Live scores", …)`), the app's own chrome rather than what a match is doing.

import UmpireCore

package enum SwiftUIControls {
    package static let names = ["Button", "NavigationLink", "Menu", "Toggle", "Link", "ShareLink", "EditButton", "PasteButton"]
    package static let nameSet = Set(names)

    /// The controls that act (not a NavigationLink, whose label is a row showing what it opens).
    package static let actionNames: Set<String> = nameSet.subtracting(["NavigationLink"])

    static let labelNeedles = ["tabItem", "label:"].map { Array($0.utf8) }
}

extension SourceFile {
    /// `Button { … } label: { Text("Remove \(team) as favorite") }`, `.tabItem { Label("Live", …) }`:
    /// a string in a control's `label:` closure, or a tab's, is the control's own name; an app's
    /// own button (`ScalableButton { … } label: { … }`) is one too. Not a NavigationLink's
    /// destination, which is a screen of its own.
    package func isInControlLabel(_ start: Int, controls: Set<String> = SwiftUIControls.nameSet, tabItems: Bool = true) -> Bool {
        guard shared("swiftui-controls.labels", { SwiftUIControls.labelNeedles.contains { contains(bytes: $0) } }) else { return false }
        let tree = syntax
        var inner = tree.node(atToken: start)
        for ancestor in tree.ancestors(inner) {
            if tabItems, tree.kind(ancestor) == .call, tree.isNamed(ancestor, "tabItem") { return true }
            if tree.kind(ancestor) == .call, tree.kind(inner) == .argument, tree.nameText(inner) == "label",
               case let name = tree.nameText(ancestor), controls.contains(name) || name.hasSuffix("Button") { return true }
            inner = ancestor
        }
        return false
    }
}

