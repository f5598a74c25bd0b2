"""Doppelkopf's pure rules: the cards, the trumps and their order, following, a trick's
winner, card points, the announcements' deadlines, who wins a deal and its game points.

Sources (``docs/rules/doppelkopf.md`` names the section of each, and which numbers were
checked in which edition): the Turnierspielregeln (TSR) of the Deutscher Doppelkopf-Verband
(DDV), and pagat.com's Doppelkopf page for the house rules. A card's second copy
(``Card.of(suit, rank, copy=2)``) prints as the first.

>>> from tricktaker import parse_cards
>>> trick_winner(parse_cards("AC 10H QC 9C"))  # the Dulle (♥10) is the highest trump
1
>>> card_points(parse_cards("AC 10H QC 9C"))
24
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

import attrs

from tricktaker.cards import Card, Rank, Suit

__all__ = [
    "DECK", "DULLE", "FUCHS", "KARLCHEN", "QUEEN_OF_CLUBS", "Call", "Contract", "Party",
    "Score", "ScoreItem", "card_points", "follow_class", "is_trump", "least_cards",
    "score_deal", "strength", "target", "trick_winner",
]  # fmt: skip

DECK: tuple[Card, ...] = tuple(
    Card.of(suit, rank, copy) for copy in (1, 2) for suit in Suit for rank in Rank if rank >= 9
)
"""The 48 cards (TSR 2.2): nine to ace of each suit, twice, in canonical order."""

POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2, Rank.NINE: 0}
"""Each rank's card points (Augen; TSR 2.2): 240 in the deck."""

DULLE = Card.of(Suit.HEARTS, Rank.TEN)
"""The hearts ten (Dulle), the highest trump (TSR 2.3)."""
QUEEN_OF_CLUBS = Card.of(Suit.CLUBS, Rank.QUEEN)
"""The queen of clubs (die Alte): its holders are the Re party (TSR 2.4)."""
FUCHS = Card.of(Suit.DIAMONDS, Rank.ACE)
"""The ace of diamonds (Fuchs): caught by the other party, an extra point (TSR 7.2)."""
KARLCHEN = Card.of(Suit.CLUBS, Rank.JACK)
"""The jack of clubs (Karlchen): winning the last trick, an extra point (TSR 7.2)."""


class Contract(enum.Enum):
    """What is played (TSR 4): the normal game, a solo, which names its trumps, or a
    marriage (the normal game's trumps)."""

    NORMAL = "Normalspiel"
    DAMEN = "Damensolo"
    BUBEN = "Bubensolo"
    KREUZ = "Kreuzsolo"
    PIK = "Piksolo"
    HERZ = "Herzsolo"
    KARO = "Karosolo"
    FLEISCHLOS = "Fleischloser"
    HOCHZEIT = "Hochzeit"

    @property
    def trump_suit(self) -> Suit | None:
        """The suit whose plain cards are trumps (diamonds in the normal game), if any."""
        return _TRUMP_SUIT.get(self)

    def __str__(self) -> str:
        return self.value


_TRUMP_SUIT = {
    Contract.NORMAL: Suit.DIAMONDS, Contract.HOCHZEIT: Suit.DIAMONDS, Contract.KARO: Suit.DIAMONDS,
    Contract.KREUZ: Suit.CLUBS,
    Contract.PIK: Suit.SPADES, Contract.HERZ: Suit.HEARTS,
}  # fmt: skip
_UP = (Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES, Suit.CLUBS)  # a rank's suits, lowest first
_PLAIN = (Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE)  # lowest first


