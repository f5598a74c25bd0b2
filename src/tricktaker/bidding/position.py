"""The lean, two-level states and views of the bidding games.

A state of a bidding game keeps in its own slots only what one decision changes: ``_held``,
the cards still held by every seat as one mask (:mod:`tricktaker.masks`), the ``trick`` in
progress and ``to_act``. The rest it shares with the states before and after it:

- :class:`Hidden`, what no seat may see, shared by every state of a round: the seed and the
  hands as dealt, one mask a seat (a seat's hand is ``dealt[seat] & _held``; a card played
  is one XOR of ``_held``);
- :class:`Public`, what every seat may know, shared by every state of one trick (and of one
  bid): the bids, the phase, the trick's leader, the tricks taken, the cards of the finished
  tricks and the last of them (the ``TrickWon`` event that announced it, which
  ``last_trick`` reads: a trick's end builds one object for both), and a reference to
- :class:`RoundPart`, what every seat may know and only a new round (or a choice of trump)
  changes: the rules, the round, the dealer, the trump, the scores. A trick's end copies
  the few fields of a :class:`Public`, not these.

A view refers to the same :class:`Public` object, and copies only its own hand (a mask of its
own cards: never another seat's), the hand sizes, the trick and ``to_act``.

The public attributes of a state or view (``rules``, ``hands``, ``bids``, ...) are slots or
properties derived from these; equality, hashing, ``repr``, pickling and JSON go by them (see
:class:`~tricktaker.lean.LeanValue`, whose ``__record__`` a game's class names). A game's
``State`` and ``View`` derive from :class:`BiddingState` and :class:`BiddingView`; the
engine builds them on its hot path as drafts, and ``__init__`` (keyword arguments, one a
public field) is the checked way in, which JSON and ``attrs.evolve`` take.

>>> from tricktaker import ohhell
>>> state = ohhell.new_game(ohhell.Rules(players=3, schedule=(2,)), seed=4)
>>> state.hands == tuple(cards_of(dealt & state._held) for dealt in state._hidden.dealt)
True
>>> state.view(1)._public is state._public  # a view shares the public part as it is
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, ClassVar, Generic, TypeVar

import attrs
from typing_extensions import Self

from tricktaker.actions import Play
from tricktaker.cards import Card, Suit
from tricktaker.consistency import check_sorted
from tricktaker.errors import TricktakerError
from tricktaker.events import Event
from tricktaker.lean import LeanValue
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.tricks import CompletedTrick

__all__ = [
    "BiddingState",
    "BiddingView",
    "Hidden",
    "Public",
    "PublicFields",
    "RoundPart",
    "check_view_seat",
    "hidden_part",
]

R = TypeVar("R")
P = TypeVar("P")
A = TypeVar("A")
V = TypeVar("V")


@attrs.frozen(kw_only=True, weakref_slot=False)
class RoundPart:
    """What every seat may know of a round that only a new round (or a choice of trump)
    changes, shared by the round's :class:`Public` parts. The fields mean what they mean on
    :class:`tricktaker.ohhell.State`."""

    rules: Any
    round: int
    dealer: int
    trump_card: Card | None
    trump: Suit | None
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@attrs.frozen(kw_only=True, weakref_slot=False)
class Public:
    """What every seat may know of a round at one moment, shared by the states (and their
    views) of one trick: its ``part`` of the round, and what the bids and the tricks change.
    ``last`` is the last finished trick (its ``TrickWon`` event, or a
    :class:`~tricktaker.CompletedTrick` read from JSON), or None. The other fields mean what
    they mean on :class:`tricktaker.ohhell.State`."""

    part: RoundPart
    bids: tuple[int | None, ...]
    phase: Any
    leader: int
    tricks_taken: tuple[int, ...]
    played: tuple[Card, ...]
    last: Any


@attrs.frozen(weakref_slot=False)
class Hidden:
    """What no seat may see, shared by every state of a round: the game's ``seed`` and the
    hands as ``dealt``, one mask of cards a seat (never given to a view)."""

    seed: int
    dealt: tuple[int, ...]


class PublicFields(Generic[R, P]):
    """The public fields of a state or view, read from its :class:`Public` part."""

    __slots__ = ()
    _public: Public

    @property
    def rules(self) -> R:
        """The rule set."""
        rules: R = self._public.part.rules
        return rules

    @property
    def round(self) -> int:
        """The round number, from 1."""
        return self._public.part.round

    @property
    def dealer(self) -> int:
        """The seat that dealt this round."""
        return self._public.part.dealer

    @property
    def trump_card(self) -> Card | None:
        """The card turned up after the deal; None if none was."""
        return self._public.part.trump_card

    @property
    def trump(self) -> Suit | None:
        """The trump suit; None without trump."""
        return self._public.part.trump

    @property
    def bids(self) -> tuple[int | None, ...]:
        """Each seat's bid this round; None until made."""
        return self._public.bids

    @property
    def scores(self) -> tuple[int, ...]:
        """The game totals."""
        return self._public.part.scores

    @property
    def phase(self) -> P:
        """What ``to_act`` is asked to do."""
        phase: P = self._public.phase
        return phase

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over; empty until then."""
        return self._public.part.winners

    @property
    def leader(self) -> int:
        """The seat that led (or will lead) the trick in progress."""
        return self._public.leader

    @property
    def tricks_taken(self) -> tuple[int, ...]:
        """Tricks each seat has taken this round."""
        return self._public.tricks_taken

    @property
    def played(self) -> tuple[Card, ...]:
        """The cards of this round's finished tricks, in play order."""
        return self._public.played

    @property
    def last_trick(self) -> CompletedTrick | None:
        """The last finished trick of this round; None until one is."""
        last = self._public.last  # the TrickWon event that announced it (or as read)
        if last is None or type(last) is CompletedTrick:
            return last
        return CompletedTrick(cards=last.cards, leader=last.leader, winner=last.winner)


