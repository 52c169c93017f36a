// The Schema rules, in the order `umpire rules` lists them.

import UmpireCore
import UmpireRuleSupport

package enum SchemaRules {
    package static let all: [any Rule.Type] = [
        ZodOptionalApiField.self,
        SchemaVersionBump.self,
        GeneratedFileEdit.self,
        GeneratedFileHeader.self,
    ]
}
