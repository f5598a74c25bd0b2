"""Slovenian Tarok on the trick-game engine: what differs from a plain trick game. The tarok
pack and its talon of six, the bidding of contracts, calling a king (four players), the talon
exchange, klop's talon cards, the rules of following (:mod:`tricktaker.tarok.rules`), a hand
that ends early (beggar, valat) and its score.

Sources: OpenSpiel's ``open_spiel/games/tarok/tarok.cc`` (the phases, the actions and their
order, the scores), move by move; ``docs/rules/tarok.md`` names the source of each rule.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from tricktaker.actions import Play, malformed
from tricktaker.cards import Card, Suit, shuffled
from tricktaker.encoding import CardNumbering, Section, one_hot, seat_one_hot
from tricktaker.engine import (
    Dealt,
    GivenDeal,
    PhaseRule,
    TrickGame,
    TrickState,
    TrickView,
    deal_numbered,
    starting,
)
from tricktaker.engine.events import TrickWon as _TrickWon
from tricktaker.errors import IllegalActionError, RulesError
from tricktaker.events import Event
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.tarok.rules import (
    CLASS,
    CLASS_MASKS,
    CONTRACTS,
    DECK,
    KINGS,
    MOND,
    MOND_BIT,
    PAGAT,
    PAGAT_BIT,
    SKIS,
    TAROK,
    TAROKS,
    Contract,
    hand_points,
    playable_mask,
    trick_winner,
)
from tricktaker.tricks import CompletedTrick

TALON_SIZE = 6
"""The talon: six cards dealt to no one."""
_TAROKS_MASK = CLASS_MASKS[TAROK]
_KEPT = mask_of(KINGS) | PAGAT_BIT | MOND_BIT | BITS[SKIS.index]  # never discarded


@attrs.frozen(kw_only=True)
class Rules:
    """A Slovenian Tarok rule set: OpenSpiel's ``tarok``, one hand.

    Attributes:
        players: 3 or 4 (4 by default, as OpenSpiel's; with 4 the solos are bid and the
            declarer of three, two or one calls a king).

    >>> Rules(players=5)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.players must be 3 or 4, not 5
    """

    players: int = 4

    def __attrs_post_init__(self) -> None:
        if type(self.players) is not int or self.players not in (3, 4):
            raise RulesError(f"Rules.players must be 3 or 4, not {self.players!r}")

    @property
    def first_dealer(self) -> int:
        """The dealer, the last seat (seat 0 is forehand, as OpenSpiel numbers them)."""
        return self.players - 1


# -- actions --------------------------------------------------------------------------------


@attrs.frozen
class Pass:
    """Pass in the bidding.

    >>> str(Pass())
    'pass'
    """

    def __str__(self) -> str:
        return "pass"


@attrs.frozen
class Bid:
    """Bid ``contract`` (or, forehand and the last bidder, hold it).

    >>> str(Bid(Contract.SOLO_WITHOUT))
    'bid solo without'
    """

    contract: Contract

    def __attrs_post_init__(self) -> None:
        if type(self.contract) is not Contract:
            raise malformed("Bid.contract", self.contract, "a tarok.Contract")

    def __str__(self) -> str:
        return f"bid {self.contract}"


@attrs.frozen
class CallKing:
    """The declarer calls the king of ``suit``: its holder is the declarer's partner.

    >>> str(CallKing(Suit.HEARTS))
    'call K♥'
    """

    suit: Suit

    def __attrs_post_init__(self) -> None:
        if type(self.suit) is not Suit:
            raise malformed("CallKing.suit", self.suit, "a Suit")

    def __str__(self) -> str:
        return f"call K{self.suit.symbol}"


@attrs.frozen
class ChooseTalon:
    """The declarer takes part ``part`` (0 the first) of the talon laid out in parts.

    >>> str(ChooseTalon(1))
    'take talon part 2'
    """

    part: int

    def __attrs_post_init__(self) -> None:
        if type(self.part) is not int:
            raise malformed("ChooseTalon.part", self.part, "a whole number")

    def __str__(self) -> str:
        return f"take talon part {self.part + 1}"


@attrs.frozen
class Discard:
    """The declarer lays away ``card`` after taking talon cards.

    >>> str(Discard(Card.parse("7S")))
    'discard 7♠'
    """

    card: Card

    def __attrs_post_init__(self) -> None:
        if type(self.card) is not Card:
            raise malformed("Discard.card", self.card, "a Card")

    def __str__(self) -> str:
        return f"discard {self.card}"


Action = Pass | Bid | CallKing | ChooseTalon | Discard | Play
"""Any Tarok action."""

PASS = Pass()
BIDS = {contract: Bid(contract) for contract in CONTRACTS}
CALLS = tuple(CallKing(suit) for suit in Suit)
PARTS = tuple(ChooseTalon(part) for part in range(TALON_SIZE))


# -- events ---------------------------------------------------------------------------------


@attrs.frozen
class HandStarted(Event):
    """Hand ``hand_number`` was dealt by ``dealer``: ``hands`` by seat, None where hidden
    (the talon stays face down)."""

    hand_number: int
    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> HandStarted:
        hidden = tuple(hand if i == seat else None for i, hand in enumerate(self.hands))
        return attrs.evolve(self, hands=hidden)


@attrs.frozen
class Called(Event):
    """``seat`` bid ``contract``, or passed (None)."""

    seat: int
    contract: Contract | None


@attrs.frozen
class ContractWon(Event):
    """``declarer`` plays ``contract``."""

    declarer: int
    contract: Contract


@attrs.frozen
class KingCalled(Event):
    """``seat`` called ``king``."""

    seat: int
    king: Card

    def shown_to_all(self) -> tuple[Card, ...]:
        return (self.king,)  # named, not who holds it


@attrs.frozen
class TalonChosen(Event):
    """The talon was turned up (``talon``, laid out in parts of ``size``) and ``seat`` took
    part ``part``."""

    seat: int
    talon: tuple[Card, ...]
    size: int
    part: int

    def shown_to_all(self) -> tuple[Card, ...]:
        return self.talon  # turned up for all


@attrs.frozen
class Discarded(Event):
    """The declarer ``seat`` laid away ``card`` (None where hidden: a card that is not a
    tarok, to all but it)."""

    seat: int
    card: Card | None

    def for_seat(self, seat: int) -> Discarded:
        hidden = seat != self.seat and self.card is not None and self.card not in TAROKS
        return attrs.evolve(self, card=None) if hidden else self


@attrs.frozen
class TrickWon(_TrickWon):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led."""


