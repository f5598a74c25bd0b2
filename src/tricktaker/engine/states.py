"""The state and view bases of every trick game, made from the fields a game declares once.

A game declares its ``State`` and ``View`` as subclasses of :class:`TrickState` and
:class:`TrickView` whose class bodies list their public fields as annotations, in the order
JSON writes them (a default after ``=`` where JSON may leave one out), as an attrs class
would::

    class State(TrickState[Rules, Phase, Action, "View"]):
        rules: Rules
        seed: int
        round: int
        hands: tuple[tuple[Card, ...], ...]
        bids: tuple[int | None, ...]
        trick: tuple[Card, ...]
        ...
        __slots__ = ()

That list is the one home of the fields: from it come the state's ``__record__`` (the attrs
class that JSON reads, :mod:`tricktaker.serialize`), its properties and the slots of its
public part (:mod:`tricktaker.engine.parts`). The engine keeps some fields itself (``seed``
and ``hands`` in the hidden part, ``trick`` and ``to_act`` in slots; a view's ``seat``,
``hand`` and ``hand_sizes``); a field the class defines itself (a property) is derived; every
other field is read from the public part, by a C-level ``attrgetter``.

>>> from tricktaker import ohhell
>>> state = ohhell.new_game(ohhell.Rules(players=3, schedule=(2,)), seed=4)
>>> state.view(1)._public is state._public  # a view shares the public part as it is
True
>>> ohhell.State.__record__.__name__, [f.name for f in attrs.fields(ohhell.State)][:4]
('StateRecord', ['rules', 'seed', 'round', 'dealer'])
"""

from __future__ import annotations

import inspect
import operator
import types
from typing import Any, ClassVar, Generic, TypeVar

import attrs
from typing_extensions import Self

from tricktaker.actions import Play, PlayChoices
from tricktaker.cards import Card
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.events import Event
from tricktaker.lean import LeanValue
from tricktaker.masks import BITS, cards_of, plays_of
from tricktaker.tricks import CompletedTrick

__all__ = [
    "TrickState",
    "TrickView",
    "check_view_seat",
    "position",
]

R = TypeVar("R")
P = TypeVar("P")
A = TypeVar("A")
V = TypeVar("V")

_STATE_OWN = frozenset({"seed", "hands", "trick", "to_act"})
"""A state's fields that the engine keeps itself (in the hidden part and in slots)."""
_VIEW_OWN = frozenset({"seat", "hand", "hand_sizes", "trick", "to_act"})
"""A view's fields that the engine keeps itself (in slots, or derived from them)."""
_NOTHING = object()


def _fields_of(cls: type) -> tuple[tuple[str, str, Any], ...]:
    """The fields ``cls``'s body declares, in order: each its name, its annotation (a
    string) and its default (or a marker for none; a property the body defines under the
    field's name derives it)."""
    annotations: dict[str, str] = inspect.get_annotations(cls)
    return tuple(
        (name, hint, _default(cls.__dict__.get(name, _NOTHING)))
        for name, hint in annotations.items()
        if not name.startswith("_")
    )


def _default(value: Any) -> Any:
    """A field's default as the class body gives it: none for a property (a derived field,
    which the class defines itself)."""
    return _NOTHING if isinstance(value, property) else value


def _record(cls: type, fields: tuple[tuple[str, str, Any], ...]) -> type:
    """The attrs class of ``fields``, in ``cls``'s module (where the annotations resolve)."""
    these = {
        name: attrs.field() if default is _NOTHING else attrs.field(default=default)
        for name, _, default in fields
    }
    record = attrs.make_class(f"{cls.__name__}Record", these, frozen=True, kw_only=True, slots=True)
    record.__module__ = cls.__module__
    record.__annotations__ = {name: hint for name, hint, _ in fields}
    return record


