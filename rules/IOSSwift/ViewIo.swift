// Flags networking, file and defaults access inside SwiftUI view types.

import UmpireCore
import UmpireRuleSupport

public struct ViewIo: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "view-io", area: .iosSwift, languages: [.swift], roles: [.view, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "I/O (network, files, defaults, decoding, a Core Data or SwiftData save) inside a View type",
        rationale: """
            Views are re-created on every state change and run on the main actor: I/O there \
            repeats, blocks scrolling and cannot be faked in previews or tests. Services own \
            networking and persistence behind a protocol, and views read them from the \
            environment.
            """,
        fix: "Move the call into a service (`FooService` with a Real and a Fake) and read its result from the environment.",
        options: [ioTypesOption.declaration],
        limitations: """
            @AppStorage and @FetchRequest are allowed: SwiftUI manages them. A Core Data or \
            SwiftData store is written where the view calls `save()`, `delete(_:)`, `fetch(_:)` or \
            `execute(_:)` on the context it reads from the environment \
            (`@Environment(\\.managedObjectContext) var moc`, `\\.modelContext`) or on a \
            `viewContext`. The app's own networking object is flagged where a view makes it or \
            takes its shared instance (`StandingsRepository()`, `ScoresAPIClient.shared`): a type the \
            project declares whose name ends in Client, API, Repository or Service, other than a \
            Fake, Mock, Preview or Stub, outside previews and `.environment(…)`. Code in helper \
            types outside the View is not checked.
            """,
        triggering: networkingExamples.triggering + [
            Example("""
                struct FixturesView: View {
                    @State private var fixtures: [Fixture] = []
                    var body: some View {
                        List(fixtures) { FixtureRow(fixture: $0) }
                            .task {
                                let (data, _) = try! await ↓URLSession.shared.data(from: fixturesURL)
                                fixtures = try! ↓JSONDecoder().decode([Fixture].self, from: data)
                            }
                    }
                }
                """),
            Example("""
                struct OnboardingView: View {
                    var body: some View {
                        Button("Done") { ↓UserDefaults.standard.set(true, forKey: "onboarded") }
                    }
                }
                """),
            Example("""
                struct FollowButton: View {
                    let matchID: String
                    var body: some View {
                        Button("Follow") { ↓NSUbiquitousKeyValueStore.default.set(true, forKey: "followed-\\(matchID)") }
                    }
                }
                """, options: ["ioTypes": .array(["URLSession", "FileManager", "UserDefaults", "JSONDecoder", "JSONEncoder",
                                                 "NSUbiquitousKeyValueStore"].map(JSONValue.string))]),
            // A team logo read from disk in body, an export written by a helper, a request from onChange.
            Example("""
                struct TeamBadge: View {
                    let team: TeamLine
                    var body: some View {
                        if let data = try? ↓Data(contentsOf: logoURL(for: team)), let image = UIImage(data: data) {
                            Image(uiImage: image)
                        }
                    }
                }
                """),
            Example("""
                struct ScorecardExportView: View {
                    let state: MatchDisplayState
                    var body: some View { ShareLink(item: exportURL) }
                    private var exportURL: URL {
                        let url = ↓FileManager.default.temporaryDirectory.appending(path: "scorecard.json")
                        try? ↓JSONEncoder().encode(state).write(to: url)
                        return url
                    }
                }
                """),
            // The Core Data context from the environment, saved from a button.
            Example("""
                struct RecordView: View {
                    @Environment(\\.managedObjectContext) var moc
                    let record: ArcheryRecord
                    var body: some View {
                        Button("Finish") {
                            record.finishedAt = Date()
                            try? moc.↓save()
                        }
                        .swipeActions { Button("Delete", role: .destructive) { moc.↓delete(record) } }
                    }
                }
                """),
            Example("""
                struct FollowToggle: View {
                    let matchID: String
                    @State private var isFollowed = false
                    var body: some View {
                        Toggle("Follow", isOn: $isFollowed)
                            .onChange(of: isFollowed) { _, followed in
                                var request = URLRequest(url: followURL(matchID))
                                request.httpMethod = followed ? "PUT" : "DELETE"
                                ↓URLSession.shared.dataTask(with: request).resume()
                            }
                    }
                }
                """),
        ],
        nonTriggering: networkingExamples.nonTriggering + [
            // The store read by SwiftUI's own fetch, and a save in the service the view calls.
            Example("""
                struct RecordsView: View {
                    @FetchRequest(sortDescriptors: [SortDescriptor(\\.date)]) private var records: FetchedResults<ArcheryRecord>
                    @Environment(\\.recordStore) private var store
                    var body: some View {
                        List(records) { RecordRow(record: $0) }
                            .toolbar { Button("Clear") { Task { try await store.save() } } }
                    }
                }
                """, trap: .lookAlike),
            Example("""
                struct NoteEditor: View {
                    @Binding var draft: NoteDraft
                    // moc.save() happens in NotesService.commit(_:)
                    var body: some View { TextField("Note", text: $draft.text).onSubmit { draft.save() } }
                }
                """, trap: .inComment),
            Example("""
                struct FixturesView: View {
                    @Environment(\\.fixtureService) private var fixtureService
                    var body: some View {
                        List(fixtureService.fixtures) { FixtureRow(fixture: $0) }
                            .task { await fixtureService.load() }
                    }
                }
                """),
            Example("struct SettingsView: View {\n    @AppStorage(\"onboarded\") private var onboarded = false\n    var body: some View { Toggle(\"Onboarded\", isOn: $onboarded) }\n}", trap: .lookAlike),
            Example("final class FixtureCache {\n    let defaults = UserDefaults.standard\n}", path: "ios/CricketApp/Services/FixtureCache.swift", trap: .lookAlike),
            Example("""
                @main
                struct CricketApp: App {
                    init() { UserDefaults.standard.register(defaults: ["liveScores": true]) }
                    var body: some Scene { WindowGroup { RootView() } }
                }
                """, path: "ios/CricketApp/CricketApp.swift", trap: .lookAlike),
            Example("struct HelpView: View {\n    var body: some View { Text(\"URLSession.shared is used by services\") }\n}", trap: .inString),
            Example("struct HelpView: View {\n    // URLSession.shared lives in MatchService\n    var body: some View { EmptyView() }\n}", trap: .inComment),
        ]) }

    let ioTypes: [String]

    static let ioTypesOption = Option<[String]>(RuleOption("ioTypes", default: .array(["URLSession", "FileManager", "UserDefaults", "JSONDecoder", "JSONEncoder"].map(JSONValue.string)),
        help: "Types whose use in a view counts as I/O."))

    public init(options: RuleOptions) {
        ioTypes = options[Self.ioTypesOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        let views = file.viewTypes()
        guard !views.isEmpty else { return }
        for i in file.tokens.indices where file.kind(i) == .identifier {
            let isIO = (file.isOne(i, of: ioTypes) && !file.isMemberAccess(i) && file.kind(after: i) != .colon)
                || (file.is(i, "Data") && file.kind(after: i) == .openParen && file.nextSignificant(after: i)
                    .flatMap { file.firstArgumentLabel(ofOpenParen: $0) }.map { file.is($0, "contentsOf") } == true)
            // Whether it is in a view is asked last: the list of views is long in a long file.
            guard isIO, !isTypeAnnotation(i, in: file), file.isInside(i, views) else { continue }
            findings.report(file, at: i, Self.message(file.text(i)))
        }
        checkStoreWrites(in: file, views: views, into: &findings)
        checkNetworkingObjects(in: context, views: views, into: &findings)
    }

    /// `try? moc.save()`, `modelContext.delete(item)`, `container.viewContext.fetch(request)`:
    /// a Core Data or SwiftData store written or read in the view, through the context the view
    /// takes from the environment or a `viewContext`.
    private func checkStoreWrites(in file: SourceFile, views: [SwiftTypeDeclaration], into findings: inout FindingSink) {
        // Every context this reads is named `…Context` (`managedObjectContext`, `modelContext`,
        // `viewContext`): a file without the word is not walked a second time.
        guard file.contains(bytes: Self.contextBytes) else { return }
        var contexts: [String] = ["viewContext"]
        // `@Environment(\.managedObjectContext) var moc`: the name the view gives its context.
        for i in file.tokens.indices where file.kind(i) == .identifier && file.isOne(i, of: Self.contextKeys) {
            guard let dot = file.previousSignificant(before: i), file.kind(dot) == .dot,
                  let close = file.nextSignificant(after: i), file.kind(close) == .closeParen,
                  var name = file.nextSignificant(after: close) else { continue }
            while file.kind(name) == .keyword, !file.is(name, "var"), !file.is(name, "let"), let next = file.nextSignificant(after: name) { name = next }
            guard file.is(name, "var") || file.is(name, "let"), let declared = file.nextSignificant(after: name),
                  file.kind(declared) == .identifier else { continue }
            contexts.append(file.text(declared))
        }
        for i in file.tokens.indices where file.kind(i) == .identifier && file.isOne(i, of: Self.storeCalls) && file.isMemberAccess(i) {
            guard file.kind(after: i) == .openParen, let dot = file.previousSignificant(before: i),
                  let receiver = file.previousSignificant(before: dot), file.kind(receiver) == .identifier,
                  file.isOne(receiver, of: contexts), file.isInside(i, views) else { continue }
            findings.report(file, at: i, Self.storeMessage(file.text(receiver), file.text(i)))
        }
    }

    static let contextKeys = TokenWords(["managedObjectContext", "modelContext"])
    static let contextBytes = Array("Context".utf8)
    static let storeCalls = TokenWords(["save", "delete", "fetch", "execute"])

    static func storeMessage(_ context: String, _ call: String) -> String {
        "This view does I/O with its data store (\(context).\(call)()); move it into a service and read the result from the environment."
    }

    /// `let session: URLSession` only names the type; the use is what counts.
    private func isTypeAnnotation(_ i: Int, in file: SourceFile) -> Bool {
        file.kind(before: i) == .colon && file.kind(after: i) != .dot && file.kind(after: i) != .openParen
    }

    static func message(_ name: String) -> String {
        "This view does I/O with \(name); move it into a service and read the result from the environment."
    }
}
