"""A real Syncthing daemon (Debian's `syncthing`) keeping a folder the same as its peers', on
the loopback only: listening on a port of 127.0.0.1, its peers' addresses given, global and
local discovery, relays, NAT traversal, usage and crash reporting off, a home folder of its
own; its REST API (with the API key of its config) says what it is connected to and how far
its folder is."""

import json
import os
import signal
import socket
import subprocess
import urllib.parse
import urllib.request
import xml.etree.ElementTree as ElementTree

from stopwatch_app import wait_until

FOLDER_ID = "stopwatch"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Syncthing:
    def __init__(self, root, name, folder):
        self.name = name
        self.home = os.path.join(root, f"syncthing-{name}")
        self.folder = folder
        self.log_path = os.path.join(root, f"syncthing-{name}.log")
        self.process = None
        self.env = dict(os.environ, STNODEFAULTFOLDER="1", STNOUPGRADE="1", HOME=self.home)
        subprocess.run(["syncthing", "generate", f"--home={self.home}", "--no-default-folder"], env=self.env, check=True,
                       capture_output=True, timeout=60)
        self.device_id = subprocess.run(["syncthing", "serve", f"--home={self.home}", "--device-id"], env=self.env,
                                        check=True, capture_output=True, text=True, timeout=60).stdout.strip()
        self.gui_port, self.listen_port = free_port(), free_port()
        self.config = os.path.join(self.home, "config.xml")
        self.api_key = ElementTree.parse(self.config).getroot().findtext("gui/apikey")
        os.makedirs(folder, exist_ok=True)
        # The folder's marker: Syncthing takes a folder without it for an unmounted one.
        os.makedirs(os.path.join(folder, ".stfolder"), exist_ok=True)

    def share_with(self, *peers):
        """Writes the config: the loopback only, `peers` at their ports, the folder shared with
        them, its changes seen by the file-system watcher within a second."""
        tree = ElementTree.parse(self.config)
        root = tree.getroot()
        options = root.find("options")
        settings = {
            "listenAddress": f"tcp://127.0.0.1:{self.listen_port}", "globalAnnounceEnabled": "false",
            "localAnnounceEnabled": "false", "relaysEnabled": "false", "natEnabled": "false", "urAccepted": "-1",
            "startBrowser": "false", "crashReportingEnabled": "false", "autoUpgradeIntervalH": "0",
            "reconnectionIntervalS": "1",
        }
        for key, value in settings.items():
            element = options.find(key)
            if element is None:
                element = ElementTree.SubElement(options, key)
            element.text = value
        root.find("gui/address").text = f"127.0.0.1:{self.gui_port}"
        for peer in peers:
            device = ElementTree.SubElement(root, "device", id=peer.device_id, name=peer.name, compression="metadata",
                                            introducer="false", skipIntroductionRemovals="false", introducedBy="")
            ElementTree.SubElement(device, "address").text = f"tcp://127.0.0.1:{peer.listen_port}"
            ElementTree.SubElement(device, "paused").text = "false"
            ElementTree.SubElement(device, "autoAcceptFolders").text = "false"
        folder = ElementTree.SubElement(root, "folder", id=FOLDER_ID, label="Stopwatch", path=self.folder, type="sendreceive",
                                        rescanIntervalS="3600", fsWatcherEnabled="true", fsWatcherDelayS="1",
                                        ignorePerms="false", autoNormalize="true")
        # Conflict copies kept, as a new folder made in Syncthing's own pages keeps them (a
        # folder written by hand without the element keeps none: the newer file wins alone).
        ElementTree.SubElement(folder, "maxConflicts").text = "10"
        for device_id in [self.device_id] + [peer.device_id for peer in peers]:
            ElementTree.SubElement(folder, "device", id=device_id, introducedBy="")
        tree.write(self.config)

    def start(self):
        # A session of its own: Syncthing 1.19 runs as a monitor process and a child that does
        # the work, in a process group of its own (`--no-restart` keeps the monitor); a kill
        # must reach both, found by their session.
        self.process = subprocess.Popen(
            ["syncthing", "serve", f"--home={self.home}", "--no-browser", "--no-restart", f"--logfile={self.log_path}"],
            env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        wait_until(lambda: self._api("/rest/system/ping", quiet=True), timeout=30, what=f"Syncthing {self.name}'s API")

    def kill(self):
        """Ends it at once, as a crash or a pulled plug would, whatever it was doing: the
        monitor and its child alike."""
        self._signal_all(signal.SIGKILL)

    def stop(self):
        self._signal_all(signal.SIGTERM)

    def _processes(self):
        """The processes of its session still running (a zombie has ended)."""
        found = []
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            # After the name: state, parent, group, session.
            if int(fields[3]) == self.process.pid and fields[0] != "Z":
                found.append(int(entry))
        return found

    def _signal_all(self, number):
        """Sends `number` to every process of its session, then waits until none is left."""
        if not self.process:
            return
        for pid in self._processes():
            try:
                os.kill(pid, number)
            except ProcessLookupError:
                continue
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            for pid in self._processes():
                os.kill(pid, signal.SIGKILL)
            self.process.wait(timeout=10)
        wait_until(lambda: not self._processes(), timeout=10, what=f"every process of Syncthing {self.name} ended")

    def connected_to(self, peer):
        connections = self._api("/rest/system/connections") or {}
        return connections.get("connections", {}).get(peer.device_id, {}).get("connected", False)

    def wait_connected(self, peer, timeout=60):
        wait_until(lambda: self.connected_to(peer), timeout=timeout, what=f"Syncthing {self.name} connected to {peer.name}")

    def has_indexed(self, relative_path):
        """Whether its index holds the file at `relative_path` (in the folder) as it is on disk
        now: scanned, so that what it sends from now on is this version."""
        path = os.path.join(self.folder, relative_path)
        try:
            size = os.path.getsize(path)
        except OSError:
            return False
        found = self._api(f"/rest/db/file?folder={FOLDER_ID}&file={urllib.parse.quote(relative_path)}", quiet=True)
        return isinstance(found, dict) and found.get("local", {}).get("size") == size

    def log_text(self):
        try:
            with open(self.log_path) as log:
                return log.read()
        except OSError:
            return ""

    def limit_sending(self, kib_per_second):
        """Sends at most `kib_per_second` KiB a second from now on, on the loopback too (0: no
        limit), through its REST API: a transfer that lasts long enough to be cut."""
        self._api("/rest/config/options", method="PATCH",
                  body={"maxSendKbps": kib_per_second, "limitBandwidthInLan": kib_per_second > 0})

    def _api(self, path, quiet=False, method="GET", body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(f"http://127.0.0.1:{self.gui_port}{path}", data=data, method=method,
                                         headers={"X-API-Key": self.api_key, "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=5) as response:
                return json.loads(response.read() or b"null") or True
        except OSError:
            if quiet:
                return None
            raise
