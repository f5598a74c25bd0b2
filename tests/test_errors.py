"""The error hierarchy (DESIGN.md: one base error; IllegalActionError and the parse error also
subclass ValueError; a bad Rules value raises a TricktakerError that is a ValueError)."""

from __future__ import annotations

import pytest

import tricktaker
from tricktaker import (
    Card,
    CardParseError,
    IllegalActionError,
    RulesError,
    TricktakerError,
    get_game,
    wizard,
)
from tricktaker import errors as errors_module


@pytest.mark.parametrize("error", [CardParseError, IllegalActionError, RulesError])
def test_input_errors_are_tricktaker_errors_and_value_errors(error: type[Exception]) -> None:
    assert issubclass(error, TricktakerError)
    assert issubclass(error, ValueError)


def test_base_error() -> None:
    assert issubclass(TricktakerError, Exception)
    assert not issubclass(TricktakerError, ValueError)


def test_public_names_are_the_module_classes() -> None:
    for error in (CardParseError, IllegalActionError, RulesError, TricktakerError):
        assert getattr(tricktaker, error.__name__) is getattr(errors_module, error.__name__)


def test_one_base_error() -> None:
    # The module also holds the refusal codes (RefusalCode, REFUSAL_CODES, RefusalMessage).
    classes = [name for name in errors_module.__all__ if name.endswith("Error")]
    assert len(classes) == 8
    for name in classes:
        assert issubclass(getattr(errors_module, name), TricktakerError)


def test_every_error_the_library_raises_is_caught_by_the_base() -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=2)
    raisers = [
        (lambda: Card.parse("1X"), CardParseError),
        (lambda: wizard.Rules(players=2), RulesError),
        (lambda: state.apply(wizard.Bid(99)), IllegalActionError),
        (lambda: get_game("no such game"), TricktakerError),
        (lambda: wizard.trick_winner(()), TricktakerError),
        (lambda: state.view(9), TricktakerError),
    ]
    for raiser, kind in raisers:
        with pytest.raises(TricktakerError) as info:
            raiser()
        assert type(info.value) is kind
        assert str(info.value)


def test_errors_carry_their_message() -> None:
    assert str(IllegalActionError("cannot play 2♣")) == "cannot play 2♣"
    with pytest.raises(ValueError, match="cannot play"):
        raise IllegalActionError("cannot play 2♣")
