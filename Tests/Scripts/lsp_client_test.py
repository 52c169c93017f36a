"""A real LSP client against the built `umpire lsp`: pytest-lsp (on pygls) checks every
message against the specification and against the capabilities the client declared, here
those of Neovim and VS Code as pytest-lsp records them, and a client that pulls diagnostics.
Run by lsp-client-test.sh, which sets UMPIRE to the binary."""

import atexit
import os
import pathlib
import shutil
import subprocess
import tempfile
import typing

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

UMPIRE = os.environ["UMPIRE"]
WORKSPACE = pathlib.Path(tempfile.mkdtemp(prefix="umpire-lsp-"))
atexit.register(shutil.rmtree, WORKSPACE, ignore_errors=True)
subprocess.run(["git", "init", "-q", str(WORKSPACE)], check=True)
VIEW_URI = (WORKSPACE / "ios/App/Views/ScoreView.swift").as_uri()
SHARE = '    func share() { let emoji = "🏏"; print(emoji) }'
VIEW = f"""import SwiftUI

struct ScoreView: View {{
    let state: String

    var body: some View {{
        Text(state)
    }}

    func reload() {{ print(state) }}
{SHARE}
}}
"""


def utf16(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def capabilities(name: str) -> types.ClientCapabilities:
    if name != "pull":
        return client_capabilities(name)
    pulling = client_capabilities("neovim")
    pulling.text_document.diagnostic = types.DiagnosticClientCapabilities()
    pulling.workspace.diagnostics = types.DiagnosticWorkspaceClientCapabilities(refresh_support=True)
    return pulling


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[UMPIRE, "lsp"]),
                    params=["neovim", "visual-studio-code", "pull"])
async def client(request, lsp_client: LanguageClient):
    lsp_client.pulls = request.param == "pull"
    # Both editors watch files for servers that register; pytest-lsp's client only records it.
    lsp_client.registrations = []
    lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)(lambda params: lsp_client.registrations.extend(params.registrations))
    # lsprotocol reads any result with a `command` member as a bare Command, but a CodeAction
    # may carry a command too (the explain action does); the editors tell them apart by its type.
    converter = lsp_client.protocol._converter
    converter.register_structure_hook(
        typing.Union[types.Command, types.CodeAction],
        lambda item, _: converter.structure(item, types.Command if isinstance(item.get("command"), str) else types.CodeAction))
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=capabilities(request.param), root_uri=WORKSPACE.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=WORKSPACE.as_uri(), name="app")]))
    assert result.server_info.name == "umpire"
    assert result.capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    yield
    await lsp_client.shutdown_session()


async def diagnostics(client: LanguageClient) -> list[types.Diagnostic]:
    """The view's current diagnostics, pushed or pulled as the client works."""
    if client.pulls:
        report = await client.text_document_diagnostic_async(
            types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=VIEW_URI)))
        return report.items
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[VIEW_URI]


@pytest.mark.asyncio
async def test_diagnostics_code_actions_and_explain(client: LanguageClient):
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=VIEW_URI, language_id="swift", version=1, text=VIEW)))
    found = [d for d in await diagnostics(client) if d.code == "no-print"]
    assert [d.range.start.line for d in found] == [9, 10]
    share = found[1]
    assert share.range.start.character == utf16('    func share() { let emoji = "🏏"; ')
    assert share.source == "umpire" and share.severity == types.DiagnosticSeverity.Error
    assert share.code_description.href.endswith("rules/IOSSwift/pages/no-print.md")

    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=VIEW_URI), range=share.range,
        context=types.CodeActionContext(diagnostics=[share])))
    titles = [a.title for a in actions]
    assert titles == ["Suppress no-print on this line", "Explain no-print"], titles
    suppress = actions[0].edit
    edits = suppress.document_changes[0].edits if suppress.document_changes else suppress.changes[VIEW_URI]
    assert edits[0].new_text == "    // umpire:disable-next-line no-print -- reason\n"

    await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command=actions[1].command.command, arguments=actions[1].command.arguments))
    if client.shown_documents:
        assert client.shown_documents[0].external and client.shown_documents[0].uri == share.code_description.href
    else:
        assert client.messages[0].message.startswith("no-print — ")


@pytest.mark.asyncio
async def test_incremental_change_clears_the_finding(client: LanguageClient):
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=VIEW_URI, language_id="swift", version=1, text=VIEW)))
    assert len([d for d in await diagnostics(client) if d.code == "no-print"]) == 2
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=VIEW_URI, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=9, character=0), end=types.Position(line=10, character=utf16(SHARE))),
            text="    func reload() {}")]))
    assert [d for d in await diagnostics(client) if d.code == "no-print"] == []
