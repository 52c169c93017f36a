// The iOS Swift rules, in the order `umpire rules` lists them.

import UmpireCore
import UmpireRuleSupport

package enum IOSSwiftRules {
    package static let all: [any Rule.Type] = [
        NoPrint.self,
        NoForegroundColor.self,
        NoOnappearTask.self,
        NoTabviewPageStyle.self,
        NoAnyviewBranching.self,
        PrivateFileScopeType.self,
        ViewIo.self,
        ViewBodyComputation.self,
        HardcodedColor.self,
        HardcodedSpacing.self,
        ThemeNamespace.self,
        ModelConformance.self,
        ModelImmutability.self,
        ModelDisplayLogic.self,
        SharedModelDivergence.self,
    ]
}
