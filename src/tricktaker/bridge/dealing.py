"""How bridge deals, told to :mod:`tricktaker.chance`: each board deals the whole deck, 13
cards a seat, North first; a game has ``rules.boards`` boards. ``determinize`` deals the
cards a seat cannot see at random, for search and OpenSpiel's ``resample_from_infostate``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tricktaker.bridge.game import GAME_RULES, Deal, State, View, deal_board
from tricktaker.bridge.rules import Rules
from tricktaker.cards import STANDARD_DECK, Card
from tricktaker.deals import Dealing, Hands
from tricktaker.events import Event
from tricktaker.tricks import trump_winner
from tricktaker.worlds import deal_unseen, seats_of_plays, voids_shown

__all__ = ["DEALING", "determinize"]


def determinize(view: View, rng: random.Random, earlier: Sequence[View] = ()) -> State:
    """A state that ``view`` could be a view of: the cards its seat cannot see (the hands
    neither its own nor shown) dealt at random by ``rng``, as many as each seat holds, none
    of a suit its seat has shown it lacks in play (:func:`tricktaker.worlds.deal_unseen`).
    ``earlier`` (the seat's earlier views, which a search bot passes) is not read, nor what
    the auction says of the hands.

    >>> import random
    >>> from tricktaker import bridge
    >>> view = bridge.new_game(bridge.Rules(), seed=1).view(2)
    >>> determinize(view, random.Random(0)).view(2) == view
    True
    """
    seen = set(view.hand) | set(view.played) | set(view.trick)
    for shown in view.shown_hands:
        seen |= set(shown or ())
    unseen = [card for card in STANDARD_DECK if card not in seen]
    trump = None if view.contract is None else view.contract.strain.suit
    plays = view.played + view.trick
    seats = seats_of_plays(
        view.played, view.trick, view.leader, players=4,
        winner=lambda cards: trump_winner(cards, trump),
    )  # fmt: skip
    voids = voids_shown(plays, seats, players=4)
    wants = [
        0 if seat == view.seat or view.shown_hands[seat] is not None else size
        for seat, size in enumerate(view.hand_sizes)
    ]
    dealt = deal_unseen(unseen, wants, voids, rng)
    hands: list[tuple[Card, ...]] = []
    for seat in range(4):
        shown = view.shown_hands[seat]
        if seat == view.seat:
            hands.append(view.hand)
        elif shown is not None:
            hands.append(shown)
        else:
            hands.append(tuple(sorted(dealt[seat], key=lambda card: card.index)))
    world: State = GAME_RULES.world(view, 0, hands)
    return world


def _start(
    rules: Rules,
    number: int,
    hands: Hands,
    rest: tuple[Card, ...],
    *,
    scores: tuple[int, ...],
    seed: int,
) -> tuple[State, tuple[Event, ...]]:
    return deal_board(rules, number, Deal(hands), scores=scores, seed=seed)


def _dealt(state: State) -> tuple[Hands, tuple[Card, ...]]:
    return state.hands, ()


def _deals(rules: Rules) -> int:
    return rules.boards


def _deck(rules: Rules) -> tuple[Card, ...]:
    return STANDARD_DECK


def _sizes(rules: Rules, number: int) -> tuple[int, int]:
    return 13, 0


MOST_CALLS = 35 * (1 + 4 * 2) + 4
"""The longest auction (OpenSpiel's ``kMaxAuctionLength``, 319): each of the 35 bids
followed by two passes, a double, two passes, a redouble and two passes, after three passes
at the start."""


def _calls(rules: Rules, number: int) -> int:
    return MOST_CALLS


def _number(state: Any) -> int:
    board: int = state.board
    return board


DEALING: Dealing[Rules, State] = Dealing(
    deals=_deals,
    deck=_deck,
    sizes=_sizes,
    number=_number,
    dealt=_dealt,
    start=_start,
    resample=determinize,
    extra_decisions=_calls,
    first=GAME_RULES.first_number,
)
"""Bridge's :class:`~tricktaker.deals.Dealing`."""
