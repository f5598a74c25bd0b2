"""Spades' immutable game state, a seat's view of it, a given deal, and the transitions."""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from tricktaker.bidding import BidChoices, BiddingEngine
from tricktaker.bidding.position import BiddingState, BiddingView, Public
from tricktaker.cards import STANDARD_DECK, Card, Suit
from tricktaker.deals import as_hands, check_dealt_cards, check_hand_sizes
from tricktaker.errors import IllegalActionError, RefusalCode, RulesError, TricktakerError
from tricktaker.events import Event
from tricktaker.games import game_seed
from tricktaker.plugin import builder, evolver
from tricktaker.spades import kernel
from tricktaker.spades.actions import Action, Bid, BlindNil, SeeCards
from tricktaker.spades.events import (
    BidMade,
    BlindNilBid,
    CardsSeen,
    HandStarted,
    RoundScored,
    TrickWon,
)
from tricktaker.spades.rules import Rules
from tricktaker.teams import TeamPositions
from tricktaker.tricks import CompletedTrick

__all__ = [
    "ENGINE",
    "Deal",
    "Engine",
    "Phase",
    "SpadesPublic",
    "State",
    "View",
    "cards_unseen",
    "deal_round",
    "new_game",
    "start",
]


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    BID = "bid"
    """Players bid, clockwise from the dealer's left."""
    BLIND = "blind"
    """Under ``Rules.blind_nil``, the seat to bid, which may bid blind nil, has not seen its
    cards: it bids blind nil or sees them (then bids in the phase ``BID``)."""
    PLAY = "play"
    """Players play cards to tricks."""
    OVER = "over"
    """The game has ended."""


_PLAY = Phase.PLAY
_OVER = Phase.OVER
_BID = Phase.BID
_BLIND = Phase.BLIND


@attrs.frozen(kw_only=True, weakref_slot=False)
class SpadesPublic(Public):
    """Spades' public part of a state (:mod:`tricktaker.bidding.position`): the shared one,
    and which seats bid blind nil this hand."""

    blind_nil: tuple[bool, ...] = kernel.NO_BLIND


_PUBLIC_NAMES = tuple(field.name for field in attrs.fields(Public))


def _with_blind(public: Public, blind_nil: tuple[bool, ...]) -> SpadesPublic:
    """The shared public part ``public`` (as a position's ``__init__`` builds it), as
    Spades' with these ``blind_nil`` flags."""
    fields = {name: getattr(public, name) for name in _PUBLIC_NAMES}
    return SpadesPublic(**fields, blind_nil=tuple(blind_nil))


def cards_unseen(position: Any, seat: int, to_act: int | None) -> bool:
    """Whether ``seat`` has not yet seen its cards, ``position`` being a state or a view (or
    anything with their ``phase``, ``rules``, ``bids`` and ``scores``) whose seat to act is
    ``to_act``: under ``Rules.blind_nil``, a seat that may bid blind nil sees them only once
    it has bid it, or has chosen to see them (which leaves it to bid in the phase ``BID``)."""
    phase = position.phase
    rules = position.rules
    if phase is _PLAY or not rules.blind_nil or position.bids[seat] is not None:
        return False
    if phase is _BID and to_act == seat:
        return False  # it chose to see them
    return (phase is _BID or phase is _BLIND) and kernel.may_bid_blind(seat, position.scores, rules)


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
    blind_nil: tuple[bool, ...] = kernel.NO_BLIND
    tricks_taken: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]


def _blind_nil(position: Any) -> tuple[bool, ...]:
    blind: tuple[bool, ...] = position._public.blind_nil
    return blind


_BLIND_NIL = property(_blind_nil, doc="Which seats bid blind nil this hand (``Rules.blind_nil``).")
"""The ``blind_nil`` field of a state and a view, kept in their :class:`SpadesPublic` part."""


