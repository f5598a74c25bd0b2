"""Hearts on the trick-game engine (:mod:`tricktaker.engine`): its state and view, their
fields declared once, the pass as a phase (:class:`Passing`), and what differs from a plain
trick game as hooks of :class:`Hearts`: the hand's pass direction, the 2♣ leading, the first
trick and hearts broken (:func:`~tricktaker.hearts.kernel.playable`), no trump, each trick's
points, the moon, and a game to a target (or a number of hands) that the lowest total wins.

The cards each seat passed are kept out of sight, in the state's hidden part; a seat's views
keep its own (``passed``, ``received``), and while the pass goes on each seat's count.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from tricktaker.cards import STANDARD_DECK, Card, format_cards
from tricktaker.deals import as_hands, check_dealt_cards, check_hand_sizes
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
from tricktaker.errors import IllegalActionError, RulesError, TricktakerError
from tricktaker.events import Event
from tricktaker.hearts import kernel
from tricktaker.hearts.actions import PASSES, Action, Pass
from tricktaker.hearts.events import CardPassed, HandScored, HandStarted, PassesReceived, TrickWon
from tricktaker.hearts.kernel import Direction
from tricktaker.hearts.rules import Rules
from tricktaker.masks import BITS, cards_of, mask_of
from tricktaker.plugin import builder
from tricktaker.tricks import CompletedTrick
from tricktaker.worlds import seats_of_plays

__all__ = [
    "GAME_RULES", "Deal", "Hearts", "Passing", "Phase", "State", "View", "apply_pass",
    "deal_hand", "new_game", "start", "world",
]  # fmt: skip


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    PASS = "pass"
    """Each seat in turn, from seat 0, passes three cards, one action a card."""
    PLAY = "play"
    """Players play cards to tricks."""
    OVER = "over"
    """The game has ended."""


_PASS, _NO_PASS, _SEATS = Phase.PASS, Direction.NONE, range(kernel.PLAYERS)
_CARDS = len(STANDARD_DECK)
_NO_TAKEN: tuple[tuple[Card, ...], ...] = ((),) * kernel.PLAYERS


_Seen = tuple[tuple[Card, ...], tuple[Card, ...], "tuple[int, ...] | None"]
"""What one seat alone knows of a hand, which its views keep: the cards it passed and those it
received (empty until every seat has passed), and while the pass goes on how many cards each
seat holds (None after). Never another seat's cards."""
_UNPASSED: _Seen = ((), (), None)
_SIZES = tuple(
    tuple(
        tuple([10 if s < seat else held if s == seat else 13 for s in _SEATS]) for held in range(14)
    )
    for seat in _SEATS
)  # while passing, each seat's count by the seat to pass and the cards it holds


def _seen_after(given: Sequence[int], direction: Direction) -> tuple[_Seen, ...]:
    """Each seat's :data:`_Seen` once every seat has passed ``given`` (masks by seat)."""
    step = direction._value_
    return tuple([(cards_of(given[s]), cards_of(given[(s - step) % 4]), None) for s in _SEATS])


def _hearts_broken(position: Any) -> bool:
    """Whether a heart may be led (see ``Rules.must_break_hearts``)."""
    public = position._public
    return kernel.hearts_broken(mask_of(public.played + position.trick), public.rules)


def _points(position: Any) -> tuple[int, ...]:
    """Each seat's points in the tricks it has won this hand (before the moon)."""
    jd = position._public.rules.jd_bonus
    return tuple([kernel.trick_points(mask_of(cards), jd) for cards in position._public.taken])


class _ViewBase(TrickView[Rules, "Phase", Action]):
    """A view's fields derived from its parts (a base: the engine reads the others)."""

    __slots__ = ()
    hearts_broken = property(_hearts_broken)
    points = property(_points)

    @property
    def passed(self) -> tuple[Card, ...]:
        """The cards this seat has passed this hand, in canonical order."""
        return self._seen[0]  # type: ignore[no-any-return]

    @property
    def received(self) -> tuple[Card, ...]:
        """The cards passed to this seat, once every seat has passed; else empty."""
        return self._seen[1]  # type: ignore[no-any-return]


