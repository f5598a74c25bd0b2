"""Slovenian Tarok on the trick-game engine: its cards and contracts, the pure rules
(following, a trick's winner, the card points counted in groups of three, a hand's score),
its actions, events and phases (the bidding, calling a king, the talon exchange) and the
hooks of :class:`Tarok`, where it differs from a plain trick game.

Sources: OpenSpiel's ``open_spiel/games/tarok`` (``cards.cc``, ``contracts.cc``,
``tarok.cc``), move by move, and the Slovenian Tarok association's rules for what it leaves
out; ``docs/rules/tarok.md`` names the source of each rule.

>>> from tricktaker import parse_cards
>>> trick_winner(parse_cards("KH 4H II"), Contract.THREE)  # a tarok beats the king
2
>>> card_points(parse_cards("KH 4H II"))  # 5 + 1 + 1, less 2 for the group of three
5
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import attrs

from tricktaker.actions import Play, exactly
from tricktaker.cards import TAROT_TRUMPS, Card, Rank, Suit, shuffled
from tricktaker.encoding import CardNumbering, Section, one_hot, seat_one_hot
from tricktaker.engine import (
    Dealt,
    GivenDeal,
    ListedRule,
    TrickGame,
    TrickState,
    TrickView,
    entry_points,
    exchange,
)
from tricktaker.engine.events import HandStarted as _HandStarted
from tricktaker.engine.events import TrickWon as _TrickWon
from tricktaker.engine.options import check_options, option
from tricktaker.engine.register import register_game_types
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.events import CardPlayed, Event
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.serialize import Bounds
from tricktaker.tricks import CompletedTrick

__all__ = [
    "DECK", "OPENSPIEL_ORDER", "TAROKS", "Action", "Bid", "CallKing", "Called", "ChooseTalon",
    "Contract", "ContractWon", "Deal", "Discard", "Discarded", "HandScored", "HandStarted",
    "KingCalled", "Pass", "Phase", "Play", "Rules", "State", "TalonChosen", "TalonShown",
    "TalonTaken", "Tarok", "TrickWon", "View", "bid_choices", "card_points", "deal_round",
    "hand_points", "legal_plays", "new_game", "start", "trick_winner",
]  # fmt: skip
"""The package's names (:mod:`tricktaker.tarok` adds ``GAME`` and ``TarokBot``)."""

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


# -- actions --------------------------------------------------------------------------------


@attrs.frozen
class Pass:
    """Pass in the bidding.

    >>> str(Pass())
    'pass'
    """

    def __str__(self) -> str:
        return "pass"

    @classmethod
    def from_text(cls, text: str) -> Pass | None:
        """``pass`` or the Slovenian ``naprej``."""
        return PASS if text.strip().lower() in ("pass", "naprej") else None


@attrs.frozen
class Bid:
    """Bid ``contract`` (or, forehand and the last bidder, hold it).

    >>> str(Bid(Contract.SOLO_WITHOUT))
    'bid solo without'
    """

    contract: Contract = attrs.field(validator=exactly(Contract, "a tarok.Contract"))

    def __str__(self) -> str:
        return f"bid {self.contract}"

    @classmethod
    def from_text(cls, text: str) -> Bid | None:
        """A contract's name, in English or Slovenian, with or without ``bid``: ``two``,
        ``solo brez``, ``berač``, ``valat``.

        >>> Bid.from_text("bid berač"), Bid.from_text("valat")
        (Bid(contract=<Contract.BEGGAR: 'beggar'>), Bid(contract=<Contract.VALAT: 'valat'>))
        """
        contract = _CONTRACT_NAMES.get(" ".join(text.lower().split()).removeprefix("bid "))
        return None if contract is None else BIDS[contract]


@attrs.frozen
class CallKing:
    """The declarer calls the king of ``suit``: its holder is the declarer's partner.

    >>> from tricktaker import Suit
    >>> str(CallKing(Suit.HEARTS))
    'call K♥'
    """

    suit: Suit = attrs.field(validator=exactly(Suit, "a Suit"))

    def __str__(self) -> str:
        return f"call K{self.suit.symbol}"

    @classmethod
    def from_text(cls, text: str) -> CallKing | None:
        """A king, with or without ``call``: ``KH``, ``call K♥``.

        >>> CallKing.from_text("kh")
        CallKing(suit=<Suit.HEARTS: 2>)
        """
        word = text.strip().lower().removeprefix("call").strip()
        if len(word) == 2 and word[0] == "k":
            try:
                return CALLS[Suit.parse(word[1])]
            except ValueError:
                return None
        return None


