"""The phases a trick game may play before its tricks, each its legal actions, its refusals
and its step in one place: :class:`Bidding` (with the hook), :class:`NameTrump`; and the
exchange of :mod:`tricktaker.engine.exchange`, where a player takes cards from a reserve and
lays away as many. :class:`ListedRule` is the base of a phase whose legal actions are a list.

A game lists its phases, in order, as ``TrickGame.phases``; a deal begins in the first that
:meth:`~tricktaker.engine.PhaseRule.begin` enters, and each, once done, hands on to the next
(:meth:`~tricktaker.engine.TrickGame.next_phase`), the last to the tricks. A phase keeps
what it decides in public fields the game's ``State`` declares (``bids``), begun afresh each
deal (:meth:`~tricktaker.engine.PhaseRule.fresh`).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from typing import Any

from tricktaker.cards import Suit
from tricktaker.engine.states import position
from tricktaker.errors import IllegalActionError, RefusalCode
from tricktaker.events import Event

__all__ = ["Bidding", "ListedRule", "NameTrump", "PhaseRule", "bid_choices"]

Step = tuple[Any, tuple[Event, ...]]


class PhaseRule:
    """One phase of a deal: the game's phase ``phase`` (an enum member), what its player is
    ``asked`` to do (for messages), the action classes it takes, and its rules.

    A phase is bound to its game when the game is built (:meth:`bind`), and reads the
    game's hooks and public-part type through ``self.game``."""

    phase: enum.Enum
    asked: str
    actions: tuple[type, ...]
    every_action: tuple[Any, ...] = ()
    """Every action this phase may ever take, in a fixed order (for the encoding's numbering)."""
    fields: tuple[str, ...] = ()
    """The public fields this phase decides (a state read from JSON is checked against them
    once its actions are replayed)."""
    game: Any

    def bind(self, game: Any) -> None:
        """Bind this phase to the game it is a phase of (once, as the game is built)."""
        self.game = game

    def fresh(self, public: Any) -> None:
        """Set the public fields this phase keeps on ``public``, as each deal begins."""

    def begin(self, state: Any) -> Any | None:
        """The state in this phase with its first player to act, or None if the deal skips
        it (as for a phase that another enters, Spades' choice of a blind nil): None."""
        return None

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        """The actions ``position.to_act``, holding ``hand``, may take, in canonical order."""
        raise NotImplementedError

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        """Why ``position.to_act`` may not take ``action`` (one of :attr:`actions`), or None."""
        raise NotImplementedError

    def step(self, state: Any, action: Any) -> Step | None:
        """The state after ``state.to_act`` takes ``action``, and its events; None if it may
        not (:meth:`refusal` says why)."""
        raise NotImplementedError

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        """The actions this phase has taken in the deal whose public ``fields`` are given,
        in order: what a state read from JSON replays."""
        return []

    def undo(self, hands: list[int], fields: Mapping[str, Any]) -> None:
        """Put back in ``hands`` (masks by seat, as the play found them) what this phase
        moved between them, as a state read from JSON is rebuilt (a pass): nothing."""

    def entered(self, state: Any, to_act: int) -> Any:
        """``state`` in this phase (its public part copied), ``to_act`` to act: what a
        :meth:`~tricktaker.engine.PhaseRule.begin` that enters it returns."""
        public = self.game.public.copy(state._public)
        public.phase, public.rule = self.phase, self
        return self.moved(state, public, to_act)

    def moved(self, state: Any, public: Any, to_act: int | None) -> Any:
        """``state`` with the public part ``public`` and ``to_act``, its cards as they are."""
        return self.game.seam.state(public, state._hidden, state._held, state.trick, to_act)

    def given(self, state: Any, public: Any, seat: int, cards: int) -> Any:
        """``state`` with the public part ``public``, ``seat`` to act and given the cards of
        the mask ``cards`` besides its hand (a turned card, a skat or a talon picked up)."""
        hidden = self.handed(state._hidden, seat, cards)
        return self.game.seam.state(public, hidden, state._held | cards, (), seat)

    def handed(self, hidden: Any, seat: int, cards: int) -> Any:
        """The hidden part ``hidden`` with the cards of the mask ``cards`` dealt to ``seat``
        besides its hand: the cards a seat was given are among those dealt it (what
        :meth:`given` keeps, and a state read from JSON rebuilds)."""
        handed = self.game.hidden.copy(hidden)  # every other field kept (seen, a game's own)
        handed.dealt = tuple(
            [hand | cards if i == seat else hand for i, hand in enumerate(hidden.dealt)]
        )
        return handed


