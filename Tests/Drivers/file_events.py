"""The names made in a folder, in the order the kernel saw them made (inotify): a test that
writes a marker of its own there can tell whether the app made a file before or after it."""

import ctypes
import os

IN_NONBLOCK = 0o4000
IN_CREATE = 0x100
IN_MOVED_TO = 0x80
_EVENT_HEADER = 16  # int wd; uint32 mask, cookie, len


class FileEvents:
    def __init__(self, folder):
        self._libc = ctypes.CDLL(None, use_errno=True)
        self._fd = self._libc.inotify_init1(IN_NONBLOCK)
        if self._fd < 0:
            raise OSError(ctypes.get_errno(), "inotify_init1")
        if self._libc.inotify_add_watch(self._fd, os.fsencode(folder), IN_CREATE | IN_MOVED_TO) < 0:
            raise OSError(ctypes.get_errno(), f"inotify_add_watch {folder}")
        self._made = []

    def made(self):
        """Every name made in the folder since the watch began, oldest first."""
        while True:
            try:
                data = os.read(self._fd, 65536)
            except BlockingIOError:
                return list(self._made)
            offset = 0
            while offset < len(data):
                length = int.from_bytes(data[offset + 12:offset + 16], "little")
                name = data[offset + _EVENT_HEADER:offset + _EVENT_HEADER + length].rstrip(b"\0")
                self._made.append(os.fsdecode(name))
                offset += _EVENT_HEADER + length

    def close(self):
        os.close(self._fd)
