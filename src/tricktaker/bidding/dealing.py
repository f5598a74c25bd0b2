"""How a bid-then-play game deals, told to :mod:`tricktaker.chance`: round ``r`` deals each
seat the round's hand size and turns the next card for trump while any is left."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from tricktaker.bidding.engine import BiddingEngine, GivenDeal
from tricktaker.cards import Card
from tricktaker.deals import Dealing, Hands, turned_card
from tricktaker.events import Event

__all__ = ["bidding_dealing"]


def bidding_dealing(
    engine: BiddingEngine[Any, Any],
    *,
    deck: Sequence[Card],
    deal: Callable[[Hands, Card | None], GivenDeal],
    deal_round: Callable[..., tuple[Any, tuple[Event, ...]]],
    resample: Callable[[Any, random.Random], Any] | None = None,
    ends_early: Callable[[Any], bool] | None = None,
) -> Dealing[Any, Any]:
    """The :class:`~tricktaker.deals.Dealing` of a bid-then-play game written on ``engine``:
    its rounds are its deals, each hand of the engine's ``hand_size`` for the round, and the
    rest of a deal is the turned trump card (none when the hands take the whole ``deck``).
    ``deal(hands, trump_card)`` makes the game's ``Deal`` and ``deal_round`` is the game's
    (``deal_round(rules, number, deal, scores=..., seed=...)``); ``resample`` is its
    ``determinize``; ``ends_early`` whether a game may end before its last round.

    >>> from tricktaker import ohhell
    >>> from tricktaker.cards import STANDARD_DECK
    >>> from tricktaker.ohhell.state import ENGINE
    >>> dealing = bidding_dealing(ENGINE, deck=STANDARD_DECK, deal=ohhell.Deal,
    ...                           deal_round=ohhell.deal_round)
    >>> rules = ohhell.Rules(players=4, schedule=(13, 2))
    >>> dealing.deals(rules), dealing.sizes(rules, 1), dealing.sizes(rules, 2)
    (2, (13, 0), (2, 1))
    """

    def sizes(rules: Any, number: int) -> tuple[int, int]:
        size = engine.hand_size(rules, number)
        return size, int(size * rules.players < len(deck))

    def start(
        rules: Any,
        number: int,
        hands: Hands,
        rest: tuple[Card, ...],
        *,
        scores: tuple[int, ...],
        seed: int,
    ) -> tuple[Any, tuple[Event, ...]]:
        return deal_round(rules, number, deal(hands, turned_card(rest)), scores=scores, seed=seed)

    return Dealing(
        deals=_rounds,
        deck=lambda rules: deck,
        sizes=sizes,
        number=_round,
        dealt=_dealt,
        start=start,
        resample=resample,
        ends_early=ends_early,
    )


def _rounds(rules: Any) -> int:
    return int(rules.rounds)


def _round(state: Any) -> int:
    return int(state.round)


def _dealt(state: Any) -> tuple[Hands, tuple[Card, ...]]:
    return state.hands, (() if state.trump_card is None else (state.trump_card,))
