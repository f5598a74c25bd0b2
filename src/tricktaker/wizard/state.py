"""Wizard's immutable game state, a seat's view of it, and the transitions between them."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

import attrs

from tricktaker.bidding import BidChoices, BiddingEngine, malformed_action
from tricktaker.bidding.position import BiddingState, BiddingView, Public, RoundPart
from tricktaker.cards import CARD_COUNT, Card, CardKind, Suit
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.events import Event
from tricktaker.games import game_seed
from tricktaker.plugin import builder, evolver
from tricktaker.tricks import CompletedTrick, next_seat
from tricktaker.wizard import kernel
from tricktaker.wizard.actions import Action, Bid, ChooseTrump
from tricktaker.wizard.deal import Deal
from tricktaker.wizard.events import (
    BidMade,
    RoundScored,
    RoundStarted,
    TrickWon,
    TrumpChosen,
    TrumpTurned,
)
from tricktaker.wizard.rules import Rules

__all__ = ["ENGINE", "Engine", "Phase", "State", "View", "deal_round", "new_game", "start"]

_CHOOSE_TRUMP = tuple(ChooseTrump(suit) for suit in Suit)


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    CHOOSE_TRUMP = "choose_trump"
    """The dealer turned up a Wizard and names the trump suit."""
    BID = "bid"
    """Players bid, clockwise from the dealer's left."""
    PLAY = "play"
    """Players play cards to tricks."""
    OVER = "over"
    """The game has ended."""


_PLAY = Phase.PLAY
_OVER = Phase.OVER


def _choose_trump_refusal(
    position: State | View, hand: int, action: ChooseTrump
) -> IllegalActionError | None:
    """Why the dealer may not choose trump with ``action`` now, or None if it may."""
    if type(action.suit) is not Suit:
        return malformed_action(action, "choose one of ♣, ♦, ♥, ♠ (no-trump may not be chosen)")
    if position.phase is not Phase.CHOOSE_TRUMP:
        return ENGINE.wrong_phase(position, hand, action)
    return None


@attrs.frozen(kw_only=True)
class _ViewRecord:
    """The public fields of a :class:`View`, in the order JSON writes them."""

    seat: int
    rules: Rules
    round: int
    dealer: int
    trump_card: Card | None
    trump: Suit | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    bids: tuple[int | None, ...]
    tricks_taken: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]


