// hardcoded-display-string in widget and Live Activity code: match data written into the view
// (`Text("IND")`, `ScoreCard(team: "AUS", score: "327/4")`) rather than read from the content state.

import UmpireCore
import UmpireRuleSupport

extension HardcodedDisplayString {
    /// `Text("IND")`: three capital letters read as a team code in Live Activity code, where the
    /// teams come from the content state.
    func isTeamCode(_ start: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard context.roles.contains(.widget), let end = file.partner(of: start), end == start + 2,
              file.kind(start + 1) == .stringText, file.tokens[start + 1].length == 3 else { return false }
        let offset = file.tokens[start + 1].start.value
        guard file.bytes[offset..<offset + 3].allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return false }
        return !isSampleFile(context) && context.shared("HardcodedDisplayString.isLiveActivity") {
            file.contains(bytes: Array("ActivityViewContext".utf8)) || file.contains(bytes: Array("ActivityConfiguration".utf8))
        }
    }

    /// Literals passed as match data where a widget builds a value to show (`score: "327/4"`,
    /// `teamName: "AUS"`): one finding per call, outside previews and preview or sample data files.
    func checkWrittenMatchData(in context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard context.roles.contains(.widget), !isSampleFile(context) else { return }
        var reportedCall = -1
        for i in file.tokens.indices where file.kind(i) == .identifier && file.isOne(i, of: Self.matchDataLabels) {
            guard let colon = file.nextSignificant(after: i), file.kind(colon) == .colon,
                  let literal = file.nextSignificant(after: colon), file.kind(literal) == .stringStart,
                  let call = file.enclosingOpener(of: i), file.kind(call) == .openParen, call != reportedCall,
                  file.callee(ofOpenParen: call) != nil, !context.isInSampleData(i), !isStaticSample(literal, in: file),
                  !isConfigurationDefault(literal, in: context),
                  file.literalText(ofStringAt: literal).contains(where: { $0.isLetter || $0.isNumber }) else { continue }
            findings.report(file, at: literal, through: file.partner(of: literal), Self.message)
            reportedCall = call
        }
    }

    /// `fileprivate static var active: ContentState { ContentState(teamName: "Team 1", …) }`: a
    /// static value in widget code is a sample for its previews or gallery (preview-data-inline
    /// asks for it to move), never the state a running widget shows.
    func isStaticSample(_ literal: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        return tree.ancestors(tree.node(atToken: literal)).contains { [.binding, .variable].contains(tree.kind($0)) && tree[$0].flags.contains(.isStatic) }
    }

    /// `init() { player = PlayerEntity(id: 201939, name: "Stephen Curry", team: "GSW") }` in a
    /// widget's configuration intent: the choice the fan starts from, not the state a widget shows.
    func isConfigurationDefault(_ literal: Int, in context: RuleContext) -> Bool {
        context.enclosingTypeInherits(context.file.syntax.node(atToken: literal), fromAny: Self.intentTypes)
    }

    static let intentTypes: Set<String> = ["WidgetConfigurationIntent", "AppIntent", "AppEntity", "EntityQuery", "INIntent"]

    /// `Text("…")`, `Label("…", …)`: the literal is a view's own text, not a value built for one.
    func isShownDirectly(_ literal: Int, in file: SourceFile) -> Bool {
        guard let callee = file.enclosingCallees(of: literal).first else { return false }
        return file.isOne(callee, of: Self.statusCallees)
    }

    /// Labels of arguments that carry match data.
    static let matchDataLabels = MatchVocabulary.numbers + ["teamName", "team", "homeTeam", "awayTeam", "battingTeam", "bowlingTeam",
                                                            "opponent", "opponentName", "scoreLine", "oversLine", "statusLine"]

    /// Preview Content and sample-data files hold demo values on purpose.
    func isSampleFile(_ context: RuleContext) -> Bool {
        let path = context.rolePath
        return path.contains("Preview Content/") || path.contains("PreviewData") || path.contains("Sample")
            || TestLikePaths.isSampleData(path)
    }
}
