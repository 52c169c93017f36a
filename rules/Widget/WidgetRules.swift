// The Widget rules, in the order `umpire rules` lists them.

import UmpireCore
import UmpireRuleSupport

package enum WidgetRules {
    package static let all: [any Rule.Type] = [
        WidgetEntryPointOnly.self,
        OneViewPerFile.self,
        PreviewDataInline.self,
    ]
}
