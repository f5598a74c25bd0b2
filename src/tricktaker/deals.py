"""Dealing, shared by every game: :func:`deal_hands` deals a shuffled deck, and a game's
``Deal`` (the cards of a first deal given rather than shuffled) converts its hands with
:func:`as_hands`, checks its cards with :func:`check_dealt_cards` and the sizes its rules ask
for with :func:`check_hand_sizes`. :class:`Dealing` is what a game tells
:mod:`tricktaker.chance` about its deals, so that each deal can be a chance node."""

from __future__ import annotations

import operator
import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Generic, Protocol

import attrs
from typing_extensions import TypeVar

from tricktaker.cards import Card
from tricktaker.errors import RulesError
from tricktaker.events import Event
from tricktaker.masks import BITS

__all__ = [
    "DealStart",
    "Dealing",
    "as_hands",
    "check_deal_number",
    "check_dealt_cards",
    "check_hand_sizes",
    "check_scores",
    "deal_hands",
    "deal_masks",
    "turned_card",
]

R = TypeVar("R", default=Any)
S = TypeVar("S", default=Any)
R_contra = TypeVar("R_contra", contravariant=True, default=Any)
S_co = TypeVar("S_co", covariant=True, default=Any)

Hands = tuple[tuple[Card, ...], ...]


class DealStart(Protocol[R_contra, S_co]):
    """How a game starts any of its deals from given cards: the ``start`` of a
    :class:`Dealing`."""

    def __call__(
        self,
        rules: R_contra,
        number: int,
        hands: Hands,
        rest: tuple[Card, ...],
        *,
        scores: tuple[int, ...],
        seed: int,
    ) -> tuple[S_co, tuple[Event, ...]]: ...


@attrs.frozen(kw_only=True)
class Dealing(Generic[R, S]):
    """How a game deals, for :mod:`tricktaker.chance`: a game gives one as its
    :class:`~tricktaker.Game`'s ``dealing``, and each of its deals can then be a chance node
    whose cards the caller chooses.

    A deal (a round, a hand: whatever the game deals anew) is numbered from 1, and is laid out
    as a hand for each seat and the *rest*: the cards dealt beyond the hands, in order
    (Wizard's and Oh Hell's turned trump card, Szaman's stock, top card first).

    ``R`` and ``S`` are the game's rules and state types.

    Attributes:
        deals: how many deals a game of a rule set has (``rules.rounds``, ``rules.hands``);
            the most it can have when ``ends_early`` says it may end sooner.
        deck: the cards a deal is dealt from, for a rule set, in a fixed order (the order of
            the chance outcomes).
        sizes: ``sizes(rules, number)``: how many cards each hand, and the rest, hold in deal
            ``number``.
        number: the number of the deal a state belongs to (``state.round``,
            ``state.hand_number``); a state whose number is higher than the state before it
            begins a new deal.
        dealt: ``dealt(state)``: the hands and the rest that a state at the start of a deal
            was dealt (the inverse of ``start``).
        start: ``start(rules, number, hands, rest, scores=..., seed=...)``: the state and the
            events of deal ``number`` laid out from these cards, with the game's totals so far
            and the seed the state keeps; raises :class:`~tricktaker.RulesError` for cards that
            do not fit the deal. The game's hook for starting any deal from given cards
            (``wizard.deal_round``, ``szaman.deal_hand``, ``ohhell.deal_round``).
        resample: ``resample(view, rng)``: a state that a seat's ``view`` could be a view
            of, the cards the seat cannot see dealt at random by ``rng`` (the games'
            ``determinize``); None if the game has none. OpenSpiel's
            ``resample_from_infostate`` (which its ISMCTS bot asks for) uses it.
        ends_early: ``ends_early(rules)``: whether a game of a rule set may end before its
            last deal (at a target score); None: never.
        first: ``first(rules)``: the number of a game's first deal (its deals are numbered
            ``first`` to ``first + deals - 1``); None: 1.
        extra_decisions: ``extra_decisions(rules, number)``: the most decisions of deal
            ``number`` besides playing its cards (a pass of three cards a seat: 12); None: a
            decision a seat and one more (a bid each and a choice of trump), as the bidding
            games have. The OpenSpiel adapter's longest game counts them.
        seats: ``seats(rules, number)``: the seats dealt a hand in deal ``number``, the
            others sitting it out with none (a dealer who sits out); None: every seat.

    >>> from tricktaker import get_game, wizard
    >>> dealing = get_game("wizard").dealing
    >>> dealing.sizes(wizard.Rules(players=4), 3), len(dealing.deck(wizard.Rules()))
    ((3, 1), 60)
    """

    deals: Callable[[R], int]
    deck: Callable[[R], Sequence[Card]]
    sizes: Callable[[R, int], tuple[int, int]]
    number: Callable[[S], int]
    dealt: Callable[[S], tuple[Hands, tuple[Card, ...]]]
    start: DealStart[R, S]
    resample: Callable[[Any, random.Random], S] | None = None
    ends_early: Callable[[R], bool] | None = None
    extra_decisions: Callable[[R, int], int] | None = None
    first: Callable[[R], int] | None = None
    seats: Callable[[R, int], tuple[int, ...]] | None = None

    def first_number(self, rules: R) -> int:
        """The number of the first deal of a game of ``rules``: ``first(rules)``, or 1."""
        return 1 if self.first is None else self.first(rules)

    def seats_dealt(self, rules: R, number: int) -> tuple[int, ...]:
        """The seats dealt a hand in deal ``number``, in seat order (:attr:`seats`)."""
        if self.seats is None:
            return tuple(range(rules.players))  # type: ignore[attr-defined]
        return tuple(sorted(self.seats(rules, number)))

    def split(self, rules: R, number: int, cards: Sequence[Card]) -> tuple[Hands, tuple[Card, ...]]:
        """Deal ``number``'s ``cards``, in the order explicit chance deals them, as the hands
        by seat (each seat dealt in its hand, in seat order; a seat sitting out none) and the
        cards dealt to no one."""
        size, _ = self.sizes(rules, number)
        seats = self.seats_dealt(rules, number)
        at = {seat: i * size for i, seat in enumerate(seats)}
        players: int = rules.players  # type: ignore[attr-defined]
        hands = tuple(
            tuple(cards[at[seat] : at[seat] + size]) if seat in at else ()
            for seat in range(players)
        )
        return hands, tuple(cards[len(seats) * size :])


