// Where a literal under a copy key is still not copy: documentation, validation, errors, markup.

/// The keys whose values are copy, the keys that are copy only beside one of them, and the
/// keys that hold copy per locale.
struct CopyKeys {
    let keys: [String]
    let paired: [String]
    let localized: [String]
}

extension CopyExtractor {
    /// Text that is not shown to users even under a copy key: log calls, thrown errors, Zod
    /// descriptions and validation messages, API documentation, infrastructure construct
    /// properties and HTTP error bodies (`res.status(404).json({ message })`).
    public static func isExemptContext(_ i: Int, in file: SourceFile, copyKeys: [String]) -> Bool {
        // `{ statusCode: 200, body: "Connected" }`: an HTTP response's own text is API status, not copy.
        if let brace = file.openers(around: i).first(where: { file.kind($0) == .openBrace }),
           objectHasKey(brace, among: ["statusCode", "statusDescription"], in: file) { return true }
        if isInDeveloperCheck(i, in: file) { return true }
        if isNameInTable(i, in: file) { return true }
        // Only the objects the text is written in judge it by their methods: past a function's
        // body, an object of methods is a service whose methods send real copy.
        var inFunctionBody = false
        for opener in file.openers(around: i) {
            if file.kind(opener) == .openBrace,
               isDocumentationOrErrorObject(opener, byMethods: !inFunctionBody, in: file, copyKeys: copyKeys) || isMetadata(opener, in: file) {
                return true
            }
            // `type PlanConfig = { title: "Hobby" | "Pro" }`: a type's literal members are not text.
            if file.kind(opener) == .openBrace, isTypeLiteral(opener, in: file) { return true }
            if file.kind(opener) == .openBrace, !file.isObjectLiteral(opener) { inFunctionBody = true }
            // `@ApiProperty({ description: … })`: API documentation, read by developers.
            if file.kind(opener) == .openParen, file.kind(before: opener) == .attribute { return true }
        }
        for callee in file.enclosingCallees(of: i) {
            if file.isLoggingCall(callee: callee) || file.isOne(callee, of: documentationCalls) { return true }
            // `createTextField({ label })`, `createModel(…)`, `createTaskDefinition({ title })`: the
            // definitions of a content model or a job, labelled for the people who configure them.
            let calleeName = file.text(callee)
            if definitionSuffixes.contains(where: calleeName.hasSuffix) { return true }
            // `app.addResource(aws.apigatewayv2.Api, { config: { description } })`: a cloud
            // resource named by its provider's namespace.
            if let paren = file.nextSignificant(after: callee), let first = file.nextSignificant(after: paren),
               file.isOne(first, of: cloudNamespaces), let dot = file.nextSignificant(after: first), file.kind(dot) == .dot {
                return true
            }
            if let before = keywordBeforeChain(endingAt: callee, in: file), file.is(before, "new") {
                let name = calleeName
                if name.hasSuffix("Error") || name.hasSuffix("Exception") || name.hasPrefix("GraphQL") { return true }
                // `new BedrockFunctionResponse({ body })`, `new HttpResponse(…)`: a reply to the caller.
                if name.hasSuffix("Response") { return true }
                // `new Function(this, "Id", { description: … })`: a CDK construct's properties;
                // `new aws.apigateway.RestApi("api", { description: … })`: a Pulumi resource's.
                if let paren = file.nextSignificant(after: callee), let first = file.nextSignificant(after: paren),
                   file.isOne(first, of: ["this", "app", "scope", "stack"]) || file.kind(first) == .stringStart,
                   let firstEnd = file.kind(first) == .stringStart ? file.partner(of: first) : first,
                   let comma = file.nextSignificant(after: firstEnd), file.kind(comma) == .comma { return true }
            }
            if file.is(callee, "json") || file.is(callee, "send"), isErrorStatusChain(callee: callee, in: file) { return true }
            // `res.render("apns", { title: "APNs Server" })`: a server-rendered page's values, not a push or a display state.
            if file.is(callee, "render"), let receiver = file.receiver(ofCallee: callee), file.isOne(receiver, of: ["res", "response", "reply"]) {
                return true
            }
            // `.refine(check, { message })`, `z.string().min(1, "…")`: validation errors for developers.
            // But `ScheduleResponseSchema.parse({ …, emptyMessage: "…" })` checks the reply it is given: data.
            if file.is(callee, "addIssue") || isZodChain(callee: callee, in: file) && !file.isOne(callee, of: Self.zodDataMethods) { return true }
        }
        return false
    }

