"""Every optional extra: importing what needs it without it says which ``pip install`` to
run, and names the missing module."""

from __future__ import annotations

import importlib
import importlib.util
import io
import sys
from pathlib import Path

import pytest

from tricktaker.cli import main

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"

# Each extra, the module of tricktaker that needs it and the modules of the extra it imports,
# in the order it imports them.
ADAPTERS = {
    "pettingzoo": ("tricktaker.adapters.pettingzoo", ("numpy", "gymnasium", "pettingzoo")),
    "openspiel": ("tricktaker.adapters.openspiel", ("numpy", "pyspiel")),
}
# The extra of a package of tricktaker's own that the core never imports (tricktaker serve),
# and the one that a command asks for (tests/test_cli_simulate.py checks its message word for
# word).
NOT_IMPORTED = {"web", "postgres"}
COMMANDS = {"dask"}
# The extra that a function asks for when called (bridge's double dummy of a whole deal).
CALLS = {"dds"}


def _extras() -> set[str]:
    """The names of pyproject.toml's optional extras (tomllib is not in Python 3.10)."""
    section = PYPROJECT.read_text(encoding="utf-8").split("[project.optional-dependencies]")[1]
    section = section.split("\n[", 1)[0]
    return {
        line.split("=")[0].strip()
        for line in section.splitlines()
        if "=" in line and not line.startswith("#")
    }


def test_every_extra_is_covered_here() -> None:
    assert _extras() == set(ADAPTERS) | NOT_IMPORTED | COMMANDS | CALLS


@pytest.mark.parametrize("extra", sorted(ADAPTERS))
def test_an_adapter_without_its_extra_names_the_install_command(
    extra: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    module, imported = ADAPTERS[extra]
    needed = imported[-1]
    monkeypatch.delitem(sys.modules, module, raising=False)
    monkeypatch.setitem(sys.modules, needed, None)  # importing it raises ModuleNotFoundError
    with pytest.raises(ModuleNotFoundError) as caught:
        importlib.import_module(module)
    # The first of the extra's modules that cannot be imported is named: the one blocked
    # here, unless one imported before it is not installed either.
    missing = [name for name in imported[:-1] if importlib.util.find_spec(name) is None]
    needed = (missing or [needed])[0]
    assert caught.value.name == needed
    assert str(caught.value) == (
        f"{module} needs {needed}, which the {extra} extra installs: "
        f'pip install "tricktaker[{extra}]"'
    )


def test_dask_without_its_extra_names_the_install_command(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)
    argv = ["simulate", "wizard", "--games", "1", "--dask", "tcp://127.0.0.1:8786"]
    assert main(argv, out=io.StringIO()) == 2
    assert 'pip install "tricktaker[dask]"' in capsys.readouterr().err


def test_dds_without_its_extra_names_the_install_command(monkeypatch: pytest.MonkeyPatch) -> None:
    from tricktaker import TricktakerError, bridge

    monkeypatch.setitem(sys.modules, "endplay.dds", None)
    deal = bridge.Deal(bridge.new_game(bridge.Rules(), seed=1).hands)
    with pytest.raises(TricktakerError, match=r'endplay\.dds.*pip install "tricktaker\[dds\]"'):
        bridge.dd_table(deal)


def test_a_double_dummy_game_without_dds_is_refused_before_it_starts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tricktaker import TricktakerError, bridge

    monkeypatch.setitem(sys.modules, "endplay.dds", None)
    with pytest.raises(TricktakerError, match=r'pip install "tricktaker\[dds\]"'):
        bridge.new_game(bridge.Rules(use_double_dummy_result=True), seed=1)


def test_a_postgresql_url_without_the_postgres_extra_names_the_install_command(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tricktaker.web.store import StoreError, open_store

    monkeypatch.delitem(sys.modules, "tricktaker.web.postgres", raising=False)
    monkeypatch.setitem(sys.modules, "psycopg", None)
    with pytest.raises(StoreError, match=r"pip install 'tricktaker\[web,postgres\]'"):
        open_store("postgresql://127.0.0.1:1/none")


def test_the_core_never_imports_the_web_extra() -> None:
    # Only tricktaker.web (the server of `tricktaker serve`) imports the extra's packages;
    # the command line imports tricktaker.web.app inside the serve command alone.
    source = Path(importlib.import_module("tricktaker").__file__ or "").parent
    for path in source.rglob("*.py"):
        if path.parent.name == "web" and path.parent.parent == source:
            continue
        text = path.read_text(encoding="utf-8")
        for module in ("starlette", "uvicorn", "websockets", "psycopg"):
            assert f"import {module}" not in text, path
            assert f"from {module}" not in text, path
