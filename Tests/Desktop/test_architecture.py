"""ARCHITECTURE.md stays true: every Swift symbol it names in backticks is in Sources, every
section the code and the documents cite (`ARCHITECTURE.md, "Time"`) is one of its headings,
and its table of what a frontend reads lists every view state.

A name of the project's own (a type, a target, a member) must be declared there; a name of
the platform (GLib, GTK, the Swift library) must at least be used there. So a document that
names a type after it was renamed or removed fails `make test`, as a wrong import fails the
build."""

import os
import re
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCES = os.path.join(ROOT, "Sources")
DOCUMENTS = ["ARCHITECTURE.md"]
# Names of the platform the document explains the code against: used in Sources, declared elsewhere.
PLATFORM = re.compile(r"^(G[A-Z]|Gtk|Gdk|Gsk|Pango|Dispatch|MainActor|Unmanaged|Sendable|Synchronization|Duration)")
# `Type`, `Type.member`, `Type.member(label:)`, `function(label:)`.
SYMBOL = re.compile(r"^(?:[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*|[a-z][A-Za-z0-9]*)(\((?:[A-Za-z_]+:)+\))?$")


def source_files():
    files = []
    for folder, _, names in os.walk(SOURCES):
        for name in names:
            if name.endswith((".swift", ".h", ".modulemap", ".c")):
                with open(os.path.join(folder, name), encoding="utf-8") as source:
                    files.append(source.read())
    return files


def source_text():
    return "\n".join(source_files())


# Every name a file declares, and every type it declares or extends: read once a file, as the
# check asks of each file for each of several hundred names.
DECLARED_NAME = re.compile(r"\b(?:class|struct|enum|protocol|typealias|actor|extension|func|var|let|case|init)\s+(\w+)")
TYPE_NAME = re.compile(r"\b(?:class|struct|enum|protocol|actor|extension)\s+(\w+)")
_names = {}


def names_in(text):
    """(names declared, types declared or extended) in `text`."""
    found = _names.get(text)
    if found is None:
        found = _names[text] = (set(DECLARED_NAME.findall(text)), set(TYPE_NAME.findall(text)))
    return found


def declared(part, texts):
    return any(part in names_in(text)[0] for text in texts)


def missing_part(parts, files, targets, first_label=None):
    """The first part of `Type.member.member` not declared where the part before it is; None
    when all are. A member is looked for in the files that declare or extend its type; the
    last, when it is a function of `first_label`, as such a function."""
    scope = files
    for index, part in enumerate(parts):
        if part in targets:
            continue
        if first_label and index == len(parts) - 1:
            label = r"(?:_\s+\w+|[A-Z]\w*)" if first_label == "_" else rf"{re.escape(first_label)}\b"
            function = rf"\b(?:func\s+{re.escape(part)}|case\s+{re.escape(part)})\s*(?:<[^>]*>)?\(\s*{label}"
            if not any(re.search(function, text) for text in scope):
                return part
            continue
        if not declared(part, scope):
            return part
        scope = [text for text in files if part in names_in(text)[1]]
        if not scope:
            scope = files
    return None


# Where the project cites ARCHITECTURE.md's sections.
CITING = ["Sources", "Tests", "docs", "scripts", "README.md", "Makefile"]
CITATION = re.compile(r'ARCHITECTURE\.md[,:]?\s*\(?\s*"([^"]+)"')


def citing_texts():
    """(path, text) of every file that may cite a section, comment marks at line starts taken
    out so a citation broken over two comment lines reads as one."""
    texts = []
    for entry in CITING:
        top = os.path.join(ROOT, entry)
        paths = [top] if os.path.isfile(top) else [os.path.join(folder, name) for folder, _, names in os.walk(top)
                                                  for name in names]
        for path in paths:
            # This file writes citations only as examples.
            if not path.endswith((".swift", ".py", ".md", ".c", ".sh", "Makefile")) or path == os.path.abspath(__file__):
                continue
            with open(path, encoding="utf-8") as text:
                joined = re.sub(r"\n\s*(?:///|//|#|\*)?\s*", " ", text.read())
            texts.append((os.path.relpath(path, ROOT), joined))
    return texts


def headings():
    with open(os.path.join(ROOT, "ARCHITECTURE.md"), encoding="utf-8") as text:
        return {match.strip() for match in re.findall(r"^#+ (.+)$", text.read(), re.M)}


