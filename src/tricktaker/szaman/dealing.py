"""How Szaman deals, told to :mod:`tricktaker.chance`: 8 cards a seat, and the rest of the
54 as the stock, in the order it is drawn."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.cards import SZAMAN_DECK, Card
from tricktaker.deals import Dealing, Hands
from tricktaker.events import Event
from tricktaker.szaman.deal import Deal
from tricktaker.szaman.game import State, deal_hand
from tricktaker.szaman.rules import HAND_SIZE, Rules
from tricktaker.szaman.search import determinize

__all__ = ["DEALING"]


def _deals(rules: Rules) -> int:
    return rules.hands


def _deck(rules: Rules) -> Sequence[Card]:
    return SZAMAN_DECK


def _sizes(rules: Rules, hand_number: int) -> tuple[int, int]:
    return HAND_SIZE, len(SZAMAN_DECK) - HAND_SIZE * rules.players


def _number(state: State) -> int:
    return state.hand_number


def _dealt(state: State) -> tuple[Hands, tuple[Card, ...]]:
    return state.hands, state.stock


def _start(
    rules: Rules,
    number: int,
    hands: Hands,
    rest: tuple[Card, ...],
    *,
    scores: tuple[int, ...],
    seed: int,
) -> tuple[State, tuple[Event, ...]]:
    return deal_hand(rules, number, Deal(hands, rest), scores=scores, seed=seed)


DEALING: Dealing[Rules, State] = Dealing(
    deals=_deals,
    deck=_deck,
    sizes=_sizes,
    number=_number,
    dealt=_dealt,
    start=_start,
    resample=determinize,
)
"""Szaman's :class:`~tricktaker.deals.Dealing`: the rest of a hand's deal is the stock, the
card drawn first first."""