def _install(cls: type, own: frozenset[str]) -> tuple[str, ...]:
    """Make ``cls``'s record and its public fields' properties; return the names read from
    the public part."""
    fields = _fields_of(cls)
    if not fields:
        return ()
    cls._defaults = {  # type: ignore[attr-defined]
        name: default for name, _, default in fields if default is not _NOTHING
    }
    cls._required = frozenset(  # type: ignore[attr-defined]
        name for name, _, default in fields if default is _NOTHING
    )
    if "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__qualname__} must declare __slots__ = () (its fields are parts)")
    cls.__record__ = _record(cls, fields)  # type: ignore[attr-defined]
    LeanValue.__init_subclass__.__func__(cls)  # type: ignore[attr-defined]  # reads __record__
    public = []
    for name, _, default in fields:
        if default is not _NOTHING:
            delattr(cls, name)  # the record keeps the default; the class reads the part
        if name in own or _defined(cls, name):
            continue
        public.append(name)
        # no docstring of its own (attrgetter's would show): the class's Attributes say it
        setattr(cls, name, property(operator.attrgetter(f"_public.{name}"), doc=""))
    return tuple(public)


def _defined(cls: type, name: str) -> bool:
    """Whether ``cls`` or a base defines ``name``: a derived field (``last_trick``, say)."""
    for klass in cls.__mro__:
        if klass is LeanValue:
            return False
        if name in klass.__dict__:
            return True
    return False


