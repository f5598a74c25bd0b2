"""Bridge's immutable game state, a seat's view of it, a given deal, and the transitions.

The state is lean (:class:`~tricktaker.lean.LeanValue`), in three levels. What every state of
a board shares (the seed, the hands as dealt as masks, and the board's public part: the
rules, its number, dealer and vulnerability) sits in one ``_Board``. What every seat may know
and only a call or a trick's end changes (the auction, the contract, the leader, the finished
tricks, the totals, the phase) sits in a ``_Public`` part, shared by the states of one trick
and by their views. A state keeps in its own slots only what a card changes: the cards still
held (one mask: a seat's hand is ``dealt[seat] & held``), the trick, whose turn it is.

Two notions the core knows generically: the seat that *decides* (``decider``) is the
declarer when the dummy is to play (``to_act`` names the seat whose card is played), and the
dummy's hand, once the opening lead is made, is a *shown hand* that every view holds
(``shown_hands``).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

import attrs

from tricktaker.actions import Play, PlayChoices
from tricktaker.bridge import kernel
from tricktaker.bridge.auction import Auction, side_of
from tricktaker.bridge.calls import Action, Bid, Call, Double, Pass, Redouble, Strain
from tricktaker.bridge.events import (
    AuctionEnded,
    BoardScored,
    BoardStarted,
    CallMade,
    DummyFaced,
    TrickWon,
)
from tricktaker.bridge.rules import Rules
from tricktaker.bridge.scoring import SEAT_NAMES, Contract, score
from tricktaker.cards import STANDARD_DECK, Card, Suit
from tricktaker.consistency import check_sorted
from tricktaker.deals import as_hands, check_dealt_cards, check_hand_sizes
from tricktaker.errors import IllegalActionError, RulesError, TricktakerError, shown_value
from tricktaker.events import Event, GameOver, card_played_table
from tricktaker.games import game_seed
from tricktaker.lean import LeanValue
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.plugin import builder, draft_class
from tricktaker.tricks import CompletedTrick, unplayable_message

__all__ = ["Deal", "Phase", "State", "View", "deal_board", "new_game", "start"]

_SEATS = range(4)


class Phase(enum.Enum):
    """What the seat to act is asked to do."""

    AUCTION = "auction"
    """Calls, clockwise from the dealer."""
    PLAY = "play"
    """Cards to tricks; the declarer plays the dummy's."""
    OVER = "over"
    """The game has ended."""


_AUCTION, _PLAY, _OVER = Phase.AUCTION, Phase.PLAY, Phase.OVER
_CALL_TYPES = (Bid, Pass, Double, Redouble)


class _Seen:
    """What every seat sees of a board before a call: the rules, the board's number, its
    dealer and vulnerability."""

    __slots__ = ("dealer", "number", "rules", "vulnerable")

    def __init__(
        self, rules: Rules, number: int, dealer: int, vulnerable: tuple[bool, ...]
    ) -> None:
        self.rules, self.number, self.dealer, self.vulnerable = rules, number, dealer, vulnerable


class _Board:
    """What every state of one board shares: the seed, each seat's cards as dealt (masks),
    and the board's public part."""

    __slots__ = ("dealt", "seed", "seen")

    def __init__(self, rules: Rules, seed: int, number: int, dealt: tuple[int, ...]) -> None:
        self.seed, self.dealt = seed, dealt
        self.seen = _Seen(rules, number, rules.dealer_of(number), rules.vulnerable(number))


class _Public:
    """What every seat may know of a board that only a call or a trick's end changes: shared
    by every state of one trick (or between two calls) and by their views. The fields mean
    what they mean on :class:`State`; ``auction`` is where the auction stands, and
    ``dummy_hand`` the mask of the cards the dummy held as the trick began, once faced (0
    before), the cards all seats see."""

    __slots__ = (
        "auction",
        "calls",
        "contract",
        "declarer_tricks",
        "dummy_hand",
        "last_trick",
        "leader",
        "phase",
        "played",
        "scores",
        "seen",
        "winners",
    )

    seen: _Seen
    auction: Auction
    calls: tuple[Call, ...]
    contract: Contract | None
    leader: int
    played: tuple[Card, ...]
    last_trick: CompletedTrick | None
    declarer_tricks: int
    scores: tuple[int, ...]
    phase: Phase
    winners: tuple[int, ...]
    dummy_hand: int


