// The LiveActivity rules, in the order `umpire rules` lists them.

import UmpireCore
import UmpireRuleSupport

package enum LiveActivityRules {
    package static let all: [any Rule.Type] = [
        PushTokenSyncRead.self,
        LiveActivityPresentations.self,
        LiveActivityAnimation.self,
        ActivityLifecycle.self,
        LiveActivityPlist.self,
    ]
}
