// The IOSServices rules, in the order `umpire rules` lists them.

import UmpireCore
import UmpireRuleSupport

package enum IOSServicesRules {
    package static let all: [any Rule.Type] = [
        ServiceShape.self,
        ServiceExistential.self,
        ServiceImportsSwiftui.self,
        ServiceBlockingCall.self,
    ]
}
