// The Server-driven UI rules, in the order `umpire rules` lists them.

import UmpireCore
import UmpireRuleSupport

package enum ServerDrivenUIRules {
    package static let all: [any Rule.Type] = [
        ClientSideFormatting.self,
        ClientSideDerivation.self,
        ClientSideParsing.self,
        MatchStateBranching.self,
        HardcodedDisplayString.self,
    ]
}
