"""Slovenian Tarok's cards, contracts and pure rules: following, the trick's winner, the
counting of card points in groups of three, and the score of a hand.

Sources: OpenSpiel's ``open_spiel/games/tarok`` (``cards.cc``: the pack, its ranks and
points, the counting; ``contracts.cc``: the contracts and their values; ``tarok.cc``: the
rules of play and the scores), and the Slovenian Tarok association's rules for what it leaves
out (``docs/rules/tarok.md`` names the source of each rule).

>>> from tricktaker import parse_cards
>>> trick_winner(parse_cards("KH 4H II"), Contract.THREE)  # a tarok beats the king
2
>>> card_points(parse_cards("KH 4H II"))  # 5 + 1 + 1, less 2 for the group of three
5
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence

from tricktaker.cards import TAROT_TRUMPS, Card, Rank, Suit
from tricktaker.errors import TricktakerError
from tricktaker.masks import BITS, cards_of, mask_of

__all__ = [
    "DECK", "MOND", "OPENSPIEL_ORDER", "PAGAT", "SKIS", "TAROKS", "Contract", "card_points",
    "hand_points", "legal_plays", "trick_winner",
]  # fmt: skip

TAROKS = TAROT_TRUMPS
"""The 22 taroks, I (the pagat) to XXI (the mond), then the škis."""
PAGAT = TAROKS[0]
"""The pagat, tarok I: the lowest, but it takes the mond and the škis together."""
MOND = TAROKS[20]
"""The mond, tarok XXI."""
SKIS = TAROKS[21]
"""The škis, the highest tarok; with the pagat and the mond, the trula."""
_RED = (Rank.FOUR, Rank.THREE, Rank.TWO, Rank.ACE)  # the red suits' 4, 3, 2, 1, low to high
_BLACK = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN)


def _suit_cards(suit: Suit) -> tuple[Card, ...]:
    """A suit's eight cards, low to high: the pips, then jack, knight, queen and king (a red
    suit's 1 is its ace card, A♥)."""
    pips = _RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else _BLACK
    return (
        *(Card.of(suit, rank) for rank in pips),
        Card.of(suit, Rank.JACK),
        Card.knight(suit),
        Card.of(suit, Rank.QUEEN),
        Card.of(suit, Rank.KING),
    )


SUIT_ORDER = (Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES, Suit.CLUBS)
"""The suits in Tarok's order (OpenSpiel's ``cards.cc``)."""
OPENSPIEL_ORDER: tuple[Card, ...] = TAROKS + tuple(
    card for suit in SUIT_ORDER for card in _suit_cards(suit)
)
"""The 54 cards in OpenSpiel's numbering of its card actions (0 the pagat, 21 the škis, 22
to 29 the hearts from the 4 to the king, then the diamonds, spades and clubs)."""
DECK: tuple[Card, ...] = tuple(sorted(OPENSPIEL_ORDER))
"""The 54 cards of a tarok pack, in canonical order."""

TAROK = 4
"""The following class of a tarok (the suits are 0 to 3)."""
CLASS = [0] * 88
"""Each card's following class by index: its suit, or :data:`TAROK`."""
RANK = [0] * 88
"""Each card's rank by index, as OpenSpiel orders them: a suit's cards 0 to 7, the taroks 8
(the pagat) to 29 (the škis)."""
POINTS = [0] * 88
"""Each card's points: king 5, queen 4, knight 3, jack 2, the trula 5, any other card 1."""
for _i, _card in enumerate(TAROKS):
    CLASS[_card.index], RANK[_card.index] = TAROK, 8 + _i
    POINTS[_card.index] = 5 if _card in (PAGAT, MOND, SKIS) else 1
for _suit in Suit:
    for _i, _card in enumerate(_suit_cards(_suit)):
        CLASS[_card.index], RANK[_card.index] = _suit, _i
        POINTS[_card.index] = (1, 1, 1, 1, 2, 3, 4, 5)[_i]
CLASS_MASKS = tuple(mask_of(card for card in DECK if CLASS[card.index] == c) for c in range(5))
"""The cards of each following class (♣ ♦ ♥ ♠, then the taroks), as masks."""
KINGS = tuple(Card.of(suit, Rank.KING) for suit in Suit)
"""The four kings, by suit."""
PAGAT_BIT, MOND_BIT, SKIS_BIT = BITS[PAGAT.index], BITS[MOND.index], BITS[SKIS.index]
TRULA_MASK = PAGAT_BIT | MOND_BIT | SKIS_BIT
KINGS_MASK = mask_of(KINGS)
TALON_SIZE = 6
"""The talon: six cards dealt to no one."""
TAROKS_MASK = CLASS_MASKS[TAROK]
"""The taroks, as a mask."""
KEPT_MASK = KINGS_MASK | TRULA_MASK
"""The cards never laid away: the kings and the trula."""