def _public(
    *,
    seen: _Seen,
    auction: Auction,
    calls: tuple[Call, ...],
    contract: Contract | None,
    leader: int,
    played: tuple[Card, ...],
    last_trick: CompletedTrick | None,
    declarer_tricks: int,
    scores: tuple[int, ...],
    phase: Phase,
    winners: tuple[int, ...],
    dummy_hand: int,
) -> _Public:
    """A public part, every field named (the slow ways in and a board's first state)."""
    public = _Public()
    public.seen, public.auction, public.calls = seen, auction, calls
    public.contract, public.leader, public.played = contract, leader, played
    public.last_trick, public.declarer_tricks = last_trick, declarer_tricks
    public.scores, public.phase, public.winners = scores, phase, winners
    public.dummy_hand = dummy_hand
    return public


def _next_public(public: _Public) -> _Public:
    """A copy of ``public``, for a call or a trick's end to change a few of its fields."""
    following = _Public()
    following.seen = public.seen
    following.auction = public.auction
    following.calls = public.calls
    following.contract = public.contract
    following.leader = public.leader
    following.played = public.played
    following.last_trick = public.last_trick
    following.declarer_tricks = public.declarer_tricks
    following.scores = public.scores
    following.phase = public.phase
    following.winners = public.winners
    following.dummy_hand = public.dummy_hand
    return following


class _PublicFields:
    """The public fields of a state or view read from its ``_Public`` part (and from the
    trick and whose turn it is, which both keep in slots of their own)."""

    __slots__ = ()
    _public: _Public
    trick: tuple[Card, ...]
    to_act: int | None

    @property
    def rules(self) -> Rules:
        """The rule set."""
        return self._public.seen.rules

    @property
    def board(self) -> int:
        """The board in play, from 1."""
        return self._public.seen.number

    @property
    def dealer(self) -> int:
        """The seat that dealt this board and called first."""
        return self._public.seen.dealer

    @property
    def vulnerable(self) -> tuple[bool, ...]:
        """Whether North-South and East-West are vulnerable on this board."""
        return self._public.seen.vulnerable

    @property
    def calls(self) -> tuple[Call, ...]:
        """The calls of this board's auction, from the dealer's."""
        return self._public.calls

    @property
    def contract(self) -> Contract | None:
        """The contract, once the auction has ended in one (None before, and on a board
        passed out)."""
        return self._public.contract

    @property
    def leader(self) -> int:
        """The seat that led (or will lead) the trick in progress."""
        return self._public.leader

    @property
    def played(self) -> tuple[Card, ...]:
        """The cards of this board's finished tricks, in play order."""
        return self._public.played

    @property
    def last_trick(self) -> CompletedTrick | None:
        """The last finished trick of this board; None before the first."""
        return self._public.last_trick

    @property
    def declarer_tricks(self) -> int:
        """The tricks the declarer's side has taken this board."""
        return self._public.declarer_tricks

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's total: its side's (North-South's for 0 and 2, its negation for 1 and
        3, as OpenSpiel's returns)."""
        return self._public.scores

    @property
    def phase(self) -> Phase:
        """What ``to_act`` is asked to do."""
        return self._public.phase

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats of the side with the higher total (all four on a tie), once over."""
        return self._public.winners

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._public.phase is _OVER

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The partnerships, North-South (0, 2) and East-West (1, 3)."""
        return ((0, 2), (1, 3))

    @property
    def dummy(self) -> int | None:
        """The declarer's partner during the play; None in the auction and once over."""
        public = self._public
        contract = public.contract
        return contract.dummy if contract is not None and public.phase is _PLAY else None

    @property
    def decider(self) -> int | None:
        """The seat that decides now, the declarer when the dummy is to play and else
        ``to_act`` (OpenSpiel's current player)."""
        to_act = self.to_act
        public = self._public
        contract = public.contract
        if contract is not None and public.phase is _PLAY and to_act == contract.dummy:
            return contract.declarer
        return to_act

    @property
    def shown_hands(self) -> tuple[tuple[Card, ...] | None, ...]:
        """The cards every seat sees, by seat: the dummy's once the opening lead is made
        (None for the hands not shown)."""
        shown: list[tuple[Card, ...] | None] = [None, None, None, None]
        public = self._public
        if _faced(public, self.trick):
            shown[public.contract.dummy] = cards_of(self._dummy())  # type: ignore[union-attr]
        return tuple(shown)

    def _dummy(self) -> int:
        """The mask of the dummy's cards now, once faced: those it held as the trick began,
        less the trick's."""
        return self._public.dummy_hand & ~mask_of(self.trick)


def _faced(public: _Public, trick: tuple[Card, ...]) -> bool:
    """Whether the dummy's hand is shown: in the play, once the opening lead is made."""
    return public.phase is _PLAY and bool(trick or public.played)


@attrs.frozen(kw_only=True)
class _StateRecord:
    rules: Rules
    seed: int
    board: int
    hands: tuple[tuple[Card, ...], ...]
    calls: tuple[Call, ...]
    contract: Contract | None
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...]
    last_trick: CompletedTrick | None
    declarer_tricks: int
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()


