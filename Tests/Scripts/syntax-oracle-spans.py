#!/usr/bin/env python3
r"""Syntax oracle: byte spans of calls, member accesses, if/guard/switch
statements, closures and string interpolations, from tree-sitter.

Usage:
    syntax-oracle-spans.py FILE [FILE ...]        one JSON object per file, one per line
    syntax-oracle-spans.py --pretty FILE          indented JSON (single file)
    syntax-oracle-spans.py --self-check FOLDER [MAX_FILES]
        tree-sitter alone on a corpus: files, files it is unsure of and why,
        spans per kind per language, and a shape check of every span (see
        SELF-CHECK); exit 0 when every span passes the shape check
    syntax-oracle-spans.py --compare UMPIRE FOLDER [MAX_FILES]
        `UMPIRE syntax FILE` against tree-sitter on every file (the
        `syntax-oracle` script beside this file runs this)
    syntax-oracle-spans.py --dump UMPIRE FILE [--kind K[,K...]]
        both sides' spans of the compared kinds (or of the kinds given) for one
        file, merged, with line:column and text, for debugging ("-" as
        UMPIRE: tree-sitter's side only)

Languages, chosen by extension (FOLDER walks skip *.d.ts and node_modules,
.git, .build, Pods, DerivedData, .swiftpm):
    .swift                -> tree-sitter-swift        ("language": "swift")
    .ts .mts .cts         -> tree-sitter-typescript   ("language": "typescript")
    .tsx                  -> tree-sitter-typescript's tsx grammar
                             ("language": "typescript", "grammar": "tsx")

Output object per file (the shape `umpire syntax FILE` prints, plus fields
about tree-sitter itself):
    {
      "path": str, "language": "swift"|"typescript", "grammar": str,
      "bytes": int,
      "has_error": bool,      # an ERROR node anywhere in the tree
      "has_missing": bool,    # a MISSING (zero-width, inserted) node anywhere
      "suspect": int,         # comments found inside a string's text
      "misparse": int,        # Swift comparisons nested in comparisons
      "bad_identifier": int,  # Swift identifiers with operator characters
      "error_spans": [[start, end], ...],   # ERROR/MISSING nodes, outermost only
      "ignore_spans": [[start, end], ...],  # Swift case patterns, see below
      "nodes": [
        {"kind": K, "start": int, "end": int,   # byte offsets, end exclusive
         "type": tree-sitter node type},        # sorted by (start, -end, kind)
        ...
      ]
    }
The comparison skips a file with has_error, has_missing, suspect, misparse or
bad_identifier (tree-sitter is no oracle there; see KNOWN GRAMMAR FAULTS), and
does not compare calls and members lying inside an ignore span, on either side.
Umpire's nodes of other kinds than the seven below are counted and left out.

General span rules: a span runs from the first to the last byte of the
construct's own tokens.  Comments are never at either end: tree-sitter leaves a
comment that follows a node's last token inside the node when the rule could
have gone on (`if (a) { } // note` in TypeScript makes the comment the
statement_block's last child); spans are cut back to the last non-comment
token (and forward to the first).  White space and comments inside a span
stay (a modifier chain over several lines spans its newlines).

KINDS AND NODE TYPES

  call -- callee through the closing ")" of the arguments, or through the
          closing "}" of the last trailing closure
    swift:  call_expression: callee + call_suffix; the call_suffix holds the
              value_arguments "( ... )" and any trailing lambda_literals,
              labelled ones too: `a.b(c) { } label: { }` is one call ending at
              the last "}"; `f { }` with no parentheses is a call.  A chain
              `A().b().c()` gives three calls, all starting at "A".
            constructor_expression: the grammar's node for a call whose callee
              is a specialised type, `Array<Int>()`, `Foo<T>(x) { }`.
            Implicit-member calls `.init(x)`, `.run { }`, `.red.opacity(0.5)`
              start at the leading ".".
            NOT calls: a call_expression whose value_arguments open with "["
              (the grammar's subscript `a[i]`, and `[Int]`-typed array
              literals); a "call" whose arguments are all bare labels,
              `foo(x:y:)`, `String.init(describing:)` (a compound name);
              `defer { }` (parsed as a call of `defer` with a trailing
              closure: neither a call nor a closure; the same for the
              accessors `_read { }`, `_modify { }`, `unsafeAddress { }` ... in
              a computed property); `-(a - b)`, `!(x ?? y)`
              (a call_expression with an operator token for callee: a prefix
              operator on parentheses); macro_invocation (`#Preview { }`),
              attributes (`@Environment(\.dismiss)`), `#selector(...)`,
              `#available(...)`; enum case declarations.
    ts:     call_expression whose `arguments` field is an `arguments` node
              "( ... )": `f(x)`, `a?.b(x)`, `f?.(x)`, `g<T>(x)` (type arguments
              included), `super(x)`, `import("m")`, a decorator's `@d.x()` (from
              its `@`: Umpire lexes `@d` as one attribute token).
            NOT calls: tagged templates (call_expression whose arguments are a
              template_string), new_expression (`new Foo(x)`; Umpire may print
              such nodes under another kind, e.g. "new": kinds outside the
              seven are listed and not compared).

  member -- from the base's first byte through the member name
    swift:  navigation_expression: `a.b`, `a?.b`, `a!.b`, `f().b`, `a.0`,
              `Foo.Bar.self`, `self.x`, `super.x`, `"s".count`, `[T].self`;
              `a.b.c` gives `a.b` and `a.b.c`; `Text("x")\n  .bold` spans the
              newline and indentation.
            Implicit members (no base, as swift-syntax's MemberAccessExpr with
              a nil base): from the "." through the name.  The grammar has no
              node for them: `.red` is prefix_expression(".", red) (reported
              with type prefix_expression); in `.red.opacity` it is
              prefix(".", navigation(red.opacity)), reported as `.red` and
              `.red.opacity`, both from the "."; in `-.grid` the grammar makes
              the operator the base of navigation_expression(-, .grid):
              reported as `.grid`.  So `.init(x)` gives call `.init(x)` and
              member `.init`; `.padding()` after `#if` gives `.padding`.
            NOT members: key paths, a navigation_expression whose base
              (followed through navigation, call and postfix nodes) is a
              key_path_expression (`\Foo.bar`, `\.self`); types in
              expressions the grammar reads as types (`[Int: A.B].self` has
              no member `A.B` here, though swift-syntax has one).
    ts:     member_expression: `a.b`, `a?.b`, `a!.b`, `this.x`, `super.m`,
              `a.#p`, `import.meta.env` (the `.env` one), `a?.[0]?.b` (the
              outer one; subscript_expression `a?.[0]` is not a member).
            NOT members: a member_expression inside a type_query (`typeof a.b`
              in a type) or forming a JSX tag name (`<Foo.Bar>`, `</Foo.Bar>`);
              `import.meta` and `new.target` (meta_property).

  if / guard / switch -- whole statements
    swift:  if_statement, guard_statement, switch_statement, also where they
              are expressions (`let x = if a { 1 } else { 2 }`).  An if spans
              "if" through the "}" of the last block of its else chain.  In
              `if a {} else if b {} else {}` the grammar nests the second if as
              an if_statement: it is reported too, from its own "if" to the
              same end.  A guard spans "guard" through its else block's "}"; a
              switch "switch" through its "}".  `#if` directives are not
              statements and are never reported.
    ts:     if_statement (the else chain as in Swift: else_clause holds the
              nested if_statement, reported from its "if"; an if whose last
              branch is a bare statement ends with that statement, `;`
              included), switch_statement ("switch" through the body's "}").
              No guard in TypeScript.

  closure -- a Swift closure literal; a TypeScript arrow function
    swift:  lambda_literal, "{" through "}" (capture list, signature and `in`
              inside), wherever it stands: trailing (`f { }`, `f() { } l: { }`
              gives two), argument, `{ }()`, initial value, `return { }`.  Not
              function / accessor / willSet-didSet bodies (not
              lambda_literals), not the `defer` body.
    ts:     arrow_function, from its first token (`async`, type parameters
              `<T,>`, "(" or the lone parameter) through the end of its body
              (the expression's last token, or the statement_block's "}").
              function_expression (`function () {}`) is not a closure here.

  interpolation -- one interpolated segment of a string
    swift:  in line_string_literal / multi_line_string_literal: from the "\("
              token (the backslash) through the matching ")" token, both direct
              children of the string node.  The grammar gives one
              interpolated_expression per argument (`\(x, format: .number)`
              has two), so the span comes from the delimiters, not from
              interpolated_expression.  In raw_string_literal:
              raw_str_interpolation, from "\#(" (any number of #) through its
              ")"; a plain "\(" in a raw string is text.  Interpolations in a
              string inside an interpolation are reported too.
    ts:     template_substitution: "${" through "}" in a template_string
              (tagged templates included: the substitution is a string segment
              though the tag call is not reported); template_type: "${" through
              "}" in a template literal type (`type A = `x${B}``).

SPAN NORMALISATION (Swift calls and members: where the start moves)
  tree-sitter-swift 0.7.4 often lets a postfix (call suffix, ".name", "!",
  "?") bind tighter than Swift does; each rule below moves the start of the
  affected call/member to where Swift's grammar puts it (the end never moves):
    prefix operator  `!a.b(c)` is call(prefix(!, a.b), (c)) -> call `a.b(c)`;
                     also `-f { }`, `!x?.y`, `&a.b`, `!["A"].contains(x)`
                     (`["A"].contains(x)`), `!(a ?? b).isEmpty` (from "(").
    leading "."      `.red.opacity(0.5)` is call(prefix(., red.opacity), ..):
                     member and call start at the ".".
    try / await      `try await X().get(y)` is call(nav(try ... X(), get), (y))
                     -> `X().get(y)`, `X()`, `X().get`.
    binary operator  `a && b.c { }`, `Text("a") + Text("b")`, `c ? x : y.z()`:
                     the call/member is hung on the whole binary or ternary
                     node -> it starts at that node's last operand (`b.c { }`,
                     `Text("b")`, `y.z()`).
    postfix #if      `Foo()\n#if A\n  .a()\n#else\n  .b()\n#endif\n  .c()` (SE-0308):
                     tree-sitter makes each directive the base of the member
                     after it.  As in swift-syntax's PostfixIfConfigExpr:
                     `.a`, `.a()`, `.b`, `.b()` (after #if/#elseif/#else) start
                     at their "."; `.c` and `.c()` (after #endif) start where
                     the base `Foo()` starts (the statement before the matching
                     #if; through `let v = Foo() ...` to `Foo()`).
  TypeScript: the same for `!this.f!(x)` (tree-sitter-typescript hangs the
  call on non_null(unary(!, this.f))) and `x - a / 2 - s!.left`: a call,
  member, subscript or "!" whose base is a unary, await, binary or ternary
  expression starts at that expression's last operand.

CASE PATTERNS (Swift, "ignore_spans")
  tree-sitter-swift has a pattern syntax of its own: `case .foo(let x):` is a
  pattern node, `case Foo.bar(x):` a call_expression inside one; Swift (and
  swift-syntax) parse both as expressions.  Call and member spans inside a
  switch_pattern, a `for`/`catch` pattern, or the `case ... =` part of an
  if/guard/while condition are not compared, on either side (--dump marks
  them "~").

SELF-CHECK
  Every span of a clean file is checked against the text it covers: no white
  space or comment at either end; a call or member starts with a name
  character, ".", "(", "[", "{", a quote, "#", "@", "/" or "<" (never with an
  operator); a Swift call ends with ")" or "}" (a TS call with ")"); a member
  ends with a name character and has a "."; if/guard/switch start with their
  keyword (and, but for a TypeScript if, end with "}"); a Swift closure is
  "{...}", a TS one holds "=>"; an interpolation is "\( ... )" / "${ ... }".
  A failure means the mapping above is wrong somewhere.

KNOWN GRAMMAR FAULTS (tree-sitter-swift 0.7.4; the file is skipped)
  * "/*" in a string literal followed later by "*/" is lexed as a block
    comment across strings, with no ERROR node: "suspect" counts comments
    found directly in a string's text.
  * `g*0.7152` (no spaces around `*`) is lexed as the identifier `g*0` and
    the member `.7152`: "bad_identifier" counts identifiers holding operator
    characters.
  * Generic arguments in an expression, `Activity<T>.activities`,
    `AsyncStream<Void> { ... }`, are parsed as comparisons `A < T > .x`, with
    no ERROR node: "misparse" counts comparisons directly inside a comparison
    (comparison operators do not associate in Swift, so that is never real).
  * `()` as an argument (`pure(())`) gives MISSING nodes; casts to function
    types give ERROR nodes.
  tree-sitter-typescript 0.23.2 has ERROR nodes on overloaded call signatures
  (`<K>(key: K): V` in an interface), `export type *` and
  `typeof import("m")`.

Needs tree-sitter, tree-sitter-swift and tree-sitter-typescript (PyPI); the
`syntax-oracle` script beside this file makes a venv with the pinned versions.
With TS_ORACLE_PYTHON set to a python that has them, it re-executes itself with
it when the imports fail.
"""

