// Flags Promise.all over a mapped list of DynamoDB writes: one request per item, all at once.

import UmpireCore
import UmpireRuleSupport

public struct DynamoUnboundedParallelWrites: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "dynamo-unbounded-parallel-writes", area: .backendTypeScript, languages: [.typeScript], roles: [.backend],
        excludedRoles: [.test], severity: .error,
        summary: "Promise.all over a list that issues one DynamoDB write per item",
        rationale: """
            A user with many devices or rotated tokens turns `Promise.all(items.map(delete))` into \
            a burst of single-item writes with no limit: it can exhaust the table's throughput \
            and throttle the live fan-out, and a partial failure leaves no record of what was \
            written. BatchWriteCommand takes 25 items per request and returns UnprocessedItems \
            to retry with backoff.
            """,
        fix: "Chunk the items into BatchWriteCommand requests of 25 and retry UnprocessedItems with backoff.",
        options: [writeCommandsOption.declaration, boundedNamesOption.declaration, limiterNamesOption.declaration],
        triggerWords: ["Promise", "PutCommand", "UpdateCommand", "DeleteCommand", "PutItemCommand", "UpdateItemCommand", "DeleteItemCommand", "TableName"],
        // Promise.all where writes fan out; a write command or a DocumentClient write (with its
        // TableName) where a store declares one.
        asks: """
            Does `Promise.all` or `Promise.allSettled` fan out one DynamoDB write per item of a \
            list with no bound? A `.map` or `.flatMap` in its arguments, or in the `const` it is \
            given by name, whose callback sends a single-item write command (`PutCommand`, \
            `UpdateCommand`, `DeleteCommand` and their `…ItemCommand` forms; option \
            `writeCommands`) or a DocumentClient `.put/.update/.delete({ TableName, … })`; or \
            whose callback (inline, a local arrow, or the function the map is given) calls a \
            function or method of the project that sends one, directly, through a function of the \
            callback's file one step down, or through write-named helpers of a store module up to \
            three steps. A list or call named as a chunk, batch, page or slice (option \
            `boundedNames`), or a local taken from one (`const gone = slice.filter(…)`), and a callback through a limiter (`limit(…)`, `pLimit`, `queue`; \
            option `limiterNames`) are bounded.
            """,
        whenUnknown: """
            A list's size is never resolved: unless it, or the call making it, is named for a \
            bound (option `boundedNames`), it is taken as unbounded. A called function is found by \
            its name alone among the same project's files; one no file of the project declares (a \
            library, another package, a method named as a keyword) is taken as no write and left \
            alone.
            """,
        limitations: """
            The write is a `new PutCommand(…)`, `UpdateCommand` or `DeleteCommand` (the document \
            client's, or the low-level client's `…ItemCommand`; option writeCommands) or a DocumentClient \
            `.put/.update/.delete({ TableName, … })` in the map callback, or a call there (or \
            in a local arrow the map is given, `gone.map(dropGone)`, or the map's function itself, \
            `entries.map(saveRankingEntry)`) of a function or a store \
            class's method declared in any file of the project that sends one such command, \
            directly or through a function of the callback's own file (`(sub) => \
            recordDelivery(sub, now)`, whose `recordDelivery` calls the store's `markPushed`), or \
            through a store module's function (in a file naming dynamo, as its import of \
            `./dynamo` does, and holding a write command, a TableName or a Promise itself) that \
            calls a write-named helper which writes (`saveSnapshot` → `putItem`), up to three \
            such steps. A list named in `Promise.all(writes)` is found at its nearest \
            `const`, `let` or `var` earlier in the file, whatever function declares it.
            """,
        triggering: [
            Example("""
                export async function removeSubscriptionsForUser(matchId: string, userId: string) {
                  const subs = await subscriptionsFor(matchId, userId);
                  await ↓Promise.all(
                    subs.map((sub) => ddb.send(new DeleteCommand({ TableName: SUBS_TABLE, Key: { token: sub.token } }))),
                  );
                }
                """),
            Example("""
                const writes = devices.map(async (device) => {
                  await ddb.send(new PutCommand({ TableName: DEVICES_TABLE, Item: device }));
                });
                await ↓Promise.allSettled(writes);
                """),
            // Token clean-up after APNs answers 410 uses the low-level client.
            Example("""
                await ↓Promise.all(
                  staleTokens.map((token) => client.send(new DeleteItemCommand({ TableName: DEVICES_TABLE, Key: { token: { S: token } } }))),
                );
                """),
            // A team's own command for a single-item write, named in the options.
            Example("""
                await ↓Promise.all(riders.map((rider) => store.send(new SaveRiderCommand({ TableName: RIDERS_TABLE, Item: rider }))));
                """, options: ["writeCommands": .array([.string("PutCommand"), .string("SaveRiderCommand")])]),
            // Spread from a Set, one low-level PutItemCommand per id.
            Example("""
                await ↓Promise.all(
                  [...projectIds].map((projectId) =>
                    db.send(
                      new PutItemCommand({ TableName, Item: { id: { S: id }, type: { S: `project|${projectId}` } } }),
                    ),
                  ),
                );
                """),
            // The store's writer handed to the map by name.
            Example("""
                export const handler = async () => {
                  const entries = await fetchRankings();
                  await ↓Promise.all(entries.map(saveRankingEntry));
                };
                """, path: "backend/src/handlers/rankingsImport.ts", companions: [.init(path: "backend/src/stores/rankingsStore.ts", code: """
                    export async function saveRankingEntry(entry: RankingEntry): Promise<void> {
                      await ddb.send(new PutCommand({ TableName: RANKINGS_TABLE, Item: entry }));
                    }
                    """)]),
            // Through the store's function over the project's generic item helper, two files down.
            Example("""
                export async function saveAll(cards: ScoreCard[]) {
                  await ↓Promise.all(cards.map((card) => saveCard(card)));
                }
                """, path: "backend/src/handlers/importCards.ts", companions: [.init(path: "backend/src/stores/cardStore.ts", code: """
                    import { doc, putItem, Tables } from "./dynamo";
                    export async function saveCard(card: ScoreCard) {
                      await putItem(Tables.cards, { pk: `CARD#${card.id}`, ...card });
                    }
                    export async function getCard(id: string) {
                      return (await doc.send(new GetCommand({ TableName: Tables.cards, Key: { pk: `CARD#${id}` } }))).Item;
                    }
                    """), .init(path: "backend/src/stores/dynamo.ts", code: """
                    export async function putItem(table: string, item: Record<string, unknown>) {
                      await doc.send(new PutCommand({ TableName: table, Item: item }));
                    }
                    """)]),
            // Through the store: a local arrow the map is given calls a store function that deletes one item.
            Example("""
                async function dropGoneTokens(matchId: string, gone: string[]) {
                  const dropGone = (token: string) => removeSubscription(matchId, token);
                  await ↓Promise.all(gone.map(dropGone));
                }
                """, path: "backend/src/notifications/liveActivityPush.ts", companions: [.init(path: "backend/src/stores/activitySubscriptionStore.ts", code: """
                    export async function removeSubscription(matchId: string, pushToken: string) {
                      await ddb.send(new DeleteCommand({ TableName: SUBSCRIPTIONS_TABLE, Key: { matchId, pushToken } }));
                    }
                    """)]),
            // Through a helper of the same file that calls a class-based store's writer.
            Example("""
                function markDelivered(sub: ActivitySubscription, at: number): Promise<void> {
                  return subscriptions.markPushed(sub.matchId, sub.pushToken, at);
                }
                export async function recordDeliveries(delivered: ActivitySubscription[]) {
                  const now = Date.now();
                  await ↓Promise.all(delivered.map((sub) => markDelivered(sub, now)));
                }
                """, path: "backend/src/notifications/deliveries.ts", companions: [.init(path: "backend/src/stores/subscriptionStore.ts", code: """
                    export class SubscriptionStore {
                      async markPushed(matchId: string, pushToken: string, at: number) {
                        await ddb.send(new UpdateCommand({ TableName: SUBSCRIPTIONS_TABLE, Key: { matchId, pushToken },
                          UpdateExpression: "SET lastPushedAt = :at", ExpressionAttributeValues: { ":at": at } }));
                      }
                    }
                    """)]),
        ],
        nonTriggering: [
            // Reads fanned out with the low-level client: no write to throttle.
            Example("""
                const items = await Promise.all(
                  [...projectIds].map((projectId) => db.send(new GetItemCommand({ TableName, Key: { id: { S: projectId } } }))),
                );
                """, trap: .lookAlike),
            // A helper of the same file that only reads through the store.
            Example("""
                function loadFollow(userId: string, matchId: string) {
                  return follows.getFollow(userId, matchId);
                }
                const all = await Promise.all(matchIds.map((matchId) => loadFollow(userId, matchId)));
                """, path: "backend/src/routes/follows.ts", trap: .lookAlike, companions: [.init(path: "backend/src/stores/followStore.ts", code: """
                    export class FollowStore {
                      async getFollow(userId: string, matchId: string) {
                        return (await ddb.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: { userId, matchId } }))).Item;
                      }
                    }
                    """)]),
            // The store function the callback calls only reads.
            Example("""
                const follows = await Promise.all(matchIds.map((matchId) => getMatchFollow(userId, matchId)));
                """, path: "backend/src/routes/user.ts", trap: .lookAlike, companions: [.init(path: "backend/src/stores/matchFollowStore.ts", code: """
                    export async function getMatchFollow(userId: string, matchId: string) {
                      return (await ddb.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: { userId, matchId } }))).Item;
                    }
                    """)]),
            Example("""
                for (const chunk of chunks(subs, 25)) {
                  await Promise.all(chunk.map((sub) => ddb.send(new DeleteCommand({ TableName: SUBS_TABLE, Key: sub }))));
                }
                """),
            Example("""
                await Promise.all(subs.map((sub) => limit(() => ddb.send(new DeleteCommand({ TableName: T, Key: sub })))));
                """, trap: .lookAlike),
            Example("""
                const [match, follows] = await Promise.all([getMatch(id), ddb.send(new QueryCommand({ TableName: T }))]);
                """, trap: .lookAlike),
            // The expired tokens of one slice of 20: a list taken from a bounded one.
            Example("""
                for (let i = 0; i < subs.length; i += APNS_CONCURRENCY) {
                  const slice = subs.slice(i, i + APNS_CONCURRENCY);
                  const results = await Promise.all(slice.map((s) => pushLiveActivity(s.token, state)));
                  const gone = slice.filter((_, idx) => results[idx].status === 410);
                  await Promise.all(gone.map((s) => ddb.send(new DeleteCommand({ TableName: SUBS_TABLE, Key: { matchId: s.matchId, token: s.token } }))));
                }
                """, trap: .lookAlike),
            // `inGroupsOf` hands out 25 at a time.
            Example("""
                for (const group of inGroupsOf(subs, 25)) {
                  await Promise.all(group.map((sub) => ddb.send(new DeleteCommand({ TableName: SUBS_TABLE, Key: sub }))));
                }
                """, trap: .lookAlike, options: ["boundedNames": .array([.string("chunk"), .string("batch"), .string("group")])]),
            // A Bottleneck limiter caps the writes through `schedule`.
            Example("""
                await Promise.all(devices.map((device) => dynamoLimiter.schedule(() => ddb.send(new PutCommand({ TableName: DEVICES_TABLE, Item: device })))));
                """, trap: .lookAlike, options: ["limiterNames": .array([.string("limit"), .string("pLimit"), .string("schedule")])]),
            Example("""
                const doc = "Promise.all(subs.map((s) => new DeleteCommand(s)))";
                """, trap: .inString),
            Example("""
                // await Promise.all(subs.map((s) => ddb.send(new DeleteCommand(s))));
                await batchDeleteByPartitionKey(SUBS_TABLE, matchId);
                """, trap: .inComment),
        ]) }

    let writes: [String]
    /// The same, by length, for the check made on every token.
    let writeWords: TokenWords
    let bounded: [String]
    let limiters: [String]

    static let writeCommandsOption = Option<[String]>(RuleOption("writeCommands", default: .array(["PutCommand", "UpdateCommand", "DeleteCommand", "PutItemCommand", "UpdateItemCommand", "DeleteItemCommand"].map(JSONValue.string)),
        help: "Single-item write commands."))
    static let boundedNamesOption = Option<[String]>(RuleOption("boundedNames", default: .array(["chunk", "batch", "page", "slice"].map(JSONValue.string)),
        help: "Name fragments of lists that are already bounded (`chunk.map(…)`)."))
    static let limiterNamesOption = Option<[String]>(RuleOption("limiterNames", default: .array(["limit", "pLimit", "throttle", "queue", "limiter"].map(JSONValue.string)),
        help: "Calls that cap concurrency inside the callback (`limit(() => …)`)."))

    public init(options: RuleOptions) {
        writes = options[Self.writeCommandsOption]
        writeWords = TokenWords(writes)
        bounded = options[Self.boundedNamesOption].map { $0.lowercased() }
        limiters = options[Self.limiterNamesOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard !context.isTestLike else { return }
        for i in file.tokens.indices where file.isIdentifier(i, "Promise") && !file.isMemberAccess(i) {
            guard let dot = file.nextSignificant(after: i), file.kind(dot) == .dot,
                  let all = file.nextSignificant(after: dot), file.isOne(all, of: ["all", "allSettled"]),
                  let paren = file.nextSignificant(after: all), file.kind(paren) == .openParen,
                  let close = file.partner(of: paren) else { continue }
            var maps = mapCalls(in: paren + 1..<close, in: file)
            if maps.isEmpty, let name = file.nextSignificant(after: paren), file.kind(name) == .identifier,
               file.nextSignificant(after: name) == close {
                maps = mapCalls(boundTo: file.text(name), before: i, in: file)
            }
            if maps.contains(where: { writesUnbounded(map: $0, in: file) == true }) {
                findings.report(file, at: i, Self.message)
            }
        }
    }

    static let message = "These writes all run at once; send BatchWriteCommand chunks of 25 and retry UnprocessedItems."

    /// The `map` identifiers of `.map(` / `.flatMap(` calls in a token range.
    func mapCalls(in range: Range<Int>, in file: SourceFile) -> [Int] {
        range.filter {
            file.kind($0) == .identifier && file.isOne($0, of: ["map", "flatMap"]) && file.isMemberAccess($0)
                && file.kind(after: $0) == .openParen
        }
    }

    /// `const writes = items.map(…)` earlier in the file: the map calls of that statement.
    func mapCalls(boundTo name: String, before i: Int, in file: SourceFile) -> [Int] {
        var j = i - 1
        while j > 0 {
            if file.kind(j) == .identifier, file.text(j) == name,
               let keyword = file.previousSignificant(before: j), file.isOne(keyword, of: ["const", "let", "var"]),
               let equals = file.nextSignificant(after: j), file.is(equals, "="),
               let first = file.nextSignificant(after: equals) {
                var end = first
                while end < i, file.kind(end) != .semicolon {
                    if let p = file.partner(of: end), p > end { end = p + 1 } else { end += 1 }
                }
                return mapCalls(in: first..<end, in: file)
            }
            j -= 1
        }
        return []
    }

    /// A map over an unbounded list whose callback sends a single-item write with no limiter;
    /// nil when the list is bounded or limited (nothing to follow further).
    func writesUnbounded(map: Int, in file: SourceFile) -> Bool? {
        guard let receiver = file.receiver(ofCallee: map), let paren = file.nextSignificant(after: map),
              let close = file.partner(of: paren) else { return false }
        if file.kind(receiver) == .identifier {
            let name = file.text(receiver).lowercased()
            if bounded.contains(where: name.contains) || filtersBoundedList(named: file.text(receiver), before: map, in: file) { return nil }
        } else if file.kind(receiver) == .closeParen, let open = file.partner(of: receiver),
                  let callee = file.callee(ofOpenParen: open) {
            let name = file.text(callee).lowercased()
            if bounded.contains(where: name.contains) { return nil }
        }
        var writes = false
        for j in paren + 1..<close where file.kind(j) == .identifier {
            if file.isOne(j, of: limiters), file.kind(after: j) == .openParen { return nil }
            if file.isNewCommand(j, named: writeWords) || isDocumentClientWrite(j, in: file) { writes = true }
        }
        return writes
    }

    /// `const gone = slice.filter(…)`: a list taken from a bounded one (the last declaration of
    /// the name before the map, its value's chain rooted at a chunk, batch, page or slice) is as
    /// bounded.
    private func filtersBoundedList(named name: String, before use: Int, in file: SourceFile) -> Bool {
        // By tokens, not the syntax tree: many files map in a `Promise.all` and need no parse.
        guard let declared = file.occurrences(ofName: name).last(where: { k in
            k < use && file.previousSignificant(before: k).map { file.isOne($0, of: ["const", "let", "var"]) } == true
        }), let equals = file.nextSignificant(after: declared), file.is(equals, "="),
              let root = file.nextSignificant(after: equals), file.kind(root) == .identifier,
              let next = file.nextSignificant(after: root), [.dot, .openParen].contains(file.kind(next)) else { return false }
        let lowered = file.text(root).lowercased()
        return bounded.contains(where: lowered.contains)
    }

    static let documentClientWrites = TokenWords(["put", "update", "delete"])

    /// `docClient.delete({ TableName, … })` (AWS SDK v2 DocumentClient).
    func isDocumentClientWrite(_ j: Int, in file: SourceFile) -> Bool {
        guard file.isOne(j, of: Self.documentClientWrites), file.isMemberAccess(j),
              let object = file.firstObjectArgument(ofCallee: j) else { return false }
        return file.member("TableName", ofBrace: object) != nil
    }
}
