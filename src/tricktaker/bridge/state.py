"""Bridge's immutable game state, a seat's view of it, a given deal, and the transitions.

The state is lean (:class:`~tricktaker.lean.LeanValue`): what every state of a board shares
(the rules, the seed, the board's number, dealer and vulnerability, the hands as dealt as
masks, the totals before the board) sits in one ``_Board``; a state keeps in its own slots
only what a decision changes: the cards still held (one mask: a seat's hand is
``dealt[seat] & held``), the auction so far, the trick, whose turn it is.

Two notions the core knows generically: the seat that *decides* (``decider``) is the
declarer when the dummy is to play (``to_act`` names the seat whose card is played), and the
dummy's hand, once the opening lead is made, is a *shown hand* that every view holds
(``shown_hands``).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

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


class _Board:
    """What every state of one board shares: the rules, the seed, the board's number, its
    dealer and vulnerability, and each seat's cards as dealt (masks)."""

    __slots__ = ("dealer", "dealt", "number", "rules", "seed", "vulnerable")

    def __init__(self, rules: Rules, seed: int, number: int, dealt: tuple[int, ...]) -> None:
        self.rules, self.seed, self.number, self.dealt = rules, seed, number, dealt
        self.dealer = rules.dealer_of(number)
        self.vulnerable = rules.vulnerable(number)


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