def as_hands(hands: Sequence[Sequence[Card]]) -> tuple[tuple[Card, ...], ...]:
    """The hands as tuples; a value that is not a sequence of hands is refused.

    >>> from tricktaker import parse_cards
    >>> as_hands([list(parse_cards("AS 2C"))])
    ((Card.parse('A♠'), Card.parse('2♣')),)
    >>> as_hands(5)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: hands must be a sequence of hands, not 5
    """
    try:
        return tuple(tuple(hand) for hand in hands)
    except TypeError:
        raise RulesError(f"Deal: hands must be a sequence of hands, not {hands!r}") from None


_BY_INDEX = operator.attrgetter("index")


def deal_hands(
    deck: Sequence[Card], players: int, size: int, first: int
) -> tuple[tuple[Card, ...], ...]:
    """The hands (by seat, each in canonical order) dealt from the top of ``deck``: seat
    ``first`` receives the first ``size`` cards, the seat to its left the next ``size``, and
    so on clockwise.

    >>> from tricktaker import parse_cards
    >>> deal_hands(parse_cards("AS 2C 3D 4H"), 2, 2, 1)
    ((Card.parse('3♦'), Card.parse('4♥')), (Card.parse('2♣'), Card.parse('A♠')))
    """
    hands: list[tuple[Card, ...]] = [()] * players
    for i in range(players):
        hands[(first + i) % players] = tuple(sorted(deck[i * size : (i + 1) * size], key=_BY_INDEX))
    return tuple(hands)


