// The Copy and tone rules, in the order `umpire rules` lists them.

import UmpireCore
import UmpireRuleSupport

package enum CopyAndToneRules {
    package static let all: [any Rule.Type] = [
        CopyExclamation.self,
        CopyHype.self,
        CopyCliche.self,
        CopySeparator.self,
        CopyCodeFormatting.self,
        CopyRedundantTitle.self,
        CopyLength.self,
    ]
}
