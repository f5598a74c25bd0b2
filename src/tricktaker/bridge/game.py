"""Contract bridge on the trick-game engine: what differs from a plain trick game. The
auction is a phase of its own (:class:`AuctionPhase`: calls, doubles and redoubles, the
contract and its declarer); the declarer's left leads, and the opening lead lays the dummy's
hand face up (a hand shown to all, :meth:`Bridge.shown_cards`), from which the declarer
plays (the seat that decides, :meth:`Bridge.decider`); the declarer's side counts its
tricks, and each board is scored as duplicate bridge scores it, with the dealer and the
vulnerability that Law 2 gives it (:class:`~tricktaker.bridge.Rules`). Following suit, the
trick's winner, the turns, the views, JSON and the deal loop are the engine's.

Its events are its own but ``CardPlayed`` and ``GameOver``, the core's: a card from the
dummy is played by the dummy's seat, whoever chose it."""

from __future__ import annotations

import enum
import functools
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from tricktaker.bridge.auction import Auction
from tricktaker.bridge.calls import CALLS, Action, Bid, Call, Double, Pass, Redouble, Strain
from tricktaker.bridge.claims import (
    AcceptClaim,
    BridgeClaims,
    Claim,
    ClaimAccepted,
    ClaimDisputed,
    Claimed,
    ClaimMade,
    DisputeClaim,
)
from tricktaker.bridge.rules import Rules
from tricktaker.bridge.scoring import SEAT_NAMES, Contract, score
from tricktaker.cards import STANDARD_DECK, Card, shuffled
from tricktaker.deals import as_hands, check_dealt_cards, check_hand_sizes, deal_masks
from tricktaker.engine import (
    Dealt,
    PhaseRule,
    TrickGame,
    TrickState,
    TrickView,
    deal_numbered,
    malformed_action,
    starting,
)
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.events import Event, own_hand_only
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.plugin import builder
from tricktaker.teams import TeamPositions
from tricktaker.tricks import CompletedTrick, trump_winner

__all__ = [
    "GAME_RULES", "AuctionEnded", "AuctionPhase", "BoardScored", "BoardStarted", "Bridge",
    "CallMade", "Deal", "DummyFaced", "Phase", "State", "TrickWon", "View", "deal_board",
    "new_game", "start",
]  # fmt: skip


@attrs.frozen
class BoardStarted(Event):
    """Board ``board`` was dealt by ``dealer`` with ``vulnerable`` (North-South, East-West);
    ``hands`` by seat, None where hidden.

    >>> from tricktaker.cards import parse_cards
    >>> event = BoardStarted(board=1, dealer=0, vulnerable=(False, True),
    ...                      hands=(parse_cards("2C"), parse_cards("AS"), None, None))
    >>> event.for_seat(1).hands[:2], str(event)
    ((None, (Card.parse('A♠'),)), 'board 1: North deals, E–W vulnerable')
    """

    board: int
    dealer: int
    vulnerable: tuple[bool, ...]
    hands: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> BoardStarted:
        return attrs.evolve(self, hands=own_hand_only(self.hands, seat))


@attrs.frozen
class CallMade(Event):
    """``seat`` made ``call`` in the auction; ``alert``: the explanation it gave the
    opponents of an alerted call (None: not alerted), which the caller's partner is not told.

    >>> from tricktaker.bridge.calls import Bid, Strain
    >>> str(CallMade(seat=3, call=Bid(1, Strain.NOTRUMP)))
    'West bids 1NT'
    >>> made = CallMade(seat=0, call=Bid(2, Strain.CLUBS), alert="strong")
    >>> str(made), made.for_seat(1).alert, made.for_seat(2).alert
    ('North bids 2♣ (alerted: strong)', 'strong', None)
    """

    seat: int
    call: Call
    alert: str | None = None

    def for_seat(self, seat: int) -> CallMade:
        """The event as ``seat`` is told it: without the alert for the caller's partner."""
        if self.alert is None or seat != (self.seat + 2) % 4:
            return self
        return attrs.evolve(self, alert=None)


@attrs.frozen
class AuctionEnded(Event):
    """The auction ended in ``contract``; None when the board was passed out."""

    contract: Contract | None


