"""Cards, suits and ranks, the decks of every game, and seeded shuffling.

Cards are interned: there is exactly one object for each card, so ``is`` and ``==`` agree,
hashing is by identity and a card carries a dense ``Card.index`` for tables and bitmasks.

>>> Card.parse("8H") is Card.parse("8♥") is Card.of(Suit.HEARTS, Rank.EIGHT)
True
>>> str(Card.parse("ts")), str(Card.parse(" rj ")), str(Card.parse("w1"))
('10♠', 'RJ', 'W1')
>>> len(WIZARD_DECK), len(SZAMAN_DECK)
(60, 54)

A double deck (Doppelkopf's) holds each suited card twice: the second copy is a card of its
own (``Card.of(suit, rank, copy=2)``), printed as the first (players see two alike) and
written ``QC#2`` in JSON.

>>> second = Card.of(Suit.CLUBS, Rank.QUEEN, copy=2)
>>> str(second), second.code, second is Card.parse("QC#2"), second.first_copy is Card.parse("QC")
('Q♣', 'QC#2', True, True)
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable
from typing import Any, NoReturn

from tricktaker.errors import CardParseError, TricktakerError

__all__ = [
    "JESTERS",
    "JOKERS",
    "STANDARD_DECK",
    "SZAMAN_DECK",
    "TAROT_KNIGHTS",
    "TAROT_TRUMPS",
    "WIZARDS",
    "WIZARD_DECK",
    "Card",
    "CardKind",
    "Color",
    "Rank",
    "Suit",
    "format_cards",
    "parse_cards",
    "shuffled",
]


class Color(enum.Enum):
    """The colour of a suit or a Joker."""

    RED = "red"
    BLACK = "black"

    def __str__(self) -> str:
        return self.value


_SUIT_SYMBOLS = "♣♦♥♠"
_SUIT_LETTERS = "CDHS"


class Suit(enum.IntEnum):
    """The four suits, in the order used for every tie-break: ♣ ♦ ♥ ♠.

    >>> [str(s) for s in Suit]
    ['♣', '♦', '♥', '♠']
    >>> Suit.parse("h") is Suit.HEARTS, Suit.HEARTS.color
    (True, <Color.RED: 'red'>)
    """

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def symbol(self) -> str:
        """The symbol of the suit, one of ♣ ♦ ♥ ♠."""
        return _SUIT_SYMBOLS[self]

    @property
    def letter(self) -> str:
        """The letter of the suit, one of C D H S."""
        return _SUIT_LETTERS[self]

    @property
    def color(self) -> Color:
        """Red for ♦ and ♥, black for ♣ and ♠."""
        return Color.RED if self in (Suit.DIAMONDS, Suit.HEARTS) else Color.BLACK

    @classmethod
    def parse(cls, text: object) -> Suit:
        """The suit named by a letter (C D H S), a symbol or an English name, in any case.

        >>> Suit.parse("♠"), Suit.parse("Diamonds")
        (<Suit.SPADES: 3>, <Suit.DIAMONDS: 1>)
        """
        key = text.strip().upper() if isinstance(text, str) else None
        suit = _SUIT_BY_TEXT.get(key) if key is not None else None
        if suit is None:
            raise CardParseError(
                f"cannot parse {text!r} as a suit: expected one of C, D, H, S or ♣, ♦, ♥, ♠"
            )
        return suit

    def __str__(self) -> str:
        return _SUIT_SYMBOLS[self]

    def __bool__(self) -> bool:
        # Every suit is truthy, ♣ (0) included, so that `if trump:` means "if there is trump".
        return True


_SUIT_BY_TEXT: dict[str, Suit] = {}
for _suit in Suit:
    _SUIT_BY_TEXT[_suit.letter] = _suit
    _SUIT_BY_TEXT[_suit.symbol] = _suit
    _SUIT_BY_TEXT[_suit.name] = _suit

# The text of a rank as printed; T is accepted as well as 10 when parsing.
_RANK_TEXT = {
    2: "2",
    3: "3",
    4: "4",
    5: "5",
    6: "6",
    7: "7",
    8: "8",
    9: "9",
    10: "10",
    11: "J",
    12: "Q",
    13: "K",
    14: "A",
}


class Rank(enum.IntEnum):
    """Ranks from low to high; a rank's value is its point value (2..10, J 11 … A 14).

    >>> Rank.TEN > Rank.NINE, int(Rank.QUEEN), str(Rank.TEN)
    (True, 12, '10')
    """

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    def __str__(self) -> str:
        return _RANK_TEXT[self]


class CardKind(enum.Enum):
    """What sort of card a :class:`Card` is."""

    SUITED = "suited"
    """A card of one of the four suits, 2 to A."""
    JOKER = "joker"
    """Szaman's red or black Joker."""
    WIZARD = "wizard"
    """One of Wizard's four Wizards."""
    JESTER = "jester"
    """One of Wizard's four Jesters."""
    TRUMP = "trump"
    """One of the 22 trumps of a tarot pack: I to XXI, and the Fool (the škis), number 22."""
    KNIGHT = "knight"
    """The knight (cavalier) of a suit in a tarot pack, between its jack and its queen: it
    has a suit and no :class:`Rank`."""


