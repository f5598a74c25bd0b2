"""A game's deals told to :mod:`tricktaker.chance`, from its engine: each deal (a round, a
hand) dealt anew is a chance node whose cards the caller may choose."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tricktaker.cards import Card
from tricktaker.deals import Dealing, Hands
from tricktaker.events import Event

__all__ = ["engine_dealing"]


def engine_dealing(
    engine: Any,
    *,
    deal: Callable[[Any, int, Hands, tuple[Card, ...]], Any],
    deal_round: Callable[..., tuple[Any, tuple[Event, ...]]],
    resample: Callable[[Any, random.Random], Any] | None = None,
    ends_early: Callable[[Any], bool] | None = None,
    dealt: Callable[[Any], tuple[Hands, tuple[Card, ...]]] | None = None,
    extra_decisions: Callable[[Any, int], int] | None = None,
) -> Dealing[Any, Any]:
    """The :class:`~tricktaker.deals.Dealing` of a game on the engine (a
    :class:`~tricktaker.engine.TrickGame`): its deals numbered by its ``number_field``, each
    hand of its ``hand_size`` and its rest of its ``rest_size`` (the rest a state shows:
    ``rest_from``). ``deal(rules, number, hands, rest)`` makes the game's ``Deal`` (each
    hand in the order its cards were dealt), ``deal_round`` is the game's (``deal_round(rules,
    number, deal, scores=..., seed=...)``), ``resample`` its ``determinize``, ``ends_early``
    whether a game may end before its ``deals`` deals, ``dealt`` the hands and rest a deal's
    first state was dealt (by default its hands and its ``rest_from``), and
    ``extra_decisions`` the most decisions of a deal besides its cards, where the game says.

    >>> from tricktaker import ohhell
    >>> from tricktaker.ohhell.rules import GAME_RULES
    >>> deal = lambda rules, number, hands, rest: ohhell.Deal(hands, *rest)
    >>> dealing = engine_dealing(GAME_RULES, deal=deal, deal_round=ohhell.deal_round)
    >>> rules = ohhell.Rules(players=4, schedule=(13, 2))
    >>> dealing.deals(rules), dealing.sizes(rules, 1), dealing.sizes(rules, 2)
    (2, (13, 0), (2, 1))
    """

    def sizes(rules: Any, number: int) -> tuple[int, int]:
        return engine.hand_size(rules, number), engine.rest_size(rules, number)

    def start(
        rules: Any,
        number: int,
        hands: Hands,
        rest: tuple[Card, ...],
        *,
        scores: tuple[int, ...],
        seed: int,
    ) -> tuple[Any, tuple[Event, ...]]:
        return deal_round(rules, number, deal(rules, number, hands, rest), scores=scores, seed=seed)

    def as_dealt(state: Any) -> tuple[Hands, tuple[Card, ...]]:
        return state.hands, engine.rest_from(state)

    return Dealing(
        deals=engine.deals,
        deck=lambda rules: engine.deck,
        sizes=sizes,
        number=lambda state: int(getattr(state, engine.number_field)),
        dealt=dealt or as_dealt,
        start=start,
        resample=resample,
        ends_early=ends_early,
        extra_decisions=extra_decisions,
        first=engine.first_number,
        seats=(lambda rules, number: engine.dealt_in(rules, engine.dealer(rules, number)))
        if engine.sits_out
        else None,
    )
