// The Infrastructure scripts rules, in the order `umpire rules` lists them.

import UmpireCore
import UmpireRuleSupport

package enum InfrastructureScriptsRules {
    package static let all: [any Rule.Type] = [
        MigrationNaming.self,
        MigrationSandboxFlag.self,
        MigrationCredentialsCheck.self,
        MigrationIdempotent.self,
        MigrationWait.self,
        MigrationBillingMode.self,
        GsiDocumented.self,
        MigrationSummary.self,
    ]
}
