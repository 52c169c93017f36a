// The output formats, and the one place that picks a reporter for each.

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
        case .sarif: SARIFReporter.render(result)
        case .github: GitHubReporter.render(result)
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