def _ranks(contract: Contract) -> dict[Card, int]:
    """Each card's rank under ``contract``: a plain card's its place in ``_PLAIN``; a trump's
    100 and up, lowest first (TSR 2.3, 4.3): the suit's plain cards, the jacks, the queens
    and the hearts tens; a Damen- or Bubensolo's queens or jacks."""
    suit = contract.trump_suit
    if contract is Contract.DAMEN or contract is Contract.BUBEN:
        rank = Rank.QUEEN if contract is Contract.DAMEN else Rank.JACK
        trumps = [Card.of(s, rank) for s in _UP]
    elif suit is None:
        trumps = []
    else:
        low = [Card.of(suit, rank) for rank in (Rank.NINE, Rank.KING, Rank.TEN, Rank.ACE)]
        trumps = [
            *(card for card in low if card is not DULLE),
            *(Card.of(s, rank) for rank in (Rank.JACK, Rank.QUEEN) for s in _UP),
            DULLE,
        ]
    order = {card: 100 + k for k, card in enumerate(trumps)}
    return {card: order.get(card.first_copy, _PLAIN.index(card.suited_rank)) for card in DECK}


_RANKS = {contract: _ranks(contract) for contract in Contract}
_PIG_RANK = 200  # the diamond aces of one hand, above the Dullen (pigs, a house rule)


def strength(card: Card, contract: Contract = Contract.NORMAL) -> int:
    """How high ``card`` ranks under ``contract``: a trump above every plain card, in the
    trumps' order; a plain card in its suit's (ace, ten, king, queen, jack, nine).

    >>> from tricktaker import Card
    >>> strength(Card.parse("10H")) > strength(Card.parse("QC")) > strength(Card.parse("AC"))
    True
    """
    return _RANKS[contract][card]


def is_trump(card: Card, contract: Contract = Contract.NORMAL) -> bool:
    """Whether ``card`` is a trump under ``contract``; in the normal game the diamonds, the
    jacks, the queens and the hearts tens (TSR 2.3).

    >>> from tricktaker import Card
    >>> is_trump(Card.parse("10H")), is_trump(Card.parse("JS")), is_trump(Card.parse("AH"))
    (True, True, False)
    >>> is_trump(Card.parse("JS"), Contract.DAMEN), is_trump(Card.parse("AC"), Contract.KREUZ)
    (False, True)
    """
    return _RANKS[contract][card] >= 100


def follow_class(card: Card, contract: Contract = Contract.NORMAL) -> Suit | None:
    """The suit ``card`` is played to for following (TSR 5.2): its own, but a trump's is the
    trump suit (so the hearts ten follows trump, not hearts), or None in a solo whose trumps
    are of no suit (queens, jacks).

    >>> from tricktaker import Card
    >>> follow_class(Card.parse("10H")), follow_class(Card.parse("KH"))
    (<Suit.DIAMONDS: 1>, <Suit.HEARTS: 2>)
    >>> follow_class(Card.parse("QH"), Contract.DAMEN) is None
    True
    """
    if _RANKS[contract][card] >= 100:
        return contract.trump_suit
    return card.suited_suit


def card_points(cards: Sequence[Card]) -> int:
    """The card points (Augen) of ``cards``: ace 11, ten 10, king 4, queen 3, jack 2, nine 0
    (TSR 2.2).

    >>> from tricktaker import parse_cards
    >>> card_points(parse_cards("AS 10S KS QS JS 9S"))
    30
    """
    return sum([POINTS[card.suited_rank] for card in cards])


def trick_winner(
    cards: Sequence[Card],
    *,
    contract: Contract = Contract.NORMAL,
    second_dulle: bool = False,
    last: bool = False,
    pigs: bool = False,
) -> int:
    """The index of the card of ``cards`` (in play order) that wins under ``contract``: the
    highest trump, else the highest card of the suit led; of two equal cards the first
    played (TSR 5.3). ``second_dulle`` (a house rule): the second hearts ten beats the
    first, but in the ``last`` trick. ``pigs`` (a house rule): the diamond aces rank above
    the hearts tens, both held by one seat.

    >>> from tricktaker import parse_cards
    >>> trick_winner(parse_cards("10H QC 10H 9D"))
    0
    >>> trick_winner(parse_cards("10H QC 10H 9D"), second_dulle=True)
    2
    >>> trick_winner(parse_cards("AS 10S AS KS")), trick_winner(parse_cards("AD 10H"), pigs=True)
    (0, 0)
    >>> trick_winner(parse_cards("AC QC JS"), contract=Contract.BUBEN)
    2
    """
    ranks = _RANKS[contract]
    led = follow_class(cards[0], contract)
    led_trump = ranks[cards[0]] >= 100
    best, best_key = 0, -1
    for index, card in enumerate(cards):
        rank = ranks[card]
        if pigs and card.first_copy is FUCHS:
            rank = _PIG_RANK
        if rank < 100 and (led_trump or card.suit is not led):
            continue
        if rank > best_key or (
            second_dulle and not last and rank == best_key and card.first_copy is DULLE
        ):
            best, best_key = index, rank
    return best


