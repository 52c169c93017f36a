// The index provenance uses to reach a value's callers in other files.

import Testing
@testable import UmpireCore

@Suite("Core: call sites")
struct CallSitesTests {
    @Test("A type's initializer and a free function are indexed; a method or modifier after a dot is not")
    func indexedNames() {
        let bytes = Array("ChaseCard(runs: state.runs)\nlet n = ballsBowled(fromOvers: x)\nText(y).font(.headline)\nstate.map(f)\n".utf8)
        let hashes = CallSites.calledNameHashes(bytes)
        for name in ["ChaseCard", "ballsBowled", "Text"] { #expect(hashes.contains(UInt32(truncatingIfNeeded: FNV1a.value(of: name.utf8))), "\(name)") }
        for name in ["font", "map"] { #expect(!hashes.contains(UInt32(truncatingIfNeeded: FNV1a.value(of: name.utf8))), "\(name)") }
        #expect(hashes == hashes.sorted() && Set(hashes).count == hashes.count)
    }

    @Test("The types a file may build: a type's call with or without a dot before it, and `.init(`; no function or method")
    func constructedNames() {
        let bytes = Array("Roster.Player(id: 1)\nTeam.init(code: c)\nlet n = makeCard(x)\nself.init(y)\n.init(z)\nx.reinit(w)\n".utf8)
        let constructed = CallSites.callHashes(bytes).constructed
        for name in ["Player", "Team"] { #expect(CallSites.holds(constructed, name), "\(name)") }
        for name in ["Roster", "makeCard", "init", "self", "reinit"] { #expect(!CallSites.holds(constructed, name), "\(name)") }
        #expect(CallSites.callHashes(bytes).called == CallSites.calledNameHashes(bytes))
    }

    @Test("Callers come back views first, then by path; files the run does not read are scanned once, when asked")
    func callerOrder() {
        let a = CallSites.Caller(path: "ios/App/Support/A.swift", called: CallSites.calledNameHashes(Array("Card(x: 1)".utf8)))
        let b = CallSites.Caller(path: "ios/App/Views/B.swift", called: CallSites.calledNameHashes(Array("Card(x: 2)".utf8)), isScreen: true)
        let c = CallSites.Caller(path: "ios/App/Views/C.swift", called: CallSites.calledNameHashes(Array("Other(x: 2)".utf8)), isScreen: true)
        let scans = Counter()
        let sites = CallSites(callers: [a, c, b], others: { visit in
            scans.add()
            visit("/elsewhere/D.swift", Array("Card(x: 3)".utf8))
        }, load: { _ in nil })
        #expect(sites.files(calling: "Card") == ["ios/App/Views/B.swift", "ios/App/Support/A.swift", "/elsewhere/D.swift"])
        #expect(sites.files(calling: "Nothing").isEmpty)
        #expect(scans.value == 1)
    }

    @Test("A name is called outside a file when another file writes it, the files the run does not read included")
    func calledOutside() {
        let a = CallSites.Caller(path: "A.swift", called: CallSites.calledNameHashes(Array("Card(x: 1)\nOwn(y: 2)".utf8)))
        let b = CallSites.Caller(path: "B.swift", called: CallSites.calledNameHashes(Array("Card(x: 2)".utf8)))
        let sites = CallSites(callers: [a, b], others: { visit in visit("/elsewhere/D.swift", Array("Far(z: 3)".utf8)) }, load: { _ in nil })
        #expect(sites.isCalled("Card", outside: "A.swift"))
        #expect(!sites.isCalled("Own", outside: "A.swift"))
        #expect(sites.isCalled("Own", outside: "B.swift"))
        #expect(sites.isCalled("Far", outside: "A.swift"))
        #expect(!sites.isCalled("Nothing", outside: "A.swift"))
    }

    @Test("A calling file asked about again is read once while it is among the last few read; one read long ago is read again")
    func recentFilesKept() {
        let loads = Counter()
        let sites = CallSites(callers: [], load: { path in
            loads.add()
            return Array("Card(x: \(path.count))".utf8)
        })
        let first = sites.file(at: "A.swift")
        for path in ["A.swift", "B.swift", "A.swift", "C.swift", "A.swift"] { _ = sites.file(at: path) }
        #expect(loads.value == 3)
        #expect(sites.file(at: "A.swift") === first)
        for path in ["D.swift", "E.swift", "F.swift", "G.swift"] { _ = sites.file(at: path) }
        #expect(sites.file(at: "A.swift") !== first)
        #expect(loads.value == 8)
    }
}

/// A count shared with a @Sendable closure.
/// Counts calls made from a @Sendable closure the test runs serially.
final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func add() { value += 1 }
}