class View(BiddingView[Rules, Phase], BidChoices[Bid], TeamPositions):
    """What ``seat`` may know: its own hand, the table, bids, tricks and scores.

    The fields mean what they mean on :class:`State`; other seats' hands appear only as counts.
    (``BidChoices`` gives the bots ``legal_bids()``.)

    Attributes:
        seat: the seat this view belongs to.
        hand: this seat's cards; empty while it has not seen them (:attr:`cards_seen`).
    """

    __record__ = _ViewRecord
    __slots__ = ()
    blind_nil = _BLIND_NIL

    def __init__(self, *, blind_nil: tuple[bool, ...] = kernel.NO_BLIND, **fields: Any) -> None:
        super().__init__(**fields)
        self._fill(_public=_with_blind(self._public, blind_nil))

    @property
    def cards_seen(self) -> bool:
        """Whether this seat has seen its cards. False only under ``Rules.blind_nil``, while
        it may still bid blind nil and has not chosen to see them (its ``hand`` is then
        empty, its ``hand_sizes`` entry 13); a frontend shows the cards face down until
        then.

        >>> rules = Rules(blind_nil=True, blind_nil_deficit=0)
        >>> view = new_game(rules, seed=2).view(0)
        >>> view.cards_seen, view.hand, view.legal_actions()
        (False, (), (BlindNil(), SeeCards()))
        """
        return not cards_unseen(self, self.seat, self.to_act)

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds, by seat (see
        :attr:`~tricktaker.bidding.position.BiddingView.hand_sizes`): 13 each, its own
        too, while this seat has not seen its cards (:attr:`cards_seen`)."""
        if self._hand or self._public.phase is _PLAY or self.cards_seen:
            return _base_hand_sizes(self)
        return _FULL_HANDS

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._public.phase is _OVER

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions this seat may take now; empty unless it is this seat's turn."""
        if self.to_act != self.seat:
            return ()
        return ENGINE.legal_actions(self, self._hand)

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error this seat would get for ``action`` now (``error.code`` says why), or None
        if it may take it; ``not_your_turn`` while another seat is to act.

        >>> view = new_game(Rules(), seed=2).view(1)
        >>> view.refusal(Bid(1)).code
        'not_your_turn'
        """
        return ENGINE.view_refusal(self, action)

    def is_legal(self, action: object) -> bool:
        """Whether this seat may take ``action`` now (any value: False for what is no action).

        >>> view = new_game(Rules(), seed=2).view(0)
        >>> view.is_legal(Bid(13)), view.is_legal(Bid(14)), view.is_legal("bid 1")
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
    blind_nil: tuple[bool, ...] = kernel.NO_BLIND
    tricks_taken: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()