import bisect
import collections
import concurrent.futures
import json
import os
import re
import signal
import subprocess
import sys
import time

VENV_PY = os.environ.get("TS_ORACLE_PYTHON", "")

try:
    import tree_sitter
    import tree_sitter_swift
    import tree_sitter_typescript
except ImportError:  # pragma: no cover - re-exec under the oracle's venv
    if os.path.exists(VENV_PY) and not os.environ.get("TS_ORACLE_REEXEC"):
        os.environ["TS_ORACLE_REEXEC"] = "1"
        os.execv(VENV_PY, [VENV_PY, os.path.abspath(__file__)] + sys.argv[1:])
    raise

KINDS = ("call", "member", "if", "guard", "switch", "closure", "interpolation")
LANG_KINDS = {
    "swift": KINDS,
    "typescript": tuple(k for k in KINDS if k != "guard"),
}
SOURCE_EXTS = (".swift", ".ts", ".tsx", ".mts", ".cts")
SKIP_DIRS = {"node_modules", ".git", ".build", "Pods", "DerivedData", ".swiftpm"}

# Accessors tree-sitter-swift reads as a call with a trailing closure when they
# stand in a computed property's braces (get/set/willSet/didSet it knows).
SWIFT_ACCESSORS = {b"_read", b"_modify", b"read", b"modify", b"unsafeAddress",
                   b"unsafeMutableAddress"}