class State(_PublicFields, LeanValue):
    """A game of bridge at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; dealing, facing
    the dummy, collecting tricks and scoring happen inside it.

    ``seed`` and ``hands`` (each seat's cards, in canonical order) are properties of the
    board's shared part; ``rules``, ``board`` and the fields from ``calls`` to ``winners``
    but ``trick`` of the public part.

    Attributes:
        calls: the calls of this board's auction, from the dealer's.
        contract: the contract, once the auction has ended in one (None before, and on a
            board passed out).
        trick: the cards of the trick in progress, in play order.
        leader: the seat that led (or will lead) the trick in progress.
        played: the cards of this board's finished tricks, in play order.
        last_trick: the last finished trick of this board; None before the first.
        declarer_tricks: the tricks the declarer's side has taken this board.
        scores: each seat's total: its side's (North-South's for 0 and 2, its negation for
            1 and 3, as OpenSpiel's returns).
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose call is made or whose card is played; None once over.
        winners: the seats of the side with the higher total (all four on a tie), once
            over.

    Derived: ``dealer``, ``vulnerable`` (North-South, East-West), ``dummy``, ``decider``
    (the seat that chooses: the declarer for the dummy), ``shown_hands``.

    >>> state = new_game(Rules(), seed=2)
    >>> state.phase, state.to_act, state.decider, len(state.legal_actions())
    (<Phase.AUCTION: 'auction'>, 0, 0, 36)
    """

    __record__ = _StateRecord
    __slots__ = ("_board", "_held", "_public", "to_act", "trick")
    _board: _Board
    _public: _Public
    _held: int
    trick: tuple[Card, ...]
    to_act: int | None

    def __init__(
        self,
        *,
        rules: Rules,
        seed: int,
        board: int,
        hands: Sequence[Sequence[Card]],
        calls: Sequence[Call],
        contract: Contract | None,
        trick: Sequence[Card],
        leader: int,
        played: Sequence[Card],
        last_trick: CompletedTrick | None,
        declarer_tricks: int,
        scores: Sequence[int],
        phase: Phase,
        to_act: int | None,
        winners: Sequence[int] = (),
    ) -> None:
        """A state from its public fields (the slow way in, for JSON: the game's own steps
        never call it); the auction is replayed from ``calls``, and the hands as dealt are
        found from the cards played. :mod:`tricktaker.bridge.consistency` checks the rest."""
        if not isinstance(rules, Rules) or len(hands) != 4:
            raise TricktakerError("a bridge state needs bridge.Rules and 4 hands")
        if type(board) is not int or not 1 <= board <= rules.boards:
            raise TricktakerError(f"board must be 1 to {rules.boards}, not {board!r}")
        if type(leader) is not int or leader not in _SEATS:
            raise TricktakerError(f"leader must be a seat 0 to 3, not {leader!r}")
        trick, played = tuple(trick), tuple(played)
        held = [mask_of(hand) for hand in hands]
        if len(played) % 4 or len(trick) >= 4:
            raise TricktakerError("a bridge state's played cards must be whole tricks")
        trump = None if contract is None else contract.strain.suit
        for seat, card in zip(
            kernel.seats_of_plays(played, trick, leader, trump), played + trick, strict=True
        ):
            held[seat] |= BITS[card.index]
        shared = _Board(rules, seed, board, tuple(held))
        dummy_hand = 0  # before the opening lead
        if contract is not None and (played or trick):
            dummy_hand = _dummy_hand(contract, leader, trick, mask_of(hands[contract.dummy]))
        self._fill(
            _board=shared,
            _public=_public(
                seen=shared.seen,
                auction=_replayed(shared.seen.dealer, tuple(calls)),
                calls=tuple(calls),
                contract=contract,
                leader=leader,
                played=played,
                last_trick=last_trick,
                declarer_tricks=declarer_tricks,
                scores=tuple(scores),
                phase=phase,
                winners=tuple(winners),
                dummy_hand=dummy_hand,
            ),
            _held=mask_of(card for hand in hands for card in hand),
            trick=trick,
            to_act=to_act,
        )

    # -- what the state shows -------------------------------------------------------------

    @property
    def seed(self) -> int:
        """The seed of every deal of the game."""
        return self._board.seed

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards, in canonical order."""
        held = self._held
        d0, d1, d2, d3 = self._board.dealt  # unrolled: a comprehension costs a function call
        return (cards_of(d0 & held), cards_of(d1 & held), cards_of(d2 & held), cards_of(d3 & held))

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards as this board dealt them, which a record of the finished board
        shows (:func:`~tricktaker.bridge.pbn.to_pbn`)."""
        return tuple([cards_of(mask) for mask in self._board.dealt])

    # -- decisions ------------------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        """The calls (OpenSpiel's order: pass, double, redouble, the bids up) or the cards
        (canonical order) that ``to_act`` may make or play now; empty once over."""
        public = self._public
        phase = public.phase
        if phase is _AUCTION:
            return public.auction.legal_calls()
        if phase is _PLAY:
            assert self.to_act is not None
            return kernel.playable(self._board.dealt[self.to_act] & self._held, self.trick)
        return ()

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error :meth:`apply` raises for ``action`` (``error.code`` says why), or None if
        it may be taken now.

        >>> from tricktaker.bridge.calls import DOUBLE
        >>> new_game(Rules(), seed=2).refusal(DOUBLE).code
        'cannot_double'
        """
        to_act, public = self.to_act, self._public
        hand = 0 if to_act is None else self._board.dealt[to_act] & self._held
        return refusal_of(
            public.phase, public.auction, hand, self.trick, action, to_act == self.dummy
        )

    def is_legal(self, action: object) -> bool:
        """Whether ``apply(action)`` would succeed, without raising for any value."""
        return self.refusal(action) is None

    def view(self, seat: int) -> View:
        """What ``seat`` may know of this state: its own hand as a mask of its own cards, the
        trick and whose turn it is, and the public part as it is (the dummy's cards in it,
        once faced); the other fields are derived on access. The declarer's legal actions
        include the dummy's cards when the dummy is to play."""
        if type(seat) is not int or not 0 <= seat < 4:
            raise TricktakerError(f"no seat {seat!r}: seats are 0 to 3")
        view = _View()
        view._public = self._public
        view.seat = seat
        view._hand = self._board.dealt[seat] & self._held
        view.trick = self.trick
        view.to_act = self.to_act
        view.__class__ = View
        return view  # type: ignore[no-any-return]  # a draft, now a View

    def apply(self, action: Action) -> tuple[State, tuple[Event, ...]]:
        """The state after ``action`` and the events it caused, in order.

        Raises:
            IllegalActionError: the action is not allowed now (its ``code`` says why, as
                :meth:`refusal` does); this state is unchanged.
        """
        refused = self.refusal(action)
        if refused is not None:
            raise refused
        if type(action) is Play:
            return _play(self, action.card)
        return _call(self, action)  # type: ignore[arg-type]


