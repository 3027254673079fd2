"""Whether a server started by a test is ready: its Unix socket's file is there from the
server's bind(), a moment before its listen(), and a client connecting in that moment is
refused. Ready means a connection taken."""

import socket


def accepts_connections(path):
    """Whether a Unix socket at `path` is listening (a connection made and closed at once)."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        try:
            probe.connect(path)
        except (FileNotFoundError, ConnectionRefusedError):
            return False
    return True
