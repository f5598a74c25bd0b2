"""benchmarks/mypyc_build.py: the optional compiled build plays the same games as the source.

The compiling test needs mypyc (part of mypy), setuptools and a C compiler; it skips without.
It compiles one small module only, to stay quick; ``nox -s compiled`` runs the whole suite
on the default build.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "mypyc_build.py"

# One seeded game of Oh Hell, printed with the file its card masks were imported from.
PLAY = """
import random
from tricktaker import ohhell
from tricktaker import masks
rng = random.Random(3)
state = ohhell.new_game(ohhell.Rules(players=4, schedule=(5, 6)), seed=3)
actions = []
while state.to_act is not None:
    action = rng.choice(state.legal_actions())
    actions.append(str(action))
    state = state.apply(action)[0]
print(masks.__file__)
print(" ".join(actions), state.scores)
"""


def _python(code: str, path: Path) -> list[str]:
    env = {**os.environ, "PYTHONPATH": str(path)}
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=False
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


@pytest.mark.parametrize(
    ("modules", "message"),
    [
        ("tricktaker/masks.py,noxfile.py", "module 'noxfile.py': give a file of the"),
        ("tricktaker/chess/kernel.py", "module 'tricktaker/chess/kernel.py': no such file"),
    ],
)
def test_a_module_not_in_the_package_is_refused(modules: str, message: str) -> None:
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--modules", modules],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert message in result.stderr


@pytest.mark.skipif(
    importlib.util.find_spec("mypyc") is None
    or importlib.util.find_spec("setuptools") is None
    or shutil.which("cc") is None,
    reason="needs mypyc, setuptools and a C compiler",
)
def test_a_compiled_module_plays_the_same_game_as_the_source(tmp_path: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            str(SCRIPT),
            "--out",
            str(tmp_path),
            "--modules",
            "tricktaker/masks.py",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert f"use it with PYTHONPATH={tmp_path}" in result.stdout
    compiled_file, compiled_game = _python(PLAY, tmp_path)
    source_file, source_game = _python(PLAY, ROOT / "src")
    assert compiled_file.startswith(str(tmp_path / "tricktaker" / "masks."))
    assert compiled_file.endswith((".so", ".pyd"))
    assert source_file == str(ROOT / "src" / "tricktaker" / "masks.py")
    assert compiled_game == source_game