def _dummy_hand(contract: Contract, leader: int, trick: tuple[Card, ...], holds: int) -> int:
    """The public part's ``dummy_hand`` once faced (the slow ways in): the mask of the cards
    the dummy held as the trick began, from those it ``holds`` now and its card in the
    trick."""
    place = (contract.dummy - leader) % 4
    return holds | BITS[trick[place].index] if place < len(trick) else holds


def _replayed(dealer: int, calls: tuple[Call, ...]) -> Auction:
    """The auction after ``calls`` from ``dealer``'s (the slow ways in)."""
    auction = Auction.start(dealer=dealer)
    for call in calls:
        if not isinstance(call, _CALL_TYPES) or auction.is_over or auction.refusal(call):
            raise TricktakerError(f"the calls {[str(c) for c in calls]} are no auction")
        auction = auction.after(call)
    return auction


_State = draft_class(State)
_CARD_PLAYED = card_played_table(4)  # the one-event tuple of each seat playing each card
# what a call and a trick's end build, by keyword without attrs' __init__ (three times dearer)
_call_made = builder(CallMade)
_trick_won = builder(TrickWon)
_completed_trick = builder(CompletedTrick)


def _following(
    state: State, public: _Public, held: int, trick: tuple[Card, ...], to_act: int | None
) -> State:
    """The state after ``state`` on the same board, built as a draft
    (:func:`~tricktaker.plugin.draft_class`) from the slots that change."""
    draft = _State()
    draft._board = state._board
    draft._public = public
    draft._held = held
    draft.trick = trick
    draft.to_act = to_act
    draft.__class__ = State
    return draft  # type: ignore[no-any-return]  # a draft, now a State


