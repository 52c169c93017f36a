// Every built-in rule, in one list: the CLI, the tests and the docs read it.

import UmpireCore

public enum BuiltInRules {
    public static let all: [any Rule.Type] = [
        ClientSideFormatting.self,
        InlineCopy.self,
        UnjustifiedScan.self,
        NoPrint.self,
        NoForegroundColor.self,
        NoOnappearTask.self,
        NoTabviewPageStyle.self,
        CopyExclamation.self,
    ]
}
