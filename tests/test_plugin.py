"""Drafts: frozen attrs values built without ``__init__``, and the classes they refuse."""

from __future__ import annotations

import inspect
from typing import Any

import attrs
import pytest

from tricktaker import szaman, wizard
from tricktaker.lean import LeanValue, replace
from tricktaker.plugin import builder, copier, draft_class, evolver


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


def test_calling_a_draft_class_runs_no_init_of_the_value() -> None:
    @attrs.frozen
    class _Record:
        x: int

    class Checked(LeanValue):
        __record__ = _Record
        __slots__ = ("x",)

        def __init__(self, *, x: int) -> None:
            raise AssertionError("a draft must not run the checked __init__")

    draft: Any = draft_class(Checked)()  # no keyword arguments, and no AssertionError
    draft.x = 4
    draft.__class__ = Checked
    assert type(draft) is Checked
    assert draft.x == 4


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
        rebuilt = replace(state)  # through __init__, from the public fields
        assert type(state) is type(rebuilt)
        assert state == rebuilt
        assert hash(state) == hash(rebuilt)
        view = state.view(1)
        assert view == replace(view)


def test_a_builder_takes_every_field_by_keyword() -> None:
    build = builder(Pair)
    pair = build(right=(2,), left=1)
    assert type(pair) is Pair
    assert pair == Pair(1, (2,))
    with pytest.raises(TypeError, match="missing 1 required keyword-only argument: 'right'"):
        build(left=1)
    with pytest.raises(TypeError, match="positional"):
        build(1, (2,))
    with pytest.raises(TypeError, match="unexpected keyword argument 'middle'"):
        build(left=1, right=(), middle=0)


def test_a_builder_shows_its_source_in_tracebacks() -> None:
    build = builder(Pair)
    source = inspect.getsource(build)
    assert source.startswith("def build_Pair(*, left, right):")
    assert "_draft.right = right" in source


def test_a_copier_copies_every_field_into_a_draft() -> None:
    draft = copier(Pair)(Pair(1, (2, 3)))
    assert type(draft) is not Pair
    draft.left = 5
    draft.__class__ = Pair
    assert draft == Pair(5, (2, 3))


def test_a_field_added_to_a_class_reaches_its_builder_and_copier() -> None:
    @attrs.frozen(weakref_slot=False)
    class Triple:
        a: int
        b: int
        c: int

    triple = builder(Triple)(a=1, b=2, c=3)
    draft = copier(Triple)(triple)
    draft.__class__ = Triple
    assert draft == triple == Triple(1, 2, 3)


def test_an_evolver_replaces_the_named_fields_and_keeps_the_others() -> None:
    move = evolver(Pair, "right")
    moved = move(Pair(1, (2,)), right=(3,))
    assert type(moved) is Pair
    assert moved == Pair(1, (3,))
    with pytest.raises(TypeError, match="missing 1 required keyword-only argument: 'right'"):
        move(Pair(1, ()))
    with pytest.raises(TypeError, match="Pair has no field middle"):
        evolver(Pair, "middle")