def _call(state: State, call: Call) -> tuple[State, tuple[Event, ...]]:
    seat = state.to_act
    assert seat is not None
    auction = state._public.auction.after(call)
    made = _call_made(seat=seat, call=call)
    public = _next_public(state._public)
    public.auction = auction
    public.calls = (*public.calls, call)
    if not auction.is_over:
        return _following(state, public, state._held, (), auction.to_call), (made,)
    contract = auction.contract()
    ended = AuctionEnded(contract=contract)
    if contract is None:  # passed out: the board ends at once
        return _end_board(_following(state, public, state._held, (), seat), (made, ended))
    public.contract = contract
    public.phase = _PLAY
    public.leader = lead = (contract.declarer + 1) % 4  # the declarer's left leads
    return _following(state, public, state._held, (), lead), (made, ended)


def _play(state: State, card: Card) -> tuple[State, tuple[Event, ...]]:
    seat = state.to_act
    public = state._public
    contract = public.contract
    assert seat is not None
    assert contract is not None
    held = state._held ^ BITS[card.index]
    trick = (*state.trick, card)
    events: tuple[Event, ...] = _CARD_PLAYED[seat][card.index]
    if len(trick) < 4:
        if len(trick) == 1 and not public.played:  # the opening lead: the dummy is faced
            dummy = contract.dummy
            public = _next_public(public)
            public.dummy_hand = state._board.dealt[dummy] & held
            events = (*events, DummyFaced(seat=dummy, cards=cards_of(public.dummy_hand)))
        return _following(state, public, held, trick, (seat + 1) % 4), events
    leader = public.leader
    winner = (leader + kernel.winner(trick, contract.strain.suit)) % 4
    following = _next_public(public)
    following.played = public.played + trick
    following.last_trick = _completed_trick(cards=trick, leader=leader, winner=winner)
    following.declarer_tricks = public.declarer_tricks + (
        side_of(winner) == side_of(contract.declarer)
    )
    following.leader = winner
    following.dummy_hand = public.dummy_hand & held
    after = _following(state, following, held, (), winner)
    events = (*events, _trick_won(leader=leader, cards=trick, winner=winner))
    if held:
        return after, events
    return _end_board(after, events)


def _end_board(state: State, events: tuple[Event, ...]) -> tuple[State, tuple[Event, ...]]:
    """Score the board that has just ended, then deal the next or end the game."""
    board, public = state._board, state._public
    contract, seen = public.contract, public.seen
    north_south = 0
    if contract is not None:
        points = score(
            contract,
            tricks=public.declarer_tricks,
            vulnerable=seen.vulnerable[side_of(contract.declarer)],
        )
        north_south = points if side_of(contract.declarer) == 0 else -points
    points_by_seat = (north_south, -north_south, north_south, -north_south)
    scores = tuple(
        [total + points for total, points in zip(public.scores, points_by_seat, strict=True)]
    )
    scored = BoardScored(
        board=seen.number,
        contract=contract,
        declarer_tricks=public.declarer_tricks,
        points=points_by_seat,
        scores=scores,
    )
    if seen.number < seen.rules.boards:
        following, dealt = _deal_board(seen.rules, board.seed, seen.number + 1, scores)
        return following, (*events, scored, dealt)
    winners = kernel.winners(scores)
    over = _next_public(public)
    over.scores = scores
    over.phase = _OVER
    over.winners = winners
    final = _following(state, over, state._held, state.trick, None)
    return final, (*events, scored, GameOver(scores=scores, winners=winners))