class State(LeanValue):
    """A game of bridge at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; dealing, facing
    the dummy, collecting tricks and scoring happen inside it.

    ``rules``, ``seed``, ``board`` and ``hands`` (each seat's cards, in canonical order) are
    properties of the board's shared part.

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
    __slots__ = (
        "_auction",
        "_board",
        "_held",
        "calls",
        "contract",
        "declarer_tricks",
        "last_trick",
        "leader",
        "phase",
        "played",
        "scores",
        "to_act",
        "trick",
        "winners",
    )
    _board: _Board
    _held: int
    _auction: Auction
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
    winners: tuple[int, ...]

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
        trick, played, calls = tuple(trick), tuple(played), tuple(calls)
        held = [mask_of(hand) for hand in hands]
        if len(played) % 4 or len(trick) >= 4:
            raise TricktakerError("a bridge state's played cards must be whole tricks")
        trump = None if contract is None else contract.strain.suit
        for seat, card in zip(
            kernel.seats_of_plays(played, trick, leader, trump), played + trick, strict=True
        ):
            held[seat] |= BITS[card.index]
        dealer = rules.dealer_of(board)
        auction = Auction.start(dealer=dealer)
        for call in calls:
            if not isinstance(call, _CALL_TYPES) or auction.is_over or auction.refusal(call):
                raise TricktakerError(f"the calls {[str(c) for c in calls]} are no auction")
            auction = auction.after(call)
        self._fill(
            _board=_Board(rules, seed, board, tuple(held)),
            _held=mask_of(card for hand in hands for card in hand),
            _auction=auction,
            calls=calls,
            contract=contract,
            trick=trick,
            leader=leader,
            played=played,
            last_trick=last_trick,
            declarer_tricks=declarer_tricks,
            scores=tuple(scores),
            phase=phase,
            to_act=to_act,
            winners=tuple(winners),
        )

    # -- what the state shows -------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rule set."""
        return self._board.rules

    @property
    def seed(self) -> int:
        """The seed of every deal of the game."""
        return self._board.seed

    @property
    def board(self) -> int:
        """The board in play, from 1."""
        return self._board.number

    @property
    def dealer(self) -> int:
        """The seat that dealt this board and called first."""
        return self._board.dealer

    @property
    def vulnerable(self) -> tuple[bool, bool]:
        """Whether North-South and East-West are vulnerable on this board."""
        return self._board.vulnerable

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards, in canonical order."""
        held = self._held
        return tuple([cards_of(dealt & held) for dealt in self._board.dealt])

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards as this board dealt them, which a record of the finished board
        shows (:func:`~tricktaker.bridge.pbn.to_pbn`)."""
        return tuple([cards_of(mask) for mask in self._board.dealt])

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The partnerships, North-South (0, 2) and East-West (1, 3)."""
        return ((0, 2), (1, 3))

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase is _OVER

    @property
    def dummy(self) -> int | None:
        """The declarer's partner during the play; None in the auction and once over."""
        contract = self.contract
        return contract.dummy if contract is not None and self.phase is _PLAY else None

    @property
    def decider(self) -> int | None:
        """The seat that decides now, the declarer when the dummy is to play and else
        ``to_act`` (OpenSpiel's current player)."""
        to_act = self.to_act
        contract = self.contract
        if contract is not None and self.phase is _PLAY and to_act == contract.dummy:
            return contract.declarer
        return to_act

    @property
    def shown_hands(self) -> tuple[tuple[Card, ...] | None, ...]:
        """The cards every seat sees, by seat, the dummy's once the opening lead is made
        (None for the hands not shown)."""
        dummy = self.dummy
        shown: list[tuple[Card, ...] | None] = [None, None, None, None]
        if dummy is not None and (self.trick or self.played):
            shown[dummy] = cards_of(self._board.dealt[dummy] & self._held)
        return tuple(shown)

    # -- decisions ------------------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        """The calls (OpenSpiel's order: pass, double, redouble, the bids up) or the cards
        (canonical order) that ``to_act`` may make or play now; empty once over."""
        phase = self.phase
        if phase is _AUCTION:
            return self._auction.legal_calls()
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
        to_act = self.to_act
        hand = 0 if to_act is None else self._board.dealt[to_act] & self._held
        return refusal_of(self.phase, self._auction, hand, self.trick, action, to_act == self.dummy)

    def is_legal(self, action: object) -> bool:
        """Whether ``apply(action)`` would succeed, without raising for any value."""
        return self.refusal(action) is None

    def view(self, seat: int) -> View:
        """What ``seat`` may know of this state: its own hand, the shown hands (the dummy's
        once faced), the auction, the tricks; the declarer's legal actions include the
        dummy's cards when the dummy is to play."""
        if type(seat) is not int or seat not in _SEATS:
            raise TricktakerError(f"no seat {seat!r}: seats are 0 to 3")
        board, held = self._board, self._held
        hand = cards_of(board.dealt[seat] & held)
        d0, d1, d2, d3 = board.dealt  # unrolled below: a comprehension costs a function call
        return _view(
            seat=seat,
            rules=board.rules,
            board=board.number,
            dealer=board.dealer,
            vulnerable=board.vulnerable,
            hand=hand,
            hand_sizes=(
                (d0 & held).bit_count(),
                (d1 & held).bit_count(),
                (d2 & held).bit_count(),
                (d3 & held).bit_count(),
            ),
            shown_hands=self.shown_hands,
            calls=self.calls,
            contract=self.contract,
            trick=self.trick,
            leader=self.leader,
            played=self.played,
            last_trick=self.last_trick,
            declarer_tricks=self.declarer_tricks,
            scores=self.scores,
            phase=self.phase,
            to_act=self.to_act,
            decider=self.decider,
            winners=self.winners,
        )

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


_State = draft_class(State)
_CARD_PLAYED = card_played_table(4)  # the one-event tuple of each seat playing each card
# what a call and a trick's end build, by keyword without attrs' __init__ (three times dearer)
_call_made = builder(CallMade)
_trick_won = builder(TrickWon)
_completed_trick = builder(CompletedTrick)


def _next(state: State) -> Any:
    """A draft copy of ``state`` (:func:`~tricktaker.plugin.draft_class`): the step sets the
    slots it changes, then ``State`` as its ``__class__``."""
    draft = _State()
    draft._board = state._board
    draft._held = state._held
    draft._auction = state._auction
    draft.calls = state.calls
    draft.contract = state.contract
    draft.trick = state.trick
    draft.leader = state.leader
    draft.played = state.played
    draft.last_trick = state.last_trick
    draft.declarer_tricks = state.declarer_tricks
    draft.scores = state.scores
    draft.phase = state.phase
    draft.to_act = state.to_act
    draft.winners = state.winners
    return draft


