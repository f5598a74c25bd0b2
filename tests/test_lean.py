"""tricktaker.lean: a lean value behaves as a frozen attrs value of its record would."""

from __future__ import annotations

import pickle

import attrs
import pytest

from tricktaker.lean import LeanValue
from tricktaker.plugin import draft_class


@attrs.frozen
class _PairRecord:
    left: int
    right: tuple[int, ...] = ()


class Pair(LeanValue):
    __record__ = _PairRecord
    __slots__ = ("_shared", "left")

    def __init__(self, *, left: int, right: tuple[int, ...] = ()) -> None:
        self._fill(left=left, _shared=right)

    @property
    def right(self) -> tuple[int, ...]:
        return self._shared


def test_equal_and_hashed_by_the_public_fields_as_the_record_is() -> None:
    pair, twin = Pair(left=1, right=(2, 3)), Pair(left=1, right=(2, 3))
    assert pair == twin
    assert hash(pair) == hash(twin)
    assert pair != Pair(left=1)
    assert not pair == _PairRecord(1, (2, 3))  # noqa: SIM201  # __eq__, not __ne__, asked
    assert pair != _PairRecord(1, (2, 3))
    assert repr(pair) == "Pair(left=1, right=(2, 3))"
    assert repr(pair).replace("Pair", "_PairRecord", 1) == repr(_PairRecord(1, (2, 3)))


def test_assigning_or_deleting_an_attribute_raises_and_changes_nothing() -> None:
    pair = Pair(left=1)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        pair.left = 2  # type: ignore[misc]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        del pair.left
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        pair.other = 2  # type: ignore[attr-defined]
    assert pair.left == 1


def test_pickled_through_the_public_fields() -> None:
    pair = Pair(left=4, right=(5,))
    again = pickle.loads(pickle.dumps(pair))
    assert again == pair
    assert type(again) is Pair


def test_a_draft_becomes_the_value_its_fields_build() -> None:
    draft = object.__new__(draft_class(Pair))
    draft.left = 7
    draft._shared = (8,)
    draft.__class__ = Pair
    assert draft == Pair(left=7, right=(8,))


def test_the_record_must_be_an_attrs_class() -> None:
    with pytest.raises(TypeError, match="must be an attrs class"):

        class Odd(LeanValue):
            __record__ = int
            __slots__ = ()
