"""What ``dir()`` shows of each public package: the names it offers (its ``__all__``) and its
public submodules, never a leaked ``from __future__ import annotations`` or an imported
helper."""

from __future__ import annotations
import __future__

import importlib
import pkgutil
import types

import pytest

import tricktaker


def _public_modules() -> list[tuple[str, bool]]:
    found = [("tricktaker", True)]
    for module in pkgutil.walk_packages(tricktaker.__path__, "tricktaker."):
        if not any(part.startswith("_") for part in module.name.split(".")):
            found.append((module.name, module.ispkg))
    return found


PACKAGES = [name for name, is_package in _public_modules() if is_package]


def _import(name: str) -> types.ModuleType:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:  # an adapter whose extra is not installed
        pytest.skip(str(error))


def test_every_game_and_the_core_are_among_the_packages_checked() -> None:
    assert {"tricktaker", "tricktaker.wizard", "tricktaker.szaman", "tricktaker.ohhell"} <= set(
        PACKAGES
    )


@pytest.mark.parametrize("name", PACKAGES)
def test_a_package_shows_its_names_and_submodules_only(name: str) -> None:
    package = _import(name)
    offered = set(getattr(package, "__all__", ()))
    for shown in dir(package):
        if shown.startswith("__"):
            continue
        value = getattr(package, shown)
        is_submodule = isinstance(value, types.ModuleType) and value.__name__ == f"{name}.{shown}"
        assert shown in offered or is_submodule, f"dir({name}) shows {shown}"
        assert not isinstance(value, __future__._Feature), f"dir({name}) shows {shown}"


def test_dir_of_szaman_does_not_show_the_future_import() -> None:
    assert "annotations" not in dir(tricktaker.szaman)
    assert "present_as" not in dir(tricktaker)


@pytest.mark.parametrize("name", [name for name, _ in _public_modules()])
def test_no_module_offers_a_future_feature_or_an_unknown_name(name: str) -> None:
    module = _import(name)
    for offered in getattr(module, "__all__", ()):
        assert hasattr(module, offered), f"{name}.__all__ names {offered}, which it lacks"
        assert not isinstance(getattr(module, offered), __future__._Feature)
