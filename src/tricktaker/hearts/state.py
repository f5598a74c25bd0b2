"""Hearts' immutable game state, a seat's view of it, a given deal, and the transitions.

The state is lean (:class:`~tricktaker.lean.LeanValue`): what every state of a hand shares
(the rules, the hands as dealt or as the pass left them, the cards passed) sits in one
``_Hand``, and a state keeps in its own slots only what a decision
changes: the cards still held (one mask; a seat's hand is ``dealt[seat] & held``), the trick,
the cards each seat has taken (masks), whose turn it is.

A view is lean as well: it copies the state's table slots (the trick, the tricks, the scores,
whose turn), its own hand as a mask of its own cards, and refers to its seat's part of the
hand (``_Seen``: the rules, the hand's number and direction, this seat's passes only), never
to the ``_Hand`` with every seat's cards; ``hand``, ``passed``, ``received`` and, while cards
are played, ``hand_sizes`` are derived when read.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

import attrs

from tricktaker.actions import Play, PlayChoices
from tricktaker.bidding import check_view_seat, malformed_action
from tricktaker.cards import STANDARD_DECK, Card, format_cards
from tricktaker.consistency import check_sorted
from tricktaker.deals import as_hands, check_dealt_cards, check_hand_sizes
from tricktaker.errors import IllegalActionError, RulesError, TricktakerError
from tricktaker.events import Event, GameOver, card_played_table
from tricktaker.games import game_seed
from tricktaker.hearts import kernel
from tricktaker.hearts.actions import PASSES, Action, Pass
from tricktaker.hearts.events import CardPassed, HandScored, HandStarted, PassesReceived, TrickWon
from tricktaker.hearts.kernel import Direction
from tricktaker.hearts.rules import Rules
from tricktaker.lean import LeanValue
from tricktaker.masks import BITS, cards_of, mask_of, plays_of
from tricktaker.plugin import draft_class
from tricktaker.tricks import CompletedTrick, unplayable_message

__all__ = ["Deal", "Phase", "State", "View", "apply_pass", "deal_hand", "new_game", "start"]


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    PASS = "pass"
    """Each seat in turn, from seat 0, passes three cards, one action a card."""
    PLAY = "play"
    """Players play cards to tricks."""
    OVER = "over"
    """The game has ended."""


_PASS, _PLAY, _OVER = Phase.PASS, Phase.PLAY, Phase.OVER
_PLAYERS = kernel.PLAYERS
_SEATS = range(_PLAYERS)
_CARD_PLAYED = card_played_table(_PLAYERS)


class _Hand:
    """What every state of one hand shares: the rules, the seed, the hand's number and pass
    direction, each seat's cards as dealt (masks; after the pass, as the play began), the
    cards each seat passed (masks, once all have passed), and what each seat's views of the
    hand share (``seen``: one ``_Seen`` a seat, holding that seat's passes only)."""

    __slots__ = ("dealt", "direction", "given", "given_cards", "number", "rules", "seed", "seen")

    def __init__(
        self,
        rules: Rules,
        seed: int,
        number: int,
        direction: Direction,
        dealt: tuple[int, ...],
        given: tuple[int, ...],
    ) -> None:
        self.rules, self.seed, self.number, self.direction = rules, seed, number, direction
        self.dealt, self.given = dealt, given
        self.given_cards = given_cards = tuple([cards_of(cards) for cards in given])  # once a hand
        if not any(given):  # at the deal (and while passing): one part for every seat
            self.seen = (_Seen(rules, number, direction, (), ()),) * _PLAYERS
            return
        step = direction.value  # an Enum's value is a property: read once a hand, not a view
        self.seen = tuple(
            [
                _Seen(rules, number, direction, given_cards[s], given_cards[(s - step) % _PLAYERS])
                for s in _SEATS
            ]
        )


class _Seen:
    """What one seat may know of a hand that no decision of it changes, shared by the seat's
    views of the hand: the rules, the hand's number and pass direction, the cards this seat
    passed and those it received (both empty until every seat has passed). Never another
    seat's passes: a view refers to it."""

    __slots__ = ("direction", "number", "passed", "received", "rules")

    def __init__(
        self,
        rules: Rules,
        number: int,
        direction: Direction,
        passed: tuple[Card, ...],
        received: tuple[Card, ...],
    ) -> None:
        self.rules, self.number, self.direction = rules, number, direction
        self.passed, self.received = passed, received


@attrs.frozen(kw_only=True)
class _StateRecord:
    rules: Rules
    seed: int
    hand_number: int
    direction: Direction
    hands: tuple[tuple[Card, ...], ...]
    passed: tuple[tuple[Card, ...], ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...]
    last_trick: CompletedTrick | None
    taken: tuple[tuple[Card, ...], ...]
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()


def seats_of_plays(played: Sequence[Card], trick: Sequence[Card], leader: int) -> list[int]:
    """The seat that played each card of ``played`` then ``trick`` (the hand's cards in play
    order), found backwards from the leader of the trick in progress: each trick's leader is
    the winner of the one before."""
    seats = [(leader + i) % _PLAYERS for i in range(len(trick))]
    finished = len(played) // _PLAYERS
    for k in range(finished - 1, -1, -1):
        cards = played[k * _PLAYERS : (k + 1) * _PLAYERS]
        leader = (leader - kernel.winner(cards)) % _PLAYERS
        seats[:0] = [(leader + i) % _PLAYERS for i in range(_PLAYERS)]
    return seats


class State(LeanValue):
    """A Hearts game at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; dealing, the
    exchange of passed cards, collecting tricks and scoring happen inside it, so every state
    that is not over waits for a decision by ``to_act``.

    Its other public fields (``rules``, ``seed``, ``hand_number``, ``direction``, ``hands``,
    ``passed``) are properties, read off the part every state of the hand shares.

    Attributes:
        trick: the cards of the trick in progress, in play order.
        leader: the seat that led (or will lead) the trick in progress.
        played: the cards of this hand's finished tricks, in play order.
        last_trick: the last finished trick of this hand; None before the first.
        taken: the cards of the tricks each seat has won this hand, in canonical order.
        scores: each seat's total of the hands finished (lowest wins).
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the seats with the lowest total, once the game is over.

    >>> state = new_game(Rules(), seed=2)
    >>> state.phase, state.to_act, state.direction, len(state.legal_actions())
    (<Phase.PASS: 'pass'>, 0, <Direction.LEFT: 1>, 13)
    """

    __record__ = _StateRecord
    __slots__ = (
        "_broken",
        "_hand",
        "_held",
        "_taken",
        "last_trick",
        "leader",
        "phase",
        "played",
        "scores",
        "taken",
        "to_act",
        "trick",
        "winners",
    )
    _hand: _Hand
    _held: int
    _taken: tuple[int, ...]
    taken: tuple[tuple[Card, ...], ...]
    _broken: bool
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...]
    last_trick: CompletedTrick | None
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]
    scores: tuple[int, ...]

    def __init__(
        self,
        *,
        rules: Rules,
        seed: int,
        hand_number: int,
        direction: Direction,
        hands: Sequence[Sequence[Card]],
        passed: Sequence[Sequence[Card]],
        trick: Sequence[Card],
        leader: int,
        played: Sequence[Card],
        last_trick: CompletedTrick | None,
        taken: Sequence[Sequence[Card]],
        scores: Sequence[int],
        phase: Phase,
        to_act: int | None,
        winners: Sequence[int] = (),
    ) -> None:
        """A state from its public fields (the slow way in, for JSON: the game's own steps
        never call it). :mod:`tricktaker.hearts.consistency` checks what it builds."""
        if not isinstance(rules, Rules) or len(hands) != _PLAYERS or len(passed) != _PLAYERS:
            raise TricktakerError("a Hearts state needs hearts.Rules and 4 hands and passes")
        if type(leader) is not int or not 0 <= leader < _PLAYERS:
            raise TricktakerError(f"leader must be a seat, not {leader!r}")
        trick, played = tuple(trick), tuple(played)
        held = [mask_of(hand) for hand in hands]
        given = tuple(mask_of(cards) for cards in passed)
        if phase is _PASS:
            dealt = tuple(held[seat] | given[seat] for seat in _SEATS)
            given_after = (0,) * _PLAYERS
        else:
            if len(played) % _PLAYERS or len(trick) >= _PLAYERS:
                raise TricktakerError("a Hearts state's played cards must be whole tricks")
            for seat, card in zip(
                seats_of_plays(played, trick, leader), played + trick, strict=True
            ):
                held[seat] |= BITS[card.index]
            dealt, given_after = tuple(held), given
        all_held = 0
        for seat in _SEATS:
            all_held |= mask_of(hands[seat])
        broken = not rules.must_break_hearts or any(
            kernel.breaks_hearts(BITS[card.index], rules) for card in played + trick
        )
        self._fill(
            _hand=_Hand(rules, seed, hand_number, direction, dealt, given_after),
            _held=all_held,
            _taken=tuple(mask_of(cards) for cards in taken),
            taken=tuple(tuple(cards_of(mask_of(cards))) for cards in taken),
            _broken=broken,
            trick=trick,
            leader=leader,
            played=played,
            last_trick=last_trick,
            phase=phase,
            to_act=to_act,
            winners=tuple(winners),
            scores=tuple(scores),
        )

    @property
    def rules(self) -> Rules:
        """The rule set."""
        return self._hand.rules

    @property
    def seed(self) -> int:
        """The seed every deal of the game derives from."""
        return self._hand.seed

    @property
    def hand_number(self) -> int:
        """The hand, from 1."""
        return self._hand.number

    @property
    def direction(self) -> Direction:
        """Where this hand's cards are passed."""
        return self._hand.direction

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards, in canonical order."""
        held = self._held
        return tuple([cards_of(dealt & held) for dealt in self._hand.dealt])

    @property
    def passed(self) -> tuple[tuple[Card, ...], ...]:
        """The cards each seat has passed this hand, in canonical order."""
        if self.phase is _PASS:
            held = self._held
            return tuple([cards_of(dealt & ~held) for dealt in self._hand.dealt])
        return self._hand.given_cards

    @property
    def points(self) -> tuple[int, ...]:
        """Each seat's points in the tricks it has won this hand (before the moon)."""
        jd = self._hand.rules.jd_bonus
        return tuple([kernel.trick_points(cards, jd) for cards in self._taken])

    @property
    def hearts_broken(self) -> bool:
        """Whether a heart may be led (see ``Rules.must_break_hearts``)."""
        return self._broken

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase is _OVER

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action ``to_act`` may take, in canonical card order; empty once over."""
        seat = self.to_act
        if seat is None:
            return ()
        return _legal(self, self._hand.dealt[seat] & self._held)

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error :meth:`apply` raises for ``action`` (``error.code`` says why), or None if
        ``to_act`` may take it; any value may be asked about.

        >>> state = new_game(Rules(pass_cards=False), seed=2)
        >>> state.refusal(Play(state.hands[state.to_act][-1])).code
        'must_lead_starting_card'
        """
        seat = self.to_act
        hand = 0 if seat is None else self._hand.dealt[seat] & self._held
        return _refusal(self, hand, action)

    def is_legal(self, action: object) -> bool:
        """Whether ``to_act`` may take ``action`` now, without raising for any value."""
        return self.refusal(action) is None

    def view(self, seat: int) -> View:
        """What ``seat`` may know of this state: its own hand as a mask of its own cards, the
        table's slots as they are, and its part of the hand (``_Seen``, shared by the
        seat's views of the hand); the other fields are derived on access."""
        if type(seat) is not int or not 0 <= seat < _PLAYERS:
            check_view_seat(seat, _PLAYERS)  # raises, naming the seats
        hand = self._hand
        held = self._held
        phase = self.phase
        view = _View()
        view._seen = hand.seen[seat]
        view.seat = seat
        view._hand = hand.dealt[seat] & held
        view._broken = self._broken
        view.trick = self.trick
        view.leader = self.leader
        view.played = self.played
        view.last_trick = self.last_trick
        view.taken = self.taken
        view.scores = self.scores
        view.phase = phase
        view.to_act = self.to_act
        view.winners = self.winners
        if phase is _PLAY:  # the hand sizes follow from the view's own hand and the trick
            view._passing = view._sizes = None
        else:  # while passing: this seat's passes so far, and the sizes passing changes
            view._passing = hand.dealt[seat] & ~held if phase is _PASS else None
            d0, d1, d2, d3 = hand.dealt  # unrolled: a comprehension costs a function call
            view._sizes = (
                (d0 & held).bit_count(),
                (d1 & held).bit_count(),
                (d2 & held).bit_count(),
                (d3 & held).bit_count(),
            )
        view.__class__ = View
        return view  # type: ignore[no-any-return]  # a draft, now a View

    def apply(self, action: Action) -> tuple[State, tuple[Event, ...]]:
        """The state after ``action`` by ``to_act``, and the events it caused, in order.

        Raises:
            IllegalActionError: the action is not allowed now (its ``code`` says why, as
                :meth:`refusal` does); this state is unchanged.
        """
        seat = self.to_act
        if seat is not None:
            kind = type(action)
            hand = self._hand.dealt[seat] & self._held
            if kind is Play and self.phase is _PLAY and action.suit is None:  # type: ignore[union-attr]
                card = action.card
                bit = BITS[card.index] if type(card) is Card else 0
                if bit & hand:
                    trick = self.trick
                    # the fast path of kernel.playable's first rule: a card of the suit led
                    # may always follow (tests/hearts/test_state.py holds it to the rule)
                    if (trick and card.suit is trick[0].suit) or bit & _playable(self, hand)[0]:
                        return _play(self, seat, card, bit)
            elif kind is Pass and self.phase is _PASS:
                card = action.card
                bit = BITS[card.index] if type(card) is Card else 0
                if bit & hand:
                    return _pass(self, seat, card, bit)
        error = self.refusal(action)
        assert error is not None  # the checks above accept exactly what refusal accepts
        raise error


