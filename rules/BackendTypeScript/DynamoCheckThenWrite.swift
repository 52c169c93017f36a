// Flags DynamoDB writes that act on an earlier read of the same table without a condition.

import UmpireCore
import UmpireRuleSupport

public struct DynamoCheckThenWrite: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "dynamo-check-then-write", area: .backendTypeScript, languages: [.typeScript], roles: [.backend],
        excludedRoles: [.test], severity: .error,
        summary: "A DynamoDB read followed by an unconditional write to the same table",
        rationale: """
            Reading an item, deciding, then writing is two round trips: two follow requests for \
            the same match both see "not following" and both send a push-to-start. DynamoDB can \
            make the decision atomic: a ConditionExpression on the write fails the second \
            request with ConditionalCheckFailedException.
            """,
        fix: """
            Put the check on the write (`ConditionExpression: "attribute_not_exists(pk)"`) and \
            handle ConditionalCheckFailedException as "already done".
            """,
        options: [readCommandsOption.declaration, writeCommandsOption.declaration],
        asks: """
            Is a DynamoDB write decided by a read of the same item, with no `ConditionExpression` \
            to make the decision atomic? In one function, a read (a `new GetCommand` or \
            `GetItemCommand`, option `readCommands`, with a `TableName`; an awaited `getX(…)` \
            store call whose result is bound; or `await this.get(…)` where the class's method \
            sends a GetCommand) followed, among the next eight write commands (`PutCommand`, \
            `UpdateCommand` and their `…ItemCommand` forms, option `writeCommands`), by a write to \
            the same table, with no condition, that sits in an `if` or `else` testing the read's \
            result, follows an early `return` or `throw` on it, or stores a count stepped by one \
            from it. Across the project: an awaited write-named call (`followMatch`, `putX`, \
            `deleteX`, among the first four after a store read) guarded so, to a function that \
            writes unconditionally to a table sharing a word with the getter's name, or to a \
            generic writer handed the getter's table and no condition (the table the getter was \
            handed, or the one a store getter such as `getFollow` hands the generic getter it calls).
            """,
        whenUnknown: """
            Tables are compared as written, not resolved: a GetCommand and a write match when \
            their `TableName` text is the same (a constant's assigned words are added). A store \
            getter's table is unknown, so it matches when a word of its name shares a stem with \
            the write's TableName words (`getMatchFollow`, `FOLLOWS_TABLE`). A writer no file of \
            the project declares (another project, an ORM, a call not named for a write) is left \
            alone.
            """,
        limitations: """
            The read and the write must be in one function, and the write must depend on the \
            read: inside an `if` (or `else`) testing its result, or after an early return that \
            does. A write that only copies fields from the read is not judged; one that stores a \
            count worked out from it (`registrations: (existing.Item?.registrations ?? 0) + 1`, or \
            a local made so) is a lost update and is. A store call \
            (`await getFollow(…)`) counts as a read when its name shares a word with the \
            write's TableName (or with what a constant TableName holds: `const TABLE = \
            tableName("follows")`). A store function that writes without a condition (in any file \
            of the project) counts as the write where it is called: `getMatchFollow` then \
            `followMatch` in a route handler is reported at the write call; a generic helper that writes to the \
            table its caller passes (`putItem(table, item, condition?)`) is the write when a call hands it \
            the table a getter read (`getItem(TABLES.devices, …)`, the same text) and no condition. A method of a \
            repository or store class that sends an unconditional write counts as the write where it is called \
            (`await repo.saveFollow(…)`), by its declared name; an ORM is not followed. A store \
            class's own reader counts as the read: `await this.get(…)` whose `get` sends a GetCommand reads that \
            command's table. Each read is judged against the next eight write commands after \
            it in its function (and a store's facts against its first four write-named calls), \
            which keeps the rule linear on handlers with hundreds of writes; a check further \
            than that from its write is not seen.
            """,
        triggering: [
            // A store class reading through its own method, then writing without a condition.
            Example("""
                export class FollowStore {
                  constructor(private readonly client: DynamoDBDocumentClient, private readonly table: string) {}
                  async get(userId: string, matchId: string) {
                    const out = await this.client.send(new GetCommand({ TableName: this.table, Key: { userId, matchId } }));
                    return out.Item;
                  }
                  async follow(userId: string, matchId: string) {
                    const existing = await this.get(userId, matchId);
                    if (existing) return false;
                    await this.client.send(new ↓PutCommand({ TableName: this.table, Item: { userId, matchId } }));
                    return true;
                  }
                }
                """, path: "backend/src/stores/followStore.ts"),
            Example("""
                export async function follow(userId: string, matchId: string): Promise<{ alreadyFollowing: boolean }> {
                  const existing = await ddb.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: { userId, matchId } }));
                  if (existing.Item) return { alreadyFollowing: true };
                  await ddb.send(new ↓PutCommand({ TableName: FOLLOWS_TABLE, Item: { userId, matchId } }));
                  return { alreadyFollowing: false };
                }
                """),
            Example("""
                router.post("/user/follow/match", async (req, res) => {
                  const follow = await getMatchFollow(req.userId, req.body.matchId);
                  if (!follow) {
                    await ddb.send(new ↓UpdateCommand({ TableName: MATCH_FOLLOWS_TABLE, Key: { userId: req.userId } }));
                    await sendPushToStart(req.userId, req.body.matchId);
                  }
                });
                """),
            // The device registry uses the low-level client, whose commands carry Item in the name.
            Example("""
                export async function registerDevice(token: string, userId: string) {
                  const existing = await client.send(new GetItemCommand({ TableName: DEVICES_TABLE, Key: { token: { S: token } } }));
                  if (existing.Item) return;
                  await client.send(new ↓PutItemCommand({ TableName: DEVICES_TABLE, Item: { token: { S: token }, userId: { S: userId } } }));
                }
                """, options: ["readCommands": .array([.string("GetCommand"), .string("GetItemCommand")]),
                               "writeCommands": .array([.string("PutCommand"), .string("PutItemCommand")])]),
            // A reminder may be sent between the read and the delete.
            Example("""
                export async function cancelReminder(userId: string, matchId: string) {
                  const reminder = await ddb.send(new GetCommand({ TableName: REMINDERS_TABLE, Key: { userId, matchId } }));
                  if (reminder.Item?.status !== "pending") return { cancelled: false };
                  await ddb.send(new ↓DeleteCommand({ TableName: REMINDERS_TABLE, Key: { userId, matchId } }));
                  return { cancelled: true };
                }
                """, options: ["writeCommands": .array([.string("PutCommand"), .string("UpdateCommand"), .string("DeleteCommand")])]),
            // The follow flow's race through its store: the handler reads, then calls a store
            // function that puts without a condition.
            Example("""
                router.post("/user/follow/match", async (req, res) => {
                  const existing = await getMatchFollow(req.userId, req.body.matchId);
                  if (existing) return res.json({ status: "following" });
                  await ↓followMatch(req.userId, req.body.matchId);
                  res.status(201).json({ status: "following" });
                });
                """, path: "backend/src/routes/user.ts", companions: [.init(path: "backend/src/stores/matchFollowStore.ts", code: """
                    export async function getMatchFollow(userId: string, matchId: string) {
                      return (await ddb.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: { userId, matchId } }))).Item;
                    }
                    export async function followMatch(userId: string, matchId: string) {
                      await ddb.send(new PutCommand({ TableName: FOLLOWS_TABLE, Item: { userId, matchId } }));
                    }
                    """)]),
            // A count read, incremented and written back: two requests both write the same count.
            Example("""
                export async function recordView(matchId: string) {
                  const seen = await ddb.send(new GetCommand({ TableName: VIEWS_TABLE, Key: { matchId } }));
                  const views = (seen.Item?.views ?? 0) + 1;
                  await ddb.send(new ↓PutCommand({ TableName: VIEWS_TABLE, Item: { matchId, views, lastViewedAt: Date.now() } }));
                }
                """, path: "backend/src/stores/viewStore.ts"),
            // The table held in a constant built by a helper: its reader and writer share its words.
            Example("""
                const TABLE = tableName("games");

                export async function getGame(gameId: string) {
                  const result = await ddb.send(new GetCommand({ TableName: TABLE, Key: { gameId } }));
                  return result.Item;
                }

                export async function markFinal(gameId: string) {
                  const game = await getGame(gameId);
                  if (!game || game.status === "final") return;
                  await ddb.send(new ↓PutCommand({ TableName: TABLE, Item: { ...game, status: "final" } }));
                }
                """, path: "backend/src/stores/gameStore.ts"),
        ] + passedExamples.triggering,
        nonTriggering: [
            // Fields copied over from the read, and a count kept in the write itself.
            Example("""
                export async function renameTeam(teamId: string, name: string) {
                  const current = await ddb.send(new GetCommand({ TableName: TEAMS_TABLE, Key: { teamId } }));
                  const version = current.Item?.version;
                  await ddb.send(new PutCommand({ TableName: TEAMS_TABLE, Item: { teamId, name, version, expiresAt: Date.now() + 86400 } }));
                  await ddb.send(new UpdateCommand({ TableName: TEAMS_TABLE, Key: { teamId },
                    UpdateExpression: "ADD renames :one", ExpressionAttributeValues: { ":one": 1 } }));
                }
                """, path: "backend/src/stores/teamStore.ts", trap: .lookAlike),
            // The same store's write guarded by a condition, and a read of another method's name.
            Example("""
                export class FollowStore {
                  constructor(private readonly client: DynamoDBDocumentClient, private readonly table: string) {}
                  async get(userId: string, matchId: string) {
                    const out = await this.client.send(new GetCommand({ TableName: this.table, Key: { userId, matchId } }));
                    return out.Item;
                  }
                  async switchTeam(userId: string, matchId: string, teamId: string) {
                    const current = await this.get(userId, matchId);
                    if (!current) return false;
                    await this.client.send(new PutCommand({ TableName: this.table, Item: { ...current, teamId }, ConditionExpression: "attribute_exists(pk)" }));
                    return true;
                  }
                  async touch(userId: string, matchId: string) {
                    const stamp = await this.clock(userId);
                    if (stamp) await this.client.send(new PutCommand({ TableName: this.table, Item: { userId, matchId, stamp } }));
                  }
                }
                """, path: "backend/src/stores/followStore.ts", trap: .lookAlike),
            // The store's write carries the condition: the read is only a fast path.
            Example("""
                router.post("/user/follow/match", async (req, res) => {
                  const existing = await getMatchFollow(req.userId, req.body.matchId);
                  if (existing) return res.json({ status: "following" });
                  await followMatch(req.userId, req.body.matchId);
                });
                """, path: "backend/src/routes/user.ts", trap: .lookAlike, companions: [.init(path: "backend/src/stores/matchFollowStore.ts", code: """
                    export async function followMatch(userId: string, matchId: string) {
                      await ddb.send(new PutCommand({ TableName: FOLLOWS_TABLE, Item: { userId, matchId },
                        ConditionExpression: "attribute_not_exists(userId)" }));
                    }
                    """)]),
            Example("""
                export async function follow(userId: string, matchId: string) {
                  try {
                    await ddb.send(new PutCommand({
                      TableName: FOLLOWS_TABLE,
                      Item: { userId, matchId },
                      ConditionExpression: "attribute_not_exists(userId)",
                    }));
                  } catch (error) {
                    if (error instanceof ConditionalCheckFailedException) return { alreadyFollowing: true };
                    throw error;
                  }
                }
                """),
            Example("""
                async function copyTeam(code: string) {
                  const team = await ddb.send(new GetCommand({ TableName: TEAMS_TABLE, Key: { code } }));
                  await ddb.send(new PutCommand({ TableName: AUDIT_TABLE, Item: { code, at: Date.now() } }));
                }
                """, trap: .lookAlike),
            Example("""
                async function saveInnings(matchId: string, innings: Innings) {
                  const { Item: stored } = await ddb.send(new GetCommand({ TableName: INNINGS_TABLE, Key: { matchId } }));
                  const item = { ...innings, createdAt: stored?.createdAt ?? Date.now() };
                  if (stored?.createdAt) item.firstSeen = stored.createdAt;
                  await ddb.send(new PutCommand({ TableName: INNINGS_TABLE, Item: item }));
                }
                """, trap: .lookAlike),
            Example("""
                async function register(userId: string) {
                  const config = await getConfig();
                  if (config.enabled) await ddb.send(new PutCommand({ TableName: DEVICES_TABLE, Item: { userId } }));
                }
                """, trap: .lookAlike),
            Example("""
                const existing = await ddb.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: key }));
                const note = "then new PutCommand({ TableName: FOLLOWS_TABLE })";
                """, trap: .inString),
            Example("""
                async function follow(key: Key) {
                  const existing = await ddb.send(new GetCommand({ TableName: FOLLOWS_TABLE, Key: key }));
                  // later: new PutCommand({ TableName: FOLLOWS_TABLE, Item: key })
                }
                """, trap: .inComment),
        ] + passedExamples.nonTriggering) }

    let reads: [String]
    let writes: [String]
    /// The same, by length, for the checks made on every token.
    let readWords: TokenWords
    let writeWords: TokenWords

    static let readCommandsOption = Option<[String]>(RuleOption("readCommands", default: .array(["GetCommand", "GetItemCommand"].map(JSONValue.string)),
        help: "Commands that read one item (the document client's and the low-level client's)."))
    static let writeCommandsOption = Option<[String]>(RuleOption("writeCommands", default: .array(["PutCommand", "UpdateCommand", "PutItemCommand", "UpdateItemCommand"].map(JSONValue.string)),
        help: "Commands that write one item and accept a ConditionExpression."))

    public init(options: RuleOptions) {
        reads = options[Self.readCommandsOption]
        writes = options[Self.writeCommandsOption]
        readWords = TokenWords(reads)
        writeWords = TokenWords(writes)
    }

    /// Only files that name one of these can hold a finding or a fact (the engine skips the
    /// rest): a write command, or an awaited store call that may read before a store's write.
    public var triggerWords: [String] { writes + ["await"] }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard !context.isTestLike else { return }
        var reported: Set<Int> = []
        // The write commands once: a file of awaited store calls and no command (the rule wakes
        // on `await` for its store facts) costs one pass, and each read looks at a few writes.
        let commands = file.tokens.indices.filter { file.isNewCommand($0, named: writeWords) }
        guard !commands.isEmpty else { return }
        let readers = ownReaders(in: file)
        for i in file.tokens.indices where file.kind(i) == .identifier {
            guard let read = self.read(at: i, in: file, ownReaders: readers), let body = file.enclosingFunctionBody(of: i),
                  let end = file.partner(of: body) else { continue }
            // The first command after the read (binary search: the commands are in file order).
            var low = 0, high = commands.count
            while low < high { let mid = (low + high) / 2; if commands[mid] <= i { low = mid + 1 } else { high = mid } }
            var first = low
            var looked = 0
            while first < commands.count, commands[first] < end, looked < 8 {
                let w = commands[first]
                first += 1
                looked += 1
                guard !reported.contains(w), file.enclosingFunctionBody(of: w) == body, let object = file.firstObjectArgument(ofCallee: w),
                      file.member("ConditionExpression", ofBrace: object) == nil,
                      let table = tableName(object, in: file), read.matches(table, file, i, w, object: object) else { continue }
                reported.insert(w)
                findings.report(file, at: w, file.isGuarded(w, byTestOf: read.result, after: i) ? Self.message : Self.countMessage)
            }
        }
    }

    static let message = "This write races the read above it; move the check into a ConditionExpression on the write."
    static let countMessage = "This write stores a count worked out from the read above it, so two requests write the same count; count in the write (`UpdateExpression: \"ADD …\"`) instead."

    struct Read {
        /// The table of a GetCommand, or the words of a store getter's name.
        let table: String?
        let nameWords: [String]
        /// The names the read's result is bound to.
        let result: [String]
        /// The table a generic getter was handed (`getItem(TABLES.devices, key)`): its first
        /// argument's text, for a writer that takes the table too.
        var passedTable: String? = nil

        /// A store getter's name words against a table's name: `getMatchFollow` and `FOLLOWS_TABLE`.
        static func sharesWord(_ nameWords: [String], table: String) -> Bool {
            let tableWords = Words.split(identifier: table).filter { !["table", "name", "process", "env"].contains($0) }
            return nameWords.contains { word in tableWords.contains { Words.sameStem($0, word) } }
        }

        func matches(_ table: String, _ file: SourceFile, _ read: Int, _ write: Int, object: Int) -> Bool {
            // A write that does not depend on what was read (it only copies a field over) is not a
            // check; one that counts up from it is a lost update.
            guard file.isGuarded(write, byTestOf: result, after: read) || file.countsUp(object, from: result, after: read) else { return false }
            if let own = self.table { return own == table }
            return Self.sharesWord(nameWords, table: table)
        }
    }

    /// A GetCommand with a TableName, or an awaited `getX(…)` store call whose result is kept.
    func read(at i: Int, in file: SourceFile, ownReaders readers: [String: String] = [:]) -> Read? {
        if file.isNewCommand(i, named: readWords) {
            guard let object = file.firstObjectArgument(ofCallee: i), let table = tableName(object, in: file) else { return nil }
            return Read(table: table, nameWords: [], result: file.boundNames(ofReadAt: i))
        }
        if !readers.isEmpty, let own = ownMethodRead(at: i, in: file, readers: readers) { return own }
        guard Self.namesGetter(i, in: file), let paren = file.callParen(afterName: i), !file.isDeclaredName(i) else { return nil }
        var start = i
        if let receiver = file.receiver(ofCallee: i) { start = receiver }
        guard let awaitToken = file.previousSignificant(before: start), file.is(awaitToken, "await") else { return nil }
        let bound = file.boundNames(ofReadAt: i)
        guard !bound.isEmpty else { return nil }
        let words = Words.split(identifier: file.text(i)).dropFirst().filter { $0.count > 2 && $0 != "for" && $0 != "by" }
        let first = file.nextSignificant(after: paren).flatMap { file.kind($0) == .closeParen ? nil : file.expression(from: $0) }
        return Read(table: nil, nameWords: Array(words), result: bound,
                    passedTable: first.map { file.compactText($0) })
    }

    /// `getFollow`, `getItem`: `get` and a capital, read from the bytes (asked of every identifier).
    static func namesGetter(_ i: Int, in file: SourceFile) -> Bool {
        let offset = file.tokens[i].start.value
        return file.tokens[i].length > 3 && file.bytes[offset] == UInt8(ascii: "g") && file.bytes[offset + 1] == UInt8(ascii: "e")
            && file.bytes[offset + 2] == UInt8(ascii: "t") && (65...90).contains(file.bytes[offset + 3])
    }

    /// `const existing = await this.get(userId, matchId)` in a store class whose `get` sends a
    /// GetCommand: a read of that command's table, whatever the method is called.
    private func ownMethodRead(at i: Int, in file: SourceFile, readers: [String: String]) -> Read? {
        // `this.get(`, written together: the token before is the dot (asked of every identifier).
        guard i > 1, file.tokens[i - 1].kind == .dot, file.tokens[i - 2].kind == .keyword || file.tokens[i - 2].kind == .identifier,
              file.kind(after: i) == .openParen, let receiver = file.receiver(ofCallee: i), file.is(receiver, "this"),
              let awaitToken = file.previousSignificant(before: receiver), file.is(awaitToken, "await") else { return nil }
        guard let table = readers[file.text(i)] else { return nil }
        let bound = file.boundNames(ofReadAt: i)
        return bound.isEmpty ? nil : Read(table: table, nameWords: [], result: bound)
    }

    /// The file's functions that send a read command, by name, with the command's table (most
    /// files send none and are not parsed for it).
    private func ownReaders(in file: SourceFile) -> [String: String] {
        let commands = file.tokens.indices.filter { file.isNewCommand($0, named: readWords) }
        guard !commands.isEmpty else { return [:] }
        let tree = file.syntax
        var readers: [String: String] = [:]
        for k in commands {
            guard let object = file.firstObjectArgument(ofCallee: k), let table = tableName(object, in: file),
                  let function = tree.ancestors(tree.node(atToken: k)).first(where: { tree.kind($0) == .function }) else { continue }
            readers[tree.nameText(function)] = readers[tree.nameText(function)] ?? table
        }
        return readers
    }

    func tableName(_ object: Int, in file: SourceFile) -> String? {
        guard let value = file.member("TableName", ofBrace: object)?.value else { return nil }
        let text = file.compactText(value)
        // `TableName: TABLE` after `const TABLE = tableName("follows")`: the words of what it holds
        // too, so the table still shares a word with the store's reader (`getFollow`).
        guard value.lowerBound == value.upperBound, file.kind(value.lowerBound) == .identifier,
              let assigned = file.assignedValues(of: value.lowerBound).first else { return text }
        let words = assigned.compactMap { k -> String? in
            switch file.kind(k) {
            case .identifier: file.text(k)
            case .stringStart: file.literalText(ofStringAt: k)
            default: nil
            }
        }
        return ([text] + words).joined(separator: "_")
    }
}