def _deal_board(
    rules: Rules, seed: int, number: int, scores: tuple[int, ...], hands: kernel.Hands | None = None
) -> tuple[State, BoardStarted]:
    """The first state of board ``number`` (its hands from the seed unless given)."""
    if hands is None:
        hands = kernel.deal(seed, number)
    board = _Board(rules, seed, number, tuple(mask_of(hand) for hand in hands))
    seen = board.seen
    state = _State()
    state._board = board
    state._public = _public(
        seen=seen,
        auction=Auction.start(dealer=seen.dealer),
        calls=(),
        contract=None,
        leader=seen.dealer,
        played=(),
        last_trick=None,
        declarer_tricks=0,
        scores=scores,
        phase=_AUCTION,
        winners=(),
        dummy_hand=0,
    )
    state._held = (1 << 52) - 1
    state.trick = ()
    state.to_act = seen.dealer
    state.__class__ = State
    event = BoardStarted(
        board=number, dealer=seen.dealer, vulnerable=seen.vulnerable, hands=tuple(hands)
    )
    return state, event


@attrs.frozen(kw_only=True)
class _ViewRecord:
    seat: int
    rules: Rules
    board: int
    dealer: int
    vulnerable: tuple[bool, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    shown_hands: tuple[tuple[Card, ...] | None, ...]
    calls: tuple[Call, ...]
    contract: Contract | None
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...]
    last_trick: CompletedTrick | None
    declarer_tricks: int
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    decider: int | None
    winners: tuple[int, ...]