class Contract(enum.Enum):
    """A contract, in the order of bidding (OpenSpiel's bid actions 1 to 12).

    >>> Contract.SOLO_WITHOUT.value, Contract.SOLO_WITHOUT.score, Contract.TWO.talon
    ('solo without', 80, 2)
    """

    KLOP = "klop"
    THREE = "three"
    TWO = "two"
    ONE = "one"
    SOLO_THREE = "solo three"
    SOLO_TWO = "solo two"
    SOLO_ONE = "solo one"
    BEGGAR = "beggar"
    SOLO_WITHOUT = "solo without"
    OPEN_BEGGAR = "open beggar"
    COLOUR_VALAT = "colour valat"
    VALAT = "valat"

    @property
    def score(self) -> int:
        """The contract's value (klop's 70 is what a player who loses or wins it scores)."""
        return _SCORES[self]

    @property
    def talon(self) -> int:
        """The talon cards the declarer takes, 0 where there is no exchange."""
        return _TALON[self]

    @property
    def calls_king(self) -> bool:
        """Whether the declarer calls a king (with four players, in three, two and one)."""
        return self in (Contract.THREE, Contract.TWO, Contract.ONE)

    @property
    def declarer_leads(self) -> bool:
        """Whether the declarer leads the first trick (beggar and above); else forehand."""
        return _ORDER[self] >= _ORDER[Contract.BEGGAR]

    @property
    def negative(self) -> bool:
        """Whether it is won by taking little (klop, beggar and open beggar), where a player
        must beat the trick if able and may play the pagat only as its last card."""
        return self in (Contract.KLOP, Contract.BEGGAR, Contract.OPEN_BEGGAR)

    def __str__(self) -> str:
        return self.value


CONTRACTS = tuple(Contract)
"""The contracts, in the order of bidding."""
SLOVENIAN_NAMES = ("klop", "tri", "dva", "ena", "solo tri", "solo dva", "solo ena", "berač",
                   "solo brez", "odprti berač", "barvni valat", "valat")  # fmt: skip
"""The contracts' Slovenian names, in the order of bidding."""
_ORDER = {contract: i for i, contract in enumerate(CONTRACTS)}
_SCORES = dict(zip(CONTRACTS, (70, 10, 20, 30, 40, 50, 60, 70, 80, 90, 125, 500), strict=True))
_TALON = dict(zip(CONTRACTS, (0, 3, 2, 1, 3, 2, 1, 0, 0, 0, 0, 0), strict=True))


def talon_part(
    contract: Contract | None, part: int | None, talon: Sequence[Card]
) -> tuple[Card, ...]:
    """The cards of the talon's part ``part`` (1 the first) that the declarer took (none
    if none).

    >>> talon_part(Contract.TWO, 2, DECK[:6]) == DECK[2:4]
    True
    """
    if part is None or contract is None:
        return ()
    return tuple(talon[(part - 1) * contract.talon : part * contract.talon])


def _check_cards(cards: Iterable[Card], what: str) -> int:
    mask = 0
    for card in cards:
        if type(card) is not Card or CLASS_MASKS[CLASS[card.index]] & BITS[card.index] == 0:
            raise TricktakerError(f"{what}: {card!r} is not a card of a tarok pack")
        mask |= BITS[card.index]
    return mask


def _no_pagat(mask: int) -> int:
    """``mask`` less the pagat, unless it is the only card."""
    return mask & ~PAGAT_BIT if mask & (mask - 1) else mask


def playable_mask(hand: int, trick: Sequence[Card], contract: Contract) -> int:
    """The cards of ``hand`` (a mask) that may be played to ``trick`` under ``contract``, as
    a mask (:func:`legal_plays` for cards)."""
    negative = contract.negative
    if not trick:
        return _no_pagat(hand) if negative else hand
    take = CLASS[trick[0].index]
    if not hand & CLASS_MASKS[take]:
        if not hand & CLASS_MASKS[TAROK]:
            return hand
        take = TAROK
    allowed = hand & CLASS_MASKS[take]
    if not negative:
        return allowed
    in_trick = mask_of(trick)
    has_pagat = hand & PAGAT_BIT
    if has_pagat and in_trick & MOND_BIT and in_trick & SKIS_BIT:
        return PAGAT_BIT  # the emperor's trick: only the pagat wins it
    taroks_in = in_trick & CLASS_MASKS[TAROK]
    if (take == TAROK) == bool(taroks_in):  # else a tarok trumped the suit, or none to beat
        best = max(RANK[card.index] for card in trick if CLASS[card.index] == take)
        higher = mask_of(card for card in cards_of(allowed) if RANK[card.index] > best)
        allowed = higher or allowed
    return _no_pagat(allowed) if has_pagat else allowed


