// The Architecture decisions rules, in the order `umpire rules` lists them.

import UmpireCore
import UmpireRuleSupport

package enum ArchitectureDecisionsRules {
    package static let all: [any Rule.Type] = [
        AdrRequired.self,
    ]
}
