"""How Wizard deals, told to :mod:`tricktaker.chance`: round ``r`` deals ``r`` cards a seat
and turns the next card for trump while any is left."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.cards import WIZARD_DECK, Card
from tricktaker.deals import Dealing, Hands, turned_card
from tricktaker.events import Event
from tricktaker.wizard.deal import Deal
from tricktaker.wizard.rules import Rules
from tricktaker.wizard.search import determinize
from tricktaker.wizard.state import State, deal_round

__all__ = ["DEALING"]


def _deals(rules: Rules) -> int:
    return rules.rounds


def _deck(rules: Rules) -> Sequence[Card]:
    return WIZARD_DECK


def _sizes(rules: Rules, round_number: int) -> tuple[int, int]:
    return round_number, int(round_number * rules.players < len(WIZARD_DECK))


def _number(state: State) -> int:
    return state.round


def _dealt(state: State) -> tuple[Hands, tuple[Card, ...]]:
    return state.hands, (() if state.trump_card is None else (state.trump_card,))


def _start(
    rules: Rules,
    number: int,
    hands: Hands,
    rest: tuple[Card, ...],
    *,
    scores: tuple[int, ...],
    seed: int,
) -> tuple[State, tuple[Event, ...]]:
    return deal_round(rules, number, Deal(hands, turned_card(rest)), scores=scores, seed=seed)


DEALING: Dealing[Rules, State] = Dealing(
    deals=_deals,
    deck=_deck,
    sizes=_sizes,
    number=_number,
    dealt=_dealt,
    start=_start,
    resample=determinize,
)
"""Wizard's :class:`~tricktaker.deals.Dealing`: the rest of a round's deal is the turned
trump card (none in the last round)."""
