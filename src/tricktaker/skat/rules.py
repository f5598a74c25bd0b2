"""Skat's rules as functions, its actions, events and phases, and :class:`Skat`'s hooks;
``docs/rules/skat.md`` names the source of each rule (the ISkO's sections are cited at each).
"""

from __future__ import annotations

import enum
import functools
import math
import operator
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

import attrs

from tricktaker.actions import Play, exactly, malformed
from tricktaker.cards import Card, Rank, Suit
from tricktaker.encoding import CardNumbering, Section, by_seat, one_hot, seat_one_hot
from tricktaker.engine import (
    Dealt,
    GivenDeal,
    ListedRule,
    PhaseRule,
    TrickGame,
    TrickState,
    TrickView,
    entry_points,
    exchange,
)
from tricktaker.engine import events as engine_events
from tricktaker.engine.events import TrickWon as _TrickWon
from tricktaker.engine.options import check_options, option
from tricktaker.engine.register import register_game_types
from tricktaker.engine.states import position as position_of
from tricktaker.errors import RulesError
from tricktaker.events import CardPlayed, Event
from tricktaker.masks import cards_of, mask_of
from tricktaker.serialize import Bounds
from tricktaker.tricks import CompletedTrick
from tricktaker.worlds import seats_of_plays

__all__ = [
    "BASE_VALUES", "BID_VALUES", "CARD_POINTS", "DECK", "NULL_VALUES", "Action", "AuctionState",
    "Bid", "BidMade", "Contract", "Deal", "Declare", "Declared", "Discard", "Discarded", "Doubled",
    "HandScored", "HandStarted", "Held", "Hold", "Kontra", "Pass", "Passed", "Phase", "PickUp",
    "Play", "Re", "Rules", "Skat", "SkatChosen", "State", "TrickWon", "View", "card_points",
    "deal_round", "declarations", "follow_suit", "game_value", "is_trump", "list_score", "matadors",
    "new_game", "openspiel_score", "ramsch_score", "read_auction", "read_kontra", "seeger_fabian",
    "settle", "start", "trick_winner", "trump_order",
]  # fmt: skip


DECK = tuple(Card.of(suit, rank) for suit in Suit for rank in Rank if rank >= Rank.SEVEN)
"""The 32 cards: seven to ace of each suit, in canonical order."""
CARD_POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
"""The card points of a rank (the seven, eight and nine count none): 120 in the deck."""
JACKS = tuple(Card.of(suit, Rank.JACK) for suit in (Suit.CLUBS, Suit.SPADES, Suit.HEARTS,
                                                    Suit.DIAMONDS))  # fmt: skip
"""The jacks, highest first: clubs, spades, hearts, diamonds (ISkO 3.2)."""
SUIT_ORDER = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE)
"""A suit's cards other than its jack, lowest first, in a suit game and the Grand."""
NULL_ORDER = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING,
              Rank.ACE)  # fmt: skip
"""A suit's cards in a Null game, lowest first: the ten in its natural place."""


class Contract(enum.Enum):
    """A game the declarer may play: a suit game (its German name: Karo, Herz, Pik, Kreuz),
    the Grand (only the jacks trump) or the Null (no trump; the declarer must take no trick).

    >>> Contract.CLUBS.trump, Contract.GRAND.trump, str(Contract.HEARTS)
    (<Suit.CLUBS: 0>, None, 'Herz')
    """

    DIAMONDS = "diamonds"
    HEARTS = "hearts"
    SPADES = "spades"
    CLUBS = "clubs"
    GRAND = "grand"
    NULL = "null"
    RAMSCH = "ramsch"
    """Played when all pass, under ``Rules(ramsch=True)``: the jacks alone trump, as in
    the Grand, and each plays for himself; never declared."""

    @property
    def trump(self) -> Suit | None:
        """The trump suit of a suit game (the jacks trump too); None for Grand and Null."""
        return _TRUMP_SUIT[self]

    def __str__(self) -> str:
        return _GERMAN[self]


_TRUMP_SUIT = {game: Suit.__members__.get(game.name) for game in Contract}  # named as its suit
_GERMAN = dict(
    zip(Contract, ("Karo", "Herz", "Pik", "Kreuz", "Grand", "Null", "Ramsch"), strict=True)
)


def is_trump(card: Card, contract: Contract) -> bool:
    """Whether ``card`` is a trump: every jack but in a Null game, and the trump suit's cards.

    >>> from tricktaker import Card
    >>> is_trump(Card.parse("JD"), Contract.GRAND), is_trump(Card.parse("AH"), Contract.HEARTS)
    (True, True)
    >>> is_trump(Card.parse("JC"), Contract.NULL), is_trump(Card.parse("AS"), Contract.GRAND)
    (False, False)
    """
    if contract is Contract.NULL:
        return False
    return card.rank == Rank.JACK or card.suit is contract.trump


def power(card: Card, contract: Contract) -> int:
    """How high ``card`` stands in ``contract``: a trump above every other card, in
    :func:`trump_order`; otherwise its place in its suit (``SUIT_ORDER`` or ``NULL_ORDER``).

    >>> from tricktaker import Card
    >>> power(Card.parse("JD"), Contract.SPADES) > power(Card.parse("AS"), Contract.SPADES)
    True
    >>> power(Card.parse("10H"), Contract.NULL) < power(Card.parse("JH"), Contract.NULL)
    True
    """
    rank = card.rank
    if contract is Contract.NULL:
        return NULL_ORDER.index(rank)
    if rank == Rank.JACK:
        return 20 + 3 - JACKS.index(card)
    return (10 if card.suit is contract.trump else 0) + SUIT_ORDER.index(rank)


def follow_suit(card: Card, contract: Contract) -> Suit | None:
    """What ``card`` belongs to for following: None for a trump (the jacks among them).

    >>> from tricktaker import Card
    >>> follow_suit(Card.parse("JH"), Contract.CLUBS) is None
    True
    >>> follow_suit(Card.parse("JH"), Contract.NULL), follow_suit(Card.parse("AC"), Contract.GRAND)
    (<Suit.HEARTS: 2>, <Suit.CLUBS: 0>)
    """
    return None if is_trump(card, contract) else card.suit


GROUPS = {
    contract: {
        suit: mask_of([card for card in DECK if follow_suit(card, contract) is suit])
        for suit in (*Suit, None)
    }
    for contract in Contract
}
"""``GROUPS[contract][suit]``: the cards (a mask) that follow ``suit`` under ``contract``;
``GROUPS[contract][None]``: the trumps."""
_POINTS = {card: CARD_POINTS.get(card.rank, 0) for card in DECK if card.rank is not None}
_POWER = {contract: {card: power(card, contract) for card in DECK} for contract in Contract}