def _call(state: State, call: Call) -> tuple[State, tuple[Event, ...]]:
    seat = state.to_act
    assert seat is not None
    auction = state._auction.after(call)
    made = _call_made(seat=seat, call=call)
    draft = _next(state)
    draft._auction = auction
    draft.calls = (*state.calls, call)
    if not auction.is_over:
        draft.to_act = auction.to_call
        draft.__class__ = State
        return draft, (made,)
    contract = auction.contract()
    ended = AuctionEnded(contract=contract)
    if contract is not None:  # the declarer's left leads
        draft.contract = contract
        draft.phase = _PLAY
        draft.to_act = draft.leader = (contract.declarer + 1) % 4
        draft.__class__ = State
        return draft, (made, ended)
    draft.__class__ = State
    return _end_board(draft, (made, ended))


def _play(state: State, card: Card) -> tuple[State, tuple[Event, ...]]:
    seat = state.to_act
    contract = state.contract
    assert seat is not None
    assert contract is not None
    held = state._held ^ BITS[card.index]
    trick = (*state.trick, card)
    played = _CARD_PLAYED[seat][card.index]
    draft = _next(state)
    draft._held = held
    if len(trick) < 4:
        draft.trick = trick
        draft.to_act = (seat + 1) % 4
        draft.__class__ = State
        if len(trick) == 1 and not state.played:  # the opening lead: the dummy is faced
            dummy = contract.dummy
            faced = DummyFaced(seat=dummy, cards=cards_of(state._board.dealt[dummy] & held))
            return draft, (*played, faced)
        return draft, played
    leader = state.leader
    winner = (leader + kernel.winner(trick, contract.strain.suit)) % 4
    draft.trick = ()
    draft.played = state.played + trick
    draft.last_trick = _completed_trick(cards=trick, leader=leader, winner=winner)
    draft.declarer_tricks = state.declarer_tricks + (side_of(winner) == side_of(contract.declarer))
    draft.to_act = draft.leader = winner
    draft.__class__ = State
    events = (*played, _trick_won(leader=leader, cards=trick, winner=winner))
    if held:
        return draft, events
    return _end_board(draft, events)


def _end_board(state: State, events: tuple[Event, ...]) -> tuple[State, tuple[Event, ...]]:
    """Score the board that has just ended, then deal the next or end the game."""
    board, contract = state._board, state.contract
    north_south = 0
    if contract is not None:
        points = score(
            contract,
            tricks=state.declarer_tricks,
            vulnerable=board.vulnerable[side_of(contract.declarer)],
        )
        north_south = points if side_of(contract.declarer) == 0 else -points
    points_by_seat = (north_south, -north_south, north_south, -north_south)
    scores = tuple(
        [total + points for total, points in zip(state.scores, points_by_seat, strict=True)]
    )
    scored = BoardScored(
        board=board.number,
        contract=contract,
        declarer_tricks=state.declarer_tricks,
        points=points_by_seat,
        scores=scores,
    )
    if board.number < board.rules.boards:
        following, dealt = _deal_board(board.rules, board.seed, board.number + 1, scores)
        return following, (*events, scored, dealt)
    winners = kernel.winners(scores)
    over = _next(state)
    over.scores = scores
    over.phase = _OVER
    over.to_act = None
    over.winners = winners
    over.__class__ = State
    return over, (*events, scored, GameOver(scores=scores, winners=winners))