@attrs.frozen
class TalonTaken(Event):
    """``seat`` took ``cards`` of the talon with its trick: klop's next talon card, or the
    talon's rest won with the called king that was in it."""

    seat: int
    cards: tuple[Card, ...]


@attrs.frozen
class HandScored(Event):
    """Hand ``hand_number`` ended: ``contract`` played by ``declarer`` with ``partner``
    (None alone), each seat's ``points`` and total."""

    hand_number: int
    contract: Contract
    declarer: int
    partner: int | None
    points: tuple[int, ...]
    scores: tuple[int, ...]


# -- state and view -------------------------------------------------------------------------


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    BID = "bid"
    """Bid a contract or pass."""
    KING = "king"
    """The declarer calls a king."""
    TALON = "talon"
    """The declarer takes a part of the talon, then lays away as many cards."""
    PLAY = "play"
    OVER = "over"


class _ViewBase(TrickView[Rules, Phase, Action]):
    """A view's ``discards`` and ``partner``: what its seat knows of them."""

    __slots__ = ()

    @property
    def talon(self) -> tuple[Card, ...]:
        """The talon cards turned up: all six once the declarer exchanges, klop's one by
        one as they are taken; none while face down."""
        return self._public.talon_shown  # type: ignore[no-any-return]

    @property
    def turned_up(self) -> tuple[Card, ...]:
        """The cards turned up for all that a seat may since have taken: the talon."""
        return self._public.talon_shown  # type: ignore[no-any-return]

    @property
    def called_king(self) -> Card | None:
        """The king the declarer called, or None."""
        return _king_of(self._public)

    @property
    def discards(self) -> tuple[Card, ...]:
        """The cards the declarer laid away: all, in its view; the taroks, in the others'."""
        seen: tuple[Card, ...] | None = self._seen
        if seen is not None:
            return seen
        return tuple(card for card in self._public.shown_discards)

    @property
    def partner(self) -> int | None:
        """The called king's holder, once known: to all once the king is played, to the
        holder itself at once; None while hidden (or with no partner)."""
        public = self._public
        king = _king_of(public)
        if king is None or public.revealed is not None:
            return public.revealed  # type: ignore[no-any-return]
        if king in self.trick:
            return public.trick_seats[self.trick.index(king)]  # type: ignore[no-any-return]
        if self._hand & BITS[king.index] and self.seat != public.declarer:
            return self.seat
        return None


class View(_ViewBase):
    """What ``seat`` may know: its hand, the bidding, the talon once turned up, the tricks
    and the cards each seat took, the scores; the called king's partner once the king is
    played. The fields mean what they mean on :class:`State`."""

    seat: int
    rules: Rules
    hand_number: int
    dealer: int
    auction: tuple[Contract | None, ...]
    contract: Contract | None
    declarer: int | None
    called: Suit | None
    partner: int | None
    talon: tuple[Card, ...]
    talon_part: int | None
    discards: tuple[Card, ...] = ()
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    won: tuple[tuple[Card, ...], ...]
    mond_lost: int | None
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


