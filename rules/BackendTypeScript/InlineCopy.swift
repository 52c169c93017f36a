// Flags user-facing text written inline in backend logic instead of a *.messages.ts file.

import UmpireCore
import UmpireRuleSupport

public struct InlineCopy: ProjectRule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
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
        asks: """
            Is text a user reads written as a literal in backend logic instead of imported from a \
            `*.messages.ts` file? A prose literal (a letter and a space, or a capital before lower \
            case; `{placeholders}` aside) given as a copy key's value or a builder's argument (the \
            configuration's `copy` definition), directly or through a local assigned or appended to \
            (`let title, body;` … `body += " and the covers are off"`), or returned by a function named for a title, \
            subtitle, body or headline (a branch of the ternary it returns too, whatever its \
            condition: `type === "wicket" ? "Wicket down" : text`); prose in a field of an object a function returns typed as \
            a display state (`…DisplayState`, `…ContentState`, a configured backend type), any \
            literal with a letter in a field named for display (`positionDisplay`), through nested \
            objects, ternaries, `??`/`||`, `const` names, lookup tables, pushed arrays and \
            `[…].join(" ")`; prose in a field named for what the app shows (`statusText`, \
            `resultLine`, `toast`) in any object or assignment; prose a function returns when its \
            result feeds such a field anywhere in the project, two forwarding steps deep; \
            prose returned beside copy from a `*.messages` import; and prose handed to a \
            `*.messages` builder to fill its copy, a helper's returns or a local's \
            (`alertMessages.result.body(lengths, …)` after `const lengths = x ?? "a distance"`), or \
            written in the call (`s.postponedBody(detail?.reason ?? "Weather")`), one finding per call's line; \
            a function named for a piece of the screen (`getLiveNote`, `statusLine`) returns copy. \
            One finding per line.
            """,
        whenUnknown: """
            Where a returned object's declared type names no display state, its fields count only \
            by name (`…Text`, `…Line`, `…Label`, `…Headline`, `…Subtitle`, `…Caption`, `…Note`, \
            `toast`, `emptyMessage`, and snake_case forms). Helpers are matched by name within one \
            project; a helper of another project, a method call outside a typed display state, or \
            a literal held in a `let` or `var` is not followed, and what it returns is left alone \
            unless its name reads as a title, subtitle, body or headline.
            """,
        limitations: """
            A column of names in a table of codes (`{ label: "Boston Bruins", value: "BOS" }`, \
            four rows or more, each name a few capitalised words beside a code of capitals) is \
            reference data a picker reads, not copy; the same rows keyed by an internal constant \
            (`type: "EVENTS_5"`) are copy. Literals given as a copy key's value or a builder's argument (or a ternary branch \
            of one, or a locale's entry in a copy map: `headings: { en: "…" }`, or words a call \
            fills in as the key's value: `body: fillTemplate("{player} has retired", …)`), as a field of \
            the display state a function returns (its declared type names a display state, a \
            ContentState or a configured backend type; nested objects and `??` fallbacks \
            included), and what a function returns when its result is such a field anywhere in \
            the project (`statusText: getLiveNote(match) ?? …`, or through a local and another \
            call's argument: `const chase = chaseSummary(innings)`, then `chase_line: \
            m.chaseWithRate(chase, rate)`; a copy key's helper too, `headline: pickHeadline(game)`; \
            and a helper that returns another's result, two steps deep; a call is matched by its \
            name, a method's too: `chaseLine: fmt.chaseWords(m)` reads the project's `chaseWords`), a ternary's words inside a template (`${top ? "Top" : "Bot"} …`), \
            one finding per line, prose a function returns beside copy it returns from a \
            *.messages module (`if (index === 0) return "Starts 11:00"; return m.followingThen(index)`), \
            words joined \
            into such a line, read as the line they make (`[team, "need", need, "from", balls].join(" ")`), \
            a literal with a letter in a field of that state named for what it shows (`"MC"` \
            in `positionDisplay`, where another field's `"LIVE"` is a code), \
            and a field named for what the app shows \
            (`…Text`, `…Line`, `…Label`, `…Headline`, `…Subtitle`, `…Caption`, `…Note`, `toast`, \
            `empty…Message`, and snake_case forms), in any object or set by \
            assignment (`state.expanded.statusNote = …`): a reply's \
            `emptyStateText`, a push's content state, and what a plain function returns there \
            (`statusText: statusTextFor(race)` in a route's reply). A name is read as what it is bound to: a \
            `const` of the same function or the module (`const SUSPENDED_NOTE = '…'`, then \
            `eventLine: suspended ? SUSPENDED_NOTE : …`, or `{ eventLine }`), a few names deep, and \
            a local array's elements and what the same function pushes onto it \
            (`notes.push("Follow-on enforced")`, then `...notes` in the field, or `return lines`); \
            a `let` or `var`, which may be assigned again, is not followed when the field holds \
            it bare (`footerText: note`), though a helper whose result it holds is when the field \
            wraps it (`footerText: String(note)`). What counts as copy (its \
            keys, paired keys, locale maps and builders) is the configuration's `copy` definition, \
            shared with the tone rules and `umpire copy`. \
            A `message`, `text` or `description` on its own (an API status, an error's detail, a \
            record's or a job's description) is not copy, nor in an HTTP response's envelope (`res.json({ message, body })`, \
            `{ statusCode, body, message }`, whose body is the payload); next to a title or label it is, and so \
            is an event's description (beside its `kind` or `type`) or text (beside its `kind`), and one that speaks to the \
            reader ("you", "your"), unless it is an error reply's (a 4xx or 5xx status beside it, \
            by number or by name, or `success: false`). An object whose own `status` or `statusCode` \
            is a failure (an RFC 7807 problem detail, `{ type, status: StatusCode.FORBIDDEN, title }`) \
            is an error's, title and all. Developer text is recognised \
            by where it is: objects that carry methods (task, plugin and command definitions, but \
            not a service's methods that send copy), create…Field/Model/Definition arguments, \
            metadata objects (`info`, `metaData`), cloud resources (`aws.…`, function \
            configuration), a type's literal members, reply objects (`new …Response`), decorator arguments, \
            Zod and TypeBox chains (`.refine(…, { message })`, `Type.String({ title })`), API documentation objects (`summary`, \
            `responses`, `type: "string"`, `in: "header"`), CDK construct properties \
            (`new X(this, …)`), an HTTP response's own `body` (`{ statusCode, body }`) and HTTP \
            error bodies, HTTP reason phrases, HTML templates and codes (`MATCH_STARTED`), and \
            test, mock, seed, example and docs files, and operators' tooling (`monitoring/`, `diagnostics/`, `admin/`, a `…Diagnostics` script, the logger's set-up in `logger.ts`, a file that imports GitHub's or Slack's client to file issues and alerts for the team), a server-rendered page's values (`res.render(view, { title })`). Sample data returned by a handler \
            (`title: "Buy milk"`) and text for other machines (an LLM tool's description) \
            cannot be told from copy.
            """,
        triggering: examples.triggering + displayExamples.triggering + choiceExamples.triggering,
        nonTriggering: examples.nonTriggering + displayExamples.nonTriggering + choiceExamples.nonTriggering) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for copy in CopyExtractor.strings(in: context) {
            let what: String
            switch copy.kind {
            case let .copyKey(key): what = "The \(key) text"
            case let .builderArgument(builder): what = "The text passed to \(builder)"
            case let .returned(function): what = "The text \(function) returns"
            default: continue
            }
            guard Self.isProse(file.literalText(ofStringAt: copy.stringStart)) else { continue }
            findings.report(file, at: copy.stringStart, through: file.partner(of: copy.stringStart), Self.message(what))
        }
    }

    /// Prose has a letter and either a space or a capital followed by lowercase ("Wicket", "Rain delay");
    /// lowercase single words ("update", "live", camel-cased "extraTime") are codes. Placeholders (`{team.shortName}`) are
    /// code, not words.
    static func isProse(_ text: String) -> Bool {
        let scalars = withoutPlaceholders(text)
        guard scalars.contains(where: { $0.properties.isAlphabetic }) else { return false }
        if scalars.contains(" ") { return true }
        // `"extraTime"`, `"fullTime"`: one camel-cased word starting lower-case is a code.
        if scalars.first(where: { $0.properties.isAlphabetic })?.properties.isLowercase == true { return false }
        for k in scalars.indices.dropLast() where scalars[k].properties.isUppercase && scalars[k + 1].properties.isLowercase {
            return true
        }
        return false
    }

    /// Whether text has a letter outside its placeholders: `'MC'` does, `${home}–${away}` does not.
    static func hasLetters(_ text: String) -> Bool {
        withoutPlaceholders(text).contains { $0.properties.isAlphabetic }
    }

    private static func withoutPlaceholders(_ text: String) -> [Unicode.Scalar] {
        var literal: [Unicode.Scalar] = []
        var depth = 0
        for scalar in text.unicodeScalars {
            if scalar == "{" { depth += 1 } else if scalar == "}", depth > 0 { depth -= 1 } else if depth == 0 { literal.append(scalar) }
        }
        return literal
    }

    static func message(_ what: String) -> String {
        "\(what) is written inline; move it to a *.messages.ts file and import it."
    }
}