class Party(enum.Enum):
    """The two parties of a deal: the queens of clubs' (Re) and the others (Kontra)."""

    RE = "Re"
    KONTRA = "Kontra"

    @property
    def other(self) -> Party:
        """The other party."""
        return Party.KONTRA if self is Party.RE else Party.RE

    def __str__(self) -> str:
        return self.value


class Call(enum.Enum):
    """An announcement (TSR 6): the party's own (Re or Kontra, an Ansage), or an Absage
    (keine 90, keine 60, keine 30, schwarz), which includes its party's Ansage and the lower
    Absagen."""

    RE = "Re"
    KONTRA = "Kontra"
    NO_90 = "keine 90"
    NO_60 = "keine 60"
    NO_30 = "keine 30"
    SCHWARZ = "schwarz"

    _level: int  # set below, from the order of the calls: enum members hash slowly

    @property
    def level(self) -> int:
        """0 for Re and Kontra, 1 for keine 90 ... 4 for schwarz."""
        return self._level

    def __str__(self) -> str:
        return str(self.value)  # (mypy reads value as Any once the class declares _level)


ABSAGEN = (Call.NO_90, Call.NO_60, Call.NO_30, Call.SCHWARZ)
"""The Absagen by level, from 1."""

for _place, _call in enumerate(Call):
    _call._level = max(0, _place - 1)


def least_cards(level: int, hand_size: int, reply_to: int | None = None) -> int:
    """The fewest cards a player must still hold to announce at ``level`` (0 Re or Kontra,
    1 keine 90 ... 4 schwarz; TSR 6.2.2, 6.3.4); an Ansage replying to the other party's
    announcement of level ``reply_to`` (the Erwiderung), one card fewer than that one needed.

    >>> least_cards(0, 12), least_cards(1, 12), least_cards(4, 12), least_cards(0, 12, 2)
    (11, 10, 7, 8)
    """
    least = hand_size - 1 - level
    if level == 0 and reply_to is not None:
        least = min(least, hand_size - 2 - reply_to)
    return least


def target(party: Party, levels: dict[Party, int]) -> tuple[str, int]:
    """What ``party`` must take to win (TSR 7.1, the rules page's table), given each party's
    highest announcement level (-1 for none): ``("points", n)`` card points, ``("tricks",
    12)`` every trick (its own schwarz) or ``("tricks", 1)`` a trick (against the other's).

    >>> target(Party.RE, {Party.RE: -1, Party.KONTRA: -1})
    ('points', 121)
    >>> target(Party.RE, {Party.RE: -1, Party.KONTRA: 0})
    ('points', 120)
    >>> levels = {Party.RE: 2, Party.KONTRA: 0}  # Re said keine 60, Kontra said Kontra
    >>> target(Party.RE, levels), target(Party.KONTRA, levels)
    (('points', 181), ('points', 60))
    >>> target(Party.KONTRA, {Party.RE: 4, Party.KONTRA: -1})
    ('tricks', 1)
    """
    own, other = levels[party], levels[party.other]
    if own >= 1:
        return ("tricks", 12) if own == 4 else ("points", 121 + 30 * own)
    if other >= 1:
        return ("tricks", 1) if other == 4 else ("points", 120 - 30 * other)
    if own != other:  # one party said Re or Kontra alone
        return "points", 121 if own > other else 120
    return "points", 121 if party is Party.RE else 120