_NOT_IDENT = re.compile(rb"[-*+/%<>=!&|^~?]")
SWIFT_COMMENTS = {"comment", "multiline_comment"}
JSX_ELEMENTS = {"jsx_opening_element", "jsx_closing_element", "jsx_self_closing_element"}

_LANGS = {}


def language_for(path):
    """(language, grammar, tree_sitter.Language) for a path, by extension."""
    ext = os.path.splitext(path)[1].lower()
    if ext == ".swift":
        grammar = "swift"
    elif ext in (".ts", ".mts", ".cts"):
        grammar = "typescript"
    elif ext == ".tsx":
        grammar = "tsx"
    else:
        raise ValueError(f"unsupported extension {ext!r} for {path}")
    if grammar not in _LANGS:
        if grammar == "swift":
            ptr = tree_sitter_swift.language()
        elif grammar == "typescript":
            ptr = tree_sitter_typescript.language_typescript()
        else:
            ptr = tree_sitter_typescript.language_tsx()
        _LANGS[grammar] = tree_sitter.Language(ptr)
    language = "swift" if grammar == "swift" else "typescript"
    return language, grammar, _LANGS[grammar]


# ---------------------------------------------------------------- Swift rules

def _swift_spine_child(n):
    """The base of a postfix-ish expression (what `.x`, `(...)`, `!` apply to)."""
    t = n.type
    if t in ("navigation_expression", "postfix_expression"):
        return n.child_by_field_name("target")
    if t in ("call_expression", "constructor_expression"):
        return n.child(0)
    return None


SWIFT_SPINE = {"navigation_expression", "postfix_expression", "call_expression",
               "constructor_expression"}


def _swift_spine_bottom(n):
    """Follow a call/member's base down to the node it starts from."""
    while n is not None and n.type in SWIFT_SPINE:
        n = _swift_spine_child(n)
    return n


# Nodes that can never be the base of a call or member access themselves (only
# inside parentheses, which give a tuple_expression): where tree-sitter-swift
# puts one there, the call or member binds to their last operand.
SWIFT_BINARY = {
    "additive_expression", "multiplicative_expression", "comparison_expression",
    "equality_expression", "conjunction_expression", "disjunction_expression",
    "nil_coalescing_expression", "infix_expression", "range_expression",
    "bitwise_operation", "ternary_expression",
}


def _swift_operator_base(m):
    """An operator token standing as a call's callee or a member's base:
    `-(a - b)`, `!(x ?? y)` (call_expression(op, call_suffix)) or `-.grid`
    (navigation_expression(op, .grid)): a prefix operator on what follows."""
    p = m.parent
    return (p is not None and (m.type == "bang" or not m.is_named)
            and p.type in ("call_expression", "navigation_expression")
            and p.child(0) == m)


def _last_operand(n):
    for i in range(n.named_child_count - 1, -1, -1):
        c = n.named_child(i)
        if not c.is_extra:
            return c
    return None


def _word(src, n):
    parts = src[n.start_byte:n.end_byte].split()
    return parts[0] if parts else b""