@attrs.frozen
class ChooseTalon:
    """The declarer takes part ``part`` (1 the first) of the talon laid out in parts.

    >>> str(ChooseTalon(2))
    'take talon part 2'
    """

    part: int = attrs.field(validator=exactly(int, "a whole number"))

    def __str__(self) -> str:
        return f"take talon part {self.part}"

    @classmethod
    def from_text(cls, text: str) -> ChooseTalon | None:
        """A part of the talon counted from 1, alone or after ``part`` or ``talon``.

        >>> ChooseTalon.from_text("2"), ChooseTalon.from_text("talon 1")
        (ChooseTalon(part=2), ChooseTalon(part=1))
        """
        words = text.lower().split()
        if words and words[0] in ("part", "talon"):
            words = words[1:]
        if len(words) == 1 and words[0] in ("1", "2", "3", "4", "5", "6"):
            return PARTS[int(words[0]) - 1]
        return None


@attrs.frozen
class Discard(exchange.Discard):
    """The declarer lays away ``card`` after taking talon cards.

    >>> from tricktaker import Card
    >>> str(Discard(Card.parse("7S")))
    'discard 7♠'
    """


Action = Pass | Bid | CallKing | ChooseTalon | Discard | Play
"""Any Tarok action."""

_CONTRACT_NAMES = {
    **{contract.value: contract for contract in CONTRACTS},
    **dict(zip(SLOVENIAN_NAMES, CONTRACTS, strict=True)),
    **{word.replace("č", "c"): c for word, c in zip(SLOVENIAN_NAMES, CONTRACTS, strict=True)},
}
PASS = Pass()
BIDS = {contract: Bid(contract) for contract in CONTRACTS}
CALLS = tuple(CallKing(suit) for suit in Suit)
PARTS = tuple(ChooseTalon(part) for part in range(1, TALON_SIZE + 1))


# -- events ---------------------------------------------------------------------------------


@attrs.frozen
class HandStarted(_HandStarted):
    """Hand ``hand_number`` was dealt by ``dealer``: ``hands`` by seat, None where hidden
    (the talon stays face down)."""


@attrs.frozen
class Called(Event):
    """``seat`` bid ``contract``, or passed (None)."""

    seat: int
    contract: Contract | None


@attrs.frozen
class ContractWon(Event):
    """``declarer`` plays ``contract``."""

    declarer: int
    contract: Contract


@attrs.frozen
class KingCalled(Event):
    """``seat`` called ``king``."""

    seat: int
    king: Card

    def shown_to_all(self) -> tuple[Card, ...]:
        return (self.king,)  # named, not who holds it


@attrs.frozen
class TalonShown(Event):
    """The talon was turned up for all, laid out in parts of ``size`` cards."""

    talon: tuple[Card, ...]
    size: int

    def shown_to_all(self) -> tuple[Card, ...]:
        return self.talon


@attrs.frozen
class TalonChosen(Event):
    """``seat`` took part ``part`` (1 the first) of the talon, ``cards``."""

    seat: int
    part: int
    cards: tuple[Card, ...]

    def shown_to_all(self) -> tuple[Card, ...]:
        return self.cards  # seen by all as they lay in the talon


@attrs.frozen
class Discarded(exchange.Discarded):
    """The declarer ``seat`` laid away ``card`` (None where hidden: a card that is not a
    tarok, to all but it)."""

    def for_seat(self, seat: int) -> Discarded:
        hidden = seat != self.seat and self.card is not None and self.card not in TAROKS
        return attrs.evolve(self, card=None) if hidden else self


