"""Development sessions: ``nox -s tests typecheck lint docs build``."""

from __future__ import annotations

import nox

nox.options.default_venv_backend = "venv"
nox.options.sessions = ["tests", "typecheck", "lint", "docs"]

PYTHONS = ["3.10", "3.11", "3.12", "3.13"]


def _install(session: nox.Session, *groups: str) -> None:
    session.install("-U", "pip")
    args = ["-e", "."]
    for group in groups:
        args += ["--group", group]
    session.install(*args)


@nox.session(python=PYTHONS)
def tests(session: nox.Session) -> None:
    """Unit tests, rule scenarios, Hypothesis playouts and docstring examples."""
    _install(session, "tests")
    session.run("pytest", *session.posargs)


@nox.session
def dask(session: nox.Session) -> None:
    """The simulations on a local Dask cluster (the dask group), required to run."""
    _install(session, "dask")
    session.run("pytest", "tests/test_simulation_dask.py", env={"TRICKTAKER_REQUIRE_DASK": "1"})


@nox.session
def compiled(session: nox.Session) -> None:
    """The optional mypyc build (benchmarks/mypyc_build.py) and the test suite run on it.

    The build goes to build/mypyc, first on PYTHONPATH for the tests; ``nox -s compiled --
    -x`` passes pytest options. Only tests/ run: pytest would import the doctests of
    src/tricktaker from the source tree, beside the build's modules of the same names.
    """
    _install(session, "compiled")
    session.run("python", "benchmarks/mypyc_build.py", "--out", "build/mypyc")
    # The tests must meet the compiled modules, not the editable install's source.
    session.run(
        "python",
        "-c",
        "import importlib.machinery as m, tricktaker.masks as k; "
        "assert isinstance(k.__loader__, m.ExtensionFileLoader), k.__file__",
        env={"PYTHONPATH": "build/mypyc"},
    )
    # The API reference is built from the source: Sphinx's autodoc, reading the compiled
    # modules instead, loses their signatures and annotations, so the HTML build's tests
    # (unresolved references) are left to the pure-Python runs.
    html_tests = [
        f"--deselect=tests/test_docs.py::{name}"
        for name in (
            "test_the_html_builds_cleanly",
            "test_every_public_name_is_in_the_api_reference",
            "test_the_api_reference_describes_the_decks_without_listing_them",
        )
    ]
    session.run(
        "pytest",
        "-p",
        "no:cacheprovider",
        "tests",
        *html_tests,
        *session.posargs,
        env={"PYTHONPATH": "build/mypyc"},
    )


@nox.session
def typecheck(session: nox.Session) -> None:
    """mypy --strict on src/, examples/ and tests/typing/."""
    _install(session, "typing")
    session.run("mypy", "--strict")


@nox.session
def lint(session: nox.Session) -> None:
    """ruff: lint and format check."""
    session.install("ruff")
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")


@nox.session
def docs(session: nox.Session) -> None:
    """Build the HTML docs (warnings are errors) and run the docs' examples."""
    _install(session, "docs")
    session.run(
        "sphinx-build", "-n", "-W", "--keep-going", "-b", "html", "docs", "docs/_build/html"
    )
    session.run(
        "sphinx-build", "-n", "-W", "--keep-going", "-b", "doctest", "docs", "docs/_build/doctest"
    )


@nox.session
def build(session: nox.Session) -> None:
    """Build the sdist and wheel, install the wheel in a fresh venv and import it."""
    session.install("build")
    session.run("python", "-m", "build", "--outdir", "dist")
    wheels = sorted(__import__("glob").glob("dist/tricktaker-*.whl"))
    session.install("--force-reinstall", wheels[-1])
    session.run("python", "-c", "import tricktaker; print(tricktaker.__version__)")
