"""Checks that a value read from JSON hangs together, and the helpers the games' checks use.

:func:`~tricktaker.from_json` runs a registered check on every value of its class that it
reads (see :func:`~tricktaker.serialize.register_types`). This module holds the helpers that
each game's ``consistency`` module builds its checks of states, views and events from, and the
checks of the core's own events. Each raises :class:`~tricktaker.TricktakerError` naming what
is wrong.

>>> from tricktaker import parse_cards
>>> check_cards(parse_cards("2C 3C 4C"), parse_cards("2C"), parse_cards("3C 2C"))
Traceback (most recent call last):
...
tricktaker.TricktakerError: 2♣ is in two places
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import Any

import tricktaker._codec as codec
from tricktaker._codec import Bounds
from tricktaker.cards import Card
from tricktaker.errors import TricktakerError
from tricktaker.events import CardPlayed, GameOver
from tricktaker.games import SEED_BITS, available_games, get_game
from tricktaker.tricks import CompletedTrick

__all__ = [
    "SEED",
    "check_card_played",
    "check_cards",
    "check_every_card",
    "check_game_over",
    "check_per_seat",
    "check_seat",
    "check_sorted",
    "check_sorted_seats",
    "check_view_hand",
]


SEED = Bounds(minimum=1 - 2**SEED_BITS, maximum=2**SEED_BITS - 1)
"""The bounds of a seed (see :func:`tricktaker.games.check_seed`), for a state's or a record's
``seed`` field."""


def check_seat(name: str, seat: object, players: int, *, optional: bool = False) -> None:
    """Raise unless ``seat`` is a seat number below ``players`` (or None, if ``optional``)."""
    if seat is None and optional:
        return
    if type(seat) is not int or not 0 <= seat < players:
        raise TricktakerError(f"{name} is {seat!r}, not a seat from 0 to {players - 1}")


def check_per_seat(players: int, **sequences: Sequence[Any]) -> None:
    """Raise unless each of ``sequences`` has one entry per seat."""
    for name, sequence in sequences.items():
        if len(sequence) != players:
            raise TricktakerError(f"{name} has {len(sequence)} entries for {players} players")


def check_cards(deck: Iterable[Card], *groups: Iterable[Card]) -> None:
    """Raise unless the cards of ``groups`` are all of ``deck`` and none appears twice."""
    allowed = frozenset(deck)
    seen: set[Card] = set()
    for group in groups:
        for card in group:
            if card not in allowed:
                raise TricktakerError(f"{card} is not a card of this game")
            if card in seen:
                raise TricktakerError(f"{card} is in two places")
            seen.add(card)


def check_every_card(deck: Sequence[Card], *groups: Iterable[Card]) -> None:
    """Raise unless each card of ``deck`` is in exactly one of ``groups`` (cards are
    conserved: none lost, none made up, none twice).

    >>> from tricktaker import parse_cards
    >>> check_every_card(parse_cards("2C 3C 4C"), parse_cards("2C 4C"))
    Traceback (most recent call last):
    ...
    tricktaker.TricktakerError: 3♣ is nowhere: every card is in a hand, the trick or ...
    """
    check_cards(deck, *groups)
    placed = {card for group in groups for card in group}
    if len(placed) != len(deck):
        lost = next(card for card in deck if card not in placed)
        raise TricktakerError(
            f"{lost} is nowhere: every card is in a hand, the trick or another place of the "
            f"game ({len(placed)} of {len(deck)} cards placed)"
        )


def check_sorted(name: str, cards: Sequence[Card]) -> None:
    """Raise unless ``cards`` are in the canonical order of a hand (by :attr:`Card.index
    <tricktaker.Card.index>`), each once."""
    for before, after in pairwise(cards):
        if before.index >= after.index:
            raise TricktakerError(f"{name} is not in the canonical order: {before} before {after}")


def check_view_hand(view: Any, seen: bool = True) -> None:
    """Raise unless a seat's ``view`` is of one of its game's seats, with one hand size a seat,
    its own hand as long as its size says and in the canonical order; or, if its seat has not
    ``seen`` its cards (a bid made before looking at them is still open to it), empty.

    >>> import types
    >>> from tricktaker import parse_cards, szaman
    >>> view = types.SimpleNamespace(rules=szaman.Rules(players=3), seat=1,
    ...                              hand=parse_cards("2C 3C"), hand_sizes=(2, 1, 2))
    >>> check_view_hand(view)
    Traceback (most recent call last):
    ...
    tricktaker.TricktakerError: hand_sizes says 1, the hand holds 2
    """
    players = view.rules.players
    check_seat("seat", view.seat, players)
    check_per_seat(players, hand_sizes=view.hand_sizes)
    if not seen:
        if view.hand:
            raise TricktakerError(f"seat {view.seat} has not seen its cards; the hand shows them")
        return
    if view.hand_sizes[view.seat] != len(view.hand):
        raise TricktakerError(
            f"hand_sizes says {view.hand_sizes[view.seat]}, the hand holds {len(view.hand)}"
        )
    check_sorted("the hand", view.hand)


# -- the core's events ----------------------------------------------------------------------------

_most_players: dict[tuple[tuple[str, int], ...], int | None] = {}  # by the known games


def most_players() -> int | None:
    """The most players that any known game seats: the largest ``maximum`` of the ``players``
    bound of every known game's rules (as each game registered them for JSON); None if some
    known game states no such bound. The core's events, shared by every game, are read with
    their seats below it.

    Every known game is loaded the first time (so that a game not yet imported counts).

    >>> most_players()
    7
    """
    games = tuple((name, id(get_game(name))) for name in available_games())
    if games not in _most_players:
        highest: int | None = 0
        for name, _ in games:
            for kind in codec.GROUPS.get(name, {}).get("rules", ()):
                bound = kind.bounds.get("players")
                if bound is None or bound.maximum is None or highest is None:
                    highest = None
                else:
                    highest = max(highest, bound.maximum)
        _most_players[games] = highest or None
    return _most_players[games]


def check_event_seats(name: str, seats: Sequence[int]) -> None:
    """Raise unless each of ``seats`` (of a core event) is below ``most_players()``."""
    most = most_players()
    if most is None:
        return
    for seat in seats:
        if seat >= most:
            raise TricktakerError(
                f"{name} is {seat}: no game has more than {most} players (seats 0 to {most - 1})"
            )


def check_card_played(event: CardPlayed) -> None:
    """A seat of some game (below ``most_players()``); a suit is named only with a Joker,
    and only a suit of its colour (Szaman's led Joker).

    >>> from tricktaker import Card
    >>> check_card_played(CardPlayed(seat=99, card=Card.parse("AC")))
    Traceback (most recent call last):
    ...
    tricktaker.TricktakerError: seat is 99: no game has more than 7 players (seats 0 to 6)
    """
    check_event_seats("seat", (event.seat,))
    suit = event.suit
    if suit is not None and (not event.card.is_joker or event.card.color is not suit.color):
        raise TricktakerError(
            f"{event.card} is played as {suit}: only a Joker names a suit, one of its colour"
        )


def check_completed_trick(trick: CompletedTrick) -> None:
    """One card a seat, each once, for no more seats than a game has; the leader and the
    winner seats of a game (a trick may have fewer cards than the table has seats, when a
    seat sits out: a lone hand's partner)."""
    check_event_seats("a trick's last seat", (len(trick.cards) - 1,))
    check_cards(trick.cards, trick.cards)
    for name, seat in (("leader", trick.leader), ("winner", trick.winner)):
        if type(seat) is not int or seat < 0:
            raise TricktakerError(f"{name} is {seat!r}, not a seat")
        check_event_seats(name, (seat,))


def check_game_over(event: GameOver) -> None:
    """Scores for one seat or more; winners, in seat order, each once, among those seats."""
    if not event.scores or not event.winners:
        raise TricktakerError("a game ends with a score for each seat and one winner or more")
    check_event_seats("the last seat of scores", (len(event.scores) - 1,))
    check_sorted_seats("winners", event.winners, len(event.scores))


def check_sorted_seats(name: str, seats: Sequence[int], players: int) -> None:
    """Raise unless ``seats`` are seats below ``players``, in increasing order."""
    for seat in seats:
        check_seat(f"a seat of {name}", seat, players)
    if any(a >= b for a, b in pairwise(seats)):
        raise TricktakerError(f"{name} are {list(seats)}: seats in increasing order, each once")