class View(_ViewBase):
    """What ``seat`` may know: its own hand and passes, the table, the tricks and scores.

    The fields mean what they mean on :class:`State`; other seats' hands appear only as counts
    (``hand_sizes``: a seat that has passed holds fewer).

    Attributes:
        seat: the seat this view belongs to.
        passed: the cards this seat has passed this hand.
        received: the cards passed to this seat, once every seat has passed.
    """

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
    __slots__ = ()


class _StateBase(TrickState[Rules, "Phase", Action, View]):
    """A state's fields derived from its parts (a base: the engine reads the others)."""

    __slots__ = ()
    hearts_broken = property(_hearts_broken)
    points = property(_points)

    @property
    def passed(self) -> tuple[tuple[Card, ...], ...]:
        """The cards each seat has passed this hand, in canonical order."""
        hidden = self._hidden
        if self._public.phase is _PASS:  # what each seat was dealt and holds no longer
            return tuple([cards_of(dealt & ~self._held) for dealt in hidden.dealt])
        given = hidden.given
        return _NO_TAKEN if given is None else tuple([cards_of(cards) for cards in given])


class State(_StateBase):
    """A Hearts game at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; dealing, the
    exchange of passed cards, collecting tricks and scoring happen inside it, so every state
    that is not over waits for a decision by ``to_act``.

    Attributes:
        rules: the rule set.
        seed: the seed every deal (and drawn direction) of the game derives from.
        hand_number: the hand, from 1.
        direction: where this hand's cards are passed.
        hands: each seat's cards, in canonical order.
        passed: the cards each seat has passed this hand.
        trick: the cards of the trick in progress, in play order.
        leader: the seat that led (or will lead) the trick in progress (seat 0 while passing).
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
    __slots__ = ()


_card_passed = builder(CardPassed)


class Passing(PhaseRule):
    """The pass, in a hand that has one: each seat in turn, from seat 0, puts three cards
    aside for the seat the hand's direction names, one action a card; once the last has,
    each takes up the cards passed to it and the holder of the 2♣ leads."""

    phase = Phase.PASS
    asked = "pass a card"
    actions = (Pass,)
    every_action = PASSES

    def begin(self, state: Any) -> Any | None:
        if state._public.direction is _NO_PASS:
            return None
        public = self.game.public.copy(state._public)
        public.phase, public.rule = self.phase, self
        return self.moved(state, public, 0)

    def legal(self, position: Any, hand: int) -> tuple[Any, ...]:
        return tuple([PASSES[card.index] for card in cards_of(hand)])

    def refusal(self, position: Any, hand: int, action: Any) -> IllegalActionError | None:
        card = action.card
        if type(card) is not Card or card.index >= _CARDS:
            return malformed_action(action, "its card must be a card of the 52-card deck")
        if not hand & BITS[card.index]:
            return IllegalActionError(f"cannot pass {card}: you do not hold it", code="not_in_hand")
        return None

    def step(self, state: Any, action: Any) -> tuple[Any, tuple[Event, ...]] | None:
        card, seat, hidden, game = action.card, state.to_act, state._hidden, self.game
        if type(card) is not Card or card.index >= _CARDS:
            return None
        bit, dealt = BITS[card.index], hidden.dealt
        if not dealt[seat] & state._held & bit:
            return None
        held, public = state._held ^ bit, state._public
        direction = public.direction
        passed = (_card_passed(seat=seat, receiver=kernel.receiver(seat, direction), card=card),)
        more = (dealt[seat] & ~held).bit_count() < kernel.PASS_SIZE  # this seat passes on
        if more or seat + 1 < kernel.PLAYERS:
            return game.seam.state(public, hidden, held, (), seat if more else seat + 1), passed
        step = direction._value_
        given = tuple([cards & ~held for cards in dealt])
        after = tuple([dealt[s] & held | given[(s - step) % 4] for s in _SEATS])
        seen = _seen_after(given, direction)
        taken_up = PassesReceived(received=tuple([seen[s][1] for s in _SEATS]))
        hidden = game.hidden.new(
            seed=hidden.seed, dealt=after, rest=hidden.rest, given=given, seen=seen
        )
        playing = game.public.copy(public)
        playing.leader = leader = _holder(after)
        playing.trick_seats = playing.orders[leader]
        following = game.seam.state(playing, hidden, kernel.DECK_MASK, (), leader)
        return game.next_phase(following, self), (*passed, taken_up)

    def taken(self, fields: Mapping[str, Any]) -> list[Any]:
        if fields["direction"] is _NO_PASS:
            return []
        return [PASSES[card.index] for cards in fields["passed"] for card in cards]

    def undo(self, hands: list[int], fields: Mapping[str, Any]) -> None:
        direction = fields["direction"]
        if direction is _NO_PASS:
            return
        given = [mask_of(cards) for cards in fields["passed"]]
        passing, step = fields["phase"] is _PASS, direction._value_
        for s in _SEATS:
            kept = hands[s] if passing else hands[s] & ~given[(s - step) % 4]
            hands[s] = kept | given[s]


def _holder(hands: Sequence[int]) -> int:
    """The seat that holds the 2♣ (masks by seat)."""
    return next(seat for seat in _SEATS if hands[seat] & kernel.TWO_CLUBS)


class _Dealt(Dealt):
    """A hand's deal with its pass direction (None: the rules' own)."""

    __slots__ = ("direction",)

    def __init__(self, hands: tuple[int, ...], direction: Direction | None) -> None:
        super().__init__(hands, ())
        self.direction = direction


_REASONS = {
    "must_follow_suit": "must follow {suit}",
    "must_lead_starting_card": "the first trick is led with {first}",
    "no_points_first_trick": "no heart nor Q♠ on the first trick while you hold another card",
    "suit_not_broken": "hearts are not broken",
}
_trick_won = builder(TrickWon)


class Hearts(TrickGame):
    """Hearts where it differs from a plain trick game: the pass before the play, the 2♣
    leading, the first trick and hearts broken, no trump, each trick's points, the moon, and
    the lowest total winning a game to a target or of a number of hands."""

    name = "hearts"
    title = "Hearts"
    state_class = State
    view_class = View
    phase = Phase
    phases = (Passing(),)
    number_field = "hand_number"
    number_word = "hand"
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = HandScored
    deal_fields = ("direction",)
    hidden_fields = ("given",)
    """The cards each seat passed (masks by seat), once every seat has passed (and the
    engine's ``seen``, each seat's :data:`_Seen` of them); None before, and in a hand
    without a pass."""

    def dealer(self, rules: Any, number: int) -> int:
        """Seat 0 receives the first 13 cards of every hand (seat 3 deals, as it were)."""
        return 3

    def deal_state(
        self,
        rules: Any,
        seed: int,
        number: int,
        dealer: int,
        scores: tuple[int, ...],
        dealt: Dealt | None = None,
    ) -> tuple[Any, tuple[Event, ...]]:
        """The engine's deal, its pass direction the rules' (``Rules.direction``) unless a
        given deal names one."""
        if dealt is None:
            dealt = self.deal(rules, seed, number, dealer)
        if getattr(dealt, "direction", None) is None:
            dealt = _Dealt(dealt.hands, rules.direction(seed, number))
        return super().deal_state(rules, seed, number, dealer, scores, dealt)

    def begin_deal(self, public: Any, dealer: int, dealt: Any) -> None:
        public.direction, public.taken = dealt.direction, _NO_TAKEN

    def first_leader(self, rules: Any, dealer: int, dealt: Any) -> int:
        """The holder of the 2♣; seat 0 (the first to pass) in a hand with a pass."""
        return 0 if dealt.direction is not _NO_PASS else _holder(dealt.hands)

    def deal_events(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        return (HandStarted(hand_number=state.hand_number, direction=state.direction, hands=hands),)

    def dealt_from(self, hands: tuple[int, ...], position: Any) -> Dealt:
        return _Dealt(hands, position.direction)

    def playable(self, position: Any, hand: int, code: bool = False) -> Any:
        """:func:`kernel.playable` for the seat to act in a state or a view, holding
        ``hand``: the cards it may play (a mask), or with ``code`` the code of the rule that
        kept the others out. Whether hearts are broken is asked only of a lead (it says
        nothing to a follower)."""
        trick, public = position.trick, position._public
        if trick:
            led, count = trick[0].suit, len(public.played) + len(trick)
            rule = kernel.playable(hand, led, count, False, public.rules)
        else:
            played = public.played  # a state's, at a lead: the cards no seat holds
            out = kernel.DECK_MASK & ~position._held if type(position) is State else mask_of(played)
            broken = bool(played) and kernel.hearts_broken(out, public.rules)
            rule = kernel.playable(hand, None, len(played), broken, public.rules)
        return rule[1] if code else rule[0]

    def refusal_reason(self, position: Any, hand: int, card: Card) -> tuple[str, str]:
        code = self.playable(position, hand, code=True)
        first = "a club" if position.rules.can_lead_any_club else "the 2♣"
        return _REASONS[code].format(suit=self.led_suit(position), first=first), code

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        return kernel.winner(cards)

    def take_trick(self, public: Any, winner: int, cards: tuple[Card, ...]) -> Event:
        """The winner takes the trick's cards, and its points."""
        won = mask_of(cards)
        piles = [*public.taken]
        piles[winner] = cards_of(mask_of(piles[winner]) | won)
        public.taken = tuple(piles)
        points = kernel.trick_points(won, public.rules.jd_bonus)
        return _trick_won(winner=winner, leader=public.leader, cards=cards, points=points)

    def after_trick(self, state: Any, events: tuple[Event, ...]) -> tuple[Any, tuple[Event, ...]]:
        """The hand scored once every card is played; a finished game keeps the last
        trick's winner as its leader."""
        if state._held:
            return state, events
        after, events = self.end_deal(state, events)
        if after._public.phase is not self.over:
            return after, events
        final = self.public.copy(after._public)
        final.leader = state._public.leader
        return self.seam.state(final, after._hidden, after._held, (), None), events

    def deal_points(self, state: Any) -> tuple[int, ...]:
        return kernel.hand_points([mask_of(cards) for cards in state.taken], state.rules)

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        moon = kernel.moon_shooter([mask_of(cards) for cards in state.taken])
        return {"hand_number": state.hand_number, "points": points, "scores": scores, "moon": moon}

    def deals(self, rules: Any) -> int:
        """``rules.hands``, or for a game to ``target`` alone ``4 * target``: a hand adds at
        least 1 to the seats' points together (26, less 10 for the J♦ and 5 for each of three
        seats without a trick), so some seat reaches the target by then."""
        return rules.hands or kernel.PLAYERS * rules.target  # type: ignore[no-any-return]

    def game_result(
        self, state: Any, scores: tuple[int, ...]
    ) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        rules = state.rules
        if not (rules.hands and state.hand_number >= rules.hands) and max(scores) < rules.target:
            return None
        return scores, tuple([seat for seat in _SEATS if scores[seat] == min(scores)])

    def seen(self, state: Any, seat: int) -> Any:
        """Before every seat has passed (the hidden part's ``seen`` then keeps each seat's)."""
        if state._public.phase is not _PASS:
            return _UNPASSED
        hidden = state._hidden
        held, dealt, to_act = state._held, hidden.dealt, state.to_act
        sizes = _SIZES[to_act][(dealt[to_act] & held).bit_count()]
        return cards_of(dealt[seat] & ~held), (), sizes

    def seen_from(self, position: Any) -> Any:
        sizes = tuple(position.hand_sizes) if position.phase is _PASS else None
        return tuple(position.passed), tuple(position.received), sizes

    def hand_sizes(self, view: Any) -> tuple[int, ...]:
        sizes: tuple[int, ...] | None = view._seen[2]
        return super().hand_sizes(view) if sizes is None else sizes

    def hidden_from(self, fields: Mapping[str, Any], dealt: Dealt, found: tuple[int, ...]) -> Any:
        """Once every seat has passed: the hands as the pass left them, and the passes."""
        direction = fields["direction"]
        if fields["phase"] is _PASS or direction is _NO_PASS:
            return super().hidden_from(fields, dealt, found)
        given = tuple([mask_of(cards) for cards in fields["passed"]])
        seen = _seen_after(given, direction)
        return self.hidden.new(seed=fields["seed"], dealt=found, rest=(), given=given, seen=seen)

    def view_world(
        self, view: Any, fields: Mapping[str, Any], hands: list[int]
    ) -> tuple[Mapping[str, Any], list[int]]:
        """A world of the search's (:func:`~tricktaker.hearts.determinize`): the other
        seats' passes made up with their cards."""
        from tricktaker.hearts.search import determinize

        seats = seats_of_plays(
            view.played, view.trick, view.leader, players=4, winner=kernel.winner
        )
        if view.phase is not _PASS and view.direction is not _NO_PASS:
            # what this seat passed is its receiver's: no other seat can have played it
            receiver, mine = kernel.receiver(view.seat, view.direction), mask_of(view.passed)
            for seat, card in zip(seats, view.played + view.trick, strict=True):
                if mine & BITS[card.index] and seat != receiver:
                    raise TricktakerError(
                        f"not a position the rules reach: {card}, passed to seat {receiver}, "
                        f"is played by seat {seat}"
                    )
        state = determinize(view, random.Random(0))
        held, passed = [*map(mask_of, state.hands)], [*map(mask_of, state.passed)]
        two, out = kernel.TWO_CLUBS, mask_of(view.played + view.trick)
        first = seats[0] if seats else view.leader  # the first trick's leader
        if view.phase is Phase.PLAY and not out & two and not held[first] & two:
            # it holds the 2♣ until it plays it: swap it for a card it holds (not one passed)
            spare = held[first] & ~mask_of(view.passed)
            both = two | (spare & -spare)
            for masks in (held, passed):
                for seat, mask in enumerate(masks):
                    if seat != view.seat and mask & both not in (0, both):
                        masks[seat] = mask ^ both
        record = {name: getattr(state, name) for name in state._field_names}
        record.update(seed=0, hands=[*map(cards_of, held)], passed=[*map(cards_of, passed)])
        return record, held


