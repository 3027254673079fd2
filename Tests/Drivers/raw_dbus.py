"""A D-Bus client that writes its messages byte by byte, so a test can send what every D-Bus
library refuses to: a string that is not UTF-8. It speaks just enough of the protocol (the
specification's wire format, little-endian) for a method call and its answer."""

import os
import socket
import struct
import time


class RawBusConnection:
    def __init__(self, address):
        self.socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.socket.settimeout(20)
        self.socket.connect(self._socket_path(address))
        self.serial = 0
        self.received = b""
        self._authenticate()
        self.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "Hello", "", b"")

    @staticmethod
    def _socket_path(address):
        for candidate in address.split(";"):
            transport, _, options = candidate.partition(":")
            if transport != "unix":
                continue
            fields = dict(option.split("=", 1) for option in options.split(","))
            if "path" in fields:
                return fields["path"]
            if "abstract" in fields:
                return "\0" + fields["abstract"]
        raise ValueError(f"no unix socket in the bus address {address!r}")

    def _authenticate(self):
        self.socket.sendall(b"\0AUTH EXTERNAL " + str(os.getuid()).encode().hex().encode() + b"\r\n")
        answer = self._read_line()
        if not answer.startswith(b"OK "):
            raise RuntimeError(f"the bus refused to authenticate: {answer!r}")
        self.socket.sendall(b"BEGIN\r\n")

    def _read_line(self):
        while b"\r\n" not in self.received:
            chunk = self.socket.recv(4096)
            if not chunk:
                raise ConnectionError("the bus closed the connection while authenticating")
            self.received += chunk
        line, _, self.received = self.received.partition(b"\r\n")
        return line

    def call(self, destination, path, interface, member, signature, body):
        """Sends a method call whose body is `body`, already marshalled for `signature`."""
        self.serial += 1
        fields = b""
        for code, type_code, value in [(1, b"o", path), (2, b"s", interface), (3, b"s", member), (6, b"s", destination)] + (
                [(8, b"g", signature)] if signature else []):
            fields = _pad(fields, 8) + struct.pack("<B", code) + _signature(type_code.decode())
            fields += _signature(value) if type_code == b"g" else _string(value.encode())
        header = struct.pack("<cBBBII", b"l", 1, 0, 1, len(body), self.serial) + struct.pack("<I", len(fields)) + fields
        self.socket.sendall(_pad(header, 8) + body)
        return self.serial

    def closed_by_the_bus(self, within):
        """Whether the bus closes this connection within `within` seconds, the messages it sent
        before read and dropped. Never ends silently: either way it says which."""
        deadline = time.monotonic() + within
        while time.monotonic() < deadline:
            self.socket.settimeout(max(0.05, deadline - time.monotonic()))
            try:
                chunk = self.socket.recv(65536)
            except socket.timeout:
                return False
            except ConnectionResetError:
                return True
            if not chunk:
                return True
        return False

    def close(self):
        self.socket.close()


def marshal_string(data, offset=0):
    """A D-Bus string of the raw bytes `data`, placed `offset` bytes into a body."""
    padding = (-offset) % 4
    return b"\0" * padding + struct.pack("<I", len(data)) + data + b"\0"


def marshal_uint32(value, offset=0):
    return b"\0" * ((-offset) % 4) + struct.pack("<I", value)


def _string(data):
    return struct.pack("<I", len(data)) + data + b"\0"


def _signature(text):
    return struct.pack("<B", len(text)) + text.encode() + b"\0"


def _pad(data, alignment):
    return data + b"\0" * ((-len(data)) % alignment)
