"""Skat's phases, actions and events: the auction's calls (a value said, "yes", pass), the
choice of Hand or the skat, the cards laid away, the declaration with its announcements
(Schneider, Schwarz, Ouvert), and what each tells the table."""

from __future__ import annotations

import enum

import attrs

from tricktaker.actions import Play, malformed
from tricktaker.cards import Card
from tricktaker.engine import exchange
from tricktaker.engine.events import TrickWon as _TrickWon
from tricktaker.events import Event, own_hand_only
from tricktaker.skat.values import BID_VALUES, Contract


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

    hand: bool

    def __attrs_post_init__(self) -> None:
        if type(self.hand) is not bool:
            raise malformed("PickUp.hand", self.hand, "True or False")

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
class HandStarted(Event):
    """Hand ``hand_number`` was dealt by ``dealer``: ``hands`` by seat, None where hidden
    (none for a dealer who sits out); two cards lie face down in the skat."""

    hand_number: int
    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> HandStarted:
        return attrs.evolve(self, hands=own_hand_only(self.hands, seat))


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