class _StateBase(TrickState[Rules, Phase, Action, View]):
    """A state's ``discards`` and ``partner``, found from its cards."""

    __slots__ = ()

    @property
    def discards(self) -> tuple[Card, ...]:
        """The cards the declarer laid away."""
        return _discards_of(self)

    @property
    def called_king(self) -> Card | None:
        """The king the declarer called, or None."""
        return _king_of(self._public)

    @property
    def partner(self) -> int | None:
        """The seat that holds (or held) the called king, unless the declarer does or it is
        in the talon: the declarer's partner; None without one."""
        king, declarer = _king_of(self._public), self._public.declarer
        if king is None:
            return None
        for seat, dealt in enumerate(self._hidden.dealt):
            if dealt & BITS[king.index] and seat != declarer:
                return seat
        return None

    @property
    def talon(self) -> tuple[Card, ...]:
        """The six talon cards, in the order they lie (the order of its parts)."""
        return self._hidden.rest  # type: ignore[no-any-return]


class State(_StateBase):
    """A Tarok game at one moment: a value that never changes.

    Attributes:
        rules: the rule set.
        seed: the seed the deal derives from.
        hand_number: the hand, from 1.
        dealer: the seat that dealt it (the last; forehand is seat 0).
        auction: the calls of the bidding in order, each a contract or None for a pass.
        contract: the contract played; None until the bidding ends.
        declarer: the seat that plays it; None until then.
        called: the suit of the king the declarer called (``called_king``), or None.
        partner: the called king's holder, the declarer's partner (None: none).
        talon: the six talon cards, in the order of their parts.
        talon_part: the part of the talon the declarer took, or None.
        discards: the cards the declarer laid away.
        hands: each seat's cards, in canonical order.
        won: the cards each seat has taken (in canonical order): its tricks, klop's talon
            cards, the talon's rest won with the called king.
        mond_lost: the seat that pays 20 for its captured mond (or for leaving it in the
            talon), or None.
        tricks_taken: the tricks each seat has taken.
        trick: the cards of the trick in progress.
        leader: the seat that led (or leads) the trick in progress.
        played: the cards of the finished tricks, in play order.
        last_trick: the last finished trick.
        scores: each seat's total.
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the seats with the highest total once the game is over.

    >>> state = new_game(Rules(players=3), seed=1)
    >>> state.phase, state.to_act, [len(hand) for hand in state.hands], len(state.talon)
    (<Phase.BID: 'bid'>, 1, [16, 16, 16], 6)
    """

    rules: Rules
    seed: int
    hand_number: int
    dealer: int
    auction: tuple[Contract | None, ...]
    contract: Contract | None
    declarer: int | None
    called: Suit | None
    partner: int | None
    talon: tuple[Card, ...]
    talon_part: int | None
    discards: tuple[Card, ...] = ()
    hands: tuple[tuple[Card, ...], ...]
    won: tuple[tuple[Card, ...], ...]
    mond_lost: int | None
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


def _king_of(public: Any) -> Card | None:
    """The king the declarer called, or None."""
    return None if public.called is None else KINGS[public.called]