class _SwiftStarts:
    r"""Where a Swift call or member really starts.  tree-sitter-swift 0.7.4
    lets a postfix (call suffix, `.name`, `!`, `?`) bind tighter than it does
    in Swift in several places; each rule moves the start, never the end:

      prefix operator  `!a.b(c)`: call(prefix(!, a.b), (c)) -> `a.b(c)` (Swift
                       applies `!` to the call); `-f { }`, `!x?.y`, `&a.b` too.
      leading "."      `.red.opacity(0.5)`: prefix(., red.opacity) -> the member
                       and call start at the "." (implicit member expression).
      try / await      `try await X().get(y)`: call(nav(try ... X(), get), (y))
                       -> `X().get(y)`.
      binary operator  `a && b.c { }`, `Text("a") + Text("b")`, `c ? x : y.z()`:
                       the call/member binds to the whole binary/ternary node
                       -> it starts at that node's last operand.
      `!(x)` / `-(x)`  a call with no callee but an operator token: not a call;
                       a member on it (`!(a ?? b).isEmpty`) starts at "(".
      postfix #if      `Foo()\n#if A\n  .a()\n#else\n  .b()\n#endif\n  .c()`
                       (SE-0308): tree-sitter makes each directive the base of
                       the member after it.  As in swift-syntax's
                       PostfixIfConfigExpr: `.a`, `.a()`, `.b`, `.b()` (inside a
                       clause, after #if/#elseif/#else) start at their "."; `.c`
                       and `.c()` (after #endif) start where the base `Foo()`
                       starts (found by matching #endif to its #if among the
                       preceding statements).
    """

    def __init__(self, src):
        self.src = src
        self.start_at = {}   # node id -> start (leading "." of an enclosing prefix)
        self.endif = {}      # #endif directive id -> start of its chain's base

    def of(self, n):
        """Start of a call/member node n."""
        if n.id in self.start_at:
            return self.start_at[n.id]
        fixed = self._fix(_swift_spine_bottom(n))
        return fixed if fixed is not None else content_start(n)

    def expr(self, x):
        """Start of an expression standing where a base should be."""
        if x is None:
            return None
        if x.id in self.start_at:
            return self.start_at[x.id]
        if x.type in SWIFT_SPINE:
            return self.of(x)
        fixed = self._fix(x)
        return fixed if fixed is not None else content_start(x)

    def _fix(self, m):
        if m is None:
            return None
        t = m.type
        if t == "prefix_expression":
            op = m.child_by_field_name("operation")
            if op is not None and op.type != ".":
                return self.expr(m.child_by_field_name("target"))
            return None
        if t in ("try_expression", "await_expression"):
            return self.expr(m.child_by_field_name("expr") or _last_operand(m))
        if t in SWIFT_BINARY:
            return self.expr(_last_operand(m))
        if t == "directive":
            return self._directive(m)
        if _swift_operator_base(m):
            nxt = m.next_sibling
            return nxt.start_byte if nxt is not None else None
        return None

    def _directive(self, d):
        w = _word(self.src, d)
        nxt = d.next_sibling
        dot = nxt.start_byte if nxt is not None else d.end_byte
        if w != b"#endif":
            return dot
        if d.id not in self.endif:
            self.endif[d.id] = self._endif_base(d)
        base = self.endif[d.id]
        return base if base is not None else dot

    def _stmt_directive(self, s):
        if s.type == "directive":
            return s
        b = _swift_spine_bottom(s) if s.type in SWIFT_SPINE else None
        return b if b is not None and b.type == "directive" else None

    def _endif_base(self, d):
        top = d
        while top.parent is not None and top.parent.type not in ("statements", "source_file"):
            top = top.parent
        if top.parent is None:
            return None
        depth = 0
        s = top
        while s is not None:
            if not s.is_extra:
                sd = self._stmt_directive(s)
                if sd is not None:
                    w = _word(self.src, sd)
                    if w == b"#endif":
                        depth += 1
                    elif w == b"#if":
                        depth -= 1
                        if depth == 0:
                            break
            s = s.prev_sibling
        if s is None:
            return None
        base = s.prev_sibling
        while base is not None and base.is_extra:
            base = base.prev_sibling
        if base is None:
            return None
        if base.type == "directive":  # an earlier postfix #if block's #endif
            return self._directive(base) if _word(self.src, base) == b"#endif" else None
        while base.type in ("property_declaration", "assignment",
                            "control_transfer_statement") and _last_operand(base):
            base = _last_operand(base)
        return self.expr(base)


def _swift_call_kind(node, src, not_closure):
    """'call', or None for what the grammar calls a call but Swift does not."""
    callee = node.child(0)
    suffix = node.child(node.child_count - 1)
    if suffix is None or suffix.type != "call_suffix":
        return "call"
    if callee is not None and (callee.type == "bang" or not callee.is_named):
        return None  # `!(a ?? b)`, `-(a - b)`: an operator on parentheses
    args = None
    lambdas = []
    for c in suffix.named_children:
        if c.type == "value_arguments":
            args = c
        elif c.type == "lambda_literal":
            lambdas.append(c)
    if args is None and lambdas and callee is not None and callee.type == "simple_identifier":
        word = src[callee.start_byte:callee.end_byte]
        p = node.parent
        if word == b"defer" or (
                word in SWIFT_ACCESSORS and p is not None and p.type == "statements"
                and p.parent is not None and p.parent.type == "computed_property"):
            for lam in lambdas:
                not_closure.add(lam.id)
            return None  # `defer { }`, `_read { }`: a statement or an accessor
    if args is not None:
        first = args.child(0)
        if first is not None and first.type == "[":
            return None  # subscript
        vals = [c for c in args.named_children if c.type == "value_argument"]
        if vals and not lambdas and all(
                v.child_by_field_name("value") is None
                and v.child_by_field_name("reference_specifier") is not None
                for v in vals):
            return None  # compound name `foo(x:y:)`
    return "call"


# ------------------------------------------------------------ TypeScript rules

TS_SPINE_FIELD = {"call_expression": "function", "member_expression": "object",
                  "subscript_expression": "object"}
# Never the direct base of a call/member/`!` (only inside parentheses): where
# tree-sitter-typescript puts one there (`!this.f!(x)` -> call(non_null(
# unary(!, this.f)), (x)); `x - a / 2 - s!.left`), the postfix binds to its
# last operand.
TS_LOOSE = {"unary_expression", "await_expression", "binary_expression",
            "ternary_expression"}


def _ts_spine_bottom(n):
    while n is not None:
        f = TS_SPINE_FIELD.get(n.type)
        if f is not None:
            n = n.child_by_field_name(f)
        elif n.type == "non_null_expression":
            n = n.named_child(0)
        else:
            return n
    return n