def trick_winner(cards: Sequence[Card], contract: Contract) -> int:
    """The index of the card of ``cards`` (in play order) that wins: the highest trump, else
    the highest card of the suit led (ISkO 3.2).

    >>> from tricktaker import parse_cards
    >>> trick_winner(parse_cards("AH 7C 10H"), Contract.CLUBS)  # a trump
    1
    >>> trick_winner(parse_cards("AS JD 10S"), Contract.GRAND)  # the jack of diamonds trumps
    1
    >>> trick_winner(parse_cards("10H JH 9H"), Contract.NULL)  # the jack above the ten
    1
    """
    led = follow_suit(cards[0], contract)
    powers = _POWER[contract]
    best, best_key = 0, (-1, -1)
    for index, card in enumerate(cards):
        suit = follow_suit(card, contract)
        key = (2 if suit is None else 1 if suit is led else 0, powers[card])
        if key > best_key:
            best, best_key = index, key
    return best


def card_points(cards: Sequence[Card]) -> int:
    """The card points of ``cards``: ace 11, ten 10, king 4, queen 3, jack 2 (ISkO 3.3).

    >>> from tricktaker import parse_cards
    >>> card_points(parse_cards("AS 10S KS QS JS 9S 8S 7S"))
    30
    """
    return sum([_POINTS[card] for card in cards])


BASE_VALUES = {
    Contract.DIAMONDS: 9, Contract.HEARTS: 10, Contract.SPADES: 11, Contract.CLUBS: 12,
    Contract.GRAND: 24,
}  # fmt: skip
"""The base value of each trump game (ISkO 5.1)."""
NULL_VALUES = {(False, False): 23, (True, False): 35, (False, True): 46, (True, True): 59}
"""The Null games' fixed values by (Hand, Ouvert) (ISkO 5.1)."""
_MOST_MATADORS = {contract: 11 if contract.trump else 4 for contract in BASE_VALUES}
BID_VALUES = tuple(
    sorted(
        {base * m for c, base in BASE_VALUES.items() for m in range(2, _MOST_MATADORS[c] + 8)}
        | set(NULL_VALUES.values())
    )
)
"""Every value a game may have, lowest first: the numbers that may be bid (ISkO 3.3; 18, 20,
22, 23, 24, 27, 30 ... 264)."""


def trump_order(contract: Contract) -> tuple[Card, ...]:
    """The trumps of a trump game, highest first: the four jacks, then a suit game's ace,
    ten, king, queen, nine, eight and seven (ISkO 2.3).

    >>> [str(card) for card in trump_order(Contract.GRAND)]
    ['J♣', 'J♠', 'J♥', 'J♦']
    >>> len(trump_order(Contract.HEARTS)), str(trump_order(Contract.HEARTS)[4])
    (11, 'A♥')
    """
    suit = contract.trump
    if suit is None:
        return JACKS
    return JACKS + tuple(Card.of(suit, rank) for rank in reversed(SUIT_ORDER))


def matadors(cards: Sequence[Card], contract: Contract) -> tuple[bool, int]:
    """Whether ``cards`` (the declarer's ten and the skat's two) are "with" the top trump or
    "without" it, and how many: the unbroken run of trumps from the jack of clubs held, or
    missing (ISkO 5.1, 2.4).

    >>> from tricktaker import parse_cards
    >>> matadors(parse_cards("JC JS JD AH 10H 7S"), Contract.HEARTS)  # with 2
    (True, 2)
    >>> matadors(parse_cards("JH JD AC 10C KC QC 9C 8C 7C AS 10S KS"), Contract.CLUBS)
    (False, 2)
    """
    held = mask_of(cards)
    order = [bool(held & mask_of((card,))) for card in trump_order(contract)]
    run = next((i for i, has in enumerate(order) if has != order[0]), len(order))
    return order[0], run


def game_value(
    contract: Contract,
    *,
    tops: int = 1,
    hand: bool = False,
    schneider: bool = False,
    schneider_announced: bool = False,
    schwarz: bool = False,
    schwarz_announced: bool = False,
    ouvert: bool = False,
) -> int:
    """A game's value (ISkO 5.1, 5.2): a Null game's fixed value; a trump game's base value
    times the matadors ``tops`` plus one for the game and one for each level reached or
    announced.

    >>> game_value(Contract.CLUBS, tops=2, hand=True, schneider=True, schneider_announced=True,
    ...            schwarz=True, schwarz_announced=True, ouvert=True)  # ISkO 5.2.6: 9 x 12
    108
    >>> game_value(Contract.DIAMONDS), game_value(Contract.NULL, hand=True, ouvert=True)
    (18, 59)
    """
    if contract is Contract.NULL:
        return NULL_VALUES[(hand, ouvert)]
    levels = (hand, schneider, schneider_announced, schwarz, schwarz_announced, ouvert)
    return BASE_VALUES[contract] * (tops + 1 + sum(levels))


def settle(
    contract: Contract,
    *,
    bid: int,
    tops: int,
    hand: bool,
    schneider_announced: bool = False,
    schwarz_announced: bool = False,
    ouvert: bool = False,
    declarer_points: int,
    declarer_tricks: int,
    tricks: int = 10,
) -> tuple[bool, int]:
    """Whether the declarer won, and the game's value, once the play is over (ISkO 5.2, 5.4):
    61 card points (the skat's counted), or what was announced, or no trick in a Null game;
    an overbid game is lost at the least multiple of its base value that reaches the ``bid``.

    >>> settle(Contract.HEARTS, bid=30, tops=2, hand=False, declarer_points=75,
    ...        declarer_tricks=6)  # won: with 2, game 3, x 10
    (True, 30)
    >>> settle(Contract.HEARTS, bid=59, tops=1, hand=True, declarer_points=88,
    ...        declarer_tricks=8)  # pagat's overbid: worth 30, lost at 60
    (False, 60)
    """
    if contract is Contract.NULL:
        return declarer_tricks == 0, game_value(contract, hand=hand, ouvert=ouvert)
    schwarz_announced = schwarz_announced or ouvert
    schneider_announced = schneider_announced or schwarz_announced
    points, theirs = declarer_points, tricks - declarer_tricks
    won = points >= 61 and (points >= 90 or not schneider_announced)
    won = won and (theirs == 0 or not schwarz_announced)
    value = game_value(
        contract, tops=tops, hand=hand,
        schneider=points >= 90 or points <= 30 or schneider_announced,
        schneider_announced=schneider_announced,
        schwarz=theirs == 0 or declarer_tricks == 0 or schwarz_announced,
        schwarz_announced=schwarz_announced, ouvert=ouvert,
    )  # fmt: skip
    if value < bid:
        base = BASE_VALUES[contract]
        return False, base * math.ceil(bid / base)
    return won, value


def list_score(won: bool, value: int) -> int:
    """The declarer's score on the ISkO's list (ISkO 5.3): the value if won, twice it lost.

    >>> list_score(True, 48), list_score(False, 48)
    (48, -96)
    """
    return value if won else -2 * value


def seeger_fabian(won: bool, value: int, players: int) -> tuple[int, int]:
    """The declarer's and each other player's score of a hand in the Seeger–Fabian system:
    the list score and 50 more for a game won or 50 less for one lost; 40 to each other
    player (30 at four) for a game lost.

    >>> seeger_fabian(True, 48, 3), seeger_fabian(False, 48, 3), seeger_fabian(False, 18, 4)
    ((98, 0), (-146, 40), (-86, 30))
    """
    if won:
        return value + 50, 0
    return -2 * value - 50, (40 if players == 3 else 30)


