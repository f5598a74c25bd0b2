"""How Hearts deals, told to :mod:`tricktaker.chance`: each hand deals the whole deck, 13
cards a seat, and nothing else; a game to a target may end after any hand.

A hand's pass direction is no chance outcome here: under ``pass_order="rotate"`` it follows
from the hand's number, and under ``"random"`` it is drawn from the game's seed."""

from __future__ import annotations

from typing import Any

from tricktaker.cards import STANDARD_DECK, Card
from tricktaker.deals import Dealing, Hands
from tricktaker.events import Event
from tricktaker.hearts import kernel
from tricktaker.hearts.rules import Rules
from tricktaker.hearts.search import determinize
from tricktaker.hearts.state import Deal, State, deal_hand

__all__ = ["DEALING", "most_hands"]


def most_hands(rules: Rules) -> int:
    """The most hands a game lasts: ``rules.hands``, or, for a game to ``target`` alone,
    ``4 * target``: a hand adds at least 1 to the seats' points together (26, less 10 for
    the J♦ and 5 for each of three seats without a trick), so some seat reaches the target
    by then."""
    return rules.hands or kernel.PLAYERS * rules.target


def _start(
    rules: Rules, number: int, hands: Hands, rest: tuple[Card, ...], *, scores: tuple[int, ...],
    seed: int,
) -> tuple[Any, tuple[Event, ...]]:  # fmt: skip
    return deal_hand(rules, number, Deal(hands), scores=scores, seed=seed)


def _dealt(state: State) -> tuple[Hands, tuple[Card, ...]]:
    return state.hands, ()


DEALING: Dealing[Rules, State] = Dealing(
    deals=most_hands,
    deck=lambda rules: STANDARD_DECK,
    sizes=lambda rules, number: (kernel.HAND_SIZE, 0),
    number=lambda state: state.hand_number,
    dealt=_dealt,
    start=_start,
    resample=determinize,
    ends_early=lambda rules: rules.hands != 1,
    extra_decisions=lambda rules, number: kernel.PLAYERS * kernel.PASS_SIZE,
)
"""Hearts' :class:`~tricktaker.deals.Dealing`."""
