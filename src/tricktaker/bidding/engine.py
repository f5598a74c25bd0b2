"""The steps every bid-then-play game takes: :class:`BiddingEngine`, and the hook rule.

A game of this family (Oh Hell, Wizard) deals a round, turns a trump card, has each player
bid clockwise from the dealer's left (the dealer last, and under the hook not so that the bids
add up to the tricks), then plays the tricks out: the dealer's left leads the first, each
trick's winner the next; once every card is played each seat scores its bid against its
tricks, and the next round is dealt by the next dealer until the last. The engine takes these
steps for a game that subclasses it and overrides the named hooks for what differs: its deal,
which cards may be played and which one wins, a round's points, and any action of its own
(Wizard's choice of trump); class attributes name its classes. The game's ``State`` and
``View`` derive from :mod:`tricktaker.bidding.position`'s lean bases, whose ``apply`` and
``view`` take the commonest steps themselves; their other methods are each a line that asks
the engine, so that their docstrings and types are the game's.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar

import attrs

from tricktaker.actions import Play
from tricktaker.bidding.position import Hidden, Public, RoundPart
from tricktaker.cards import Card, Suit
from tricktaker.deals import check_deal_number, check_scores
from tricktaker.errors import IllegalActionError, RefusalCode, shown_value
from tricktaker.events import Event, GameOver, card_played_table
from tricktaker.games import check_seed
from tricktaker.masks import BITS, cards_of, mask_of, plays_of
from tricktaker.plugin import builder, draft_class, evolver
from tricktaker.tricks import is_exactly, next_seat, unplayable_message

__all__ = [
    "BiddingEngine",
    "BiddingRules",
    "GivenDeal",
    "bid_choices",
    "malformed_action",
]

S = TypeVar("S")
V = TypeVar("V")
Result = tuple[Any, tuple[Event, ...]]


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


class BiddingRules(Protocol):
    """What the engine asks of a game's ``Rules``."""

    @property
    def players(self) -> int: ...
    @property
    def hook(self) -> bool: ...
    @property
    def rounds(self) -> int: ...
    @property
    def first_dealer(self) -> int: ...


class GivenDeal(Protocol):
    """A game's ``Deal``: a round's hands by seat, and the card turned after them."""

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]: ...
    @property
    def trump_card(self) -> Card | None: ...
    def check(self, rules: Any, round_number: int = 1) -> None:
        """Raise :class:`~tricktaker.RulesError` unless the deal fits that round."""