def frontend_table():
    """The view states listed in "What a frontend reads"."""
    with open(os.path.join(ROOT, "ARCHITECTURE.md"), encoding="utf-8") as text:
        section = text.read().split("### What a frontend reads", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^\| `(\w+)` \|", section, re.M))


def named_symbols(document):
    with open(os.path.join(ROOT, document), encoding="utf-8") as text:
        spans = set(re.findall(r"`([^`\n]+)`", text.read()))
    symbols = []
    for span in sorted(spans):
        match = SYMBOL.match(span)
        # A lower-case word alone (`state`, `if`) is prose, not a symbol; a function is one.
        if match and (span[0].isupper() or match.group(1)):
            symbols.append(span)
    return symbols


class ArchitectureDocumentTests(unittest.TestCase):
    def test_every_symbol_named_in_backticks_is_in_sources(self):
        files = source_files()
        text = "\n".join(files)
        targets = set(os.listdir(SOURCES))
        missing = []
        for document in DOCUMENTS:
            symbols = named_symbols(document)
            self.assertGreater(len(symbols), 50, f"{document}: the check found {len(symbols)} symbols")
            for symbol in symbols:
                path = symbol.split("(")[0]
                parts = path.split(".")
                if PLATFORM.match(path) or f'"{path}"' in text:
                    # GLib's, GTK's, Swift's, or a D-Bus member's name the code sends.
                    # A GTK type is used through its functions: GtkListBox as gtk_list_box_new.
                    functions = re.sub(r"(?<!^)([A-Z])", r"_\1", parts[0]).lower() + "_"
                    if not re.search(rf"\b{re.escape(parts[0])}\b", text) and functions not in text:
                        missing.append(f"{document}: `{symbol}` is not used in Sources")
                    continue
                labels = re.findall(r"(\w+):", symbol.split("(", 1)[1]) if "(" in symbol else []
                part = missing_part(parts, files, targets, labels[0] if labels else None)
                if part:
                    missing.append(f"{document}: `{symbol}`: {part} is not declared in Sources")
        self.assertEqual(missing, [], "\n".join(missing))

    def test_every_section_cited_is_a_heading(self):
        sections = headings()
        cited = [(path, section) for path, text in citing_texts() for section in CITATION.findall(text)]
        self.assertGreater(len(cited), 100, f"the check found {len(cited)} citations")
        wrong = [f'{path}: "{section}" is no heading of ARCHITECTURE.md' for path, section in cited if section not in sections]
        self.assertEqual(wrong, [], "\n".join(wrong))

    def test_nothing_cites_a_document_outside_the_repository(self):
        # The product's spec and the developers' guide live beside the repository, not in it:
        # a reader of the code cannot follow a citation of them.
        outside = [path for path, text in citing_texts() if re.search(r"\b(?:PRODUCT|DEVELOPERS)\.md\b", text)]
        self.assertEqual(outside, [], "cite ARCHITECTURE.md or a document in docs/ instead")

    def test_the_citation_check_reads_one_broken_over_two_comment_lines(self):
        text = re.sub(r"\n\s*(?:///|//|#|\*)?\s*", " ", '/// the screen (ARCHITECTURE.md, "Where\n/// the time went").')
        self.assertEqual(CITATION.findall(text), ["Where the time went"])

    def test_the_frontends_table_lists_every_view_state(self):
        declared_states = set(re.findall(r"\bpublic (?:struct|enum) (\w+ViewState)\b", source_text()))
        self.assertGreater(len(declared_states), 10)
        self.assertEqual(sorted(declared_states - frontend_table()), [],
                         'view states missing from ARCHITECTURE.md, "What a frontend reads"')

    def test_the_check_finds_a_name_that_is_gone(self):
        files = source_files()
        targets = set(os.listdir(SOURCES))
        self.assertEqual(missing_part(["TargetedActionFilter"], files, targets), "TargetedActionFilter")
        self.assertIsNone(missing_part(["AppViewModel", "send"], files, targets))
        # `command(for:)` is the app ViewModel's, not the key bindings'.
        self.assertTrue(SYMBOL.match("KeyBindings.command(for:)"))
        self.assertEqual(missing_part(["KeyBindings", "command"], files, targets, "for"), "command")
        self.assertIsNone(missing_part(["AppViewModel", "command"], files, targets, "for"))


if __name__ == "__main__":
    unittest.main()