def hidden_part(seed: int, hands: Sequence[Iterable[Card]]) -> tuple[Hidden, int]:
    """The hidden part of a round whose seats hold ``hands`` (kept as dealt), and the mask of
    the cards they hold.

    >>> from tricktaker import parse_cards
    >>> hidden, held = hidden_part(7, [parse_cards("2C"), parse_cards("4C")])
    >>> hidden, bin(held)
    (Hidden(seed=7, dealt=(1, 4)), '0b101')
    """
    dealt = tuple([mask_of(hand) for hand in hands])
    held = 0
    for mask in dealt:
        held |= mask
    return Hidden(seed, dealt), held


def check_view_seat(seat: object, players: int) -> None:
    """Raise :class:`~tricktaker.TricktakerError` unless ``seat`` is a seat a view can be of.

    >>> check_view_seat(4, 4)
    Traceback (most recent call last):
    ...
    tricktaker.TricktakerError: no seat 4: seats are 0 to 3
    """
    if type(seat) is not int or not 0 <= seat < players:
        raise TricktakerError(f"no seat {seat!r}: seats are 0 to {players - 1}")


def _public(fields: dict[str, Any]) -> Public:
    """The public part of the public fields given by name (a state's or view's)."""
    return Public(
        part=RoundPart(**{name: fields[name] for name in _ROUND_NAMES}), bids=fields["bids"],
        phase=fields["phase"], leader=fields["leader"], tricks_taken=fields["tricks_taken"],
        played=fields["played"], last=fields["last_trick"],
    )  # fmt: skip


_ROUND_NAMES = tuple(field.name for field in attrs.fields(RoundPart))


