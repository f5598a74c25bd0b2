"""A claim of the remaining tricks: the seat that decides in the play says how many of the
deal's remaining tricks its side will take (none: it concedes them all), play stops while the
other side answers, and an agreed claim ends the deal as if the tricks had been played; a
disputed one is void and play goes on from where it stood.

Any trick game may offer it: a game sets :attr:`~tricktaker.engine.TrickGame.claiming` to a
:class:`Claims` built with its own action and event classes (subclasses of those below, so
that their JSON names the game), gives its phase enum a ``CLAIM`` member, declares the public
field ``claims`` (the claims of the deal, :class:`Claimed`, default ``()``) on its ``State``
and ``View``, and a rule set offers claims when its ``claims`` field is True (off unless a
game's ``Rules`` has that field and it is set). A state read from JSON replays the deal's
claims where they were made (:meth:`Claims.interleave`).

A claim is made in turn: by the seat that decides the next card (a seat that decides for
another claims for both), and not again before a card has been played since the last one
(so that claiming and disputing cannot go on for ever).

>>> str(Claim(3)), str(Claim(0)), str(AcceptClaim()), str(DisputeClaim())
('claim 3', 'concede', 'accept the claim', 'dispute the claim')
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

import attrs

from tricktaker.actions import malformed
from tricktaker.engine.phases import PhaseRule, Step
from tricktaker.errors import IllegalActionError
from tricktaker.events import Event

__all__ = [
    "AcceptClaim",
    "Claim",
    "ClaimAccepted",
    "ClaimDisputed",
    "ClaimMade",
    "Claimed",
    "Claims",
    "DisputeClaim",
    "claims_on",
]


@attrs.frozen
class Claim:
    """Claim ``tricks`` of the deal's remaining tricks for this seat's side, conceding the
    rest; ``Claim(0)`` concedes them all.

    >>> Claim(True)
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: Claim.tricks must be an int (not a bool), not True

    Raises:
        IllegalActionError: ``tricks`` is not an int. Whether it may be claimed is for the
            state to say.
    """

    tricks: int

    def __attrs_post_init__(self) -> None:
        if type(self.tricks) is not int:
            raise malformed("Claim.tricks", self.tricks, "an int (not a bool)")

    def __str__(self) -> str:
        return f"claim {self.tricks}" if self.tricks else "concede"

    @classmethod
    def from_text(cls, text: str) -> Claim | None:
        """The claim that ``text`` names (``claim 3``, ``concede``), or None.

        >>> Claim.from_text(" Claim  3 "), Claim.from_text("concede"), Claim.from_text("3")
        (Claim(tricks=3), Claim(tricks=0), None)
        """
        words = text.lower().split()
        if words == ["concede"]:
            return cls(0)
        if len(words) == 2 and words[0] == "claim" and words[1].isascii() and words[1].isdigit():
            return cls(int(words[1]))
        return None


@attrs.frozen
class AcceptClaim:
    """Agree to the claim the other side made: the deal ends with the tricks claimed."""

    def __str__(self) -> str:
        return "accept the claim"

    @classmethod
    def from_text(cls, text: str) -> AcceptClaim | None:
        """The acceptance that ``text`` names (``accept``, ``agree``), or None."""
        return cls() if text.strip().lower() in ("accept", "agree") else None


@attrs.frozen
class DisputeClaim:
    """Dispute the claim the other side made: it is void, and play goes on."""

    def __str__(self) -> str:
        return "dispute the claim"

    @classmethod
    def from_text(cls, text: str) -> DisputeClaim | None:
        """The dispute that ``text`` names (``dispute``, ``play on``), or None."""
        return cls() if " ".join(text.lower().split()) in ("dispute", "play on") else None


@attrs.frozen(kw_only=True)
class Claimed:
    """A claim made this deal, as the public field ``claims`` keeps it: by ``seat``, of
    ``tricks`` of the remaining tricks, after ``after`` cards of the deal were played; the
    seats that have ``accepted`` it, in order, and the seat that ``disputed`` it (None while
    none has)."""

    seat: int
    tricks: int
    after: int
    accepted: tuple[int, ...] = ()
    disputed: int | None = None


@attrs.frozen
class ClaimMade(Event):
    """``seat`` claimed ``tricks`` of the ``remaining`` tricks for its side."""

    seat: int
    tricks: int
    remaining: int


@attrs.frozen
class ClaimAccepted(Event):
    """``seat`` accepted the claim."""

    seat: int


@attrs.frozen
class ClaimDisputed(Event):
    """``seat`` disputed the claim: it is void, and play goes on."""

    seat: int


def claims_on(rules: Any) -> bool:
    """Whether a rule set offers claims: its ``claims`` field is True (a game's rules
    without the field offer none).

    >>> from tricktaker import whist
    >>> claims_on(whist.Rules())
    False
    """
    return getattr(rules, "claims", False) is True


class Claims(PhaseRule):
    """The claims of a game's play, and its ``CLAIM`` phase while the other side answers.

    In the play it offers, after the cards, a :class:`Claim` of each number of the
    remaining tricks, 0 to all of them; a claim moves the deal to ``phase``, where each
    seat of :meth:`answerers` in turn accepts or disputes. Its hooks, which a game
    overrides in a subclass: :meth:`answerers` and :meth:`credit`.

    Args:
        phase: the game's ``CLAIM`` phase.
        claim, accept, dispute: the game's action classes (of :class:`Claim`,
            :class:`AcceptClaim`, :class:`DisputeClaim`).
        claimed: the game's class of the public field's entries (of :class:`Claimed`).
        made, accepted, disputed: the game's event classes.
        most: the most tricks of a deal of the game.
    """

    asked = "answer the claim"
    fields: tuple[str, ...] = ("claims",)

    def __init__(
        self,
        phase: enum.Enum,
        *,
        claim: type[Any],
        accept: type[Any],
        dispute: type[Any],
        claimed: type[Any],
        made: type[Any],
        accepted: type[Any],
        disputed: type[Any],
        most: int,
    ) -> None:
        self.phase = phase
        self.offers = tuple(claim(n) for n in range(most + 1))  # shared values
        self.accept, self.dispute = accept(), dispute()
        self.answers = (self.accept, self.dispute)
        self.every_action = (*self.offers, *self.answers)
        self.actions = (claim, accept, dispute)
        self.claim_type: Any = claim
        self.dispute_type: Any = dispute
        self.claimed, self.made, self.accepted, self.disputed = claimed, made, accepted, disputed

    def bind(self, game: Any) -> None:
        if game.draws:
            raise TypeError(f"{game.title} draws cards in the play: its claims cannot replay")
        super().bind(game)

    def fresh(self, public: Any) -> None:
        public.claims = ()

    # -- hooks ------------------------------------------------------------------------------------

    def answerers(self, position: Any, claimer: int) -> tuple[int, ...]:
        """Hook: the seats that answer ``claimer``'s claim, in order: every other seat that
        plays the tricks, clockwise from the claimer's left."""
        public = position._public
        players: int = public.rules.players
        order = [(claimer + i) % players for i in range(1, players)]
        return tuple([seat for seat in order if public.orders[seat]])

    def credit(
        self, public: Any, claimer: int, answerers: tuple[int, ...], tricks: int, remaining: int
    ) -> None:
        """Hook: record on ``public`` (a copy) that ``claimer``'s side takes ``tricks`` of
        the ``remaining`` tricks and ``answerers``' side the rest: in ``tricks_taken``, the
        claimer's and the first answerer's (a game of two sides; a game of more overrides
        it)."""
        taken = [*public.tricks_taken]
        taken[claimer] += tricks
        taken[answerers[0]] += remaining - tricks
        public.tricks_taken = tuple(taken)

    # -- the rules --------------------------------------------------------------------------------

    def remaining(self, position: Any) -> int:
        """The tricks of the deal not yet finished (the trick in progress among them)."""
        public = position._public
        return public.dealt_size - len(public.played) // len(public.trick_seats)  # type: ignore[no-any-return]

    def claimer(self, position: Any) -> int:
        """The seat that claims now: the one that decides the next card."""
        return self.game.decider(position)  # type: ignore[no-any-return]

    def may_claim(self, position: Any) -> bool:
        """Whether a claim may be made now: in the play, once a card has been played since
        the last one (or none was made this deal)."""
        public = position._public
        claims = public.claims
        return not claims or claims[-1].after < len(public.played) + len(position.trick)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        game = self.game
        if position._public.phase is self.phase:
            return self.answers
        plays = game.plays(position, game.playable(position, hand))
        if not self.may_claim(position):
            return plays  # type: ignore[no-any-return]
        return (*plays, *self.offers[: self.remaining(position) + 1])

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        """Why ``position.to_act`` may not take ``action`` (a claim, or an answer to one), or
        None: an answer with no claim made, a claim while one is answered, of more than the
        remaining tricks, or again before a card is played after a dispute."""
        from tricktaker.engine.game import malformed_action

        answering = position._public.phase is self.phase
        if type(action) is not self.claim_type:
            if answering:
                return None
            return IllegalActionError(f"cannot {action}: no claim is made", code="wrong_phase")
        if answering:
            return self.game.wrong_phase(position, hand, action)  # type: ignore[no-any-return]
        tricks = action.tricks
        if type(tricks) is not int:
            return malformed_action(action, "a Claim holds a whole number of tricks")
        remaining = self.remaining(position)
        if not 0 <= tricks <= remaining:
            return IllegalActionError(
                f"cannot {action}: a claim is of 0 to the {remaining} remaining tricks",
                code="illegal",
            )
        if not self.may_claim(position):
            return IllegalActionError(
                f"cannot {action}: the last claim was disputed; play a card first",
                code="illegal",
            )
        return None

    def step(self, state: Any, action: Any) -> Step | None:
        if self.refusal(state, 0, action) is not None:
            return None
        game = self.game
        public = game.public.copy(state._public)
        if type(action) is self.claim_type:
            seat = self.claimer(state)
            after = len(public.played) + len(state.trick)
            public.claims = (
                *public.claims,
                self.claimed(seat=seat, tricks=action.tricks, after=after),
            )
            public.phase = self.phase
            first = self.answerers(state, seat)[0]
            made = self.made(seat=seat, tricks=action.tricks, remaining=self.remaining(state))
            return self.moved(state, public, first), (made,)
        claim = public.claims[-1]
        seat = state.to_act
        if type(action) is self.dispute_type:
            public.claims = (*public.claims[:-1], attrs.evolve(claim, disputed=seat))
            public.phase = game.play
            to_play = public.trick_seats[len(state.trick)]
            return self.moved(state, public, to_play), (self.disputed(seat=seat),)
        public.claims = (*public.claims[:-1], attrs.evolve(claim, accepted=(*claim.accepted, seat)))
        answerers = self.answerers(state, claim.seat)
        events: tuple[Event, ...] = (self.accepted(seat=seat),)
        if len(claim.accepted) + 1 < len(answerers):
            return self.moved(state, public, answerers[len(claim.accepted) + 1]), events
        self.credit(public, claim.seat, answerers, claim.tricks, self.remaining(state))
        public.phase = game.play
        return game.end_deal(self.moved(state, public, None), events)  # type: ignore[no-any-return]

    # -- JSON -------------------------------------------------------------------------------------

    def interleave(self, fields: Mapping[str, Any], plays: list[Any]) -> list[Any]:
        """``plays`` (the deal's cards, in order) with the actions of the deal's claims,
        each where it was made: what a state read from JSON replays."""
        from tricktaker.engine.rebuild import not_reached

        actions = list(plays)
        claims = fields.get("claims", ())
        afters = [claim.after for claim in claims if type(claim) is self.claimed]
        if len(afters) != len(claims) or any(type(after) is not int for after in afters):
            raise not_reached(f"claims {claims!r} are no claims of the deal")
        if afters != sorted(afters) or not all(0 <= after <= len(plays) for after in afters):
            raise not_reached(f"claims made after {afters} cards of {len(plays)} played")
        for claim in reversed(claims):
            try:
                made = self.claim_type(claim.tricks)
            except IllegalActionError as error:
                raise not_reached(str(error)) from None
            taken = [made, *[self.accept for _ in claim.accepted]]
            if claim.disputed is not None:
                taken.append(self.dispute)
            actions[claim.after : claim.after] = taken
        return actions
