// Where a local goes, for the rules that judge how a value is computed: a value worked out only
// to be written into a link (`let year = date.components(separatedBy: "-")[0]`, then
// `"…/box?year=\(year)"`) is a request's parameter, and one only logged (`var line = "[\(ts)] …"`,
// then `print(line)`) is for a developer: neither is text or a figure a fan reads.

import UmpireCore

extension RuleContext {
    /// Whether the value around token `token` is a local's (`let year = …`, `gameID = …`) whose
    /// every later read in its function goes into text for a machine: an interpolation of a
    /// link, query or path, a `URL(…)`-like call, or a log (`print(line)`, `logger.debug(…)`).
    /// Reads in the other cases of the same `switch`, and reads that only recompute the local
    /// itself (`line += …`), do not count.
    package func feedsOnlyMachineText(valueAt token: Int) -> Bool {
        feedsOnlyMachineText(valueAt: token, depth: 0)
    }

    private func feedsOnlyMachineText(valueAt token: Int, depth: Int) -> Bool {
        let tree = file.syntax
        let node = tree.node(atToken: token)
        // `selected.first { "\($0.id)|\($0.league)" == teamID }`: text built to be compared is a key.
        if depth == 0, let parent = tree.parent(node), tree.kind(parent) == .binary, ["==", "!="].contains(tree.nameText(parent)) { return true }
        // `URLQueryItem(name: "startDate", value: date.formatted(…))`: a request's parameter.
        if depth == 0, file.enclosingCallees(of: token).contains(where: { file.isOne($0, of: ["URLQueryItem", "URLComponents"]) }) { return true }
        // `Image("rank_icon_\(rank / 10)")`: a figure inside an asset's name picks a picture.
        if depth == 0, namesAnImage(node, in: tree) || isSetElement(node, in: tree) { return true }
        var name: String?
        var valueEnd = Int(tree[node].last)
        var enclosingSwitch: SyntaxID?
        for ancestor in tree.ancestors(node) {
            switch tree.kind(ancestor) {
            case .switchStatement:
                enclosingSwitch = enclosingSwitch ?? ancestor
            case .binding where name == nil:
                name = tree.nameText(ancestor)
                valueEnd = Int(tree[ancestor].last)
            case .binary where name == nil && ["=", "+="].contains(tree.nameText(ancestor)):
                guard let target = tree.firstChild(ancestor), tree.kind(target) == .name else { return false }
                name = tree.nameText(target)
                valueEnd = Int(tree[ancestor].last)
            case .function, .closure, .typeDeclaration:
                // A closure's statements are its own children; a function's are in its block
                // (asking a closure for a block child would read all its statements each time).
                guard let name, tree.kind(ancestor) != .typeDeclaration,
                      let body = tree.kind(ancestor) == .closure ? ancestor : tree.child(ancestor, .block) else { return false }
                let bodyEnd = Int(tree[body].last)
                let reads = tree.uses(ofName: name).filter { use in
                    Int(tree[use].first) > valueEnd && Int(tree[use].last) <= bodyEnd
                        && !(enclosingSwitch.map { tree.ancestors(use).contains($0) } ?? false) && !recomputes(name, at: use, in: tree)
                }
                return !reads.isEmpty && reads.allSatisfy { isWrittenForMachine($0, in: tree, depth: depth) }
            default:
                continue
            }
        }
        return false
    }

    /// `gameID = -gameID`, `line += " game=…"`: the read feeds the local itself, or is the
    /// assignment's target.
    private func recomputes(_ name: String, at use: SyntaxID, in tree: SyntaxTree) -> Bool {
        tree.ancestors(use).contains { ancestor in
            guard tree.kind(ancestor) == .binary, ["=", "+="].contains(tree.nameText(ancestor)), let target = tree.firstChild(ancestor) else { return false }
            return tree.kind(target) == .name && tree.nameText(target) == name
        }
    }

    /// Inside a link's, query's or path's interpolation, an argument of `URL(…)` and its kin, or
    /// a log call's (directly or in the text it logs), or in the value of another local that
    /// only goes there (`let ts = …` read only in `var line = "[\(ts)] …"`, then `print(line)`).
    private func isWrittenForMachine(_ use: SyntaxID, in tree: SyntaxTree, depth: Int) -> Bool {
        for ancestor in tree.ancestors(use) {
            switch tree.kind(ancestor) {
            case .binding:
                return depth < 2 && feedsOnlyMachineText(valueAt: Int(tree[use].first), depth: depth + 1)
            case .binary where ["=", "+="].contains(tree.nameText(ancestor)):
                return depth < 2 && feedsOnlyMachineText(valueAt: Int(tree[use].first), depth: depth + 1)
            // A link's text; other text counts only when a log is what it goes into.
            case .string where ValueNames.isMachineText(file.ownText(ofStringAt: Int(tree[ancestor].first))):
                return true
            case .call where ["URL", "URLRequest", "URLComponents", "URLQueryItem"].contains(tree.nameText(ancestor)):
                return true
            case .call where Self.imageCalls.contains(tree.nameText(ancestor)):
                return namesAnImage(use, in: tree)
            case .call where tree[ancestor].name >= 0 && file.isLoggingCall(callee: Int(tree[ancestor].name)):
                return true
            case .function, .closure, .block:
                return false
            default:
                continue
            }
        }
        return false
    }

    static let imageCalls: Set<String> = ["Image", "UIImage", "NSImage"]

    /// Inside the text of an image's name (`Image("medal_\(tier)")`, `UIImage(named: "rank_\(n)")`).
    private func namesAnImage(_ node: SyntaxID, in tree: SyntaxTree) -> Bool {
        var inText = false
        for ancestor in tree.ancestors(node) {
            switch tree.kind(ancestor) {
            case .string: inText = true
            case .call: return inText && Self.imageCalls.contains(tree.nameText(ancestor))
            case .function, .closure, .block: return false
            default: continue
            }
        }
        return false
    }

    /// `-> Set<String> { return ["Top \(inning)", "T\(inning)"] }`, `Set(["Q\(n)", …])`: the
    /// forms a label may take, to look one up; a set has no order to be shown in.
    private func isSetElement(_ node: SyntaxID, in tree: SyntaxTree) -> Bool {
        var inArray = false
        for ancestor in tree.ancestors(node) {
            switch tree.kind(ancestor) {
            case .string, .interpolation, .argument, .binary, .ternary: continue
            case .array:
                inArray = true
            case .call:
                return inArray && tree.nameText(ancestor) == "Set"
            case .binding:
                return inArray && tree.child(ancestor, .type).map { tree.nameText($0) == "Set" } == true
            case .returnStatement:
                guard inArray, let function = tree.ancestors(ancestor).first(where: { [.function, .closure].contains(tree.kind($0)) }),
                      tree.kind(function) == .function else { return false }
                let returned = Array(tree.children(function)).last { tree.kind($0) == .type }
                return returned.map { tree.nameText($0) == "Set" } == true
            default:
                return false
            }
        }
        return false
    }
}
