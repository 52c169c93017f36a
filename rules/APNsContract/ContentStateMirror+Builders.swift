// content-state-mirror's builders: a function that writes the content state the backend sends as
// an object literal (`toContentState(display)`), compared key by key with the app's model.

import UmpireCore
import UmpireRuleSupport

extension ContentStateMirror {
    /// The names a content-state builder goes by: the words that wake the rule in its file.
    static let builderNames = ["toContentState", "buildContentState", "makeContentState", "createContentState", "getContentState",
                               "contentStateFor", "contentStateFrom", "mapContentState", "toLiveActivityContentState",
                               "buildLiveActivityContentState", "makeLiveActivityContentState"]

    /// `export function toContentState(display) { return { headline: …, hammer: … } }` or
    /// `const toContentState = (d) => ({ … })`: what the backend really sends, whatever its schema
    /// declares. Only an object whose every key is written (no spread) is read.
    func builtStates(in context: RuleContext) -> [Declaration] {
        let file = context.file
        let tree = file.syntax
        var result: [Declaration] = []
        for node in tree.descendants(tree.root) where tree.kind(node) == .function || tree.kind(node) == .binding {
            let name = tree.nameText(node)
            guard name.lowercased().contains("contentstate") else { continue }
            for object in returnedObjects(of: node, in: tree) {
                let properties = Array(tree.children(object)).filter { tree.kind($0) == .property }
                guard properties.count >= 2, properties.allSatisfy({ !tree.nameText($0).isEmpty }) else { continue }
                let anchors = properties.map { (tree.nameText($0), ProjectAnchor(context, at: Int(tree[$0].first), identity: name + "." + tree.nameText($0))) }
                result.append(Declaration(isSwift: false, keys: [], name: name, kind: "", fields: Set(anchors.map(\.0)),
                                          anchor: ProjectAnchor(context, at: Int(tree[node].first), identity: name),
                                          fieldAnchors: Dictionary(anchors, uniquingKeysWith: { first, _ in first }), isBuilder: true))
            }
        }
        return result
    }

    /// The object literals a function returns (`return { … }`), or an arrow function's body (`=> ({ … })`).
    private func returnedObjects(of node: SyntaxID, in tree: SyntaxTree) -> [SyntaxID] {
        if tree.kind(node) == .binding {
            guard let closure = tree.children(node).first(where: { tree.kind($0) == .closure }),
                  var body = tree.children(closure).reversed().first(where: { tree.kind($0) != .parameter && tree.kind($0) != .type })
            else { return [] }
            // `({ … })`: the parenthesised object.
            while tree.kind(body) == .tuple || tree.kind(body) == .argument, let only = tree.firstChild(body), tree.nextSibling(only) == nil { body = only }
            if tree.kind(body) == .object { return [body] }
            return tree.kind(body) == .block ? returns(in: body, tree) : []
        }
        guard let block = tree.children(node).first(where: { tree.kind($0) == .block }) else { return [] }
        return returns(in: block, tree)
    }

    private func returns(in block: SyntaxID, _ tree: SyntaxTree) -> [SyntaxID] {
        tree.children(block).compactMap { statement in
            guard tree.kind(statement) == .returnStatement, let value = tree.firstChild(statement), tree.kind(value) == .object else { return nil }
            return value
        }
    }

    /// Each key a builder writes that the app's state does not decode, at its line; the state's
    /// fields it leaves out, at the function. Paired with the app's state it shares most keys
    /// with, when that is at least half of them.
    func checkBuilders(_ builders: [Declaration], against states: [Declaration], into findings: inout ProjectFindingSink) {
        for builder in builders {
            let ranked = states.map { ($0, $0.fields.intersection(builder.fields).count) }.sorted { $0.1 > $1.1 }
            guard let (app, shared) = ranked.first, shared * 2 >= builder.fields.count,
                  ranked.count == 1 || ranked[1].1 < shared else { continue }
            for field in builder.fields.subtracting(app.fields).sorted() {
                findings.report(at: builder.fieldAnchors[field] ?? builder.anchor, Self.backendMessage(builder.name, [field], app.name))
            }
            let missing = app.fields.subtracting(builder.fields).sorted()
            if !missing.isEmpty { findings.report(at: builder.anchor, Self.appMessage(app.name, missing, builder.name)) }
        }
    }
}