def _ts_start(n):
    """Where a TypeScript call or member really starts (see TS_LOOSE)."""
    m = _ts_spine_bottom(n)
    fixed = None
    while m is not None and m.type in TS_LOOSE:
        m = _last_operand(m)
        if m is None:
            break
        fixed = content_start(m)
        m = _ts_spine_bottom(m) if m.type in TS_SPINE_FIELD or m.type == "non_null_expression" else m
    return fixed if fixed is not None else content_start(n)


# ----------------------------------------------------------------- the walk

def content_end(n):
    """End of the last token of n that is not a comment: tree-sitter leaves a
    comment that follows a node's last token inside it when the rule could
    have gone on (`if (a) { } // note` in TypeScript: the comment is the
    statement_block's last child), so spans are cut back to real code."""
    while n.child_count:
        i = n.child_count - 1
        c = n.child(i)
        while c.is_extra and i > 0:
            i -= 1
            c = n.child(i)
        if c.is_extra:
            break
        n = c
    return n.end_byte


def content_start(n):
    """Start of the first token of n that is not a comment (see content_end)."""
    while n.child_count:
        i = 0
        c = n.child(0)
        while c.is_extra and i + 1 < n.child_count:
            i += 1
            c = n.child(i)
        if c.is_extra:
            break
        n = c
    return n.start_byte


def analyse(path, src=None):
    language, grammar, lang = language_for(path)
    if src is None:
        with open(path, "rb") as f:
            src = f.read()
    tree = tree_sitter.Parser(lang).parse(src)
    swift = language == "swift"

    nodes = []
    error_spans = []
    has_error = has_missing = False
    suspect = 0
    misparse = 0
    bad_identifier = 0
    ignore = []          # case patterns (Swift): call/member not compared there
    starts = _SwiftStarts(src) if swift else None
    start_at = starts.start_at if swift else {}
    not_closure = set()  # lambda_literal ids that are a `defer` body

    def add(kind, n):
        if swift and kind in ("call", "member"):
            start = starts.of(n)
        elif kind in ("call", "member"):
            start = _ts_start(n)
        else:
            start = content_start(n)
        nodes.append({"kind": kind, "start": start, "end": content_end(n),
                      "type": n.type})

    # Iterative pre-order walk; per node: (node, in_error, ts_skip_member)
    stack = [(tree.root_node, False, False)]
    while stack:
        n, in_error, no_member = stack.pop()
        t = n.type
        if n.is_error or n.is_missing:
            has_error = has_error or n.is_error
            has_missing = has_missing or n.is_missing
            if not in_error:
                error_spans.append([n.start_byte, n.end_byte])
            in_error = True
        child_no_member = no_member
        if swift:
            if t == "call_expression":
                if _swift_call_kind(n, src, not_closure):
                    add("call", n)
            elif t == "constructor_expression":
                add("call", n)
            elif t == "navigation_expression":
                bottom = _swift_spine_bottom(n)
                base = n.child_by_field_name("target")
                if base is not None and _swift_operator_base(base):
                    # `-.grid`: the operator is no base; `.grid` is an
                    # implicit member, from its "."
                    suffix = n.child_by_field_name("suffix")
                    if suffix is not None:
                        nodes.append({"kind": "member", "start": suffix.start_byte,
                                      "end": n.end_byte, "type": t})
                elif bottom is not None and bottom.type != "key_path_expression":
                    add("member", n)
            elif t == "prefix_expression":
                op = n.child_by_field_name("operation")
                if op is not None and op.type == ".":
                    s = start_at.get(n.id, n.start_byte)
                    m = n.child_by_field_name("target")
                    while m is not None and m.type in SWIFT_SPINE:
                        start_at[m.id] = s
                        m = _swift_spine_child(m)
                    if m is not None and m.type == "simple_identifier":
                        # the implicit member itself: `.red` in `.red`,
                        # `.red.opacity`, `.init(x)`
                        nodes.append({"kind": "member", "start": s,
                                      "end": m.end_byte, "type": t})
            elif t in ("if_statement", "guard_statement", "while_statement"):
                if t != "while_statement":
                    add(t[:-len("_statement")], n)
                # `if case .a(let x) = y`: the grammar flattens the pattern
                # into the condition, from its "case" to the "="
                case_at = None
                for c in n.children:
                    if c.type == "case":
                        case_at = c.start_byte
                    elif c.type == "=" and case_at is not None:
                        ignore.append([case_at, c.start_byte])
                        case_at = None
            elif t == "switch_pattern" or (
                    t == "pattern" and n.parent is not None
                    and n.parent.type in ("for_statement", "catch_block")):
                ignore.append([n.start_byte, n.end_byte])
            elif t == "switch_statement":
                add("switch", n)
            elif t == "lambda_literal":
                if n.id not in not_closure:
                    add("closure", n)
            elif t in ("line_string_literal", "multi_line_string_literal"):
                open_at = None
                for c in n.children:
                    ct = c.type
                    if ct in SWIFT_COMMENTS:
                        suspect += 1
                    elif ct.startswith("\\") and ct.endswith("("):
                        open_at = c.start_byte
                    elif ct == ")" and open_at is not None:
                        nodes.append({"kind": "interpolation", "start": open_at,
                                      "end": c.end_byte, "type": t})
                        open_at = None
            elif t == "raw_string_literal":
                for c in n.children:
                    if c.type in SWIFT_COMMENTS:
                        suspect += 1
            elif t == "raw_str_interpolation":
                add("interpolation", n)
            elif t == "simple_identifier":
                # `g*0.7152` lexed as identifier `g*0` + member `.7152`
                if _NOT_IDENT.search(src, n.start_byte, n.end_byte):
                    bad_identifier += 1
            elif t == "comparison_expression":
                # Comparison operators do not associate in Swift: a comparison
                # directly inside another is the grammar reading generic
                # arguments `A<B>.c` / `AsyncStream<T> { }` as `A < B > .c`.
                if any(c.type == "comparison_expression" for c in n.named_children):
                    misparse += 1
        else:
            if t == "call_expression":
                a = n.child_by_field_name("arguments")
                if a is not None and a.type == "arguments":
                    # A decorator's call, `@Controller('/auth')`: Umpire's lexer reads
                    # `@Controller` as one attribute token, so its call starts at the `@`.
                    if n.parent is not None and n.parent.type == "decorator":
                        nodes.append({"kind": "call", "start": n.parent.start_byte, "end": content_end(n),
                                      "type": "decorator call_expression"})
                    else:
                        add("call", n)
            elif t == "member_expression":
                if not no_member:
                    add("member", n)
            elif t in ("if_statement", "switch_statement"):
                add(t[:-len("_statement")], n)
            elif t == "arrow_function":
                add("closure", n)
            elif t in ("template_substitution", "template_type"):
                add("interpolation", n)
            elif t == "type_query":
                child_no_member = True
        if n.child_count:
            kids = n.children
            if not swift and t in JSX_ELEMENTS:
                name = n.child_by_field_name("name")
                name_id = name.id if name is not None else None
                for c in reversed(kids):
                    stack.append((c, in_error, child_no_member or c.id == name_id))
            else:
                for c in reversed(kids):
                    stack.append((c, in_error, child_no_member))

    nodes.sort(key=lambda s: (s["start"], -s["end"], s["kind"]))
    return {
        "path": path,
        "language": language,
        "grammar": grammar,
        "bytes": len(src),
        "has_error": has_error,
        "has_missing": has_missing,
        "suspect": suspect,
        "misparse": misparse,
        "bad_identifier": bad_identifier,
        "error_spans": error_spans,
        "ignore_spans": _merged(ignore),
        "nodes": nodes,
    }


