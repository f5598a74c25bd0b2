"""The exchange: a player takes the cards of a reserve (a turned card, a skat, a talon) into
its hand and lays away as many, one card at a time, before the tricks.

:class:`Exchange` is the phase, :class:`Discard` the action of laying a card away and
:class:`Discarded` its event (hidden from the other seats); a game subclasses each, so that
its JSON and its texts name the game, and its phase states only what differs: who takes
(:meth:`Exchange.taker`), what reserve (:meth:`Exchange.reserve`), which cards may be laid
away (:meth:`Exchange.layable`, :meth:`Exchange.kept`), and what the public part keeps of
each card laid away (:meth:`Exchange.laid`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from tricktaker.actions import exactly
from tricktaker.cards import Card
from tricktaker.engine.phases import PhaseRule, Step
from tricktaker.engine.states import position
from tricktaker.errors import IllegalActionError
from tricktaker.events import Event
from tricktaker.masks import BITS, cards_of, mask_of

__all__ = ["Discard", "Discarded", "Exchange"]


@attrs.frozen
class Discard:
    """Lay ``card`` away, having taken cards from a reserve (the base of a game's own).

    >>> from tricktaker import Card
    >>> str(Discard(Card.parse("9C")))
    'discard 9♣'
    >>> Discard("9C")
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: Discard.card must be a Card, not '9C'

    Raises:
        IllegalActionError: ``card`` is not a :class:`~tricktaker.Card`. Whether it may be
            laid away is for the state to say.
    """

    card: Card = attrs.field(validator=exactly(Card, "a Card"))

    def __str__(self) -> str:
        return f"discard {self.card}"


@attrs.frozen
class Discarded(Event):
    """``seat`` laid ``card`` away face down (None where hidden: to all but it).

    >>> from tricktaker import Card, skat
    >>> laid = skat.Discarded(seat=0, card=Card.parse("7D"))  # a game's own
    >>> laid.for_seat(0).card, laid.for_seat(1).card
    (Card.parse('7♦'), None)
    """

    seat: int
    card: Card | None

    def for_seat(self, seat: int) -> Discarded:
        return self if seat == self.seat else attrs.evolve(self, card=None)


class Exchange(PhaseRule):
    """A player takes the cards of a reserve into its hand as the phase begins, then lays
    away as many as it took, one at a time, until it holds as many cards as were dealt to
    it; the game goes on to its next phase.

    A game's subclass sets ``phase``, :attr:`discard` (its :class:`Discard`),
    :attr:`discarded` (its :class:`Discarded`) and :attr:`deck`, and states what differs
    in the hooks: :meth:`taker` and :meth:`reserve` (who takes what), :meth:`layable` and
    :meth:`kept` (what may be laid away), :meth:`laid` and :meth:`unlaid` (what its public
    part keeps of it, and so how many cards the taker holds: :meth:`holding`),
    :meth:`laid_from` and :meth:`exchanged` (the exchange as a state read from JSON shows
    it). The cards laid away are :meth:`discards`. A phase whose reserve is chosen by an
    action of its own (a part of a talon) overrides :meth:`begin` and gives the cards with
    :meth:`~tricktaker.engine.PhaseRule.given`.

    >>> from tricktaker import euchre
    >>> state = euchre.new_game(euchre.Rules(), seed=1)
    >>> state, _ = state.apply(euchre.Call(state.upcard.suit))  # ordered up
    >>> state.phase, state.to_act, str(state.upcard), len(state.hands[state.dealer])
    (<Phase.DISCARD: 'discard'>, 0, '9♠', 6)
    >>> print(state.refusal(euchre.Discard(state.upcard)))  # Euchre's dealer keeps it
    cannot discard 9♠: the dealer keeps the card it picked up
    >>> state, events = state.apply(state.legal_actions()[0])
    >>> state.phase, events[0].for_seat(1)
    (<Phase.ALONE: 'alone'>, Discarded(seat=0, card=None))
    >>> euchre.rules.DISCARD.discards(state) == (events[0].card,) == (state.discard,)
    True
    """

    asked = "lay a card away"
    holder = "the declarer"
    """Who takes and lays away, for a refusal's message."""
    discard: type = Discard
    """The game's action of laying a card away, built as ``discard(card)``."""
    discarded: type = Discarded
    """The game's event of it, built as ``discarded(seat=..., card=...)``."""
    deck: tuple[Card, ...] = ()
    """The game's deck, for :attr:`~tricktaker.engine.PhaseRule.every_action`."""

    def __init__(self) -> None:
        self.actions = (self.discard,)
        self.every_action = tuple([self.discard(card) for card in self.deck])

    # -- what differs ---------------------------------------------------------------------

    def taker(self, position: Any) -> int | None:
        """The seat that takes the reserve in ``position`` (a state, or the fields of one
        read from JSON), or None if no one does this deal (the phase is skipped)."""
        raise NotImplementedError

    def reserve(self, state: Any) -> int:
        """The cards (a mask) the :meth:`taker` takes as ``state`` enters the phase."""
        raise NotImplementedError

    def layable(self, position: Any, hand: int) -> int:
        """The cards of ``hand`` (a mask) that may be laid away: all of them."""
        return hand

    def kept(self, position: Any, card: Card) -> str:
        """Why ``card``, held but not :meth:`layable`, may not be laid away."""
        return "it may not be laid away"

    def laid(self, public: Any, card: Card) -> None:
        """Keep on ``public`` (a copy) what the game shows of ``card`` being laid away."""

    def laid_from(self, fields: Mapping[str, Any]) -> tuple[Card, ...]:
        """The cards laid away so far, as the ``fields`` read give them (a view's as far as
        it knows them), in the order laid: what a state read from JSON replays."""
        raise NotImplementedError

    def reserve_from(self, fields: Mapping[str, Any]) -> int:
        """The reserve taken (a mask), as the ``fields`` read give it."""
        raise NotImplementedError

    def exchanged(self, fields: Mapping[str, Any], hands: list[int]) -> tuple[int, int]:
        """The reserve taken and the cards laid away (masks), as the ``fields`` read give
        them, ``hands`` the seats' cards as the play found them: :meth:`reserve_from` and
        :meth:`laid_from`."""
        return self.reserve_from(fields), mask_of(self.laid_from(fields))

    def unlaid(self, public: Any) -> int:
        """The cards the taker has still to lay away, in the phase whose public part is
        ``public``: what it holds beyond the cards dealt it."""
        raise NotImplementedError

    def discards(self, state: Any) -> tuple[Card, ...]:
        """The cards the taker has laid away in ``state``: those it was dealt or given that
        it neither holds nor has played (none if no one took the reserve)."""
        seat = self.taker(state)
        if seat is None:
            return ()
        gone = state._hidden.dealt[seat] & ~state._held
        return cards_of(gone & ~mask_of(state._public.played) & ~mask_of(state.trick))

    def holding(self, view: Any, sizes: tuple[int, ...]) -> tuple[int, ...]:
        """``sizes`` (each seat's cards, counted from the deal and the tricks) with the
        taker's cards not yet laid away, while ``view`` (or a state) is in this phase: what
        a game's :meth:`~tricktaker.engine.TrickGame.hand_sizes` gives."""
        public = view._public
        if public.rule is not self:
            return sizes
        extra, taker = self.unlaid(public), view.to_act
        return tuple([size + extra * (seat == taker) for seat, size in enumerate(sizes)])

    # -- the phase ------------------------------------------------------------------------

    def begin(self, state: Any) -> Any | None:
        seat = self.taker(state)
        if seat is None:
            return None
        public = self.game.public.copy(state._public)
        public.phase, public.rule = self.phase, self
        return self.given(state, public, seat, self.reserve(state))

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        discard = self.discard
        return tuple([discard(card) for card in cards_of(self.layable(position, hand))])

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        """Why ``position.to_act``, holding ``hand``, may not lay ``action``'s card away: it
        does not hold it, or :meth:`kept` says why; None if it may."""
        card = action.card
        bit = BITS[card.index]
        if self.layable(position, hand) & bit:
            return None
        if not hand & bit:
            return IllegalActionError(
                f"cannot {action}: {self.holder} does not hold it", code="not_in_hand"
            )
        return IllegalActionError(f"cannot {action}: {self.kept(position, card)}")

    def step(self, state: Any, action: Any) -> Step | None:
        card, seat = action.card, state.to_act
        bit = BITS[card.index]
        hand = state._hidden.dealt[seat] & state._held
        if not self.layable(state, hand) & bit:
            return None
        game = self.game
        public = game.public.copy(state._public)
        self.laid(public, card)
        following = game.seam.state(public, state._hidden, state._held ^ bit, (), seat)
        if (hand ^ bit).bit_count() == public.dealt_size:  # as many laid away as taken
            following = game.next_phase(following, self)
        return following, (self.discarded(seat=seat, card=card),)

    def undo(self, hands: list[int], fields: Mapping[str, Any]) -> None:
        """The reserve back out of the taker's hand, the cards it laid away back in."""
        seat = self.taker(position(**fields))
        if seat is None:
            return
        taken, laid = self.exchanged(fields, hands)
        hands[seat] = (hands[seat] | laid) & ~taken

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        if self.taker(position(**fields)) is None:
            return []
        return [self.discard(card) for card in self.laid_from(fields)]