@attrs.frozen
class TrickWon(_TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class TalonTaken(Event):
    """``seat`` took ``cards`` of the talon with its trick: klop's next talon card, or the
    talon's rest won with the called king that was in it."""

    seat: int
    cards: tuple[Card, ...]

    def shown_to_all(self) -> tuple[Card, ...]:
        return self.cards  # turned up as they are taken


@attrs.frozen
class HandScored(Event):
    """Hand ``hand_number`` ended: ``contract`` played by ``declarer`` with ``partner``
    (None alone), each seat's ``points`` and total."""

    hand_number: int
    contract: Contract
    declarer: int
    partner: int | None
    points: tuple[int, ...]
    scores: tuple[int, ...]


# -- the phases ----------------------------------------------------------------------------


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    BID = "bid"
    """Bid a contract or pass."""
    KING = "king"
    """The declarer calls a king."""
    TALON = "talon"
    """The declarer takes a part of the talon, then lays away as many cards."""
    PLAY = "play"
    OVER = "over"


# -- the bidding ----------------------------------------------------------------------------

_NONE, _PASS = -1, 0  # a seat's last call: none yet, a pass; else 1 + the contract's index


def _calls(public: Any) -> tuple[list[int], int | None]:
    """Each seat's last call, counted from forehand (:data:`_NONE`, :data:`_PASS` or 1 + a
    contract's index), and the seat (from forehand) to call next, None once done."""
    players = public.rules.players
    calls = [_NONE] * players
    current: int | None = 1 % players  # forehand's left bids first, forehand last
    for call in public.auction:
        assert current is not None
        calls[current] = _PASS if call is None else CONTRACTS.index(call) + 1
        if _all_others_passed(calls, current):
            return calls, None
        current = (current + 1) % players
        while calls[current] == _PASS:
            current = (current + 1) % players
    return calls, current


def _all_others_passed(calls: list[int], current: int) -> bool:
    return all(call == _PASS for seat, call in enumerate(calls) if seat != current)


def bid_choices(calls: Sequence[int], current: int, players: int) -> tuple[Any, ...]:
    """The calls the seat ``current`` (counted from forehand) may make, the seats' last
    calls being ``calls`` (-1 none, 0 a pass, else 1 + a contract's index): OpenSpiel's
    bidding. Forehand alone may bid klop and three, once all others have passed; a bid must
    be higher than the highest, or equal to it for a seat nearer forehand; the solos are
    for four players; the last bidder may not pass.

    >>> [str(a) for a in bid_choices([-1, -1, -1], 1, 3)][:3]
    ['pass', 'bid two', 'bid one']
    >>> [str(a) for a in bid_choices([-1, 0, 0], 0, 3)][:3]
    ['bid klop', 'bid three', 'bid two']
    """
    best = max(calls)
    holder = list(calls).index(best)
    choices: list[Any] = []
    others_passed = _all_others_passed(list(calls), current)
    if current == 0 and calls[0] == _NONE and others_passed:
        choices += [BIDS[Contract.KLOP], BIDS[Contract.THREE]]
    elif not others_passed:
        choices.append(PASS)
    for code in range(3, 13):
        if players == 3 and 5 <= code <= 7:
            continue
        if code > best or (code == best and current <= holder):
            choices.append(BIDS[CONTRACTS[code - 1]])
    return tuple(choices)


def turned_up(state: Any) -> tuple[TalonShown, ...]:
    """The talon turned up, if ``state`` begins the talon exchange."""
    public = state._public
    if public.phase is not Phase.TALON:
        return ()
    return (TalonShown(talon=state._hidden.rest, size=public.contract.talon),)


class Bidding(ListedRule):
    """From forehand's left round to forehand: pass or bid a contract, until all but one
    have passed (OpenSpiel's auction)."""

    phase = Phase.BID
    asked = "bid or pass"
    code = "insufficient_bid"
    actions = (Pass, Bid)
    fields = ("auction", "contract", "declarer")
    every_action = (PASS, *BIDS.values())

    def fresh(self, public: Any) -> None:  # the others begin None: contract, declarer ...
        public.auction, public.talon_shown, public.shown_discards = (), (), ()
        public.won, public.discards_made = ((),) * public.rules.players, 0

    def begin(self, state: Any) -> Any:
        return self.entered(state, (state.dealer + 2) % state.rules.players)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        public = position._public
        calls, current = _calls(public)
        return bid_choices(calls, current or 0, public.rules.players)

    def why(self, position: Any, action: Any) -> str:
        return f"cannot {action}: you may {', '.join(map(str, self.legal(position, 0)))}"

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        game = self.game
        contract = None if type(action) is Pass else action.contract
        public.auction = (*public.auction, contract)
        called = (Called(seat=seat, contract=contract),)
        current = _calls(public)[1]
        players = public.rules.players
        forehand = (public.dealer + 1) % players
        if current is not None or contract is None:  # the last call is a bid
            return self.moved(state, public, (forehand + (current or 0)) % players), called
        public.contract, public.declarer = contract, seat
        public.leader = seat if contract.declarer_leads else forehand
        public.trick_seats = public.orders[public.leader]
        won = (*called, ContractWon(declarer=seat, contract=contract))
        following = game.next_phase(self.moved(state, public, seat), self)
        return following, won + turned_up(following)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        return [PASS if call is None else BIDS[call] for call in fields["auction"]]


class KingCalling(ListedRule):
    """With four players, the declarer of three, two or one calls a king (any of the four,
    its own too: it then plays alone)."""

    phase = Phase.KING
    asked = "call a king"
    actions = (CallKing,)
    fields = ("called",)
    every_action = CALLS

    def begin(self, state: Any) -> Any | None:
        public = state._public
        if public.rules.players != 4 or not public.contract.calls_king:
            return None
        return self.entered(state, public.declarer)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return CALLS

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Any:
        public.called = action.suit
        following = self.game.next_phase(self.moved(state, public, seat), self)
        return following, (KingCalled(seat=seat, king=KINGS[action.suit]), *turned_up(following))

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        suit = fields["called"]
        return [] if suit is None else [CALLS[suit]]


class TalonExchange(exchange.Exchange):
    """The talon is turned up in parts of as many cards as the contract takes; the declarer
    takes one, then lays away as many cards: no tarok while it holds another card, and never
    a king or a card of the trula. Leaving the mond in the talon costs the declarer 20."""

    phase = Phase.TALON
    asked = "take a part of the talon, then discard"
    fields = ("talon_part",)
    discard, discarded, deck = Discard, Discarded, DECK

    def __init__(self) -> None:
        super().__init__()
        self.actions = (ChooseTalon, Discard)
        self.every_action = (*PARTS, *self.every_action)

    def begin(self, state: Any) -> Any | None:
        """The talon turned up, the declarer to choose a part (:meth:`step` gives it)."""
        if not state._public.contract.talon:
            return None
        entered = self.entered(state, state._public.declarer)
        entered._public.talon_shown = state._hidden.rest  # its own copy of the public part
        return entered

    def taker(self, position: Any) -> int | None:
        return None if position.talon_part is None else position.declarer

    def layable(self, position: Any, hand: int) -> int:
        return hand & ~TAROKS_MASK & ~KEPT_MASK or hand & ~KEPT_MASK

    def kept(self, position: Any, card: Card) -> str:
        reason = "a king or a card of the trula" if KEPT_MASK & BITS[card.index] else "a tarok"
        return f"it may not lay away {reason}"

    def laid(self, public: Any, card: Card) -> None:
        public.discards_made += 1
        if card in TAROKS:  # laid away face up, kept in canonical order
            public.shown_discards = cards_of(mask_of(public.shown_discards) | BITS[card.index])

    def unlaid(self, public: Any) -> int:
        if public.talon_part is None:
            return 0
        return public.contract.talon - public.discards_made  # type: ignore[no-any-return]

    def laid_from(self, fields: Mapping[str, Any]) -> tuple[Card, ...]:
        return tuple(fields["discards"])

    def reserve_from(self, fields: Mapping[str, Any]) -> int:
        return mask_of(talon_part(fields["contract"], fields["talon_part"], fields["talon"]))

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        public = position._public
        if public.talon_part is None:
            return PARTS[: TALON_SIZE // public.contract.talon]
        return super().legal(position, hand)

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        public = position._public
        if (type(action) is Discard) is (public.talon_part is None):  # the other step's
            wrong: IllegalActionError = self.game.wrong_phase(position, hand, action)
            return wrong
        if public.talon_part is not None:
            return super().refusal(position, hand, action)
        if action in self.legal(position, hand):
            return None
        parts = TALON_SIZE // public.contract.talon
        return IllegalActionError(f"cannot {action}: the talon lies in {parts} parts")

    def step(self, state: Any, action: Any) -> Any:
        public = state._public
        if public.talon_part is not None:
            return super().step(state, action) if type(action) is Discard else None
        if action not in self.legal(state, 0):
            return None
        seat, talon = state.to_act, state._hidden.rest
        public = self.game.public.copy(public)
        part = talon_part(public.contract, action.part, talon)
        public.talon_part = action.part
        if MOND in talon and MOND not in part:
            public.mond_lost = seat
        chosen = TalonChosen(seat=seat, part=action.part, cards=part)
        return self.given(state, public, seat, mask_of(part)), (chosen,)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        part = fields["talon_part"]
        return [] if part is None else [PARTS[part - 1], *super().taken(fields)]


BIDDING, KING_CALLING, TALON_EXCHANGE = Bidding(), KingCalling(), TalonExchange()


@attrs.frozen(kw_only=True)
class Rules:
    """A Slovenian Tarok rule set: OpenSpiel's ``tarok`` (one hand), or a game of hands.

    Attributes:
        players: 3 or 4 (4 by default, as OpenSpiel's; with 4 the solos are bid and the
            declarer of three, two or one calls a king).
        hands: the hands the game lasts, 1 to 99 (1, as OpenSpiel's); the deal passes one
            seat a hand, the totals carry, and the highest total wins.

    >>> Rules(players=5)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.players must be 3 or 4, not 5
    """

    players: int = option(4, (3, 4), "3 or 4")
    hands: int = option(1, range(1, 100), "1 to 99")

    __attrs_post_init__ = check_options

    @property
    def first_dealer(self) -> int:
        """The dealer, the last seat (seat 0 is forehand, as OpenSpiel numbers them)."""
        return self.players - 1


class _ViewBase(TrickView[Rules, Phase, Action]):
    """A view's ``discards`` and ``partner``: what its seat knows of them."""

    __slots__ = ()

    @property
    def talon(self) -> tuple[Card, ...]:
        """The talon cards turned up: all six once the declarer exchanges, klop's one by
        one as they are taken; none while face down."""
        return self._public.talon_shown  # type: ignore[no-any-return]

    turned_up = talon
    """The cards turned up for all that a seat may since have taken: the talon."""

    @property
    def called_king(self) -> Card | None:
        """The king the declarer called, or None."""
        return _king_of(self._public)

    @property
    def discards(self) -> tuple[Card, ...]:
        """The cards the declarer laid away: all, in its view; the taroks, in the others'."""
        seen: tuple[Card, ...] | None = self._seen
        if seen is not None:
            return seen
        return tuple(self._public.shown_discards)

    @property
    def partner(self) -> int | None:
        """The called king's holder, once known: to all once the king is played, to the
        holder itself at once; None while hidden (or with no partner)."""
        public = self._public
        king = _king_of(public)
        if king is None or public.revealed is not None:
            return public.revealed  # type: ignore[no-any-return]
        if king in self.trick:
            return public.trick_seats[self.trick.index(king)]  # type: ignore[no-any-return]
        if self._hand & BITS[king.index] and self.seat != public.declarer:
            return self.seat
        return None


class View(_ViewBase):
    """What ``seat`` may know: its hand, the bidding, the talon once turned up, the tricks
    and the cards each seat took, the scores; the called king's partner once the king is
    played. The fields mean what they mean on :class:`State`."""

    seat: int
    rules: Rules
    hand_number: int
    dealer: int
    auction: tuple[Contract | None, ...]
    contract: Contract | None
    declarer: int | None
    called: Suit | None
    partner: int | None
    talon: tuple[Card, ...]
    talon_part: int | None
    discards: tuple[Card, ...] = ()
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    won: tuple[tuple[Card, ...], ...]
    mond_lost: int | None
    tricks_taken: tuple[int, ...]
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
    """A state's ``discards`` and ``partner``, found from its cards."""

    __slots__ = ()

    @property
    def discards(self) -> tuple[Card, ...]:
        """The cards the declarer laid away."""
        return TALON_EXCHANGE.discards(self)

    @property
    def called_king(self) -> Card | None:
        """The king the declarer called, or None."""
        return _king_of(self._public)

    @property
    def partner(self) -> int | None:
        """The seat that holds (or held) the called king, unless the declarer does or it is
        in the talon: the declarer's partner; None without one."""
        king, declarer = _king_of(self._public), self._public.declarer
        if king is None:
            return None
        for seat, dealt in enumerate(self._hidden.dealt):
            if dealt & BITS[king.index] and seat != declarer:
                return seat
        return None

    @property
    def talon(self) -> tuple[Card, ...]:
        """The six talon cards, in the order they lie (the order of its parts)."""
        return self._hidden.rest  # type: ignore[no-any-return]


class State(_StateBase):
    """A Tarok game at one moment: a value that never changes.

    Attributes:
        rules: the rule set.
        seed: the seed the deal derives from.
        hand_number: the hand, from 1.
        dealer: the seat that dealt it (the last; forehand is seat 0).
        auction: the calls of the bidding in order, each a contract or None for a pass.
        contract: the contract played; None until the bidding ends.
        declarer: the seat that plays it; None until then.
        called: the suit of the king the declarer called (``called_king``), or None.
        partner: the called king's holder, the declarer's partner (None: none).
        talon: the six talon cards, in the order of their parts.
        talon_part: the part of the talon the declarer took (1 the first), or None.
        discards: the cards the declarer laid away.
        hands: each seat's cards, in canonical order.
        won: the cards each seat has taken (in canonical order): its tricks, klop's talon
            cards, the talon's rest won with the called king.
        mond_lost: the seat that pays 20 for its captured mond (or for leaving it in the
            talon), or None.
        tricks_taken: the tricks each seat has taken.
        trick: the cards of the trick in progress.
        leader: the seat that led (or leads) the trick in progress.
        played: the cards of the finished tricks, in play order.
        last_trick: the last finished trick.
        scores: each seat's total.
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the seats with the highest total once the game is over.

    >>> state = new_game(Rules(players=3), seed=1)
    >>> state.phase, state.to_act, [len(hand) for hand in state.hands], len(state.talon)
    (<Phase.BID: 'bid'>, 1, [16, 16, 16], 6)
    """

    rules: Rules
    seed: int
    hand_number: int
    dealer: int
    auction: tuple[Contract | None, ...]
    contract: Contract | None
    declarer: int | None
    called: Suit | None
    partner: int | None
    talon: tuple[Card, ...]
    talon_part: int | None
    discards: tuple[Card, ...] = ()
    hands: tuple[tuple[Card, ...], ...]
    won: tuple[tuple[Card, ...], ...]
    mond_lost: int | None
    tricks_taken: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()
    __slots__ = ()


def _king_of(public: Any) -> Card | None:
    """The king the declarer called, or None."""
    return None if public.called is None else KINGS[public.called]


class Tarok(TrickGame):
    """Slovenian Tarok where it differs from a plain trick game: the pack and the talon,
    the bidding, the king called, the talon exchange, the rules of play, klop's talon cards,
    the hands that end early, and the score."""

    name = "tarok"
    title = "Tarok"
    state_class = State
    view_class = View
    phase = Phase
    phases = (BIDDING, KING_CALLING, TALON_EXCHANGE)
    deck = DECK
    most_players = 4
    number_field = "hand_number"
    number_word = "hand"
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = HandScored
    per_seat = ("won",)
    kept = ("revealed", "talon_shown", "shown_discards", "discards_made")

    def deal(self, rules: Rules, seed: int, number: int, dealer: int) -> Dealt:
        """The talon first, then the hands from forehand; dealt again (a new shuffle) while a
        hand holds no tarok, as OpenSpiel does."""
        size = self.hand_size(rules, number)
        for attempt in range(1000):
            deck = shuffled(self.deck, f"tarok:{seed}:{number}:{attempt}")
            hands = [deck[TALON_SIZE + i * size : TALON_SIZE + (i + 1) * size] for i in range(4)]
            seats = range(rules.players)  # forehand, the dealer's left, first
            masks = [mask_of(hands[(seat - dealer - 1) % rules.players]) for seat in seats]
            if all(mask & TAROKS_MASK for mask in masks):
                return Dealt(tuple(masks), deck[:TALON_SIZE])
        raise AssertionError("no deal with a tarok in every hand")  # pragma: no cover

    def hand_size(self, rules: Any, number: int) -> int:
        return 48 // rules.players  # type: ignore[no-any-return]

    # -- the play -------------------------------------------------------------------------

    def playable(self, position: Any, hand: int) -> int:
        return playable_mask(hand, position.trick, position._public.contract)

    def refusal_reason(self, position: Any, hand: int, card: Card) -> tuple[str, str]:
        trick = position.trick
        if not trick:
            return "the pagat may not lead while another card may", "illegal"
        allowed = self.playable(position, hand)
        take = CLASS[trick[0].index]
        if allowed == PAGAT_BIT and hand & CLASS_MASKS[take] != PAGAT_BIT:
            return "must play the pagat: the mond and the škis are in the trick", "illegal"
        if CLASS[card.index] != CLASS[cards_of(allowed)[0].index]:
            if hand & CLASS_MASKS[take]:
                return f"must follow {trick[0].suit or 'the taroks'}", "must_follow_suit"
            return "must play a tarok", "must_follow_suit"
        if card is PAGAT:
            return "may play the pagat only as its last card", "illegal"
        return "must beat the trick", "illegal"

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        return trick_winner(cards, position._public.contract)

    def after_trick(self, state: Any, events: tuple[Event, ...]) -> Any:
        """The cards taken, klop's talon card, the called king's talon, the captured mond;
        the hand ends once the hands are empty, the beggar takes a trick or the valat
        player loses one."""
        public, hidden = state._public, state._hidden
        won = public.last_trick
        winner, cards = won.winner, won.cards
        contract, talon = public.contract, hidden.rest
        taken = [*public.won]
        got = mask_of(taken[winner]) | mask_of(cards)
        king = _king_of(public)
        if king is not None and king in cards:
            seat = public.orders[won.leader][cards.index(king)]
            public.revealed = seat if seat != public.declarer else None
        best = cards[self.trick_winner(state, cards)]
        if contract is Contract.KLOP and len(public.talon_shown) < TALON_SIZE:
            gift = talon[len(public.talon_shown)]
            public.talon_shown = (*public.talon_shown, gift)
            got |= BITS[gift.index]
            events = (*events, TalonTaken(seat=winner, cards=(gift,)))
        elif best is king and king in talon:  # the declarer took it with its talon part
            part = talon_part(contract, public.talon_part, talon)
            rest = tuple(card for card in talon if card not in part)
            got |= mask_of(rest)
            if MOND in rest:
                public.mond_lost = None
            events = (*events, TalonTaken(seat=winner, cards=rest))
        elif (
            (contract.talon or contract is Contract.SOLO_WITHOUT)
            and best in (SKIS, PAGAT)
            and MOND in cards
        ):  # the mond captured by the škis or the pagat: its player pays
            public.mond_lost = public.orders[won.leader][cards.index(MOND)]
        taken[winner] = cards_of(got)
        public.won = tuple(taken)
        declarer = public.declarer
        if (
            not state._held & hidden.dealt[winner]
            or (contract in (Contract.BEGGAR, Contract.OPEN_BEGGAR) and winner == declarer)
            or (contract in (Contract.COLOUR_VALAT, Contract.VALAT) and winner != declarer)
        ):
            return self.end_deal(state, events)
        return state, events

    def hand_sizes(self, view: Any) -> tuple[int, ...]:
        return TALON_EXCHANGE.holding(view, super().hand_sizes(view))  # the talon part too

    # -- views ----------------------------------------------------------------------------

    def seen(self, state: Any, seat: int) -> Any:
        """The declarer knows its discards."""
        return TALON_EXCHANGE.discards(state) if seat == state._public.declarer else None

    def seen_from(self, position: Any) -> Any:
        return position.discards if position.seat == position.declarer else None

    def shown_cards(self, position: Any) -> tuple[int, ...] | None:
        """The talon part the declarer took, shown to all: its taroks and kings (never laid
        away face down) until played."""
        talon = tuple(getattr(position, "talon", ()))
        part = mask_of(talon_part(position.contract, position.talon_part, talon))
        part &= (TAROKS_MASK | KEPT_MASK) & ~mask_of(position.played) & ~mask_of(position.trick)
        part &= ~mask_of(position.discards)
        if not part:
            return None
        declarer = position.declarer
        return tuple([part if seat == declarer else 0 for seat in range(position.rules.players)])

    def world(self, view: Any, seed: int, hands: Sequence[Sequence[Card]]) -> Any:
        """A search's world of ``view``: the cards in no hand, played or turned up are the
        declarer's hidden discards (after a talon exchange), then the talon's hidden cards."""
        public = view._public
        masks = [mask_of(hand) for hand in hands]
        held = mask_of(card for hand in hands for card in hand)
        out = held | mask_of(public.played) | mask_of(view.trick) | mask_of(public.talon_shown)
        out |= mask_of(public.shown_discards)
        out |= mask_of(card for cards in public.won for card in cards)  # the talon's, taken
        left = [card for card in DECK if not out & BITS[card.index]]
        talon = tuple(public.talon_shown)
        declarer = public.declarer
        if public.talon_part is not None:
            laid = tuple(view.discards) if view.seat == declarer else public.shown_discards
            laid += tuple(left[: public.discards_made - len(laid)])
            masks[declarer] |= mask_of(laid)
        else:
            talon += tuple(left[: TALON_SIZE - len(talon)])
        hidden = self.hidden.new(seed=seed, dealt=tuple(masks), rest=talon)
        return self.seam.state(public, hidden, held, view.trick, view.to_act)

    def rest_from(self, position: Any) -> tuple[Card, ...]:
        """The talon cards no one took in exchange (a given deal's check shows none)."""
        talon = tuple(getattr(position, "talon", ()))
        part = talon_part(position.contract, position.talon_part, talon)
        return tuple(card for card in talon if card not in part)

    def dealt_from(self, hands: tuple[int, ...], position: Any) -> Dealt:
        """A position's deal: its hands and the whole talon."""
        return Dealt(hands, tuple(getattr(position, "talon", ())))

    def hidden_from(self, fields: Mapping[str, Any], dealt: Dealt, found: tuple[int, ...]) -> Any:
        """The deal's hands, the declarer's with the talon part it took."""
        hidden = super().hidden_from(fields, dealt, found)
        part = TALON_EXCHANGE.reserve_from(fields)
        return TALON_EXCHANGE.handed(hidden, fields["declarer"], part)

    def public_from(self, public: Any, position: Any) -> None:
        """The talon turned up, the taroks laid away, the discards made and the partner
        revealed, as the fields of a position read from JSON show them."""
        contract, talon = position.contract, tuple(position.talon)
        viewed = hasattr(position, "seat")
        if not viewed and contract is Contract.KLOP:
            talon = talon[: min(TALON_SIZE, len(position.played) // position.rules.players)]
        elif not viewed and (
            contract is None or not contract.talon or position.phase is Phase.KING
        ):
            talon = ()
        public.talon_shown = talon
        public.shown_discards = tuple(card for card in position.discards if card in TAROKS)
        made = 0
        if position.talon_part is not None:
            made = contract.talon
            if position.phase is Phase.TALON:
                sizes = position.hand_sizes if viewed else [len(h) for h in position.hands]
                made = public.dealt_size + contract.talon - sizes[position.declarer]
        public.discards_made = made
        king = _king_of(position)
        public.revealed = position.partner if king is not None and king in position.played else None

    def view_world(
        self, view: Any, fields: Mapping[str, Any], hands: list[int]
    ) -> tuple[Mapping[str, Any], list[int]]:
        """A world of ``view``: the cards it has not seen dealt again, the declarer's first
        (another seat's): its hidden discards (not taroks, kings or the trula) and, if it
        laid away a tarok, a hand of taroks and kings as it then held; the others' hands;
        the talon's hidden cards last."""
        public, seat = view._public, view.seat
        known = view._hand | mask_of(view.played) | mask_of(view.trick)
        known |= mask_of(public.talon_shown) | mask_of(public.shown_discards)
        pool = [card for card in DECK if not known & BITS[card.index]]
        masks = [0] * len(hands)
        masks[seat] = view._hand
        declarer, discards = public.declarer, tuple(public.shown_discards)

        def take(count: int, allowed: int = -1) -> tuple[Card, ...]:
            chosen = [card for card in pool if allowed & BITS[card.index]][:count]
            for card in chosen:
                pool.remove(card)
            return tuple(chosen)

        sizes = view.hand_sizes
        if declarer is not None and declarer != seat and public.talon_part is not None:
            gone = mask_of(view.played) | mask_of(view.trick) | mask_of(discards)
            part = talon_part(public.contract, public.talon_part, public.talon_shown)
            held = [card for card in part if not gone & BITS[card.index]]
            # the part's cards it may lay away face down: laid away first, as many as it did
            more = public.discards_made - len(discards)
            hidden = [card for card in held if not (TAROKS_MASK | KEPT_MASK) & BITS[card.index]]
            hidden = hidden[:more]
            held = [card for card in held if card not in hidden]
            more -= len(hidden)
            laid = (
                mask_of(discards) | mask_of(hidden) | mask_of(take(more, ~TAROKS_MASK & ~KEPT_MASK))
            )
            kept = TAROKS_MASK | KEPT_MASK if discards else -1
            masks[declarer] = mask_of(held) | mask_of(take(sizes[declarer] - len(held), kept))
            discards = cards_of(laid)
        for other in range(len(hands)):
            if other != seat and not (other == declarer and public.talon_part is not None):
                masks[other] = mask_of(take(sizes[other]))
        talon = tuple(public.talon_shown)
        talon += take(TALON_SIZE - len(talon))
        if seat == declarer:
            discards = tuple(view.discards)
        return {**fields, "seed": 0, "talon": talon, "discards": discards}, masks

    def observed(self, rules: Any) -> tuple[Any, ...]:
        """The contract, the declarer, the called king and the talon turned up."""
        cards = CardNumbering(DECK)
        players = rules.players
        return (
            Section(
                name="contract", size=len(CONTRACTS) + 1,
                meaning="the contract (the last: none yet)",
                encode=lambda v: one_hot((*CONTRACTS, None).index(v.contract), len(CONTRACTS) + 1),
            ),
            Section(
                name="declarer", size=players, meaning="the declarer's seat",
                encode=lambda v: seat_one_hot(v.declarer, v.seat, players),
            ),
            Section(
                name="called", size=4, meaning="the suit of the king called",
                encode=lambda v: one_hot(v.called, 4),
            ),
            Section(
                name="talon", size=len(DECK), meaning="the talon cards turned up",
                encode=lambda v: cards.bits(v.talon),
            ),
        )  # fmt: skip

    # -- the score ------------------------------------------------------------------------

    def deal_points(self, state: Any) -> tuple[int, ...]:
        public = state._public
        won = [*public.won]
        declarer = public.declarer
        if public.talon_part is not None:
            won[declarer] = (*won[declarer], *TALON_EXCHANGE.discards(state))
        last = public.last_trick
        return hand_points(
            public.contract, declarer=declarer, partner=state.partner, won=won,
            tricks=public.tricks_taken, last_trick=last.cards, last_winner=last.winner,
            called_king=_king_of(public), mond_lost=public.mond_lost,
        )  # fmt: skip

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        fields = super().scored_fields(state, points, scores)
        fields.update(contract=state.contract, declarer=state.declarer, partner=state.partner)
        return fields

    def deals(self, rules: Rules) -> int:
        """``rules.hands`` (one, as OpenSpiel's)."""
        return rules.hands

    def score_bounds(self, rules: Rules) -> tuple[float, float]:
        return -520.0 * rules.hands, 500.0 * rules.hands


GAME_RULES = Tarok()


@attrs.frozen
class Deal(GivenDeal):
    """A hand's cards given rather than shuffled: ``hands`` by seat (16 cards each for
    three players, 12 for four) and ``rest`` the six talon cards in order."""

    game = GAME_RULES


start, new_game, deal_round = entry_points(GAME_RULES, Rules, State, Deal)

_PART = Bounds(minimum=1, maximum=6)
_POSITION = {"talon_part": _PART}
"""The bounds of a state's and a view's own fields."""
register_game_types(
    GAME_RULES, rules=Rules, players=(3, 4), tricks=19,
    actions=[Pass, Bid, CallKing, ChooseTalon, Discard, Play],
    events=[HandStarted, Called, ContractWon, KingCalled, TalonShown, TalonChosen, Discarded,
            CardPlayed, TrickWon, TalonTaken, HandScored],
    others=[Deal],
    derived={Rules: ["first_dealer"], View: ["legal_actions"]},
    bounds={
        State: _POSITION,
        View: _POSITION,
        TalonChosen: {"part": _PART},
        TalonShown: {"size": Bounds(minimum=1, maximum=3)},
        ChooseTalon: {"part": _PART},
    },
    seats=("declarer", "partner", "mond_lost"),
)  # fmt: skip