@attrs.frozen
class DummyFaced(Event):
    """After the opening lead, the dummy ``seat`` laid its ``cards`` face up for everyone."""

    seat: int
    cards: tuple[Card, ...]

    def shown_to_all(self) -> tuple[Card, ...]:
        return self.cards


@attrs.frozen
class TrickWon(Event):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""

    leader: int
    cards: tuple[Card, ...]
    winner: int


@attrs.frozen
class BoardScored(Event):
    """Board ``board`` ended: ``contract`` (None when passed out), the tricks the declarer's
    side took, the ``points`` of the board by seat, and the new ``scores`` by seat."""

    board: int
    contract: Contract | None
    declarer_tricks: int
    points: tuple[int, ...]
    scores: tuple[int, ...]

    @property
    def result(self) -> str:
        """The contract and how it went, as ``'1♠ by N made'``, ``'3NT by S +1'``,
        ``'4♥ by E down 2'``, or ``'passed out'``."""
        if self.contract is None:
            return "passed out"
        made = self.declarer_tricks - self.contract.tricks_needed
        result = "made" if made == 0 else f"+{made}" if made > 0 else f"down {-made}"
        return f"{self.contract} {result}"


class Phase(enum.Enum):
    """What the seat to act is asked to do."""

    AUCTION = "auction"
    """Calls, clockwise from the dealer."""
    PLAY = "play"
    """Cards to tricks; the declarer plays the dummy's."""
    CLAIM = "claim"
    """A claim is made: the other side accepts or disputes it (Laws 68 to 70)."""
    OVER = "over"
    """The game has ended."""


_PLAY = Phase.PLAY
_PLAYING = (Phase.PLAY, Phase.CLAIM)  # the cards are being played (a claim suspends it)


def _dummy(position: Any) -> int | None:
    """The declarer's partner during the play; None in the auction and once over."""
    public = position._public
    contract = public.contract
    return contract.dummy if contract is not None and public.phase in _PLAYING else None


def _decider(position: Any) -> int | None:
    """The seat that decides now, the declarer when the dummy is to play and else
    ``to_act`` (OpenSpiel's current player)."""
    return GAME_RULES.decider(position)


def _alerts_seen(public: Any, seat: int) -> tuple[str | None, ...]:
    """The alerts of the auction as ``seat`` is told them: none of its partner's calls."""
    partner = (seat + 2) % 4
    dealer = public.dealer
    return tuple(
        [None if (dealer + i) % 4 == partner else alert for i, alert in enumerate(public.alerts)]
    )


def _shown_hands(position: Any) -> tuple[tuple[Card, ...] | None, ...]:
    """The cards every seat sees, by seat: the dummy's once the opening lead is made
    (None for the hands not shown)."""
    shown = GAME_RULES.shown_cards(position)
    if shown is None:
        return (None, None, None, None)
    dummy = position._public.contract.dummy
    return tuple([cards_of(mask) if seat == dummy else None for seat, mask in enumerate(shown)])


class _Seated(TrickView[Rules, Phase, Action], TeamPositions):
    """What a view derives of the board: the dummy and the seat that decides."""

    __slots__ = ()
    dummy = property(_dummy, doc=_dummy.__doc__)
    decider = property(_decider, doc=_decider.__doc__)
    shown_hands = property(_shown_hands, doc=_shown_hands.__doc__)

    @property
    def alerts(self) -> tuple[str | None, ...]:
        """The explanation of each call of ``calls`` that was alerted, as this seat was told
        it: its own side's and the opponents', but not its partner's (None where none)."""
        return _alerts_seen(self._public, self.seat)


