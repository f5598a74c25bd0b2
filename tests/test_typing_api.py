"""Runs tests/typing/api.py, the file that mypy --strict checks as a user's program."""

from __future__ import annotations

import importlib.util
from pathlib import Path

API = Path(__file__).resolve().parent / "typing" / "api.py"


def test_typing_api_runs() -> None:
    spec = importlib.util.spec_from_file_location("tricktaker_typing_api", API)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main()
