// Flags line comments that only restate the statement below them.

import UmpireCore

public struct RedundantComment: Rule {
    public static let description = RuleDescription(
        id: "redundant-comment", area: .backendTypeScript, languages: [.typeScript], roles: [.backend],
        excludedRoles: [.test, .generated], severity: .warning,
        summary: "A line comment that restates the next line of code",
        rationale: """
            `// Get all devices for this user` above `getDevicesForUser(userId)` tells the reader \
            nothing the code does not, and it goes stale silently when the code changes. \
            Comments earn their place by saying what the code cannot: why, the unit, the \
            constraint, the planned index.
            """,
        fix: "Delete the comment, or replace it with the reason the code does this.",
        // A comment that repeats the next line carries nothing a reader needs; removing it
        // changes no behaviour.
        fixes: .safe,
        options: [
            RuleOption("maxWords", default: .number(8), kind: .integer(1...50), help: "Longer comments are assumed to say more than the code."),
            RuleOption("verbs", default: .array(RedundantCommentVocabulary.verbs.map(JSONValue.string)),
                       help: "Imperative first words of a restating comment (`Get`, `Return`, `Check`)."),
            RuleOption("reasonWords", default: .array(RedundantCommentVocabulary.reasons.map(JSONValue.string)),
                       help: "Words that make a comment a reason or a warning, never redundant."),
        ],
        limitations: """
            Only a single `//` line directly above code is judged (not an all-caps section \
            heading), and only when every word in it is an imperative verb, a filler word or a word of the next statement's names \
            (camelCase split, plurals matched). Comments with numbers, quotes, code or a colon, \
            or a word stressed in capitals (`Find ALL …`), are assumed to carry detail. \
            Examples, snippets and docs folders are not read: they narrate steps for a reader.
            """,
        triggering: [
            Example("""
                export async function devicesFor(userId: string) {
                  ↓// Get all devices for this user
                  const result = await deviceStore.getDevicesForUser(userId);
                  ↓// Return the result
                  return result;
                }
                """, corrected: """
                export async function devicesFor(userId: string) {
                  const result = await deviceStore.getDevicesForUser(userId);
                  return result;
                }
                """),
            Example("""
                function titleFor(match: Match | null) {
                  ↓// Check if null
                  if (match === null) return undefined;
                  return match.title;
                }
                """, corrected: """
                function titleFor(match: Match | null) {
                  if (match === null) return undefined;
                  return match.title;
                }
                """),
            Example("""
                async function saveFollow(follow: Follow) {
                  ↓// Create the put command
                  const command = new PutCommand({ TableName: FOLLOWS_TABLE, Item: follow });
                  await ddb.send(command);
                }
                """, corrected: """
                async function saveFollow(follow: Follow) {
                  const command = new PutCommand({ TableName: FOLLOWS_TABLE, Item: follow });
                  await ddb.send(command);
                }
                """),
            // A longer comment is judged too when the limit is raised.
            Example("""
                export async function liveDevicesFor(userId: string) {
                  ↓// Get all the live match devices for this user from the store
                  return deviceStore.getLiveMatchDevicesForUser(userId);
                }
                """, options: ["maxWords": .number(12)], corrected: """
                export async function liveDevicesFor(userId: string) {
                  return deviceStore.getLiveMatchDevicesForUser(userId);
                }
                """),
            // Comments of the checklist's kind: they name the operation the next line performs.
            Example("""
                export async function recordEvent(event: MatchEvent) {
                  ↓// Check if event already exists
                  const existing = await eventStore.findEvent(event.id);
                  if (existing) return existing;
                  ↓// Create new event
                  const created = await eventStore.createEvent(event);
                  for (const device of await devicesFollowing(event.matchId)) {
                    ↓// Send notification
                    await apns.sendPush(device.token, wicketAlert(created));
                  }
                  return created;
                }
                """, corrected: """
                export async function recordEvent(event: MatchEvent) {
                  const existing = await eventStore.findEvent(event.id);
                  if (existing) return existing;
                  const created = await eventStore.createEvent(event);
                  for (const device of await devicesFollowing(event.matchId)) {
                    await apns.sendPush(device.token, wicketAlert(created));
                  }
                  return created;
                }
                """),
            Example("""
                function notifyFollowers(devices: Device[], alert: Alert) {
                  ↓// Loop through devices
                  for (const device of devices) queue.push({ token: device.token, alert });
                }
                """, corrected: """
                function notifyFollowers(devices: Device[], alert: Alert) {
                  for (const device of devices) queue.push({ token: device.token, alert });
                }
                """),
            // The checklist's three, in other words: a multi-line call, a chain, optional chaining.
            Example("""
                export async function followsFor(matchId: string) {
                  ↓// Fetch the follows for this match
                  const follows = await followStore.queryFollowsByMatch(
                    matchId,
                    { consistentRead: true },
                  );
                  return follows;
                }
                """, corrected: """
                export async function followsFor(matchId: string) {
                  const follows = await followStore.queryFollowsByMatch(
                    matchId,
                    { consistentRead: true },
                  );
                  return follows;
                }
                """),
            Example("""
                export async function activityTokensFor(userId: string) {
                  ↓// Load the subscriptions for the user
                  const subscriptions = (await subscriptionStore.loadSubscriptions(userId)).filter((s) => s.active);
                  ↓// Return the tokens
                  return subscriptions.map((s) => s.pushToken);
                }
                """, corrected: """
                export async function activityTokensFor(userId: string) {
                  const subscriptions = (await subscriptionStore.loadSubscriptions(userId)).filter((s) => s.active);
                  return subscriptions.map((s) => s.pushToken);
                }
                """),
            Example("""
                export async function devicesFor(userId: string) {
                  ↓// Get the devices for this user
                  const devices = await this.deviceStore?.getDevicesForUser(userId);
                  return devices ?? [];
                }
                """, corrected: """
                export async function devicesFor(userId: string) {
                  const devices = await this.deviceStore?.getDevicesForUser(userId);
                  return devices ?? [];
                }
                """),
            Example("""
                function homeTeamLabel(match: Match) {
                  ↓// Get the team name
                  const teamName = match?.homeTeam?.name;
                  return teamName ?? "";
                }
                """, corrected: """
                function homeTeamLabel(match: Match) {
                  const teamName = match?.homeTeam?.name;
                  return teamName ?? "";
                }
                """),
            Example("""
                function followStatusFor(follow: Follow | null): FollowStatus {
                  ↓// Return the follow status
                  return follow ? FollowStatus.Following : FollowStatus.NotFollowing;
                }
                """, corrected: """
                function followStatusFor(follow: Follow | null): FollowStatus {
                  return follow ? FollowStatus.Following : FollowStatus.NotFollowing;
                }
                """),
            Example("""
                function cardTitle(match: Match | null) {
                  ↓// Check if the match is null
                  const title = match === null ? undefined : match.title;
                  return title;
                }
                """, corrected: """
                function cardTitle(match: Match | null) {
                  const title = match === null ? undefined : match.title;
                  return title;
                }
                """),
            Example("""
                function perspectiveFor(follow?: Follow) {
                  ↓// Check if undefined
                  if (follow?.teamId === undefined) return DEFAULT_PERSPECTIVE;
                  return follow.teamId;
                }
                """, corrected: """
                function perspectiveFor(follow?: Follow) {
                  if (follow?.teamId === undefined) return DEFAULT_PERSPECTIVE;
                  return follow.teamId;
                }
                """),
            Example("""
                async function register(token: string | null, matchId: string) {
                  ↓// Check if the token is null
                  const missingToken = token == null;
                  if (missingToken) return;
                  await subscriptionStore.addSubscription(matchId, token);
                }
                """, corrected: """
                async function register(token: string | null, matchId: string) {
                  const missingToken = token == null;
                  if (missingToken) return;
                  await subscriptionStore.addSubscription(matchId, token);
                }
                """),
            // `upsert` is a verb of this codebase.
            Example("""
                async function saveFollow(follow: Follow) {
                  ↓// Upsert the follow
                  await followStore.upsertFollow(follow);
                }
                """, options: ["verbs": .array([.string("get"), .string("return"), .string("upsert")])], corrected: """
                async function saveFollow(follow: Follow) {
                  await followStore.upsertFollow(follow);
                }
                """),
        ],
        nonTriggering: [
            Example("""
                function devicesFor(userId: string) {
                  // Devices rotate tokens, so read through the store instead of the cache.
                  return deviceStore.getDevicesForUser(userId);
                }
                """),
            Example("""
                function devicesFor(userId: string) {
                  // Return early for finished matches
                  if (match.status === "completed") return [];
                  return deviceStore.getDevicesForUser(userId);
                }
                """, trap: .lookAlike),
            Example("""
                /** Get all devices for this user. */
                export function getDevicesForUser(userId: string) {
                  // TODO: return the result from the cache
                  return store.query(userId);
                }
                """, trap: .lookAlike),
            Example("""
                function f() {
                  // Get devices per user: the fan-out needs one row per token
                  const devices = await deviceStore.getDevicesForUser(userId);
                }
                """, trap: .lookAlike),
            Example("""
                async function settle(matchId: string) {
                  // UPDATE SCORE
                  const scoreUpdate = { matchId, runs, wickets };
                }
                """, trap: .lookAlike),
            Example("""
                export function finalState(match: Match): ContentState | null {
                  // Return null so the widget keeps the last score
                  if (!match.result) return null;
                  return buildDisplayState(match);
                }
                """, trap: .lookAlike),
            Example("""
                async function tokensFor(userId: string) {
                  // Query by userId-index rather than scanning subscriptions
                  return subscriptionStore.queryByUser(userId);
                }
                """, trap: .lookAlike),
            // "once" warns that the push must not be sent twice.
            Example("""
                async function announceResult(match: Match) {
                  // Send the result push once
                  await pushOnce(resultPush(match));
                }
                """, trap: .lookAlike, options: ["reasonWords": .array([.string("because"), .string("unless"), .string("once")])]),
            // A stressed word, and a documentation snippet that narrates each step.
            Example("""
                export async function openFollows(matchId: string) {
                  // Find ALL follows for this match
                  return followStore.findFollows(matchId);
                }
                """, trap: .lookAlike),
            Example("""
                export async function handler() {
                  // Get the follows for this match
                  const follows = await followStore.getFollows(matchId);
                  return follows;
                }
                """, path: "backend/examples/snippets/getFollows.ts", trap: .lookAlike),
            Example("""
                const help = "// Return the result";
                return result;
                """, trap: .inString),
            Example("""
                /*
                  // Return the result
                */
                return result;
                """, trap: .inComment),
        ])