def ramsch_score(points: Sequence[int], tricks: Sequence[int]) -> tuple[int, ...]:
    """Each player's score of a Ramsch (pagat.com's Augenramsch) from its card points and
    tricks: a Durchmarsch 120; else the most card points lost, twice after a Jungfrau.

    >>> ramsch_score((70, 30, 20), (5, 3, 2)), ramsch_score((80, 40, 0), (7, 3, 0))
    ((-70, 0, 0), (-160, 0, 0))
    >>> ramsch_score((120, 0, 0), (10, 0, 0)), ramsch_score((40, 40, 40), (3, 4, 3))
    ((120, 0, 0), (0, 0, 0))
    """
    total = sum(tricks)
    if total in tricks:
        return tuple([120 if taken == total else 0 for taken in tricks])
    most = max(points)
    losers = [seat for seat, got in enumerate(points) if got == most]
    if len(losers) == len(points):
        return (0,) * len(points)
    loss = most * (2 if 0 in tricks else 1)
    return tuple([-loss if seat in losers else 0 for seat in range(len(points))])


def openspiel_score(
    contract: Contract | None, declarer_points: int, declarer_tricks: int
) -> tuple[int, int]:
    """The declarer's and each defender's score in OpenSpiel's ``skat``: its returns times
    240 (None, all passed: nothing).

    >>> openspiel_score(Contract.HEARTS, 61, 4), openspiel_score(Contract.NULL, 0, 1)
    ((2, -1), (-60, 30))
    """
    if contract is None:
        return 0, 0
    if contract is Contract.NULL:
        return (-60, 30) if declarer_tricks else (60, -30)
    return 2 * (declarer_points - 60), 60 - declarer_points


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    BID = "bid"
    """The auction (ISkO 3.3): say a higher value or pass; answer "yes" or pass."""
    DECLARE = "declare"
    """OpenSpiel's simplified bidding: name a game or pass, from the forehand in turn."""
    SKAT = "skat"
    """The declarer picks up the skat or plays Hand."""
    DISCARD = "discard"
    """The declarer, having picked up the skat, lays a card away (twice)."""
    ANNOUNCE = "announce"
    """The declarer announces the game, with Schneider, Schwarz or Ouvert (ISkO 3.4)."""
    KONTRA = "kontra"
    """Under ``Rules(kontra=True)``: the defenders may say Kontra, then the declarer Re."""
    PLAY = "play"
    OVER = "over"


# -- actions --------------------------------------------------------------------------------


@attrs.frozen
class Pass:
    """Pass: drop out of the auction (or, in OpenSpiel's bidding, name no game).

    >>> str(Pass())
    'pass'
    """

    def __str__(self) -> str:
        return "pass"


@attrs.frozen
class Bid:
    """Say ``value`` in the auction: one of the values a game may have (ISkO 3.3).

    >>> str(Bid(18))
    'bid 18'
    >>> Bid(19)
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: Bid.value must be a game value (18, 20, ...), not 19
    """

    value: int

    def __attrs_post_init__(self) -> None:
        if type(self.value) is not int or self.value not in BID_VALUES:
            raise malformed("Bid.value", self.value, "a game value (18, 20, ...)")

    def __str__(self) -> str:
        return f"bid {self.value}"


@attrs.frozen
class Hold:
    """Answer "yes": the listener holds the value just said.

    >>> str(Hold())
    'yes'
    """

    def __str__(self) -> str:
        return "yes"


@attrs.frozen
class PickUp:
    """The declarer picks up the skat (``hand`` False) or plays Hand without it.

    >>> str(PickUp(False)), str(PickUp(True))
    ('pick up the skat', 'play Hand')
    """

    hand: bool = attrs.field(validator=exactly(bool, "True or False"))

    def __str__(self) -> str:
        return "play Hand" if self.hand else "pick up the skat"


@attrs.frozen
class Discard(exchange.Discard):
    """The declarer lays ``card`` away into the skat (twice, after picking it up).

    >>> from tricktaker import Card
    >>> str(Discard(Card.parse("7D")))
    'discard 7♦'
    """


@attrs.frozen
class Declare:
    """Announce ``contract``, with ``schneider``, ``schwarz`` and ``ouvert`` announced (each
    implying the ones before it in a trump game; a Null game may be Ouvert alone).

    >>> str(Declare(Contract.CLUBS)), str(Declare(Contract.GRAND, schneider=True))
    ('declare Kreuz', 'declare Grand Schneider')
    >>> str(Declare(Contract.NULL, ouvert=True))
    'declare Null Ouvert'
    >>> Declare(Contract.HEARTS, schwarz=True)
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: Declare.schneider must be True under Schwarz, not False
    """

    contract: Contract
    schneider: bool = False
    schwarz: bool = False
    ouvert: bool = False

    def __attrs_post_init__(self) -> None:
        if type(self.contract) is not Contract or self.contract is Contract.RAMSCH:
            raise malformed("Declare.contract", self.contract, "a Contract other than Ramsch")
        for name in ("schneider", "schwarz", "ouvert"):
            if type(getattr(self, name)) is not bool:
                raise malformed(f"Declare.{name}", getattr(self, name), "True or False")
        if self.contract is Contract.NULL:
            if self.schneider or self.schwarz:
                raise malformed("Declare.schneider", True, "False in a Null game")
            return
        if self.ouvert and not self.schwarz:
            raise malformed("Declare.schwarz", False, "True under Ouvert")
        if self.schwarz and not self.schneider:
            raise malformed("Declare.schneider", False, "True under Schwarz")

    def __str__(self) -> str:
        words = [str(self.contract)]
        words += [word for word, on in (("Schneider", self.schneider and not self.schwarz),
                                        ("Schwarz", self.schwarz and not self.ouvert),
                                        ("Ouvert", self.ouvert)) if on]  # fmt: skip
        return "declare " + " ".join(words)


@attrs.frozen
class Kontra:
    """A defender doubles the score of the hand (pagat.com).

    >>> str(Kontra()), str(Re())
    ('Kontra', 'Re')
    """

    def __str__(self) -> str:
        return "Kontra"


@attrs.frozen
class Re:
    """The declarer, answering a Kontra, doubles the score again (pagat.com)."""

    def __str__(self) -> str:
        return "Re"


Action = Pass | Bid | Hold | PickUp | Discard | Declare | Kontra | Re | Play
"""Any Skat action."""


# -- events ---------------------------------------------------------------------------------


@attrs.frozen
class HandStarted(engine_events.HandStarted):
    """Hand ``hand_number`` was dealt by ``dealer``: ``hands`` by seat, None where hidden
    (none for a dealer who sits out); two cards lie face down in the skat."""


@attrs.frozen
class Passed(Event):
    """``seat`` passed."""

    seat: int


@attrs.frozen
class BidMade(Event):
    """``seat`` said ``value``."""

    seat: int
    value: int


@attrs.frozen
class Held(Event):
    """``seat`` answered "yes" to ``value``."""

    seat: int
    value: int