class TrickState(LeanValue, Generic[R, P, A, V]):
    """The base of a trick game's ``State`` (``R``, ``P``, ``A`` and ``V`` its rules, phase,
    action and view classes): its slots, the fields the engine keeps, and the methods a
    search calls at every decision, each asking the game (:class:`~tricktaker.engine.TrickGame`),
    which binds itself to the class as ``_game``."""

    __slots__ = ("_held", "_hidden", "_public", "to_act", "trick")
    _game: ClassVar[Any]
    _public_names: ClassVar[tuple[str, ...]] = ()
    _held: int
    _hidden: Any
    _public: Any
    to_act: int | None
    trick: tuple[Card, ...]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        names = _install(cls, _STATE_OWN)
        if names:
            cls._public_names = names

    def __init__(self, **fields: Any) -> None:
        """A state from its public fields, as they are (JSON's way in, which then checks
        that the rules reach it: :mod:`tricktaker.engine.rebuild`)."""
        built = self._game.build_state(_given(type(self), fields))
        self._fill(
            _public=built._public, _hidden=built._hidden, _held=built._held,
            trick=built.trick, to_act=built.to_act,
        )  # fmt: skip

    @property
    def seed(self) -> int:
        """The seed every deal of the game derives from."""
        seed: int = self._hidden.seed
        return seed

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards, in canonical order."""
        held = self._held
        return tuple([cards_of(dealt & held) for dealt in self._hidden.dealt])

    @property
    def phase(self) -> P:
        """What ``to_act`` is asked to do."""
        phase: P = self._public.phase
        return phase

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._public.phase is self._game.over

    @property
    def last_trick(self) -> CompletedTrick | None:
        """The last finished trick of this deal (its cards, leader and winner); None until
        one is."""
        return _completed(self._public.last_trick)

    @property
    def shown_hands(self) -> tuple[tuple[Card, ...] | None, ...]:
        """The cards every seat knows each seat holds (the card turned for trump that the
        dealer keeps), by seat, as every view shows them; None for a seat of which none are
        shown."""
        return _shown(self._game.shown_cards(self), len(self._hidden.dealt))

    def legal_actions(self) -> tuple[A, ...]:
        """Every action ``to_act`` may take, in a canonical order; empty once the game is
        over."""
        seat = self.to_act
        if seat is None:
            return ()
        public = self._public
        game = public.game
        hand = self._hidden.dealt[seat] & self._held
        rule = public.rule  # the phase's: a bid, a pass, a call ...; in the play, a claim
        if public.phase is game.play and rule is None:  # the hot path of every playout
            can = game.playable(self, hand)
            game.asked = (self, can)  # apply asks the same rule next: one atomic store
            if can & game.names_suit and not (game.leads_naming and self.trick):  # one names a suit
                return game.plays(self, can)  # type: ignore[no-any-return]
            return plays_of(can)  # type: ignore[return-value]
        return () if rule is None else rule.legal(self, hand)

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error :meth:`apply` raises for ``action`` (``error.code`` says why), or None
        if ``to_act`` may take it; any value may be asked about."""
        return self._game.state_refusal(self, action)  # type: ignore[no-any-return]

    def is_legal(self, action: object) -> bool:
        """Whether ``to_act`` may take ``action`` now: ``action in state.legal_actions()``
        without raising for any value, and without building the list."""
        return self._game.state_refusal(self, action) is None

    def apply(self, action: A) -> tuple[Self, tuple[Event, ...]]:
        """The state after ``action`` by ``to_act``, and the events it caused, in order.

        A card played inside a trick is the commonest step of a playout: it is taken here,
        changing only this state's own slots (one XOR of the cards held, the trick, the seat
        to act); a trick's end and the other phases' actions are the game's.

        Raises:
            IllegalActionError: the action is not allowed now (its ``code`` says why, as
                ``refusal`` does); this state is unchanged.
        """
        public = self._public
        game = public.game
        if type(action) is Play:
            card = action.card  # type: ignore[attr-defined]  # a Play
            if public.phase is game.play and action.suit is None and type(card) is Card:  # type: ignore[attr-defined]
                seat: int = self.to_act  # type: ignore[assignment]  # None only once over
                held = self._held
                index = card.index
                bit = BITS[index]
                asked, can = game.asked  # legal_actions' answer, if it was asked of this state
                if asked is not self:
                    can = game.playable(self, self._hidden.dealt[seat] & held)
                # a card that names no suit (or names one only when led, and follows)
                if can & bit and (not bit & game.names_suit or (game.leads_naming and self.trick)):
                    trick = self.trick + (card,)
                    seats = public.trick_seats
                    size = len(trick)
                    if size == len(seats):
                        return game.finish_trick(self, held ^ bit, trick, seat)  # type: ignore[no-any-return]
                    following = game.seam.state(
                        public, self._hidden, held ^ bit, trick, seats[size]
                    )
                    after_lead = game.after_leads
                    if after_lead is not None and size == 1:
                        return after_lead(following, game.card_played[seat][index])  # type: ignore[no-any-return]
                    return following, game.card_played[seat][index]
            if game.names_suit and game.state_refusal(self, action) is None:  # a suit named
                return game.take_card(self, card, action.suit)  # type: ignore[no-any-return, attr-defined]
        else:
            rule = public.rule  # the phase's: a bid, a pass, a call ...
            if rule is not None and type(action) in rule.actions:
                done = rule.step(self, action)
                if done is not None:
                    return done  # type: ignore[no-any-return]
        raise game.refused(self, action)

    def view(self, seat: int) -> V:
        """What ``seat`` may know of this state: the public part as it is (shared), what the
        seat alone knows (``TrickGame.seen``), its own hand (none while it has not looked at
        it: ``TrickGame.unseen``), the trick and ``to_act``. Raises
        :class:`~tricktaker.TricktakerError` for no such seat."""
        dealt = self._hidden.dealt
        try:
            if type(seat) is not int or seat < 0:
                raise IndexError(seat)
            hand = dealt[seat] & self._held
        except IndexError:
            raise _no_seat(seat, len(dealt)) from None
        public = self._public
        game = public.game
        if game.plain_views:
            return game.seam.view(public, None, seat, hand, self.trick, self.to_act)  # type: ignore[no-any-return]
        seen_by = game.seen_by
        if seen_by is None:
            seen = None
        else:
            seen = self._hidden.seen  # by seat, once the deal has fixed it
            seen = seen[seat] if seen is not None else seen_by(self, seat)
        # a seat plays from the cards it has seen: asked only before the play
        if game.blind and public.phase is not game.play and game.unseen(self, seat):
            hand = 0
        return game.seam.view(public, seen, seat, hand, self.trick, self.to_act)  # type: ignore[no-any-return]


