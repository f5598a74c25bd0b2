"""Test settings: Hypothesis profiles (no deadlines: CI machines are shared and noisy), and a
fixture that undoes registrations."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from tricktaker import _codec as codec
from tricktaker import games, serialize

settings.register_profile(
    "default", deadline=None, max_examples=100, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "ci",
    deadline=None,
    max_examples=100,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
    print_blob=True,
)
# The oldest and newest supported Pythons in .ci/run: every test, a fifth of the examples (the
# coverage run explores the full hundred on the main interpreter).
settings.register_profile("compat", settings.get_profile("ci"), max_examples=20)
settings.register_profile("thorough", deadline=None, max_examples=2000)
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "default")
)


@pytest.fixture
def scratch_registry() -> Iterator[None]:
    """Undo any registration a test makes, of JSON types and of games, so that the shipped
    schema and the list of games still match the registries."""
    for name in games.available_games():  # loaded first, so that what they register stays
        games.get_game(name)
    registries: list[Any] = [codec.BY_TAG, codec.BY_CLASS, serialize._ENCODERS, codec.GROUPS]
    saved = [dict(registry) for registry in registries]
    namespaces = set(codec.NAMESPACES)
    roles = {kind.tag: set(kind.roles) for kind in codec.BY_TAG.values()}
    registered_games = dict(games._registry)
    yield
    for registry, copy in zip(registries, saved, strict=True):
        registry.clear()
        registry.update(copy)
    codec.NAMESPACES.clear()
    codec.NAMESPACES.update(namespaces)
    for kind in codec.BY_TAG.values():
        kind.roles = roles[kind.tag]
    games._registry.clear()
    games._registry.update(registered_games)