class State(BiddingState[Rules, Phase, Action, View], TeamPositions):
    """A Spades game at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; dealing,
    collecting tricks and scoring happen inside it, so every state that is not over waits for
    a decision by ``to_act``. Sequences indexed by seat have one entry per player.

    Attributes:
        rules: the rule set.
        seed: the seed every deal of the game derives from.
        round: the hand number, from 1.
        dealer: the seat that dealt this hand.
        trump_card: always None: no card is turned.
        trump: always spades.
        hands: each seat's cards, in canonical order.
        bids: each seat's bid this hand (0 is nil); None until made; ``blind_nil`` says which
            nils were bid blind.
        tricks_taken: tricks each seat has taken this hand.
        trick: the cards of the trick in progress, in play order.
        leader: the seat that led (or will lead) the trick in progress.
        played: the cards of this hand's finished tricks, in play order.
        last_trick: the last finished trick of this hand, kept until the next one is
            finished; None until the hand's first trick is won.
        scores: each seat's team total (partners have the same), the bonus of the game's end
            included once it is over.
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the seats of the winning team (every seat on a tie) once the game is over.

    >>> state = new_game(Rules(), seed=2)
    >>> state.phase, state.to_act, len(state.hands[1]), state.trump
    (<Phase.BID: 'bid'>, 0, 13, <Suit.SPADES: 3>)
    >>> after, events = state.apply(Bid(9))
    >>> [str(e) for e in events], after.to_act, after.legal_actions()[-1]
    (['seat 0 bids 9'], 1, Bid(tricks=13))
    >>> after.apply(Bid(4))[0].legal_actions()[-1]  # seat 2 may bid up to 13 - 9
    Bid(tricks=4)
    """

    __record__ = _StateRecord
    __slots__ = ()
    blind_nil = _BLIND_NIL

    def __init__(self, *, blind_nil: tuple[bool, ...] = kernel.NO_BLIND, **fields: Any) -> None:
        super().__init__(**fields)
        self._fill(_public=_with_blind(self._public, blind_nil))

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._public.phase is _OVER

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action ``to_act`` may take, in a canonical order (bids up, cards in hand
        order); empty when the game is over."""
        if self.to_act is None:
            return ()
        return ENGINE.legal_actions(self, self._hidden.dealt[self.to_act] & self._held)

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error :meth:`apply` raises for ``action`` (``error.code`` says why), or None if
        ``to_act`` may take it; any value may be asked about.

        >>> state = new_game(Rules(), seed=2)
        >>> state, _ = state.apply(Bid(9))
        >>> state, _ = state.apply(Bid(2))
        >>> error = state.refusal(Bid(5))
        >>> error.code
        'team_bid_limit'
        >>> str(error)
        'cannot bid 5: partners bid at most 13 together (seat 0 bid 9; you may bid 0 to 4)'
        """
        return ENGINE.state_refusal(self, action)

    def is_legal(self, action: object) -> bool:
        """Whether ``to_act`` may take ``action`` now, without raising for any value.

        >>> state = new_game(Rules(), seed=2)
        >>> state.is_legal(Bid(0)), state.is_legal(Bid(14)), state.is_legal(None)
        (True, False, False)
        """
        return self.refusal(action) is None


_base_hand_sizes: Callable[[View], tuple[int, ...]] = vars(BiddingView)["hand_sizes"].fget
_FULL_HANDS = (kernel.HAND_SIZE,) * kernel.PLAYERS
_DECK = frozenset(STANDARD_DECK)


@attrs.frozen
class Deal:
    """The cards of a first hand given rather than shuffled: ``hands`` by seat, 13 each.

    For duplicate tournaments, puzzles and tests: ``new_game(rules, deal=Deal(...))``.
    ``trump_card`` is always None (Spades turns no card; the field is the bidding games').

    >>> from tricktaker import parse_cards
    >>> Deal([parse_cards("AS"), parse_cards("AS")])
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: A♠ is dealt twice
    """

    hands: tuple[tuple[Card, ...], ...] = attrs.field(converter=as_hands)
    trump_card: None = None

    def __attrs_post_init__(self) -> None:
        if self.trump_card is not None:
            raise RulesError(f"Deal: Spades turns no trump card, not {self.trump_card!r}")
        cards = tuple(card for hand in self.hands for card in hand)
        check_dealt_cards(cards, _DECK, "the 52-card deck")

    def check(self, rules: Rules, round_number: int = 1) -> None:
        """Raise :class:`~tricktaker.RulesError` unless this deal gives 4 hands of 13 cards."""
        when = "the first hand" if round_number == 1 else f"hand {round_number}"
        check_hand_sizes(self.hands, kernel.PLAYERS, kernel.HAND_SIZE, when)


_hand_started = builder(HandStarted)
_to_phase = evolver(SpadesPublic, "phase")
_blind_marked = evolver(SpadesPublic, "blind_nil")
_BLIND_CHOICES = (BlindNil(), SeeCards())


