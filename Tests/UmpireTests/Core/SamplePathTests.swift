// Seed data and example code: text there is demo content, never product copy.

import Testing
import UmpireCore
import UmpireEngine

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

@Suite("Core: what the backend is")
struct BackendRoleTests {
    @Test("The backend is the server's TypeScript: not the web front end, example apps, scripts or tests", arguments: [
        ("backend/src/notifications/wicket.ts", true), ("apps/api/src/app/users/users.service.ts", true),
        ("services/push/src/handler.mts", true), ("packages/api/src/components.ts", true),
        ("web/components/Banner.ts", false), ("apps/web/src/pages/index.ts", false), ("app/api/route.ts", false),
        ("web/app/layout.ts", false), ("frontend/src/api.ts", false), ("packages/ui/src/Banner.tsx", false),
        ("examples/push/index.ts", false), ("packages/sdk/example-app/index.ts", false), ("docs/snippets/send.ts", false),
        ("backend/scripts/backfill.ts", false), ("tools/cli/release.ts", false), ("backend/src/wicket.test.ts", false),
    ])
    func backendRole(path: String, expected: Bool) {
        #expect(RoleGlobs.defaults.roles(of: path).contains(.backend) == expected, "\(path)")
    }

    @Test("iOS code is the app's Swift: not tests or example apps", arguments: [
        ("ios/CricketApp/Views/ScoreView.swift", true), ("Sources/Kit/Scoring.swift", true),
        ("Examples/DemoApp/ContentView.swift", false), ("Package/Example/App.swift", false),
        ("ios/CricketAppTests/ScoreTests.swift", false),
    ])
    func iosRole(path: String, expected: Bool) {
        #expect(RoleGlobs.defaults.roles(of: path).contains(.ios) == expected, "\(path)")
    }
}
