// SwiftUI's controls: views whose title says what they do or set (`Button("End")`,
// `Toggle("Live scores", …)`), the app's own chrome rather than what a match is doing.

package enum SwiftUIControls {
    package static let names = ["Button", "NavigationLink", "Menu", "Toggle", "Link", "ShareLink", "EditButton", "PasteButton"]
    package static let nameSet = Set(names)
}