class View(_Seated):
    """What ``seat`` may know: its own hand, the hands shown to all (the dummy's, once the
    opening lead is made), the auction, the tricks and the scores.

    The fields mean what they mean on :class:`State`; other seats' hands appear only as
    counts, unless shown. ``decider`` is the seat that chooses now: this view's
    ``legal_actions()`` are the actions of ``to_act`` when this seat decides them (the
    declarer, for the dummy's cards, from the dummy's hand shown to all), and empty
    otherwise.

    Attributes:
        seat: the seat this view belongs to.
    """

    seat: int
    rules: Rules
    board: int
    dealer: int
    vulnerable: tuple[bool, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    shown_hands: tuple[tuple[Card, ...] | None, ...]
    calls: tuple[Bid | Pass | Double | Redouble, ...]  # Call's (Sphinx links a class)
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
    claims: tuple[Claimed, ...] = ()
    alerts: tuple[str | None, ...]
    __slots__ = ()


class _Board(TrickState[Rules, Phase, Action, View], TeamPositions):
    """What a state derives of the board: the dummy, the seat that decides, the hands shown
    to all, the dealer and the vulnerability, the hands as dealt."""

    __slots__ = ()
    dummy = property(_dummy, doc=_dummy.__doc__)
    decider = property(_decider, doc=_decider.__doc__)
    shown_hands = property(_shown_hands, doc=_shown_hands.__doc__)

    @property
    def dealer(self) -> int:
        """The seat that dealt this board and called first."""
        dealer: int = self._public.dealer
        return dealer

    @property
    def vulnerable(self) -> tuple[bool, ...]:
        """Whether North-South and East-West are vulnerable on this board."""
        vulnerable: tuple[bool, ...] = self._public.vulnerable
        return vulnerable

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards as this board dealt them, which a record of the finished board
        shows (:func:`~tricktaker.bridge.pbn.to_pbn`)."""
        return tuple([cards_of(mask) for mask in self._hidden.dealt])


class State(_Board):
    """A game of bridge at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; dealing, facing
    the dummy, collecting tricks and scoring happen inside it.

    Attributes:
        rules: the rule set.
        seed: the seed every board of the game is dealt from.
        board: the board in play, from 1.
        hands: each seat's cards, in canonical order.
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
        alerts: for each call of ``calls``, the explanation its caller gave the opponents
            of an alerted call (None where the call was not alerted); a view shows the
            opponents' and its own, not its partner's.
        claims: the claims made on this board (:class:`~tricktaker.bridge.Claimed`), in
            order: the last one pending while the phase is ``CLAIM``; offered when
            ``rules.claims`` (Laws 68 to 70, :mod:`tricktaker.bridge.claims`).

    Derived: ``dealer``, ``vulnerable`` (North-South, East-West), ``dummy``, ``decider``
    (the seat that chooses: the declarer for the dummy), ``shown_hands``, ``dealt``.

    >>> state = new_game(Rules(), seed=2)
    >>> state.phase, state.to_act, state.decider, len(state.legal_actions())
    (<Phase.AUCTION: 'auction'>, 0, 0, 36)
    """

    rules: Rules
    seed: int
    board: int
    hands: tuple[tuple[Card, ...], ...]
    calls: tuple[Bid | Pass | Double | Redouble, ...]  # Call's (Sphinx links a class)
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
    claims: tuple[Claimed, ...] = ()
    alerts: tuple[str | None, ...] = ()
    __slots__ = ()


_CALL_TYPES = (Bid, Pass, Double, Redouble)
_PLAIN = {call: call for call in CALLS}  # an alerted call's shared value (alerts are not equal)
_TRUMP = {strain: strain.suit for strain in Strain}
_call_made = builder(CallMade)  # a call's event, without attrs' __init__ (three times dearer)


class AuctionPhase(PhaseRule):
    """The auction (Laws 18 to 22): calls clockwise from the dealer, until three passes
    follow a bid (its contract, declared by the first of the bidder's side to have named
    its strain; the declarer's left leads) or four pass the board out (scored at once).
    Where it stands is the public part's ``auction`` (:class:`~tricktaker.bridge.Auction`);
    the calls are the field ``calls``."""

    phase = Phase.AUCTION
    asked = "make a call"
    actions = _CALL_TYPES
    every_action = CALLS
    fields = ("calls", "contract")

    def fresh(self, public: Any) -> None:
        public.auction = Auction.start(dealer=public.dealer)
        public.calls, public.contract, public.alerts = (), None, ()

    def begin(self, state: Any) -> Any:
        public = self.game.public.copy(state._public)
        public.phase, public.rule = self.phase, self
        return self.moved(state, public, public.dealer)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return position._public.auction.legal_calls()  # type: ignore[no-any-return]

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        """Why ``position.to_act`` may not make the call ``action``, or None: a Bid of no
        level 1 to 7 or no Strain, and the auction's own refusals."""
        if type(action) is Bid and (
            type(action.level) is not int
            or not 1 <= action.level <= 7
            or type(action.strain) is not Strain
        ):
            return malformed_action(action, "a Bid of a level 1 to 7 and a Strain")
        return position._public.auction.refusal(action)  # type: ignore[no-any-return]

    def step(self, state: Any, action: Any) -> Any:
        if self.refusal(state, 0, action) is not None:
            return None
        seat = state.to_act
        game = self.game
        public = game.public.copy(state._public)
        alert = action.alert
        if alert is not None:  # the call as the auction keeps it, its alert beside it
            action = _PLAIN[action]
        auction = public.auction = public.auction.after(action)
        public.calls = (*public.calls, action)
        public.alerts = (*public.alerts, alert)
        made = _call_made(seat=seat, call=action, alert=alert)
        if not auction.is_over:
            return self.moved(state, public, auction.to_call), (made,)
        contract = auction.contract()
        ended = AuctionEnded(contract=contract)
        if contract is None:  # passed out: the board ends at once
            return game.end_deal(self.moved(state, public, seat), (made, ended))
        public.contract = contract
        if public.rules.use_double_dummy_result:  # the cards are not played
            public.declarer_tricks = _double_dummy_tricks(state.dealt, contract)
            return game.end_deal(self.moved(state, public, seat), (made, ended))
        public.leader = lead = (contract.declarer + 1) % 4  # the declarer's left leads
        public.trick_seats = public.orders[lead]
        return game.next_phase(self.moved(state, public, lead), self), (made, ended)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        """The calls, each with its alert (those a view read shows)."""
        calls, alerts = list(fields["calls"]), fields.get("alerts", ())
        if len(alerts) != len(calls):
            raise TricktakerError(f"{len(alerts)} alerts for {len(calls)} calls: one a call")
        return [
            call if alert is None else attrs.evolve(call, alert=alert)
            for call, alert in zip(calls, alerts, strict=True)
        ]


def _double_dummy_tricks(hands: tuple[tuple[Card, ...], ...], contract: Contract) -> int:
    """The tricks the declarer takes double dummy in the contract's strain (DDS's)."""
    return _double_dummy_table(hands)[contract.declarer][contract.strain]


@functools.lru_cache(maxsize=64)  # a deal replayed (from JSON, say) is not solved again
def _double_dummy_table(hands: tuple[tuple[Card, ...], ...]) -> tuple[tuple[int, ...], ...]:
    from tricktaker.bridge.dd import dds

    return dds.tables([hands])[0]


AUCTION = AuctionPhase()
CLAIMS: BridgeClaims = BridgeClaims(
    Phase.CLAIM, claim=Claim, accept=AcceptClaim, dispute=DisputeClaim, claimed=Claimed,
    made=ClaimMade, accepted=ClaimAccepted, disputed=ClaimDisputed, most=13,
)  # fmt: skip
"""Bridge's claims and concessions (:mod:`tricktaker.bridge.claims`), offered in the play
when ``rules.claims``."""
_trick_won = builder(TrickWon)


class Bridge(TrickGame):
    """Bridge where it differs from a plain trick game: North is dealt first and the
    board's dealer calls first, an auction decides the contract, the declarer's left leads,
    the dummy's hand is shown after the opening lead and played by the declarer, the
    declarer's side counts its tricks, and each board is scored as duplicate bridge."""

    name = "bridge"
    title = "Bridge"
    state_class = State
    view_class = View
    phase = Phase
    phases = (AUCTION,)
    claiming = CLAIMS
    most_players = 4
    number_field = "board"
    number_word = "board"
    deal_started = BoardStarted
    trick_won = TrickWon
    deal_scored = BoardScored
    deal_fields = ("dealer", "vulnerable")
    kept = ("auction", "dummy_hand")
    last_leads = False  # a finished board keeps its last trick's winner as the leader

    def dealer(self, rules: Rules, number: int) -> int:
        return rules.dealer_of(number)

    def first_number(self, rules: Rules) -> int:
        """The game starts at board ``rules.first_board``."""
        return rules.first_board

    def deal(self, rules: Rules, seed: int, number: int, dealer: int) -> Dealt:
        """Thirteen cards a seat, North first: the shuffle depends only on the seed and
        the board's number."""
        deck = shuffled(self.deck, f"bridge:{seed}:{number}")
        return Dealt(deal_masks(deck, 4, 13, 0), ())

    def begin_deal(self, public: Any, dealer: int, dealt: Dealt) -> None:
        public.dealer, public.vulnerable = dealer, public.rules.vulnerable(public.board)
        public.declarer_tricks, public.dummy_hand = 0, 0
        if public.rules.use_double_dummy_result:  # refused now, not at the auction's end
            from tricktaker.bridge.dd import dds

            dds.require()

    def first_leader(self, rules: Rules, dealer: int, dealt: Dealt) -> int:
        return dealer  # the auction's first caller, until the contract names the leader

    def deal_events(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        started = BoardStarted(
            board=state.board, dealer=state.dealer, vulnerable=state.vulnerable, hands=hands
        )
        return (started,)

    def after_lead(self, state: Any, events: tuple[Event, ...]) -> tuple[Any, tuple[Event, ...]]:
        """The opening lead faces the dummy's hand: its cards join the public part."""
        public = state._public
        if public.played:
            return state, events
        dummy = public.contract.dummy
        faced = self.public.copy(public)
        faced.dummy_hand = state._hidden.dealt[dummy] & state._held
        after = self.seam.state(faced, state._hidden, state._held, state.trick, state.to_act)
        return after, (*events, DummyFaced(seat=dummy, cards=cards_of(faced.dummy_hand)))

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        """The highest trump of the contract's strain, else the highest of the led suit."""
        return trump_winner(cards, _TRUMP[position._public.contract.strain])

    def take_trick(self, public: Any, winner: int, cards: tuple[Card, ...]) -> Event:
        """The declarer's side counts its tricks; the dummy's shown cards lose the trick's."""
        public.declarer_tricks += (winner & 1) == (public.contract.declarer & 1)
        a, b, c, d = cards
        public.dummy_hand &= ~(BITS[a.index] | BITS[b.index] | BITS[c.index] | BITS[d.index])
        won: Event = _trick_won(leader=public.leader, cards=cards, winner=winner)
        return won

    def decider(self, position: Any) -> int | None:
        """The declarer decides for the dummy."""
        to_act = position.to_act
        public = position._public
        contract = public.contract
        if contract is not None and public.phase is _PLAY and to_act == contract.dummy:
            declarer: int = contract.declarer
            return declarer
        return to_act  # type: ignore[no-any-return]

    def whose_turn(self, position: Any, decider: int | None) -> str:
        if decider is not None and decider != position.to_act:
            return f"the declarer {SEAT_NAMES[decider]} plays the dummy's cards"
        return super().whose_turn(position, decider)

    def not_held(self, position: Any) -> str:
        if self.decider(position) != position.to_act:
            return "the dummy does not hold it"
        return "you do not hold it"

    def shown_cards(self, position: Any) -> tuple[int, ...] | None:
        """The dummy's cards once the opening lead is made (those it held as the trick
        began, less its card in the trick)."""
        public = getattr(position, "_public", None)
        if public is None:  # a view's fields as read
            hands = position.shown_hands
            return tuple([mask_of(hand or ()) for hand in hands]) if any(hands) else None
        trick = position.trick
        if public.phase not in _PLAYING or not (trick or public.played):
            return None
        shown = [0, 0, 0, 0]
        shown[public.contract.dummy] = public.dummy_hand & ~mask_of(trick)
        return tuple(shown)

    def deal_points(self, state: Any) -> tuple[int, ...]:
        """The board's score for the declarer's side, by seat (the defenders' its negation);
        nothing for a board passed out."""
        contract = state.contract
        north_south = 0
        if contract is not None:
            side = contract.declarer & 1
            points = score(
                contract, tricks=state.declarer_tricks, vulnerable=state.vulnerable[side]
            )
            north_south = -points if side else points
        return (north_south, -north_south, north_south, -north_south)

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        return {
            "board": state.board,
            "contract": state.contract,
            "declarer_tricks": state.declarer_tricks,
            "points": points,
            "scores": scores,
        }

    def deals(self, rules: Rules) -> int:
        """A game is ``rules.boards`` boards."""
        return rules.boards

    def score_bounds(self, rules: Rules) -> tuple[float, float]:
        return -7600.0 * rules.boards, 7600.0 * rules.boards

    # -- JSON: the public fields the bridge keeps beyond those written, and the checks of
    # what a view derives, each naming the field it disagrees with

    def build_state(self, fields: Mapping[str, Any]) -> Any:
        state = super().build_state(fields)
        public, rules, board = state._public, fields["rules"], fields["board"]
        public.dealer, public.vulnerable = rules.dealer_of(board), rules.vulnerable(board)
        public.auction = _auction_of(public.dealer, fields["calls"])
        contract = fields["contract"]
        if contract is not None:
            public.dummy_hand = state._hidden.dealt[contract.dummy] & ~mask_of(fields["played"])
        return state

    def build_view(self, fields: Mapping[str, Any]) -> Any:
        view = super().build_view(fields)
        public = view._public
        public.auction = _auction_of(fields["dealer"], fields["calls"])
        contract, trick = fields["contract"], tuple(fields["trick"])
        if contract is not None and fields["shown_hands"][contract.dummy] is not None:
            place = (contract.dummy - fields["leader"]) % 4
            played = BITS[trick[place].index] if place < len(trick) else 0
            public.dummy_hand = mask_of(fields["shown_hands"][contract.dummy]) | played
        return view

    def check_view(self, view: Any) -> None:
        """Raise unless the rules reach ``view`` (the engine's replay), its derived fields
        first: the cards of the deck, the hand sizes, the dummy's hand and the decider."""
        shown = [card for hand in view.shown_hands if hand is not None for card in hand]
        for card in (*view.hand, *shown, *view.played, *view.trick):
            if card not in _DECK:
                raise TricktakerError(f"{card} is not a card of bridge's 52-card deck")
        if len(view.played) % 4 == 0 and len(view.trick) < 4 and view.phase in _PLAYING:
            left = 13 - len(view.played) // 4
            for seat, size in enumerate(view.hand_sizes):
                played_now = (seat - view.leader) % 4 < len(view.trick)
                if size != left - played_now:
                    raise TricktakerError(
                        f"seat {seat} holds {size} cards, not {left - played_now}"
                    )
        contract = view.contract
        faced = view.phase in _PLAYING and bool(view.played or view.trick)
        if faced and contract is not None and len(view.shown_hands) == 4:
            if view.shown_hands[contract.dummy] is None:
                raise TricktakerError("the dummy's hand is shown once the opening lead is made")
            dummy = contract.dummy == view.to_act
            decider = contract.declarer if dummy else view.to_act
            if view.decider != decider:
                raise TricktakerError(
                    f"the view's decider is {view.decider!r}, where its other fields give "
                    f"{decider!r}"
                )
        super().check_view(view)


def _auction_of(dealer: int, calls: Sequence[Call]) -> Auction:
    """The auction after ``calls`` from ``dealer``'s (a state or view read from JSON)."""
    auction = Auction.start(dealer=dealer)
    for call in calls:
        if type(call) not in _CALL_TYPES or auction.is_over or auction.refusal(call):
            raise TricktakerError(f"the calls {[str(c) for c in calls]} are no auction")
        auction = auction.after(call)
    return auction


GAME_RULES = Bridge()
"""Bridge's rules on the engine, built once."""

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

    def dealt(self) -> Dealt:
        """This deal as the engine keeps it."""
        return Dealt(tuple([mask_of(hand) for hand in self.hands]), ())


def start(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt for board 1, and the event of that deal.

    >>> state, events = start(Rules(), seed=5)
    >>> [str(event) for event in events]
    ['board 1: North deals, nobody vulnerable']
    """
    return starting(GAME_RULES, Rules, rules, seed, Deal, deal)


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
    return deal_numbered(GAME_RULES, Rules, rules, number, Deal, deal, scores, seed)
