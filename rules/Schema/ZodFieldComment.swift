// Flags Zod schema fields whose meaning is not obvious (times, units, ranges) without a comment.

import UmpireCore
import UmpireRuleSupport

public struct ZodFieldComment: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "zod-field-comment", area: .schema, languages: [.typeScript], roles: [.backend],
        excludedRoles: [.test, .generated], severity: .warning,
        summary: "A Zod field for a time, a unit or a range without a comment saying what it is",
        rationale: """
            The Zod schemas are the contract the iOS models are generated from. `startTime: \
            z.number()` can be seconds or milliseconds since 1970, `ttl` an epoch or a \
            duration, `progress` 0–1 or 0–100: the Swift side guesses, and a Live Activity that \
            counts down from the wrong epoch shows a match starting in 1970. The checklist asks \
            for an inline comment on such fields.
            """,
        fix: "Add a comment on the field's line (or the line above) saying the unit, the epoch or the range: `// Unix epoch seconds`.",
        triggerWords: ["z"],
        asks: """
            Does a field of a `z.object({ … })`, or of an object of Zod fields kept to be spread \
            into one, whose name says it is a time (`…At`, `…Time`, \
            `…Timestamp`, `…Date`, `…Updated`, `ttl`, `expires…`), a duration or a unit (`…Seconds`, `…Ms`, `…Km`, `secondsOnCourt`, a wait such as `staleAfter`, \
            `duration`, `interval`, `timeout`, `delay`, `length`) or a proportion (`progress`, \
            `…Percent`, `ratio`, `rate`), and whose value is a number (or, for a time, a \
            string), or that is a number bounded on both sides (`balls: z.number().min(0).max(3)`; \
            not a page's `limit` or `offset`, nor a `latitude` or `longitude`), carry a comment on its line or the line above? A \
            `z.string().datetime()` says its format, not which moment it is: it needs one too, \
            and marks a time whatever the field is called (`notBefore`), \
            except a record's `createdAt` and `updatedAt`; so does a string matched as a time of \
            day (`quietFrom: z.string().regex(/^\\d{2}:\\d{2}$/)`), whose comment says its zone.
            """,
        limitations: """
            Only names tell what a field is: times (…At, …Time, a zone after it as in \
            `teeTimeUtc`), durations and intervals, percentages and rates, physical measures \
            (`wind`, `distance`, `courseLength`); a number named otherwise (`overs`) is taken as \
            obvious. Schemas built with .extend() or spreads are read field by field like others. \
            An object whose keys are mostly capitalised (`MessageId`, `TopicArn`) is taken for \
            another service's envelope and left alone. A file whose opening comment says a tool             wrote it ("DO NOT EDIT", "auto-generated") is generated code, as `*.generated.ts` is.
            """,
        triggering: [
            // Seconds of what: this match, this season, since the last change?
            Example("""
                export const BatterSchema = z.object({
                  name: z.string(),
                  ↓secondsAtCrease: z.number().int(),
                });
                """, path: "backend/src/schemas/batter.ts"),
            // An age and a temperature: in laps or days, in Celsius or Fahrenheit?
            Example("""
                export const PitchReport = z.object({
                  ↓ballAge: z.number().int(),
                  ↓pitchTempC: z.number(),
                });
                """, path: "backend/src/schemas/pitchReport.ts"),
            // A wait named for what happens after it: in seconds or milliseconds, after which moment?
            Example("""
                export const LiveActivityPolicy = z.object({
                  activityId: z.string(),
                  ↓staleAfter: z.number().int().positive(),
                });
                """, path: "backend/src/schemas/liveActivity.ts"),
            // Zod 4's strict object, the only builder in the file, under a namespace import.
            Example("""
                import * as z from "zod"

                export const lobbyZod = z.strictObject({
                  id: lobbyIdZod,
                  players: z.array(playerZod),
                  ↓ttl: z.number().int(),
                })
                """, path: "packages/common/src/utilities/Zod.ts"),
            // A zone after the time names its format, not its moment; a measure without its unit.
            Example("""
                export const ConditionsSchema = z.object({
                  ↓startTimeUtc: z.string().datetime(),
                  ↓wind: z.number().nullable(),
                  ↓boundaryLength: z.number().int(),
                  ↓distanceKm: z.number().positive(),
                });
                """, path: "backend/src/schemas/conditions.schema.ts"),
            // An ISO string says its format, not which moment; a count bounded on both sides.
            Example("""
                export const InningsStateSchema = z.object({
                  ↓firstBallAt: z.string().datetime(),
                  ↓ballsInOver: z.number().int().min(0).max(6),
                });
                """, path: "backend/src/schemas/innings.schema.ts"),
            // When the standings last changed, as a number; a quiet period's start as a time of day.
            Example("""
                export const StandingsSchema = z.object({
                  season: z.number().int(),
                  ↓lastUpdated: z.number(),
                });
                export const AlertPreferencesSchema = z.object({
                  ↓quietFrom: z.string().regex(/^\\d{2}:\\d{2}$/),
                });
                """, path: "backend/src/schemas/standings.schema.ts"),
            // A moment by its chain when its name says none (play resumes not before this).
            Example("""
                export const OrderOfPlaySchema = z.object({
                  court: z.string(),
                  ↓notBefore: z.string().datetime().nullable(),
                });
                """, path: "backend/src/schemas/orderOfPlay.schema.ts"),
            Example("""
                export const MatchRecordSchema = z.object({
                  matchId: z.string(),
                  ↓startTime: z.number().int(),
                  ↓ttl: z.number().int(),
                  ↓progress: z.number().min(0).max(1),
                });
                """, path: "backend/src/schemas/match.schema.ts"),
            Example("""
                const PushReceiptSchema = z.object({
                  ↓sentAt: z.string(),
                  ↓retryDelayMs: z.number(),
                });
                """, path: "backend/src/schemas/pushReceipt.schema.ts"),
            // Fields kept apart to be spread into every event's schema, and a length in some unit.
            Example("""
                const eventBase = {
                  gameId: z.string(),
                  ↓occurredAt: z.number(),
                };
                export const PenaltyEventSchema = z.object({
                  ...eventBase,
                  ↓length: z.number().int(),
                });
                """, path: "backend/src/schemas/ingest.ts"),
        ],
        nonTriggering: [
            // Schemas a script compiles from the API's TypeSpec: the comment belongs in the spec.
            Example("""
                /**
                 * Generated Zod schemas from TypeSpec definitions
                 * DO NOT EDIT - This file is auto-generated by scripts/generateApiTypes.ts
                 */
                import { z } from "zod";

                export const MatchSummary = z.object({
                  kickoffAt: z.string(),
                  ttl: z.number().int(),
                });
                """, path: "backend/src/types/api-schema/schemas.ts", trap: .lookAlike),
            // A coordinate bounded by its definition.
            Example("""
                export const VenueSchema = z.object({
                  latitude: z.number().min(-90).max(90),
                  longitude: z.number().min(-180).max(180),
                });
                """, path: "backend/src/schemas/venue.ts", trap: .lookAlike),
            // A calendar year bounded by the years it may be: its bounds say what they are.
            Example("""
                export const SignupBody = z.object({
                  birthYear: z.number().int().min(1900).max(new Date().getFullYear()).optional(),
                });
                """, path: "backend/src/schemas/signup.ts", trap: .lookAlike),
            // A page cursor (`after`) and its size: a request's paging, not a wait.
            Example("""
                export const FixturesPage = z.object({
                  after: z.string().optional(),
                  first: z.number().int().min(1).max(50),
                  showScoresAfter: z.boolean(),
                });
                """, path: "backend/src/schemas/fixtures.ts", trap: .lookAlike),
            // Who changed it, a score's pattern, and a time of day whose comment gives the zone.
            Example("""
                export const AlertPreferencesSchema = z.object({
                  lastUpdatedBy: z.string(),
                  setScore: z.string().regex(/^\\d+-\\d+$/),
                  quietFrom: z.string().regex(/^\\d{2}:\\d{2}$/), // HH:mm in the fan's time zone
                });
                """, path: "backend/src/schemas/alerts.schema.ts", trap: .lookAlike),
            // A validation limit counts characters; a wind's direction is not a number.
            Example("""
                export const CommentSchema = z.object({
                  maxLength: z.number().int(),
                  windDirection: z.string(),
                  wind: z.number().nullable(), // mph, sustained, at the ground's anemometer
                });
                """, path: "backend/src/schemas/comment.schema.ts", trap: .lookAlike),
            // An AWS envelope the Lambda receives, in AWS's own capitalised keys: not the app's contract.
            Example("""
                const snsEnvelopeSchema = z.object({
                  MessageId: z.string(),
                  TopicArn: z.string(),
                  Timestamp: z.string(),
                  Message: z.string(),
                });
                """, path: "backend/src/handlers/scoreFeed.ts", trap: .lookAlike),
            Example("""
                export const FollowRecordSchema = z.object({
                  userId: z.string(),
                  createdAt: z.number().int(), // Unix epoch seconds
                  // DynamoDB TTL attribute: Unix epoch seconds, 48 hours after the match starts
                  ttl: z.number().int(),
                  startsAt: z.string().datetime(), // ISO 8601 UTC: the scheduled first ball
                  updatedAt: z.string().datetime(),
                  overs: z.number(),
                  limit: z.number().int().min(1).max(100),
                });
                """, path: "backend/src/schemas/follow.schema.ts", trap: .lookAlike),
            // A TypeScript type, not a schema; and a time that is not a number or a string.
            Example("""
                type FollowRow = { createdAt: number; ttl: number };
                const FilterSchema = z.object({ updatedAt: z.boolean() });
                """, path: "backend/src/schemas/follow.schema.ts", trap: .lookAlike),
            Example(#"const help = "z.object({ startTime: z.number() })";"#, trap: .inString),
            Example("""
                // z.object({ startTime: z.number() }) was the old shape
                export const Empty = z.object({});
                """, trap: .inComment),
        ]) }

    static let timeSuffixes = ["At", "Time", "Timestamp", "Date", "Ttl", "TTL", "Expiry"]
    static let unitWords = ["Seconds", "Secs", "Ms", "Millis", "Minutes", "Hours", "Duration", "Interval", "Timeout", "Delay",
                            "Percent", "Progress", "Ratio", "Rate", "Distance", "Speed", "Temperature", "Elevation",
                            // A distance or a speed named with its unit, as `…Ms` is a duration: which distance it is still wants saying.
                            "Km", "Kmh", "Kph", "Mph", "Metres", "Meters", "Miles",
                            // `staleAfter: z.number()`: a wait, in seconds or milliseconds, after some moment.
                            "After", "Before",
                            // `tyreAge` in laps or days; `trackTempC`, a temperature whose unit the name abbreviates.
                            "Age", "Temp", "TempC", "TempF"]

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // `z.object(` or `z.strictObject(` by tokens first: files without a schema are never parsed.
        guard file.tokens.indices.contains(where: file.isZodObjectBuilder) else { return }
        let tree = file.syntax
        for object in tree.descendants(tree.root) where tree.kind(object) == .object {
            let properties = tree.children(object).filter { tree.kind($0) == .property }
            // A `z.object({ … })`'s shape, or fields kept apart to be spread into several
            // (`const base = { occurredAt: z.number(), … }`): an object whose values are Zod's.
            guard isObjectSchema(object, tree) || isSchemaFields(properties, tree) else { continue }
            // Keys in capitals (`MessageId`, `TopicArn`) are another service's envelope (an SNS or
            // SQS record) the backend parses, not the contract the app's models mirror.
            let capitalised = properties.filter { tree.nameText($0).first?.isUppercase == true }.count
            if properties.count >= 2, capitalised * 2 > properties.count { continue }
            for property in properties {
                let name = tree.nameText(property)
                guard let value = tree.firstChild(property) else { continue }
                let chain = tree.text(value)
                // `notBefore: z.string().datetime()`: the chain says it is a moment when the name does not.
                // `quietFrom: z.string().regex(/^\d{2}:\d{2}$/)`: a time of day, in some zone.
                let clockTime = chain.hasPrefix("z.string(") && chain.contains(".regex(") && Self.clockPatterns.contains { chain.contains($0) }
                let declaredMoment: Meaning? = chain.hasPrefix("z.string(") && chain.contains(".datetime(") || clockTime ? .time : nil
                guard let kind = declaredMoment ?? Self.meaning(of: name) ?? Self.rangeMeaning(name, chain) else { continue }
                let typed = chain.hasPrefix("z.number(") || kind == .time && chain.hasPrefix("z.string(")
                let instant = kind == .time && (chain.contains(".datetime(") || chain.contains(".date("))
                // An ISO string says its format and zone; a record's own bookkeeping says which moment.
                guard typed, !(instant && Self.bookkeeping.contains(name)), !hasComment(property, file) else { continue }
                let message = clockTime ? Self.clockMessage(name) : instant ? Self.instantMessage(name) : Self.message(name, kind)
                findings.report(file, at: Int(tree[property].name), message)
            }
        }
    }

    private func isObjectSchema(_ object: SyntaxID, _ tree: SyntaxTree) -> Bool {
        guard let argument = tree.parent(object), tree.kind(argument) == .argument, let call = tree.parent(argument),
              tree.kind(call) == .call, ["object", "strictObject", "looseObject"].contains(tree.nameText(call)),
              let callee = tree.firstChild(call), tree.kind(callee) == .member, let z = tree.firstChild(callee) else { return false }
        return tree.nameText(z) == "z"
    }

    private func isSchemaFields(_ properties: [SyntaxID], _ tree: SyntaxTree) -> Bool {
        let file = tree.file
        let zod = properties.filter { property in
            guard let value = tree.firstChild(property) else { return false }
            let first = Int(tree[value].first)
            return file.isIdentifier(first, "z") && file.kind(after: first) == .dot
        }.count
        return zod >= 2 && zod * 2 > properties.count
    }

    enum Meaning { case time, unit, range }

    /// Patterns of a clock time (`HH:mm`) in a regex's source.
    static let clockPatterns = [#"\d{2}:\d{2}"#, #"\d{1,2}:\d{2}"#, #"[01]\d|2[0-3]):[0-5]\d"#]

    /// When a record was made or changed: the moment is its name.
    static let bookkeeping: Set<String> = ["createdAt", "updatedAt", "modifiedAt", "deletedAt"]

    /// `balls: z.number().int().min(0).max(3)`: a number bounded on both sides, whose bounds
    /// mean something the name does not say. A page's size or offset in a request is plain.
    static func rangeMeaning(_ name: String, _ chain: String) -> Meaning? {
        // `birthYear: z.number().min(1900).max(…)`: a calendar year says its own unit and range.
        guard chain.hasPrefix("z.number("), chain.contains(".min("), chain.contains(".max("),
              !Self.plainBounded.contains(name.lowercased()), !name.hasSuffix("Year"), name != "year" else { return nil }
        return .range
    }

    /// A page's size and place, and a coordinate, whose bounds are its definition (latitude −90…90).
    static let plainBounded: Set<String> = ["limit", "page", "pagesize", "perpage", "offset", "skip", "take", "size", "first", "last",
                                            "latitude", "longitude", "lat", "lng", "lon", "long"]

    static func meaning(of field: String) -> Meaning? {
        // `teeTimeUtc`, `startTimeIso`: the zone or format named after the time, not which moment.
        var name = field
        for zone in ["Utc", "UTC", "Iso", "ISO"] where name.hasSuffix(zone) && name.count > zone.count { name.removeLast(zone.count) }
        let lower = name.lowercased()
        if lower == "ttl" || lower.hasPrefix("expires") || timeSuffixes.contains(where: { name.hasSuffix($0) }) || lower == "timestamp" { return .time }
        // `lastUpdated: z.number()`: when, in seconds or milliseconds since some epoch.
        if ["updated", "modified"].contains(lower) || name.hasSuffix("Updated") || name.hasSuffix("Modified") { return .time }
        if ["duration", "interval", "timeout", "delay", "length", "progress", "ratio", "rate", "percent", "percentage"].contains(lower)
            || measures.contains(lower) { return .unit }
        // `courseLength` in yards or metres; `maxLength`, a validation limit, counts characters.
        if name.hasSuffix("Length"), !lower.hasPrefix("max"), !lower.hasPrefix("min") { return .unit }
        // `secondsOnCourt`, `minutesPlayed`: a duration named by its unit first, as `…Seconds` after.
        if let first = Words.split(identifier: name).first, ["seconds", "secs", "ms", "millis", "minutes", "mins", "hours"].contains(first),
           first.count < name.count { return .unit }
        return unitWords.contains(where: { name.hasSuffix($0) }) ? .unit : nil
    }

    /// Physical quantities a bare number does not give the unit of: `wind: z.number()` in mph or
    /// km/h, `distance` in yards or metres.
    static let measures: Set<String> = ["wind", "windspeed", "speed", "distance", "temperature", "temp", "elevation", "altitude",
                                        "height", "weight"]

    /// A comment after the field on its line, or on the line just above it.
    private func hasComment(_ property: SyntaxID, _ file: SourceFile) -> Bool {
        let tree = file.syntax
        let first = Int(tree[property].first), last = Int(tree[property].last)
        let line = file.line(ofToken: first)
        var j = last + 1
        while j < file.tokens.count, file.kind(j) != .newline {
            if file.kind(j).isComment, !file.contains(j, "umpire:") { return true }
            j += 1
        }
        // A comment line of its own just above (not the end of the line before).
        var k = first - 1
        var sawComment = false
        while k >= 0, file.line(ofToken: k) >= line - 1 {
            let kind = file.kind(k)
            if file.line(ofToken: k) == line - 1 {
                if kind.isComment, !file.contains(k, "umpire:") { sawComment = true } else if !kind.isTrivia { return false }
            }
            k -= 1
        }
        if sawComment { return true }
        return false
    }

    static func message(_ name: String, _ meaning: Meaning) -> String {
        switch meaning {
        case .time: "\(name) is a time with no comment; say its unit and epoch (`// Unix epoch seconds`) so the app decodes it right."
        case .unit: "\(name) is a measure with no comment; say its unit or range (`// milliseconds`, `// 0–1`) so the app reads it right."
        case .range: "\(name) is bounded with no comment; say what its range means (`// balls in the count, 0–3`) so the app reads it right."
        }
    }

    static func clockMessage(_ name: String) -> String {
        "\(name) is a time of day with no comment; say its zone (`// HH:mm in the fan's time zone`) so the app reads it right."
    }

    static func instantMessage(_ name: String) -> String {
        "\(name) is a time with no comment; say which moment it is and its zone (`// ISO 8601 UTC, scheduled start`) so the app shows it right."
    }
}
