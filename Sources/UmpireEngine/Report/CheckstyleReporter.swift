// `--format checkstyle`: Checkstyle XML, which Jenkins, GitLab and reviewdog read.

import UmpireCore

public enum CheckstyleReporter {
    public static func render(_ result: LintResult) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var current: String?
        for f in result.findings {
            if f.path != current {
                if current != nil { out += "  </file>\n" }
                out += "  <file name=\"\(Escape.xml(f.path))\">\n"
                current = f.path
            }
            out += "    <error line=\"\(f.line)\" column=\"\(f.column)\" severity=\"\(f.severity.rawValue)\" "
            out += "message=\"\(Escape.xml(f.message))\" source=\"\(Escape.xml(f.ruleID))\"/>\n"
        }
        if current != nil { out += "  </file>\n" }
        return out + "</checkstyle>\n"
    }
}
