"""Spades on the trick-game engine: a bidding game of two partnerships, spades always trump
and broken before they are led, a bid limit between partners, blind nil, and team scores
with bags to a threshold."""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from tricktaker.cards import STANDARD_DECK, Card, Suit
from tricktaker.deals import as_hands, check_dealt_cards, check_hand_sizes
from tricktaker.engine import (
    Bidding,
    Dealt,
    PhaseRule,
    TrickState,
    TrickView,
    deal_numbered,
    starting,
)
from tricktaker.engine.actions import BidChoices
from tricktaker.engine.family import BiddingGame
from tricktaker.errors import IllegalActionError, RulesError
from tricktaker.events import Event
from tricktaker.masks import SUIT_MASKS, mask_of
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
    "GAME_RULES", "Deal", "Phase", "State", "View", "cards_unseen", "deal_round", "new_game",
    "start",
]  # fmt: skip


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


class View(TrickView[Rules, Phase, Action], BidChoices[Bid], TeamPositions):
    """What ``seat`` may know: its own hand, the table, bids, tricks and scores.

    The fields mean what they mean on :class:`State`; other seats' hands appear only as counts.
    (``BidChoices`` gives the bots ``legal_bids()``.)

    Attributes:
        seat: the seat this view belongs to.
        hand: this seat's cards; empty while it has not seen them (:attr:`cards_seen`).
    """

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
    __slots__ = ()

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
        return not GAME_RULES.unseen(self, self.seat)


class State(TrickState[Rules, Phase, Action, View], TeamPositions):
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
    __slots__ = ()


_SPADES = SUIT_MASKS[Suit.SPADES]
_DECK = frozenset(STANDARD_DECK)


def cards_unseen(position: Any, seat: int, to_act: int | None) -> bool:
    """Whether ``seat`` has not yet seen its cards, ``position`` being a state's or a view's
    public part (or anything with their ``phase``, ``rules``, ``bids`` and ``scores``: a
    state, a view) whose seat to act is
    ``to_act``: under ``Rules.blind_nil``, a seat that may bid blind nil sees them only once
    it has bid it, or has chosen to see them (which leaves it to bid in the phase ``BID``)."""
    phase = position.phase
    rules = position.rules
    if phase is Phase.PLAY or not rules.blind_nil or position.bids[seat] is not None:
        return False
    if phase is Phase.BID and to_act == seat:
        return False  # it chose to see them
    return (phase is Phase.BID or phase is Phase.BLIND) and kernel.may_bid_blind(
        seat, position.scores, rules
    )


class SpadesBidding(Bidding):
    """Spades' bids: partners bid at most 13 together; a seat that may bid blind nil first
    chooses between that and seeing its cards (the phase ``BLIND``)."""

    fields = ("bids", "blind_nil")

    def fresh(self, public: Any) -> None:
        public.bids, public.blind_nil = (None,) * 4, kernel.NO_BLIND

    def choices(self, position: Any) -> range:
        return range(kernel.bid_limit(position._public.bids[kernel.partner(position.to_act)]) + 1)

    def refused_bid(self, position: Any, tricks: int, choices: Any) -> IllegalActionError:
        limit = len(choices) - 1
        if limit < tricks <= kernel.HAND_SIZE:
            seat = kernel.partner(position.to_act)
            return IllegalActionError(
                f"cannot bid {tricks}: partners bid at most 13 together (seat {seat} bid "
                f"{position.bids[seat]}; you may bid 0 to {limit})",
                code="team_bid_limit",
            )
        return super().refused_bid(position, tricks, choices)

    def asking(self, state: Any) -> Any:
        public = state._public
        if public.rules.blind_nil and kernel.may_bid_blind(
            state.to_act, public.scores, public.rules
        ):
            asked = self.game.public.copy(public)
            asked.phase, asked.rule = Phase.BLIND, BLIND
            return self.moved(state, asked, state.to_act)
        return state

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        rules, bids, blind = fields["rules"], fields["bids"], fields["blind_nil"]
        actions: list[Any] = []
        first = (fields["dealer"] + 1) % 4
        for seat in [(first + i) % 4 for i in range(4)]:
            may = rules.blind_nil and kernel.may_bid_blind(seat, fields["scores"], rules)
            if blind[seat]:
                actions.append(BlindNil())
            elif bids[seat] is not None:
                actions += [SeeCards(), Bid(bids[seat])] if may else [Bid(bids[seat])]
            elif may and fields["phase"] is Phase.BID and fields["to_act"] == seat:
                actions.append(SeeCards())  # it chose to see its cards, and bids next
        return actions


