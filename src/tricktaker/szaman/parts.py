"""The parts a Szaman state is made of (see :mod:`tricktaker.lean`), and the records of its
public fields.

A state keeps, in its own slots, what changes at every play (the cards still held, one mask;
the trick, its led suit and whose turn it is) and what changes only when a card is drawn
(each seat's mask of the cards it was dealt or drew, the stock) or never (the seed). The rest
changes once a trick and is shared by every state of the trick: :class:`Table`, what every seat
sees. A seat's :class:`~tricktaker.szaman.View` refers to the same :class:`Table` and copies
only its own hand and a few slots, so it holds nothing a seat may not know.

:class:`StateRecord` and :class:`ViewRecord` declare the public fields, in the order JSON
writes them; the state and view read each as an attribute.
"""

from __future__ import annotations

import enum
import operator
from typing import TYPE_CHECKING

import attrs

from tricktaker.cards import Card, Suit
from tricktaker.szaman.events import TrickWon
from tricktaker.szaman.rules import Rules
from tricktaker.tricks import CompletedTrick

__all__ = ["Phase", "Shown", "StateRecord", "Table", "ViewRecord"]

_add = operator.add


class Phase(enum.Enum):
    """What the game is waiting for."""

    PLAY = "play"
    """A player is to play a card to the trick."""
    OVER = "over"
    """The game has ended."""


_OVER = Phase.OVER  # an enum member read off its class costs far more than a global (3.11)


@attrs.frozen(kw_only=True, weakref_slot=False, eq=False)
class Table:
    """What every seat sees and what stays the same through a trick: the fields of
    :class:`StateRecord` that are not cards held, the trick or the turn; and
    ``stock_size``, ``players``, ``any_joker`` (the option ``jokers_always_playable``) and
    ``russian``, read at every play or trick. ``scores_before`` are the totals less this
    hand's trick points (the totals before the hand, until its penalties are charged): a trick
    then changes only ``hand_points``, and ``scores`` is their sum. ``received`` counts the
    cards each seat was dealt or drew this hand (a deal or a draw changes it, a play does
    not): a seat holds these less the cards it has played, which is how a view's
    ``hand_sizes`` are read without counting the hands. ``last_trick`` is, as a trick's end
    leaves it, that trick's :class:`~tricktaker.szaman.TrickWon` event (one object for the
    event and the record; the public ``last_trick`` is read from it), and a
    :class:`~tricktaker.CompletedTrick` when one is given."""

    rules: Rules
    hand_number: int
    leader: int
    played: tuple[Card, ...]
    led_suits: tuple[Suit, ...]
    last_trick: CompletedTrick | TrickWon | None
    scores_before: tuple[int, ...]
    hand_points: tuple[int, ...]
    phase: Phase
    winners: tuple[int, ...]
    stock_size: int
    received: tuple[int, ...]
    players: int
    any_joker: bool
    russian: bool


class Shown:
    """The public fields a state and a view read from the public part they share, a
    ``Table``."""

    __slots__ = ("_table",)
    if TYPE_CHECKING:  # the slot's type, for the checker (not an attribute for the docs)
        _table: Table

    @property
    def rules(self) -> Rules:
        """The rule set."""
        return self._table.rules

    @property
    def hand_number(self) -> int:
        """The hand being played, 1-based."""
        return self._table.hand_number

    @property
    def leader(self) -> int:
        """The seat that led (or is to lead) the trick in progress."""
        return self._table.leader

    @property
    def played(self) -> tuple[Card, ...]:
        """The cards of this hand's finished tricks, in play order."""
        return self._table.played

    @property
    def led_suits(self) -> tuple[Suit, ...]:
        """The led suit of each of this hand's finished tricks, in order."""
        return self._table.led_suits

    @property
    def last_trick(self) -> CompletedTrick | None:
        """The last finished trick of this hand, or None before the first."""
        last = self._table.last_trick
        if isinstance(last, TrickWon):  # the event of that trick: its cards, leader and winner
            return CompletedTrick(cards=last.cards, leader=last.leader, winner=last.winner)
        return last

    @property
    def scores(self) -> tuple[int, ...]:
        """Game totals by seat."""
        table = self._table
        return tuple(map(_add, table.scores_before, table.hand_points))

    @property
    def hand_points(self) -> tuple[int, ...]:
        """The trick points each seat has taken in this hand so far."""
        return self._table.hand_points

    @property
    def phase(self) -> Phase:
        """``Phase.PLAY`` until the game is over, then ``Phase.OVER``."""
        return self._table.phase

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats closest to the target, once the game is over."""
        return self._table.winners

    @property
    def is_over(self) -> bool:
        """True once the last hand has been scored."""
        return self._table.phase is _OVER


@attrs.frozen(kw_only=True)
class StateRecord:
    """The public fields of :class:`~tricktaker.szaman.State`, in JSON's order."""

    rules: Rules
    seed: int
    hand_number: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    trick: tuple[Card, ...]
    trick_suit: Suit | None
    leader: int
    played: tuple[Card, ...]
    led_suits: tuple[Suit, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    hand_points: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()


@attrs.frozen(kw_only=True)
class ViewRecord:
    """The public fields of :class:`~tricktaker.szaman.View`, in JSON's order."""

    seat: int
    rules: Rules
    hand_number: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    trick: tuple[Card, ...]
    trick_suit: Suit | None
    leader: int
    played: tuple[Card, ...]
    led_suits: tuple[Suit, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    hand_points: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]
