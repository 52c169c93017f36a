// What the infra rules share: which scripts are migrations, and their DynamoDB calls.

import UmpireCore

enum MigrationScripts {
    /// `migrate-003-follows-table.sh` and friends: the scripts that change tables.
    static func isMigration(_ file: LexedFile) -> Bool {
        fileName(file).hasPrefix("migrate")
    }

    static func fileName(_ file: LexedFile) -> String {
        file.path.split(separator: "/").last.map(String.init) ?? file.path
    }

    /// The `--table-name` of a command, with quotes removed.
    static func table(of command: ShellCommand, in file: LexedFile) -> String? {
        command.value(of: "--table-name", in: file)?.text
    }

    static let description = "Table migrations are bash scripts run by hand against sandbox and production"
}