# Dense indices: suited cards 0..51 (suit * 13 + rank - 2), then RJ, BJ, W1..W4, N1..N4,
# the tarot trumps T1..T22 and the knights of ♣ ♦ ♥ ♠, then the second copies of the suited
# cards of a double deck, in the suited cards' order.
_RED_JOKER_INDEX = 52
_BLACK_JOKER_INDEX = 53
_WIZARD_INDEX = 54
_JESTER_INDEX = 58
_TRUMP_INDEX = 62
_KNIGHT_INDEX = 84
_SECOND_COPY_INDEX = 88
CARD_COUNT = 140
"""How many distinct cards exist across all games (the size of :attr:`Card.index`'s range)."""


class Card:
    """One playing card. Never built directly: use :meth:`parse`, :meth:`of` and friends.

    Cards sort in one canonical order, by :attr:`index`: ♣2..♣A, ♦, ♥, ♠, RJ, BJ, W1..W4,
    N1..N4, a tarot pack's 22 trumps (I..XXI and the Fool, Š) and four knights (C♣ C♦ C♥
    C♠), then the second copies of the suited cards (a double deck's) in the suited cards'
    order.

    Attributes:
        index: the card's place in the canonical order, 0 to 139; dense, for tables and masks.
        kind: suited card, Joker, Wizard, Jester, tarot trump or knight.
        suit: the suit of a suited card or a knight; None for the rest.
        rank: the rank of a suited card; None for the rest (a knight has none).
        color: red or black, for suited cards, knights and Jokers; None for the rest.
        number: 1 to 4 for the copies of Wizards and Jesters, 1 to 22 for the tarot trumps
            (22 the Fool); 2 for the second copy of a suited card (a double deck's, printed
            as the first); None for the rest.

    >>> format_cards(sorted(parse_cards("W1 2S AC RJ N2 10H")))
    'A♣ 10♥ 2♠ RJ W1 N2'
    """

    __slots__ = ("_text", "color", "index", "kind", "number", "rank", "suit")

    index: int
    kind: CardKind
    suit: Suit | None
    rank: Rank | None
    color: Color | None
    number: int | None
    _text: str

    def __init__(self) -> None:
        raise TypeError("cards are interned: use Card.parse('8H'), Card.of(suit, rank) or similar")

    @classmethod
    def _make(
        cls,
        index: int,
        kind: CardKind,
        text: str,
        *,
        suit: Suit | None = None,
        rank: Rank | None = None,
        color: Color | None = None,
        number: int | None = None,
    ) -> Card:
        card = object.__new__(cls)
        for name, value in (
            ("index", index),
            ("kind", kind),
            ("suit", suit),
            ("rank", rank),
            ("color", color),
            ("number", number),
            ("_text", text),
        ):
            object.__setattr__(card, name, value)
        return card

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"cards are immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"cards are immutable: cannot delete {name!r}")

    # Identity is equality; keep it so through copy and pickle.
    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return (Card.from_index, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index >= other.index

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.parse({self._text!r})"

    @property
    def code(self) -> str:
        """The card's ASCII text, which the JSON format uses.

        A rank and a suit letter (``8H``, ``10S``), or ``RJ``, ``BJ``, ``W1``..``W4``,
        ``N1``..``N4``, the tarot trumps ``T1``..``T22`` and knights ``CC``..``CS``; a second
        copy's ends in ``#2`` (``10S#2``); :meth:`parse` reads it back.

        >>> Card.parse("10♠").code, Card.parse("rj").code, Card.parse("W1").code
        ('10S', 'RJ', 'W1')
        >>> Card.parse("XXI").code, Card.parse("C♥").code
        ('T21', 'CH')
        """
        return _CODES[self.index]

    @property
    def first_copy(self) -> Card:
        """The first copy of a second copy's card (the card it prints as); the card itself
        for every other card.

        >>> Card.parse("10H#2").first_copy is Card.parse("10H") is Card.parse("10H").first_copy
        True
        """
        return _CARDS[self.index - _SECOND_COPY_INDEX] if self.index >= _SECOND_COPY_INDEX else self

    @property
    def suited_rank(self) -> Rank:
        """The rank of a suited card, typed as a :class:`Rank` (never None): for the games of
        a standard deck (Hearts, Spades, bridge, Oh Hell), every card of which has one, so
        that a bot sorts and compares ranks without a cast. :attr:`rank` is ``Rank | None``
        for the Jokers, Wizards and Jesters of other decks.

        >>> queen, nine = Card.parse("QS"), Card.parse("9S")
        >>> queen.suited_rank, queen.suited_rank > nine.suited_rank
        (<Rank.QUEEN: 12>, True)
        >>> Card.parse("W1").suited_rank
        Traceback (most recent call last):
        ...
        tricktaker.TricktakerError: W1 has no rank: it is a wizard, not a suited card
        """
        rank = self.rank
        if rank is None:
            raise TricktakerError(
                f"{self} has no rank: it is a {self.kind.value}, not a suited card"
            )
        return rank

    @property
    def suited_suit(self) -> Suit:
        """The suit of a suited card, typed as a :class:`Suit` (never None), as
        :attr:`suited_rank` gives its rank: a key of a ``dict[Suit, ...]`` without a cast.

        >>> Card.parse("QS").suited_suit
        <Suit.SPADES: 3>
        >>> Card.parse("RJ").suited_suit
        Traceback (most recent call last):
        ...
        tricktaker.TricktakerError: RJ has no suit: it is a joker, not a suited card
        """
        suit = self.suit
        if suit is None:
            raise TricktakerError(
                f"{self} has no suit: it is a {self.kind.value}, not a suited card"
            )
        return suit

    @property
    def is_joker(self) -> bool:
        """True for Szaman's red and black Jokers."""
        return self.kind is CardKind.JOKER

    @property
    def is_wizard(self) -> bool:
        """True for Wizard's four Wizards."""
        return self.kind is CardKind.WIZARD

    @property
    def is_jester(self) -> bool:
        """True for Wizard's four Jesters."""
        return self.kind is CardKind.JESTER

    @classmethod
    def of(cls, suit: Suit, rank: Rank, copy: int = 1) -> Card:
        """The suited card of this suit and rank (``copy=2``: its second copy, of a double
        deck).

        >>> Card.of(Suit.SPADES, Rank.QUEEN), Card.of(Suit.SPADES, Rank.QUEEN, copy=2).code
        (Card.parse('Q♠'), 'QS#2')
        """
        if copy == 2:
            return _CARDS[_SECOND_COPY_INDEX + suit * 13 + rank - 2]
        if copy != 1:
            raise CardParseError(f"a suited card has copies 1 and 2, not {copy!r}")
        return _CARDS[suit * 13 + rank - 2]

    @classmethod
    def joker(cls, color: Color) -> Card:
        """The Joker of this colour.

        >>> str(Card.joker(Color.BLACK))
        'BJ'
        """
        return _CARDS[_RED_JOKER_INDEX if color is Color.RED else _BLACK_JOKER_INDEX]

    @classmethod
    def wizard(cls, number: int) -> Card:
        """Wizard number 1..4."""
        if not 1 <= number <= 4:
            raise CardParseError(f"there are Wizards 1 to 4, not {number!r}")
        return _CARDS[_WIZARD_INDEX + number - 1]

    @classmethod
    def jester(cls, number: int) -> Card:
        """Jester number 1..4."""
        if not 1 <= number <= 4:
            raise CardParseError(f"there are Jesters 1 to 4, not {number!r}")
        return _CARDS[_JESTER_INDEX + number - 1]

    @classmethod
    def trump(cls, number: int) -> Card:
        """Tarot trump number 1..22: I (the pagat) to XXI (the mond), 22 the Fool (the škis).

        >>> str(Card.trump(1)), str(Card.trump(21)), str(Card.trump(22))
        ('I', 'XXI', 'Š')
        """
        if type(number) is not int or not 1 <= number <= 22:
            raise CardParseError(f"there are tarot trumps 1 to 22, not {number!r}")
        return _CARDS[_TRUMP_INDEX + number - 1]

    @classmethod
    def knight(cls, suit: Suit) -> Card:
        """The knight (cavalier) of ``suit`` in a tarot pack.

        >>> str(Card.knight(Suit.HEARTS))
        'C♥'
        """
        return _CARDS[_KNIGHT_INDEX + suit]

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card whose :attr:`index` this is (0 <= index < 140)."""
        if not isinstance(index, int) or not 0 <= index < CARD_COUNT:
            raise CardParseError(f"there is no card with index {index!r} (0 to {CARD_COUNT - 1})")
        return _CARDS[index]

    @classmethod
    def parse(cls, text: object) -> Card:
        """The card named by ``text``, ignoring case and surrounding spaces.

        Suited cards are a rank (2..10 or T, J, Q, K, A) then a suit (C D H S or ♣ ♦ ♥ ♠), or
        the suit first as bridge records write them (``SA``, ``HT``, ``c2``);
        ``RJ``/``BJ`` are the Jokers, ``W1``..``W4`` the Wizards, ``N1``..``N4`` the Jesters;
        a tarot trump is ``T1``..``T22`` or its Roman numeral (``I``..``XXI``), the Fool
        ``Š`` (or ``SKIS``; I and XXI also ``PAGAT`` and ``MOND``), and a knight ``C`` then
        its suit (``CH``, ``C♥``); a suited card's form then ``#2`` is its second copy (a
        double deck's).

        >>> Card.parse("10s") is Card.parse("T♠") is Card.parse("ST")
        True
        >>> Card.parse("11H")
        Traceback (most recent call last):
        ...
        tricktaker.CardParseError: cannot parse '11H' as a card: ...
        """
        card = _CARD_BY_TEXT.get(text.strip().upper()) if isinstance(text, str) else None
        if card is None:
            raise CardParseError(
                f"cannot parse {text!r} as a card: expected a rank (2-10, T, J, Q, K, A) and a "
                "suit (C, D, H, S or ♣, ♦, ♥, ♠), either first, or RJ, BJ, W1-W4, N1-N4, T1-T22, "
                "I-XXI, Š or a knight (CH)"
            )
        return card


def _build_cards() -> tuple[tuple[Card, ...], dict[str, Card]]:
    cards: list[Card] = []
    by_text: dict[str, Card] = {}
    for suit in Suit:
        for rank in Rank:
            text = f"{rank}{suit.symbol}"
            card = Card._make(
                len(cards), CardKind.SUITED, text, suit=suit, rank=rank, color=suit.color
            )
            cards.append(card)
            rank_forms = [str(rank)] + (["T"] if rank is Rank.TEN else [])
            for rank_form in rank_forms:
                for suit_form in (suit.letter, suit.symbol):
                    by_text[rank_form + suit_form] = card
                    by_text[suit_form + rank_form] = card  # no rank is a suit's letter
    for text, color in (("RJ", Color.RED), ("BJ", Color.BLACK)):
        cards.append(Card._make(len(cards), CardKind.JOKER, text, color=color))
    for letter, kind in (("W", CardKind.WIZARD), ("N", CardKind.JESTER)):
        for number in range(1, 5):
            cards.append(Card._make(len(cards), kind, f"{letter}{number}", number=number))
    for card in cards[52:]:
        by_text[str(card)] = card
    for number in range(1, 23):
        text = _ROMAN[number] if number < 22 else "Š"
        card = Card._make(len(cards), CardKind.TRUMP, text, number=number)
        cards.append(card)
        by_text[text] = by_text[f"T{number}"] = card
    by_text["SKIS"] = by_text["ŠKIS"] = cards[-1]  # the Fool, Slovenian tarok's names
    by_text["PAGAT"], by_text["MOND"] = cards[-22], cards[-2]
    for suit in Suit:
        card = Card._make(
            len(cards), CardKind.KNIGHT, f"C{suit.symbol}", suit=suit, color=suit.color
        )
        cards.append(card)
        by_text[f"C{suit.symbol}"] = by_text[f"C{suit.letter}"] = card
    for first in cards[:52]:
        second = Card._make(
            len(cards), CardKind.SUITED, str(first), suit=first.suit, rank=first.rank,
            color=first.color, number=2,
        )  # fmt: skip
        cards.append(second)
        for text in [text for text, card in by_text.items() if card is first]:
            by_text[f"{text}#2"] = second
    return tuple(cards), by_text


_ROMAN = (
    "", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV",
    "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI",
)  # fmt: skip


_CARDS, _CARD_BY_TEXT = _build_cards()
assert len(_CARDS) == CARD_COUNT
_CODES: tuple[str, ...] = tuple(
    f"T{card.number}"
    if card.kind is CardKind.TRUMP
    else f"C{card.suit.letter}"
    if card.kind is CardKind.KNIGHT and card.suit is not None
    else str(card)
    if card.suit is None
    else f"{card.rank}{card.suit.letter}{'#2' if card.number == 2 else ''}"
    for card in _CARDS
)  # Card.code by index

STANDARD_DECK: tuple[Card, ...] = _CARDS[:52]
"""The 52 suited cards in the canonical order, the clubs first, then the diamonds, hearts and
spades, each suit from the two up to the ace (2♣ first, A♠ last)."""
JOKERS: tuple[Card, ...] = _CARDS[_RED_JOKER_INDEX:_WIZARD_INDEX]
"""The 2 Jokers, the red one (RJ) first, then the black one (BJ)."""
WIZARDS: tuple[Card, ...] = _CARDS[_WIZARD_INDEX:_JESTER_INDEX]
"""The 4 Wizards, W1 to W4."""
JESTERS: tuple[Card, ...] = _CARDS[_JESTER_INDEX:_TRUMP_INDEX]
"""The 4 Jesters, N1 to N4."""
TAROT_TRUMPS: tuple[Card, ...] = _CARDS[_TRUMP_INDEX:_KNIGHT_INDEX]
"""A tarot pack's 22 trumps, I (1) to XXI (21), then the Fool (22, Slovenian tarok's škis)."""
TAROT_KNIGHTS: tuple[Card, ...] = _CARDS[_KNIGHT_INDEX:_SECOND_COPY_INDEX]
"""A tarot pack's 4 knights, by suit, C♣ C♦ C♥ C♠."""
SZAMAN_DECK: tuple[Card, ...] = STANDARD_DECK + JOKERS
"""Szaman's 54 cards, the 52 of :data:`STANDARD_DECK` in its order, then RJ and BJ."""
WIZARD_DECK: tuple[Card, ...] = STANDARD_DECK + WIZARDS + JESTERS
"""Wizard's 60 cards, the 52 of :data:`STANDARD_DECK` in its order, then W1 to W4 and N1 to
N4."""