class BiddingState(LeanValue, PublicFields[R, P], Generic[R, P, A, V]):
    """The base of a bidding game's ``State`` (``R``, ``P``, ``A`` and ``V`` its rules, phase,
    action and view classes): its slots and derived fields (see the module), and the two
    methods a search calls at every decision, :meth:`apply` and :meth:`view`, written out
    here for the common case (a card inside a trick) and asking the game's engine for the
    rest. The engine binds itself to its state class as ``_engine`` when it is built."""

    __slots__ = ("_held", "_hidden", "_public", "to_act", "trick")
    _engine: ClassVar[Any]
    _held: int
    _hidden: Hidden
    to_act: int | None
    trick: tuple[Card, ...]

    def __init__(
        self,
        *,
        hands: tuple[tuple[Card, ...], ...],
        seed: int,
        trick: tuple[Card, ...],
        to_act: int | None,
        played: tuple[Card, ...] = (),
        last_trick: CompletedTrick | None = None,
        winners: tuple[int, ...] = (),
        **public: Any,
    ) -> None:
        for seat, hand in enumerate(hands):  # as masks, an unsorted hand would pass unseen
            check_sorted(f"the hand of seat {seat}", hand)
        hidden, held = hidden_part(seed, hands)
        public.update(played=played, last_trick=last_trick, winners=winners)
        self._fill(_public=_public(public), _hidden=hidden, _held=held, trick=trick, to_act=to_act)

    @property
    def seed(self) -> int:
        """The seed every deal of the game derives from."""
        return self._hidden.seed

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards, in canonical order."""
        held = self._held
        return tuple([cards_of(dealt & held) for dealt in self._hidden.dealt])

    def apply(self, action: A) -> tuple[Self, tuple[Event, ...]]:
        """The state after ``action`` by ``to_act``, and the events it caused, in order.

        A card played inside a trick is the commonest step of a playout: it is taken here,
        changing only this state's own slots (one XOR of the cards held, the trick, the seat
        to act); a trick's end, a bid and the game's own actions are the engine's.

        Raises:
            IllegalActionError: the action is not allowed now (its ``code`` says why, as the
                state's ``refusal`` does); this state is unchanged.
        """
        engine = self._engine
        if type(action) is Play:
            public = self._public
            card = action.card  # type: ignore[attr-defined]  # a Play
            suit = action.suit  # type: ignore[attr-defined]
            if public.phase is engine.play_phase and suit is None and type(card) is Card:
                seat: int = self.to_act  # type: ignore[assignment]  # None only once over
                held = self._held
                hand = self._hidden.dealt[seat] & held
                bit = BITS[card.index]
                trick = self.trick
                # a lead that may_play refuses may still be open to any card (a broken suit)
                if hand & bit and (
                    engine.may_play(card, hand, trick)
                    or (not trick and engine.leads_any(public.part.rules, public.played))
                ):
                    trick += (card,)
                    players: int = public.part.rules.players
                    if len(trick) == players:
                        done: tuple[Self, tuple[Event, ...]] = engine.finish_trick(
                            self, held ^ bit, trick, seat
                        )
                        return done
                    following = engine.state_draft()
                    following._public = public
                    following._hidden = self._hidden
                    following._held = held ^ bit
                    following.trick = trick
                    following.to_act = seat + 1 if seat + 1 < players else 0
                    following.__class__ = type(self)
                    return following, engine.card_played[seat][card.index]
        elif type(action) is engine.bid_type:
            bid: tuple[Self, tuple[Event, ...]] | None = engine.bid(self, action)
            if bid is not None:
                return bid
        else:
            taken = engine.take(self, action)
            if taken is not None:
                return taken  # type: ignore[no-any-return]
        raise engine.refused(self, action)

    def view(self, seat: int) -> V:
        """What ``seat`` may know of this state: the public part as it is (shared, not
        copied), its own hand as a mask of its own cards (none while it has not looked at
        them, under blind bidding: ``BiddingEngine.unseen``), the trick and ``to_act`` (the
        hand sizes follow from these). Raises :class:`~tricktaker.TricktakerError` for no
        such seat."""
        dealt = self._hidden.dealt
        if type(seat) is not int or not 0 <= seat < len(dealt):
            check_view_seat(seat, len(dealt))  # raises, naming the seats
        engine = self._engine
        public = self._public
        view = engine.view_draft()
        view._public = public
        view.seat = seat
        view._hand = dealt[seat] & self._held
        view.trick = self.trick
        view.to_act = self.to_act
        if (
            engine.blind_bidding
            and public.phase is not engine.play_phase  # first: no card is unseen in the play
            and engine.unseen(self, seat)
        ):
            view._hand = 0
        view.__class__ = engine.view_class
        return view  # type: ignore[no-any-return]


class BiddingView(LeanValue, PublicFields[R, P]):
    """The base of a bidding game's ``View``: its slots and derived fields (see the module)."""

    __slots__ = ("_hand", "_public", "seat", "to_act", "trick")
    _hand: int
    seat: int
    to_act: int | None
    trick: tuple[Card, ...]

    def __init__(
        self,
        *,
        seat: int,
        hand: tuple[Card, ...],
        hand_sizes: tuple[int, ...],
        trick: tuple[Card, ...],
        to_act: int | None,
        played: tuple[Card, ...] = (),
        last_trick: CompletedTrick | None = None,
        **public: Any,
    ) -> None:
        check_sorted("the hand", hand)  # as a mask, an unsorted hand would pass unseen
        public.update(played=played, last_trick=last_trick)
        self._fill(
            _public=_public(public), seat=seat, _hand=mask_of(hand), trick=trick, to_act=to_act
        )
        if tuple(hand_sizes) != self.hand_sizes:  # derived: a value given must be that one
            raise TricktakerError(
                f"hand_sizes {tuple(hand_sizes)}: the hand and the trick give {self.hand_sizes}"
            )

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's cards, in canonical order."""
        return cards_of(self._hand)

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """The number of cards each seat holds, by seat (every seat held as many when the
        trick began, and those that have played to it since hold one less)."""
        players: int = self._public.part.rules.players
        leader, played, seat = self._public.leader, len(self.trick), self.seat
        size = self._hand.bit_count() + ((seat - leader) % players < played)
        return tuple([size - ((other - leader) % players < played) for other in range(players)])
