"""Claims and concessions (Laws 68 to 71 of the Laws of Duplicate Bridge), on the engine's
claims of the remaining tricks (:mod:`tricktaker.engine.claims`), offered when
``Rules(claims=True)``.

- Law 68A and 68B: a claim is a statement that a side will win a number of the remaining
  tricks; a claim of some is a concession of the rest, and ``Claim(0)`` concedes them all.
  Here the seat that decides the next card claims: the declarer (also when the dummy is to
  play) or the defender on play.
- Law 68D: play is suspended while the other side answers: both defenders, the declarer's
  left first, answer a declarer's claim; the declarer answers a defender's.
- Law 69A: an agreed claim ends the play; the board is scored as though the tricks claimed
  had been won, and the rest lost, in play.
- Law 70 has a disputed claim ruled by the Director, who is not here. What Law 68D2(b)
  allows instead, at the non-claiming side's request, is chosen: the claim is void and
  play continues from where it stood (the claim stays in the board's ``claims``).

Not modelled: the claimer's statement of a line of play (Law 68C) and the Director's
adjudication from it (Law 70), a defender's partner objecting to a concession (Law 68B2),
and an agreement withdrawn in the correction period (Law 69B, Law 71).

>>> from tricktaker import bridge, parse_action
>>> state = bridge.new_game(bridge.Rules(claims=True), seed=1)
>>> for text in ("1s", "pass", "4s", "pass", "pass", "pass", "2c", "claim 10"):
...     state, events = state.apply(parse_action(state, text))
>>> [str(event) for event in events], state.phase, state.to_act
(['North claims 10 of the 13 remaining tricks'], <Phase.CLAIM: 'claim'>, 1)
>>> state, events = state.apply(bridge.ACCEPT_CLAIM)  # East, then West
>>> state, events = state.apply(parse_action(state, "accept"))
>>> state.is_over, state.declarer_tricks, [str(event) for event in events][:2]
(True, 10, ['West accepts the claim', 'board 1: 4♠ by North made, N–S +420, E–W -420'])
"""

from __future__ import annotations

from typing import Any

import attrs

from tricktaker.engine import claims

__all__ = [
    "ACCEPT_CLAIM",
    "DISPUTE_CLAIM",
    "AcceptClaim",
    "BridgeClaims",
    "Claim",
    "ClaimAccepted",
    "ClaimDisputed",
    "ClaimMade",
    "Claimed",
    "DisputeClaim",
]


@attrs.frozen
class Claim(claims.Claim):
    """Claim ``tricks`` of the remaining tricks for this seat's side (Law 68A), conceding
    the rest (Law 68B); ``Claim(0)`` concedes them all.

    >>> str(Claim(4)), str(Claim(0))
    ('claim 4', 'concede')
    """


@attrs.frozen
class AcceptClaim(claims.AcceptClaim):
    """Agree to the other side's claim (Law 69A): the board is scored with the tricks
    claimed."""


@attrs.frozen
class DisputeClaim(claims.DisputeClaim):
    """Dispute the other side's claim: it is void and play continues (Law 68D2(b))."""


ACCEPT_CLAIM: AcceptClaim = AcceptClaim()
"""The acceptance of a claim, a shared value."""
DISPUTE_CLAIM: DisputeClaim = DisputeClaim()
"""The dispute of a claim, a shared value."""


@attrs.frozen(kw_only=True)
class Claimed(claims.Claimed):
    """A claim made on this board (the public field ``claims``): by ``seat``, of ``tricks``
    of the remaining tricks, after ``after`` cards were played; the seats that
    ``accepted`` it and the seat that ``disputed`` it (None while none has)."""


@attrs.frozen
class ClaimMade(claims.ClaimMade):
    """``seat`` claimed ``tricks`` of the ``remaining`` tricks for its side.

    >>> str(ClaimMade(seat=0, tricks=0, remaining=3))
    'North concedes the 3 remaining tricks'
    """


@attrs.frozen
class ClaimAccepted(claims.ClaimAccepted):
    """``seat`` accepted the claim.

    >>> str(ClaimAccepted(seat=1))
    'East accepts the claim'
    """


@attrs.frozen
class ClaimDisputed(claims.ClaimDisputed):
    """``seat`` disputed the claim: it is void, and play continues.

    >>> str(ClaimDisputed(seat=3))
    'West disputes the claim: play continues'
    """


class BridgeClaims(claims.Claims):
    """Bridge's claims: the other side answers (the declarer alone for the defenders), and
    the declarer's side counts its tricks."""

    def answerers(self, position: Any, claimer: int) -> tuple[int, ...]:
        """A declarer's claim is answered by both defenders, the declarer's left first; a
        defender's by the declarer (the dummy takes no part in the play, Law 43)."""
        declarer: int = position._public.contract.declarer
        if claimer == declarer:
            return ((declarer + 1) % 4, (declarer + 3) % 4)
        return (declarer,)

    def credit(
        self, public: Any, claimer: int, answerers: tuple[int, ...], tricks: int, remaining: int
    ) -> None:
        """The declarer's side takes the tricks it claimed, or those the defenders did not
        (Law 69A: scored as though won or lost in play)."""
        declaring = claimer == public.contract.declarer
        public.declarer_tricks += tricks if declaring else remaining - tricks
