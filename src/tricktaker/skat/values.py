"""Skat's rules as pure functions: the trump orders, following suit, a trick's winner, the
card points, the matadors, a game's value, overbidding, and the scores of a hand
(``docs/rules/skat.md`` names the source of each).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Sequence

from tricktaker.cards import Card, Rank, Suit
from tricktaker.masks import mask_of

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
_GERMAN = {
    Contract.DIAMONDS: "Karo", Contract.HEARTS: "Herz", Contract.SPADES: "Pik",
    Contract.CLUBS: "Kreuz", Contract.GRAND: "Grand", Contract.NULL: "Null",
    Contract.RAMSCH: "Ramsch",
}  # fmt: skip


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
    """How high ``card`` stands in ``contract``: a trump's above every other card (the
    jacks first, clubs to diamonds, then the suit's ace, ten, king, queen, nine, eight,
    seven); otherwise its place in its suit (:data:`SUIT_ORDER`, or :data:`NULL_ORDER`).

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
    """What ``card`` belongs to for following: None for a trump (the trumps are one suit,
    the jacks among them), else its own suit.

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
"""The base value of each trump game (ISkO 5.1): Karo 9, Herz 10, Pik 11, Kreuz 12, Grand
24."""
NULL_VALUES = {(False, False): 23, (True, False): 35, (False, True): 46, (True, True): 59}
"""The Null games' fixed values (ISkO 5.1), by (Hand, Ouvert): Null 23, Null Hand 35, Null
Ouvert 46, Null Ouvert Hand 59."""
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
        return declarer_tricks == 0, NULL_VALUES[(hand, ouvert)]
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
