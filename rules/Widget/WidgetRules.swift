// The Widget rules, in the order `umpire rules` lists them.

import UmpireCore

enum WidgetRules {
    static let all: [any Rule.Type] = [
        WidgetEntryPointOnly.self,
        OneViewPerFile.self,
        PreviewDataInline.self,
    ]
}