@attrs.frozen(kw_only=True)
class _ViewRecord:
    seat: int
    rules: Rules
    hand_number: int
    direction: Direction
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    passed: tuple[Card, ...]
    received: tuple[Card, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...]
    last_trick: CompletedTrick | None
    taken: tuple[tuple[Card, ...], ...]
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]


class View(LeanValue, PlayChoices):  # legal_plays(): for typed bots
    """What ``seat`` may know: its own hand and passes, the table, the tricks and scores.

    The fields mean what they mean on :class:`State`; other seats' hands appear only as counts.
    The view is lean: ``rules``, ``hand_number``, ``direction``, ``passed`` and ``received``
    are read off its seat's part of the hand, ``hand`` off a mask of its own cards, and
    ``hand_sizes`` (while cards are played) off that and the trick.

    Attributes:
        seat: the seat this view belongs to.
    """

    __record__ = _ViewRecord
    __slots__ = (
        "_broken",
        "_hand",
        "_passing",
        "_seen",
        "_sizes",
        "last_trick",
        "leader",
        "phase",
        "played",
        "scores",
        "seat",
        "taken",
        "to_act",
        "trick",
        "winners",
    )
    _seen: _Seen
    _hand: int
    _broken: bool | None
    _passing: int | None
    _sizes: tuple[int, ...] | None
    seat: int
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...]
    last_trick: CompletedTrick | None
    taken: tuple[tuple[Card, ...], ...]
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]

    def __init__(
        self,
        *,
        seat: int,
        rules: Rules,
        hand_number: int,
        direction: Direction,
        hand: Sequence[Card],
        hand_sizes: Sequence[int],
        passed: Sequence[Card],
        received: Sequence[Card],
        trick: Sequence[Card],
        leader: int,
        played: Sequence[Card],
        last_trick: CompletedTrick | None,
        taken: Sequence[Sequence[Card]],
        scores: Sequence[int],
        phase: Phase,
        to_act: int | None,
        winners: Sequence[int],
    ) -> None:
        """A view from its public fields (the slow way in, for JSON: ``State.view`` never
        calls it). :mod:`tricktaker.hearts.consistency` checks what it builds."""
        hand = tuple(hand)
        check_sorted("the hand", hand)  # as a mask, an unsorted hand would pass unseen
        self._fill(
            _seen=_Seen(rules, hand_number, direction, tuple(passed), tuple(received)),
            _hand=mask_of(hand),
            _broken=None,  # derived when asked, from the cards played
            _passing=None,
            _sizes=tuple(hand_sizes),
            seat=seat,
            trick=tuple(trick),
            leader=leader,
            played=tuple(played),
            last_trick=last_trick,
            taken=tuple([tuple(cards) for cards in taken]),
            scores=tuple(scores),
            phase=phase,
            to_act=to_act,
            winners=tuple(winners),
        )

    @property
    def rules(self) -> Rules:
        """The rule set."""
        return self._seen.rules

    @property
    def hand_number(self) -> int:
        """The hand, from 1."""
        return self._seen.number

    @property
    def direction(self) -> Direction:
        """Where this hand's cards are passed."""
        return self._seen.direction

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's cards, in canonical order."""
        return cards_of(self._hand)

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds, by seat; a seat that has passed holds fewer. While
        cards are played, every seat held as many when the trick began, and those that have
        played to it since hold one less."""
        sizes = self._sizes
        if sizes is not None:
            return sizes
        leader, played, seat = self.leader, len(self.trick), self.seat
        size = self._hand.bit_count() + ((seat - leader) % _PLAYERS < played)
        return tuple([size - ((other - leader) % _PLAYERS < played) for other in _SEATS])

    @property
    def passed(self) -> tuple[Card, ...]:
        """The cards this seat has passed this hand, in canonical order."""
        passing = self._passing
        return self._seen.passed if passing is None else cards_of(passing)

    @property
    def received(self) -> tuple[Card, ...]:
        """The cards passed to this seat, once every seat has passed; else empty."""
        return self._seen.received

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase is _OVER

    @property
    def hearts_broken(self) -> bool:
        """Whether a heart may be led (see ``Rules.must_break_hearts``)."""
        broken = self._broken
        if broken is not None:
            return broken
        rules = self.rules
        return not rules.must_break_hearts or any(
            kernel.breaks_hearts(BITS[card.index], rules) for card in self.played + self.trick
        )

    @property
    def points(self) -> tuple[int, ...]:
        """Each seat's points in the tricks it has won this hand (before the moon)."""
        jd = self.rules.jd_bonus
        return tuple([kernel.trick_points(mask_of(cards), jd) for cards in self.taken])

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions this seat may take now; empty unless it is this seat's turn."""
        if self.to_act != self.seat:
            return ()
        return _legal(self, self._hand)

    def refusal(self, action: object) -> IllegalActionError | None:
        """The error this seat would get for ``action`` now (``error.code`` says why), or None
        if it may take it; ``not_your_turn`` while another seat is to act.

        >>> new_game(Rules(), seed=2).view(1).refusal(Pass(Card.parse("2C"))).code
        'not_your_turn'
        """
        if self.to_act is not None and self.to_act != self.seat:
            return IllegalActionError(
                f"it is seat {self.to_act}'s turn, not seat {self.seat}'s", code="not_your_turn"
            )
        return _refusal(self, self._hand, action)

    def is_legal(self, action: object) -> bool:
        """Whether this seat may take ``action`` now (any value: False for what is no action)."""
        return self.refusal(action) is None