def _reached(goal: tuple[str, int], points: int, tricks: int, other_tricks: int) -> bool:
    kind, need = goal
    if kind == "points":
        return points >= need
    return other_tricks == 0 if need > 1 else tricks > 0


@attrs.frozen
class ScoreItem:
    """One item of a deal's score: its ``name`` (gewonnen, unter 90, Re, Doppelkopf ...)
    and the game ``points`` it gives the Re party (negative: Kontra's).

    >>> str(ScoreItem("gegen die Alten", -1))
    'gegen die Alten -1'
    """

    name: str
    points: int

    def __str__(self) -> str:
        return f"{self.name} {self.points:+d}"


@attrs.frozen
class Score:
    """A deal's score (TSR 7): the ``winner`` (None if neither party reached what it
    announced), the game points the Re party gains (``value``; each Kontra player loses as
    much, a soloist three times as much), and the ``items`` that make it up, each a name and
    the points it gives Re (negative: Kontra's)."""

    winner: Party | None
    value: int
    items: tuple[ScoreItem, ...]


def score_deal(
    *,
    re_points: int,
    re_tricks: int,
    kontra_tricks: int,
    levels: dict[Party, int],
    extras: Sequence[tuple[str, Party]] = (),
    solo: bool = False,
) -> Score:
    """The score (TSR 7.2, the rules page's items) of a deal in which Re took ``re_points``
    card points and ``re_tricks`` tricks, the parties announced up to ``levels`` (-1:
    nothing) and earned ``extras`` (in a normal game: Doppelkopf, Fuchs gefangen, Karlchen,
    each the party that earned it). If neither party reached what it announced, only the
    levels under 90 ... and the extra points score, for each party.

    >>> said_re = {Party.RE: 0, Party.KONTRA: -1}
    >>> score_deal(re_points=130, re_tricks=7, kontra_tricks=5, levels=said_re).value
    3
    >>> score_deal(re_points=100, re_tricks=5, kontra_tricks=7,
    ...            levels={Party.RE: -1, Party.KONTRA: -1}, extras=[("Doppelkopf", Party.RE)]).value
    -1
    """
    kontra_points = 240 - re_points
    points = {Party.RE: re_points, Party.KONTRA: kontra_points}
    tricks = {Party.RE: re_tricks, Party.KONTRA: kontra_tricks}
    won = [
        party
        for party in Party
        if _reached(target(party, levels), points[party], tricks[party], tricks[party.other])
    ]
    merged: dict[str, int] = {}  # each item's points for Re, in the order first given
    winner = won[0] if len(won) == 1 else None

    def add(name: str, party: Party, count: int = 1) -> None:
        merged[name] = merged.get(name, 0) + (count if party is Party.RE else -count)

    for party in Party if winner is None else (winner,):
        loser = party.other
        if winner is not None:
            add("gewonnen", party)
        for limit in (90, 60, 30):
            if points[loser] < limit:
                add(f"unter {limit}", party)
        if tricks[loser] == 0:
            add("schwarz", party)
        if winner is None:
            continue
        for announced in Party:
            if levels[announced] >= 0:
                add(str(Call.RE if announced is Party.RE else Call.KONTRA), party, 2)
            for level in range(1, levels[announced] + 1):
                add(str(ABSAGEN[level - 1]), party)
        for level, need in ((1, 120), (2, 90), (3, 60)):  # "120 gegen keine 90" ...
            if levels[loser] >= level and points[party] >= need:
                add(f"{need} gegen {ABSAGEN[level - 1]}", party)
        if levels[loser] == 4 and tricks[party]:
            add("Stich gegen schwarz", party)
        if not solo and party is Party.KONTRA:
            add("gegen die Alten", party)
    if not solo:
        for name, party in extras:
            add(name, party)
    listed = tuple(ScoreItem(name, value) for name, value in merged.items() if value)
    return Score(winner, sum(merged.values()), listed)
