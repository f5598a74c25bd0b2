"""The core's import graph (issue 50): the modules outside the game packages import no game
and no module that imports them back, so that the core reads and loads bottom up. Read from
the source with :mod:`ast`: each module's imports at its top level (those inside a function
or under ``TYPE_CHECKING`` run later, or never, and make no circle at import time)."""

from __future__ import annotations

import ast
from pathlib import Path

import tricktaker
from tricktaker import available_games

ROOT = Path(tricktaker.__file__).resolve().parent
FRONT_ENDS = ("web", "adapters")  # built on the games, as a user's program is


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in ROOT.rglob("*.py")}


def top_level_imports(name: str) -> set[str]:
    """The modules of the package that ``name`` imports as it loads."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.If):
                if "TYPE_CHECKING" not in ast.unparse(node.test):
                    visit(node.body)
                    visit(node.orelse)
            elif isinstance(node, ast.Try):
                visit(node.body)
                for handler in node.handlers:
                    visit(handler.body)
            elif isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*parent, *([node.module] if node.module else [])])
                found.add(base)
                found.update(f"{base}.{alias.name}" for alias in node.names)

    visit(ast.parse(path.read_text(encoding="utf-8")).body)
    return {module for module in found if module in MODULES and module != name}


def is_core(name: str) -> bool:
    """A module of the core: not the package's front door (which gathers everything), not a
    game's, not a front end's."""
    first = name.split(".")[1] if "." in name else ""
    return bool(first) and first not in {*available_games(), *FRONT_ENDS}


CORE = sorted(name for name in MODULES if is_core(name))
GRAPH = {name: top_level_imports(name) for name in CORE}


def test_the_core_is_found() -> None:
    assert {"tricktaker.serialize", "tricktaker.engine.game", "tricktaker.games"} <= set(CORE)
    assert "tricktaker.wizard.rules" in MODULES  # a game module, found but not core
    assert "tricktaker.wizard.rules" not in CORE
    assert "tricktaker" not in CORE


def test_no_core_module_imports_a_game_or_the_package_front_door() -> None:
    wrong = {
        name: sorted(module for module in imports if not is_core(module))
        for name, imports in GRAPH.items()
    }
    assert {name: modules for name, modules in wrong.items() if modules} == {}


def circle(graph: dict[str, set[str]]) -> list[str] | None:
    """The first import circle of ``graph`` (module to the modules it imports), in order and
    closed (its first module last again); None if there is none."""
    done: set[str] = set()
    path: list[str] = []

    def descend(name: str) -> list[str] | None:
        if name in path:
            return path[path.index(name) :] + [name]
        if name in done:
            return None
        path.append(name)
        for module in sorted(graph.get(name, ())):  # (a module outside the graph: a leaf)
            found = descend(module)
            if found:
                return found
        path.pop()
        done.add(name)
        return None

    for name in sorted(graph):
        found = descend(name)
        if found:
            return found
    return None


def test_the_core_imports_make_no_circle() -> None:
    assert circle(GRAPH) is None


def test_a_circle_is_found_where_there_is_one() -> None:
    assert circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert circle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None
