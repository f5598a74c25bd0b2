"""The doctests of the methods of classes a package presents as its own.

``plugin.present_as`` sets a re-exported class's ``__module__`` to its package, so that reprs
and the API docs read ``tricktaker.bridge.Rules``. pytest's doctest collection then skips the
class's methods everywhere: in the defining module the class seems foreign, and in the
package its methods' globals are the defining module's. This module collects and runs them.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import sys
from collections.abc import Iterator

import pytest

import tricktaker
from tricktaker.games import available_games, get_game

OPTIONS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE  # as pyproject's doctest_optionflags


def _import_all() -> None:
    for name in available_games():
        get_game(name)
    for module in pkgutil.walk_packages(tricktaker.__path__, "tricktaker."):
        if module.name.endswith("__main__"):
            continue
        try:
            importlib.import_module(module.name)
        except ImportError:  # an optional extra's module (web, adapters) without the extra
            continue


def _defining_module(cls: type) -> str | None:
    """The module whose globals ``cls``'s own functions run in (None: it has none); a
    function defined elsewhere and named in the class body (``__attrs_post_init__ =
    check_options``) is not its own."""
    own = cls.__qualname__ + "."
    for value in vars(cls).values():
        function = getattr(value, "__func__", getattr(value, "fget", value))
        scope = getattr(function, "__globals__", None)
        if scope is not None and getattr(function, "__qualname__", "").startswith(own):
            return str(scope["__name__"])
    return None


def _presented_method_doctests() -> Iterator[doctest.DocTest]:
    _import_all()
    finder = doctest.DocTestFinder()
    seen: set[int] = set()
    for name, module in sorted(sys.modules.items()):
        if not name.startswith("tricktaker"):
            continue
        for cls in list(vars(module).values()):
            if not isinstance(cls, type) or id(cls) in seen:
                continue
            defining = _defining_module(cls)
            if defining is None or defining == cls.__module__:
                continue  # pytest collects these where they are defined
            if not defining.startswith("tricktaker."):
                continue
            seen.add(id(cls))
            scope = vars(sys.modules[defining])
            for test in finder.find(cls, cls.__qualname__, module=False, globs=scope):
                # the class's own docstring is collected in its package already
                if test.examples and test.name != cls.__qualname__:
                    test.name = f"{cls.__module__}.{test.name}"
                    yield test


TESTS = sorted(_presented_method_doctests(), key=lambda test: test.name)


def test_the_presented_classes_have_method_doctests() -> None:
    # bridge.Rules.as_played is one: if none were found, the finder above is broken.
    assert "tricktaker.bridge.Rules.as_played" in {test.name for test in TESTS}


@pytest.mark.parametrize("test", TESTS, ids=[test.name for test in TESTS])
def test_a_presented_method_doctest(test: doctest.DocTest) -> None:
    runner = doctest.DocTestRunner(optionflags=OPTIONS)
    failures: list[str] = []

    def report(text: str) -> None:
        failures.append(text)

    result = runner.run(test, out=report, clear_globs=True)
    assert result.failed == 0, "".join(failures)