def _playable(position: Any, hand: int) -> tuple[int, Any]:
    """:func:`kernel.playable` for the seat to act in a state or a view."""
    trick = position.trick
    return kernel.playable(
        hand,
        trick[0].suit if trick else None,
        len(position.played) + len(trick),
        position.hearts_broken,
        position.rules,
    )


def _legal(position: Any, hand: int) -> tuple[Action, ...]:
    if position.phase is _PASS:
        return tuple([PASSES[card.index] for card in cards_of(hand)])
    return plays_of(_playable(position, hand)[0])


_REASONS = {
    "must_follow_suit": "must follow {suit}",
    "must_lead_starting_card": "the first trick is led with {first}",
    "no_points_first_trick": "no heart nor Q♠ on the first trick while you hold another card",
    "suit_not_broken": "hearts are not broken",
}


def _refusal(position: Any, hand: int, action: object) -> IllegalActionError | None:
    """Why ``action`` is refused to the seat to act holding ``hand`` (a mask), or None."""
    if position.phase is _OVER:
        return IllegalActionError("the game is over", code="game_over")
    kind = type(action)
    if not isinstance(action, (Play, Pass)) or (kind is not Play and kind is not Pass):
        return malformed_action(action, "a Hearts action is Pass(card) or Play(card)")
    card = action.card
    if type(card) is not Card or card.index >= len(STANDARD_DECK):
        return malformed_action(action, "its card must be a card of the 52-card deck")
    if isinstance(action, Play) and action.suit is not None:
        return IllegalActionError(
            f"cannot play {card} as {action.suit}: no card names a suit in Hearts",
            code="unexpected_suit",
        )
    asked = Pass if position.phase is _PASS else Play
    if kind is not asked:
        doing = "cards are passed" if asked is Pass else "cards are played"
        return IllegalActionError(f"cannot {action}: {doing} now", code="wrong_phase")
    bit = BITS[card.index]
    if not bit & hand:
        verb = "pass" if kind is Pass else "play"
        return IllegalActionError(f"cannot {verb} {card}: you do not hold it", code="not_in_hand")
    if kind is Pass:
        return None
    allowed, code = _playable(position, hand)
    if bit & allowed:
        return None
    led = position.trick[0].suit if position.trick else None
    first = "a club" if position.rules.can_lead_any_club else "the 2♣"
    reason = _REASONS[code].format(suit=led, first=first)
    return IllegalActionError(unplayable_message(card, reason, cards_of(allowed)), code=code)


