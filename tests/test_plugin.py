"""Drafts: frozen attrs values built without ``__init__``, and the classes they refuse."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from tricktaker import szaman, wizard
from tricktaker.plugin import draft_class


@attrs.frozen(weakref_slot=False)
class Base:
    pass


@attrs.frozen(weakref_slot=False)
class Pair(Base):
    left: int
    right: tuple[int, ...]


def test_a_draft_of_a_subclass_of_a_frozen_base_becomes_that_class() -> None:
    draft: Any = object.__new__(draft_class(Pair))
    draft.left = 1
    draft.right = (2, 3)
    draft.__class__ = Pair
    assert type(draft) is Pair
    assert draft == Pair(1, (2, 3))
    assert hash(draft) == hash(Pair(1, (2, 3)))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        draft.left = 2


def test_refuses_a_class_with_its_own_weakref_slot() -> None:
    @attrs.frozen
    class Weak:
        x: int

    with pytest.raises(TypeError, match="weakref_slot=False"):
        draft_class(Weak)


def test_refuses_a_class_that_needs_its_init() -> None:
    @attrs.frozen(weakref_slot=False)
    class Checked:
        x: int = attrs.field(validator=attrs.validators.instance_of(int))

    @attrs.frozen(weakref_slot=False)
    class Hooked:
        x: int

        def __attrs_post_init__(self) -> None:
            pass

    with pytest.raises(TypeError, match=r"Checked\.x needs its __init__"):
        draft_class(Checked)
    with pytest.raises(TypeError, match="__attrs_post_init__"):
        draft_class(Hooked)


def test_refuses_a_class_without_slots() -> None:
    @attrs.frozen(slots=False)
    class Loose:
        x: int

    with pytest.raises(TypeError, match="must be slotted"):
        draft_class(Loose)


@pytest.mark.parametrize("module", [wizard, szaman])
def test_states_and_views_built_from_drafts_equal_those_built_by_init(module: Any) -> None:
    state = module.new_game(seed=3)
    for _ in range(40):
        state, _ = state.apply(state.legal_actions()[-1])
        rebuilt = type(state)(**attrs.asdict(state, recurse=False))
        assert type(state) is type(rebuilt)
        assert state == rebuilt
        assert hash(state) == hash(rebuilt)
        view = state.view(1)
        assert view == type(view)(**attrs.asdict(view, recurse=False))