class View(_PublicFields, LeanValue, PlayChoices):  # legal_plays(): for typed bots
    """What ``seat`` may know: its own hand, the hands shown to all (the dummy's, once the
    opening lead is made), the auction, the tricks and the scores.

    The fields mean what they mean on :class:`State`; other seats' hands appear only as
    counts, unless shown. ``decider`` is the seat that chooses now: this view's
    :meth:`legal_actions` are the actions of ``to_act`` when this seat decides them (the
    declarer, for the dummy's cards), and empty otherwise.

    The view is lean: it shares its state's public part (``rules`` to ``winners`` but
    ``trick`` and ``to_act`` are read off it), ``hand`` is read off a mask of its own
    cards, ``shown_hands`` off the public part's mask of the dummy's and the trick, and
    ``hand_sizes`` and ``decider`` follow from the trick and whose turn it is.

    Attributes:
        seat: the seat this view belongs to.
    """

    __record__ = _ViewRecord
    __slots__ = ("_hand", "_public", "seat", "to_act", "trick")
    _public: _Public
    _hand: int
    seat: int
    trick: tuple[Card, ...]
    to_act: int | None

    def __init__(
        self,
        *,
        seat: int,
        rules: Rules,
        board: int,
        dealer: int,
        vulnerable: Sequence[bool],
        hand: Sequence[Card],
        hand_sizes: Sequence[int],
        shown_hands: Sequence[Sequence[Card] | None],
        calls: Sequence[Call],
        contract: Contract | None,
        trick: Sequence[Card],
        leader: int,
        played: Sequence[Card],
        last_trick: CompletedTrick | None,
        declarer_tricks: int,
        scores: Sequence[int],
        phase: Phase,
        to_act: int | None,
        decider: int | None,
        winners: Sequence[int],
    ) -> None:
        """A view from its public fields (the slow way in, for JSON: ``State.view`` never
        calls it); the fields that a view derives must be what it derives from the rest.
        :mod:`tricktaker.bridge.consistency` checks what it builds."""
        if type(dealer) is not int or dealer not in _SEATS:
            raise TricktakerError(f"dealer must be a seat 0 to 3, not {dealer!r}")
        hand, calls, trick = tuple(hand), tuple(calls), tuple(trick)
        check_sorted("the hand", hand)  # as a mask, an unsorted hand would pass unseen
        public = _public(
            seen=_Seen(rules, board, dealer, tuple(vulnerable)),
            auction=_replayed(dealer, calls),
            calls=calls,
            contract=contract,
            leader=leader,
            played=tuple(played),
            last_trick=last_trick,
            declarer_tricks=declarer_tricks,
            scores=tuple(scores),
            phase=phase,
            winners=tuple(winners),
            dummy_hand=0,
        )
        shown_hands = tuple(shown_hands)
        if len(shown_hands) != 4:
            raise TricktakerError("a bridge view's shown_hands has one entry a seat")
        if _faced(public, trick) and contract is not None:
            cards = shown_hands[contract.dummy]
            if cards is None:
                raise TricktakerError("the dummy's hand is shown once the opening lead is made")
            check_sorted("the dummy's hand", tuple(cards))
            public.dummy_hand = _dummy_hand(contract, leader, trick, mask_of(cards))
        self._fill(_public=public, _hand=mask_of(hand), seat=seat, trick=trick, to_act=to_act)
        for name, given in (
            ("hand_sizes", tuple(hand_sizes)),
            ("shown_hands", tuple(None if c is None else tuple(c) for c in shown_hands)),
            ("decider", decider),
        ):
            if getattr(self, name) != given:
                raise TricktakerError(
                    f"the view's {name} is {given!r}, where its other fields give "
                    f"{getattr(self, name)!r}"
                )

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's cards, in canonical order."""
        return cards_of(self._hand)

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds, by seat. Each held as many when the trick began,
        and those that have played to it since hold one less."""
        public = self._public
        leader, played = public.leader, len(self.trick)
        left = 13 - len(public.played) // 4
        return tuple([left - ((other - leader) % 4 < played) for other in _SEATS])

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions this seat may choose now (the dummy's cards, for the declarer when
        the dummy is to play); empty unless it decides."""
        if self.decider != self.seat:
            return ()
        public = self._public
        if public.phase is _AUCTION:
            return public.auction.legal_calls()
        return kernel.playable(self._hand_to_play(), self.trick)

    def _hand_to_play(self) -> int:
        """The mask of the cards of ``to_act`` as this seat sees them: its own, or the shown
        dummy's."""
        return self._hand if self.to_act == self.seat else self._dummy()

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error this seat would get for ``action`` now, or None if it may choose it;
        ``not_your_turn`` while another seat decides.

        >>> from tricktaker.bridge.calls import PASS
        >>> new_game(Rules(), seed=2).view(1).refusal(PASS).code
        'not_your_turn'
        """
        public = self._public
        decider = self.decider
        if public.phase is not _OVER and decider != self.seat:
            whose = (
                f"the declarer {SEAT_NAMES[decider]} plays the dummy's cards"
                if decider is not None and decider != self.to_act
                else f"it is seat {self.to_act}'s turn"
            )
            return IllegalActionError(
                f"cannot {_named(action)}: {whose}, not seat {self.seat}'s",
                code="not_your_turn",
            )
        return refusal_of(
            public.phase,
            public.auction,
            self._hand_to_play(),
            self.trick,
            action,
            self.to_act != self.seat,
        )

    def is_legal(self, action: object) -> bool:
        """Whether this seat may choose ``action`` now, without raising for any value."""
        return self.refusal(action) is None


_View = draft_class(View)  # a view is built at every decision a bot sees


def _named(action: object) -> str:
    """An action as a refusal names it: as it prints, if it is one of this game's."""
    return str(action) if type(action) in (Play, *_CALL_TYPES) else shown_value(action)