class Engine(BiddingEngine[State, View]):
    """Spades' steps: what it shares with every bidding game, given its own rules (a bid
    limit between partners, spades to be broken, team scores and a game to a threshold)."""

    title = "Spades"
    state_class = State
    view_class = View
    phase = Phase
    bid_class = Bid
    bid_made = BidMade
    trick_won = TrickWon
    round_scored = RoundScored
    most_tricks = kernel.HAND_SIZE
    most_players = kernel.PLAYERS
    lead_refusal: tuple[str, RefusalCode] = ("spades are not broken", "suit_not_broken")
    public_class = SpadesPublic
    own_actions = (BlindNil, SeeCards)
    blind_bidding = True
    own_phases = ((Phase.BLIND, "bid blind nil or see its cards"),)

    playable = staticmethod(kernel.playable)
    playable_actions = staticmethod(kernel.playable_actions)
    may_play = staticmethod(kernel.may_play)
    led_suit = staticmethod(kernel.led_suit)
    winner = staticmethod(kernel.winner)

    def hand_size(self, rules: Rules, round_: int) -> int:
        return kernel.HAND_SIZE

    def deal_cards(
        self, rules: Rules, seed: int, round_: int, dealer: int
    ) -> tuple[tuple[tuple[Card, ...], ...], Card | None]:
        return kernel.deal(seed, round_, dealer), None

    def deal_events(self, state: State, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        rules, scores = state.rules, state.scores
        unseen = tuple(
            [seat for seat in range(kernel.PLAYERS) if kernel.may_bid_blind(seat, scores, rules)]
        )
        return (_hand_started(round=state.round, dealer=state.dealer, hands=hands, unseen=unseen),)

    def deal(
        self,
        rules: Any,
        seed: int,
        round_: int,
        dealer: int,
        scores: tuple[int, ...],
        given: Any = None,
    ) -> tuple[State, tuple[Event, ...]]:
        state, events = super().deal(rules, seed, round_, dealer, scores, given)
        return self._to_decide(state), events

    def bid(self, state: State, action: Any) -> tuple[State, tuple[Event, ...]] | None:
        done = super().bid(state, action)
        if done is None or not state._public.part.rules.blind_nil:
            return done
        return self._to_decide(done[0]), done[1]

    def _to_decide(self, state: State) -> State:
        """``state``, or, if its seat to bid may bid blind nil, that state in the phase
        ``BLIND``: a seat that may bid it decides so first, before it sees its cards."""
        public: Any = state._public
        seat = state.to_act
        part = public.part
        if public.phase is not _BID or seat is None or not part.rules.blind_nil:
            return state
        if not kernel.may_bid_blind(seat, part.scores, part.rules):
            return state
        return self.with_public(state, _to_phase(public, phase=_BLIND), seat)

    def own_legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return _BLIND_CHOICES

    def own_refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        if position.phase is not _BLIND:
            return self.wrong_phase(position, hand, action)
        return None

    def unseen(self, state: State, seat: int) -> bool:
        """Under ``Rules.blind_nil``, a seat that may still bid blind nil and has not chosen
        to see its cards (:attr:`View.cards_seen`)."""
        return state._public.part.rules.blind_nil and cards_unseen(state, seat, state.to_act)

    def own_step(self, state: State, action: Any) -> tuple[State, tuple[Event, ...]] | None:
        public: Any = state._public
        seat = state.to_act
        if public.phase is not _BLIND or seat is None:
            return None
        hand = state.hands[seat]
        if type(action) is SeeCards:
            seen = _to_phase(public, phase=_BID)
            following = self.with_public(state, seen, seat)
            return following, (CardsSeen(seat=seat, hand=hand),)
        # a nil bid as any other (the engine's one home for the turn and the dealer's last
        # bid), then marked blind
        asked = self.with_public(state, _to_phase(public, phase=_BID), seat)
        done = BiddingEngine.bid(self, asked, Bid(0))
        assert done is not None, "a seat that may bid blind nil may bid nil"
        bid: Any = done[0]
        blind = public.blind_nil[:seat] + (True,) + public.blind_nil[seat + 1 :]
        marked = _blind_marked(bid._public, blind_nil=blind)
        following = self._to_decide(self.with_public(bid, marked, bid.to_act))
        return following, (BlindNilBid(seat=seat, hand=hand),)

    def round_trump(self, card: Card | None) -> Suit | None:
        return Suit.SPADES

    def leads_any(self, rules: Rules, played: Sequence[Card]) -> bool:
        return rules.breaking_spades and kernel.spades_broken(played)

    def round_points(
        self, state: Any, bids: tuple[int, ...], taken: tuple[int, ...]
    ) -> tuple[int, ...]:
        totals = (state.scores[0], state.scores[1])
        points = kernel.hand_points(bids, taken, totals, state.rules, state.blind_nil)
        return tuple([points[kernel.team_of(seat)] for seat in range(kernel.PLAYERS)])

    def game_result(
        self, state: Any, scores: tuple[int, ...]
    ) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        result = kernel.game_result((scores[0], scores[1]), state.round, state.rules)
        if result is None:
            return None
        final, teams = result
        winners = tuple(seat for seat in range(kernel.PLAYERS) if kernel.team_of(seat) in teams)
        return tuple([final[kernel.team_of(seat)] for seat in range(kernel.PLAYERS)]), winners

    def scored_fields(self, state: Any) -> dict[str, Any]:
        return {"blind": state.blind_nil}

    def may_end_after(self, rules: Rules, round_: int) -> bool:
        return round_ <= rules.rounds  # a threshold may end the game after any hand

    def bid_choices(self, position: Any) -> range:
        bids = position._public.bids
        return range(kernel.bid_limit(bids[kernel.partner(position.to_act)]) + 1)

    def refusal(self, position: Any, hand: int, action: object) -> IllegalActionError | None:
        if type(action) is Bid and position.phase is Phase.BID and type(action.tricks) is int:
            limit = len(self.bid_choices(position)) - 1
            if limit < action.tricks <= kernel.HAND_SIZE:
                seat = kernel.partner(position.to_act)
                return IllegalActionError(
                    f"cannot bid {action.tricks}: partners bid at most 13 together (seat "
                    f"{seat} bid {position.bids[seat]}; you may bid 0 to {limit})",
                    code="team_bid_limit",
                )
        return super().refusal(position, hand, action)


ENGINE = Engine()
"""Spades' steps, built once."""


def start(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt for hand 1, and the event of that deal.

    ``seed`` fixes every deal; None draws a fresh one, kept in ``state.seed`` for replays.
    ``deal`` gives the first hand's cards instead (later hands are dealt from the seed).

    >>> state, events = start(Rules(), seed=5)
    >>> [type(event).__name__ for event in events]
    ['HandStarted']
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise TricktakerError(f"a Spades game needs spades.Rules, not {rules!r}")
    seed = game_seed(seed)
    if deal is not None:
        if not isinstance(deal, Deal):
            raise TricktakerError(f"deal must be a spades.Deal or None, not {deal!r}")
        deal.check(rules)
    return ENGINE.start(rules, seed, deal)


def new_game(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> State:
    """A new game, dealt for hand 1 and waiting for the first bid (see :func:`start`).

    >>> state = new_game(Rules(), seed=7)
    >>> state.dealer, state.to_act, [len(hand) for hand in state.hands]
    (3, 0, [13, 13, 13, 13])
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
    """Hand ``round_number`` laid out from the cards of ``deal``, with the game's totals so
    far (a seat's its team's): its first state and the event of its deal, for explicit
    chance (:mod:`tricktaker.chance`).

    Raises:
        RulesError: no such hand, scores that are not an int a seat, or a deal that does
            not fit.
        TricktakerError: ``rules``, ``deal`` or ``seed`` of the wrong type.
    """
    if not isinstance(rules, Rules):
        raise TricktakerError(f"a Spades hand needs spades.Rules, not {rules!r}")
    if not isinstance(deal, Deal):
        raise TricktakerError(f"deal must be a spades.Deal, not {deal!r}")
    return ENGINE.deal_round(rules, round_number, deal, scores=scores, seed=seed)