def _deal_board(
    rules: Rules, seed: int, number: int, scores: tuple[int, ...], hands: kernel.Hands | None = None
) -> tuple[State, BoardStarted]:
    """The first state of board ``number`` (its hands from the seed unless given)."""
    if hands is None:
        hands = kernel.deal(seed, number)
    board = _Board(rules, seed, number, tuple(mask_of(hand) for hand in hands))
    state = _State()
    state._board = board
    state._held = (1 << 52) - 1
    state._auction = Auction.start(dealer=board.dealer)
    state.calls = ()
    state.contract = None
    state.trick = ()
    state.leader = board.dealer
    state.played = ()
    state.last_trick = None
    state.declarer_tricks = 0
    state.scores = scores
    state.phase = _AUCTION
    state.to_act = board.dealer
    state.winners = ()
    state.__class__ = State
    event = BoardStarted(
        board=number, dealer=board.dealer, vulnerable=board.vulnerable, hands=tuple(hands)
    )
    return state, event


@attrs.frozen(kw_only=True, weakref_slot=False)
class View(PlayChoices):  # legal_plays(): for typed bots
    """What ``seat`` may know: its own hand, the hands shown to all (the dummy's, once the
    opening lead is made), the auction, the tricks and the scores.

    The fields mean what they mean on :class:`State`; other seats' hands appear only as
    counts, unless shown. ``decider`` is the seat that chooses now: this view's
    :meth:`legal_actions` are the actions of ``to_act`` when this seat decides them (the
    declarer, for the dummy's cards), and empty otherwise.

    Attributes:
        seat: the seat this view belongs to.
        hand: this seat's cards.
        hand_sizes: how many cards each seat holds.
        shown_hands: by seat, the cards every seat sees (the faced dummy's), None for the
            rest.
        decider: the seat that decides now (the declarer when the dummy is to play).
    """

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

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase is _OVER

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The partnerships, North-South (0, 2) and East-West (1, 3)."""
        return ((0, 2), (1, 3))

    @property
    def dummy(self) -> int | None:
        """The dummy's seat during the play, else None."""
        contract = self.contract
        return contract.dummy if contract is not None and self.phase is _PLAY else None

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions this seat may choose now (the dummy's cards, for the declarer when
        the dummy is to play); empty unless it decides."""
        if self.decider != self.seat:
            return ()
        if self.phase is _AUCTION:
            return self._auction().legal_calls()
        return kernel.playable(mask_of(self._hand_to_play()), self.trick)

    def _auction(self) -> Auction:
        auction = Auction.start(dealer=self.dealer)
        for call in self.calls:
            auction = auction.after(call)
        return auction

    def _hand_to_play(self) -> tuple[Card, ...]:
        """The cards of ``to_act`` as this seat sees them: its own, or the shown dummy's."""
        if self.to_act == self.seat:
            return self.hand
        shown = self.shown_hands[self.to_act] if self.to_act is not None else None
        return shown or ()

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error this seat would get for ``action`` now, or None if it may choose it;
        ``not_your_turn`` while another seat decides.

        >>> from tricktaker.bridge.calls import PASS
        >>> new_game(Rules(), seed=2).view(1).refusal(PASS).code
        'not_your_turn'
        """
        if self.phase is not _OVER and self.decider != self.seat:
            whose = (
                f"the declarer {SEAT_NAMES[self.decider]} plays the dummy's cards"
                if self.decider is not None and self.decider != self.to_act
                else f"it is seat {self.to_act}'s turn"
            )
            return IllegalActionError(
                f"cannot {_named(action)}: {whose}, not seat {self.seat}'s",
                code="not_your_turn",
            )
        hand = mask_of(self._hand_to_play())
        return refusal_of(
            self.phase, self._auction(), hand, self.trick, action, self.to_act != self.seat
        )

    def is_legal(self, action: object) -> bool:
        """Whether this seat may choose ``action`` now, without raising for any value."""
        return self.refusal(action) is None


_view = builder(View)  # a view is built at every decision a bot sees: View(...) costs 3 times more


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
    ['board 1: N deals, none vulnerable']
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
