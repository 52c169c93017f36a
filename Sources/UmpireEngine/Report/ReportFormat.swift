// The output formats, and the one place that picks a reporter for each.

import Foundation
import UmpireCore

public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, checkstyle, rdjson, markdown, html

    /// What a report depends on besides the findings.
    public struct Context: Sendable {
        public var strict = false
        public var color = false
        /// Where Markdown file links point.
        public var links = ReportLinks.relative
        /// A pre-commit run: a clean text report is one line.
        public var brief = false
        /// The repository's root (absolute), which annotations and SARIF name paths from, and
        /// the folder the findings' paths are relative to.
        public var sourceRoot: String?
        public var workingFolder: String?
        public init(strict: Bool = false, color: Bool = false, links: ReportLinks = .relative) {
            self.strict = strict
            self.color = color
            self.links = links
        }
    }

    /// The formats `umpire copy` writes.
    public static let copyFormats: [ReportFormat] = [.text, .markdown, .json, .html]
    /// The formats `umpire lint` writes (HTML draws copy; it is `umpire copy`'s).
    public static let lintFormats: [ReportFormat] = allCases.filter { $0 != .html }

    /// The lint report.
    public func render(_ result: LintResult, _ context: Context) -> String {
        switch self {
        case .text: TextReporter.render(result, strict: context.strict, style: TextStyle(color: context.color), brief: context.brief)
        case .json: JSONReporter.render(result, strict: context.strict)
        case .sarif: SARIFReporter.render(result.fromRoot(context), sourceRoot: context.sourceRoot)
        case .github: GitHubReporter.render(result.fromRoot(context))
        case .checkstyle: CheckstyleReporter.render(result)
        case .rdjson: RDJSONReporter.render(result)
        case .markdown: MarkdownReporter.render(result, strict: context.strict, links: context.links)
        // Refused before the run (`umpire copy --format html` draws copy).
        case .html: ""
        }
    }

    /// The copy review, or nil for a format `umpire copy` does not write.
    public func renderCopy(_ review: CopyReview, _ context: Context) -> String? {
        switch self {
        case .text: CopyReport.text(review)
        case .markdown: CopyReport.markdown(review, links: context.links)
        case .html: CopyHTML.render(review, links: context.links)
        case .json: CopyReport.json(review)
        default: nil
        }
    }

    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

extension LintResult {
    /// The findings with their paths from the repository's root, as annotations and code
    /// scanning place them, whatever folder the run started in (a CI step's
    /// `working-directory:`). Paths outside the root stay as they are.
    func fromRoot(_ context: ReportFormat.Context) -> LintResult {
        guard let root = context.sourceRoot, let folder = context.workingFolder, root != folder else { return self }
        var copy = self
        copy.findings = findings.map { finding in
            let absolute = FileDiscovery.normalize(finding.path.hasPrefix("/") ? finding.path : folder + "/" + finding.path)
            guard let relative = FileDiscovery.relative(absolute, to: root) else { return finding }
            return finding.replacing(path: relative)
        }
        return copy
    }
}