def parse_cards(text: str) -> tuple[Card, ...]:
    """The cards named in ``text``, separated by spaces or commas, in the order given.

    >>> parse_cards("8h, jh rj")
    (Card.parse('8♥'), Card.parse('J♥'), Card.parse('RJ'))
    """
    if not isinstance(text, str):
        raise CardParseError(f"cannot parse {text!r} as cards: expected a string")
    return tuple(Card.parse(part) for part in text.replace(",", " ").split())


def format_cards(cards: Iterable[Card]) -> str:
    """The cards as text, separated by spaces.

    >>> format_cards(parse_cards("10s qh w2"))
    '10♠ Q♥ W2'
    """
    return " ".join(map(str, cards))


def shuffled(cards: Iterable[Card], seed: int | str) -> tuple[Card, ...]:
    """The cards in a random order fixed by ``seed``: the same seed gives the same order.

    >>> shuffled(STANDARD_DECK, 7) == shuffled(STANDARD_DECK, 7)
    True
    >>> sorted(shuffled(SZAMAN_DECK, "any text")) == list(SZAMAN_DECK)
    True
    """
    deck = list(cards)
    # random.Random(seed).shuffle(deck), inlined: the same draws of getrandbits in the same
    # order, so the same permutation, at half the cost (a deal happens every round).
    getrandbits = random.Random(seed).getrandbits
    size = len(deck)
    steps = _SHUFFLE_STEPS[size] if size < len(_SHUFFLE_STEPS) else _shuffle_steps(size)
    for i, n, k in steps:  # swap deck[i] with deck[j], j drawn below n = i + 1 from k bits
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck)


def _shuffle_steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """The (i, i + 1, bit length of i + 1) of each step of a shuffle of ``size`` items."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


_SHUFFLE_STEPS = tuple(_shuffle_steps(size) for size in range(CARD_COUNT + 1))
