// Ctrl-C and SIGTERM during a run: the process stops promptly and never leaves half a report.

import Foundation
import Testing

@Suite("Interruption", .serialized)
struct InterruptionTests {
    /// The `umpire` executable built next to the test bundle.
    static var binary: String? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("umpire").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test("A signal mid-run stops it within a second; the report is whole or absent, with no temporary file", arguments: [SIGINT, SIGTERM])
    func signalMidRun(signal: Int32) throws {
        let binary = try #require(Self.binary, "the umpire executable is built with the tests")
        let dir = try Scratch()
        // Enough code that a debug build takes a while, so the signal lands mid-run.
        let view = (1...150).map { "    func row\($0)() { print(\"\\(score) \($0)\") }" }.joined(separator: "\n")
        for n in 0..<400 {
            try dir.write("App/Views/View\(n).swift", "struct View\(n) {\n\(view)\n}\n")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [".", "--format", "json:report.json", "--format", "sarif:report.sarif"]
        process.currentDirectoryURL = URL(fileURLWithPath: dir.root)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 0.15)
        let sent = Date()
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(Date().timeIntervalSince(sent) < 1.0, "stops promptly")

        let names = try FileManager.default.contentsOfDirectory(atPath: dir.root)
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "no temporary report left: \(names)")
        if process.terminationReason == .uncaughtSignal {
            #expect(process.terminationStatus == signal, "dies of the signal it got, so the shell sees why")
        }
        for report in ["report.json", "report.sarif"] where names.contains(report) {
            let data = try Data(contentsOf: URL(fileURLWithPath: dir.root + "/" + report))
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(report) is whole")
        }
    }
}
