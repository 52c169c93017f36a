// Flags user-facing text written inline in backend logic instead of a *.messages.ts file.

import UmpireCore

public struct InlineCopy: Rule {
    public static let description = RuleDescription(
        id: "inline-copy", area: .backendTypeScript, languages: [.typeScript], roles: [.backend],
        excludedRoles: [.test, .messages, .generated], severity: .error,
        summary: "User-facing text written inline instead of in a *.messages.ts file",
        rationale: """
            Notification titles, event descriptions and labels live in *.messages.ts files so \
            that reviewers can read every word users see in one place, tone rules run on all of \
            it, and a wording change never touches logic. Text typed into a notification builder \
            escapes all three.
            """,
        fix: "Move the text into the feature's *.messages.ts file and import it (a function when it takes values).",
        options: [
            RuleOption("copyKeys", default: .array(CopyExtractor.defaultCopyKeys.map(JSONValue.string)),
                       help: "Object keys whose string values are user-facing copy."),
            RuleOption("builderFunctions", default: .array(CopyExtractor.defaultBuilderFunctions.map(JSONValue.string)),
                       help: "Notification builders whose string arguments are user-facing copy (`buildAlert(\"…\", …)`)."),
        ],
        limitations: """
            Only literals given directly as a copy key's value or a builder's argument (or a \
            ternary branch of one) are seen; text built in a helper and passed in later is not. Values in decorator \
            arguments, JSON-schema field objects (`type: "string"`) and HTTP error responses \
            (`statusCode` of 400 or more) are treated as developer text.
            """,
        triggering: [
            Example("""
                const alert = {
                  title: ↓"Wicket!",
                  body: ↓`${batter.name} departs for ${batter.runs}`,
                };
                """),
            Example("""
                payload.aps.alert.subtitle = ↓"Rain delay at the ground";
                """),
            Example("""
                return { label: isLive ? ↓"Live now" : ↓"Starts soon", matchId };
                """),
            Example("""
                const payload = { aps: { alert: { title: ↓"Wicket!", body: ↓"Kohli departs for 54" } } };
                """),
            Example("""
                await sendNotification(token, ↓"Rain delay", ↓`Play resumes at ${resumesAt}`);
                const alert = buildAlert(isHatTrick ? ↓"Hat-trick!" : wicketTitle(team), body);
                """),
        ],
        nonTriggering: [
            Example("""
                import { wicketTitle, wicketBody } from "./wicket.messages";
                const alert = { title: wicketTitle(), body: wicketBody(batter) };
                """),
            Example(#"logger.info({ message: "Sending wicket alert to followers", matchId });"#, trap: .lookAlike),
            Example(#"throw new ValidationError({ message: "Match id is required" });"#, trap: .lookAlike),
            Example(#"const MatchSchema = z.object({ title: z.string().describe("Match title shown on cards") });"#, trap: .lookAlike),
            Example(#"return res.status(404).json({ message: "Match not found" });"#, trap: .lookAlike),
            Example(#"return { statusCode: 404, body: JSON.stringify({ message: "Match not found" }) };"#, trap: .lookAlike),
            Example("""
                @ApiProperty({ description: "The match the follower subscribed to" })
                matchId: string;
                """, trap: .lookAlike),
            Example(#"const schema = { type: "object", properties: { title: { type: "string", description: "Alert title" } } };"#, trap: .lookAlike),
            Example(#"const event = { type: "update", status: "live", title: titleFor(match) };"#, trap: .lookAlike),
            Example(#"await notify(userId, "match-updates", { matchId });"#, trap: .lookAlike),
            Example("await sendNotification(token, wicketTitle(team), wicketBody(batter));", trap: .lookAlike),
            Example(#"export function notify(channel = "Score updates") { return channel; }"#, trap: .lookAlike),
            Example(#"const help = "use title: 'Wicket' in messages files";"#, trap: .inString),
            Example(#"// body: "Rain delay at the ground" — moved to rain.messages.ts"#, trap: .inComment),
            Example(#"const alert = { title: "Wicket!" };"#, path: "backend/src/notifications/wicket.messages.ts", trap: .lookAlike),
        ])

    let copyKeys: [String]
    let builders: [String]

    public init(options: RuleOptions) {
        copyKeys = options.strings("copyKeys")
        builders = options.strings("builderFunctions")
    }

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        for copy in CopyExtractor.strings(in: file, copyKeys: copyKeys, builders: builders) {
            let what: String
            switch copy.kind {
            case let .copyKey(key): what = "The \(key) text"
            case let .builderArgument(builder): what = "The text passed to \(builder)"
            default: continue
            }
            guard Self.isProse(file.literalText(ofStringAt: copy.stringStart)) else { continue }
            findings.report(file, at: copy.stringStart, through: file.partner(of: copy.stringStart), Self.message(what))
        }
    }

    /// Prose has a letter and either a space or a capital followed by lowercase ("Wicket", "Rain delay");
    /// lowercase single words ("update", "live") are codes.
    static func isProse(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { $0.properties.isAlphabetic }) else { return false }
        if scalars.contains(" ") { return true }
        for k in scalars.indices.dropLast() where scalars[k].properties.isUppercase && scalars[k + 1].properties.isLowercase {
            return true
        }
        return false
    }

    static func message(_ what: String) -> String {
        "\(what) is written inline; move it to a *.messages.ts file and import it."
    }
}
