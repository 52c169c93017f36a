// Shell functions a migration calls from a script it sources (`scripts/lib/common.sh`'s
// `require_aws_identity`, `parse_stage_flag`): what each does, so the credentials and sandbox
// rules judge such a call by the function's body, as they judge a function of the migration's own.

import UmpireCore

/// One function a shell script defines, and what the migration rules ask of it.
package struct ShellHelper: Sendable {
    package let name: String
    /// Its body reads a `--sandbox` argument.
    package let readsSandboxFlag: Bool
    /// Whether its first aws command is the credentials check; nil when it runs none.
    package let firstAWSChecksCredentials: Bool?
    /// It describes the table it is given (`table_exists() { aws dynamodb describe-table
    /// --table-name "$1" … }`): a check for whatever table it is called with.
    package let describesGivenTable: Bool
}

package enum ShellHelpers {
    /// The functions `file` defines.
    package static func defined(in file: SourceFile) -> [ShellHelper] {
        let commands = file.shellCommands()
        return MigrationScripts.functions(in: file).map { function in
            let local = commands.filter { function.body.contains($0.first) }
            let firstAWS = local.first { file.shellWord($0.first) == "aws" }
            let describes = local.contains { command in
                guard command.isAWS("dynamodb", "describe-table", in: file) else { return false }
                let table = MigrationScripts.table(of: command, in: file) ?? ""
                if MigrationScripts.isPositional(table) { return true }
                // `local table_name=$1` … `--table-name ${table_name}`
                guard let name = MigrationScripts.variableName(table) else { return false }
                let values = MigrationScripts.assignedValues(of: name, in: file, commands: local)
                return !values.isEmpty && values.allSatisfy(MigrationScripts.isPositional)
            }
            return ShellHelper(name: function.name,
                               readsSandboxFlag: function.body.contains { MigrationScripts.readsSandboxFlag($0, in: file) },
                               firstAWSChecksCredentials: firstAWS.map { $0.isAWS("sts", "get-caller-identity", in: file) },
                               describesGivenTable: describes)
        }
    }

    /// The file names of the scripts `file` sources: `common.sh` for
    /// `source "$SCRIPT_DIR/../lib/common.sh"` or `. ./lib/common.sh`.
    package static func sourcedNames(in file: SourceFile) -> [String] {
        file.shellCommands().compactMap { command in
            guard command.words.count >= 2, ["source", "."].contains(file.shellWord(command.first)) else { return nil }
            let path = file.shellWord(command.words[1]).filter { $0 != "\"" && $0 != "'" }
            return path.split(separator: "/").last.map(String.init)
        }
    }

    /// The helpers a script can call: those of its own project's scripts, and of the scripts it
    /// sources by name wherever they are (`backend/scripts/` sourcing the repository's `scripts/lib/`).
    package static func reachable<Facts>(from script: FileFacts<Facts>, sourcing sourced: [String], among files: [FileFacts<Facts>],
                                         helpers: (Facts) -> [ShellHelper]) -> [ShellHelper] {
        files.filter { other in
            other.projectRoot == script.projectRoot || sourced.contains(String(other.path.split(separator: "/").last ?? ""))
        }.flatMap { helpers($0.facts) }
    }
}