    let maxWords: Int
    let verbs: Set<String>
    let reasons: Set<String>

    public init(options: RuleOptions) {
        maxWords = options.int("maxWords")
        verbs = Set(options.strings("verbs").map { $0.lowercased() })
        reasons = Set(options.strings("reasonWords").map { $0.lowercased() })
    }

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        // Documentation snippets and example apps narrate each step for the reader on purpose.
        guard !file.isTestLike, !TestLikePaths.isSampleData(file.rolePath) else { return }
        for c in file.tokens.indices where file.kind(c) == .lineComment {
            // Cheapest tests first: most comments fail on their first word.
            guard startsWithVerb(c, in: file), isAloneOnItsLine(c, in: file),
                  let code = codeOnNextLine(after: c, in: file), !hasCommentAbove(c, in: file),
                  let words = commentWords(c, in: file), let verb = words.first, verbs.contains(verb) else { continue }
            let vocabulary = RedundantCommentVocabulary.codeWords(from: code, in: file)
            let meaningful = words.dropFirst().filter { !RedundantCommentVocabulary.filler.contains($0) }
            let content = meaningful.filter { !RedundantCommentVocabulary.genericObjects.contains($0) }
            guard !meaningful.isEmpty, RedundantCommentVocabulary.covers(verb, vocabulary),
                  content.allSatisfy({ RedundantCommentVocabulary.covers($0, vocabulary) }) else { continue }
            findings.report(file, at: c, Self.message, fix: Fix("Remove the comment", .safe, edits: [file.removingWithLine(c)]))
        }
    }

    static let message = "This comment restates the next line; delete it, or say why the code does this."

    /// Words written in capitals to stress a point: the comment warns, it does not restate.
    static let stressed: Set<String> = ["ALL", "NOT", "ONLY", "NEVER", "ALWAYS", "MUST", "EVERY", "ANY", "NO", "NONE", "BOTH",
                                        "EACH", "EXACTLY", "BEFORE", "AFTER", "FIRST", "LAST", "AGAIN", "STILL"]

    /// The comment's words, lower-cased; nil when it is a directive, a marker, a reason or carries detail.
    private func commentWords(_ c: Int, in file: LexedFile) -> [String]? {
        let text = file.text(c)
        guard text.hasPrefix("//"), !text.hasPrefix("///") else { return nil }
        let body = text.dropFirst(2)
        // Numbers, quotes, code, questions and labels carry detail the code does not show.
        if body.contains(where: { $0.isNumber || "\"'`():;?!=<>{}[]@#$/\\_".contains($0) }) { return nil }
        // An all-caps line is a section heading over a block, not a note on one statement.
        let letters = body.filter(\.isLetter)
        if letters.count > 1, letters.allSatisfy(\.isUppercase) { return nil }
        // `Find ALL open incidents`: a word stressed in capitals says what the code does not.
        if body.split(whereSeparator: { !$0.isLetter }).contains(where: { Self.stressed.contains(String($0)) }) { return nil }
        let words = body.split { !$0.isLetter && $0 != "-" }.map { $0.lowercased() }
        guard !words.isEmpty, words.count <= maxWords else { return nil }
        if words.contains(where: { reasons.contains($0) }) { return nil }
        return words
    }

    /// Whether the comment's first word, lower-cased, is one of the verbs (read from the bytes,
    /// before any string is built for the whole comment).
    private func startsWithVerb(_ c: Int, in file: LexedFile) -> Bool {
        let token = file.tokens[c]
        var i = Int(token.start) + 2
        let end = token.end
        while i < end, file.bytes[i] == UInt8(ascii: " ") || file.bytes[i] == UInt8(ascii: "\t") { i += 1 }
        var word: [UInt8] = []
        while i < end {
            let b = file.bytes[i]
            // Words split as in commentWords: letters and hyphens; any other letter, let it decide.
            if b >= 0x80 { return true }
            let lower = b | 0x20
            guard lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") || b == UInt8(ascii: "-") else { break }
            word.append(b == UInt8(ascii: "-") ? b : lower)
            i += 1
        }
        return !word.isEmpty && verbs.contains(String(decoding: word, as: UTF8.self))
    }

    /// Nothing but whitespace or block comments before it on its line.
    private func isAloneOnItsLine(_ c: Int, in file: LexedFile) -> Bool {
        var j = c - 1
        while j >= 0, file.kind(j) != .newline {
            guard file.kind(j) == .whitespace || file.kind(j) == .blockComment else { return false }
            j -= 1
        }
        return true
    }

    /// Part of a longer comment block (suppression directives above do not count).
    private func hasCommentAbove(_ c: Int, in file: LexedFile) -> Bool {
        file.commentBlock(above: c).contains { !file.contains($0, "umpire:") && !file.contains($0, "eslint-") }
    }

    /// The first code token on the line right after the comment (no blank line between).
    private func codeOnNextLine(after c: Int, in file: LexedFile) -> Int? {
        var j = c + 1
        guard j < file.tokens.count, file.kind(j) == .newline else { return nil }
        j += 1
        while j < file.tokens.count, file.kind(j) == .whitespace { j += 1 }
        guard j < file.tokens.count, !file.kind(j).isTrivia else { return nil }
        return j
    }
}