class ListedRule(PhaseRule):
    """A phase whose legal actions :meth:`~tricktaker.engine.PhaseRule.legal` lists: any
    other is refused as :meth:`why` says (with the refusal's :attr:`code`), and a legal one
    taken by :meth:`took`, given a copy of the public part to change. A game states the
    list, the reason and the step; the checks are written once, here.

    >>> from tricktaker import Suit, euchre
    >>> state = euchre.new_game(euchre.Rules(), seed=1)  # Euchre's calls: a ListedRule
    >>> [str(action) for action in state.legal_actions()]
    ['pass', 'call ♠']
    >>> state.refusal(euchre.Call(Suit.HEARTS)).code
    'illegal'
    """

    code: RefusalCode = "illegal"
    """The code of a refusal."""

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        """Every action of the phase (:attr:`~tricktaker.engine.PhaseRule.every_action`),
        unless the game lists fewer."""
        return self.every_action

    def why(self, position: Any, action: Any) -> str:
        """Why ``action``, which :meth:`~tricktaker.engine.PhaseRule.legal` does not list,
        is refused: the whole message."""
        raise NotImplementedError

    def took(self, state: Any, public: Any, seat: int, action: Any) -> Step:
        """The step of ``seat``'s legal ``action``, ``public`` a copy of the public part."""
        raise NotImplementedError

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        if action in self.legal(position, hand):
            return None
        return IllegalActionError(self.why(position, action), code=self.code)

    def step(self, state: Any, action: Any) -> Step | None:
        seat = state.to_act
        if action not in self.legal(state, state._hidden.dealt[seat] & state._held):
            return None
        return self.took(state, self.game.public.copy(state._public), seat, action)


def bid_choices(tricks: int, bid_so_far: int, hooked: bool) -> range | tuple[int, ...]:
    """The bids a player may make in a round of ``tricks`` tricks: 0 to ``tricks``.

    ``hooked``: this player bids last under the hook, and may not make the bids add up to
    ``tricks``; ``bid_so_far`` is the sum of the others' bids. When that would take a bid
    outside 0 to ``tricks``, nothing is forbidden.

    >>> bid_choices(3, 1, hooked=False), bid_choices(3, 1, hooked=True)
    (range(0, 4), (0, 1, 3))
    >>> bid_choices(3, 5, hooked=True)  # the others bid more than there are tricks
    range(0, 4)
    """
    if hooked:
        forbidden = tricks - bid_so_far
        if 0 <= forbidden <= tricks:
            return tuple([n for n in range(tricks + 1) if n != forbidden])
    return range(tricks + 1)


