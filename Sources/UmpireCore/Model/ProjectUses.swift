// What a project's Swift code does with its types, which a fix must not contradict:
// - the member names it changes through a value: `item.score = 3`, `viewModel.account.name += "!"`,
//   `&state.overs`, `$draft.name` (a binding writes), `match.balls.append(ball)`, `box.items[0] = ball`.
//   A stored property changed outside its type's initializers cannot become a let.
// - the argument labels each call of a type's initializer passes (`Player(id: 1, name: "A")`):
//   an optional var made a let loses the memberwise initializer's `= nil` default, so a call that
//   leaves it out stops compiling.
// Read from the bytes (strings and comments too), on the first question: a doubt keeps the var.

import Foundation

public final class ProjectUses: @unchecked Sendable {
    private let lock = NSLock()
    /// Hands each of the project's Swift files' bytes to its argument, one at a time.
    public typealias Sources = @Sendable (_ visit: ([UInt8]) -> Void) -> Void
    private let sources: Sources
    /// The files whose changes the first pass did not collect (`known` holds the rest).
    private let unscanned: Sources
    /// The simple names of the types whose initializer calls are recorded.
    private let typeNames: Set<String>
    private var changed: Set<String>?
    private var constructions: [String: [Set<String>]]?
    /// The files of `sources` that may build a type (by the hashes of the type names they
    /// write before a `(`): when given, a question reads those and `unscanned`, not every file.
    public typealias Constructing = @Sendable (_ type: String, _ visit: ([UInt8]) -> Void) -> Void
    private let constructing: Constructing?
    private var constructionsByType: [String: [Set<String>]] = [:]

    /// `sources` is read on the first question of each kind; `typeNames` are the types whose
    /// initializer calls are worth recording (the project model's). `known` are the member
    /// names the run's own files change (`changedMembers`, from the first pass, which has their
    /// bytes in hand), and `unscanned` the files it did not read.
    public init(typeNames: Set<String> = [], known: Set<String>? = nil, unscanned: @escaping Sources = { _ in },
                constructing: Constructing? = nil, sources: @escaping Sources) {
        self.typeNames = typeNames
        self.sources = sources
        self.constructing = known == nil ? nil : constructing
        self.unscanned = known == nil ? sources : unscanned
        knownChanged = known ?? []
    }

    private let knownChanged: Set<String>

    /// Knows of no change anywhere (a model built without its project's files).
    public static let none = ProjectUses { _ in }

    /// The member names one file's bytes change (see `changes(member:)`).
    public static func changedMembers(_ bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        scan(bytes, into: &names)
        return names
    }

    /// Whether the project changes a member of this name through some value other than `self`.
    public func changes(member name: String) -> Bool {
        lock.withLock {
            if changed == nil {
                var names = knownChanged
                unscanned { Self.scan($0, into: &names) }
                changed = names
            }
            return changed!.contains(name)
        }
    }

    /// Whether some call of the type's initializer (`Player(…)`, `Player.init(…)`) passes no
    /// argument with this label. (A call written `.init(…)` against an inferred type is not seen.)
    /// Asked only for an optional var of a type with the memberwise initializer, so read apart.
    public func constructs(_ type: String, without label: String) -> Bool {
        lock.withLock { constructionLabels(of: type).contains { !$0.contains(label) } }
    }

    /// Whether the project's calls of the type's initializer pass an argument with this label
    /// (`ScoreBug(showsPossession: false)`); nil when the project constructs the type nowhere.
    public func constructs(_ type: String, passing label: String) -> Bool? {
        lock.withLock {
            let calls = constructionLabels(of: type)
            return calls.isEmpty ? nil : calls.contains { $0.contains(label) }
        }
    }

    /// The argument labels of each call of the type's initializer. Call with the lock held.
    private func constructionLabels(of type: String) -> [Set<String>] {
        if constructions == nil {
            var calls = ConstructionScanner(typeNames: typeNames)
            if constructing == nil { sources { calls.scan($0) } } else { unscanned { calls.scan($0) } }
            constructions = calls.found
        }
        var calls = constructions![type] ?? []
        if let constructing {
            if constructionsByType[type] == nil {
                // A view is not the model's, but its callers are read the same way.
                var own = ConstructionScanner(typeNames: [type])
                constructing(type) { own.scan($0) }
                constructionsByType[type] = own.found[type] ?? []
            }
            calls += constructionsByType[type] ?? []
        }
        return calls
    }