class BlindChoice(PhaseRule):
    """Under ``Rules.blind_nil``, a seat that may bid blind nil, at its turn to bid and before
    it sees its cards, bids blind nil or sees them (then bids in the phase ``BID``)."""

    phase = Phase.BLIND
    asked = "bid blind nil or see its cards"
    actions = (BlindNil, SeeCards)
    _choices = (BlindNil(), SeeCards())

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return self._choices

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        return None

    def step(self, state: Any, action: Any) -> Any:
        public, seat = state._public, state.to_act
        bidding = self.game.public.copy(public)
        bidding.phase, bidding.rule = Phase.BID, BIDDING
        asked = self.moved(state, bidding, seat)
        hand = state.hands[seat]
        if type(action) is SeeCards:
            return asked, (CardsSeen(seat=seat, hand=hand),)
        done, _ = BIDDING.record(asked, 0)  # a nil as any other (the turn, the dealer's last)
        marked = self.game.public.copy(done._public)
        marked.blind_nil = public.blind_nil[:seat] + (True,) + public.blind_nil[seat + 1 :]
        following = self.moved(done, marked, done.to_act)
        if marked.phase is Phase.BID:
            following = BIDDING.asking(following)
        return following, (BlindNilBid(seat=seat, hand=hand),)


BIDDING = SpadesBidding(Phase.BID, bid=Bid, made=BidMade, most=kernel.HAND_SIZE)
BLIND = BlindChoice()


class Spades(BiddingGame):
    """Spades' rules where they differ from a plain trick game: spades trump and broken
    before they are led, the bids of partners, blind nil, team scores with bags and nils,
    the game to a threshold or a number of hands."""

    name = "spades"
    title = "Spades"
    state_class = State
    view_class = View
    phase = Phase
    phases = (BIDDING, BLIND)
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = RoundScored
    lead_refusal = ("spades are not broken", "suit_not_broken")
    deal_fields = ("dealer", "trump_card", "trump")
    per_seat = ("blind_nil",)

    def trump_of(self, card: Card | None) -> Suit:
        return Suit.SPADES  # always; no card is turned

    def round_started(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> Event:
        rules, scores = state.rules, state.scores
        unseen = tuple([seat for seat in range(4) if kernel.may_bid_blind(seat, scores, rules)])
        return HandStarted(round=state.round, dealer=state.dealer, hands=hands, unseen=unseen)

    def playable(self, position: Any, hand: int) -> int:
        """Follow the led suit if able; lead a spade only from a hand of nothing but spades,
        or (under ``breaking_spades``) once a spade was played to an earlier trick."""
        trick = position.trick
        if trick:
            return hand & SUIT_MASKS[trick[0].suit] or hand
        public = position._public
        if public.rules.breaking_spades and kernel.spades_broken(public.played):
            return hand
        return hand & ~_SPADES or hand

    def unseen(self, position: Any, seat: int) -> bool:
        """Under ``Rules.blind_nil``, a seat that may still bid blind nil and has not chosen
        to see its cards."""
        return cards_unseen(position._public, seat, position.to_act)  # (fields, not properties)

    def deal_points(self, state: Any) -> tuple[int, ...]:
        totals = (state.scores[0], state.scores[1])
        points = kernel.hand_points(
            state.bids, state.tricks_taken, totals, state.rules, state.blind_nil
        )
        return tuple([points[kernel.team_of(seat)] for seat in range(4)])

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        return {**super().scored_fields(state, points, scores), "blind": state.blind_nil}

    def game_result(
        self, state: Any, scores: tuple[int, ...]
    ) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        result = kernel.game_result((scores[0], scores[1]), state.round, state.rules)
        if result is None:
            return None
        final, teams = result
        winners = tuple(seat for seat in range(4) if kernel.team_of(seat) in teams)
        return tuple([final[kernel.team_of(seat)] for seat in range(4)]), winners


GAME_RULES = Spades()
"""Spades' rules on the engine, built once."""


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

    def dealt(self) -> Dealt:
        """This deal as the engine keeps it."""
        return Dealt(tuple([mask_of(hand) for hand in self.hands]), ())


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
    return starting(GAME_RULES, Rules, rules, seed, Deal, deal)


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
    rules: Rules, round_number: int, deal: Deal, *, scores: Sequence[int], seed: int = 0
) -> tuple[State, tuple[Event, ...]]:
    """Hand ``round_number`` laid out from the cards of ``deal``, with the game's totals so
    far (a seat's its team's): its first state and the event of its deal, for explicit
    chance (:mod:`tricktaker.chance`).

    Raises:
        RulesError: no such hand, scores that are not an int a seat, or a deal that does
            not fit.
        TricktakerError: ``rules``, ``deal`` or ``seed`` of the wrong type.
    """
    return deal_numbered(GAME_RULES, Rules, rules, round_number, Deal, deal, scores, seed)