@attrs.frozen
class SkatChosen(Event):
    """The declarer ``seat`` plays ``hand``, or picked up the skat: ``cards`` (None where
    hidden: to all but it, and in a Hand game)."""

    seat: int
    hand: bool
    cards: tuple[Card, ...] | None = None

    def for_seat(self, seat: int) -> SkatChosen:
        return self if seat == self.seat else attrs.evolve(self, cards=None)


@attrs.frozen
class Discarded(exchange.Discarded):
    """The declarer ``seat`` laid ``card`` away (None where hidden: to all but it)."""


@attrs.frozen
class Declared(Event):
    """``seat`` declared ``contract`` (``hand`` without the skat), announcing ``schneider``,
    ``schwarz`` or ``ouvert``; an Ouvert declarer's cards, laid open, are ``open_hand``."""

    seat: int
    contract: Contract
    hand: bool = False
    schneider: bool = False
    schwarz: bool = False
    ouvert: bool = False
    open_hand: tuple[Card, ...] = ()

    def shown_to_all(self) -> tuple[Card, ...]:
        return self.open_hand


@attrs.frozen
class Doubled(Event):
    """``seat`` said Kontra (or, ``re``, the declarer answered Re)."""

    seat: int
    re: bool = False


@attrs.frozen
class TrickWon(_TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class HandScored(Event):
    """Hand ``hand_number`` ended: ``declarer`` (None if all passed, or in a Ramsch) played
    ``contract`` at the ``bid``, taking ``declarer_points`` card points (the skat's counted)
    and ``declarer_tricks`` tricks; it ``won`` (None without a declarer) a game of ``value``
    (the overbid's value if overbid); each seat's ``points`` and total."""

    hand_number: int
    declarer: int | None
    contract: Contract | None
    bid: int
    declarer_points: int
    declarer_tricks: int
    won: bool | None
    value: int
    points: tuple[int, ...]
    scores: tuple[int, ...]


_DECK_MASK = mask_of(DECK)
PASS, YES = 0, 1
"""The auction's calls as the public field ``bidding`` keeps them, beside the values said."""


def role_seat(dealer: int, players: int, role: int) -> int:
    """The seat of ``role`` (0 forehand, 1 middlehand, 2 rearhand): from the dealer's left,
    the dealer skipped (at four, it sits out).

    >>> role_seat(2, 3, 0), role_seat(3, 4, 2)
    (0, 2)
    """
    return (dealer + 1 + role) % players


class AuctionState(NamedTuple):
    """Where an auction stands: the role to act (None once over), whether it answers a value
    (``yes`` or pass) rather than says one, the highest value held, and the declarer's role
    (None while bidding, or if all passed)."""

    to_act: int | None
    answering: bool
    bid: int
    declarer: int | None
    alone: bool = False
    """Whether the forehand, the others having passed without a value, may play at 18."""


def read_auction(calls: Sequence[int]) -> AuctionState:
    """The auction after ``calls`` (values said, 1 for "yes", 0 for a pass), by the ISkO
    (3.3): saying and listening, the forehand's right to play at 18.

    >>> read_auction([18, 1, 20, 0, 0])  # 18, yes, 20, pass; the rearhand passes
    AuctionState(to_act=None, answering=False, bid=20, declarer=1, alone=False)
    >>> read_auction([0, 0])  # the forehand may bid 18
    AuctionState(to_act=0, answering=False, bid=0, declarer=None, alone=True)
    """
    bid, stage, sayer, listener, answering = 0, 1, 1, 0, False
    for call in calls:
        if stage == 3:  # the forehand alone: 18 or pass
            return AuctionState(None, False, call, None if call == PASS else 0)
        if call == YES:
            answering = False
            continue
        if call != PASS:
            bid, answering = call, True
            continue
        survivor = sayer if answering else listener
        if stage == 1:
            stage, sayer, listener, answering = 2, 2, survivor, False
        elif bid:
            return AuctionState(None, False, bid, survivor)
        else:
            stage = 3
    if stage == 3:
        return AuctionState(0, False, bid, None, alone=True)
    return AuctionState(listener if answering else sayer, answering, bid, None)


def picked_up(position: Any) -> bool:
    """Whether the declarer has the skat (picked up; OpenSpiel's always does)."""
    if position.declarer is None:
        return False
    return bool(position.rules.simplified) or position.hand_game is False


def _declarers(rule: PhaseRule, state: Any) -> Any:
    """``state`` in ``rule``'s phase, the declarer to act (none: the phase is skipped)."""
    declarer = state._public.declarer
    return None if state.rules.simplified or declarer is None else rule.entered(state, declarer)


_ALONE = (Pass(), Bid(18))


class Auction(ListedRule):
    """The ISkO's auction (:func:`read_auction`)."""

    phase = Phase.BID
    asked = "bid, answer or pass"
    actions = (Bid, Hold, Pass)
    fields = ("bidding", "bid", "declarer")
    every_action = (Pass(), Hold(), *(Bid(value) for value in BID_VALUES))

    def fresh(self, public: Any) -> None:  # the fields of every phase but Kontra's
        public.bidding, public.bid, public.declarer, public.contract = (), 0, None, None
        public.hand_game, public.laid_away, public.open_hand = None, 0, ()
        public.schneider, public.schwarz, public.ouvert = False, False, False

    def begin(self, state: Any) -> Any:
        return None if state.rules.simplified else self.entered(state, self._seat(state, 1))

    def _seat(self, public: Any, role: int) -> int:
        return role_seat(public.dealer, public.rules.players, role)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        at = read_auction(position._public.bidding)
        if at.answering:
            return self.every_action[:2]
        if at.alone:
            return _ALONE
        passing, _, *bids = self.every_action  # built once: a decision lists up to 61 bids
        return (passing, *[bid for bid in bids if bid.value > at.bid])

    def why(self, position: Any, action: Any) -> str:
        at = read_auction(position._public.bidding)
        if type(action) is Hold:
            return "cannot say yes: no value waits for an answer"
        if at.answering:
            return f"cannot {action}: answer {at.bid} with yes or pass"
        if at.alone:
            return f"cannot {action}: the others passed; the forehand plays at 18 or passes"
        higher = [value for value in BID_VALUES if value > at.bid]
        if not higher:
            return f"cannot {action}: {at.bid} is the highest value; pass"
        return f"cannot {action}: the least value now is {higher[0]}"

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        game = self.game
        event: Event
        if type(action) is Pass:
            call, event = PASS, Passed(seat=seat)
        elif type(action) is Hold:
            call, event = YES, Held(seat=seat, value=public.bid)
        else:
            call, event = action.value, BidMade(seat=seat, value=action.value)
        public.bidding += (call,)
        at = read_auction(public.bidding)
        public.bid = at.bid
        if at.to_act is not None:
            return self.moved(state, public, self._seat(public, at.to_act)), (event,)
        if at.declarer is None:  # all passed: thrown in, or a Ramsch
            if not public.rules.ramsch:
                return game.end_deal(self.moved(state, public, seat), (event,))
            public.contract = Contract.RAMSCH
            return game.next_phase(self.moved(state, public, seat), self), (event,)
        public.declarer = self._seat(public, at.declarer)
        return game.next_phase(self.moved(state, public, public.declarer), self), (event,)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        if fields["rules"].simplified:
            return []
        return [Pass() if c == PASS else Hold() if c == YES else Bid(c) for c in fields["bidding"]]


class Declaring(ListedRule):
    """OpenSpiel's simplified bidding: the first to name a game declares it with the skat."""

    phase = Phase.DECLARE
    asked = "declare a game or pass"
    actions = (Pass, Declare)
    fields = ("bidding", "declarer", "contract")
    every_action = (Pass(), *(Declare(contract) for contract in list(Contract)[:6]))

    def begin(self, state: Any) -> Any:
        return self.entered(state, (state.dealer + 1) % 3) if state.rules.simplified else None

    def why(self, position: Any, action: Any) -> str:
        return f"cannot {action}: OpenSpiel's Skat announces nothing beside the game"

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        game = self.game
        if type(action) is Pass:
            public.bidding += (PASS,)
            passed = (Passed(seat=seat),)
            if len(public.bidding) == 3:  # no one plays: the hand ends unplayed
                return game.end_deal(self.moved(state, public, seat), passed)
            return self.moved(state, public, (seat + 1) % 3), passed
        public.declarer, public.contract = seat, action.contract
        declared = (Declared(seat=seat, contract=action.contract), _chosen(state, seat))
        return game.next_phase(self.moved(state, public, seat), self), declared

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        if not fields["rules"].simplified:
            return []
        actions: list[Any] = [Pass()] * len(fields["bidding"])
        if fields["contract"] is not None:
            actions.append(Declare(fields["contract"]))
        return actions


def _chosen(state: Any, seat: int) -> SkatChosen:
    """The event of ``seat`` picking up the skat of ``state`` (the next phase gives it)."""
    return SkatChosen(seat=seat, hand=False, cards=cards_of(mask_of(state._hidden.rest)))


class SkatChoice(ListedRule):
    """The declarer picks up the skat or plays Hand (ISkO 3.4)."""

    phase = Phase.SKAT
    asked = "pick up the skat or play Hand"
    actions = (PickUp,)
    fields = ("hand_game",)
    every_action = (PickUp(False), PickUp(True))

    def begin(self, state: Any) -> Any:
        return _declarers(self, state)

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        public.hand_game = action.hand
        chosen = SkatChosen(seat=seat, hand=True) if action.hand else _chosen(state, seat)
        return self.game.next_phase(self.moved(state, public, seat), self), (chosen,)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        hand = fields["hand_game"]
        return [] if hand is None or fields["rules"].simplified else [PickUp(hand)]


class Discarding(exchange.Exchange):
    """The declarer who picked up the skat lays any two cards away (ISkO 3.4; OpenSpiel)."""

    phase = Phase.DISCARD
    fields = ("laid_away",)
    discard, discarded, deck = Discard, Discarded, DECK

    def taker(self, position: Any) -> int | None:
        return position.declarer if picked_up(position) else None

    def reserve(self, state: Any) -> int:
        return mask_of(state._hidden.rest)

    def laid(self, public: Any, card: Card) -> None:
        public.laid_away += 1

    def unlaid(self, public: Any) -> int:
        return 2 - public.laid_away  # type: ignore[no-any-return]

    def laid_from(self, fields: Mapping[str, Any]) -> tuple[Card, ...]:
        return tuple(fields.get("discarded") or ())

    def exchanged(self, fields: Mapping[str, Any], hands: list[int]) -> tuple[int, int]:
        """The skat and the cards laid away, made up where a view does not know them."""
        skat, discarded = skat_and_discarded(fields, hands)
        return mask_of(skat), mask_of(discarded)


def unheld(hands: Sequence[int]) -> tuple[Card, ...]:
    """The cards of the deck in none of ``hands`` (masks), in canonical order."""
    return cards_of(_DECK_MASK & ~functools.reduce(operator.or_, hands, 0))


def skat_and_discarded(
    fields: Mapping[str, Any], hands: list[int], gone: int = 0
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The skat as dealt and the cards laid away, once picked up, as ``fields`` give them,
    ``hands`` the seats' cards and ``gone`` those played; where a view does not know them,
    the cards in no hand are laid away, and the skat is they and the declarer's first."""
    skat, discarded = fields.get("skat"), fields.get("discarded")
    if skat is not None and discarded is not None:
        return tuple(skat), tuple(discarded)
    if discarded is None:
        discarded = unheld((*hands, gone))
    kept = cards_of((hands[fields["declarer"]] | gone) & ~mask_of(discarded))
    return cards_of(mask_of((*discarded, *kept[: 2 - len(discarded)]))), tuple(discarded)


def declarations(hand: bool, bid: int) -> tuple[Declare, ...]:
    """The games a declarer may announce (ISkO 3.4): any suit game or Grand, with
    Schneider, Schwarz and Ouvert announced only in a Hand game; a Null game, Ouvert or not,
    only if its value reaches the ``bid`` (pagat.com).

    >>> [str(d) for d in declarations(False, 24)][-1], len(declarations(True, 18))
    ('declare Null Ouvert', 22)
    """
    found: list[Declare] = []
    for contract in list(Contract)[:5]:
        found.append(Declare(contract))
        if hand:
            found += [
                Declare(contract, schneider=True),
                Declare(contract, schneider=True, schwarz=True),
                Declare(contract, schneider=True, schwarz=True, ouvert=True),
            ]
    for ouvert in (False, True):
        if NULL_VALUES[(hand, ouvert)] >= bid:
            found.append(Declare(Contract.NULL, ouvert=ouvert))
    return tuple(found)


_DECLARATIONS = {(hand, bid): declarations(hand, bid) for hand in (False, True) for bid in
                 (0, *BID_VALUES)}  # fmt: skip


class Announcing(ListedRule):
    """The declarer announces its game (ISkO 3.4); an Ouvert game's cards are laid open."""

    phase = Phase.ANNOUNCE
    asked = "announce the game"
    actions = (Declare,)
    fields = ("contract", "schneider", "schwarz", "ouvert")
    every_action = declarations(True, 0) + (Declare(Contract.NULL, ouvert=True),)

    def begin(self, state: Any) -> Any:
        return _declarers(self, state)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        public = position._public
        return _DECLARATIONS[(bool(public.hand_game), public.bid)]

    def why(self, position: Any, action: Any) -> str:
        public = position._public
        reason = "Schneider, Schwarz and Ouvert are announced only in a Hand game"
        if action.contract is Contract.NULL:
            value = NULL_VALUES[(bool(public.hand_game), action.ouvert)]
            reason = f"it is worth {value}, less than the bid {public.bid}"
        return f"cannot {action}: {reason}"

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        public.contract, public.ouvert = action.contract, action.ouvert
        public.schneider, public.schwarz = action.schneider, action.schwarz
        if action.ouvert:
            public.open_hand = cards_of(state._hidden.dealt[seat] & state._held)
        declared = Declared(
            seat=seat, contract=action.contract, hand=bool(public.hand_game),
            schneider=action.schneider, schwarz=action.schwarz, ouvert=action.ouvert,
            open_hand=public.open_hand,
        )  # fmt: skip
        return self.game.next_phase(self.moved(state, public, seat), self), (declared,)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        contract = fields["contract"]
        if fields["rules"].simplified or contract in (None, Contract.RAMSCH):
            return []
        return [Declare(contract, schneider=fields["schneider"], schwarz=fields["schwarz"],
                        ouvert=fields["ouvert"])]  # fmt: skip


def read_kontra(calls: Sequence[bool]) -> tuple[int | None, int]:
    """Who is asked after ``calls`` (each defender in turn from the forehand, 0 then 1,
    until one says Kontra, True; then the declarer, 2, who says Re or not), None once all is
    said; and the factor of the score: 2 for a Kontra, 4 for a Re (pagat.com).

    >>> read_kontra([False, True]), read_kontra([True, True])
    ((2, 2), (None, 4))
    """
    if True not in calls:
        return (len(calls) if len(calls) < 2 else None), 1
    if len(calls) == calls.index(True) + 1:
        return 2, 2
    return None, 4 if calls[-1] else 2


class Doubling(ListedRule):
    """Kontra and Re before the first lead (:func:`read_kontra`; ``Rules(kontra=True)``)."""

    phase = Phase.KONTRA
    asked = "say Kontra or Re, or pass"
    actions = (Pass, Kontra, Re)
    fields = ("kontra_calls",)
    every_action = (Pass(), Kontra(), Re())

    def fresh(self, public: Any) -> None:
        public.kontra_calls = ()

    def begin(self, state: Any) -> Any:
        if not state.rules.kontra or state._public.declarer is None:
            return None
        return self.entered(state, self._asked(state._public, 0))

    def _asked(self, public: Any, who: int) -> int:
        roles: tuple[int, ...] = self.game.dealt_in(public.rules, public.dealer)  # forehand first
        return int(public.declarer) if who == 2 else [s for s in roles if s != public.declarer][who]

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        who = read_kontra(position._public.kontra_calls)[0]
        return self.every_action[::2] if who == 2 else self.every_action[:2]

    def why(self, position: Any, action: Any) -> str:
        if type(action) is Re:
            return "cannot say Re: only the declarer answers a Kontra"
        return "cannot say Kontra: the declarer answers Re or passes"

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        public.kontra_calls += (type(action) is not Pass,)
        said = Passed(seat=seat) if type(action) is Pass else Doubled(seat, type(action) is Re)
        who = read_kontra(public.kontra_calls)[0]
        if who is None:
            return self.game.next_phase(self.moved(state, public, seat), self), (said,)
        return self.moved(state, public, self._asked(public, who)), (said,)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        calls = fields.get("kontra_calls") or ()
        answered = True in calls[:-1]
        return [(Re() if i == len(calls) - 1 and answered else Kontra()) if call else Pass()
                for i, call in enumerate(calls)]  # fmt: skip


DISCARDING = Discarding()
PHASES = (Auction(), Declaring(), SkatChoice(), DISCARDING, Announcing(), Doubling())
"""Skat's phases before the tricks, in order (a deal skips those its rules do not play)."""


@attrs.frozen(kw_only=True)
class Rules:
    """A Skat rule set; the defaults are the ISkO's game of three, a round of three hands.

    Attributes:
        players: 3, or 4: the dealer deals to the other three and sits the hand out (ISkO
            1.1.1, pagat.com); it scores as a defender.
        hands: the hands the game lasts (3: each player deals once).
        seeger_fabian: if True, each hand is scored by the Seeger–Fabian system (a game won
            50 more, one lost 50 less, and 40 to each other player, 30 at four); else by the
            ISkO's list (the value won, twice it lost).
        ramsch: if True, a hand all pass is played as a Ramsch (pagat.com), not thrown in.
        kontra: if True, before the first lead each defender may say Kontra, doubling the
            hand's score, and the declarer may answer Re, doubling it again (pagat.com).
        simplified: if True, OpenSpiel's simplified ``skat``: each player from the forehand
            names a game or passes, the first to name one picks up the skat; no values, no
            Hand, nothing announced; scored as OpenSpiel's returns times 240.
        first_dealer: the seat that deals the first hand; the deal passes to the left.

    >>> Rules(players=5)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.players must be 3 or 4, not 5
    """

    players: int = option(3, (3, 4), "3 or 4")
    hands: int = option(3, range(1, 100), "1 to 99")
    seeger_fabian: bool = False
    ramsch: bool = False
    kontra: bool = False
    simplified: bool = False
    first_dealer: int = 0

    def __attrs_post_init__(self) -> None:
        check_options(self)
        mixed = self.seeger_fabian or self.ramsch or self.kontra or self.players != 3
        if self.simplified and mixed:
            raise RulesError("Rules.simplified scores OpenSpiel's way: seeger_fabian, ramsch "
                             "and kontra must be False, and players 3")  # fmt: skip

    @classmethod
    def openspiel(cls) -> Rules:
        """OpenSpiel's ``skat`` (it has no parameters): one hand, seat 0 the forehand.

        >>> rules = Rules.openspiel()
        >>> rules.simplified, rules.hands, rules.first_dealer
        (True, 1, 2)
        """
        return cls(simplified=True, hands=1, first_dealer=2)


class _ViewBase(TrickView[Rules, Phase, Action]):
    """A view's ``discarded``: what its seat alone knows (the declarer's own)."""

    __slots__ = ()

    @property
    def discarded(self) -> tuple[Card, ...] | None:
        """The cards the declarer laid away, in the declarer's view; None in the others'."""
        seen: tuple[Card, ...] | None = self._seen
        return seen


class View(_ViewBase):
    """What one seat may know of a Skat game.

    Its ``hand``, the ``hand_sizes`` and (the declarer's) ``discarded`` are this seat's; the
    other fields mean what they mean on :class:`State`.
    """

    rules: Rules
    seat: int
    hand_number: int
    dealer: int
    bidding: tuple[int, ...]
    bid: int
    declarer: int | None
    hand_game: bool | None
    contract: Contract | None
    schneider: bool
    schwarz: bool
    ouvert: bool
    kontra_calls: tuple[bool, ...] = ()
    laid_away: int
    open_hand: tuple[Card, ...] = ()
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    discarded: tuple[Card, ...] | None = None
    tricks_taken: tuple[int, ...]
    card_points: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]
    __slots__ = ()


class _StateBase(TrickState[Rules, Phase, Action, View]):
    """A state's ``skat`` and ``discarded``, found from its cards."""

    __slots__ = ()

    @property
    def skat(self) -> tuple[Card, ...]:
        """The two cards dealt to the skat."""
        return cards_of(mask_of(self._hidden.rest))

    @property
    def discarded(self) -> tuple[Card, ...]:
        """The cards the declarer has laid away (none before it has)."""
        return DISCARDING.discards(self)


class State(_StateBase):
    """A Skat game at one moment: a value that never changes.

    Attributes:
        rules, seed, hands, trick, leader, played, last_trick, tricks_taken, scores, phase,
            to_act, winners: as in every trick game; ``hand_number``, from 1, and ``dealer``.
        bidding: the auction's calls in order: a value said, 1 for "yes", 0 for a pass.
        bid: the highest value said and held (0 until one is).
        declarer: the seat that declares; None until the auction has one.
        hand_game: whether the declarer plays Hand; None until it chose.
        contract: the game declared (Ramsch when all passed); None until then.
        schneider, schwarz, ouvert: whether each was announced.
        kontra_calls: Kontra and Re: each defender asked in turn says Kontra (True) or not
            until one does, then the declarer Re (True) or not (``Rules(kontra=True)``).
        laid_away: how many cards the declarer has laid away (0 to 2).
        open_hand: an Ouvert declarer's cards as laid open (none otherwise).
        skat, discarded: the skat as dealt, and the cards the declarer laid away.
        card_points: the card points each seat has taken in tricks this hand.

    >>> state = new_game(Rules(), seed=1)
    >>> state.phase, state.to_act, [len(hand) for hand in state.hands], len(state.skat)
    (<Phase.BID: 'bid'>, 2, [10, 10, 10], 2)
    """

    rules: Rules
    seed: int
    hand_number: int
    dealer: int
    bidding: tuple[int, ...]
    bid: int
    declarer: int | None
    hand_game: bool | None
    contract: Contract | None
    schneider: bool
    schwarz: bool
    ouvert: bool
    kontra_calls: tuple[bool, ...] = ()
    laid_away: int
    open_hand: tuple[Card, ...] = ()
    hands: tuple[tuple[Card, ...], ...]
    skat: tuple[Card, ...]
    discarded: tuple[Card, ...] = ()
    tricks_taken: tuple[int, ...]
    card_points: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()
    __slots__ = ()


class Skat(TrickGame):
    """Skat where it differs from a plain trick game: the skat, the phases before the tricks,
    the trump orders, the card points and the scores."""

    name = "skat"
    title = "Skat"
    state_class = State
    view_class = View
    phase = Phase
    phases = PHASES
    deck = DECK
    most_players = 4
    number_field = "hand_number"
    number_word = "hand"
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = HandScored
    per_seat = ("card_points",)

    def hand_size(self, rules: Any, number: int) -> int:
        """Ten cards each (none to a dealer who sits out); the two left over are the skat."""
        return 10

    def dealt_in(self, rules: Any, dealer: int) -> tuple[int, ...]:
        """The forehand, the middlehand and the rearhand: at four, the dealer deals to the
        other three and sits the hand out (ISkO 1.1.1; pagat.com)."""
        return tuple([role_seat(dealer, rules.players, role) for role in range(3)])

    def begin_deal(self, public: Any, dealer: int, dealt: Dealt) -> None:
        public.dealer, public.card_points = dealer, (0,) * public.rules.players

    # -- the play -------------------------------------------------------------------------

    def playable(self, position: Any, hand: int) -> int:
        """Follow the suit led if able, the trumps (the jacks among them) being one suit
        (ISkO 4.2)."""
        trick = position.trick
        if trick:
            contract = position._public.contract
            following: int = hand & GROUPS[contract][follow_suit(trick[0], contract)]
            if following:
                return following
        return hand

    def follow_suit(self, position: Any, card: Card) -> Suit | None:
        return follow_suit(card, position._public.contract)

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        return trick_winner(cards, position._public.contract)

    def take_trick(self, public: Any, winner: int, cards: tuple[Card, ...]) -> Event:
        """The winner takes a trick and its card points."""
        taken, points = [*public.tricks_taken], [*public.card_points]
        taken[winner] += 1
        points[winner] += card_points(cards)
        public.tricks_taken, public.card_points = tuple(taken), tuple(points)
        return TrickWon(winner=winner, leader=public.leader, cards=cards)

    def after_trick(self, state: Any, events: tuple[Event, ...]) -> Any:
        """A Null declarer who takes a trick has lost, and the play ends (ISkO 5.2.7;
        OpenSpiel ends it too); otherwise the hand ends once the cards are played."""
        public = state._public
        declarer_took = public.contract is Contract.NULL and public.tricks_taken[public.declarer]
        if declarer_took or not state._held & state._hidden.dealt[state.to_act]:
            return self.end_deal(state, events)
        return state, events

    def hand_sizes(self, view: Any) -> tuple[int, ...]:
        return DISCARDING.holding(view, super().hand_sizes(view))  # the skat too

    def shown_cards(self, position: Any) -> tuple[int, ...] | None:
        """An Ouvert declarer's cards, laid open, are its until played (ISkO 3.4)."""
        shown = position.open_hand
        if not shown:
            return None
        gone = mask_of(position.played) | mask_of(position.trick)
        mask = mask_of(shown) & ~gone
        players = position.rules.players
        return tuple([mask if seat == position.declarer else 0 for seat in range(players)])

    def rest_from(self, position: Any) -> tuple[Card, ...]:
        """The cards out of play that the position shows: the skat (a state's) until the
        declarer picks it up, then the cards laid away (a state's, the declarer's view's)."""
        if not picked_up(position):
            return tuple(getattr(position, "skat", None) or ())
        return tuple(getattr(position, "discarded", None) or ())

    def dealt_from(self, hands: tuple[int, ...], position: Any) -> Dealt:
        """A position's deal: its hands, and the skat, the cards dealt to no one."""
        return Dealt(hands, unheld(hands))

    def hidden_from(self, fields: Mapping[str, Any], dealt: Dealt, found: tuple[int, ...]) -> Any:
        """A declarer who picked up the skat was given its hand and the skat."""
        given = [mask | hand for mask, hand in zip(dealt.hands, found, strict=True)]
        if picked_up(position_of(**fields)):
            given[fields["declarer"]] |= mask_of(dealt.rest)
        return self.hidden.new(seed=fields["seed"], dealt=tuple(given), rest=dealt.rest)

    def view_world(
        self, view: Any, fields: Mapping[str, Any], hands: list[int]
    ) -> tuple[Mapping[str, Any], list[int]]:
        """A world in which the skat and the cards laid away are what the view allows."""
        world = {**fields, "seed": 0}
        if picked_up(position_of(**fields)):
            played = mask_of(fields["played"]) | mask_of(fields["trick"])
            world["skat"], world["discarded"] = skat_and_discarded(fields, hands, played)
        return world, hands

    def world(self, view: Any, seed: int, hands: Sequence[Sequence[Card]]) -> Any:
        """The engine's world, the cards in no hand the skat or those laid away
        (``skat_and_discarded``), the declarer dealt the cards it played (its matadors)."""
        masks = [mask_of(hand) for hand in hands]
        held = mask_of([card for hand in hands for card in hand])
        gone = mask_of(view.played) | mask_of(view.trick)
        rest, declarer = unheld((held, gone)), view.declarer
        if declarer is not None:
            if picked_up(view):
                rest = skat_and_discarded({"declarer": declarer}, masks, gone)[0]
                masks[declarer] |= mask_of(rest)
            seats = seats_of_plays(
                view.played, view.trick, view.leader, players=view.rules.players,
                winner=lambda cards: trick_winner(cards, view.contract),
                orders=view._public.orders,
            )  # fmt: skip
            cards = (*view.played, *view.trick)
            masks[declarer] |= mask_of(
                [c for c, s in zip(cards, seats, strict=True) if s == declarer]
            )
        hidden = self.hidden.new(seed=seed, dealt=tuple(masks), rest=rest)
        return self.seam.state(view._public, hidden, held, view.trick, view.to_act)

    def seen(self, state: Any, seat: int) -> Any:
        """The declarer who picked up the skat knows the cards it laid away."""
        return DISCARDING.discards(state) if seat == state._public.declarer else None

    def seen_from(self, position: Any) -> Any:
        return position.discarded

    def observed(self, rules: Any) -> tuple[Any, ...]:
        """The bid, the declarer, the game and its announcements, the card points taken,
        an Ouvert hand and the cards laid away (the declarer's own view); Kontra and Re."""
        cards = CardNumbering(DECK)
        contracts, players = tuple(Contract), rules.players
        found: tuple[Any, ...] = (
            Section(
                name="bid", size=1, meaning="the value held, over 264",
                encode=lambda v: [v.bid / 264],
            ),
            Section(
                name="declarer", size=players, meaning="the declarer (none until one is)",
                encode=lambda v: seat_one_hot(v.declarer, v.seat, players),
            ),
            Section(
                name="contract", size=len(contracts), meaning="the game declared, if any",
                encode=lambda v: one_hot(
                    None if v.contract is None else contracts.index(v.contract), len(contracts)
                ),
            ),
            Section(
                name="announced", size=4,
                meaning="1 each for Hand, Schneider, Schwarz and Ouvert announced",
                encode=lambda v: [float(bool(x)) for x in (v.hand_game, v.schneider, v.schwarz,
                                                           v.ouvert)],
            ),
            Section(
                name="card_points", size=players, meaning="each seat's card points, over 120",
                encode=lambda v: [x / 120 for x in by_seat(v.card_points, v.seat)],
            ),
            Section(
                name="open_hand", size=len(DECK), meaning="an Ouvert declarer's cards",
                encode=lambda v: cards.bits(v.open_hand),
            ),
            Section(
                name="discarded", size=len(DECK), meaning="the cards laid away, its own view",
                encode=lambda v: cards.bits(v.discarded or ()),
            ),
        ) + (Section(
            name="kontra", size=2, meaning="1 each for Kontra and Re said",
            encode=lambda v: [float(read_kontra(v.kontra_calls)[1] >= f) for f in (2, 4)],
        ),) * rules.kontra  # fmt: skip
        return found

    # -- the score ------------------------------------------------------------------------

    def declarer_points(self, state: Any) -> int:
        """The declarer's card points: its tricks' and the skat's (ISkO 5.2.2)."""
        declarer = state._public.declarer
        if declarer is None:
            return 0
        taken: int = state._public.card_points[declarer]
        skat = DISCARDING.discards(state) if picked_up(state) else state._hidden.rest
        return taken + card_points(skat)

    def result(self, state: Any) -> tuple[bool | None, int, tuple[int, ...]]:
        """Whether the declarer won (None without one), the game's value, and each seat's
        points for the hand."""
        public = state._public
        declarer, contract, players = public.declarer, public.contract, public.rules.players
        if contract is Contract.RAMSCH:  # the skat to the last trick's winner; the three
            points = [*public.card_points]
            points[public.last_trick.winner] += card_points(state._hidden.rest)
            seats = self.dealt_in(public.rules, public.dealer)
            scored = ramsch_score([points[s] for s in seats], [public.tricks_taken[s] for s in
                                                              seats])  # fmt: skip
            found = dict(zip(seats, scored, strict=True))
            return None, 0, tuple([found.get(seat, 0) for seat in range(players)])
        if declarer is None:
            return None, 0, (0,) * players
        tricks = public.tricks_taken[declarer]
        if public.rules.simplified:
            mine, theirs = openspiel_score(contract, self.declarer_points(state), tricks)
            return mine > 0, 0, tuple([mine if s == declarer else theirs for s in range(players)])
        twelve = cards_of(state._hidden.dealt[declarer] | mask_of(state._hidden.rest))
        won, value = settle(
            contract, bid=public.bid, tops=matadors(twelve, contract)[1],
            hand=bool(public.hand_game), schneider_announced=public.schneider,
            schwarz_announced=public.schwarz, ouvert=public.ouvert,
            declarer_points=self.declarer_points(state), declarer_tricks=tricks,
        )  # fmt: skip
        doubled = value * read_kontra(public.kontra_calls)[1]  # the score, not the value
        if public.rules.seeger_fabian:
            mine, theirs = seeger_fabian(won, doubled, players)
        else:
            mine, theirs = list_score(won, doubled), 0
        return won, value, tuple([mine if s == declarer else theirs for s in range(players)])

    def deal_points(self, state: Any) -> tuple[int, ...]:
        return self.result(state)[2]

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        public = state._public
        declarer = public.declarer
        won, value, _ = self.result(state)
        return super().scored_fields(state, points, scores) | {
            "declarer": declarer,
            "contract": public.contract,
            "bid": public.bid,
            "declarer_points": self.declarer_points(state),
            "declarer_tricks": 0 if declarer is None else public.tricks_taken[declarer],
            "won": won,
            "value": value,
        }

    def deals(self, rules: Rules) -> int:
        """The game's hands: ``rules.hands``."""
        return rules.hands

    def score_bounds(self, rules: Rules) -> tuple[float, float]:
        if rules.simplified:
            return -120.0 * rules.hands, 120.0 * rules.hands
        most = 264 * (4 if rules.kontra else 1)  # a Grand Ouvert, with Re
        return -(2.0 * most + 50) * rules.hands, (most + 50.0) * rules.hands


GAME_RULES = Skat()


@attrs.frozen
class Deal(GivenDeal):
    """A hand's cards given rather than shuffled: ``hands`` by seat, 10 cards each (none to a
    dealer who sits out), and ``rest`` the two cards of the skat."""

    game = GAME_RULES


def as_dealt(state: State) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """A hand's cards as they were dealt, for explicit chance: the hands, and the skat in the
    order dealt (its ``skat`` is in canonical order); asked as a hand begins."""
    return state.hands, tuple(state._hidden.rest)


start, new_game, deal_round = entry_points(GAME_RULES, Rules, State, Deal)

_PUBLIC = {"bid": Bounds(minimum=0, maximum=264),
           "laid_away": Bounds(minimum=0, maximum=2)}  # fmt: skip
register_game_types(
    GAME_RULES, rules=Rules, players=(3, 4), tricks=12,
    actions=[Pass, Bid, Hold, PickUp, Discard, Declare, Kontra, Re, Play],
    events=[HandStarted, Passed, BidMade, Held, SkatChosen, Discarded, Declared, Doubled,
            CardPlayed, TrickWon, HandScored],
    others=[Deal],
    bounds={
        State: _PUBLIC, View: _PUBLIC,
        HandScored: {"bid": Bounds(minimum=0, maximum=264),
                     "declarer_points": Bounds(minimum=0, maximum=120),
                     "declarer_tricks": Bounds(minimum=0, maximum=10)},
    },
    seats=("declarer",),
)  # fmt: skip