class View(BiddingView[Rules, Phase], BidChoices[Bid]):  # legal_plays(), legal_bids(): for bots
    """What ``seat`` may know: its own hand, the table, bids, tricks and scores.

    The fields mean what they mean on :class:`State`; other seats' hands appear only as counts.

    Attributes:
        seat: the seat this view belongs to.
        hand: this seat's cards.
        hand_sizes: how many cards each seat holds.
    """

    __record__ = _ViewRecord
    __slots__ = ()

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._public.phase is _OVER

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions this seat may take now; empty unless it is this seat's turn."""
        if self.to_act != self.seat:
            return ()
        if self._public.phase is _PLAY:  # the hot path of a rollout policy's choice
            return kernel.playable_actions(self._hand, self.trick)
        return ENGINE.legal_actions(self, self._hand)

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error this seat would get for ``action`` now (``error.code`` says why), or None
        if it may take it; ``not_your_turn`` while another seat is to act.

        >>> from tricktaker import Card, Play
        >>> view = new_game(Rules(players=3), seed=2).view(0)
        >>> view.refusal(Bid(1)).code
        'not_your_turn'
        """
        return ENGINE.view_refusal(self, action)

    def is_legal(self, action: object) -> bool:
        """Whether this seat may take ``action`` now (any value: False for what is no action).

        >>> view = new_game(Rules(players=3), seed=2).view(1)
        >>> view.is_legal(Bid(1)), view.is_legal(Bid(2)), view.is_legal("bid 1")
        (True, False, False)
        """
        return self.refusal(action) is None


@attrs.frozen(kw_only=True)
class _StateRecord:
    """The public fields of a :class:`State`, in the order JSON writes them."""

    rules: Rules
    seed: int
    round: int
    dealer: int
    trump_card: Card | None
    trump: Suit | None
    hands: tuple[tuple[Card, ...], ...]
    bids: tuple[int | None, ...]
    tricks_taken: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()


class State(BiddingState[Rules, Phase, Action, View]):
    """A Wizard game at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; dealing, turning
    trump, collecting tricks and scoring happen inside it, so every state that is not over
    waits for a decision by ``to_act``. Sequences indexed by seat have one entry per player.

    Attributes:
        rules: the rule set.
        seed: the seed every deal of the game derives from.
        round: the round number, from 1.
        dealer: the seat that dealt this round.
        trump_card: the card turned up after the deal; None in the last round.
        trump: the trump suit; None without trump (or before the dealer chooses).
        hands: each seat's cards, in canonical order.
        bids: each seat's bid this round; None until made.
        tricks_taken: tricks each seat has taken this round.
        trick: the cards of the trick in progress, in play order.
        leader: the seat that led (or will lead) the trick in progress.
        played: the cards of this round's finished tricks, in play order (a trick's cards
            join it when the trick is won); empty at the start of a round.
        last_trick: the last finished trick of this round (its cards, leader and winner),
            kept until the next one is finished; None until the round's first trick is won.
            A finished game keeps the last trick of its last round.
        scores: the game totals.
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the seats with the highest total once the game is over; empty until then.

    >>> state = new_game(Rules(players=3), seed=2)
    >>> state.round, state.phase, state.to_act, len(state.hands[1])
    (1, <Phase.BID: 'bid'>, 1, 1)
    >>> state.legal_actions()
    (Bid(tricks=0), Bid(tricks=1))
    >>> after, events = state.apply(Bid(1))
    >>> [str(e) for e in events], state.bids
    (['seat 1 bids 1'], (None, None, None))
    """

    __record__ = _StateRecord
    __slots__ = ()

    @property
    def is_over(self) -> bool:
        """True once the last round has been scored."""
        return self._public.phase is _OVER

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action ``to_act`` may take, in a canonical order (bids up, suits ♣♦♥♠, cards
        in hand order); empty when the game is over."""
        if self._public.phase is _PLAY:  # the hot path of every playout
            hand = self._hidden.dealt[self.to_act] & self._held  # type: ignore[index]
            return kernel.playable_actions(hand, self.trick)
        if self.to_act is None:
            return ()
        return ENGINE.legal_actions(self, self._hidden.dealt[self.to_act] & self._held)

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error :meth:`apply` raises for ``action`` (``error.code`` says why), or None if
        ``to_act`` may take it; any value may be asked about.

        >>> state = new_game(Rules(players=3, hook=True), seed=2)
        >>> state.refusal(Bid(1)) is None
        True
        >>> error = state.refusal(Bid(5))
        >>> error.code, str(error)
        ('bid_out_of_range', 'cannot bid 5: bids are 0 to 1')
        """
        return ENGINE.state_refusal(self, action)

    def is_legal(self, action: object) -> bool:
        """Whether ``to_act`` may take ``action`` now: ``action in state.legal_actions()``
        without raising for any value, and without building the list.

        >>> state = new_game(Rules(players=3), seed=2)
        >>> state.is_legal(Bid(1)), state.is_legal(Bid(2)), state.is_legal(None)
        (True, False, False)
        """
        return self.refusal(action) is None


_trump_named = evolver(RoundPart, "trump")
_trump_chosen = evolver(Public, "part", "phase")
_round_started = builder(RoundStarted)
_TRUMP_TURNED = tuple(
    TrumpTurned(card=card, trump=card.suit) for card in map(Card.from_index, range(CARD_COUNT))
)  # the event of turning up each card, by card index: shared values


def _deal_events(state: State, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
    """Round started, and the trump card turned if one was left."""
    started = _round_started(round=state.round, dealer=state.dealer, hands=hands)
    if state.trump_card is None:
        return (started,)
    return (started, _TRUMP_TURNED[state.trump_card.index])


class Engine(BiddingEngine[State, View]):
    """Wizard's steps: what it shares with every bidding game, given its own rules, and its
    own action and phase: the dealer names trump after turning up a Wizard."""

    title = "Wizard"
    state_class = State
    view_class = View
    phase = Phase
    bid_class = Bid
    bid_made = BidMade
    trick_won = TrickWon
    round_scored = RoundScored
    most_tricks = 60 // 3
    most_players = 6
    own_actions = (ChooseTrump,)
    own_phases = ((Phase.CHOOSE_TRUMP, "choose the trump suit"),)

    playable = staticmethod(kernel.playable)
    playable_actions = staticmethod(kernel.playable_actions)
    may_play = staticmethod(kernel.may_play)
    led_suit = staticmethod(kernel.led_suit)
    winner = staticmethod(kernel.winner)

    def hand_size(self, rules: Rules, round_: int) -> int:
        return round_  # round r deals r cards

    def deal_masks(
        self, rules: Rules, seed: int, round_: int, dealer: int
    ) -> tuple[tuple[int, ...], Card | None]:
        return kernel.deal_masks(seed, round_, rules.players, dealer)

    def deal_events(self, state: State, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        return _deal_events(state, hands)

    def score(self, bid: int, taken: int, rules: Rules) -> int:
        return kernel.score(bid, taken)  # the same for every rule set

    def names_trump(self, card: Card) -> bool:
        return card.kind is CardKind.WIZARD

    def own_refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        return _choose_trump_refusal(position, hand, action)

    def own_step(self, state: State, action: Any) -> tuple[State, tuple[Event, ...]] | None:
        """The dealer names trump (the only action of Wizard's own), if it may now."""
        suit = action.suit
        if state.phase is not Phase.CHOOSE_TRUMP or type(suit) is not Suit:
            return None
        public = state._public
        public = _trump_chosen(public, part=_trump_named(public.part, trump=suit), phase=Phase.BID)
        to_act = next_seat(state.dealer, state.rules.players)
        following = self.with_public(state, public, to_act)
        return following, (TrumpChosen(seat=state.dealer, suit=suit),)

    def own_legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return _CHOOSE_TRUMP


ENGINE = Engine()
"""Wizard's steps, built once."""


def start(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt for round 1, and the events of that deal (round started, trump turned).

    ``seed`` fixes every deal; None draws a fresh one, kept in ``state.seed`` for replays.
    ``deal`` gives round 1's cards instead (later rounds are dealt from the seed).

    >>> state, events = start(Rules(players=3), seed=5)
    >>> [type(event).__name__ for event in events]
    ['RoundStarted', 'TrumpTurned']
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise TricktakerError(f"a Wizard game needs wizard.Rules, not {rules!r}")
    seed = game_seed(seed)
    if deal is not None:
        if not isinstance(deal, Deal):
            raise TricktakerError(f"deal must be a wizard.Deal or None, not {deal!r}")
        deal.check(rules)
    return ENGINE.start(rules, seed, deal)


def new_game(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> State:
    """A new game, dealt for round 1 and waiting for the first decision (see :func:`start`).

    >>> state = new_game(Rules(players=4, hook=True), seed=7)
    >>> state.round, state.dealer, state.seed
    (1, 0, 7)
    >>> state.trump_card, state.phase, state.to_act  # a Wizard turned: the dealer names trump
    (Card.parse('W4'), <Phase.CHOOSE_TRUMP: 'choose_trump'>, 0)
    """
    return start(rules, seed=seed, deal=deal)[0]


def deal_round(
    rules: Rules,
    round_number: int,
    deal: Deal,
    *,
    scores: Sequence[int],
    seed: int = 0,
) -> tuple[State, tuple[Event, ...]]:
    """Round ``round_number`` laid out from the cards of ``deal``, with the game's totals so
    far: its first state and the events of its deal (round started, trump turned).

    The round is the one a seeded game reaches: dealt by ``rules.first_dealer`` moved one seat
    a round, each hand of ``round_number`` cards. Explicit chance (:mod:`tricktaker.chance`)
    starts every round here; the rounds after it are dealt from ``seed`` when its states are
    played on with :meth:`State.apply`.

    >>> from tricktaker import Card, parse_cards
    >>> deal = Deal([parse_cards("AS 2C"), parse_cards("N1 W1"), parse_cards("KH 3D")],
    ...             Card.parse("8H"))
    >>> state, events = deal_round(Rules(players=3), 2, deal, scores=(30, -10, 20))
    >>> state.round, state.dealer, state.to_act, state.trump, state.scores
    (2, 1, 2, <Suit.HEARTS: 2>, (30, -10, 20))

    Raises:
        RulesError: no such round, scores that are not an int a seat, or a deal that does
            not fit the round.
        TricktakerError: ``rules``, ``deal`` or ``seed`` of the wrong type.
    """
    if not isinstance(rules, Rules):
        raise TricktakerError(f"a Wizard round needs wizard.Rules, not {rules!r}")
    if not isinstance(deal, Deal):
        raise TricktakerError(f"deal must be a wizard.Deal, not {deal!r}")
    return ENGINE.deal_round(rules, round_number, deal, scores=scores, seed=seed)