_State = draft_class(State)
_View = draft_class(View)  # a view is built at every decision a bot sees: as a draft


def _next(state: State, hand: _Hand, held: int) -> Any:
    """A draft of ``state`` on ``hand`` with ``held``; the caller sets the rest."""
    draft = _State()
    draft._hand = hand
    draft._held = held
    draft._taken = state._taken
    draft.taken = state.taken
    draft._broken = state._broken
    draft.trick = state.trick
    draft.leader = state.leader
    draft.played = state.played
    draft.last_trick = state.last_trick
    draft.phase = state.phase
    draft.to_act = state.to_act
    draft.winners = state.winners
    draft.scores = state.scores
    return draft


def _pass(state: State, seat: int, card: Card, bit: int) -> tuple[State, tuple[Event, ...]]:
    hand = state._hand
    held = state._held ^ bit
    event = CardPassed(seat=seat, receiver=kernel.receiver(seat, hand.direction), card=card)
    draft = _next(state, hand, held)
    if (hand.dealt[seat] & ~held).bit_count() < kernel.PASS_SIZE:
        draft.__class__ = State
        return draft, (event,)
    if seat + 1 < _PLAYERS:
        draft.to_act = seat + 1
        draft.__class__ = State
        return draft, (event,)
    given = tuple([dealt & ~held for dealt in hand.dealt])
    step = hand.direction.value
    dealt = tuple([hand.dealt[s] & held | given[(s - step) % _PLAYERS] for s in _SEATS])
    draft._hand = _Hand(hand.rules, hand.seed, hand.number, hand.direction, dealt, given)
    draft._held = kernel.DECK_MASK
    draft.phase = _PLAY
    draft.leader = draft.to_act = _holder(dealt, kernel.TWO_CLUBS)
    draft.__class__ = State
    received = PassesReceived(
        received=tuple([draft._hand.given_cards[(s - step) % _PLAYERS] for s in _SEATS])
    )
    return draft, (event, received)


