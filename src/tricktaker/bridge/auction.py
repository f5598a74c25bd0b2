"""The auction's rules, once: which calls are legal, why one is refused, when the auction
ends, and the contract and declarer it ends in (Laws 18 to 22 of the Laws of Duplicate Bridge;
OpenSpiel's ``BiddingLegalActions`` and ``ApplyBiddingAction``).

An auction is followed call by call in an :class:`Auction`, a small value that a game state
keeps, so that no state reads the whole auction again.

>>> from tricktaker.bridge.calls import read_call
>>> auction = Auction.start(dealer=0)
>>> for text in ("1h", "pass", "2h", "x", "pass", "pass", "xx", "pass", "pass", "pass"):
...     auction = auction.after(read_call(text))
>>> auction.is_over, str(auction.contract())
(True, '2♥XX by N')
"""

from __future__ import annotations

import attrs

from tricktaker.bridge.calls import BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call, Double, Pass, Redouble
from tricktaker.bridge.scoring import Contract, Doubling
from tricktaker.errors import IllegalActionError
from tricktaker.plugin import builder, evolver

__all__ = ["Auction", "side_of"]


def side_of(seat: int) -> int:
    """The partnership of ``seat``: 0 for North-South (seats 0, 2), 1 for East-West."""
    return seat & 1


_NOBODY = (-1,) * 10
# read at every call: an enum member read off its class costs far more than a global (3.11)
_UNDOUBLED, _DOUBLED, _REDOUBLED = Doubling.UNDOUBLED, Doubling.DOUBLED, Doubling.REDOUBLED


@attrs.frozen(kw_only=True, weakref_slot=False)  # no weakref: the steps build it as a draft
class Auction:
    """Where an auction stands: the seat to call, the last bid and who made it, its doubling,
    the passes since the last bid (or since the start), and for each side and strain the
    first of that side to have named it (-1 for none), who declares a contract in it.
    """

    to_call: int
    bid: Bid | None = None
    bidder: int = -1
    doubling: Doubling = _UNDOUBLED
    passes: int = 0
    first_namers: tuple[int, ...] = _NOBODY

    @classmethod
    def start(cls, *, dealer: int) -> Auction:
        """The auction before the dealer's first call."""
        return cls(to_call=dealer)

    @property
    def is_over(self) -> bool:
        """Whether three passes followed a bid, or four passed the board out."""
        return self.passes == 4 or (self.passes == 3 and self.bid is not None)

    @property
    def passed_out(self) -> bool:
        """Whether four passes ended the auction with no bid."""
        return self.passes == 4

    def contract(self) -> Contract | None:
        """The contract the last bid makes (its declarer: the first of the bidder's side to
        have named its strain); None before any bid."""
        bid = self.bid
        if bid is None:
            return None
        declarer = self.first_namers[side_of(self.bidder) * 5 + bid.strain]
        return Contract(
            level=bid.level, strain=bid.strain, doubling=self.doubling, declarer=declarer
        )

    def legal_calls(self) -> tuple[Call, ...]:
        """The calls ``to_call`` may make, in OpenSpiel's order (pass, double, redouble, then
        the bids above the last one); empty once the auction is over."""
        if self.is_over:
            return ()
        bid = self.bid
        if bid is None:
            return (PASS, *BIDS)
        calls: tuple[Call, ...] = (PASS,)
        ours = side_of(self.bidder) == side_of(self.to_call)
        if not ours and self.doubling is _UNDOUBLED:
            calls = (PASS, DOUBLE)
        elif ours and self.doubling is _DOUBLED:
            calls = (PASS, REDOUBLE)
        return calls + BIDS[bid.rank + 1 :]

    def refusal(self, call: Call) -> IllegalActionError | None:
        """Why ``to_call`` may not make ``call`` now, or None if it may."""
        bid, kind = self.bid, type(call)
        ours = side_of(self.bidder) == side_of(self.to_call)
        if kind is Bid:
            if bid is not None and call.rank <= bid.rank:  # type: ignore[union-attr]
                return IllegalActionError(
                    f"cannot bid {call}: a bid must be higher than the last, {bid}",
                    code="insufficient_bid",
                )
            return None
        if kind is Double:
            why = (
                "there is no bid to double" if bid is None
                else f"{bid} is your own side's bid" if ours
                else f"{bid} is already doubled" if self.doubling is not _UNDOUBLED
                else None
            )  # fmt: skip
            return (
                None
                if why is None
                else IllegalActionError(f"cannot double: {why}", code="cannot_double")
            )
        if kind is Redouble:
            why = (
                "there is no bid to redouble" if bid is None
                else f"{bid} is the opponents' bid" if not ours
                else f"{bid} is not doubled" if self.doubling is _UNDOUBLED
                else f"{bid} is already redoubled" if self.doubling is _REDOUBLED
                else None
            )  # fmt: skip
            return (
                None
                if why is None
                else IllegalActionError(f"cannot redouble: {why}", code="cannot_redouble")
            )
        return None  # a pass is always legal while the auction lasts

    def after(self, call: Call) -> Auction:
        """The auction after ``to_call`` makes ``call`` (which the caller has checked)."""
        seat, following = self.to_call, (self.to_call + 1) % 4
        kind = type(call)
        if kind is Pass:
            return _passed(self, to_call=following, passes=self.passes + 1)
        if kind is Double:
            return _doubled(self, to_call=following, passes=0, doubling=_DOUBLED)
        if kind is Redouble:
            return _doubled(self, to_call=following, passes=0, doubling=_REDOUBLED)
        assert type(call) is Bid
        namers = self.first_namers
        slot = side_of(seat) * 5 + call.strain
        if namers[slot] < 0:
            namers = namers[:slot] + (seat,) + namers[slot + 1 :]
        return _bid_made(
            to_call=following,
            bid=call,
            bidder=seat,
            doubling=_UNDOUBLED,
            passes=0,
            first_namers=namers,
        )


# a call's auction, without attrs.evolve or __init__ (each three times dearer)
_passed = evolver(Auction, "to_call", "passes")
_doubled = evolver(Auction, "to_call", "passes", "doubling")
_bid_made = builder(Auction)
