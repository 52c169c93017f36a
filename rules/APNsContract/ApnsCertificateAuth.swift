// Flags APNs connections that authenticate with a certificate instead of a token.

import UmpireCore
import UmpireRuleSupport

public struct ApnsCertificateAuth: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "apns-certificate-auth", area: .apnsContract, languages: [.typeScript, .shell],
        excludedRoles: [.test], severity: .error,
        summary: "An APNs connection that authenticates with a certificate",
        rationale: """
            Certificate-based APNs connections cannot send the `liveactivity` push type, so every \
            score update would be refused; the certificates also expire yearly. Token \
            authentication (a .p8 key with its key id and team id) works for all push types \
            and does not expire.
            """,
        fix: "Connect with token auth: `token: { key, keyId, teamId }` instead of cert, key, pfx or passphrase.",
        options: [clientNamesOption.declaration, certificateKeysOption.declaration],
        limitations: """
            A script's `curl` to APNs's host with `--cert` (or `-E`) counts as well. \
            Read in any TypeScript but tests: a QA or release script that sends pushes \
            (`backend/scripts/sendTestPush.ts`) connects to APNs as the backend does. \
            A generic name like `Provider` counts only when its receiver or an imported module \
            name mentions apn. HTTP/2 connections are seen as `http2.connect(<push.apple.com \
            URL>, { cert, key })`, the URL a literal, a ternary's literals or a constant of the file, \
            or an expression naming apn (`http2.connect(config.apnsHost, …)`). \
            An HTTPS agent (`new https.Agent({ pfx })`) counts in a file whose strings name \
            push.apple.com, the host its requests go to. \
            Options are read written inline or from the object literal the file assigns the \
            variable passed.
            """,
        triggering: [
            // A script's test push over a certificate.
            Example("""
                curl --http2 \\
                  ↓--cert "$HOME/.sightscreen/apns-dev.pem" \\
                  -H "apns-push-type: liveactivity" \\
                  -d @fixtures/update.json "https://api.sandbox.push.apple.com/3/device/${TOKEN}"
                """, path: "infra/scripts/send-test-push.sh"),
            // A QA script sending a Live Activity push is held to the same contract.
            Example("""
                import http2 from "node:http2";
                import { readFileSync } from "node:fs";
                const session = http2.connect("https://api.sandbox.push.apple.com", {
                  ↓pfx: readFileSync("certs/cricket-push.p12"),
                  passphrase: process.argv[3],
                });
                """, path: "backend/scripts/sendTestPush.ts"),
            Example("""
                import apn from "@parse/node-apn";
                const provider = new apn.Provider({ ↓cert: certPath, key: keyPath, production: true });
                """),
            Example("""
                import { Provider } from "apn";
                export const apns = new Provider({ ↓pfx: readFileSync("apns.p12"), passphrase: process.env.APNS_PASS });
                """),
            // The APNs host read from configuration, by a name that says so.
            Example("""
                const digestSession = http2.connect(config.apnsHost, {
                  ↓cert: readFileSync(process.env.APNS_CERT_PATH ?? "certs/apns-digest.pem"),
                  key: readFileSync(process.env.APNS_CERT_KEY_PATH ?? "certs/apns-digest-key.pem"),
                });
                """, path: "backend/src/push/morningDigestPush.ts"),
            Example("""
                const session = http2.connect("https://api.push.apple.com", { ↓key: tlsKey, cert: tlsCert });
                """),
            // Options kept in a constant; the host in a constant; a ternary between hosts.
            Example("""
                import apn from "@parse/node-apn";

                const apnsOptions = { ↓cert: readFileSync(CERT_PATH), key: readFileSync(KEY_PATH), production: isProd };
                export const provider = new apn.Provider(apnsOptions);
                """, path: "backend/src/push/apnsClient.ts"),
            Example("""
                const APNS_HOST = "https://api.push.apple.com";
                export const session = http2.connect(APNS_HOST, { ↓pfx: readFileSync("apns.p12"), passphrase: process.env.APNS_PASSPHRASE });
                """, path: "backend/src/push/apnsSession.ts"),
            Example("""
                export const session = http2.connect(isProd ? "https://api.push.apple.com" : "https://api.sandbox.push.apple.com", {
                  ↓cert: readFileSync(CERT_PATH),
                  key: readFileSync(KEY_PATH),
                });
                """, path: "backend/src/push/apnsSession.ts"),
            // An HTTPS agent with the certificate, handed to a request to APNs's host.
            Example("""
                const apnsAgent = new https.Agent({ ↓cert: readFileSync(CERT_PATH), key: readFileSync(KEY_PATH) });
                export function postAlert(deviceToken: string, payload: string) {
                  const req = https.request({ hostname: "api.push.apple.com", path: `/3/device/${deviceToken}`, method: "POST", agent: apnsAgent });
                  req.end(payload);
                }
                """, path: "backend/src/push/alertSender.ts"),
            // The backend wraps APNs in its own client class.
            Example("""
                import { LiveActivitySender } from "../push/apnsSender";
                export const sender = new LiveActivitySender({ ↓cert: readFileSync("apns-cert.pem"), production: true });
                """, options: ["clientNames": .array([.string("Provider"), .string("ApnsClient"), .string("LiveActivitySender")])]),
            // That client takes the certificate under its own option name.
            Example("""
                export const apns = new ApnsClient({ ↓clientCertificate: readFileSync(certPath), host: "api.push.apple.com" });
                """, options: ["certificateKeys": .array([.string("cert"), .string("key"), .string("pfx"), .string("clientCertificate")])]),
        ],
        nonTriggering: [
            Example("""
                # A TLS client certificate for our own staging API, not APNs.
                curl --cert "$HOME/.sightscreen/staging-client.pem" "https://staging.sightscreen.app/admin/health"
                """, path: "infra/scripts/check-staging.sh", trap: .lookAlike),
            Example("""
                import apn from "@parse/node-apn";
                const provider = new apn.Provider({
                  token: { key: process.env.APNS_KEY, keyId: APNS_KEY_ID, teamId: TEAM_ID },
                  production: true,
                });
                """),
            Example("""
                import { Provider } from "oidc-provider";
                const oidc = new Provider(issuer, { cookies: { keys: [secret] } });
                const server = https.createServer({ cert, key });
                """, trap: .lookAlike),
            // A certificate for a partner's host read from configuration: no apn in its name.
            Example("""
                const feed = http2.connect(config.scoresFeedHost, { cert: readFileSync(FEED_CERT), key: readFileSync(FEED_KEY) });
                """, path: "backend/src/feeds/scoresFeed.ts", trap: .lookAlike),
            // Token options in a constant; a client certificate for another host (the scores partner).
            Example("""
                import apn from "@parse/node-apn";

                const apnsOptions = { token: { key: APNS_KEY, keyId: APNS_KEY_ID, teamId: TEAM_ID }, production: isProd };
                export const provider = new apn.Provider(apnsOptions);
                const scoresApi = http2.connect(SCORES_API_HOST, { cert: partnerCert, key: partnerKey });
                """, path: "backend/src/push/apnsClient.ts", trap: .lookAlike),
            // A certificate agent for the scores partner's host; APNs is reached with a token here.
            Example("""
                const feedAgent = new https.Agent({ cert: readFileSync(FEED_CERT), key: readFileSync(FEED_KEY) });
                export const pollFeed = () => https.get({ hostname: "feed.scoresdata.example", agent: feedAgent });
                """, path: "backend/src/feeds/scoresFeed.ts", trap: .lookAlike),
            Example(#"const doc = "new apn.Provider({ cert, key }) cannot send liveactivity";"#, trap: .inString),
            Example("""
                // new apn.Provider({ cert: certPath, key: keyPath }) until the .p8 key arrived
                const provider = new apn.Provider({ token: apnsToken });
                """, trap: .inComment),
        ]) }

    let clients: [String]
    /// The same, by length, for the check made on every token.
    let clientWords: TokenWords
    let certificateKeys: [String]

    static let clientNamesOption = Option<[String]>(RuleOption("clientNames", default: .array(["Provider", "ApnsClient", "APNSClient", "ApnClient", "APNS", "Apns", "APNs"]
        .map(JSONValue.string)), help: "Constructors of APNs clients (`new apn.Provider({ … })`)."))
    static let certificateKeysOption = Option<[String]>(RuleOption("certificateKeys", default: .array(["cert", "key", "pfx", "passphrase", "certificate", "certFile", "keyFile"]
        .map(JSONValue.string)), help: "Options that configure a client certificate."))

    public init(options: RuleOptions) {
        clients = options[Self.clientNamesOption]
        clientWords = TokenWords(clients)
        certificateKeys = options[Self.certificateKeysOption]
    }

    /// Only files that name one of these can hold a finding (the engine skips the rest).
    public var triggerWords: [String] { clients + ["connect", "Agent", "curl"] }

    /// A finding needs apn in a client's, its receiver's or an imported module's name, the
    /// push.apple.com host, or a client name the team lists that says neither.
    public var bytesGate: (@Sendable (UnsafeBufferPointer<UInt8>) -> Bool)? {
        let named = clients.filter { !Self.genericNames.contains($0) && !$0.lowercased().contains("apn") }.map { Array($0.utf8) }
        return { bytes in
            Self.apnSpellings.contains { ByteSearch.find($0, in: bytes) != nil } || ByteSearch.find(Self.host, in: bytes) != nil
                || named.contains { ByteSearch.find($0, in: bytes) != nil }
        }
    }

    /// How apn is written in names (`node-apn`, `ApnClient`, `APNs`, `APNS_KEY`): searched as
    /// written, each by its rarest byte, which a search ignoring case could not use.
    private static let apnSpellings = ["apn", "Apn", "APN"].map { Array($0.utf8) }, host = Array("push.apple.com".utf8)

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard !context.isTestLike else { return }
        // A script's curl push: `--cert` (or `-E`) to APNs's host.
        if file.language == .shell {
            for push in file.curlPushes() { if let certificate = push.certificate { findings.report(file, at: certificate, Self.message) } }
            return
        }
        var importsAPNs: Bool?
        var sendsToAPNsHost: Bool?
        for i in file.tokens.indices where file.kind(i) == .identifier {
            let options: Int?
            if file.isNewCommand(i, named: clientWords) {
                let receiver = file.receiver(ofCallee: i)
                let named = [i] + (receiver.map { [$0] } ?? [])
                // `Provider` is a common word: it needs the APNs library in sight. A name the
                // team lists (`LiveActivitySender`) is its own evidence.
                if file.isOne(i, of: Self.genericNames), !named.contains(where: { file.text($0).lowercased().contains("apn") }) {
                    if importsAPNs == nil { importsAPNs = Self.importsAPNsModule(file) }
                    guard importsAPNs == true else { continue }
                }
                options = file.nextSignificant(after: i).flatMap { file.nextSignificant(after: $0) }.flatMap { objectArgument($0, in: file) }
            } else if file.isNewCommand(i, named: Self.agentWords) {
                // An HTTPS agent holding a certificate, in a file that sends to APNs's host
                // (`https.request({ host: "api.push.apple.com", agent })`).
                if sendsToAPNsHost == nil { sendsToAPNsHost = Self.namesAPNsHost(file) }
                guard sendsToAPNsHost == true else { continue }
                options = file.firstObjectArgument(ofCallee: i)
            } else if file.isIdentifier(i, "connect"), let url = connectURL(i, in: file),
                      url.contains(where: { $0.contains("push.apple.com") }) || namesAPNs(firstArgumentOf: i, in: file) {
                options = secondObjectArgument(of: i, in: file)
            } else {
                continue
            }
            guard let object = options else { continue }
            let members = file.memberKeys(ofBrace: object)
            guard !members.contains(where: { $0.name == "token" }),
                  let certificate = members.first(where: { certificateKeys.contains($0.name) }) else { continue }
            findings.report(file, at: certificate.token, Self.message)
        }
    }

    static let genericNames = ["Provider", "Client"]

    /// Node's HTTPS agents (`new https.Agent({ pfx })`, undici's `new Agent({ connect: … })`).
    static let agentWords = TokenWords(["Agent"])

    /// Whether a string of the file names APNs's host.
    static func namesAPNsHost(_ file: SourceFile) -> Bool {
        file.tokens(spelling: [host]).contains { file.kind($0) == .stringText }
    }

    static let message = "This APNs connection uses a certificate, which cannot send liveactivity pushes; use token auth."

    /// `import … from "apn"`, `require("@parse/node-apn")`: a module whose name mentions apn.
    static func importsAPNsModule(_ file: SourceFile) -> Bool {
        for i in file.tokens.indices where file.kind(i) == .stringStart {
            guard let before = file.previousSignificant(before: i) else { continue }
            let isModule = file.is(before, "from")
                || (file.kind(before) == .openParen && file.callee(ofOpenParen: before).map { file.is($0, "require") } == true)
            if isModule, file.literalText(ofStringAt: i).lowercased().contains("apn") { return true }
        }
        return false
    }

    /// The texts the first argument of `connect(…)` can be: a literal, a ternary's branches, or
    /// what the file assigns the constant it names (`http2.connect(APNS_HOST, …)`).
    private func connectURL(_ callee: Int, in file: SourceFile) -> [String]? {
        guard let paren = file.nextSignificant(after: callee), file.kind(paren) == .openParen,
              let first = file.nextSignificant(after: paren), file.kind(first) != .closeParen else { return nil }
        return file.literalBranches(of: file.expression(from: first)).map(\.text)
    }

    /// `http2.connect(config.apnsHost, …)`, `` connect(`https://${APNS_HOST}`, …) ``: a host the
    /// code names as APNs's, read from configuration rather than written out.
    private func namesAPNs(firstArgumentOf callee: Int, in file: SourceFile) -> Bool {
        guard let paren = file.nextSignificant(after: callee), file.kind(paren) == .openParen,
              let first = file.nextSignificant(after: paren), file.kind(first) != .closeParen else { return false }
        return file.expression(from: first).contains { k in
            (file.kind(k) == .identifier || file.kind(k) == .stringText) && file.text(k).lowercased().contains("apn")
        }
    }

    private func secondObjectArgument(of callee: Int, in file: SourceFile) -> Int? {
        guard let paren = file.nextSignificant(after: callee), let first = file.nextSignificant(after: paren),
              let comma = file.nextSignificant(after: file.expression(from: first).upperBound), file.kind(comma) == .comma,
              let second = file.nextSignificant(after: comma) else { return nil }
        return objectArgument(second, in: file)
    }

    /// The options object an argument is: written inline (`{ cert, key }`), or the object
    /// literal the file assigns the variable it names (`new apn.Provider(apnsOptions)`).
    private func objectArgument(_ first: Int, in file: SourceFile) -> Int? {
        if file.kind(first) == .openBrace { return first }
        guard file.kind(first) == .identifier, file.isPlainName(first),
              let after = file.nextSignificant(after: first), file.kind(after) == .comma || file.kind(after) == .closeParen
        else { return nil }
        return file.assignedValues(of: first).last { file.kind($0.lowerBound) == .openBrace }?.lowerBound
    }
}