class BiddingEngine(Generic[S, V]):
    """The steps of a bid-then-play game, for its ``State`` and ``View`` classes: legality with
    the reason for each refusal, the legal actions, a bid, a card played (the trick won, the
    round scored, the next round dealt), the deal and the view.

    A game subclasses it, as python-chess's variants subclass its board: the class attributes
    name the game's classes and sizes, and the hooks below (each marked so) are the game's
    rules, which the steps call; a game overrides the hooks it must and those it changes, and
    builds its engine once (``ENGINE = Engine()``; Oh Hell's ``Engine`` in
    ``tricktaker/ohhell/state.py`` is the plainest). A hook that is a kernel function is
    assigned as one (``winner = staticmethod(kernel.winner)``), so that the hot path calls it
    directly.

    The ``state_class`` and ``view_class`` derive from
    :class:`~tricktaker.bidding.position.BiddingState` and
    :class:`~tricktaker.bidding.position.BiddingView`: lean values of a few slots and a
    shared :class:`~tricktaker.bidding.position.Public` part, whose fields mean what they
    mean on :class:`tricktaker.ohhell.State`. The hooks are given a seat's hand as a mask of
    cards (:mod:`tricktaker.masks`) where the hot path calls them, and a position (a state
    or a view) whose public fields they may read.

    Attributes:
        title: the game's name in messages (``"Oh Hell"``).
        state_class: the game's ``State`` class.
        view_class: the game's ``View`` class.
        phase: the game's phase enum, with members ``BID``, ``PLAY`` and ``OVER`` (and any of
            its own, such as Wizard's ``CHOOSE_TRUMP``).
        bid_class: the game's bid action class, built as ``bid_class(tricks)`` with a
            ``tricks`` field.
        bid_made, trick_won, round_scored: the game's event classes, with the fields of
            :class:`tricktaker.ohhell.BidMade`, :class:`~tricktaker.ohhell.TrickWon` and
            :class:`~tricktaker.ohhell.RoundScored`.
        most_tricks: the largest hand of any game (the largest bid).
        most_players: the most players of any game.
        own_actions: the game's action classes beyond ``Play`` and ``bid`` (Wizard's
            ``ChooseTrump``), whose refusals :meth:`own_refusal` gives.
        own_phases: each phase of the game's own, with what the player is asked to do in
            it (``(Phase.CHOOSE_TRUMP, "choose the trump suit")``); :meth:`own_legal` gives
            its legal actions.
        blind_bidding: whether a seat may bid before it has looked at its cards (Spades'
            blind nil); a view before the play then asks :meth:`unseen` and holds no card
            of a seat that has not looked.
    """

    title: str
    state_class: type[Any]
    view_class: type[Any]
    phase: type[enum.Enum]
    bid_class: Callable[[int], Any]
    bid_made: type
    trick_won: type
    round_scored: type
    most_tricks: int
    most_players: int
    own_actions: tuple[type, ...] = ()
    own_phases: tuple[tuple[enum.Enum, str], ...] = ()
    blind_bidding: bool = False
    lead_refusal: tuple[str, RefusalCode] = ("may not lead it", "illegal")
    """Why a lead that :meth:`may_play` refuses is refused, and the refusal's code."""
    public_class: type[Public] = Public
    """The class of the states' public part: :class:`~tricktaker.bidding.position.Public`,
    or a subclass with fields of the game's own (which seats made a bid of a kind of its own,
    say), each with a default that every round begins with, which the engine's steps keep
    from state to state (its evolvers and builders are made from this class)."""

    # -- the hooks: the game's own rules --------------------------------------------------------

    def hand_size(self, rules: Any, round_: int) -> int:
        """Hook: the cards each player gets in round ``round_`` of a game of ``rules``."""
        raise NotImplementedError

    def deal_cards(
        self, rules: Any, seed: int, round_: int, dealer: int
    ) -> tuple[tuple[tuple[Card, ...], ...], Card | None]:
        """Hook: the hands by seat (each in canonical order) and the turned card (None if no
        card is left) of round ``round_``, dealt by ``dealer`` from ``seed``."""
        raise NotImplementedError

    def deal_masks(
        self, rules: Any, seed: int, round_: int, dealer: int
    ) -> tuple[tuple[int, ...], Card | None]:
        """Hook: :meth:`deal_cards` with each hand as a card mask (:mod:`tricktaker.masks`),
        which the engine deals from; by default made from :meth:`deal_cards`. A game whose
        kernel deals masks overrides this one instead."""
        hands, trump_card = self.deal_cards(rules, seed, round_, dealer)
        return tuple([mask_of(hand) for hand in hands]), trump_card

    def deal_events(self, state: S, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        """Hook: the events of dealing the round ``state`` begins, its ``hands`` (by seat, in
        canonical order) given."""
        raise NotImplementedError

    def playable(self, hand: tuple[Card, ...], trick: Sequence[Card]) -> Sequence[Card]:
        """Hook: the cards of ``hand`` that may be played to ``trick``, in hand order."""
        raise NotImplementedError

    def playable_actions(self, hand: int, trick: Sequence[Card]) -> tuple[Play, ...]:
        """Hook: :meth:`playable` as ``Play`` actions, of the ``hand`` given as a mask of
        cards (:mod:`tricktaker.masks`): the hot path of ``legal_actions``."""
        raise NotImplementedError

    def may_play(self, card: Card, hand: int, trick: Sequence[Card]) -> bool:
        """Hook: whether ``card`` of the ``hand`` given as a mask is one of :meth:`playable`
        (the hot path of ``apply``)."""
        raise NotImplementedError

    def led_suit(self, trick: Sequence[Card]) -> Suit | None:
        """Hook: the suit to follow in ``trick``, or None (for messages)."""
        raise NotImplementedError

    def winner(self, cards: Sequence[Card], trump: Suit | None) -> int:
        """Hook: the index, in play order, of the card of ``cards`` that wins under ``trump``."""
        raise NotImplementedError

    def score(self, bid: int, taken: int, rules: Any) -> int:
        """Hook: one seat's points for a round, having bid ``bid`` and taken ``taken``."""
        raise NotImplementedError

    def leads_any(self, rules: Any, played: Sequence[Card]) -> bool:
        """Hook: whether a leader may lead any card of its hand, whatever :meth:`may_play`
        says of a lead, once the round's finished tricks hold the cards ``played`` (as once a
        suit that must be broken is broken). None may by default: the lead is
        :meth:`may_play`'s."""
        return False

    def may_end_after(self, rules: Any, round_: int) -> bool:
        """Hook: whether :meth:`game_result` may end the game after round ``round_``: after
        the last round, by default (for the checks of a position read from JSON)."""
        return bool(round_ == rules.rounds)

    def round_trump(self, card: Card | None) -> Suit | None:
        """Hook: the trump suit of a round whose turned card is ``card``: its suit, None
        without one (a game whose trump is fixed returns it)."""
        return None if card is None else card.suit

    def round_points(
        self, state: Any, bids: tuple[int, ...], taken: tuple[int, ...]
    ) -> tuple[int, ...]:
        """Hook: each seat's points for the round ``state`` ends, the seats having bid
        ``bids`` and taken ``taken``: :meth:`score` a seat by default. A game of teams gives
        each seat its team's points."""
        score, rules = self.score, state.rules
        return tuple([score(bid, took, rules) for bid, took in zip(bids, taken, strict=True)])

    def game_result(
        self, state: Any, scores: tuple[int, ...]
    ) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """Hook: the final scores and the winning seats if the game ends with the round
        ``state`` ends, the totals being ``scores``; None if another round is dealt. By
        default the game ends after ``rules.rounds`` rounds, the highest totals winning."""
        if state.round != state.rules.rounds:
            return None
        best = max(scores)
        return scores, tuple(seat for seat, total in enumerate(scores) if total == best)

    def scored_fields(self, state: Any) -> dict[str, Any]:
        """Hook: the fields of the game's own of its ``round_scored`` event for the round
        ``state`` ends (none by default)."""
        return {}

    def names_trump(self, card: Card) -> bool:
        """Hook: whether the dealer names trump after turning ``card`` (a Wizard); the round
        then begins in the phase ``phase.CHOOSE_TRUMP``, the dealer to act. None do by
        default."""
        return False

    def unseen(self, state: S, seat: int) -> bool:
        """Hook: whether ``seat`` has not yet looked at its cards in ``state``, a state before
        the play (asked only when :attr:`blind_bidding`); its view then holds none."""
        return False

    def own_refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        """Hook: why ``position.to_act``, holding the mask ``hand``, may not take ``action``,
        one of :attr:`own_actions`, now; None if it may."""
        raise NotImplementedError

    def own_step(self, state: S, action: Any) -> tuple[S, tuple[Event, ...]] | None:
        """Hook: the state after ``state.to_act`` takes ``action``, one of :attr:`own_actions`,
        and its events; None if it may not now (:meth:`own_refusal` says why)."""
        raise NotImplementedError

    def own_legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        """Hook: the legal actions in ``position.phase``, one of :attr:`own_phases`."""
        raise NotImplementedError

    # -- built once, from the class attributes ----------------------------------------------------

    def __init__(self) -> None:
        phase = self.phase
        self._bid_phase = phase["BID"]
        self._play = phase["PLAY"]
        self._over = phase["OVER"]
        self._bids = tuple(self.bid_class(n) for n in range(self.most_tricks + 1))  # shared values
        self._bids_up_to = tuple(self._bids[: n + 1] for n in range(self.most_tricks + 1))
        self._bid_type = type(self._bids[0])
        self.bid_type = self._bid_type
        """The game's bid class, which the states' ``apply`` hands to :meth:`bid`."""
        # the one-event tuple of each seat making each bid, and playing each card
        self._bid_made = tuple(
            tuple((self.bid_made(seat=seat, tricks=n),) for n in range(self.most_tricks + 1))
            for seat in range(self.most_players)
        )
        self.card_played = card_played_table(self.most_players)
        """``card_played[seat][index]``, the one-event tuple of ``seat`` playing that card."""
        self._trick_won = draft_class(self.trick_won)
        self._round_scored: Callable[..., Any] = builder(self.round_scored)
        self._asked: dict[Any, str] = {self._play: "play a card", self._bid_phase: "bid"}
        self._asked.update(self.own_phases)
        self._own_phases = frozenset(phase for phase, _ in self.own_phases)
        names = ["Bid", *(cls.__name__ for cls in self.own_actions), "Play"]
        self._kinds = f"{', '.join(names[:-1])} or {names[-1]}"
        self.play_phase = self._play
        # the states' apply() and view() take the commonest steps themselves, from these
        self.state_class._engine = self
        self.state_draft = draft_class(self.state_class)
        self.view_draft = draft_class(self.view_class)
        # the steps and views read these: an instance's own attribute is read faster than its
        # class's (about 150 instructions less a read on CPython 3.11)
        self.state_class = self.state_class
        self.view_class = self.view_class
        self.trick_won = self.trick_won
        self.blind_bidding = self.blind_bidding
        public_class = self.public_class
        self._round_part = builder(RoundPart)
        self._public = builder(public_class)
        self._fresh = {  # a round's own fields beyond Public's, as each round begins
            field.name: field.default
            for field in attrs.fields(public_class)
            if field.name not in attrs.fields_dict(Public)
        }
        self._next_bid = evolver(public_class, "bids", "phase")
        self._next_trick = evolver(public_class, "leader", "tricks_taken", "played", "last")
        self._final_part = evolver(RoundPart, "scores", "winners")
        self._final = evolver(public_class, "part", "phase", "tricks_taken", "played", "last")

    def next_state(self, public: Public, hidden: Hidden, held: int, to_act: int | None) -> S:
        """The state of these parts (see :mod:`tricktaker.bidding.position`) between two
        tricks, built as a draft: for the steps off the hot path, which builds its states
        inline."""
        state = self.state_draft()
        state._public = public
        state._hidden = hidden
        state._held = held
        state.trick = ()
        state.to_act = to_act
        state.__class__ = self.state_class
        return state  # type: ignore[no-any-return]

    def with_public(self, state: S, public: Public, to_act: int) -> S:
        """``state`` with the public part ``public`` and ``to_act`` to act, its cards as they
        are: the step of a bid, or of a game's own action before the tricks."""
        position: Any = state
        return self.next_state(public, position._hidden, position._held, to_act)

    def chooses_trump(self, card: Card | None) -> bool:
        """Whether the dealer names trump after turning ``card`` (none after no card)."""
        return card is not None and self.names_trump(card)

    # -- legality -------------------------------------------------------------------------------

    def bid_choices(self, position: Any) -> range | tuple[int, ...]:
        """The bids ``position.to_act`` may make now (:func:`bid_choices` for its round): the
        dealer bids last, so the hook is the dealer's."""
        part: RoundPart = position._public.part
        rules = part.rules
        size = self.hand_size(rules, part.round)
        if not rules.hook or position.to_act != part.dealer:  # no hook: any bid
            return range(size + 1)
        bids = position._public.bids
        return bid_choices(size, sum([bid for bid in bids if bid is not None]), True)

    def legal_actions(self, position: Any, hand: int) -> tuple[Any, ...]:
        """The actions ``position.to_act``, holding the mask ``hand``, may take, in the
        canonical order: bids up, the game's own in its order, cards in hand order."""
        public: Public = position._public
        phase = public.phase
        if phase is self._play:
            trick = position.trick
            if not trick and self.leads_any(public.part.rules, public.played):
                return plays_of(hand)
            return self.playable_actions(hand, trick)
        if phase is self._bid_phase:
            choices = self.bid_choices(position)
            if type(choices) is range:  # 0 up to a limit: a shared tuple
                return self._bids_up_to[len(choices) - 1]
            return tuple([self._bids[n] for n in choices])
        return self.own_legal(position, hand) if phase in self._own_phases else ()

    def refusal(self, position: Any, hand: int, action: object) -> IllegalActionError | None:
        """Why ``position.to_act``, holding the mask ``hand``, may not take ``action`` now, or
        None if it may: the one home of the game's legality, which ``refusal`` and
        ``is_legal`` of its states and views ask, and whose reason ``apply`` raises when its
        fast path refuses. Actions are matched by exact type, as in :meth:`legal_actions`."""
        phase, seat = position.phase, position.to_act
        if phase is self._over or seat is None:
            return IllegalActionError(
                f"cannot {self.describe(action)}: the game is over", code="game_over"
            )
        if is_exactly(action, Play):
            return self._play_refusal(position, hand, action)
        if type(action) is self._bid_type:
            tricks = action.tricks  # type: ignore[attr-defined]
            if type(tricks) is not int:
                return malformed_action(action, "a Bid holds a whole number of tricks")
            if phase is not self._bid_phase:
                return self.wrong_phase(position, hand, action)
            choices = self.bid_choices(position)
            if tricks in choices:
                return None
            size = self.hand_size(position.rules, position.round)
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
        if type(action) in self.own_actions:
            return self.own_refusal(position, hand, action)
        article = "an" if self.title[0] in "AEIOU" else "a"
        return malformed_action(
            action,
            f"{article} {self.title} action is {self._kinds}; seat {seat} must "
            f"{self._asked[phase]}",
        )

    def _play_refusal(self, position: Any, hand: int, action: Play) -> IllegalActionError | None:
        card = action.card
        if type(card) is not Card or not (action.suit is None or type(action.suit) is Suit):
            return malformed_action(action, "a Play holds a Card (and a Suit or None)")
        if position.phase is not self._play:
            return self.wrong_phase(position, hand, action)
        if action.suit is not None:
            return IllegalActionError(
                f"cannot {action}: in {self.title} a card is played without naming a suit",
                code="unexpected_suit",
            )
        trick = position.trick
        cards = cards_of(hand)
        if not hand & BITS[card.index]:
            reason = f"seat {position.to_act} does not hold it"
            return IllegalActionError(
                unplayable_message(card, reason, self.playable(cards, trick)), code="not_in_hand"
            )
        if not self.may_play(card, hand, trick):
            if not trick:
                if self.leads_any(position.rules, position.played):
                    return None
                reason, code = self.lead_refusal
            else:
                reason, code = f"must follow {self.led_suit(trick)}", "must_follow_suit"
            return IllegalActionError(
                unplayable_message(card, reason, self.playable(cards, trick)), code=code
            )
        return None

    def wrong_phase(self, position: Any, hand: int, action: object) -> IllegalActionError:
        """The refusal of an action of another phase: what the player must do instead."""
        legal = ", ".join(map(str, self.legal_actions(position, hand)))
        return IllegalActionError(
            f"cannot {action}: seat {position.to_act} must {self._asked[position.phase]} ({legal})",
            code="wrong_phase",
        )

    def view_refusal(self, view: Any, action: object) -> IllegalActionError | None:
        """:meth:`refusal` for a seat's view: ``not_your_turn`` while another seat is to act."""
        if view.to_act != view.seat and view.to_act is not None:
            return IllegalActionError(
                f"cannot {self.describe(action)}: it is seat {view.to_act}'s turn, not seat "
                f"{view.seat}'s",
                code="not_your_turn",
            )
        return self.refusal(view, view._hand, action)

    def state_refusal(self, state: Any, action: object) -> IllegalActionError | None:
        """:meth:`refusal` for a state: the hand is that of ``state.to_act``."""
        seat = state.to_act
        hand = 0 if seat is None else state._hidden.dealt[seat] & state._held
        return self.refusal(state, hand, action)

    def refused(self, state: Any, action: object) -> IllegalActionError:
        """The error ``apply`` raises for an ``action`` its fast path refused."""
        error = self.state_refusal(state, action)
        assert error is not None, f"apply refused {action!r}, which refusal() allows"
        return error

    def describe(self, action: object) -> str:
        """An action as a refusal names it: ``"bid 2"``, or ``"take 'x'"`` for no action."""
        if isinstance(action, (Play, type(self._bids[0]), *self.own_actions)):
            return str(action)
        return f"take {shown_value(action)}"

    # -- steps ----------------------------------------------------------------------------------

    def bid(self, state: S, action: Any) -> tuple[S, tuple[Event, ...]] | None:
        """The state after ``state.to_act`` makes the bid ``action``, and its events; None if
        the bid is not allowed now (:meth:`refusal` says why)."""
        position: Any = state
        public: Public = position._public
        tricks = action.tricks
        if public.phase is not self._bid_phase or type(tricks) is not int:
            return None
        if tricks not in self.bid_choices(position):
            return None
        seat = position.to_act
        part = public.part
        bids = [*public.bids]
        bids[seat] = tricks
        # the dealer bids last: play begins, led by the dealer's left (the round's leader)
        phase = self._play if seat == part.dealer else self._bid_phase
        following = self.state_draft()  # with_public(), written out: a bid is frequent
        following._public = self._next_bid(public, bids=tuple(bids), phase=phase)
        following._hidden = position._hidden
        following._held = position._held
        following.trick = ()
        following.to_act = seat + 1 if seat + 1 < part.rules.players else 0
        following.__class__ = self.state_class
        return following, self._bid_made[seat][tricks]

    def take(self, state: S, action: object) -> tuple[S, tuple[Event, ...]] | None:
        """The state after ``state.to_act`` takes ``action``, a bid or one of
        :attr:`own_actions`, and its events; None if it may not now (:meth:`refusal` says
        why). ``State.apply`` takes the cards played, and asks this for the rest."""
        if type(action) is self._bid_type:
            return self.bid(state, action)
        if type(action) in self.own_actions:
            return self.own_step(state, action)
        return None

    def finish_trick(
        self, state: S, held: int, trick: tuple[Card, ...], seat: int
    ) -> tuple[S, tuple[Event, ...]]:
        """The state after ``seat`` played the last card of ``trick``, leaving the cards
        ``held`` (a mask), and its events: the card played and the trick won; the round
        scored and the next dealt, or the game over, after its last trick. ``State.apply``
        has checked the card."""
        position: Any = state
        public: Public = position._public
        leader = public.leader
        part = public.part
        winner = (leader + self.winner(trick, part.trump)) % part.rules.players
        # the event is also the public part's last trick (last_trick reads it): one object
        won = self._trick_won()
        won.winner = winner
        won.leader = leader
        won.cards = trick
        won.__class__ = self.trick_won
        counts = [*public.tricks_taken]
        counts[winner] += 1
        taken = tuple(counts)
        events = (self.card_played[seat][trick[-1].index][0], won)
        if held:  # more tricks this round (every hand holds as many cards): the winner leads
            following = self.state_draft()
            following._public = self._next_trick(
                public, leader=winner, tricks_taken=taken, played=public.played + trick, last=won
            )
            following._hidden = position._hidden
            following._held = held
            following.trick = ()
            following.to_act = winner
            following.__class__ = self.state_class
            return following, events
        return self._end_round(state, taken, public.played + trick, won, events)

    def _end_round(
        self,
        state: Any,
        taken: tuple[int, ...],
        played: tuple[Card, ...],
        last: Any,
        events: tuple[Event, ...],
    ) -> Result:
        public: Public = state._public
        part = public.part
        rules = part.rules
        bids = tuple([bid for bid in public.bids if bid is not None])
        points = self.round_points(state, bids, taken)
        scores = tuple([total + pts for total, pts in zip(part.scores, points, strict=True)])
        scored = self._round_scored(
            round=part.round, trump=part.trump, bids=bids, taken=taken, points=points,
            scores=scores, **self.scored_fields(state),
        )  # fmt: skip
        result = self.game_result(state, scores)
        if result is not None:
            scores, winners = result
            over = self._final(
                public, part=self._final_part(part, scores=scores, winners=winners),
                phase=self._over, tricks_taken=taken, played=played, last=last,
            )  # fmt: skip
            final = self.next_state(over, state._hidden, 0, None)
            return final, (*events, scored, GameOver(scores=scores, winners=winners))
        dealer = next_seat(part.dealer, rules.players)
        following, dealt = self.deal(rules, state._hidden.seed, part.round + 1, dealer, scores)
        return following, (*events, scored, *dealt)

    def deal(
        self,
        rules: Any,
        seed: int,
        round_: int,
        dealer: int,
        scores: tuple[int, ...],
        given: GivenDeal | None = None,
    ) -> tuple[S, tuple[Event, ...]]:
        """Deal round ``round_`` (or lay out the ``given`` cards) and turn the trump card: the
        state that waits for the round's first decision, and the events of the deal."""
        players = rules.players
        if given is None:
            dealt, trump_card = self.deal_masks(rules, seed, round_, dealer)
        else:  # a Deal holds no card twice: as masks, its hands are sorted
            dealt, trump_card = tuple([mask_of(hand) for hand in given.hands]), given.trump_card
        first = next_seat(dealer, players)
        phase, to_act = self._bid_phase, first
        if trump_card is not None and self.names_trump(trump_card):
            phase, to_act = self.phase["CHOOSE_TRUMP"], dealer
        part = self._round_part(
            rules=rules, round=round_, dealer=dealer, trump_card=trump_card,
            trump=self.round_trump(trump_card), scores=scores, winners=(),
        )  # fmt: skip
        public = self._public(
            part=part, bids=(None,) * players, phase=phase, leader=first,
            tricks_taken=(0,) * players, played=(), last=None, **self._fresh,
        )  # fmt: skip
        held = 0
        for mask in dealt:
            held |= mask
        state = self.next_state(public, Hidden(seed, dealt), held, to_act)
        return state, self.deal_events(state, tuple([cards_of(mask) for mask in dealt]))

    def deal_round(
        self,
        rules: BiddingRules,
        round_number: int,
        given: GivenDeal,
        *,
        scores: Sequence[int],
        seed: int,
    ) -> tuple[S, tuple[Event, ...]]:
        """Round ``round_number`` laid out from the ``given`` cards, with the totals so far,
        dealt by the seat a seeded game has dealing it: a game's public ``deal_round``, once
        it has checked the types of ``rules`` and ``given``. Raises
        :class:`~tricktaker.RulesError` for no such round, scores that are not an int a seat,
        or a deal that does not fit the round; :class:`~tricktaker.TricktakerError` for a
        seed that is not an int."""
        check_deal_number(round_number, rules.rounds, "round")
        totals = check_scores(scores, rules.players)
        given.check(rules, round_number)
        dealer = (rules.first_dealer + round_number - 1) % rules.players
        return self.deal(rules, check_seed(seed), round_number, dealer, totals, given)

    def start(
        self, rules: BiddingRules, seed: int, given: GivenDeal | None
    ) -> tuple[S, tuple[Event, ...]]:
        """The first round dealt (``given``, or from ``seed``), and its events."""
        return self.deal(rules, seed, 1, rules.first_dealer, (0,) * rules.players, given)


def malformed_action(action: object, what: str) -> IllegalActionError:
    """The refusal of a value that is no well-formed action of the game."""
    return IllegalActionError(f"cannot take {shown_value(action)}: {what}", code="malformed")