def _holder(dealt: Sequence[int], bit: int) -> int:
    for seat in _SEATS:
        if dealt[seat] & bit:
            return seat
    raise AssertionError("every card is dealt")


def _play(state: State, seat: int, card: Card, bit: int) -> tuple[State, tuple[Event, ...]]:
    hand = state._hand
    held = state._held ^ bit
    draft = _next(state, hand, held)
    if not state._broken and kernel.breaks_hearts(bit, hand.rules):
        draft._broken = True
    trick = state.trick + (card,)
    if len(trick) < _PLAYERS:
        draft.trick = trick
        draft.to_act = (seat + 1) % _PLAYERS
        draft.__class__ = State
        return draft, _CARD_PLAYED[seat][card.index]
    winner = (state.leader + kernel.winner(trick)) % _PLAYERS
    cards = mask_of(trick)
    taken = list(state._taken)
    taken[winner] |= cards
    draft._taken = tuple(taken)
    piles = list(state.taken)
    piles[winner] = cards_of(taken[winner])
    draft.taken = tuple(piles)
    draft.trick = ()
    draft.played = state.played + trick
    draft.last_trick = CompletedTrick(cards=trick, leader=state.leader, winner=winner)
    draft.leader = draft.to_act = winner
    points = kernel.trick_points(cards, hand.rules.jd_bonus)
    events: tuple[Event, ...] = (
        *_CARD_PLAYED[seat][card.index],
        TrickWon(winner=winner, leader=state.leader, cards=trick, points=points),
    )
    if held:
        draft.__class__ = State
        return draft, events
    draft.__class__ = State
    return _end_hand(draft, events)