    /// The standard library's mutating methods a stored collection, set, dictionary or Bool is
    /// changed with (`components.append(…)` does not compile on a let, not even in an init).
    public static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue",
        "popLast", "popFirst", "sort", "reverse", "shuffle", "toggle", "negate", "merge", "formUnion",
        "formIntersection", "formSymmetricDifference", "subtract", "update", "updateValue", "replaceSubrange",
        "swapAt", "partition",
    ]

    private static let mutatingHashes = Set(mutatingMethods.map { FNV1a.value(of: $0.utf8) })

    static func scan(_ bytes: [UInt8], into names: inout Set<String>) {
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress, b.count > 1 else { return }
            var i = 1
            while i < b.count {
                defer { i += 1 }
                // Dots are rare among a file's bytes: libc's vectorised memchr finds the next one.
                guard let hit = memchr(base + i, Int32(UInt8(ascii: ".")), b.count - i) else { return }
                i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                // `.name` after a value: an identifier, a call, a subscript or an optional.
                guard i + 1 < b.count, isIdentifierStart(b[i + 1]) else { continue }
                let before = b[i - 1]
                guard isIdentifierByte(before) || before == UInt8(ascii: ")") || before == UInt8(ascii: "]")
                        || before == UInt8(ascii: "?") || before == UInt8(ascii: "!") else { continue }
                // The chain's members: `a.account.name = x` changes `name`, and `account` with it
                // (a struct held in a let cannot have its fields set). Walked without keeping them
                // first: most chains change nothing, and this runs on every dot of every file.
                let firstDot = i
                var last = i..<i
                var k = i
                while let member = member(b, dot: k) {
                    last = member.name
                    k = member.next
                }
                i = k - 1
                // A method called at the end (`x.items.append(y)`) changes what it is called on.
                let callsMutatingMethod = k < b.count && b[k] == UInt8(ascii: "(")
                if callsMutatingMethod {
                    // Most calls are not mutating methods: their hash says so without a String.
                    guard mutatingHashes.contains(FNV1a.value(of: b[last])), mutatingMethods.contains(String(decoding: b[last], as: UTF8.self)) else { continue }
                } else if !changes(b, chainStart: chainStart(b, dot: firstDot), after: k) {
                    continue
                }
                var members: [Range<Int>] = []
                var m = firstDot
                while m < k, let member = member(b, dot: m) {
                    members.append(member.name)
                    m = member.next
                }
                var changedMembers = members
                if callsMutatingMethod { changedMembers.removeLast() }
                // `self.x = x` is the type's own code, judged by the rule with its initializers in view.
                if receiverIsSelf(b, dot: firstDot), changedMembers.count == members.count { changedMembers.removeFirst() }
                for member in changedMembers { names.insert(String(decoding: b[member], as: UTF8.self)) }
            }
        }
    }

    /// The member a chain's dot at `dot` names (`.name`, past a `?` or `!` after it), and where
    /// the chain goes on; nil when no member follows.
    private static func member(_ b: UnsafeBufferPointer<UInt8>, dot: Int) -> (name: Range<Int>, next: Int)? {
        guard dot < b.count, b[dot] == UInt8(ascii: "."), dot + 1 < b.count, isIdentifierStart(b[dot + 1]) else { return nil }
        var end = dot + 1
        while end < b.count, isIdentifierByte(b[end]) { end += 1 }
        var next = end
        while next < b.count, b[next] == UInt8(ascii: "?") || b[next] == UInt8(ascii: "!") { next += 1 }
        return (dot + 1..<end, next)
    }

    /// `self.name`.
    private static func receiverIsSelf(_ b: UnsafeBufferPointer<UInt8>, dot: Int) -> Bool {
        guard dot >= 4, spells(b, dot - 4, "self") else { return false }
        return dot == 4 || !isIdentifierByte(b[dot - 5])
    }

    /// Where the value the chain starts from is written: back over identifiers, dots and `?`/`!`.
    private static func chainStart(_ b: UnsafeBufferPointer<UInt8>, dot: Int) -> Int {
        var start = dot
        while start > 0, isIdentifierByte(b[start - 1]) || b[start - 1] == UInt8(ascii: ".") || b[start - 1] == UInt8(ascii: "?")
                || b[start - 1] == UInt8(ascii: "!") { start -= 1 }
        return start
    }

    /// Whether the chain is written to: passed inout (`&x.name`), bound (`$x.name`), assigned,
    /// or assigned through its subscript (`x.name[i] = …`, on its line).
    private static func changes(_ b: UnsafeBufferPointer<UInt8>, chainStart start: Int, after end: Int) -> Bool {
        if b[start] == UInt8(ascii: "$") || (start > 0 && b[start - 1] == UInt8(ascii: "$")) { return true }
        if start > 0, b[start - 1] == UInt8(ascii: "&"), start < 2 || b[start - 2] != UInt8(ascii: "&") { return true }
        var k = end
        func skipSpaces() { while k < b.count, b[k] == ASCII.space || b[k] == ASCII.tab { k += 1 } }
        skipSpaces()
        guard k < b.count else { return false }
        if b[k] == UInt8(ascii: "[") {
            var depth = 0
            while k < b.count, b[k] != ASCII.lf {
                if b[k] == UInt8(ascii: "[") { depth += 1 }
                if b[k] == UInt8(ascii: "]") { depth -= 1; if depth == 0 { k += 1; break } }
                k += 1
            }
            skipSpaces()
            guard k < b.count else { return false }
        }
        return isAssignment(b, at: k)
    }

    /// The operators that take a `=` to assign (`+=`, `&=`).
    private static let compoundOperators: [UInt8] = Array("+-*/%&|^".utf8)

    /// `=`, or a compound assignment (`+=`, `<<=`, `??=` is not Swift), never `==`.
    private static func isAssignment(_ b: UnsafeBufferPointer<UInt8>, at k: Int) -> Bool {
        if b[k] == UInt8(ascii: "=") { return k + 1 >= b.count || b[k + 1] != UInt8(ascii: "=") }
        if compoundOperators.contains(b[k]), k + 1 < b.count, b[k + 1] == UInt8(ascii: "=") { return true }
        for shift in [UInt8(ascii: "<"), UInt8(ascii: ">")] where b[k] == shift {
            return k + 2 < b.count && b[k + 1] == shift && b[k + 2] == UInt8(ascii: "=")
        }
        return false
    }
}
