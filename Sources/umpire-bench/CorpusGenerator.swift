// A deterministic corpus in the sample repository's shapes, renamed and reordered per copy.

import Foundation

struct CorpusGenerator {
    let templates: String
    let seed: UInt64

    struct Made { var files = 0, lines = 0, bytes = 0 }

    /// Writes copies of the sample files until `lines` lines exist under `folder`.
    func generate(lines target: Int, into folder: String) throws -> Made {
        let fm = FileManager.default
        try? fm.removeItem(atPath: folder)
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let sources = try fm.subpathsOfDirectory(atPath: templates).sorted()
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".ts") || $0.hasSuffix(".sh") }
            .map { ($0, try String(contentsOfFile: templates + "/" + $0, encoding: .utf8)) }
        guard !sources.isEmpty else { return Made() }
        var made = Made()
        var random = seed
        var copy = 0
        while made.lines < target {
            for (path, text) in sources where made.lines < target {
                random = random &* 6364136223846793005 &+ 1442695040888963407
                let variant = Self.vary(text, copy: copy, random: random)
                let name = (path as NSString).deletingPathExtension
                let ext = (path as NSString).pathExtension
                let out = "\(folder)/batch\(copy / 50)/\(name)\(copy).\(ext)"
                try fm.createDirectory(atPath: (out as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try variant.write(toFile: out, atomically: false, encoding: .utf8)
                made.files += 1
                made.lines += variant.utf8.count { $0 == 10 }
                made.bytes += variant.utf8.count
            }
            copy += 1
        }
        return made
    }

    /// One file of about `lines` lines: the sample's files of one language, varied and joined, as
    /// a generated file or a file that grew for years would be.
    func singleFile(extension ext: String, lines target: Int) -> String {
        let fm = FileManager.default
        let sources = ((try? fm.subpathsOfDirectory(atPath: templates)) ?? []).sorted().filter { $0.hasSuffix("." + ext) }
            .compactMap { try? String(contentsOfFile: templates + "/" + $0, encoding: .utf8) }
        guard !sources.isEmpty else { return "" }
        var parts: [String] = []
        var count = 0
        var random = seed
        var copy = 0
        while count < target {
            for text in sources where count < target {
                random = random &* 6364136223846793005 &+ 1442695040888963407
                let variant = Self.vary(text, copy: copy, random: random)
                parts.append(variant)
                count += variant.utf8.count { $0 == 10 } + 1
            }
            copy += 1
        }
        return parts.joined(separator: "\n")
    }

    /// Renames the identifiers that make the sample recognisable and repeats a block, so copies differ.
    static func vary(_ text: String, copy: Int, random: UInt64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for word in ["Scoreboard", "Innings", "Match", "Wicket", "follow", "Chase", "Team", "Devices"] {
            lines = lines.map { $0.replacingOccurrences(of: word, with: "\(word)\(copy)") }
        }
        // Duplicate a run of lines inside the file to vary sizes (kept syntactically neutral: comments).
        let extra = Int(random >> 33) % 12
        let comment = text.hasPrefix("#") || text.contains("#!/usr/bin/env bash") ? "#" : "//"
        for k in 0..<extra { lines.append("\(comment) generated line \(k) for copy \(copy)") }
        return lines.joined(separator: "\n")
    }
}