    /// In a function named for a test, a debug aid or the server's own state
    /// (`sendTestNotification(token)`, `debugPush()`, `sendServerStartupNotification()`,
    /// `heartbeat()`): a developer checking that delivery or the server works, not copy a fan reads.
    static func isInDeveloperCheck(_ i: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        return tree.ancestors(tree.node(atToken: i)).contains { ancestor in
            tree.kind(ancestor) == .function && IdentifierWords.split(identifier: tree.nameText(ancestor)).contains(where: developerWords.contains)
        }
    }

    static let developerWords: Set<String> = ["test", "debug", "startup", "heartbeat", "healthcheck"]

    /// The token before `aws.apigateway.RestApi`: the `new` of `new aws.apigateway.RestApi(…)`.
    static func keywordBeforeChain(endingAt name: Int, in file: SourceFile) -> Int? {
        var j = name
        while let dot = file.previousSignificant(before: j), file.kind(dot) == .dot,
              let owner = file.previousSignificant(before: dot), file.kind(owner) == .identifier {
            j = owner
        }
        return file.previousSignificant(before: j)
    }

    /// Calls whose arguments document an API or a schema.
    static let documentationCalls = ["describe", "openapi", "createDocument", "registerPath", "registerComponent", "meta"]

    /// Keys that only API documentation objects have (OpenAPI operations, parameters, headers).
    static let documentationKeys = ["summary", "operationId", "responses", "requestBody", "schema", "example", "examples",
                                    "openapi", "externalDocs",
                                    // An LLM or MCP tool's definition: text for another machine.
                                    "parameters", "inputSchema", "input_schema", "outputSchema",
                                    // A GraphQL type or field: schema documentation.
                                    "serialize", "parseValue", "parseLiteral", "args", "resolve", "deprecationReason",
                                    // Page metadata for search engines and link previews.
                                    "openGraph", "keywords", "robots", "canonical", "alternates",
                                    // A content model's field or a form's: labels for the people who edit it.
                                    "fieldId", "storageId", "renderer", "validation", "multipleValues", "predefinedValues",
                                    // A background task's definition: its title is for the operators' console.
                                    "run", "onDone", "maxIterations",
                                    // A cloud function's or a policy's configuration (Pulumi, SST, Serverless).
                                    "runtime", "handler", "memorySize", "policy"]

    /// Infrastructure providers' namespaces as Pulumi and CDK for Terraform import them.
    static let cloudNamespaces = ["aws", "gcp", "azure", "azuread", "k8s", "cloudflare"]

    /// Callees whose object argument defines a model, a field or a job (`createTextField`).
    static let definitionSuffixes = ["Field", "Model", "Definition"]

    /// Names of objects that describe a page or an API to machines and catalogues: `info`,
    /// `metaData`, `export const metadata = { title, description }`.
    static let metadataNames = ["info", "metaData", "metadata", "meta", "seo"]

    /// `metaData: { title, description }`, `const metadata = { … }`: the object's own name says
    /// it describes something to another program.
    private static func isMetadata(_ brace: Int, in file: SourceFile) -> Bool {
        guard let before = file.previousSignificant(before: brace), file.kind(before) == .colon || file.is(before, "="),
              let name = file.previousSignificant(before: before) else { return false }
        let key = file.kind(name) == .stringEnd ? file.partner(of: name).map { file.literalText(ofStringAt: $0) } : file.text(name)
        return key.map(metadataNames.contains) ?? false
    }