GAME_RULES = Hearts()


def world(
    view: View, seed: int, hands: Sequence[Sequence[Card]], passed: Sequence[Sequence[Card]]
) -> State:
    """A state of which ``view`` is the view of ``view.seat``: its seats holding ``hands`` and
    having passed ``passed`` (by seat; while the pass goes on, the cards put aside), its later
    deals dealt from ``seed``. It shares the view's public part."""
    game, masks = GAME_RULES, tuple([mask_of(hand) for hand in hands])
    given = tuple([mask_of(cards) for cards in passed])
    held = 0
    for mask in masks:
        held |= mask
    if view.phase is _PASS:
        dealt = tuple([mask | cards for mask, cards in zip(masks, given, strict=True)])
        hidden = game.hidden.new(seed=seed, dealt=dealt, rest=())
    elif view.direction is _NO_PASS:
        hidden = game.hidden.new(seed=seed, dealt=masks, rest=())
    else:
        seen = _seen_after(given, view.direction)
        hidden = game.hidden.new(seed=seed, dealt=masks, rest=(), given=given, seen=seen)
    return game.seam.state(view._public, hidden, held, view.trick, view.to_act)  # type: ignore[no-any-return]


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
        check_hand_sizes(self.hands, kernel.PLAYERS, kernel.HAND_SIZE, when)
        if not rules.pass_cards and self.direction not in (None, Direction.NONE):
            raise RulesError(f"Deal: these rules pass no cards, not {self.direction.name.lower()}")

    def dealt(self) -> Dealt:
        """This deal as the engine keeps it."""
        return _Dealt(tuple([mask_of(hand) for hand in self.hands]), self.direction)


def start(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt for hand 1, and the event of that deal.

    ``seed`` fixes every deal (and drawn direction); None draws a fresh one, kept in
    ``state.seed`` for replays. ``deal`` gives the first hand's cards (and direction) instead.

    >>> state, events = start(Rules(), seed=5)
    >>> [str(event) for event in events]
    ['hand 1: pass three cards to the left']
    """
    return starting(GAME_RULES, Rules, rules, seed, Deal, deal)


def deal_hand(
    rules: Rules, hand_number: int, deal: Deal | None, *, scores: Sequence[int], seed: int = 0
) -> tuple[State, tuple[Event, ...]]:
    """Hand ``hand_number`` laid out from the cards of ``deal`` (None: dealt from ``seed``),
    with the game's totals so far: its first state and the event of its deal.

    Raises:
        RulesError: a deal that does not fit, or totals that are not an int a seat.
    """
    if deal is None and isinstance(rules, Rules):  # the number and seed are checked below
        dealt = GAME_RULES.deal(rules, seed, hand_number, 3)
        deal = Deal([cards_of(hand) for hand in dealt.hands])
    return deal_numbered(GAME_RULES, Rules, rules, hand_number, Deal, deal, scores, seed)


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
