"""The window's frame as each desktop draws it: on sway, which tiles windows, as libadwaita
draws a tiled window (no blurred shadow, which sway cuts off unseen and which the cairo
renderer drew again each frame: most of the app's CPU there, docs/performance.md); on GNOME
Shell, libadwaita's floating window with its shadow. Read from the app's own requests to the
compositor (WAYLAND_DEBUG=client): the window's geometry inside its surface is the room it
keeps around itself for the shadow."""

import re

from compositor import compositor_name
from stopwatch_app import SharedConfigTestCase, wait_until
from wayland_app import WaylandApp

GEOMETRY = re.compile(r"xdg_surface@\d+\.set_window_geometry\((\d+), (\d+), (\d+), (\d+)\)")
# libadwaita 1.2's tiled window: a one-pixel outline and 20 pixels kept to grab for resizing.
TILED_ROOM = 20


class WindowFrameTests(SharedConfigTestCase):
    def setUp(self):
        super().setUp()
        self.app = WaylandApp(config_home=self.config, extra_env={"WAYLAND_DEBUG": "client"})
        self.apps.append(self.app)

    def room_around_the_window(self):
        """The room the window keeps around itself in its surface, left and top, as last set."""
        geometries = GEOMETRY.findall(self.app.log_text())
        return tuple(int(value) for value in geometries[-1][:2]) if geometries else None

    def test_the_window_keeps_room_for_a_shadow_only_where_the_desktop_shows_it(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        room = wait_until(self.room_around_the_window, what="the window's geometry set")
        # The log's lines are checked by presence alone: the log holds every Wayland request.
        told = "tiling desktop: windows drawn as tiled" in self.app.log_text()
        if compositor_name() == "sway":
            self.assertEqual(room, (TILED_ROOM, TILED_ROOM))
            self.assertTrue(told, "the app did not say it draws its windows as tiled")
        else:
            self.assertFalse(told, "the app took GNOME Shell for a tiling desktop")
            # libadwaita's floating shadow: far wider than the tiled outline's room.
            self.assertGreater(min(room), 2 * TILED_ROOM, room)