def _end_hand(state: State, events: tuple[Event, ...]) -> tuple[State, tuple[Event, ...]]:
    """The hand of ``state`` (every card played) scored, and the next dealt or the game over."""
    hand = state._hand
    rules = hand.rules
    points = kernel.hand_points(state._taken, rules)
    scores = tuple([total + p for total, p in zip(state.scores, points, strict=True)])
    scored = HandScored(
        hand_number=hand.number,
        points=points,
        scores=scores,
        moon=kernel.moon_shooter(state._taken),
    )
    if (rules.hands and hand.number >= rules.hands) or max(scores) >= rules.target:
        best = min(scores)
        winners = tuple(seat for seat in _SEATS if scores[seat] == best)
        draft = _next(state, hand, 0)
        draft.phase, draft.to_act, draft.winners, draft.scores = _OVER, None, winners, scores
        draft.__class__ = State
        return draft, (*events, scored, GameOver(scores=scores, winners=winners))
    number = hand.number + 1
    following, started = _deal(
        rules, hand.seed, number, kernel.deal(hand.seed, number), None, scores
    )
    return following, (*events, scored, started)


def _deal(
    rules: Rules,
    seed: int,
    number: int,
    hands: Sequence[Sequence[Card]],
    direction: Direction | None,
    scores: tuple[int, ...],
) -> tuple[State, HandStarted]:
    """The first state of hand ``number`` dealt ``hands`` (by seat, in canonical order)."""
    if direction is None:
        direction = rules.direction(seed, number)
    dealt = tuple([mask_of(cards) for cards in hands])
    draft = _State()
    draft._hand = _Hand(rules, seed, number, direction, dealt, (0,) * _PLAYERS)
    draft._held = kernel.DECK_MASK
    draft._taken = (0,) * _PLAYERS
    draft.taken = ((),) * _PLAYERS
    draft._broken = not rules.must_break_hearts
    draft.trick = draft.played = draft.winners = ()
    draft.last_trick = None
    draft.scores = scores
    if direction is Direction.NONE:
        draft.phase = _PLAY
        draft.leader = draft.to_act = _holder(dealt, kernel.TWO_CLUBS)
    else:
        draft.phase = _PASS
        draft.leader = draft.to_act = 0
    draft.__class__ = State
    shown = tuple([cards_of(mask) for mask in dealt])
    return draft, HandStarted(hand_number=number, direction=direction, hands=shown)


