// The LiveActivity rules, in the order `umpire rules` lists them.

import UmpireCore

enum LiveActivityRules {
    static let all: [any Rule.Type] = [
        PushTokenSyncRead.self,
        LiveActivityPresentations.self,
        LiveActivityAnimation.self,
        ActivityLifecycle.self,
        LiveActivityPlist.self,
    ]
}
