"""Every code the server sends has its text in tricktaker.web.messages, and every text is
filled in from the parameters the server gives it."""

from __future__ import annotations

import re
import string
from pathlib import Path

import tricktaker.web
from tricktaker.web.messages import ENGLISH, error, text

WEB = Path(tricktaker.web.__file__).parent
RAISED = re.compile(r'(?:Refused|_Closing|send_error|_broadcast_error)\(\s*"(\w+)"')


def codes_in_the_server() -> set[str]:
    found: set[str] = set()
    for module in WEB.glob("*.py"):
        found |= set(RAISED.findall(module.read_text("utf-8")))
    return found


def test_a_missing_parameter_is_never_an_error() -> None:
    assert text("no_table") == "there is no table ?"


def test_every_code_the_server_sends_has_a_text() -> None:
    codes = codes_in_the_server()
    assert len(codes) > 25  # the pattern finds the server's codes
    assert codes <= set(ENGLISH), codes - set(ENGLISH)


def test_every_text_is_sent_by_the_server() -> None:
    quoted: set[str] = set()  # every string literal of the server's modules
    for module in WEB.glob("*.py"):
        if module.name != "messages.py":
            quoted |= set(re.findall(r'"(\w+)"', module.read_text("utf-8")))
    unused = set(ENGLISH) - quoted
    assert unused == set(), unused


def test_a_text_names_its_parameters_and_a_message_has_its_code() -> None:
    for code, template in ENGLISH.items():
        fields = {name for _, name, _, _ in string.Formatter().parse(template) if name}
        message = error(code, **dict.fromkeys(fields, "X"))
        assert message == {
            "type": "error",
            "code": code,
            "message": text(code, **dict.fromkeys(fields, "X")),
        }
        assert "{" not in message["message"]