def _merged(regions):
    out = []
    for s, e in sorted(regions):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return out


def unsure(result):
    """Why tree-sitter is no oracle for this file, or None."""
    if result["has_error"]:
        return "ERROR node"
    if result["has_missing"]:
        return "MISSING node"
    if result["suspect"]:
        return "comment inside a string"
    if result.get("misparse"):
        return "generic arguments read as comparisons"
    if result.get("bad_identifier"):
        return "operator characters in an identifier"
    return None


# ------------------------------------------------------------ helpers

def source_files(root, limit=None):
    if os.path.isfile(root):
        return [root]
    files = []
    for d, dirs, names in os.walk(root):
        dirs[:] = [x for x in dirs if x not in SKIP_DIRS]
        for n in names:
            if n.endswith(SOURCE_EXTS) and not n.endswith(".d.ts"):
                files.append(os.path.join(d, n))
    files.sort()
    return files[:limit] if limit else files


def snippet(src, start, end, width=60):
    text = src[start:end].decode("utf-8", "replace")
    text = text.replace("\n", "\\n").replace("\t", "\\t")
    if len(text) > width:
        half = width // 2 - 2
        text = text[:half] + " … " + text[-half:]
    return text


def line_col(src, offset):
    line = src.count(b"\n", 0, offset) + 1
    col = offset - (src.rfind(b"\n", 0, offset) + 1) + 1
    return line, col


def _ident_end(b):
    return chr(b).isalnum() or b in b"_`$" or b >= 0x80


def shape_problem(language, kind, text):
    """Why a span's text cannot be a `kind`, or None (the self-check)."""
    if not text:
        return "empty"
    if text[:1].isspace() or text[-1:].isspace():
        return "starts or ends with white space"
    if text.startswith((b"//", b"/*")) or text.endswith(b"*/"):
        return "starts or ends with a comment"
    first, last = text[:1], text[-1:]
    swift = language == "swift"
    if kind in ("call", "member") and not (
            _ident_end(first[0]) or first in b".([{\"'#@/<"):
        return f"{kind} starts with an operator"
    if kind == "call":
        if last not in ((b")", b"}") if swift else (b")",)):
            return "call does not end with ')'" + (" or '}'" if swift else "")
    elif kind == "member":
        if not _ident_end(last[0]):
            return "member does not end with a name"
        if b"." not in text:
            return "member without '.'"
    elif kind in ("if", "guard", "switch"):
        if not text.startswith(kind.encode()):
            return f"{kind} does not start with '{kind}'"
        if last != b"}" and (swift or kind == "switch"):
            return f"{kind} does not end with '}}'"
    elif kind == "closure":
        if swift and (first != b"{" or last != b"}"):
            return "closure is not '{ ... }'"
        if not swift and b"=>" not in text:
            return "arrow function without '=>'"
    elif kind == "interpolation":
        if swift and (first != b"\\" or last != b")"):
            return "interpolation is not '\\( ... )'"
        if not swift and (not text.startswith(b"${") or last != b"}"):
            return "interpolation is not '${ ... }'"
    return None


# ------------------------------------------------------------ --self-check

def self_check(root, limit):
    files = source_files(root, limit)
    per = {}  # language -> stats
    bad = []
    t0 = time.time()
    for path in files:
        try:
            r = analyse(path)
        except (OSError, ValueError) as e:
            print(f"unreadable {path}: {e}")
            continue
        s = per.setdefault(r["language"], {
            "files": 0, "bytes": 0, "why": collections.Counter(),
            "clean": 0, "counts": collections.Counter(),
            "clean_counts": collections.Counter(), "error_files": []})
        s["files"] += 1
        s["bytes"] += r["bytes"]
        why = unsure(r)
        if why:
            s["why"][why] += 1
            s["error_files"].append((os.path.relpath(path, root), why,
                                     r["error_spans"][:1]))
        else:
            s["clean"] += 1
        with open(path, "rb") as f:
            src = f.read()
        for nd in r["nodes"]:
            s["counts"][nd["kind"]] += 1
            if not why:
                s["clean_counts"][nd["kind"]] += 1
            p = shape_problem(r["language"], nd["kind"], src[nd["start"]:nd["end"]])
            if p and not why:
                bad.append((path, nd, p, src))
    secs = time.time() - t0
    print(f"syntax oracle self-check: {len(files)} files under {root} ({secs:.1f}s)")
    for language in sorted(per):
        s = per[language]
        n = s["files"]
        print(f"\n{language}: {n} files, {s['bytes'] // 1024} KiB; "
              f"tree-sitter unsure on {n - s['clean']} "
              f"({100.0 * (n - s['clean']) / n:.1f}%)" + "".join(
                  f"; {c} {w}" for w, c in s["why"].most_common()))
        print(f"  {'kind':<14}{'all files':>10}{'clean files':>13}")
        for k in LANG_KINDS[language]:
            print(f"  {k:<14}{s['counts'][k]:>10}{s['clean_counts'][k]:>13}")
        for rel, why, spans in s["error_files"][:15]:
            print(f"  unsure: {rel}: {why} {spans}")
        if len(s["error_files"]) > 15:
            print(f"  unsure: … {len(s['error_files']) - 15} more")
    print(f"\nshape check: {len(bad)} span(s) in clean files do not look like their kind")
    for path, nd, p, src in bad[:25]:
        ln, col = line_col(src, nd["start"])
        print(f"  {path}:{ln}:{col} {nd['kind']} ({nd['type']}) {p}: "
              f"{snippet(src, nd['start'], nd['end'])}")
    return 0 if files and not bad else 1


