import json, subprocess, time, unittest, os
from stopwatch_app import BINARY, StopwatchApp, make_config_home, set_desktop_look, wait_until, xdotool
def moment(s): return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(s))
class Shots(unittest.TestCase):
    def shoot(self, look, width, lang, name):
        config = make_config_home()
        set_desktop_look(config, look)
        env = {"LANG": lang, "LC_ALL": "", "LANGUAGE": ""} if lang else None
        app = StopwatchApp(config_home=config, extra_env=env)
        try:
            run = lambda *a: subprocess.run([BINARY, *a], env=app.env, capture_output=True, text=True, timeout=30)
            minute = int(time.time()) // 60 * 60
            for b, e in ((minute - 3600, minute - 3000), (minute - 2400, minute - 1800)):
                assert run("--add", "Stopwatch 1", "--from", moment(b), "--to", moment(e)).returncode == 0
            xdotool("windowsize", app.window, str(width), "640")
            app.key("ctrl+h"); app.wait_for_screen("history"); time.sleep(1)
            app.key("Return"); app.wait_for_screen("session"); time.sleep(1)
            app.key("e"); time.sleep(1.5)
            app.key("ctrl+a"); app.type(moment(minute - 3300)); app.key("Return"); time.sleep(1.5)
            subprocess.run(["import", "-window", "root", f"/tmp/x/shots/{name}-trim.png"])
        finally:
            app.cleanup()
    def test_shots(self):
        self.shoot("light", 360, None, "light")
        self.shoot("dark", 360, "de_DE.UTF-8", "de")
