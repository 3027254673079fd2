"""The translations: the template matches the sources, every language is complete, checked by
msgfmt, and keeps every placeholder; the desktop file and metainfo carry every language."""

import os
import re
import subprocess
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PO = os.path.join(ROOT, "po")
APP_ID = "io.github.swiftgtk.Stopwatch"


def languages():
    with open(os.path.join(PO, "LINGUAS")) as linguas:
        return [line.strip() for line in linguas if line.strip() and not line.startswith("#")]


def entries(path):
    """(msgid, [msgstr…]) of every message of a .po file (written without line wrapping)."""
    found, msgid, strings = [], None, []
    with open(path, encoding="utf-8") as po:
        for line in po:
            line = line.rstrip("\n")
            match = re.match(r'(msgid|msgid_plural|msgstr(?:\[\d\])?) "(.*)"$', line)
            if not match:
                continue
            keyword, text = match.groups()
            if keyword == "msgid":
                if msgid:
                    found.append((msgid, strings))
                msgid, strings = text, []
            elif keyword.startswith("msgstr"):
                strings.append(text)
    if msgid:
        found.append((msgid, strings))
    return found


class TranslationTests(unittest.TestCase):
    def test_the_committed_template_is_what_the_sources_give(self):
        with tempfile.TemporaryDirectory() as folder:
            fresh = os.path.join(folder, "stopwatch.pot")
            subprocess.run([os.path.join(ROOT, "scripts", "make-pot"), fresh], check=True, capture_output=True)

            def without_date(path):
                with open(path, encoding="utf-8") as pot:
                    return [line for line in pot if not line.startswith('"POT-Creation-Date:')]

            self.assertEqual(without_date(fresh), without_date(os.path.join(PO, "stopwatch.pot")),
                             "po/stopwatch.pot is out of date: run `make pot`, then msgmerge the languages")

    def test_potfiles_lists_every_source_that_translates(self):
        with open(os.path.join(PO, "POTFILES")) as potfiles:
            listed = {line.strip() for line in potfiles if line.strip()}
        translating = set()
        for folder, _, names in os.walk(os.path.join(ROOT, "Sources")):
            for name in names:
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as source:
                    if re.search(r'translate(Plural)?\(("|$)', source.read(), re.MULTILINE):
                        translating.add(os.path.relpath(path, ROOT))
        self.assertEqual(translating - listed, set(), "sources with messages missing from po/POTFILES")

    def test_every_language_is_complete_and_passes_msgfmt_check(self):
        self.assertEqual(languages(), ["de", "fr"])
        template = os.path.join(PO, "stopwatch.pot")
        for language in languages():
            po = os.path.join(PO, f"{language}.po")
            result = subprocess.run(["msgfmt", "--check", "--statistics", "-o", os.devnull, po],
                                    capture_output=True, text=True)
            self.assertEqual(result.returncode, 0, result.stderr)
            self.assertRegex(result.stderr.strip(), r"^\d+ translated messages\.$", f"{language}: {result.stderr}")
            compared = subprocess.run(["msgcmp", po, template], capture_output=True, text=True)
            self.assertEqual(compared.returncode, 0, f"{language} lacks messages of the template: {compared.stderr}")

    def test_translations_keep_every_placeholder_and_no_message_is_left_english_by_mistake(self):
        for language in languages():
            same = []
            messages = entries(os.path.join(PO, f"{language}.po"))
            for msgid, strings in messages:
                if not msgid:
                    continue
                for translation in strings:
                    self.assertTrue(translation, f"{language}: {msgid!r} is untranslated")
                    self.assertEqual(set(re.findall(r"\{\w+\}", translation)), set(re.findall(r"\{\w+\}", msgid)),
                                     f"{language}: {msgid!r} -> {translation!r} changes the placeholders")
                    if translation == msgid:
                        same.append(msgid)
            # Words that are the same in the language ("Navigation", "Total", key names), but
            # not a language left half in English.
            self.assertLess(len(same), len(messages) // 10, f"{language}: too many messages left as in English: {same}")

    def test_the_built_desktop_file_and_metainfo_carry_every_language(self):
        subprocess.run(["make", "--no-print-directory", "-C", ROOT, "translations"], check=True, capture_output=True)
        with open(os.path.join(ROOT, ".build", "data", f"{APP_ID}.desktop"), encoding="utf-8") as desktop:
            lines = desktop.read().splitlines()
        for language in languages():
            self.assertTrue(any(line.startswith(f"Name[{language}]=") for line in lines), language)
            self.assertTrue(any(line.startswith(f"Comment[{language}]=") for line in lines), language)
            self.assertTrue(any(line.startswith(f"Keywords[{language}]=") for line in lines), language)
        with open(os.path.join(ROOT, ".build", "data", f"{APP_ID}.metainfo.xml"), encoding="utf-8") as metainfo:
            text = metainfo.read()
        for language in languages():
            self.assertIn(f'<summary xml:lang="{language}">', text)
            self.assertIn(f'<li xml:lang="{language}">', text)


if __name__ == "__main__":
    unittest.main()