class Bidding(PhaseRule):
    """Each player bids a number of tricks once, clockwise from the dealer's left, the dealer
    last; under ``rules.hook`` the dealer may not make the bids add up to the tricks. The
    bids are the public field ``bids`` (None until made).

    Args:
        phase: the game's phase of bidding.
        bid: the game's bid action class, built as ``bid(tricks)``.
        made: the game's event of a bid, built as ``made(seat=..., tricks=...)``.
        most: the largest bid of any game (the largest hand).
    """

    asked = "bid"
    fields: tuple[str, ...] = ("bids",)

    def __init__(
        self, phase: enum.Enum, *, bid: Callable[[int], Any], made: type, most: int
    ) -> None:
        self.phase = phase
        self.bids = tuple(bid(n) for n in range(most + 1))  # shared values
        self.every_action = self.bids
        self.bids_up_to = tuple(self.bids[: n + 1] for n in range(most + 1))
        self.bid_type = type(self.bids[0])
        self.actions = (self.bid_type,)
        self.made = made
        self.most = most

    def bind(self, game: Any) -> None:
        super().bind(game)
        self.made_table = tuple(
            tuple((self.made(seat=seat, tricks=n),) for n in range(self.most + 1))
            for seat in range(game.most_players)
        )

    def fresh(self, public: Any) -> None:
        public.bids = (None,) * public.rules.players

    def first_bidder(self, position: Any) -> int:
        """The seat that bids first: the dealer's left."""
        return (position.dealer + 1) % position.rules.players  # type: ignore[no-any-return]

    def begin(self, state: Any) -> Any | None:
        public = self.game.public.copy(state._public)
        public.phase, public.rule = self.phase, self
        return self.asking(self.moved(state, public, self.first_bidder(state)))

    def asking(self, state: Any) -> Any:
        """The state that asks ``state.to_act``, the next bidder, for its bid: ``state``
        itself; a game whose bidder may first choose something else (to bid blind) moves it
        to the phase of that choice."""
        return state

    def tricks(self, position: Any) -> int:
        """The tricks of the deal (the largest bid): the cards dealt to each seat."""
        return position._public.dealt_size  # type: ignore[no-any-return]

    def choices(self, position: Any) -> range | tuple[int, ...]:
        """The bids ``position.to_act`` may make: any from 0 to the tricks; the dealer, under
        the hook, not the one that makes the bids add up to them (:func:`bid_choices`)."""
        public = position._public
        size = public.dealt_size
        if not public.rules.hook or position.to_act != public.dealer:
            return range(size + 1)
        return bid_choices(size, sum([bid for bid in public.bids if bid is not None]), True)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        choices = self.choices(position)
        if type(choices) is range:  # 0 up to a limit: a shared tuple
            return self.bids_up_to[len(choices) - 1]
        return tuple([self.bids[n] for n in choices])

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        from tricktaker.engine.game import malformed_action

        tricks = action.tricks
        if type(tricks) is not int:
            return malformed_action(action, "a Bid holds a whole number of tricks")
        choices = self.choices(position)
        if tricks in choices:
            return None
        return self.refused_bid(position, tricks, choices)

    def refused_bid(
        self, position: Any, tricks: int, choices: range | tuple[int, ...]
    ) -> IllegalActionError:
        """The refusal of a bid of ``tricks`` that is not one of ``choices``."""
        size = self.tricks(position)
        if 0 <= tricks <= size:
            return IllegalActionError(
                f"cannot bid {tricks}: the dealer may not make the bids add up to {size} "
                f"(the hook; you may bid {', '.join(map(str, choices))})",
                code="hook_forbids",
            )
        return IllegalActionError(
            f"cannot bid {tricks}: bids are 0 to {size}",
            code="bid_out_of_range",
        )

    def step(self, state: Any, action: Any) -> Step | None:
        tricks = action.tricks
        if type(tricks) is not int or tricks not in self.choices(state):
            return None
        return self.record(state, tricks)

    def record(self, state: Any, tricks: int) -> Step:
        """The state after ``state.to_act``'s bid of ``tricks`` (allowed), and its event."""
        seat = state.to_act
        game = self.game
        public = game.public.copy(state._public)
        bids = [*public.bids]
        bids[seat] = tricks
        public.bids = tuple(bids)
        following = game.seam.state(
            public, state._hidden, state._held, state.trick, (seat + 1) % public.rules.players
        )
        if seat == public.dealer:  # the dealer bids last
            return game.next_phase(following, self), self.made_table[seat][tricks]
        return self.asking(following), self.made_table[seat][tricks]

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        bids = fields["bids"]
        players = len(bids)
        first = (fields["dealer"] + 1) % players
        order = [(first + i) % players for i in range(players)]
        return [self.bids[bids[seat]] for seat in order if bids[seat] is not None]


class NameTrump(PhaseRule):
    """The dealer names the trump suit, when the deal asks it (Wizard's dealer after turning
    up a Wizard): any of the four suits. The suit named is the public field ``trump``.

    Args:
        phase: the game's phase of naming trump.
        action: the game's action class, built as ``action(suit)`` with a ``suit`` field.
        named: the game's event of it, built as ``named(seat=..., suit=...)``.
        when: whether ``position``'s deal asks the dealer to name trump.
        malformed: what a refusal of an action whose ``suit`` is no suit says is wanted.
    """

    asked = "choose the trump suit"
    fields: tuple[str, ...] = ("trump",)

    def __init__(
        self,
        phase: enum.Enum,
        *,
        action: Callable[[Suit], Any],
        named: type,
        when: Callable[[Any], bool],
        malformed: str,
    ) -> None:
        self.phase = phase
        self.choices = self.every_action = tuple(action(suit) for suit in Suit)
        self.actions = (type(self.choices[0]),)
        self.named = named
        self.when = when
        self.malformed = malformed

    def begin(self, state: Any) -> Any | None:
        if not self.when(state):
            return None
        public = self.game.public.copy(state._public)
        public.phase, public.rule = self.phase, self
        return self.moved(state, public, public.dealer)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return self.choices

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        from tricktaker.engine.game import malformed_action

        if type(action.suit) is not Suit:
            return malformed_action(action, self.malformed)
        return None

    def step(self, state: Any, action: Any) -> Step | None:
        suit = action.suit
        if type(suit) is not Suit:
            return None
        public = self.game.public.copy(state._public)
        public.trump = suit
        following = self.game.next_phase(self.moved(state, public, state.to_act), self)
        return following, (self.named(seat=public.dealer, suit=suit),)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        at = position(**fields)
        if fields["phase"] is self.phase or not self.when(at) or fields["trump"] is None:
            return []
        return [self.choices[fields["trump"]]]
