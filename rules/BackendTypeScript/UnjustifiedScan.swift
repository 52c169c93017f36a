// Flags DynamoDB scans that do not say why a query or an index will not do.

import UmpireCore
import UmpireRuleSupport

public struct UnjustifiedScan: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "unjustified-scan", area: .backendTypeScript, languages: [.typeScript], roles: [.backend],
        excludedRoles: [.test], severity: .error,
        summary: "A DynamoDB Scan with no comment saying why it is acceptable",
        rationale: """
            A Scan reads the whole table on every call: its cost and latency grow with the \
            table, and a follower fan-out that scans stalls on match day. Each scan must either \
            become a QueryCommand on the key schema, or carry a comment that justifies it: a \
            `TODO(GSI): …` naming the planned index, or `scan-ok: <reason>` (small table, \
            cached result, rare admin job).
            """,
        fix: "Query on the key schema or a GSI; or add `// TODO(GSI): …` or `// scan-ok: <reason>` above the statement.",
        options: [clientNamesOption.declaration],
        limitations: "A .scan(…) on a client whose name has none of the clientNames fragments is seen only when its argument has a TableName. The justification is a `TODO(GSI):` or `scan-ok:` comment above the statement, on its line or inside it (the command's parameters included), or prose above it that names the scan and gives a reason in eight words or more (a size, a cache, a rare job, in digits or in words: `a few dozen rows`, `for ten minutes`); the same above the function the Scan is in (its doc comment) counts too. A reason is told by its words, not checked. A project's generic scan helper, one that scans the table its caller passes (`scanAll(table)`, in any file of the project), is a Scan where it is called: the call needs the justification, since the helper cannot know the table; a helper is seen when its name says scan.",
        triggering: [
            // Renamed at the import, still a scan.
            Example("""
                import { ScanCommand as RawScan } from "@aws-sdk/client-dynamodb";
                export const allMatches = () => client.send(new ↓RawScan({ TableName: process.env.MATCHES_TABLE }));
                """),
            Example("""
                export async function allFollowers(matchId: string) {
                  const result = await ddb.send(new ↓ScanCommand({ TableName: FOLLOWS_TABLE }));
                  return result.Items ?? [];
                }
                """),
            Example("""
                // Loads every device for the fan-out.
                for await (const page of ↓paginateScan({ client: ddb }, { TableName: DEVICES_TABLE })) {
                  devices.push(...(page.Items ?? []));
                }
                """),
            Example("const rows = await documentClient.↓scan({ TableName: table }).promise();"),
            // Prose that only says what the line does is no reason.
            Example("""
                // Scan the devices table and return every device
                const { Items } = await ddb.send(new ↓ScanCommand({ TableName: DEVICES_TABLE }));
                """),
            // A marker with no reason is no justification.
            // A generic helper scans whatever table its caller hands it: the call is the Scan.
            Example("""
                export async function allVenues(): Promise<Venue[]> {
                  return ↓scanTable<Venue>(VENUES_TABLE);
                }
                """, path: "backend/src/stores/venueStore.ts", companions: [scanHelper]),
            Example("""
                // TODO(GSI)
                const result = await ddb.send(new ↓ScanCommand({ TableName: FOLLOWS_TABLE }));
                """),
            Example("""
                export const listDevices = async () => {
                  // scan-ok: fine
                  const { Items } = await ddb.send(new ↓ScanCommand({ TableName: DEVICES_TABLE }));
                  return Items ?? [];
                };
                """),
            // A command kept in a constant, a ternary's fallback, parameters passed in a variable, optional chaining.
            Example("""
                const scanAll = new ↓ScanCommand({ TableName: process.env.SUBSCRIPTIONS_TABLE });

                export async function allSubscriptions() {
                  const { Items } = await ddb.send(scanAll);
                  return Items ?? [];
                }
                """),
            Example("""
                export async function followsFor(matchId: string, teamId?: string) {
                  const command = teamId
                    ? new QueryCommand({ TableName: FOLLOWS_TABLE, KeyConditionExpression: "matchId = :m", ExpressionAttributeValues: { ":m": matchId } })
                    : new ↓ScanCommand({ TableName: FOLLOWS_TABLE });
                  return (await ddb.send(command)).Items ?? [];
                }
                """),
            Example("""
                export async function subscriptionsForMatch(matchId: string) {
                  const params: ScanCommandInput = {
                    TableName: SUBSCRIPTIONS_TABLE,
                    FilterExpression: "matchId = :m",
                    ExpressionAttributeValues: { ":m": matchId },
                  };
                  const result = await docClient.send(new ↓ScanCommand(params));
                  return result.Items ?? [];
                }
                """),
            Example("""
                export class FollowStore {
                  constructor(private readonly ddb?: DynamoDB.DocumentClient) {}

                  async all() {
                    const page = await this.ddb?.↓scan({ TableName: FOLLOWS_TABLE }).promise();
                    return page?.Items ?? [];
                  }
                }
                """),
            // A GSI mentioned, with no index named and no reason it is not there yet.
            Example("""
                export async function staleSubscriptions() {
                  // TODO: add a GSI
                  const result = await ddb.send(new ↓ScanCommand({ TableName: SUBSCRIPTIONS_TABLE }));
                  return result.Items ?? [];
                }
                """),
            // dynamoose models scan their table too.
            Example("""
                export const allFollows = () => FollowModel.↓scan().exec();
                """, options: ["clientNames": .array([.string("ddb"), .string("model")])]),
        ],
        nonTriggering: [
            // The reason's size and time spelled out in words.
            Example("""
                export async function listRaces(): Promise<Race[]> {
                  // Scan is fine here: one entry per Grand Tour edition (three a year, a few dozen in
                  // total), and the Lambda keeps the result for ten minutes between invocations.
                  const result = await docClient.send(new ScanCommand({ TableName: tables.races }));
                  return (result.Items ?? []).map((item) => RaceSchema.parse(item));
                }
                """, path: "backend/src/stores/raceStore.ts", trap: .lookAlike),
            Example("""
                // TODO(GSI): add a matchId-index on follows; until then this scans ~2k rows.
                const result = await ddb.send(new ScanCommand({
                  TableName: FOLLOWS_TABLE,
                  FilterExpression: "matchId = :m",
                }));
                """),
            Example("""
                const teams = await ddb.send(new ScanCommand({ TableName: TEAMS_TABLE })); // scan-ok: 40 rows, cached for a day
                """),
            // The justification inside the command's own parameters.
            Example("""
                export async function subscriptionsForMatch(matchId: string) {
                  const result = await ddb.send(new ScanCommand({
                    // TODO(GSI): matchId-index on subscriptions; not added yet because the table holds ~500 rows.
                    TableName: SUBSCRIPTIONS_TABLE,
                    FilterExpression: "matchId = :m",
                    ExpressionAttributeValues: { ":m": matchId },
                  }));
                  return result.Items ?? [];
                }
                """, trap: .lookAlike),
            Example("""
                // scan-ok: one-off backfill of the TTL attribute, run once by hand
                for await (const page of paginateScan({ client: ddb }, { TableName: FOLLOWS_TABLE })) {
                  await backfillTtl(page.Items ?? []);
                }
                """, trap: .lookAlike),
            Example("""
                export async function followersOf(matchId: string) {
                  const result = await ddb.send(new QueryCommand({
                    TableName: FOLLOWS_TABLE,
                    IndexName: "matchId-index",
                    KeyConditionExpression: "matchId = :m",
                    ExpressionAttributeValues: { ":m": matchId },
                  }));
                  return result.Items ?? [];
                }
                """, trap: .lookAlike),
            Example(#"import { QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";"#, trap: .lookAlike),
            // Renamed at the import, still a query.
            Example("""
                import { QueryCommand as Query, ScanCommand as RawScan } from "@aws-sdk/lib-dynamodb";
                const follows = await ddb.send(new Query({ TableName: FOLLOWS_TABLE, KeyConditionExpression: "matchId = :m" }));
                """, trap: .lookAlike),
            // Prose above it saying why the Scan is acceptable, as the checklist asks (in a function
            // whose generic return type ends in `>`).
            Example("""
                export async function allVenues(): Promise<VenueRow[]> {
                  if (cache) return cache.rows;
                  // Scan is deliberate: one row per venue (about 60), read at most once every ten
                  // minutes per container thanks to the cache above.
                  const out = await ddb.send(new ScanCommand({ TableName: tables.venues }));
                  return out.Items as VenueRow[];
                }
                """, trap: .lookAlike),
            // The function's doc comment says why its Scan is acceptable.
            Example("""
                /**
                 * Looks a subscription up by token when APNs answers 410 Gone. A Scan is fine for
                 * now: it runs only on 410s, a handful a night, over a table of live games.
                 */
                export async function findByToken(token: string) {
                  const out = await ddb.send(new ScanCommand({ TableName: SUBSCRIPTIONS_TABLE, FilterExpression: "#t = :t" }));
                  return out.Items?.[0];
                }
                """, trap: .lookAlike),
            Example("const tokens = lexer.scan(source);", trap: .lookAlike),
            Example(#"const note = "new ScanCommand({ TableName }) is slow";"#, trap: .inString),
            Example("// new ScanCommand(...) replaced by a query on matchId", trap: .inComment),
            Example("""
                // scan-ok:
                const result = await ddb.send(new QueryCommand({ TableName: FOLLOWS_TABLE }));
                """, trap: .lookAlike),
            // The call says why the helper's Scan is acceptable; a helper bound to one table is
            // judged where it scans.
            Example("""
                export async function allVenues(): Promise<Venue[]> {
                  // scan-ok: about forty venues, cached for a day by the caller
                  return scanTable<Venue>(VENUES_TABLE);
                }
                export const scanner = (text: string) => scanBarcodes(text);
                """, path: "backend/src/stores/venueStore.ts", trap: .lookAlike, companions: [scanHelper]),
        ]) }

    /// A generic scan helper, justified where it is written for whatever a caller needs.
    @_optimize(none) static var scanHelper: Example.Companion { Example.Companion(path: "backend/src/stores/db.ts", code: """
        // scan-ok: each caller says why its table may be scanned
        export async function scanTable<T>(table: string): Promise<T[]> {
          const out = await doc.send(new ScanCommand({ TableName: table }));
          return (out.Items ?? []) as T[];
        }
        export function scanBarcodes(text: string) { return text.split(","); }
        """) }

    let clientNames: [String]

    static let clientNamesOption = Option<[String]>(RuleOption("clientNames", default: .array(["dynamo", "ddb", "docclient", "documentclient"].map(JSONValue.string)),
        help: "Lower-case name fragments of DynamoDB client variables whose .scan(…) is a table scan."))

    public init(options: RuleOptions) {
        clientNames = options[Self.clientNamesOption].map { $0.lowercased() }
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard !context.isTestLike, namesScan(file) else { return }
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            guard isScan(i, in: file), !isJustified(i, in: file) else { continue }
            findings.report(file, at: i, Self.message)
        }
    }

    public var bytesGate: (@Sendable (UnsafeBufferPointer<UInt8>) -> Bool)? {
        { bytes in Self.scanSpellings.contains { ByteSearch.find($0, in: bytes) != nil } }
    }

    /// `scan`, `Scan`, `SCAN`, as written: each found by its rarest byte.
    private static let scanSpellings = ["scan", "Scan", "SCAN"].map { Array($0.utf8) }

    public struct Facts: Sendable {
        /// Functions this file declares that scan the table their caller passes.
        var helpers: [String] = []
        /// Calls of functions whose name says scan, and whether the call says why.
        var calls: [HelperCall] = []
    }

    struct HelperCall: Sendable {
        let anchor: ProjectAnchor
        let callee: String
        let justified: Bool
    }

    public func facts(of context: RuleContext) -> Facts? {
        let file = context.file
        guard !context.isTestLike else { return nil }
        var facts = Facts()
        let named = namesSpellingScan(file)
        let scans = named.contains { file.isOne($0, of: Self.scanNames) }
        for i in named {
            if scans, isScan(i, in: file) {
                if let helper = helperName(scanAt: i, in: context) { facts.helpers.append(helper) }
            } else if file.text(i).lowercased().contains("scan"), !file.isDeclaredName(i), file.callParen(afterName: i) != nil {
                facts.calls.append(HelperCall(anchor: ProjectAnchor(context, atLineOf: i), callee: file.text(i), justified: isJustified(i, in: file)))
            }
        }
        return facts.helpers.isEmpty && facts.calls.isEmpty ? nil : facts
    }

    /// The file's identifiers that spell `can` (`Scan`, `scan`), found in its bytes rather than
    /// asked of every token; once per file, for the facts and the check.
    private func namesSpellingScan(_ file: SourceFile) -> [Int] {
        file.shared("unjustified-scan.names") { file.tokens(spelling: [Self.canBytes]).filter { file.kind($0) == .identifier } }
    }

    /// Whether a token of the file is `ScanCommand`, `paginateScan` or `scan`: the Scans this
    /// file can hold itself (a renamed import names ScanCommand in its import).
    private func namesScan(_ file: SourceFile) -> Bool {
        namesSpellingScan(file).contains { file.isOne($0, of: Self.scanNames) }
    }

    static let scanNames = TokenWords(["ScanCommand", "paginateScan", "scan"])
    static let canBytes = Array("can".utf8)

    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        for (_, project) in Dictionary(grouping: files, by: \.projectRoot) {
            let helpers = Set(project.flatMap(\.facts.helpers))
            guard !helpers.isEmpty else { continue }
            for call in project.flatMap(\.facts.calls) where !call.justified && helpers.contains(call.callee) {
                findings.report(at: call.anchor, Self.helperMessage(call.callee))
            }
        }
    }

    static func helperMessage(_ helper: String) -> String {
        "\(helper) scans the whole table it is handed; query on the key schema, or justify this call with a `TODO(GSI):` or `scan-ok:` comment."
    }

    /// The function a Scan is in when its TableName is one of that function's parameters.
    private func helperName(scanAt i: Int, in context: RuleContext) -> String? {
        let file = context.file
        guard let paren = file.nextSignificant(after: i), let brace = file.nextSignificant(after: paren), file.kind(brace) == .openBrace,
              let table = file.member("TableName", ofBrace: brace)?.value, table.count == 1, file.kind(table.lowerBound) == .identifier
        else { return nil }
        return context.parameterPosition(ofNameAt: table.lowerBound)?.function
    }

    private func isScan(_ i: Int, in file: SourceFile) -> Bool {
        guard let paren = file.nextSignificant(after: i), file.kind(paren) == .openParen else { return false }
        // An import may rename them (`import { ScanCommand as RawScan }`).
        if file.isOne(i, of: file.importedNames(of: "ScanCommand")) {
            return file.previousSignificant(before: i).map { file.is($0, "new") } ?? false
        }
        if file.isOne(i, of: file.importedNames(of: "paginateScan")) { return !file.isMemberAccess(i) && !file.isDeclaredName(i) }
        guard file.is(i, "scan"), let receiver = file.receiver(ofCallee: i) else { return false }
        if file.kind(receiver) == .identifier {
            let name = file.text(receiver).lowercased()
            if clientNames.contains(where: { name.contains($0) }) { return true }
        }
        // `.scan({ TableName: … })` is a DynamoDB scan whatever the client is called.
        guard let brace = file.nextSignificant(after: paren), file.kind(brace) == .openBrace,
              let key = file.nextSignificant(after: brace) else { return false }
        return file.is(key, "TableName")
    }

    /// A justification on the trigger's line, inside the statement, or in the comment block above it.
    private func isJustified(_ i: Int, in file: SourceFile) -> Bool {
        let start = statementStart(of: i, in: file)
        var comments = file.commentsOnLine(of: i) + file.commentBlock(above: start)
        for j in start..<i where file.kind(j).isComment { comments.append(j) }
        // Inside the scan's own arguments: `new ScanCommand({ // TODO(GSI): … \n TableName })`.
        if let paren = file.nextSignificant(after: i), let close = file.partner(of: paren), close > paren {
            for j in paren..<close where file.kind(j).isComment { comments.append(j) }
        }
        if comments.contains(where: { justifies($0, in: file) }) || explainsScan(file.commentBlock(above: start), in: file) { return true }
        // The doc comment of the function the Scan is in (`/** … Scan is acceptable for now: it
        // only runs on 410s … */ export async function findByToken(…)`).
        guard let body = file.enclosingFunctionBody(of: i), let signatureEnd = file.previousSignificant(before: body) else { return false }
        let above = file.commentBlock(above: statementStart(of: signatureEnd, in: file))
        return above.contains { justifies($0, in: file) } || explainsScan(above, in: file)
    }

    /// Prose above the statement that says why this Scan is acceptable, as the checklist asks
    /// (`// Scan is deliberate: one row per tournament, read at most once every ten minutes
    /// thanks to the cache`): it names the scan and gives a reason (a size, a cache, a rare job).
    private func explainsScan(_ block: [Int], in file: SourceFile) -> Bool {
        let words = block.flatMap { file.text($0).split { !$0.isLetter && !$0.isNumber && $0 != "-" && $0 != "~" } }
        return words.contains { $0.lowercased().hasPrefix("scan") } && Justification.givesReason(words, minimum: 8)
    }

    /// `TODO(GSI): …` naming the planned index and why it is not there yet, or `scan-ok:`
    /// with a reason (a size, a cache, a rare job): a marker with no reason justifies nothing.
    private func justifies(_ comment: Int, in file: SourceFile) -> Bool {
        let words = file.text(comment).split { !$0.isLetter && !$0.isNumber && $0 != ":" && $0 != "-" && $0 != "~" }
        if let marker = words.firstIndex(where: { $0 == "GSI" || $0 == "GSI:" }) {
            return Justification.givesReason(Array(words[words.index(after: marker)...]), minimum: 4)
        }
        guard let marker = words.firstIndex(where: { $0.hasPrefix("scan-ok:") }) else { return false }
        let inline = words[marker].dropFirst("scan-ok:".count)
        let reason = (inline.isEmpty ? [] : [inline]) + Array(words[words.index(after: marker)...])
        return Justification.givesReason(reason, minimum: 2)
    }

    /// The first token of the statement holding `i`: back over brackets until `;`, `{` or `}`
    /// at the statement's level, or a line that ended the previous statement.
    private func statementStart(of i: Int, in file: SourceFile) -> Int {
        var j = i
        for opener in file.openers(around: i) {
            if file.kind(opener) == .openBrace, !file.isObjectLiteral(opener) { break }
            j = opener
        }
        while let previous = file.previousSignificant(before: j) {
            switch file.kind(previous) {
            case .semicolon, .openBrace, .closeBrace: return j
            case .closeParen, .closeBracket:
                j = file.partner(of: previous) ?? previous
            default:
                j = previous
            }
        }
        return j
    }

    static let message = "This Scan reads the whole table; query on the key schema, or justify it with a `TODO(GSI):` or `scan-ok:` comment."
}
