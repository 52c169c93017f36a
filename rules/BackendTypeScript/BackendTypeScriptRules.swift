// The Backend TypeScript rules, in the order `umpire rules` lists them.

import UmpireCore

enum BackendTypeScriptRules {
    static let all: [any Rule.Type] = [
        InlineCopy.self,
        UnjustifiedScan.self,
        ZodDuplicateType.self,
        RedundantComment.self,
        DynamoCheckThenWrite.self,
        DynamoUnboundedParallelWrites.self,
        DynamoTtlFromStart.self,
    ]
}