# ------------------------------------------------------------ umpire's side

def run_umpire(binary, path, timeout=120):
    """(spans multiset, language, note, None) or (None, None, None, error)."""
    try:
        p = subprocess.run([binary, "syntax", path], capture_output=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, None, None, f"timed out after {timeout}s"
    except OSError as e:
        return None, None, None, str(e)
    if p.returncode != 0:
        err = p.stderr.decode("utf-8", "replace").strip().splitlines()
        return None, None, None, f"exit {p.returncode}: {(err[-1] if err else '')[:160]}"
    try:
        d = json.loads(p.stdout)
        raw = d["nodes"]
        spans = collections.Counter(
            (x["kind"], int(x["start"]), int(x["end"])) for x in raw)
    except (ValueError, KeyError, TypeError) as e:
        return None, None, None, f"bad JSON: {type(e).__name__}: {str(e)[:120]}"
    keys = [(x["start"], -x["end"]) for x in raw]
    note = None if keys == sorted(keys) else "nodes not sorted by (start, -end)"
    if any(s > e or s < 0 for _, s, e in spans):
        note = "a node with start > end or start < 0"
    return spans, d.get("language"), note, None


def oracle_spans(result):
    return collections.Counter((n["kind"], n["start"], n["end"]) for n in result["nodes"])


def ignored(result, span):
    """A call or member lying inside one of result's ignore_spans."""
    kind, s, e = span
    if kind not in ("call", "member"):
        return False
    regions = result.get("ignore_spans") or ()  # sorted, disjoint
    i = bisect.bisect_right(regions, [s, float("inf")]) - 1
    return i >= 0 and regions[i][0] <= s and e <= regions[i][1]


def drop_ignored(result, spans):
    """spans (a Counter) without what falls in result's ignore_spans; the count."""
    gone = [k for k in spans if ignored(result, k)]
    n = sum(spans[k] for k in gone)
    for k in gone:
        del spans[k]
    return n


# ------------------------------------------------------------ --compare

def compare(binary, root, limit):
    files = source_files(root, limit)
    if not files:
        print(f"no .swift/.ts/.tsx files under {root}")
        return 2
    jobs = int(os.environ.get("SYNTAX_ORACLE_JOBS", os.cpu_count() or 2))
    # kind -> [agree, only umpire, only tree-sitter]; per language too
    table = collections.defaultdict(lambda: [0, 0, 0])
    files_by_lang = collections.Counter()
    skipped = collections.Counter()
    crashed, notes, worst = [], [], []
    unknown_kinds = collections.Counter()
    identical = 0
    n_ignored = 0

    def work(path):
        try:
            with open(path, "rb") as f:
                src = f.read()
            r = analyse(path, src)
        except (OSError, ValueError) as e:
            return path, None, None, str(e)
        if unsure(r):
            return path, r, None, None
        return path, r, src, run_umpire(binary, path)

    t0 = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for path, r, src, um in pool.map(work, files):
            rel = os.path.relpath(path, root) if os.path.isdir(root) else path
            if r is None:
                skipped["unreadable"] += 1
                print(f"unreadable {rel}: {um}")
                continue
            why = unsure(r)
            if why:
                skipped[why] += 1
                continue
            language = r["language"]
            got, ulang, note, err = um
            if err:
                crashed.append((rel, err))
                print(f"crash   {rel}: {err}")
                continue
            files_by_lang[language] += 1
            if note:
                notes.append((rel, note))
            if ulang is not None and ulang != language:
                notes.append((rel, f'language "{ulang}", expected "{language}"'))
            want = oracle_spans(r)
            n_ignored += drop_ignored(r, want) + drop_ignored(r, got)
            for k, s, e in list(got):
                if k not in KINDS:
                    unknown_kinds[k] += got[(k, s, e)]
                    del got[(k, s, e)]
            both = got & want
            only_u = got - both
            only_t = want - both
            for key, c in both.items():
                table[(language, key[0])][0] += c
            for key, c in only_u.items():
                table[(language, key[0])][1] += c
            for key, c in only_t.items():
                table[(language, key[0])][2] += c
            nu, nt = sum(only_u.values()), sum(only_t.values())
            # SYNTAX_ORACLE_LIST=guard,interpolation prints every differing span of those kinds.
            listed = os.environ.get("SYNTAX_ORACLE_LIST", "")
            if listed:
                for side, spans in (("umpire-only", only_u), ("tree-sitter-only", only_t)):
                    for k, s, e in sorted(spans):
                        if k in listed.split(","):
                            ln, col = line_col(src, s)
                            print(f"  {side:<16} {k:<13} {rel}:{ln}:{col} {snippet(src, s, e, 60)}")
            if nu == 0 and nt == 0:
                identical += 1
            else:
                ex_u = sorted(only_u)[:2]
                ex_t = sorted(only_t)[:2]
                worst.append((nu + nt, nu, nt, rel, src,
                              [("umpire-only", x) for x in ex_u] +
                              [("tree-sitter-only", x) for x in ex_t]))
    secs = time.time() - t0

    compared = sum(files_by_lang.values())
    print("\nper kind (files compared: "
          + ", ".join(f"{n} {l}" for l, n in sorted(files_by_lang.items())) + ")")
    print(f"  {'language':<11}{'kind':<14}{'equal':>8}{'only-umpire':>13}"
          f"{'only-tree-sitter':>18}{'agree':>9}")
    tot = [0, 0, 0]
    for language in sorted(LANG_KINDS):
        for k in LANG_KINDS[language]:
            a, u, t = table.get((language, k), (0, 0, 0))
            if a + u + t == 0 and language not in files_by_lang:
                continue
            pct = 100.0 * a / (a + u + t) if a + u + t else 100.0
            print(f"  {language:<11}{k:<14}{a:>8}{u:>13}{t:>18}{pct:>8.1f}%")
            tot = [tot[0] + a, tot[1] + u, tot[2] + t]
    for (language, k), v in sorted(table.items()):
        if k not in LANG_KINDS[language]:  # e.g. a guard claimed in TypeScript
            print(f"  {language:<11}{k:<14}{v[0]:>8}{v[1]:>13}{v[2]:>18}")
            tot = [tot[0] + v[0], tot[1] + v[1], tot[2] + v[2]]
    if unknown_kinds:
        top = unknown_kinds.most_common()
        print(f"  not compared: {len(top)} other kinds from umpire: " + ", ".join(
            f"{k} ({n})" for k, n in top[:8]) + (", …" if len(top) > 8 else ""))

    worst.sort(key=lambda w: (-w[0], w[3]))
    if worst:
        print(f"\nfiles that differ most ({len(worst)} differ; top {min(15, len(worst))})")
    for total, nu, nt, rel, src, examples in worst[:15]:
        print(f"  {total:>5}  {rel}  (umpire-only {nu}, tree-sitter-only {nt})")
        for side, (k, s, e) in examples:
            ln, col = line_col(src, s)
            print(f"           {side:<16} {k:<13} {ln}:{col} [{s},{e}) "
                  f"{snippet(src, s, e, 50)}")
    for rel, note in notes[:10]:
        print(f"note    {rel}: {note}")
    if len(notes) > 10:
        print(f"note    … {len(notes) - 10} more")

    a, u, t = tot
    union = a + u + t
    pct = 100.0 * a / union if union else 0.0
    skipped_n = sum(skipped.values())
    why = ", ".join(f"{n} {w}" for w, n in skipped.most_common())
    print(f"\nsyntax oracle: {a}/{union} spans agree ({pct:.2f}%; {u} only in umpire, "
          f"{t} only in tree-sitter); files: {compared} compared, {identical} identical, "
          f"{len(crashed)} crashed, {skipped_n} skipped (tree-sitter unsure"
          f"{': ' + why if why else ''}); {n_ignored} call/member spans in case "
          f"patterns not compared; {secs:.0f}s")
    ok = compared > 0 and union > 0 and pct >= 99.0 and not crashed
    return 0 if ok else 1


# ------------------------------------------------------------ --dump

def dump(binary, path, kinds=None):
    try:
        with open(path, "rb") as f:
            src = f.read()
        r = analyse(path, src)
    except (OSError, ValueError) as e:
        print(f"syntax-oracle: {e}", file=sys.stderr)
        return 2
    want = oracle_spans(r)
    why = unsure(r)
    print(f"{path}: {r['language']} ({r['grammar']} grammar), {r['bytes']} bytes")
    if why:
        print(f"tree-sitter unsure ({why})" + ("; error spans: " if r["error_spans"] else "") + ", ".join(
            f"{line_col(src, s)[0]}:{line_col(src, s)[1]} [{s},{e})"
            for s, e in r["error_spans"][:10]))
    got = None
    if binary != "-":
        got, ulang, note, err = run_umpire(binary, path)
        if err:
            print(f"umpire: {err}")
        if note:
            print(f"umpire: {note}")
    types = {(n["kind"], n["start"], n["end"]): n["type"] for n in r["nodes"]}
    keys = set(want) | set(got or ())
    rows = sorted(keys, key=lambda x: (x[1], -x[2], x[0]))
    counts = collections.Counter()
    print(("  = both, U only umpire, T only tree-sitter" if got is not None
           else "  T tree-sitter (umpire side not shown)")
          + ", ~ in a case pattern (not compared)")
    for k, s, e in rows:
        if k not in (kinds or KINDS):
            continue
        if ignored(r, (k, s, e)):
            mark = "~"
        elif got is None:
            mark = "T"
        else:
            n_u, n_t = got[(k, s, e)], want[(k, s, e)]
            mark = "=" if n_u and n_t else ("U" if n_u else "T")
        counts[mark] += 1
        ln, col = line_col(src, s)
        t = types.get((k, s, e), "")
        print(f"{mark} {k:<13} {ln:>5}:{col:<4} [{s},{e}) {snippet(src, s, e)}"
              + (f"   <{t}>" if t and mark != "=" else ""))
    print("totals: " + ", ".join(f"{m} {n}" for m, n in sorted(counts.items())))
    return 0


# ------------------------------------------------------------ main

def main(argv):
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet under `| head`
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0 if argv else 2
    mode = argv[0]
    if mode == "--self-check":
        if len(argv) < 2:
            print(__doc__, file=sys.stderr)
            return 2
        return self_check(argv[1], int(argv[2]) if len(argv) > 2 else None)
    if mode == "--compare":
        if len(argv) < 3:
            print(__doc__, file=sys.stderr)
            return 2
        return compare(argv[1], argv[2], int(argv[3]) if len(argv) > 3 else None)
    if mode == "--dump":
        rest = argv[1:]
        kinds = None
        if "--kind" in rest:
            i = rest.index("--kind")
            kinds = set(rest[i + 1].split(","))
            rest = rest[:i] + rest[i + 2:]
        if len(rest) != 2:
            print(__doc__, file=sys.stderr)
            return 2
        return dump(rest[0], rest[1], kinds)
    pretty = False
    files = []
    for a in argv:
        if a == "--pretty":
            pretty = True
        else:
            files.append(a)
    rc = 0
    for path in files:
        try:
            result = analyse(path)
        except (OSError, ValueError) as e:
            print(json.dumps({"path": path, "error": str(e)}))
            rc = 1
            continue
        if pretty:
            print(json.dumps(result, indent=1))
        else:
            print(json.dumps(result, separators=(",", ":")))
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
