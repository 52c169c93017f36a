// The app's UI objects: a type that holds one is the app's screen or snapshot structure, built
// on the device, so nothing the backend sends is decoded into it.

extension ProjectModel {
    /// UIKit, AppKit, SwiftUI and Intents objects: reference types of the app's UI, never data.
    public static let appObjectTypes: Set<String> = ["UIViewController", "UINavigationController", "UITabBarController", "UIView",
                                                     "UIImage", "NSViewController", "NSView", "NSImage", "INIntent", "AnyView",
                                                     "UIApplicationShortcutItem", "NSUserActivity", "SKProduct"]
}
