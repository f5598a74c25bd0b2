"""The files a release and its readers rely on: the README as PyPI shows it, and CI's
workflows agreeing with the package's metadata and with .ci/run (issue 20)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def read(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


def code_blocks(markdown: str) -> list[str]:
    return [block.strip() for block in re.findall(r"```\w*\n(.*?)```", markdown, flags=re.S)]


def test_the_readme_opens_with_pip_install_then_the_two_fresh_machine_commands() -> None:
    readme = read("README.md")
    blocks = code_blocks(readme)
    assert blocks[0] == "pip install tricktaker"
    # The first section after the pip line holds the two commands CI relies on, first.
    section = readme[readme.index("pip install tricktaker") :].split("\n## ")[1]
    assert section.startswith("From a clone")
    demo, tests = code_blocks(section)[:2]
    assert code_blocks(section)[:2] == blocks[1:3]
    assert demo.startswith("python3 -m venv .venv && ")
    assert demo.endswith("-m tricktaker demo wizard --players 4 --seed 1")
    assert tests.startswith("python3 -m venv .venv && ")
    assert "-m pip install -e . --group dev" in tests
    assert tests.endswith(".venv/bin/python -m pytest")


def test_ci_runs_the_readme_commands() -> None:
    run = read(".ci/run")
    _, tests = code_blocks(read("README.md"))[1:3]
    for step in tests.split(" && ")[1:-1]:  # the installs; the venv and pytest are its own
        assert step in run, step
    assert ".venv/bin/python -m coverage run -m pytest" in run
    assert ".venv/bin/python -m tricktaker demo wizard --players 4 --seed 1" in run


def test_the_workflow_runs_ci_and_tests_every_supported_python_and_platform() -> None:
    workflow = read(".github/workflows/ci.yml")
    assert re.search(r"^\s+run: \.ci/run$", workflow, flags=re.M)
    matrix = re.search(r"python: \[(.*)\]", workflow)
    assert matrix is not None
    pythons = [version.strip().strip('"') for version in matrix.group(1).split(",")]
    classifiers = re.findall(
        r'"Programming Language :: Python :: (3\.\d+)"', read("pyproject.toml")
    )
    assert pythons == classifiers == ["3.10", "3.11", "3.12", "3.13"]
    oses = re.search(r"os: \[(.*)\]", workflow)
    assert oses is not None
    assert {name.split("-")[0] for name in oses.group(1).replace(" ", "").split(",")} == {
        "ubuntu",
        "macos",
        "windows",
    }
    assert "pull_request:" in workflow


def test_the_release_workflow_builds_on_a_tag_and_publishes_with_trusted_publishing() -> None:
    workflow = read(".github/workflows/release.yml")
    assert re.search(r'tags: \["v\*"\]', workflow)
    assert "python -m build" in workflow
    assert "pypa/gh-action-pypi-publish@release/v1" in workflow
    assert "id-token: write" in workflow
    assert "password:" not in workflow  # trusted publishing: no stored token


@pytest.mark.parametrize("config", [".readthedocs.yaml"])
def test_read_the_docs_builds_as_ci_does(config: str) -> None:
    text = read(config)
    sphinx = next(line for line in text.splitlines() if "-m sphinx" in line)
    flags = shlex.split(sphinx.strip().strip("- '"))
    # The suite's build (tests/test_docs.py, which .ci/run runs): the same flags but -q.
    suite = re.search(r'"-m", "sphinx", (.*), builder\]', read("tests/test_docs.py"))
    assert suite is not None
    suite_flags = [flag.strip().strip('"') for flag in suite.group(1).split(",")]
    assert flags[flags.index("-m") + 2 : flags.index("-b")] == [
        flag for flag in suite_flags if flag not in ("-q", "-b")
    ]
    assert "--group docs" in text


def test_the_pre_commit_config_runs_ruff() -> None:
    config = read(".pre-commit-config.yaml")
    assert "https://github.com/astral-sh/ruff-pre-commit" in config
    assert re.search(r"id: ruff-check\b", config)
    assert re.search(r"id: ruff-format\b", config)
