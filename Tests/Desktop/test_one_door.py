"""The one door (ARCHITECTURE.md, "The app ViewModel and its parts"): a frontend reaches the app only through
view states, commands and platform events. The compiler keeps the parts out of reach once
they are not public; this keeps them so: no public member of AppViewModel is of a class of the
presentation layer (a part, a screen's ViewModel) but the read-only ViewStateChannel, and
ScreenStates holds channels only."""

import os
import re
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PRESENTATION = os.path.join(ROOT, "Sources", "StopwatchPresentation")
# Read-only outside the presentation layer: its writers are internal.
READ_ONLY = {"ViewStateChannel"}
PUBLIC_MEMBER = re.compile(r"^\s*public\s+(?:private\(set\)\s+)?(?:let|var)\s+(\w+)\s*(?::\s*([^={]+?))?\s*(?:=\s*(\w+)|\{|$)", re.M)


def read(*path):
    with open(os.path.join(PRESENTATION, *path), encoding="utf-8") as source:
        return source.read()


def presentation_classes():
    names = set()
    for folder, _, files in os.walk(PRESENTATION):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8") as source:
                    names.update(re.findall(r"\bclass\s+(\w+)", source.read()))
    return names


def exposed_parts(text, classes):
    """(member, type) for each public member of `text` whose type names a class of `classes`
    other than the read-only ones (an optional, array or generic of one counts)."""
    found = []
    for name, declared, initialised in PUBLIC_MEMBER.findall(text):
        kind = declared or initialised
        for word in re.findall(r"\w+", kind):
            if word in classes and word not in READ_ONLY:
                found.append((name, kind.strip()))
    return found


class OneDoorTests(unittest.TestCase):
    def test_the_app_view_model_exposes_no_part(self):
        text = read("ViewModels", "AppViewModel.swift")
        self.assertIn("public let screenStates: ScreenStates", text)
        self.assertEqual(exposed_parts(text, presentation_classes()), [])

    def test_the_screens_states_are_channels_only(self):
        text = read("Publishing", "ScreenStates.swift")
        members = PUBLIC_MEMBER.findall(text)
        self.assertGreaterEqual(len(members), 7)
        for name, declared, _ in members:
            self.assertRegex(declared.strip(), r"^ViewStateChannel<\w+>$", name)

    def test_the_check_finds_a_part_made_public(self):
        classes = {"HomeViewModel", "ViewStateChannel", "FramePacing"}
        text = """
    public let states = ViewStateChannel(AppViewState.empty)
    public let home: HomeViewModel
    public var pacing: FramePacing? { framePacing }
    let laps: LapsViewModel
"""
        self.assertEqual(exposed_parts(text, classes), [("home", "HomeViewModel"), ("pacing", "FramePacing?")])


if __name__ == "__main__":
    unittest.main()
