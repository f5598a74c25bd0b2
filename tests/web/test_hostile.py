"""Hostile input to ``tricktaker serve`` (in its own process, its standard error kept): text
frames that are not UTF-8 (whole and fragmented), binary frames, a 2 MB frame, deep nesting,
10,000 tiny frames, a request that is not HTTP. Each is answered with an error code or a
close code, the server's log has no traceback, and an honest client is served after."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import struct
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web dependency group is not installed")
pytest.importorskip("uvicorn", reason="the web dependency group is not installed")
pytest.importorskip("websockets", reason="the web dependency group is not installed")

from tests.web.harness import RawClient
from tests.web.processes import Served, create_table

TEXT, BINARY, CONTINUATION, CLOSE = 0x1, 0x2, 0x0, 0x8


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    home = tmp_path_factory.mktemp("hostile")
    server = Served(["--db", str(home / "serve.sqlite3")], home / "serve.log")
    server.start()
    yield server
    server.stop()
    assert "Traceback" not in server.errors(), server.errors()
    assert "Error" not in server.errors(), server.errors()


def frame(payload: bytes, opcode: int = TEXT, *, fin: bool = True) -> bytes:
    """One masked frame (a client's frames are masked)."""
    first = (0x80 if fin else 0) | opcode
    size = len(payload)
    if size < 126:
        header = struct.pack("!BB", first, 0x80 | size)
    elif size < 65536:
        header = struct.pack("!BBH", first, 0x80 | 126, size)
    else:
        header = struct.pack("!BBQ", first, 0x80 | 127, size)
    mask = os.urandom(4)
    masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
    return header + mask + masked


class Peer(RawClient):
    """A websocket client on a plain socket that reads the server's frames too."""

    def __init__(self, port: int) -> None:
        super().__init__(port, receive_buffer=1 << 20, timeout=10.0)
        self.buffer = b""

    def read(self, count: int) -> bytes:
        while len(self.buffer) < count:
            chunk = self.socket.recv(65536)
            if not chunk:
                raise ConnectionError("closed without a close frame")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def next_frame(self) -> tuple[int, bytes]:
        first, second = self.read(2)
        size = second & 0x7F
        if size == 126:
            (size,) = struct.unpack("!H", self.read(2))
        elif size == 127:
            (size,) = struct.unpack("!Q", self.read(8))
        return first & 0x0F, self.read(size)

    def messages_until_close(self) -> tuple[list[dict[str, Any]], int]:
        """The messages the server sent, and the code of its close frame."""
        messages = []
        while True:
            opcode, payload = self.next_frame()
            if opcode == CLOSE:
                return messages, struct.unpack("!H", payload[:2])[0]
            messages.append(json.loads(payload))

    def message(self) -> dict[str, Any]:
        opcode, payload = self.next_frame()
        assert opcode == TEXT, (opcode, payload)
        result: dict[str, Any] = json.loads(payload)
        return result


def greeted(served: Served) -> Peer:
    peer = Peer(served.port)
    peer.send(frame(b'{"type": "hello"}'))
    assert peer.message()["type"] == "welcome"
    return peer


def test_a_text_frame_that_is_not_utf8_closes_with_1007(served: Served) -> None:
    peer = greeted(served)
    peer.send(frame(b'{"type": "ping", "x": "\xff\xfe"}'))
    assert peer.messages_until_close() == ([], 1007)
    peer.close()


def test_a_fragmented_text_that_is_not_utf8_closes_with_1007(served: Served) -> None:
    peer = greeted(served)
    peer.send(frame(b'{"type": "ping", "x": "\xe2', fin=False))  # a character cut in two...
    peer.send(frame(b'\x28"}', CONTINUATION))  # ...and not finished as UTF-8 allows
    assert peer.messages_until_close() == ([], 1007)
    peer.close()


def test_a_binary_frame_is_refused_and_the_connection_stays(served: Served) -> None:
    peer = greeted(served)
    peer.send(frame(b"\x00\xff" * 100, BINARY))
    assert peer.message()["code"] == "bad_json"
    peer.send(frame(b'{"type": "ping"}'))
    assert peer.message() == {"type": "pong"}
    peer.close()


def test_a_2_mb_frame_closes_with_1009_before_it_is_read(served: Served) -> None:
    peer = greeted(served)
    peer.send(frame(b"[" * (2 << 20)))
    assert peer.messages_until_close() == ([], 1009)
    peer.close()


def test_deep_nesting_is_refused_with_a_code(served: Served) -> None:
    peer = greeted(served)
    peer.send(frame(b"[" * 2000 + b"]" * 2000))
    assert peer.message()["code"] == "too_deep"
    peer.send(frame(b'{"type": "ping", "x": ' + b"[" * 5000 + b"]" * 5000 + b"}"))
    assert peer.message()["code"] == "too_large"
    peer.close()


def test_10000_tiny_frames_are_cut_off_as_too_fast(served: Served) -> None:
    peer = greeted(served)
    sent = sum(peer.send(frame(b"{}")) for _ in range(10_000))
    messages, code = peer.messages_until_close()
    assert code == 1008
    assert messages[-1]["code"] == "too_fast"
    assert 30 <= len(messages) < sent  # the burst was answered, and then the cut came
    peer.close()


def test_a_request_that_is_not_http_is_answered_400(served: Served) -> None:
    with socket.create_connection(("127.0.0.1", served.port), timeout=10) as raw:
        raw.sendall(b"\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03" + os.urandom(64) + b"\r\n\r\n")
        answer = raw.recv(1024)
    assert answer.startswith(b"HTTP/1.1 400"), answer


def test_an_honest_client_is_served_after_all_of_it(served: Served) -> None:
    table, tokens = asyncio.run(create_table(served.url, "wizard", humans=1))
    assert table
    assert tokens[0]
    assert Path(served.log).exists()
