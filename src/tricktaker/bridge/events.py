"""Bridge's events. ``CardPlayed`` and ``GameOver`` are the shared ones from the core: a card
from the dummy is played by the dummy's seat, whoever chose it."""

from __future__ import annotations

import attrs

from tricktaker.bridge.calls import Call
from tricktaker.bridge.scoring import Contract
from tricktaker.cards import Card
from tricktaker.events import Event, own_hand_only


@attrs.frozen
class BoardStarted(Event):
    """Board ``board`` was dealt by ``dealer`` with ``vulnerable`` (North-South, East-West);
    ``hands`` by seat, None where hidden.

    >>> from tricktaker.cards import parse_cards
    >>> event = BoardStarted(board=1, dealer=0, vulnerable=(False, True),
    ...                      hands=(parse_cards("2C"), parse_cards("AS"), None, None))
    >>> event.for_seat(1).hands[:2], str(event)
    ((None, (Card.parse('A♠'),)), 'board 1: North deals, E–W vulnerable')
    """

    board: int
    dealer: int
    vulnerable: tuple[bool, ...]
    hands: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> BoardStarted:
        return attrs.evolve(self, hands=own_hand_only(self.hands, seat))


@attrs.frozen
class CallMade(Event):
    """``seat`` made ``call`` in the auction; ``alert``: the explanation it gave the
    opponents of an alerted call (None: not alerted), which the caller's partner is not told.

    >>> from tricktaker.bridge.calls import Bid, Strain
    >>> str(CallMade(seat=3, call=Bid(1, Strain.NOTRUMP)))
    'West bids 1NT'
    >>> made = CallMade(seat=0, call=Bid(2, Strain.CLUBS), alert="strong")
    >>> str(made), made.for_seat(1).alert, made.for_seat(2).alert
    ('North bids 2♣ (alerted: strong)', 'strong', None)
    """

    seat: int
    call: Call
    alert: str | None = None

    def for_seat(self, seat: int) -> CallMade:
        """The event as ``seat`` is told it: without the alert for the caller's partner."""
        if self.alert is None or seat != (self.seat + 2) % 4:
            return self
        return attrs.evolve(self, alert=None)


@attrs.frozen
class AuctionEnded(Event):
    """The auction ended in ``contract``; None when the board was passed out."""

    contract: Contract | None


@attrs.frozen
class DummyFaced(Event):
    """After the opening lead, the dummy ``seat`` laid its ``cards`` face up for everyone."""

    seat: int
    cards: tuple[Card, ...]

    def shown_to_all(self) -> tuple[Card, ...]:
        return self.cards


@attrs.frozen
class TrickWon(Event):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""

    leader: int
    cards: tuple[Card, ...]
    winner: int


@attrs.frozen
class BoardScored(Event):
    """Board ``board`` ended: ``contract`` (None when passed out), the tricks the declarer's
    side took, the ``points`` of the board by seat, and the new ``scores`` by seat."""

    board: int
    contract: Contract | None
    declarer_tricks: int
    points: tuple[int, ...]
    scores: tuple[int, ...]

    @property
    def result(self) -> str:
        """The contract and how it went, as ``'1♠ by N made'``, ``'3NT by S +1'``,
        ``'4♥ by E down 2'``, or ``'passed out'``."""
        if self.contract is None:
            return "passed out"
        made = self.declarer_tricks - self.contract.tricks_needed
        result = "made" if made == 0 else f"+{made}" if made > 0 else f"down {-made}"
        return f"{self.contract} {result}"
