// Examples for live-activity-plist.

import UmpireCore
import UmpireRuleSupport

extension LiveActivityPlist {
    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            Example("""
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                ↓<dict>
                    <key>CFBundleDisplayName</key>
                    <string>Sightscreen</string>
                </dict>
                </plist>
                """, path: "ios/CricketApp/Info.plist"),
            Example("""
                <plist version="1.0">
                <dict>
                    <key>NSSupportsLiveActivities</key>
                    <true/>
                    ↓<key>NSSupportsLiveActivitiesFrequentUpdates</key>
                    <false/>
                </dict>
                </plist>
                """, path: "ios/CricketApp/Info.plist",
                companions: [.init(path: "ios/CricketApp/LiveActivity/ActivityManager.swift", code: "import ActivityKit\n")]),
            Example("""
                <plist version="1.0">
                ↓<dict>
                    <key>NSSupportsLiveActivities</key>
                    <true/>
                </dict>
                </plist>
                """, path: "ios/CricketApp/Info.plist", companions: [
                    .init(path: "ios/ScoreKit/Info.plist", code: "<plist version=\"1.0\">\n<dict>\n</dict>\n</plist>\n"),
                    .init(path: "ios/CricketApp/LiveActivity/ActivityManager.swift", code: "import ActivityKit\n"),
                ]),
            Example("""
                <plist version="1.0">
                ↓<dict>
                    <key>CFBundleDisplayName</key>
                    <string>$(PRODUCT_NAME)</string>
                    <key>NSSupportsLiveActivities</key>
                    <true/>
                </dict>
                </plist>
                """, path: "ios/CricketApp/CricketApp-Info.plist",
                options: ["fileNames": .array(["Info.plist", "CricketApp-Info.plist"].map(JSONValue.string))]),
            // A misspelt key is a missing key.
            Example("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                ↓<dict>
                    <key>NSSupportsLiveActivities</key>
                    <true/>
                    <key>NSSupportsLiveActivitiesFrequentUpdate</key>
                    <true/>
                </dict>
                </plist>
                """, path: "ios/Sightscreen/Info.plist",
                companions: [.init(path: "ios/Sightscreen/Services/LiveActivityService.swift", code: "import ActivityKit\n")]),
            // The app starts its activities through a package; its widget, which draws them, says it has them.
            Example("""
                <plist version="1.0">
                ↓<dict>
                    <key>UIBackgroundModes</key>
                    <array><string>remote-notification</string></array>
                </dict>
                </plist>
                """, path: "ios/CricketApp/Info.plist", companions: [
                    .init(path: "ios/CricketApp/CricketApp.swift", code: "import SwiftUI\nimport ScoreKit\n@main struct CricketApp: App { var body: some Scene { WindowGroup { ScoresView() } } }\n"),
                    .init(path: "ios/CricketWidget/ScoreActivityWidget.swift", code: "import ActivityKit\nimport WidgetKit\n"),
                ]),
        ],
        nonTriggering: [
            Example("""
                <plist version="1.0">
                <dict>
                    <key>NSSupportsLiveActivities</key>
                    <true/>
                    <key>NSSupportsLiveActivitiesFrequentUpdates</key>
                    <true />
                </dict>
                </plist>
                """, path: "ios/CricketApp/Info.plist"),
            Example("<plist version=\"1.0\">\n<dict>\n    <key>NSExtension</key>\n    <dict/>\n</dict>\n</plist>",
                    path: "ios/CricketNotifications/Info.plist", trap: .lookAlike),
            // The widget's own plist is the extension's, whatever it names: the app's keys are not asked of it.
            Example("<plist version=\"1.0\">\n<dict>\n    <key>CFBundleDisplayName</key>\n    <string>Scores</string>\n</dict>\n</plist>",
                    path: "ios/CricketWidget/Info.plist", trap: .lookAlike,
                    companions: [.init(path: "ios/CricketWidget/ScoreActivityWidget.swift", code: "import ActivityKit\nimport WidgetKit\n")]),
            Example("<plist version=\"1.0\">\n<dict>\n    <key>CFBundleName</key>\n    <string>Fixtures</string>\n</dict>\n</plist>",
                    path: "ios/FixturesApp/Info.plist", trap: .lookAlike,
                    companions: [.init(path: "ios/FixturesApp/FixturesApp.swift", code: "import SwiftUI\n@main struct FixturesApp: App { var body: some Scene { WindowGroup { RootView() } } }\n")]),
            Example("""
                <plist version="1.0">
                <dict>
                    <key>CFBundlePackageType</key>
                    <string>FMWK</string>
                </dict>
                </plist>
                """, path: "ios/ScoreKit/Info.plist", trap: .lookAlike, companions: [
                    .init(path: "ios/CricketApp/Info.plist", code: """
                        <plist version="1.0">
                        <dict>
                            <key>NSSupportsLiveActivities</key><true/>
                            <key>NSSupportsLiveActivitiesFrequentUpdates</key><true/>
                        </dict>
                        </plist>
                        """),
                    .init(path: "ios/CricketApp/LiveActivity/ActivityManager.swift", code: "import ActivityKit\n"),
                ]),
            Example("""
                <plist version="1.0">
                <dict>
                    <key>CFBundleDisplayName</key>
                    <string>Sightscreen</string>
                    <key>NSSupportsLiveActivities</key>
                    <true/>
                </dict>
                </plist>
                """, path: "ios/CricketApp/Info.plist", trap: .lookAlike,
                options: ["keys": .array([.string("NSSupportsLiveActivities")])]),
            Example("""
                <plist version="1.0">
                <dict>
                    <key>NSAppClip</key>
                    <dict>
                        <key>NSAppClipRequestEphemeralUserNotification</key>
                        <true/>
                    </dict>
                </dict>
                </plist>
                """, path: "ios/CricketClip/Info.plist", trap: .lookAlike,
                options: ["otherTargetKeys": .array(["NSExtension", "WKApplication", "WKWatchKitApp", "NSAppClip"].map(JSONValue.string))]),
            Example("<plist version=\"1.0\">\n<dict>\n    <key>API_KEY</key>\n    <string>abc</string>\n</dict>\n</plist>",
                    path: "ios/CricketApp/GoogleService-Info.plist", trap: .lookAlike),
            Example("""
                <plist version="1.0">
                <dict>
                    <key>Debug</key>
                    <dict><key>NSSupportsLiveActivities</key><false/></dict>
                    <key>NSSupportsLiveActivities</key><true/>
                    <key>NSSupportsLiveActivitiesFrequentUpdates</key><true/>
                </dict>
                </plist>
                """, path: "ios/CricketApp/Info.plist", trap: .lookAlike),
            Example("""
                <plist version="1.0">
                <dict>
                    <key>Note</key><string><![CDATA[<key>NSSupportsLiveActivities</key><false/>]]></string>
                    <key>NSSupportsLiveActivities</key><true/>
                    <key>NSSupportsLiveActivitiesFrequentUpdates</key><true/>
                </dict>
                </plist>
                """, path: "ios/CricketApp/Info.plist", trap: .inString),
            Example("""
                <plist version="1.0">
                <dict>
                    <!-- <key>NSSupportsLiveActivitiesFrequentUpdates</key><false/> until the budget was raised -->
                    <key>NSSupportsLiveActivities</key><true/>
                    <key>NSSupportsLiveActivitiesFrequentUpdates</key><true/>
                </dict>
                </plist>
                """, path: "ios/CricketApp/Info.plist", trap: .inComment),
        ]) }
}