_DECK = frozenset(STANDARD_DECK)


@attrs.frozen
class Deal:
    """The cards of a first hand given rather than shuffled: ``hands`` by seat, 13 each, and
    the hand's pass ``direction`` (None: the rules' own, see ``Rules.direction``).

    For duplicate tournaments, puzzles and tests: ``new_game(rules, deal=Deal(...))``.

    >>> from tricktaker import parse_cards
    >>> Deal([parse_cards("AS"), parse_cards("AS")])
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: A♠ is dealt twice
    """

    hands: tuple[tuple[Card, ...], ...] = attrs.field(converter=as_hands)
    direction: Direction | None = None

    def __attrs_post_init__(self) -> None:
        if self.direction is not None and not isinstance(self.direction, Direction):
            raise RulesError(f"Deal: direction must be a hearts.Direction, not {self.direction!r}")
        check_dealt_cards([card for hand in self.hands for card in hand], _DECK, "the 52-card deck")

    def check(self, rules: Rules, hand_number: int = 1) -> None:
        """Raise :class:`~tricktaker.RulesError` unless this deal gives 4 hands of 13 cards
        and a direction the rules can pass in."""
        when = "the first hand" if hand_number == 1 else f"hand {hand_number}"
        check_hand_sizes(self.hands, _PLAYERS, kernel.HAND_SIZE, when)
        if not rules.pass_cards and self.direction not in (None, Direction.NONE):
            raise RulesError(f"Deal: these rules pass no cards, not {self.direction.name.lower()}")


