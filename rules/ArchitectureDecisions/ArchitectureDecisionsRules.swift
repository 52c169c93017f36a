// The Architecture decisions rules, in the order `umpire rules` lists them.

import UmpireCore

enum ArchitectureDecisionsRules {
    static let all: [any Rule.Type] = [
        AdrRequired.self,
    ]
}
