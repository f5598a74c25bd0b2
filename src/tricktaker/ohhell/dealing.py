"""How Oh Hell deals, told to :mod:`tricktaker.chance`: round ``r`` deals
``rules.schedule[r - 1]`` cards a seat and turns the next card for trump if any is left."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.cards import STANDARD_DECK, Card
from tricktaker.deals import Dealing, Hands, turned_card
from tricktaker.events import Event
from tricktaker.ohhell.rules import Rules
from tricktaker.ohhell.search import determinize
from tricktaker.ohhell.state import Deal, State, deal_round

__all__ = ["DEALING"]


def _deals(rules: Rules) -> int:
    return rules.rounds


def _deck(rules: Rules) -> Sequence[Card]:
    return STANDARD_DECK


def _sizes(rules: Rules, round_number: int) -> tuple[int, int]:
    size = rules.schedule[round_number - 1]
    return size, int(size * rules.players < len(STANDARD_DECK))


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
"""Oh Hell's :class:`~tricktaker.deals.Dealing`: the rest of a round's deal is the turned
trump card (none when the hands take the whole deck)."""
