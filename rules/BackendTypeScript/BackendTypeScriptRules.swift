// The Backend TypeScript rules, in the order `umpire rules` lists them.

import UmpireCore
import UmpireRuleSupport

package enum BackendTypeScriptRules {
    package static let all: [any Rule.Type] = [
        InlineCopy.self,
        UnjustifiedScan.self,
        ZodDuplicateType.self,
        RedundantComment.self,
        DynamoCheckThenWrite.self,
        DynamoUnboundedParallelWrites.self,
        DynamoTtlFromStart.self,
    ]
}