def legal_plays(
    hand: Iterable[Card], trick: Sequence[Card], contract: Contract
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to ``trick`` (in play order) under
    ``contract``, in canonical order: the rules of following of ``docs/rules/tarok.md``
    ("The play"), klop's and the beggars' too.

    >>> from tricktaker import parse_cards
    >>> legal_plays(parse_cards("KH 4H V"), parse_cards("2H"), Contract.THREE)
    (Card.parse('4♥'), Card.parse('K♥'))
    >>> legal_plays(parse_cards("KH 4H V"), parse_cards("2H"), Contract.KLOP)  # beat the 2
    (Card.parse('K♥'),)
    >>> legal_plays(parse_cards("I V KS"), parse_cards("2H"), Contract.KLOP)  # not the pagat
    (Card.parse('V'),)
    """
    mask = _check_cards(hand, "hand")
    _check_cards(trick, "trick")
    return cards_of(playable_mask(mask, tuple(trick), contract))


def trick_winner(cards: Sequence[Card], contract: Contract) -> int:
    """The index, in play order, of the card of ``cards`` that wins under ``contract``: the
    highest tarok, else the highest card of the suit led; the emperor's trick and colour
    valat as ``docs/rules/tarok.md`` ("The play") has them.

    >>> from tricktaker import parse_cards
    >>> trick_winner(parse_cards("XXI Š I"), Contract.THREE)
    2
    >>> trick_winner(parse_cards("7S XX KS"), Contract.COLOUR_VALAT)
    2
    """
    if not cards:
        raise TricktakerError("a trick has at least one card")
    _check_cards(cards, "trick")
    valat = contract is Contract.COLOUR_VALAT
    if mask_of(cards) & TRULA_MASK == TRULA_MASK and (not valat or CLASS[cards[0].index] == TAROK):
        return list(cards).index(PAGAT)
    best = 0
    for i in range(1, len(cards)):
        card, winning = cards[i].index, cards[best].index
        if ((CLASS[card] == TAROK and not valat) or CLASS[card] == CLASS[winning]) and RANK[
            card
        ] > RANK[winning]:
            best = i
    return best


def card_points(cards: Iterable[Card]) -> int:
    """The points of ``cards`` counted in groups of three: each group's points less 2, and
    a last group of one or two cards less 1 (OpenSpiel's count, equal to its rounding of the
    points less 2/3 a card). The 54 cards make 70.

    >>> from tricktaker import parse_cards
    >>> card_points(DECK), card_points(parse_cards("KH QH")), card_points(())
    (70, 8, 0)
    """
    mask = _check_cards(cards, "cards")
    found = cards_of(mask)
    total = sum(POINTS[card.index] for card in found)
    return total - 2 * (len(found) // 3) - (1 if len(found) % 3 else 0)


def hand_points(
    contract: Contract,
    *,
    declarer: int,
    partner: int | None,
    won: Sequence[Iterable[Card]],
    tricks: Sequence[int],
    last_trick: Sequence[Card],
    last_winner: int,
    called_king: Card | None,
    mond_lost: int | None,
) -> tuple[int, ...]:
    """Each seat's points for a hand: ``won`` the cards each seat collected (its tricks,
    klop's talon cards, the declarer's discards and the talon's rest), ``tricks`` the tricks
    each took, ``last_trick`` the cards of the hand's last trick and ``last_winner`` its
    winner, ``mond_lost`` the seat that pays 20 for its captured mond (or None).

    The score is that of ``docs/rules/tarok.md`` ("Counting and the score").

    >>> from tricktaker import parse_cards
    >>> hand_points(Contract.SOLO_WITHOUT, declarer=1, partner=None, won=[DECK[:3], (), ()],
    ...             tricks=(1, 0, 0), last_trick=(), last_winner=0, called_king=None,
    ...             mond_lost=None)  # the declarer took no trick: no points, lost
    (0, -80, 0)
    """
    players = len(won)
    masks = [_check_cards(cards, "won") for cards in won]
    scores = [0] * players
    if contract is Contract.KLOP:
        points = [card_points(cards_of(mask)) for mask in masks]
        scores = [-70 if p > 35 else 70 if p == 0 else -p for p in points]
        if any(abs(score) == 70 for score in scores):
            scores = [score if abs(score) == 70 else 0 for score in scores]
    elif contract.talon:
        side = {declarer} if partner is None else {declarer, partner}
        ours = theirs = 0
        for seat, mask in enumerate(masks):
            if seat in side:
                ours |= mask
            else:
                theirs |= mask
        hand_size = sum(tricks)
        if sum(tricks[seat] for seat in side) == hand_size:
            score = 250
        elif sum(tricks[seat] for seat in side) == 0:
            score = -250
        else:
            counted = card_points(cards_of(ours))
            score = counted - 35 + (contract.score if counted > 35 else -contract.score)
            last = mask_of(last_trick)
            ultimo = 10 if called_king and last & BITS[called_king.index] else 0
            ultimo = ultimo or (25 if last & PAGAT_BIT else 0)
            score += ultimo if last_winner in side else -ultimo
            for needed in (KINGS_MASK, TRULA_MASK):
                if ours & needed == needed:
                    score += 10
                elif theirs & needed == needed:
                    score -= 10
        for seat in side:
            scores[seat] = score
    else:
        if contract in (Contract.BEGGAR, Contract.OPEN_BEGGAR):
            made = tricks[declarer] == 0
        elif contract is Contract.SOLO_WITHOUT:
            made = card_points(cards_of(masks[declarer])) > 35
        else:
            made = tricks[declarer] == sum(tricks)  # (the valats) every trick
        scores[declarer] = contract.score if made else -contract.score
    if mond_lost is not None:
        scores[mond_lost] -= 20
    return tuple(scores)
