"""Runs the files of tests/typing, which mypy --strict checks as a user's programs."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

TYPING = Path(__file__).resolve().parent / "typing"


def run(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = importlib.util.spec_from_file_location(f"tricktaker_typing_{name}", TYPING / name)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)  # its type hints are read by name
    spec.loader.exec_module(module)
    module.main()


def test_typing_api_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    run("api.py", monkeypatch)


def test_typing_plugin_runs(monkeypatch: pytest.MonkeyPatch, scratch_registry: None) -> None:
    # a game written as a plug-in, registered for the test only
    run("plugin.py", monkeypatch)


def test_typing_bots_run(monkeypatch: pytest.MonkeyPatch) -> None:
    # bots written with the views' legal_bids() and legal_plays(), at a table and simulated
    run("bots.py", monkeypatch)


def test_typing_standard_deck_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    # a Hearts bot with typed ranks and suits, and a dict of bots of two kinds at a table
    run("standard_deck.py", monkeypatch)