def _check_rules(rules: Rules | None) -> Rules:
    if rules is None:
        return Rules()
    if not isinstance(rules, Rules):
        raise TricktakerError(f"a Hearts game needs hearts.Rules, not {rules!r}")
    return rules


def start(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt for hand 1, and the event of that deal.

    ``seed`` fixes every deal (and drawn direction); None draws a fresh one, kept in
    ``state.seed`` for replays. ``deal`` gives the first hand's cards (and direction) instead.

    >>> state, events = start(Rules(), seed=5)
    >>> [str(event) for event in events]
    ['hand 1: pass left']
    """
    rules = _check_rules(rules)
    seed = game_seed(seed)
    return deal_hand(rules, 1, deal, scores=(0,) * _PLAYERS, seed=seed)


def deal_hand(
    rules: Rules,
    hand_number: int,
    deal: Deal | None,
    *,
    scores: Sequence[int],
    seed: int = 0,
) -> tuple[State, tuple[Event, ...]]:
    """Hand ``hand_number`` laid out from the cards of ``deal`` (None: dealt from ``seed``),
    with the game's totals so far: its first state and the event of its deal.

    Raises:
        RulesError: a deal that does not fit, or totals that are not an int a seat.
    """
    rules = _check_rules(rules)
    if type(hand_number) is not int or hand_number < 1:
        raise RulesError(f"hand_number must be an int of at least 1, not {hand_number!r}")
    if len(scores) != _PLAYERS or any(type(score) is not int for score in scores):
        raise RulesError(f"scores must be 4 ints, not {list(scores)!r}")
    if deal is None:
        hands, direction = kernel.deal(seed, hand_number), None
    elif isinstance(deal, Deal):
        deal.check(rules, hand_number)
        hands = tuple(tuple(sorted(hand, key=lambda card: card.index)) for hand in deal.hands)
        direction = deal.direction
    else:
        raise TricktakerError(f"deal must be a hearts.Deal or None, not {deal!r}")
    state, event = _deal(rules, seed, hand_number, hands, direction, tuple(scores))
    return state, (event,)


def new_game(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> State:
    """A new game, dealt for hand 1 and waiting for the first pass (see :func:`start`).

    >>> state = new_game(Rules(), seed=7)
    >>> state.to_act, [len(hand) for hand in state.hands]
    (0, [13, 13, 13, 13])
    """
    return start(rules, seed=seed, deal=deal)[0]


def apply_pass(state: State, cards: Sequence[Card]) -> tuple[State, tuple[Event, ...]]:
    """The seat to act passes all three ``cards`` at once (a frontend's form of the pass):
    the three ``Pass`` actions applied in turn, or none of them if any is refused.

    >>> from tricktaker import parse_cards
    >>> state = new_game(Rules(), seed=7)
    >>> after, events = apply_pass(state, state.hands[0][:3])
    >>> after.to_act, len(events)
    (1, 3)
    >>> apply_pass(state, state.hands[0][:2])
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: cannot pass 2 cards: a seat passes 3 different cards at once
    """
    if state.phase is not _PASS:
        raise IllegalActionError("cannot pass cards: cards are played now", code="wrong_phase")
    cards = tuple(cards)
    count = len(cards)
    if count != kernel.PASS_SIZE or len(set(cards)) != count:
        raise IllegalActionError(
            f"cannot pass {count} cards: a seat passes 3 different cards at once",
            code="malformed",
        )
    seat = state.to_act
    if seat is None or state.passed[seat]:
        raise IllegalActionError(
            f"cannot pass {format_cards(cards)}: seat {seat} has begun its pass card by card",
            code="wrong_phase",
        )
    events: list[Event] = []
    current = state
    for card in cards:
        current, happened = current.apply(Pass(card))  # a refusal raises; state is untouched
        events.extend(happened)
    return current, tuple(events)