    /// `{ type: "string", description: … }` documents a JSON schema field, `{ summary, responses }`
    /// an API operation; `{ statusCode: 404, body: … }` is an HTTP error response and `{ type, status:
    /// StatusCode.FORBIDDEN, title }` a problem detail. None is copy a fan reads.
    private static func isDocumentationOrErrorObject(_ brace: Int, byMethods: Bool, in file: SourceFile, copyKeys: [String]) -> Bool {
        guard let end = file.partner(of: brace) else { return false }
        if isErrorReply(brace, in: file) { return true }
        let judgesMethods = byMethods && file.isObjectLiteral(brace)
        var j = brace + 1
        while j < end {
            // `run(params) { … }`, `async run() { … }`, `questions: () => …`: an object that does
            // something is a plugin's, a task's or a command's definition, not a message (a
            // payload crosses the wire as data). A copy key's own function (`body: (e) => …`) is copy.
            if judgesMethods, file.enclosingOpener(of: j) == brace, file.kind(j) == .identifier || file.kind(j) == .keyword,
               isFunctionMember(j, in: file), !file.isOne(j, of: copyKeys) {
                return true
            }
            if file.enclosingOpener(of: j) == brace, file.kind(j) == .identifier || file.kind(j) == .keyword,
               let colon = file.nextSignificant(after: j), file.kind(colon) == .colon,
               let value = file.nextSignificant(after: colon) {
                if file.is(j, "type"), file.kind(value) == .stringStart,
                   ["string", "number", "integer", "boolean", "object", "array"].contains(file.literalText(ofStringAt: value)) {
                    return true
                }
                // `statusCode: 404`, or a problem detail's `status: StatusCode.INTERNAL_SERVER_ERROR`
                // (RFC 7807: its `title` is for the developer reading the error, not a fan).
                if file.is(j, "statusCode") || file.is(j, "status"), isErrorStatus(after: colon, byName: true, in: file) {
                    return true
                }
                if file.isOne(j, of: documentationKeys) { return true }
                // `{ type: "apiKey", in: "header", description }`: an OpenAPI parameter or security scheme.
                if file.is(j, "in"), file.kind(value) == .stringStart,
                   ["header", "query", "path", "cookie"].contains(file.literalText(ofStringAt: value)) {
                    return true
                }
            }
            j = file.partner(of: j).map { max($0, j) + 1 } ?? j + 1
        }
        return false
    }

    /// `json(401, { message })`, `res.status(404).json({ message })`: the body of an HTTP error
    /// reply, its status given beside it.
    private static func isErrorReply(_ brace: Int, in file: SourceFile) -> Bool {
        guard let paren = file.enclosingOpener(of: brace), file.kind(paren) == .openParen,
              let callee = file.callee(ofOpenParen: paren) else { return false }
        // `{ success: false, message }`: the reply says itself that it is a failure.
        if let end = file.partner(of: brace) {
            var j = brace + 1
            while j < end {
                if file.kind(j) == .identifier, file.is(j, "success") || file.is(j, "ok"), file.enclosingOpener(of: j) == brace, let colon = file.nextSignificant(after: j),
                   file.kind(colon) == .colon, let value = file.nextSignificant(after: colon), file.is(value, "false") { return true }
                j = file.partner(of: j).map { max($0, j) + 1 } ?? j + 1
            }
        }
        return isErrorStatus(after: paren, byName: true, in: file) || isErrorStatusChain(callee: callee, byName: true, in: file)
    }

