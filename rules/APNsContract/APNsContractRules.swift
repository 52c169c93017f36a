// The APNs contract rules, in the order `umpire rules` lists them.

import UmpireCore
import UmpireRuleSupport

package enum APNsContractRules {
    package static let all: [any Rule.Type] = [
        ApnsPushType.self,
        ApnsPayloadFields.self,
        ApnsPriority.self,
        ApnsCertificateAuth.self,
        ContentStateMirror.self,
    ]
}