def _part(contract: Contract | None, part: int | None, talon: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of the talon's part ``part`` that the declarer took (none if none)."""
    if part is None or contract is None:
        return ()
    return tuple(talon[part * contract.talon : (part + 1) * contract.talon])


def _discards_of(state: Any) -> tuple[Card, ...]:
    """The declarer's discards: cards it was given (its hand with its talon part) that it
    neither holds nor has played."""
    declarer = state._public.declarer
    if declarer is None or state._public.talon_part is None:
        return ()
    gone = state._hidden.dealt[declarer] & ~state._held
    gone &= ~mask_of(state._public.played) & ~mask_of(state.trick)
    return cards_of(gone)


# -- the bidding ----------------------------------------------------------------------------

_NONE, _PASS = -1, 0  # a seat's last call: none yet, a pass; else 1 + the contract's index


def _calls(public: Any) -> tuple[list[int], int | None]:
    """Each seat's last call, counted from forehand (:data:`_NONE`, :data:`_PASS` or 1 + a
    contract's index), and the seat (from forehand) to call next, None once done."""
    players = public.rules.players
    calls = [_NONE] * players
    current: int | None = 1 % players  # forehand's left bids first, forehand last
    for call in public.auction:
        assert current is not None
        calls[current] = _PASS if call is None else CONTRACTS.index(call) + 1
        if _all_others_passed(calls, current):
            return calls, None
        current = (current + 1) % players
        while calls[current] == _PASS:
            current = (current + 1) % players
    return calls, current


def _all_others_passed(calls: list[int], current: int) -> bool:
    return all(call == _PASS for seat, call in enumerate(calls) if seat != current)


def bid_choices(calls: Sequence[int], current: int, players: int) -> tuple[Any, ...]:
    """The calls the seat ``current`` (counted from forehand) may make, the seats' last
    calls being ``calls`` (-1 none, 0 a pass, else 1 + a contract's index): OpenSpiel's
    bidding. Forehand alone may bid klop and three, once all others have passed; a bid must
    be higher than the highest, or equal to it for a seat nearer forehand (its priority);
    the solos are for four players; the last bidder may not pass.

    >>> [str(a) for a in bid_choices([-1, -1, -1], 1, 3)][:3]
    ['pass', 'bid two', 'bid one']
    >>> [str(a) for a in bid_choices([-1, 0, 0], 0, 3)][:3]
    ['bid klop', 'bid three', 'bid two']
    """
    best = max(calls)
    holder = list(calls).index(best)
    choices: list[Any] = []
    others_passed = _all_others_passed(list(calls), current)
    if current == 0 and calls[0] == _NONE and others_passed:
        choices += [BIDS[Contract.KLOP], BIDS[Contract.THREE]]
    elif not others_passed:
        choices.append(PASS)
    for code in range(3, 13):
        if players == 3 and 5 <= code <= 7:
            continue
        if code > best or (code == best and current <= holder):
            choices.append(BIDS[CONTRACTS[code - 1]])
    return tuple(choices)


class Bidding(PhaseRule):
    """From forehand's left round to forehand: pass or bid a contract, until all but one
    have passed (OpenSpiel's auction)."""

    phase = Phase.BID
    asked = "bid or pass"
    actions = (Pass, Bid)
    fields = ("auction", "contract", "declarer")
    every_action = (PASS, *BIDS.values())

    def fresh(self, public: Any) -> None:
        public.auction, public.contract, public.declarer = (), None, None
        public.called, public.talon_part, public.revealed = None, None, None
        public.talon_shown, public.shown_discards, public.discards_made = (), (), 0
        public.won, public.mond_lost = ((),) * public.rules.players, None

    def begin(self, state: Any) -> Any:
        public = self.game.public.copy(state._public)
        public.phase, public.rule = self.phase, self
        return self.moved(state, public, (public.dealer + 2) % public.rules.players)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        public = position._public
        calls, current = _calls(public)
        return bid_choices(calls, current or 0, public.rules.players)

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        choices = self.legal(position, hand)
        if action in choices:
            return None
        return IllegalActionError(
            f"cannot {action}: you may {', '.join(map(str, choices))}", code="insufficient_bid"
        )

    def step(self, state: Any, action: Any) -> Any:
        if action not in self.legal(state, 0):
            return None
        game, seat = self.game, state.to_act
        public = game.public.copy(state._public)
        contract = None if type(action) is Pass else action.contract
        public.auction = (*public.auction, contract)
        called = (Called(seat=seat, contract=contract),)
        current = _calls(public)[1]
        players = public.rules.players
        forehand = (public.dealer + 1) % players
        if current is not None or contract is None:  # the last call is a bid
            return self.moved(state, public, (forehand + (current or 0)) % players), called
        public.contract, public.declarer = contract, seat
        public.leader = seat if contract.declarer_leads else forehand
        public.trick_seats = public.orders[public.leader]
        won = (*called, ContractWon(declarer=seat, contract=contract))
        return game.next_phase(self.moved(state, public, seat), self), won

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        return [PASS if call is None else BIDS[call] for call in fields["auction"]]


class KingCalling(PhaseRule):
    """With four players, the declarer of three, two or one calls a king (any of the four,
    its own too: it then plays alone)."""

    phase = Phase.KING
    asked = "call a king"
    actions = (CallKing,)
    fields = ("called",)
    every_action = CALLS

    def begin(self, state: Any) -> Any | None:
        public = state._public
        if public.rules.players != 4 or not public.contract.calls_king:
            return None
        public = self.game.public.copy(public)
        public.phase, public.rule = self.phase, self
        return self.moved(state, public, public.declarer)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return CALLS

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        return None

    def step(self, state: Any, action: Any) -> Any:
        king = KINGS[action.suit]
        public = self.game.public.copy(state._public)
        public.called = action.suit
        following = self.game.next_phase(self.moved(state, public, state.to_act), self)
        return following, (KingCalled(seat=state.to_act, king=king),)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        suit = fields["called"]
        return [] if suit is None else [CALLS[suit]]


class TalonExchange(PhaseRule):
    """The talon is turned up in parts of as many cards as the contract takes; the declarer
    takes one, then lays away as many cards: no tarok while it holds another card, and never
    a king or a card of the trula. Leaving the mond in the talon costs the declarer 20."""

    phase = Phase.TALON
    asked = "take a part of the talon, then discard"
    actions = (ChooseTalon, Discard)
    fields = ("talon_part",)
    every_action = (*PARTS, *(Discard(card) for card in DECK))

    def begin(self, state: Any) -> Any | None:
        public = state._public
        if not public.contract.talon:
            return None
        public = self.game.public.copy(public)
        public.phase, public.rule = self.phase, self
        public.talon_shown = state._hidden.rest
        return self.moved(state, public, public.declarer)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        public = position._public
        if public.talon_part is None:
            return PARTS[: TALON_SIZE // public.contract.talon]
        allowed = hand & ~_TAROKS_MASK & ~_KEPT or hand & ~_KEPT
        return tuple([Discard(card) for card in cards_of(allowed)])

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        if action in self.legal(position, hand):
            return None
        public = position._public
        wrong: IllegalActionError
        if public.talon_part is None:
            if type(action) is Discard:
                wrong = self.game.wrong_phase(position, hand, action)
                return wrong
            parts = TALON_SIZE // public.contract.talon
            return IllegalActionError(
                f"cannot {action}: the talon lies in {parts} parts", code="illegal"
            )
        if type(action) is ChooseTalon:
            wrong = self.game.wrong_phase(position, hand, action)
            return wrong
        card = action.card
        if not hand & BITS[card.index]:
            return IllegalActionError(
                f"cannot {action}: the declarer does not hold it", code="not_in_hand"
            )
        reason = "a king or a card of the trula" if _KEPT & BITS[card.index] else "a tarok"
        return IllegalActionError(f"cannot {action}: it may not lay away {reason}", code="illegal")

    def step(self, state: Any, action: Any) -> Any:
        seat = state.to_act
        hand = state._hidden.dealt[seat] & state._held
        if action not in self.legal(state, hand):
            return None
        game = self.game
        public = game.public.copy(state._public)
        size = public.contract.talon
        if type(action) is ChooseTalon:
            talon = state._hidden.rest
            part = talon[action.part * size : (action.part + 1) * size]
            public.talon_part = action.part
            if MOND in talon and MOND not in part:
                public.mond_lost = seat
            bits = mask_of(part)
            hidden = state._hidden
            dealt = tuple([m | bits if i == seat else m for i, m in enumerate(hidden.dealt)])
            hidden = game.hidden.new(seed=hidden.seed, dealt=dealt, rest=hidden.rest)
            chosen = TalonChosen(seat=seat, talon=talon, size=size, part=action.part)
            return game.seam.state(public, hidden, state._held | bits, (), seat), (chosen,)
        card = action.card
        public.discards_made += 1
        if card in TAROKS:  # laid away face up, kept in canonical order
            public.shown_discards = cards_of(mask_of(public.shown_discards) | BITS[card.index])
        held = state._held ^ BITS[card.index]
        following = game.seam.state(public, state._hidden, held, (), seat)
        if (hand ^ BITS[card.index]).bit_count() == public.dealt_size:
            following = game.next_phase(following, self)
        return following, (Discarded(seat=seat, card=card),)

    def undo(self, hands: list[int], fields: Mapping[str, Any]) -> None:
        """The talon part back to the talon, the discards back to the declarer's hand."""
        part = fields["talon_part"]
        if part is None:
            return
        declarer, size = fields["declarer"], fields["contract"].talon
        hands[declarer] |= mask_of(fields["discards"])
        hands[declarer] &= ~mask_of(fields["talon"][part * size : (part + 1) * size])

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        part = fields["talon_part"]
        if part is None:
            return []
        return [PARTS[part], *(Discard(card) for card in fields["discards"])]


BIDDING, KING_CALLING, TALON_EXCHANGE = Bidding(), KingCalling(), TalonExchange()


class Tarok(TrickGame):
    """Slovenian Tarok where it differs from a plain trick game: the pack and the talon,
    the bidding, the king called, the talon exchange, the rules of play, klop's talon cards,
    the hands that end early, and the score."""

    name = "tarok"
    title = "Tarok"
    state_class = State
    view_class = View
    phase = Phase
    phases = (BIDDING, KING_CALLING, TALON_EXCHANGE)
    deck = DECK
    most_players = 4
    number_field = "hand_number"
    number_word = "hand"
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = HandScored
    per_seat = ("won",)
    kept = ("revealed", "talon_shown", "shown_discards", "discards_made")

    def dealer(self, rules: Any, number: int) -> int:
        return (rules.first_dealer + number - 1) % rules.players  # type: ignore[no-any-return]

    def deal(self, rules: Rules, seed: int, number: int, dealer: int) -> Dealt:
        """The talon first, then the hands from forehand; dealt again (a new shuffle) while a
        hand holds no tarok, as OpenSpiel does."""
        size = self.hand_size(rules, number)
        for attempt in range(1000):
            deck = shuffled(self.deck, f"tarok:{seed}:{number}:{attempt}")
            hands = [deck[TALON_SIZE + i * size : TALON_SIZE + (i + 1) * size] for i in range(4)]
            masks = [mask_of(hands[(seat - dealer - 1) % rules.players]) for seat in range(4)]
            masks = masks[: rules.players]
            if all(mask & _TAROKS_MASK for mask in masks):
                return Dealt(tuple(masks), deck[:TALON_SIZE])
        raise AssertionError("no deal with a tarok in every hand")  # pragma: no cover

    def hand_size(self, rules: Any, number: int) -> int:
        return 48 // rules.players  # type: ignore[no-any-return]

    def rest_size(self, rules: Any, number: int) -> int:
        return TALON_SIZE

    def deal_events(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        return (HandStarted(hand_number=state.hand_number, dealer=state.dealer, hands=hands),)

    # -- the play -------------------------------------------------------------------------

    def playable(self, position: Any, hand: int) -> int:
        return playable_mask(hand, position.trick, position._public.contract)

    def led_suit(self, position: Any) -> Suit | None:
        trick = position.trick
        return trick[0].suit if trick else None

    def refusal_reason(self, position: Any, hand: int, card: Card) -> tuple[str, str]:
        trick = position.trick
        if not trick:
            return "the pagat may not lead while another card may", "illegal"
        allowed = self.playable(position, hand)
        take = CLASS[trick[0].index]
        if allowed == PAGAT_BIT and hand & CLASS_MASKS[take] != PAGAT_BIT:
            return "must play the pagat: the mond and the škis are in the trick", "illegal"
        if CLASS[card.index] != CLASS[cards_of(allowed)[0].index]:
            if hand & CLASS_MASKS[take]:
                return f"must follow {trick[0].suit or 'the taroks'}", "must_follow_suit"
            return "must play a tarok", "must_follow_suit"
        if card is PAGAT:
            return "may play the pagat only as its last card", "illegal"
        return "must beat the trick", "illegal"

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        return trick_winner(cards, position._public.contract)

    def after_trick(self, state: Any, events: tuple[Event, ...]) -> Any:
        """The cards taken, klop's talon card, the called king's talon, the captured mond;
        the hand ends once the hands are empty, the beggar takes a trick or the valat
        player loses one."""
        public, hidden = state._public, state._hidden
        won = public.last_trick
        winner, cards = won.winner, won.cards
        contract, talon = public.contract, hidden.rest
        taken = [*public.won]
        got = mask_of(taken[winner]) | mask_of(cards)
        king = _king_of(public)
        if king is not None and king in cards:
            seat = public.orders[won.leader][cards.index(king)]
            public.revealed = seat if seat != public.declarer else None
        best = cards[self.trick_winner(state, cards)]
        if contract is Contract.KLOP and len(public.talon_shown) < TALON_SIZE:
            gift = talon[len(public.talon_shown)]
            public.talon_shown = (*public.talon_shown, gift)
            got |= BITS[gift.index]
            events = (*events, TalonTaken(seat=winner, cards=(gift,)))
        elif best is king and king in talon:  # the declarer took it with its talon part
            size, part = contract.talon, public.talon_part
            rest = talon[: part * size] + talon[(part + 1) * size :]
            got |= mask_of(rest)
            if MOND in rest:
                public.mond_lost = None
            events = (*events, TalonTaken(seat=winner, cards=rest))
        elif (
            (contract.talon or contract is Contract.SOLO_WITHOUT)
            and best in (SKIS, PAGAT)
            and MOND in cards
        ):  # the mond captured by the škis or the pagat: its player pays
            public.mond_lost = public.orders[won.leader][cards.index(MOND)]
        taken[winner] = cards_of(got)
        public.won = tuple(taken)
        declarer = public.declarer
        if (
            not state._held & hidden.dealt[winner]
            or (contract in (Contract.BEGGAR, Contract.OPEN_BEGGAR) and winner == declarer)
            or (contract in (Contract.COLOUR_VALAT, Contract.VALAT) and winner != declarer)
        ):
            return self.end_deal(state, events)
        return state, events

    def hand_sizes(self, view: Any) -> tuple[int, ...]:
        public = view._public
        if public.phase is not Phase.TALON or public.talon_part is None:
            return super().hand_sizes(view)
        sizes = list(super().hand_sizes(view))
        sizes[public.declarer] += public.contract.talon - public.discards_made
        return tuple(sizes)

    # -- views ----------------------------------------------------------------------------

    def seen(self, state: Any, seat: int) -> Any:
        """The declarer knows its discards."""
        return _discards_of(state) if seat == state._public.declarer else None

    def seen_from(self, position: Any) -> Any:
        return position.discards if position.seat == position.declarer else None

    def shown_cards(self, position: Any) -> tuple[int, ...] | None:
        """The talon part the declarer took, shown to all: its taroks and kings (never laid
        away face down) until played."""
        talon = tuple(getattr(position, "talon", ()))
        part = mask_of(_part(position.contract, position.talon_part, talon))
        part &= (_TAROKS_MASK | _KEPT) & ~mask_of(position.played) & ~mask_of(position.trick)
        part &= ~mask_of(position.discards)
        if not part:
            return None
        declarer = position.declarer
        return tuple([part if seat == declarer else 0 for seat in range(position.rules.players)])

    def world(self, view: Any, seed: int, hands: Sequence[Sequence[Card]]) -> Any:
        """A search's world of ``view``: the cards in no hand, played or turned up are the
        declarer's hidden discards (after a talon exchange), then the talon's hidden cards."""
        public = view._public
        masks = [mask_of(hand) for hand in hands]
        held = 0
        for mask in masks:
            held |= mask
        out = held | mask_of(public.played) | mask_of(view.trick) | mask_of(public.talon_shown)
        out |= mask_of(public.shown_discards)
        for cards in public.won:  # klop's talon cards and the talon's rest
            out |= mask_of(cards)
        left = [card for card in DECK if not out & BITS[card.index]]
        talon = tuple(public.talon_shown)
        declarer = public.declarer
        if public.talon_part is not None:
            laid = tuple(view.discards) if view.seat == declarer else public.shown_discards
            laid += tuple(left[: public.discards_made - len(laid)])
            masks[declarer] |= mask_of(laid)
        else:
            talon += tuple(left[: TALON_SIZE - len(talon)])
        hidden = self.hidden.new(seed=seed, dealt=tuple(masks), rest=talon)
        return self.seam.state(public, hidden, held, view.trick, view.to_act)

    def rest_from(self, position: Any) -> tuple[Card, ...]:
        """The talon cards no one took in exchange (a given deal's check shows none)."""
        talon = tuple(getattr(position, "talon", ()))
        part = _part(position.contract, position.talon_part, talon) if talon else ()
        return tuple(card for card in talon if card not in part)

    def dealt_from(self, hands: tuple[int, ...], position: Any) -> Dealt:
        """A position's deal: its hands and the whole talon."""
        return Dealt(hands, tuple(getattr(position, "talon", ())))

    def hidden_from(self, fields: Mapping[str, Any], dealt: Dealt, found: tuple[int, ...]) -> Any:
        """The deal's hands, the declarer's with the talon part it took."""
        hidden = super().hidden_from(fields, dealt, found)
        part = mask_of(_part(fields["contract"], fields["talon_part"], fields["talon"]))
        if not part:
            return hidden
        declarer = fields["declarer"]
        hands = tuple([m | part if i == declarer else m for i, m in enumerate(hidden.dealt)])
        return self.hidden.new(seed=hidden.seed, dealt=hands, rest=hidden.rest)

    def public_from(self, public: Any, position: Any) -> None:
        """The talon turned up, the taroks laid away, the discards made and the partner
        revealed, as the fields of a position read from JSON show them."""
        contract, talon = position.contract, tuple(position.talon)
        viewed = hasattr(position, "seat")
        if not viewed and contract is Contract.KLOP:
            talon = talon[: min(TALON_SIZE, len(position.played) // position.rules.players)]
        elif not viewed and (
            contract is None or not contract.talon or position.phase is Phase.KING
        ):
            talon = ()
        public.talon_shown = talon
        public.shown_discards = tuple(card for card in position.discards if card in TAROKS)
        made = 0
        if position.talon_part is not None:
            made = contract.talon
            if position.phase is Phase.TALON:
                sizes = position.hand_sizes if viewed else [len(h) for h in position.hands]
                made = public.dealt_size + contract.talon - sizes[position.declarer]
        public.discards_made = made
        king = None if position.called is None else KINGS[position.called]
        public.revealed = position.partner if king is not None and king in position.played else None

    def view_world(
        self, view: Any, fields: Mapping[str, Any], hands: list[int]
    ) -> tuple[Mapping[str, Any], list[int]]:
        """A world of ``view``: the cards it has not seen dealt again, the declarer's first
        (another seat's): its hidden discards (not taroks, kings or the trula) and, if it
        laid away a tarok, a hand of taroks and kings as it then held; the others' hands;
        the talon's hidden cards last."""
        public, seat = view._public, view.seat
        known = view._hand | mask_of(view.played) | mask_of(view.trick)
        known |= mask_of(public.talon_shown) | mask_of(public.shown_discards)
        pool = [card for card in DECK if not known & BITS[card.index]]
        masks = [0] * len(hands)
        masks[seat] = view._hand
        declarer, discards = public.declarer, tuple(public.shown_discards)

        def take(count: int, allowed: int = -1) -> tuple[Card, ...]:
            chosen = [card for card in pool if allowed & BITS[card.index]][:count]
            for card in chosen:
                pool.remove(card)
            return tuple(chosen)

        sizes = view.hand_sizes
        if declarer is not None and declarer != seat and public.talon_part is not None:
            gone = mask_of(view.played) | mask_of(view.trick) | mask_of(discards)
            part = _part(public.contract, public.talon_part, public.talon_shown)
            held = [card for card in part if not gone & BITS[card.index]]
            # the part's cards it may lay away face down: laid away first, as many as it did
            more = public.discards_made - len(discards)
            hidden = [card for card in held if not (_TAROKS_MASK | _KEPT) & BITS[card.index]]
            hidden = hidden[:more]
            held = [card for card in held if card not in hidden]
            more -= len(hidden)
            laid = mask_of(discards) | mask_of(hidden) | mask_of(take(more, ~_TAROKS_MASK & ~_KEPT))
            kept = _TAROKS_MASK | _KEPT if discards else -1
            masks[declarer] = mask_of(held) | mask_of(take(sizes[declarer] - len(held), kept))
            discards = cards_of(laid)
        for other in range(len(hands)):
            if other != seat and not (other == declarer and public.talon_part is not None):
                masks[other] = mask_of(take(sizes[other]))
        talon = tuple(public.talon_shown)
        talon += take(TALON_SIZE - len(talon))
        if seat == declarer:
            discards = tuple(view.discards)
        return {**fields, "seed": 0, "talon": talon, "discards": discards}, masks

    def observed(self, rules: Any) -> tuple[Any, ...]:
        """The contract, the declarer, the called king and the talon turned up."""
        cards = CardNumbering(DECK)
        players = rules.players
        return (
            Section(
                name="contract", size=len(CONTRACTS) + 1,
                meaning="the contract (the last: none yet)",
                encode=lambda v: one_hot(
                    len(CONTRACTS) if v.contract is None else CONTRACTS.index(v.contract),
                    len(CONTRACTS) + 1,
                ),
            ),
            Section(
                name="declarer", size=players, meaning="the declarer's seat",
                encode=lambda v: seat_one_hot(v.declarer, v.seat, players),
            ),
            Section(
                name="called", size=4, meaning="the suit of the king called",
                encode=lambda v: one_hot(v.called, 4),
            ),
            Section(
                name="talon", size=len(DECK), meaning="the talon cards turned up",
                encode=lambda v: cards.bits(v.talon),
            ),
        )  # fmt: skip

    # -- the score ------------------------------------------------------------------------

    def deal_points(self, state: Any) -> tuple[int, ...]:
        public = state._public
        won = [*public.won]
        declarer = public.declarer
        if public.talon_part is not None:
            won[declarer] = (*won[declarer], *_discards_of(state))
        last = public.last_trick
        return hand_points(
            public.contract, declarer=declarer, partner=state.partner, won=won,
            tricks=public.tricks_taken, last_trick=last.cards, last_winner=last.winner,
            called_king=_king_of(public), mond_lost=public.mond_lost,
        )  # fmt: skip

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        return {
            "hand_number": state.hand_number,
            "contract": state.contract,
            "declarer": state.declarer,
            "partner": state.partner,
            "points": points,
            "scores": scores,
        }

    def deals(self, rules: Rules) -> int:
        """One hand, as OpenSpiel's."""
        return 1

    def score_bounds(self, rules: Rules) -> tuple[float, float]:
        return -520.0, 500.0


GAME_RULES = Tarok()


@attrs.frozen
class Deal(GivenDeal):
    """A hand's cards given rather than shuffled: ``hands`` by seat (16 cards each for
    three players, 12 for four) and ``rest`` the six talon cards in order."""

    game = GAME_RULES


def start(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt (from ``seed``, or ``deal``), and its events."""
    return starting(GAME_RULES, Rules, rules, seed, Deal, deal)


def new_game(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> State:
    """A new game dealt (see :func:`start`)."""
    return start(rules, seed=seed, deal=deal)[0]


def deal_round(
    rules: Rules, number: int, deal: Deal, *, scores: Sequence[int], seed: int = 0
) -> tuple[State, tuple[Event, ...]]:
    """Hand ``number`` laid out from ``deal`` with the totals ``scores`` (explicit chance)."""
    return deal_numbered(GAME_RULES, Rules, rules, number, Deal, deal, scores, seed)
