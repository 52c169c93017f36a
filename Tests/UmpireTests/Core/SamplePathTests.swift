// Seed data and example code: text there is demo content, never product copy.

import Testing
import UmpireCore

@Suite("Core: sample-data paths")
struct SamplePathTests {
    @Test("Seed scripts and example, snippet and doc folders are sample data; look-alikes are not", arguments: [
        ("backend/scripts/seedTeams.ts", true), ("backend/seeds/teams.ts", true), ("docs/api/notify.ts", true),
        ("packages/x/examples/push.ts", true), ("backend/src/SeedRunner.ts", true),
        ("backend/src/seedling.ts", false), ("backend/src/notifications/seed.messages.ts", true),
        ("backend/src/documents/notify.ts", false), ("backend/src/exampleData.ts", false),
        ("backend/src/stores/followStore.ts", false),
    ])
    func sampleData(path: String, expected: Bool) {
        #expect(TestLikePaths.isSampleData(path) == expected)
    }
}