    /// An HTTP failure status as the first argument after `open`: `404`, or by name
    /// (`StatusCodes.FORBIDDEN`, `HttpStatus.NOT_FOUND`) when `byName`.
    private static func isErrorStatus(after open: Int, byName: Bool, in file: SourceFile) -> Bool {
        guard let status = file.nextSignificant(after: open) else { return false }
        if file.kind(status) == .number, let code = Int(file.text(status)) { return code >= 400 }
        guard byName, file.kind(status) == .identifier, let dot = file.nextSignificant(after: status), file.kind(dot) == .dot,
              let name = file.nextSignificant(after: dot), file.kind(name) == .identifier else { return false }
        let upper = file.text(name).uppercased()
        return errorStatusWords.contains { upper.contains($0) }
    }

    /// Words of the names HTTP status libraries give failures (`BAD_REQUEST`, `Forbidden`, `NotFound`).
    private static let errorStatusWords = ["BAD", "UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "NOTFOUND", "CONFLICT", "ERROR",
                                           "UNPROCESSABLE", "TOO_MANY", "TOOMANY", "GONE", "UNAVAILABLE", "LOCKED", "REQUIRED", "TIMEOUT"]

    /// The brace of a type alias's object type (`type X = {`) or an interface's body
    /// (`interface X extends Y {`).
    static func isTypeLiteral(_ brace: Int, in file: SourceFile) -> Bool {
        guard let before = file.previousSignificant(before: brace) else { return false }
        if file.is(before, "="), let name = file.previousSignificant(before: before), file.kind(name) == .identifier,
           let keyword = file.previousSignificant(before: name), file.is(keyword, "type") {
            return true
        }
        // Back over the interface's name, type parameters and what it extends.
        var j: Int? = before, steps = 0
        while let k = j, steps < 32 {
            if file.is(k, "interface") { return true }
            switch file.kind(k) {
            case .identifier, .comma, .dot, .keyword: break
            case .operator where file.is(k, "<") || file.is(k, ">"): break
            default: return false
            }
            j = file.previousSignificant(before: k)
            steps += 1
        }
        return false
    }

    /// Whether the member named at `key` is a method (`run(…) {`) or holds a function
    /// (`questions: () => …`, `resolve: async (x) => …`, `run: function () {…}`).
    private static func isFunctionMember(_ key: Int, in file: SourceFile) -> Bool {
        guard let next = file.nextSignificant(after: key) else { return false }
        if file.kind(next) == .openParen {
            // A method: its parameters, an optional return type, then its body.
            guard let before = file.previousSignificant(before: key),
                  file.kind(before) == .openBrace || file.kind(before) == .comma || file.isOne(before, of: ["async", "get", "set"]),
                  let close = file.partner(of: next), var after = file.nextSignificant(after: close) else { return false }
            if file.kind(after) == .colon {
                while let k = file.nextSignificant(after: after), file.kind(k) != .openBrace, file.kind(k) != .comma,
                      file.kind(k) != .closeBrace { after = k }
                after = file.nextSignificant(after: after) ?? after
            }
            return file.kind(after) == .openBrace
        }
        guard file.kind(next) == .colon, var value = file.nextSignificant(after: next) else { return false }
        if file.is(value, "async"), let after = file.nextSignificant(after: value) { value = after }
        if file.is(value, "function") { return true }
        let paramsEnd = file.kind(value) == .openParen ? file.partner(of: value) : file.kind(value) == .identifier ? value : nil
        guard let paramsEnd, let arrow = file.nextSignificant(after: paramsEnd) else { return false }
        return file.is(arrow, "=>")
    }

    /// `res.status(4xx|5xx).json(` — the receiver of `json` is a `status(NNN)` call with NNN ≥ 400.
    private static func isErrorStatusChain(callee: Int, byName: Bool = false, in file: SourceFile) -> Bool {
        guard let close = file.receiver(ofCallee: callee), file.tokens[close].kind == .closeParen,
              let open = file.partner(of: close), let status = file.callee(ofOpenParen: open), file.is(status, "status") else { return false }
        return isErrorStatus(after: open, byName: byName, in: file)
    }