def refusal_of(
    phase: Phase, auction: Auction, hand: int, trick: tuple[Card, ...], action: object, dummy: bool
) -> IllegalActionError | None:
    """Why ``action`` may not be taken now, or None if it may: the one home of the checks
    that a state and the deciding seat's view make. ``hand`` is the mask of the cards of the
    seat to play (``dummy``: the dummy's, chosen by the declarer)."""
    if phase is _OVER:
        return IllegalActionError(f"cannot {_named(action)}: the game is over", code="game_over")
    kind = type(action)
    if kind is Play:
        card, suit = action.card, action.suit  # type: ignore[attr-defined]
        if type(card) is not Card or (suit is not None and type(suit) is not Suit):
            return IllegalActionError(
                f"cannot take {shown_value(action)}: a Play of a Card, with no suit",
                code="malformed",
            )
        if phase is not _PLAY:
            return IllegalActionError(
                f"cannot {action}: the auction is not over (make a call)", code="wrong_phase"
            )
        if suit is not None:
            return IllegalActionError(
                f"cannot {action}: a suit is named only with a led Szaman Joker",
                code="unexpected_suit",
            )
        if not hand & BITS[card.index]:
            whose = "the dummy does" if dummy else "you do"
            return IllegalActionError(
                f"cannot play {card}: {whose} not hold it", code="not_in_hand"
            )
        allowed = kernel.playable_mask(hand, trick)  # a mask: no Play compared
        if allowed & BITS[card.index]:
            return None
        return IllegalActionError(
            unplayable_message(card, f"must follow {trick[0].suit}", cards_of(allowed)),
            code="must_follow_suit",
        )
    if kind in _CALL_TYPES:
        if kind is Bid and (
            type(action.level) is not int  # type: ignore[attr-defined]
            or not 1 <= action.level <= 7  # type: ignore[attr-defined]
            or type(action.strain) is not Strain  # type: ignore[attr-defined]
        ):
            return IllegalActionError(
                f"cannot take {shown_value(action)}: a Bid of a level 1 to 7 and a Strain",
                code="malformed",
            )
        if phase is not _AUCTION:
            return IllegalActionError(
                f"cannot call {action}: the auction is over (play a card)", code="wrong_phase"
            )
        return auction.refusal(action)  # type: ignore[arg-type]
    return IllegalActionError(
        f"cannot take {shown_value(action)}: a bridge action is a call (bridge.Bid, Pass, "
        "Double, Redouble) or a Play",
        code="malformed",
    )


_DECK = frozenset(STANDARD_DECK)


@attrs.frozen
class Deal:
    """The cards of the first board given rather than shuffled: ``hands`` by seat (North,
    East, South, West), 13 each. For duplicate boards, puzzles and tests.

    >>> from tricktaker import parse_cards
    >>> Deal([parse_cards("AS"), parse_cards("AS")])
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: A♠ is dealt twice
    """

    hands: tuple[tuple[Card, ...], ...] = attrs.field(converter=as_hands)

    def __attrs_post_init__(self) -> None:
        check_dealt_cards([card for hand in self.hands for card in hand], _DECK, "the 52-card deck")

    def check(self, rules: Rules, board: int = 1) -> None:
        """Raise :class:`~tricktaker.RulesError` unless this deal gives 4 hands of 13."""
        check_hand_sizes(self.hands, 4, 13, "the first board" if board == 1 else f"board {board}")


def start(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt for board 1, and the event of that deal.

    >>> state, events = start(Rules(), seed=5)
    >>> [str(event) for event in events]
    ['board 1: North deals, nobody vulnerable']
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise TricktakerError(f"a bridge game needs bridge.Rules, not {rules!r}")
    seed = game_seed(seed)
    hands = None
    if deal is not None:
        if not isinstance(deal, Deal):
            raise TricktakerError(f"deal must be a bridge.Deal or None, not {deal!r}")
        deal.check(rules)
        hands = deal.hands
    state, event = _deal_board(rules, seed, 1, (0, 0, 0, 0), hands)
    return state, (event,)


def new_game(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> State:
    """A new game, dealt for board 1 and waiting for the dealer's call (see :func:`start`).

    >>> state = new_game(Rules(dealer=3), seed=7)
    >>> state.to_act, [len(hand) for hand in state.hands]
    (3, [13, 13, 13, 13])
    """
    return start(rules, seed=seed, deal=deal)[0]


def deal_board(
    rules: Rules, number: int, deal: Deal, *, scores: Sequence[int], seed: int = 0
) -> tuple[State, tuple[Event, ...]]:
    """Board ``number`` laid out from the cards of ``deal``, with the totals so far: its
    first state and the event of its deal, for explicit chance (:mod:`tricktaker.chance`).

    Raises:
        RulesError: no such board, or totals that are not an int a seat.
    """
    if not isinstance(rules, Rules) or not isinstance(deal, Deal):
        raise TricktakerError("deal_board needs bridge.Rules and a bridge.Deal")
    if type(number) is not int or not 1 <= number <= rules.boards:
        raise RulesError(f"no board {number!r}: the game has boards 1 to {rules.boards}")
    totals = tuple(scores)
    if len(totals) != 4 or any(type(total) is not int for total in totals):
        raise RulesError(f"scores must be an int for each of the 4 seats, not {scores!r}")
    deal.check(rules, number)
    state, event = _deal_board(rules, seed, number, totals, deal.hands)
    return state, (event,)
