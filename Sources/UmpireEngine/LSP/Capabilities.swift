// What the client can do (from `initialize`), and what the server offers: only what it
// implements.

import UmpireCore

struct ClientCapabilities: Sendable {
    /// The client asks for diagnostics (`textDocument/diagnostic`) and can be told to ask again
    /// when they change without an edit (after a save or a configuration change). Without the
    /// second, the server pushes instead, or save-time findings would wait for the next edit.
    var pullsDiagnostics = false
    var registersWatchedFiles = false
    var showsDocuments = false
    var takesVersionedEdits = false

    @_optimize(none)
    init() {}

    @_optimize(none)
    init(_ capabilities: JSONValue?) {
        let textDocument = capabilities?["textDocument"], workspace = capabilities?["workspace"]
        pullsDiagnostics = textDocument?["diagnostic"] != nil && workspace?["diagnostics"]?["refreshSupport"]?.bool == true
        registersWatchedFiles = workspace?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true
        showsDocuments = capabilities?["window"]?["showDocument"]?["support"]?.bool == true
        takesVersionedEdits = workspace?["workspaceEdit"]?["documentChanges"]?.bool == true
    }
}

enum ServerCapabilities {
    static let json: JSONValue = [
        "positionEncoding": "utf-16",
        // Incremental: the editor sends only the edited ranges of a large buffer.
        "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
        // Cross-file rules: an edit in one file can change another file's findings.
        "diagnosticProvider": ["identifier": "umpire", "interFileDependencies": true, "workspaceDiagnostics": false],
        "codeActionProvider": ["codeActionKinds": .array(CodeActions.kinds.map { .string($0) }), "resolveProvider": false],
        "executeCommandProvider": ["commands": [.string(CodeActions.explainCommand)]],
    ]
}
