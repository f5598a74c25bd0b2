"""Packaging: the version, the typing marker and the public names (DESIGN.md, STYLE.md)."""

from __future__ import annotations

import importlib
import importlib.metadata
import importlib.resources
from pathlib import Path
from typing import Any

import pytest

import tricktaker
from tricktaker import get_game, wizard
from tricktaker.games import BUILT_IN_GAMES

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = ROOT / "pyproject.toml"


def test_version_matches_the_installed_metadata() -> None:
    assert tricktaker.__version__ == importlib.metadata.version("tricktaker")


def test_py_typed_is_shipped() -> None:
    assert importlib.resources.files("tricktaker").joinpath("py.typed").is_file()


@pytest.mark.parametrize(
    ("module", "name"),
    [("tricktaker", name) for name in tricktaker.__all__]
    + [("tricktaker.wizard", name) for name in wizard.__all__],
)
def test_every_public_name_is_importable(module: str, name: str) -> None:
    namespace: dict[str, object] = {}
    exec(f"from {module} import {name}", namespace)
    assert namespace[name] is getattr(importlib.import_module(module), name)


@pytest.mark.parametrize("names", [tricktaker.__all__, wizard.__all__])
def test_all_has_no_duplicates(names: list[str]) -> None:
    assert len(set(names)) == len(names)


# The names DESIGN.md's public API section promises for the core and for Wizard.
CORE_NAMES = ["Card", "Suit", "Rank", "Play", "TricktakerError", "IllegalActionError", "wizard"]
WIZARD_NAMES = [
    "Rules",
    "new_game",
    "State",
    "Bid",
    "ChooseTrump",
    "Play",
    "trick_winner",
    "legal_plays",
    "round_score",
]


def test_design_names_are_public() -> None:
    assert set(CORE_NAMES) <= set(tricktaker.__all__)
    assert set(WIZARD_NAMES) <= set(wizard.__all__)


def test_entry_points() -> None:
    # Issue 12: the built-in games are registered in code (tricktaker.games.BUILT_IN_GAMES);
    # the tricktaker.games entry points are for other packages' games.
    games = importlib.metadata.entry_points(group="tricktaker.games")
    assert not {point.name for point in games} & {"wizard", "szaman", "ohhell"}
    scripts = importlib.metadata.entry_points(group="console_scripts")
    script = next(point for point in scripts if point.name == "tricktaker")
    assert script.value == "tricktaker.cli:main"


def test_runtime_dependencies_are_attrs_and_typing_extensions() -> None:
    # DESIGN.md principle 6: runtime dependencies are attrs and typing-extensions only.
    requires = importlib.metadata.requires("tricktaker") or []
    runtime = {
        requirement.split(">")[0].split("=")[0].split("<")[0].split("[")[0].strip().lower()
        for requirement in requires
        if "extra ==" not in requirement
    }
    assert runtime <= {"attrs", "typing-extensions"}


def pyproject() -> dict[str, Any]:
    """pyproject.toml, where the metadata comes from. Read from the source tree rather than
    from the installed metadata, which an editable install only refreshes when reinstalled;
    tomllib is in the standard library from Python 3.11."""
    tomllib = pytest.importorskip("tomllib")
    with PYPROJECT.open("rb") as file:
        data: dict[str, Any] = tomllib.load(file)
    return data


def test_the_metadata_links_to_the_hosted_docs_source_issues_and_changelog() -> None:
    urls = pyproject()["project"]["urls"]
    repository = "https://github.com/tricktaker/tricktaker"
    assert urls == {
        "Homepage": repository,
        "Documentation": "https://tricktaker.readthedocs.io/",
        "Source": repository,
        "Issues": f"{repository}/issues",
        "Changelog": f"{repository}/blob/main/CHANGELOG.md",
    }
    # The hosted docs are the ones Read the Docs builds from this repository's config.
    assert "tricktaker.readthedocs.io" in (ROOT / ".readthedocs.yaml").read_text(encoding="utf-8")


def test_the_summary_names_every_built_in_game() -> None:
    description = pyproject()["project"]["description"]
    for name in BUILT_IN_GAMES:
        assert get_game(name).title in description, (name, description)


def test_the_sdist_leaves_out_the_matches_results_but_keeps_the_benchmarks() -> None:
    # The results files are research data, cited from the repository; the one test that reads
    # them (tests/test_docs_results.py) skips without them, so the sdist (tests, docs and
    # benchmarks for packagers) need not carry them.
    sdist = pyproject()["tool"]["hatch"]["build"]["targets"]["sdist"]
    assert "benchmarks" in sdist["include"]
    assert "tests" in sdist["include"]
    assert "benchmarks/results" in sdist["exclude"]
