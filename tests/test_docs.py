"""The documentation builds without a warning, and the examples on its pages run."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"

pytest.importorskip("sphinx", reason="the docs dependency group is not installed")


@pytest.mark.parametrize("builder", ["html", "doctest"])
def test_docs_build_cleanly(builder: str, tmp_path: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "sphinx",
            "-n",
            "-W",
            "--keep-going",
            "-q",
            "-b",
            builder,
            str(DOCS),
            str(tmp_path / builder),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
