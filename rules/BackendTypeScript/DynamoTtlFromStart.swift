// Flags DynamoDB TTL values computed from a match's start time.

import UmpireCore
import UmpireRuleSupport

public struct DynamoTtlFromStart: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "dynamo-ttl-from-start", area: .backendTypeScript, languages: [.typeScript], roles: [.backend],
        excludedRoles: [.test], severity: .warning,
        summary: "A DynamoDB TTL computed from the match start time",
        rationale: """
            A follow record that expires 48 hours after the start disappears in the middle of a \
            five-day Test: DynamoDB deletes it while the match is live and the fan receives \
            no more updates. Expiry should count from when the match ends, or be pushed out \
            while the match is still in progress.
            """,
        fix: "Compute the TTL from the match end (or recompute it on completion), or extend it while the match is live.",
        options: [ttlKeysOption.declaration, startWordsOption.declaration, endWordsOption.declaration],
        limitations: """
            Only the expression written at the TTL key, assignment or declaration is read, and \
            what a function named for the TTL returns (`function followTtl(game) { return … }`, or `followTtlFromStart`, the key a word of its name): \
            a start time passed through another helper (`ttlFor(match)`) is not followed.
            """,
        triggering: [
            Example("""
                const item = {
                  userId,
                  matchId: match.id,
                  ttl: Math.floor(match.↓startTime / 1000) + 48 * 60 * 60,
                };
                """),
            Example("""
                const expiresAt = Math.floor(Date.parse(fixture.↓scheduledAt) / 1000) + FOLLOW_TTL_SECONDS;
                """),
            // A race's off time is its start.
            Example("""
                const ttl = Math.floor(Date.parse(race.↓offTime) / 1000) + 3 * 24 * 3600;
                """),
            // A sport's own word for the start (the first pitch), in what the TTL's helper returns.
            Example("""
                export function followTtl(game: Game): number {
                  return Math.floor(Date.parse(game.↓firstPitchAt) / 1000) + FOLLOW_TTL_SECONDS;
                }
                """),
            // A helper named for the TTL with more words after it.
            Example("""
                export function followTtlFromStart(window: TournamentWindow): number {
                  return toEpochSeconds(window.↓startsAt) + FOLLOW_TTL_SECONDS;
                }
                """),
            // The sent-pushes table keeps its TTL in `purgeAt`.
            Example("""
                const receipt = { pushId, matchId, purgeAt: Math.floor(match.↓startTime / 1000) + 2 * DAY_SECONDS };
                """, options: ["ttlKeys": .array([.string("ttl"), .string("purgeAt")])]),
            // The toss is the start of the match as far as the fixtures feed is concerned.
            Example("""
                const ttl = Math.floor(fixture.↓tossTime / 1000) + 48 * 60 * 60;
                """, options: ["startWords": .array([.string("start"), .string("scheduled"), .string("toss")])]),
            // An update's value placeholder; the constant added is a length of time, whatever its name says.
            Example("""
                ExpressionAttributeValues: {
                  ":u": userId,
                  ":ttl": Math.floor(new Date(↓startTime).getTime() / 1000) + FOLLOW_TTL_AFTER_END_SECONDS,
                },
                """),
        ],
        nonTriggering: [
            // The off season is no start: a cache's TTL for a quiet stretch.
            Example("""
                const ttl = isOffSeason ? DEFAULT_CACHE_TTLS.noGamesOffSeason : DEFAULT_CACHE_TTLS.live;
                """, trap: .lookAlike),
            Example("""
                const ttl = Math.floor(match.expectedEndTime / 1000) + 48 * 60 * 60;
                """),
            Example("""
                const item = { userId, startTime: match.startTime, ttl: nowSeconds() + 7 * DAY };
                """, trap: .lookAlike),
            Example("""
                const ttl = Math.max(match.startTime + FIVE_DAYS, match.endTime + DAY);
                """, trap: .lookAlike),
            // The feed's `resultAt` marks the end: the later of the two bounds is taken.
            Example("""
                const ttl = Math.max(fixture.startTime + FIVE_DAYS, fixture.resultAt + DAY);
                """, trap: .lookAlike, options: ["endWords": .array([.string("end"), .string("ended"), .string("result")])]),
            Example(#"const help = "ttl: startTime + 48h expires live Tests";"#, trap: .inString),
            // A helper whose name holds `ttl` only inside another word, and one counting from the end.
            Example("""
                function subtitleStartsIn(match: Match): number { return Date.parse(match.startTime) - Date.now(); }
                function followTtlFromEnd(window: TournamentWindow): number { return toEpochSeconds(window.endsAt) + FOLLOW_TTL_SECONDS; }
                """, trap: .lookAlike),
            Example("""
                // ttl used to be startTime + 48h; now counts from the end
                const ttl = endSeconds + 48 * 3600;
                """, trap: .inComment),
        ]) }

    let keys: [String]
    let suffixes: [[UInt8]]
    let spellings: [[UInt8]]
    let startWords: Set<String>
    let endWords: Set<String>
    /// The last byte of each key, either case: most names end otherwise and are passed over at once.
    let lastBytes: [Bool]

    static let ttlKeysOption = Option<[String]>(RuleOption("ttlKeys", default: .array(["ttl", "expiresAt", "expireAt"].map(JSONValue.string)),
        help: "Attribute and variable names holding a TTL (a name ending in one also counts)."))
    static let startWordsOption = Option<[String]>(RuleOption("startWords", default: .array(["start", "starts", "started", "scheduled", "kickoff", "first", "begins", "tipoff", "faceoff", "tee"].map(JSONValue.string)),
        help: "Words of a name that mean the match start (`startTime`, `scheduledAt`, a sport's `firstPitchAt`, `firstServeAt` or `teeTimeUtc`); a race's `offTime` and `postTime` count too."))
    static let endWordsOption = Option<[String]>(RuleOption("endWords", default: .array(["end", "ends", "ended", "finish", "finished", "completed", "completion"]
        .map(JSONValue.string)), help: "Words of a name that mean the TTL already counts from the end."))

    public init(options: RuleOptions) {
        let configured = options[Self.ttlKeysOption]
        keys = configured.map { $0.lowercased() }
        // The cases a key is written in (`ttl`, `Ttl` in `followTtl`, `TTL`, `expiresAt`): found
        // by their rarest byte, which a search ignoring case cannot use.
        spellings = Array(Set(configured.flatMap { key in [key, key.lowercased(), key.uppercased(), key.prefix(1).uppercased() + key.dropFirst()] }))
            .sorted().map { Array($0.utf8) }
        suffixes = keys.map { Array($0.utf8) }
        var last = [Bool](repeating: false, count: 256)
        for key in suffixes {
            guard let byte = key.last else { continue }
            last[Int(byte)] = true
            if byte >= 0x61, byte <= 0x7A { last[Int(byte - 0x20)] = true }
        }
        lastBytes = last
        startWords = Set(options[Self.startWordsOption].map { $0.lowercased() })
        endWords = Set(options[Self.endWordsOption].map { $0.lowercased() })
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard !context.isTestLike else { return }
        // One pass ignoring case per key first: most files name no TTL key at all, and each of
        // the key's spellings below is a pass of its own.
        guard file.bytes.withUnsafeBufferPointer({ bytes in suffixes.contains { ByteSearch.containsFoldingCase($0, in: bytes) } }) else { return }
        // Every name or key this asks about spells a TTL key: only those tokens are asked.
        for k in file.tokens(spelling: spellings) {
            let i: Int
            switch file.kind(k) {
            case .identifier: i = k
            case .stringText where k > 0 && file.kind(k - 1) == .stringStart: i = k - 1
            default: continue
            }
            // `function followTtlFromStart(window)`: a helper named for the TTL, the key a word of its name.
            if file.kind(i) == .identifier, file.kind(before: i) == .keyword, let before = file.previousSignificant(before: i),
               file.is(before, "function"), namesTTLWithin(file.text(i)) {
                for value in returnedValues(ofFunctionNamedAt: i, in: file) {
                    guard let start = startReference(in: value, file: file) else { continue }
                    findings.report(file, at: start, Self.message)
                }
                continue
            }
            let last = file.kind(i) == .stringStart ? i + 1 : i
            guard last < file.tokens.count, file.tokens[last].length > 0, lastBytes[Int(file.bytes[file.tokens[last].end.value - 1])],
                  suffixes.contains(where: { file.endsWith(last, $0) }),
                  let name = file.keyName(i), isTTLName(name) else { continue }
            let values = valueRange(ofTarget: i, in: file).map { [$0] } ?? returnedValues(ofFunctionNamedAt: i, in: file)
            for value in values {
                guard let start = startReference(in: value, file: file) else { continue }
                findings.report(file, at: start, Self.message)
            }
        }
    }

    /// What `function followTtl(game: Game): number { return … }` returns: the TTL it computes
    /// for the write that calls it.
    private func returnedValues(ofFunctionNamedAt i: Int, in file: SourceFile) -> [ClosedRange<Int>] {
        guard let before = file.previousSignificant(before: i), file.is(before, "function") else { return [] }
        let tree = file.syntax
        let node = tree.node(atToken: i)
        guard let function = ([node] + tree.ancestors(node)).first(where: { tree.kind($0) == .function }),
              tree[function].name == Int32(i), let body = tree.child(function, .block) else { return [] }
        return tree.returnStatements(in: body).compactMap { statement in
            guard let value = tree.firstChild(statement) else { return nil }
            return Int(tree[value].first)...Int(tree[value].last)
        }
    }

    /// Words of a name that make it a length of time rather than a moment.
    static let durationWords: Set<String> = ["seconds", "secs", "ms", "millis", "milliseconds", "minutes", "mins", "hours", "days", "duration"]

    static let message = "This TTL counts from the match start, so long matches expire while live; compute it from the end."

    private func isTTLName(_ name: String) -> Bool {
        // `:ttl` and `#ttl` are expression placeholders for the attribute.
        let bare = name.hasPrefix(":") || name.hasPrefix("#") ? String(name.dropFirst()) : name
        let lower = bare.lowercased()
        return keys.contains { key in
            if lower == key { return true }
            // `followTtl`, `follow_ttl`: the key as the name's last word.
            guard lower.hasSuffix(key), lower.count > key.count else { return false }
            let head = bare.dropLast(key.count)
            return head.last == "_" || bare.dropFirst(head.count).first?.isUppercase == true
        }
    }

    /// A TTL key as a word inside a name, not at its end (`followTtlFromStart`, `ttl_from_kickoff`).
    private func namesTTLWithin(_ name: String) -> Bool {
        let name = Array(name.utf8)
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
        return keys.contains { key in
            let word = Array(key.utf8)
            guard word.count < name.count else { return false }
            for start in 0..<(name.count - word.count) where zip(name[start...], word).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) {
                let end = start + word.count
                let opens = start == 0 || name[start - 1] == UInt8(ascii: "_") || isUpper(name[start])
                if opens && (name[end] == UInt8(ascii: "_") || isUpper(name[end])) { return true }
            }
            return false
        }
    }

    /// The value of `ttl: …` (an object key), `ttl = …` or `const ttl = …`.
    private func valueRange(ofTarget i: Int, in file: SourceFile) -> ClosedRange<Int>? {
        let keyEnd = file.kind(i) == .stringStart ? (file.partner(of: i) ?? i) : i
        guard let after = file.nextSignificant(after: keyEnd), let first = file.nextSignificant(after: after) else { return nil }
        if file.kind(after) == .colon {
            guard let brace = file.enclosingOpener(of: i), file.kind(brace) == .openBrace,
                  let key = file.memberKeys(ofBrace: brace).first(where: { $0.token == i }) else { return nil }
            return key.value
        }
        guard file.kind(i) == .identifier, file.is(after, "=") else { return nil }
        return file.expression(from: first)
    }

    /// `offTime`, `postTime`: a race's start, where `off` alone is not one (`noGamesOffSeason`).
    /// (Words.split gives lower-cased words.)
    static func startsByPair(_ words: [String]) -> Bool {
        zip(words, words.dropFirst()).contains { ["off", "post"].contains($0) && $1 == "time" }
    }

    /// The first name in the value that means the match start, unless another means its end.
    private func startReference(in value: ClosedRange<Int>, file: SourceFile) -> Int? {
        var found: Int?
        for j in value where file.kind(j) == .identifier {
            let words = Words.split(identifier: file.text(j))
            // `FOLLOW_TTL_AFTER_END_SECONDS` is a length of time, not the match's end.
            if words.contains(where: endWords.contains), !words.contains(where: Self.durationWords.contains) { return nil }
            if found == nil, words.contains(where: startWords.contains) || Self.startsByPair(words) { found = j }
        }
        return found
    }
}
