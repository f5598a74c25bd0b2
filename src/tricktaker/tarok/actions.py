"""Slovenian Tarok's actions and events, and the phases of a hand.

>>> from tricktaker import Suit
>>> str(Bid(Contract.BEGGAR)), str(ChooseTalon(1)), str(CallKing(Suit.SPADES))
('bid beggar', 'take talon part 1', 'call K♠')
"""

from __future__ import annotations

import enum

import attrs

from tricktaker.actions import Play, malformed
from tricktaker.cards import Card, Suit
from tricktaker.engine import exchange
from tricktaker.engine.events import TrickWon as _TrickWon
from tricktaker.events import Event, own_hand_only
from tricktaker.tarok.rules import CONTRACTS, SLOVENIAN_NAMES, TALON_SIZE, TAROKS, Contract

__all__ = [
    "BIDS", "CALLS", "PARTS", "PASS", "Action", "Bid", "CallKing", "Called", "ChooseTalon",
    "ContractWon", "Discard", "Discarded", "HandScored", "HandStarted", "KingCalled", "Pass",
    "Phase", "TalonChosen", "TalonShown", "TalonTaken", "TrickWon",
]  # fmt: skip


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

    contract: Contract

    def __attrs_post_init__(self) -> None:
        if type(self.contract) is not Contract:
            raise malformed("Bid.contract", self.contract, "a tarok.Contract")

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

    suit: Suit

    def __attrs_post_init__(self) -> None:
        if type(self.suit) is not Suit:
            raise malformed("CallKing.suit", self.suit, "a Suit")

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

    part: int

    def __attrs_post_init__(self) -> None:
        if type(self.part) is not int:
            raise malformed("ChooseTalon.part", self.part, "a whole number")

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
class HandStarted(Event):
    """Hand ``hand_number`` was dealt by ``dealer``: ``hands`` by seat, None where hidden
    (the talon stays face down)."""

    hand_number: int
    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> HandStarted:
        return attrs.evolve(self, hands=own_hand_only(self.hands, seat))


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