class TrickView(LeanValue, PlayChoices, Generic[R, P, A]):
    """The base of a trick game's ``View``: what one seat may know, sharing the state's
    public part as it is; its own hand is a mask of its own cards (never another seat's)."""

    __slots__ = ("_hand", "_public", "_seen", "seat", "to_act", "trick")
    _game: ClassVar[Any]
    _public_names: ClassVar[tuple[str, ...]] = ()
    _hand: int
    _public: Any
    _seen: Any
    seat: int
    to_act: int | None
    trick: tuple[Card, ...]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        names = _install(cls, _VIEW_OWN)
        if names:
            cls._public_names = names

    def __init__(self, **fields: Any) -> None:
        """A view from its public fields, as they are (JSON's way in, which then checks that
        the rules reach it: :mod:`tricktaker.engine.rebuild`)."""
        built = self._game.build_view(_given(type(self), fields))
        self._fill(
            _public=built._public, _seen=built._seen, _hand=built._hand, seat=built.seat,
            trick=built.trick, to_act=built.to_act,
        )  # fmt: skip

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's cards, in canonical order."""
        return cards_of(self._hand)

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds, by seat."""
        return self._game.hand_sizes(self)  # type: ignore[no-any-return]

    @property
    def shown_hands(self) -> tuple[tuple[Card, ...] | None, ...]:
        """The cards every seat knows each seat holds (the card turned for trump that the
        dealer keeps, a dummy's hand), by seat; None for a seat of which none are shown."""
        players: int = self._public.rules.players
        return _shown(self._game.shown_cards(self), players)

    @property
    def phase(self) -> P:
        """What ``to_act`` is asked to do."""
        phase: P = self._public.phase
        return phase

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._public.phase is self._game.over

    @property
    def last_trick(self) -> CompletedTrick | None:
        """The last finished trick of this deal; None until one is."""
        return _completed(self._public.last_trick)

    def legal_actions(self) -> tuple[A, ...]:
        """The actions this seat may take now; empty unless it is this seat's turn."""
        return self._game.view_legal(self)  # type: ignore[no-any-return]

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error this seat would get for ``action`` now (``error.code`` says why), or
        None if it may take it; ``not_your_turn`` while another seat is to act."""
        return self._game.view_refusal(self, action)  # type: ignore[no-any-return]

    def is_legal(self, action: object) -> bool:
        """Whether this seat may take ``action`` now (any value: False for what is no
        action)."""
        return self._game.view_refusal(self, action) is None


def _given(cls: Any, fields: dict[str, Any]) -> dict[str, Any]:
    """``fields`` with the defaults of those left out; a :class:`TypeError` for a field
    missing or unknown, as an attrs class's ``__init__`` raises."""
    missing = cls._required.difference(fields)
    unknown = set(fields).difference(cls._required, cls._defaults)
    if missing or unknown:
        problem = f"missing {sorted(missing)}" if missing else f"unknown {sorted(unknown)}"
        raise TypeError(f"{cls.__qualname__}() fields {problem}")
    return {**cls._defaults, **fields}


def _shown(masks: tuple[int, ...] | None, players: int) -> tuple[tuple[Card, ...] | None, ...]:
    """The shown cards of each seat (masks, or None for none) as cards, None where none."""
    if masks is None:
        return (None,) * players
    return tuple([cards_of(mask) if mask else None for mask in masks])


def _completed(last: Any) -> CompletedTrick | None:
    """The last trick as a :class:`~tricktaker.CompletedTrick`: the part keeps the
    ``TrickWon`` event that announced it (one object for both), or the trick read from JSON."""
    if last is None or type(last) is CompletedTrick:
        return last
    return CompletedTrick(cards=last.cards, leader=last.leader, winner=last.winner)


def check_view_seat(seat: object, players: int) -> None:
    """Raise :class:`~tricktaker.TricktakerError` unless ``seat`` is a seat a view can be of.

    >>> check_view_seat(4, 4)
    Traceback (most recent call last):
    ...
    tricktaker.TricktakerError: no seat 4: seats are 0 to 3
    """
    if type(seat) is not int or not 0 <= seat < players:
        raise _no_seat(seat, players)


def _no_seat(seat: object, players: int) -> TricktakerError:
    """The error of a view asked of ``seat``, no seat of ``players``."""
    return TricktakerError(f"no seat {seat!r}: seats are 0 to {players - 1}")


def position(**fields: Any) -> Any:
    """A position of only the fields given, for a game's pure rule functions to ask its
    hooks "what if" (``game.playable(position(trick=cards), hand)``).

    >>> from tricktaker import parse_cards
    >>> position(trick=parse_cards("8H")).trick
    (Card.parse('8♥'),)
    """
    return types.SimpleNamespace(**fields)
