// small-family-single-control across files: the .small layout is often a view of its own
// (`case .small: SmallActivityView(…)`) declared in another file, which holds the controls.

import UmpireCore
import UmpireRuleSupport

extension SmallFamilySingleControl: ProjectRule {
    public struct Facts: Sendable {
        struct Control: Sendable {
            let anchor: ProjectAnchor
            let name: String
        }
        struct Branch: Sendable {
            let controls: [Control]
            /// The views it shows by name, in order (`SmallActivityView`).
            let views: [String]
        }
        var branches: [Branch] = []
        /// The interactive controls in the body of each View type this file declares.
        var viewControls: [String: [Control]] = [:]
    }

    public func facts(of context: RuleContext) -> Facts? {
        var facts = Facts()
        facts.viewControls = viewControls(in: context)
        if context.file.contains(bytes: Self.small) { facts.branches = smallBranches(in: context) }
        return facts.branches.isEmpty && facts.viewControls.isEmpty ? nil : facts
    }

    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        for (_, project) in Dictionary(grouping: files, by: \.projectRoot) {
            var views: [String: [Facts.Control]] = [:]
            for file in project { views.merge(file.facts.viewControls) { first, _ in first } }
            var reported: Set<ProjectAnchor> = []
            for file in project {
                for branch in file.facts.branches {
                    let controls = branch.controls + branch.views.flatMap { views[$0] ?? [] }
                    for control in controls.dropFirst() where reported.insert(control.anchor).inserted {
                        findings.report(at: control.anchor, Self.message(control.name))
                    }
                }
            }
        }
    }

    private static let small = Array("small".utf8)
    private static let controlWords = TokenWords(controlNames)

    /// Each `.small` branch: the controls it writes, and the views it shows by name.
    private func smallBranches(in context: RuleContext) -> [Facts.Branch] {
        let file = context.file
        let tree = file.syntax
        let familyNames = activityFamilyNames(in: file)
        var branches: [Facts.Branch] = []
        for node in tree.descendants(tree.root) {
            switch tree.kind(node) {
            case .switchStatement:
                guard let subject = tree.firstChild(node), familyNames.contains(where: { tree.text(subject).hasSuffix($0) }) else { continue }
                for clause in tree.children(node) where tree.kind(clause) == .caseClause && isSmall(patternsOf: clause, tree) {
                    branches.append(branch(clause, context))
                }
            case .ifStatement:
                let conditions = tree.children(node).filter { tree.kind($0) == .condition }
                guard conditions.contains(where: { condition in
                    let text = tree.text(condition)
                    return text.hasSuffix(".small") && familyNames.contains { text.contains($0) }
                }), let block = tree.child(node, .block) else { continue }
                branches.append(branch(block, context))
            default:
                continue
            }
        }
        return branches
    }

    /// `activityFamily`, and what a view names it (`@Environment(\.activityFamily) private var family`).
    private func activityFamilyNames(in file: SourceFile) -> [String] {
        var names = ["ctivityFamily"]
        for i in file.tokens.indices where file.kind(i) == .identifier && file.is(i, "activityFamily") {
            guard let dot = file.previousSignificant(before: i), file.kind(dot) == .dot, let open = file.enclosingOpener(of: i),
                  let close = file.partner(of: open) else { continue }
            var k = close + 1
            while k < file.tokens.count, file.kind(k) != .newline, !file.is(k, "var") { k += 1 }
            if k < file.tokens.count, file.is(k, "var"), let name = file.nextSignificant(after: k), file.kind(name) == .identifier {
                names.append(file.text(name))
            }
        }
        return names
    }

    /// `case .small:`, `case .small, .medium:` (a pattern is the expression before the statements).
    private func isSmall(patternsOf clause: SyntaxID, _ tree: SyntaxTree) -> Bool {
        tree.children(clause).contains { tree.kind($0) == .member && tree.nameText($0) == "small" && tree.firstChild($0) == nil }
    }

    private func branch(_ node: SyntaxID, _ context: RuleContext) -> Facts.Branch {
        let tree = context.file.syntax
        var controls: [Facts.Control] = [], views: [String] = []
        // `case .small: smallLayout`: a computed view property (or a function) of this file,
        // whose body is the branch's layout.
        var bodies = [node], seen: Set<SyntaxID> = [node]
        for name in tree.descendants(node) where tree.kind(name) == .name && tree.parent(name).map({ tree.kind($0) != .call }) ?? true {
            let text = tree.nameText(name)
            for body in tree.bindings(named: text).filter({ tree[$0].flags.contains(.computed) }) + tree.functions(named: text)
            where !tree.contains(body, node) && seen.insert(body).inserted {
                bodies.append(body)
            }
        }
        for call in bodies.flatMap({ tree.descendants($0) }) where tree.kind(call) == .call {
            guard let callee = tree.firstChild(call), tree.kind(callee) == .name else { continue }
            let name = tree.nameText(call)
            if Self.controls.contains(name) {
                controls.append(Facts.Control(anchor: ProjectAnchor(context, at: Int(tree[callee].first), identity: name), name: name))
            } else if name.first?.isUppercase == true {
                views.append(name)
            }
        }
        return Facts.Branch(controls: controls, views: views)
    }

    /// The controls written in the body of each `View` this file declares, by tokens: a control's
    /// name called (`Button(`, `Toggle(isOn:`) or given a trailing closure (`Menu {`).
    private func viewControls(in context: RuleContext) -> [String: [Facts.Control]] {
        let file = context.file
        var found: [String: [Facts.Control]] = [:]
        for type in file.swiftTypeDeclarations() where type.kind == .struct && type.inherited.contains(where: { file.is($0, "View") }) {
            guard let open = type.bodyOpen, let close = type.bodyClose else { continue }
            var controls: [Facts.Control] = []
            for i in open..<close where file.kind(i) == .identifier && file.isOne(i, of: Self.controlWords) && !file.isMemberAccess(i) {
                guard let next = file.nextSignificant(after: i), file.kind(next) == .openParen || file.kind(next) == .openBrace else { continue }
                controls.append(Facts.Control(anchor: ProjectAnchor(context, at: i, identity: file.text(i)), name: file.text(i)))
            }
            if !controls.isEmpty { found[file.text(type.name)] = controls }
        }
        return found
    }
}