def deal_masks(deck: Sequence[Card], players: int, size: int, first: int) -> tuple[int, ...]:
    """:func:`deal_hands` with each hand as a card mask (:mod:`tricktaker.masks`): the same
    cards to each seat, without sorting them or building a tuple a hand.

    >>> from tricktaker import parse_cards
    >>> from tricktaker.masks import cards_of
    >>> [cards_of(mask) for mask in deal_masks(parse_cards("AS 2C 3D 4H"), 2, 2, 1)]
    [(Card.parse('3♦'), Card.parse('4♥')), (Card.parse('2♣'), Card.parse('A♠'))]
    """
    masks = [0] * players
    for i in range(players):
        mask = 0
        for card in deck[i * size : (i + 1) * size]:
            mask |= BITS[card.index]
        masks[(first + i) % players] = mask
    return tuple(masks)


def check_dealt_cards(cards: Iterable[object], deck: frozenset[Card], deck_name: str) -> None:
    """Raise :class:`~tricktaker.RulesError` unless every one of ``cards`` is a card of
    ``deck`` (called ``deck_name`` in the message) and none appears twice.

    >>> from tricktaker import parse_cards
    >>> from tricktaker.cards import STANDARD_DECK
    >>> check_dealt_cards(parse_cards("AS 2C AS"), frozenset(STANDARD_DECK), "the deck")
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: A♠ is dealt twice
    """
    seen: set[object] = set()
    for card in cards:
        if not isinstance(card, Card) or card not in deck:
            raise RulesError(f"Deal: {card!r} is not a card of {deck_name}")
        if card in seen:
            raise RulesError(f"Deal: {card} is dealt twice")
        seen.add(card)


def check_hand_sizes(
    hands: Sequence[Sequence[Card]],
    players: int,
    size: int,
    when: str,
    seats: Sequence[int] | None = None,
) -> None:
    """Raise :class:`~tricktaker.RulesError` unless there are ``players`` hands of ``size``
    cards each (each of ``seats``, the seats dealt in, if given; the others none); ``when``
    names the deal in the message ("the first round").

    >>> check_hand_sizes([(), ()], 3, 0, "the first round")
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: 2 hands for 3 players
    """
    if len(hands) != players:
        raise RulesError(f"Deal: {len(hands)} hands for {players} players")
    for seat, hand in enumerate(hands):
        dealt = size if seats is None or seat in seats else 0
        if len(hand) != dealt:
            raise RulesError(f"Deal: seat {seat} holds {len(hand)} cards; {when} deals {dealt}")


def check_deal_number(number: object, last: int, what: str, *, first: int = 1) -> int:
    """``number`` itself if it numbers one of the deals ``first`` to ``last`` called
    ``what`` ("round").

    >>> check_deal_number(3, 15, "round")
    3
    >>> check_deal_number(16, 15, "round")
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: no round 16: the game has rounds 1 to 15
    """
    if type(number) is not int or not first <= number <= last:
        raise RulesError(f"no {what} {number!r}: the game has {what}s {first} to {last}")
    return number


def check_scores(scores: object, players: int) -> tuple[int, ...]:
    """``scores`` as a tuple if it holds a total (an int) for each of ``players`` seats.

    >>> check_scores([10, -20, 0], 3)
    (10, -20, 0)
    >>> check_scores((1, 2), 3)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: scores must be 3 ints, a total for each seat, not (1, 2)
    """
    totals: tuple[object, ...] = ()
    if isinstance(scores, (tuple, list)):
        totals = tuple(scores)
    if len(totals) != players or any(type(total) is not int for total in totals):
        raise RulesError(f"scores must be {players} ints, a total for each seat, not {scores!r}")
    return totals  # type: ignore[return-value]  # checked above: ints


def turned_card(rest: Sequence[Card]) -> Card | None:
    """The one card of a deal's rest that is turned for trump (Wizard, Oh Hell), or None if
    the rest is empty.

    >>> from tricktaker import Card
    >>> turned_card([Card.parse("8H")]), turned_card([])
    (Card.parse('8♥'), None)
    >>> turned_card([Card.parse("8H"), Card.parse("9H")])
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: 2 cards besides the hands; the deal turns one card for trump, \
or none
    """
    if len(rest) > 1:
        raise RulesError(
            f"Deal: {len(rest)} cards besides the hands; the deal turns one card for trump, or none"
        )
    return rest[0] if rest else None
