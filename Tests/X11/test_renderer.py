"""The renderer: GTK's cairo renderer, with no GL driver loaded for it (docs/performance.md: Mesa's driver and LLVM were most of the app's resident memory), unless the
user chose another renderer."""

import unittest

from stopwatch_app import SharedConfigTestCase

GL_LIBRARIES = ("libEGL_mesa", "swrast_dri", "libLLVM")


def loaded_gl_libraries(pid):
    with open(f"/proc/{pid}/maps") as maps:
        return {name for line in maps for name in GL_LIBRARIES if name in line}


class RendererTests(SharedConfigTestCase):
    def test_running_with_the_cairo_renderer_loads_no_gl_driver(self):
        app = self.launch()
        app.key("space")
        app.wait_for_state("running", 0)
        self.assertEqual(loaded_gl_libraries(app.process.pid), set())

    def test_a_renderer_the_user_chose_is_kept_with_its_gl(self):
        app = self.launch(extra_env={"GSK_RENDERER": "gl"})
        app.key("space")
        app.wait_for_state("running", 0)
        self.assertIn("libEGL_mesa", loaded_gl_libraries(app.process.pid))


if __name__ == "__main__":
    unittest.main()
