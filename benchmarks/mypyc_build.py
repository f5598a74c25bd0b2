"""An optional compiled build of tricktaker: chosen modules compiled with mypyc, apart.

The experiment of issue 21: the same pure-Python source, some of its modules compiled to C
extensions by mypyc (part of the ``mypy`` package; it needs ``setuptools`` and a C compiler),
in a directory of its own. The source tree and the default install are untouched: nothing
here is needed to install or use tricktaker.

    python benchmarks/mypyc_build.py                       # build/mypyc: the default modules
    python benchmarks/mypyc_build.py --modules tricktaker/masks.py --out /tmp/one
    python benchmarks/mypyc_build.py --source ../other/src/tricktaker --out /tmp/other
    PYTHONPATH=build/mypyc python benchmarks/instructions.py   # measure the compiled build
    PYTHONPATH=build/mypyc python -m pytest tests              # test it

The build copies ``src/tricktaker`` (or ``--source``) into ``OUT/tricktaker`` and compiles
the modules there in place, so ``OUT`` first on ``PYTHONPATH`` imports the compiled modules
(an extension module is found before the ``.py`` beside it) and the rest as source. mypyc
also writes a shared library of the group into ``OUT`` itself, which must stay beside the
package. ``nox -s compiled`` builds it and runs the tests on it.
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "src" / "tricktaker"

# What compiles and runs today (see docs/performance.md, "A compiled build"): the card masks
# and the dealing of hands. The engine and the games do not, as they are (issue 50's trial,
# module by module in benchmarks/logs/performance.md): the states and views are declared
# field by field and built through drafts; the engine's hooks are class attributes that a
# game's methods replace (a native TrickGame reads its own slot instead); and mypyc checks
# the type of every annotated class-body assignment, which an attrs field's
# ``attrs.field(...)`` default fails even in a class kept as Python.
DEFAULT_MODULES = (
    "tricktaker/masks.py",
    "tricktaker/deals.py",
)


class BuildError(RuntimeError):
    """A module is unknown, mypyc is missing, or the compilation failed."""


def parse_modules(text: str) -> list[str]:
    """The comma-separated module files of ``--modules``, each under ``tricktaker/``."""
    modules = [name.strip() for name in text.split(",") if name.strip()]
    if not modules:
        raise argparse.ArgumentTypeError("no module given (e.g. tricktaker/masks.py)")
    for module in modules:
        relative = Path(module)
        if relative.parts[:1] != ("tricktaker",) or relative.suffix != ".py":
            raise argparse.ArgumentTypeError(
                f"module {module!r}: give a file of the package, e.g. tricktaker/masks.py"
            )
    return modules


def build(out: Path, modules: Sequence[str], source: Path = SOURCE) -> list[Path]:
    """Copy the package ``source`` into ``out`` and compile ``modules`` there; return the
    extensions."""
    for needed in ("mypyc", "setuptools"):
        if importlib.util.find_spec(needed) is None:
            raise BuildError(
                f"{needed} is not importable by {sys.executable}: "
                "pip install mypy setuptools (mypyc is part of mypy)"
            )
    out.mkdir(parents=True, exist_ok=True)
    # A fresh copy: a stale extension of an earlier build would shadow the source.
    shutil.rmtree(out / "tricktaker", ignore_errors=True)
    for stale in out.glob("*__mypyc*"):
        stale.unlink()
    shutil.copytree(source, out / "tricktaker", ignore=shutil.ignore_patterns("__pycache__"))
    result = subprocess.run(
        [sys.executable, "-m", "mypyc", *modules],
        cwd=out,
        capture_output=True,
        text=True,
        check=False,
    )
    shutil.rmtree(out / "build", ignore_errors=True)  # mypyc's C sources and objects
    if result.returncode != 0:
        messages = [
            line
            for line in (result.stdout + result.stderr).splitlines()
            if not line.startswith(("gcc ", "cc ", "creating ", "copying ", "building "))
        ]
        raise BuildError("mypyc failed:\n" + "\n".join(messages[-30:]))
    extensions = []
    for module in modules:
        stem = (out / module).with_suffix("")
        found = sorted(stem.parent.glob(f"{stem.name}.*.so")) + sorted(
            stem.parent.glob(f"{stem.name}.*.pyd")
        )
        if not found:
            raise BuildError(f"mypyc reported success but built no extension for {module}")
        extensions += found
    return extensions


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=ROOT / "build" / "mypyc",
        help="the build's directory, to put first on PYTHONPATH (default build/mypyc)",
    )
    parser.add_argument(
        "--source",
        type=Path,
        default=SOURCE,
        help="the tricktaker package to build, e.g. another checkout's src/tricktaker "
        "(default: this checkout's)",
    )
    parser.add_argument(
        "--modules",
        type=parse_modules,
        default=list(DEFAULT_MODULES),
        help="comma-separated files to compile (default: " + ",".join(DEFAULT_MODULES) + ")",
    )
    args = parser.parse_args(argv)
    if not (args.source / "__init__.py").is_file():
        parser.error(f"--source {args.source}: not a package directory (no __init__.py)")
    for module in args.modules:
        if not (args.source.parent / module).is_file():
            parser.error(f"module {module!r}: no such file in {args.source}")
    try:
        extensions = build(args.out.resolve(), args.modules, args.source.resolve())
    except BuildError as error:
        print(f"mypyc_build.py: {error}", file=sys.stderr)
        return 1
    for extension in extensions:
        print(f"compiled {extension}")
    print(f"use it with PYTHONPATH={args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