    /// Zod methods given the data to check, not a schema's messages.
    static let zodDataMethods = ["parse", "safeParse", "parseAsync", "safeParseAsync"]

    /// Whether a method call hangs off a Zod (or TypeBox) chain: `z.object({…}).refine(`,
    /// `z.string().min(`, `FollowSchema.refine(`, `Type.String({ title: "Message" })`.
    private static func isZodChain(callee: Int, in file: SourceFile) -> Bool {
        var j = callee
        var steps = 0
        while steps < 64, let dot = file.previousSignificant(before: j), file.kind(dot) == .dot,
              let receiver = file.previousSignificant(before: dot) {
            steps += 1
            switch file.kind(receiver) {
            case .identifier:
                // `z.…`, TypeBox's `Type.String({ title })`, or a schema held in a variable (`FollowSchema.refine(`).
                if file.isOne(receiver, of: ["z", "zod", "Type"]) || file.text(receiver).hasSuffix("Schema") { return true }
                j = receiver
            case .closeParen:
                guard let open = file.partner(of: receiver), let inner = file.callee(ofOpenParen: open) else { return false }
                j = inner
            default:
                return false
            }
        }
        return false
    }

    /// For a locale key (`en`, `"en-GB"`) in an object that is a copy key's value
    /// (`title: { en: "…" }`, `headings: { en: "…" }`), that copy key's name.
    static func localizedCopyKey(_ key: Int, in file: SourceFile, keys: CopyKeys) -> String? {
        let name: String
        switch file.kind(key) {
        case .identifier: name = file.text(key)
        case .stringEnd: name = file.partner(of: key).map { file.literalText(ofStringAt: $0) } ?? ""
        default: return nil
        }
        let scalars = Array(name.unicodeScalars)
        let lower = { (s: Unicode.Scalar) in s.value >= 97 && s.value <= 122 }
        guard scalars.count == 2 || (scalars.count >= 5 && scalars.count <= 7 && (scalars[2] == "-" || scalars[2] == "_")),
              lower(scalars[0]), lower(scalars[1]),
              let brace = file.enclosingOpener(of: file.kind(key) == .stringEnd ? (file.partner(of: key) ?? key) : key),
              file.kind(brace) == .openBrace, let colon = file.previousSignificant(before: brace), file.kind(colon) == .colon,
              let owner = file.previousSignificant(before: colon) else { return nil }
        return keyName(owner, in: file, keys: keys.keys + keys.localized)
    }

    /// Whether the object literal at `brace` has one of `keys` as a member (`title: …` or shorthand `title`).
    static func objectHasKey(_ brace: Int, among keys: [String], in file: SourceFile) -> Bool {
        guard file.kind(brace) == .openBrace, let end = file.partner(of: brace) else { return false }
        var j = brace + 1
        while j < end {
            if file.enclosingOpener(of: j) == brace, let before = file.previousSignificant(before: j),
               before == brace || file.kind(before) == .comma {
                let keyEnd = file.kind(j) == .stringStart ? (file.partner(of: j) ?? j) : j
                if let after = file.nextSignificant(after: keyEnd),
                   file.kind(after) == .colon || file.kind(after) == .comma || after == end,
                   keyName(keyEnd, in: file, keys: keys) != nil {
                    return true
                }
            }
            j = file.partner(of: j).map { max($0, j) + 1 } ?? j + 1
        }
        return false
    }

    /// HTTP reason phrases: the title of an error response names the status, it is not copy.
    static let reasonPhrases: Set<String> = [
        "Bad Request", "Unauthorized", "Payment Required", "Forbidden", "Not Found", "Method Not Allowed", "Not Acceptable",
        "Request Timeout", "Conflict", "Gone", "Precondition Failed", "Payload Too Large", "Unsupported Media Type",
        "Unprocessable Entity", "Unprocessable Content", "Too Many Requests", "Internal Server Error", "Not Implemented",
        "Bad Gateway", "Service Unavailable", "Gateway Timeout",
    ]
}
