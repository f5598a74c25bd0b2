"""Hearts' immutable game state, a seat's view of it, a given deal, and the transitions.

The state is lean (:class:`~tricktaker.lean.LeanValue`), in two levels: what every state of
a hand shares (the rules, the hands as dealt or as the pass left them, the cards passed) sits
in one ``_Hand``; what every seat may know and only a trick's end (or a pass, or the hand's
end) changes (the leader, the finished tricks, the cards each seat has taken, the scores,
the phase, whether hearts are broken, while passing the hand sizes) in one ``_Public``,
shared by every state of one trick and by their views (a play that breaks hearts mid-trick,
once a hand, begins a new one). A state keeps in its own slots only what a decision changes:
the cards still held (one mask; a seat's hand is ``dealt[seat] & held``), the trick, whose
turn it is.

A view is lean as well: it refers to the state's ``_Public`` as it is and to its seat's part
of the hand (``_Seen``: the rules, the hand's number and direction, this seat's passes only,
and while passing its own cards as dealt), never to the ``_Hand`` with every seat's cards; it
copies the trick, whose turn it is, and its own hand as a mask of its own cards. ``hand``,
``passed``, ``received`` and, while cards are played, ``hand_sizes`` are derived when read.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

import attrs

from tricktaker import worlds
from tricktaker.actions import Play, PlayChoices
from tricktaker.cards import STANDARD_DECK, Card, format_cards
from tricktaker.consistency import check_sorted
from tricktaker.deals import as_hands, check_dealt_cards, check_hand_sizes
from tricktaker.engine import check_view_seat, malformed_action
from tricktaker.errors import IllegalActionError, RulesError, TricktakerError
from tricktaker.events import Event, GameOver, card_played_table
from tricktaker.games import game_seed
from tricktaker.hearts import kernel
from tricktaker.hearts.actions import PASSES, Action, Pass
from tricktaker.hearts.events import CardPassed, HandScored, HandStarted, PassesReceived, TrickWon
from tricktaker.hearts.kernel import Direction
from tricktaker.hearts.rules import Rules
from tricktaker.lean import LeanValue
from tricktaker.masks import (
    BITS,
    SUIT_PATTERN,
    SUIT_PLAYS,
    SUIT_SHIFTS,
    cards_of,
    mask_of,
    plays_of,
)
from tricktaker.plugin import builder, draft_class
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
_NO_PASS = Direction.NONE  # a member read off its enum costs 1,000 instructions on CPython 3.11
_PLAYERS = kernel.PLAYERS
_SEATS = range(_PLAYERS)
_CARD_PLAYED = card_played_table(_PLAYERS)


class _Hand:
    """What every state of one hand shares: the rules, the seed, the hand's number and pass
    direction, each seat's cards as dealt (masks; after the pass, as the play began), the
    cards each seat passed (masks, once all have passed), and what each seat's views of the
    hand share (``seen``: one ``_Seen`` a seat, holding that seat's passes only, built by
    :meth:`see` when the seat is first viewed)."""

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
        self.given_cards = tuple([cards_of(cards) for cards in given])  # once a hand
        self.seen: list[_Seen | None] = [None] * _PLAYERS  # each seat's, once it is viewed

    def see(self, seat: int) -> _Seen:
        """What ``seat``'s views of this hand share, built by the first view of it: games
        played without views (a search's playouts) never build one."""
        # filled inline, as a trick's end fills its _Public: through _seen(...), any(given)
        # and Direction.NONE a build cost 4,650 instructions against 2,250 (measured alone)
        seen = self.seen[seat] = _Seen()
        seen.rules, seen.number, seen.direction = self.rules, self.number, self.direction
        if self.direction is _NO_PASS:
            seen.passed = seen.received = ()
            seen.dealt = None
        elif not self.given[seat]:  # while passing (given once every seat has passed)
            seen.passed = seen.received = ()
            seen.dealt = self.dealt[seat]  # the seat's own cards as dealt
        else:
            given_cards = self.given_cards
            seen.passed = given_cards[seat]
            seen.received = given_cards[(seat - self.direction._value_) % _PLAYERS]
            seen.dealt = None
        return seen


class _Seen:
    """What one seat may know of a hand that no decision of it changes, shared by the seat's
    views of the hand: the rules, the hand's number and pass direction, the cards this seat
    passed and those it received (both empty until every seat has passed), and while the pass
    goes on this seat's cards as dealt (``dealt``, a mask: its passes so far are those it no
    longer holds; None otherwise). Never another seat's cards: a view refers to it."""

    __slots__ = ("dealt", "direction", "number", "passed", "received", "rules")
    rules: Rules
    number: int
    direction: Direction
    passed: tuple[Card, ...]
    received: tuple[Card, ...]
    dealt: int | None


def _seen(
    *,
    rules: Rules,
    number: int,
    direction: Direction,
    passed: tuple[Card, ...],
    received: tuple[Card, ...],
    dealt: int | None,
) -> _Seen:
    """A seat's part of a hand, every field named (for ``View.__init__``; :meth:`_Hand.see`,
    on the views' path, fills its own inline)."""
    seen = _Seen()
    seen.rules = rules
    seen.number = number
    seen.direction = direction
    seen.passed = passed
    seen.received = received
    seen.dealt = dealt
    return seen


class _Public:
    """What every seat may know of a hand that only a trick's end, a pass or the hand's end
    changes (and hearts broken mid-trick): shared by every state of one trick and by their
    views. The fields mean what they mean on :class:`State`; ``taken_masks`` are the cards
    each seat has taken, as masks (``taken``, as cards); ``hand_sizes`` are each seat's count
    of cards while the pass goes on (who has passed how many is public), None while cards are
    played (a view derives them from its hand and the trick)."""

    __slots__ = (
        "hand_sizes",
        "hearts_broken",
        "last_trick",
        "leader",
        "phase",
        "played",
        "scores",
        "taken",
        "taken_masks",
        "winners",
    )

    phase: Phase
    leader: int
    played: tuple[Card, ...]
    last_trick: CompletedTrick | None
    taken_masks: tuple[int, ...]
    taken: tuple[tuple[Card, ...], ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    hearts_broken: bool
    hand_sizes: tuple[int, ...] | None


def _public(
    *,
    phase: Phase,
    leader: int,
    played: tuple[Card, ...],
    last_trick: CompletedTrick | None,
    taken_masks: tuple[int, ...],
    taken: tuple[tuple[Card, ...], ...],
    scores: tuple[int, ...],
    winners: tuple[int, ...],
    hearts_broken: bool,
    hand_sizes: tuple[int, ...] | None,
) -> _Public:
    """A public part, every field named. Filled by stores: calling a class whose
    ``__init__`` is Python code costs about 850 instructions more on CPython 3.11 (a trick's
    end, the hot case, fills its own inline, for 1,000 more)."""
    public = _Public()
    public.phase = phase
    public.leader = leader
    public.played = played
    public.last_trick = last_trick
    public.taken_masks = taken_masks
    public.taken = taken
    public.scores = scores
    public.winners = winners
    public.hearts_broken = hearts_broken
    public.hand_sizes = hand_sizes
    return public


def _copied(public: _Public) -> _Public:
    """A copy of ``public``, for a step to change a field of before any state refers to it
    (each pass makes one: filled inline, for 1,200 instructions less than through _public)."""
    copy = _Public()
    copy.phase = public.phase
    copy.leader = public.leader
    copy.played = public.played
    copy.last_trick = public.last_trick
    copy.taken_masks = public.taken_masks
    copy.taken = public.taken
    copy.scores = public.scores
    copy.winners = public.winners
    copy.hearts_broken = public.hearts_broken
    copy.hand_sizes = public.hand_sizes
    return copy


def _hand_sizes(dealt: tuple[int, ...], held: int) -> tuple[int, ...]:
    """How many cards each seat holds, of those dealt to it (masks by seat) and ``held``."""
    return tuple([(cards & held).bit_count() for cards in dealt])


def _hearts_broken(rules: Rules, cards: Sequence[Card]) -> bool:
    """Whether hearts are broken once ``cards`` are played (see ``Rules.must_break_hearts``)."""
    return not rules.must_break_hearts or any(
        kernel.breaks_hearts(BITS[card.index], rules) for card in cards
    )


class _PublicFields:
    """The public fields of a state or view read from its ``_Public`` part."""

    __slots__ = ()
    _public: _Public

    @property
    def leader(self) -> int:
        """The seat that led (or will lead) the trick in progress."""
        return self._public.leader

    @property
    def played(self) -> tuple[Card, ...]:
        """The cards of this hand's finished tricks, in play order."""
        return self._public.played

    @property
    def last_trick(self) -> CompletedTrick | None:
        """The last finished trick of this hand; None before the first."""
        return self._public.last_trick

    @property
    def taken(self) -> tuple[tuple[Card, ...], ...]:
        """The cards of the tricks each seat has won this hand, in canonical order."""
        return self._public.taken

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's total of the hands finished (lowest wins)."""
        return self._public.scores

    @property
    def phase(self) -> Phase:
        """What ``to_act`` is asked to do."""
        return self._public.phase

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the lowest total, once the game is over."""
        return self._public.winners

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._public.phase is _OVER

    @property
    def hearts_broken(self) -> bool:
        """Whether a heart may be led (see ``Rules.must_break_hearts``)."""
        return self._public.hearts_broken

    @property
    def points(self) -> tuple[int, ...]:
        """Each seat's points in the tricks it has won this hand (before the moon)."""
        jd = self.rules.jd_bonus  # type: ignore[attr-defined]
        return tuple([kernel.trick_points(cards, jd) for cards in self._public.taken_masks])


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
    order): :func:`tricktaker.worlds.seats_of_plays` with Hearts' winner."""
    return worlds.seats_of_plays(played, trick, leader, players=_PLAYERS, winner=kernel.winner)


class State(_PublicFields, LeanValue):
    """A Hearts game at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; dealing, the
    exchange of passed cards, collecting tricks and scoring happen inside it, so every state
    that is not over waits for a decision by ``to_act``.

    Its other public fields (``rules``, ``seed``, ``hand_number``, ``direction``, ``hands``,
    ``passed``; ``leader``, ``played``, ``last_trick``, ``taken``, ``scores``, ``phase``,
    ``winners``) are properties, read off the parts it shares with the states of its hand and
    of its trick.

    Attributes:
        trick: the cards of the trick in progress, in play order.
        to_act: the seat whose decision it is; None once the game is over.

    >>> state = new_game(Rules(), seed=2)
    >>> state.phase, state.to_act, state.direction, len(state.legal_actions())
    (<Phase.PASS: 'pass'>, 0, <Direction.LEFT: 1>, 13)
    """

    __record__ = _StateRecord
    __slots__ = ("_hand", "_held", "_public", "to_act", "trick")
    _hand: _Hand
    _public: _Public
    _held: int
    trick: tuple[Card, ...]
    to_act: int | None

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
        self._fill(
            _hand=_Hand(rules, seed, hand_number, direction, dealt, given_after),
            _public=_public(
                phase=phase,
                leader=leader,
                played=played,
                last_trick=last_trick,
                taken_masks=tuple([mask_of(cards) for cards in taken]),
                taken=tuple([cards_of(mask_of(cards)) for cards in taken]),
                scores=tuple(scores),
                winners=tuple(winners),
                hearts_broken=_hearts_broken(rules, played + trick),
                hand_sizes=_hand_sizes(dealt, all_held) if phase is _PASS else None,
            ),
            _held=all_held,
            trick=trick,
            to_act=to_act,
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
        if self._public.phase is _PASS:
            held = self._held
            return tuple([cards_of(dealt & ~held) for dealt in self._hand.dealt])
        return self._hand.given_cards

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
        trick and whose turn it is, the public part of the trick as it is, and its part of
        the hand (``_Seen``, shared by the seat's views of the hand); the other fields are
        derived on access."""
        if type(seat) is not int or not 0 <= seat < _PLAYERS:
            check_view_seat(seat, _PLAYERS)  # raises, naming the seats
        hand = self._hand
        view = _View()
        view._seen = hand.seen[seat] or hand.see(seat)
        view._public = self._public
        view.seat = seat
        view._hand = hand.dealt[seat] & self._held
        view.trick = self.trick
        view.to_act = self.to_act
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
            phase = self._public.phase
            if kind is Play and phase is _PLAY and action.suit is None:  # type: ignore[union-attr]
                card = action.card
                bit = BITS[card.index] if type(card) is Card else 0
                if bit & hand:
                    trick = self.trick
                    # the fast path of kernel.playable's first rule: a card of the suit led
                    # may always follow (tests/hearts/test_state.py holds it to the rule)
                    if (trick and card.suit is trick[0].suit) or bit & _playable(self, hand)[0]:
                        return _play(self, seat, card, bit)
            elif kind is Pass and phase is _PASS:
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


class View(_PublicFields, LeanValue, PlayChoices):  # legal_plays(): for typed bots
    """What ``seat`` may know: its own hand and passes, the table, the tricks and scores.

    The fields mean what they mean on :class:`State`; other seats' hands appear only as counts.
    The view is lean: ``rules``, ``hand_number``, ``direction``, ``passed`` and ``received``
    are read off its seat's part of the hand, ``leader``, ``played``, ``last_trick``,
    ``taken``, ``scores``, ``phase``, ``winners`` and ``hearts_broken`` off the public part of
    the trick that it shares with its state (and while passing ``hand_sizes``), ``hand`` off a
    mask of its own cards, and ``hand_sizes`` while cards are played off that and the trick.

    Attributes:
        seat: the seat this view belongs to.
    """

    __record__ = _ViewRecord
    __slots__ = ("_hand", "_public", "_seen", "seat", "to_act", "trick")
    _seen: _Seen
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
        hand, played, trick = tuple(hand), tuple(played), tuple(trick)
        check_sorted("the hand", hand)  # as a mask, an unsorted hand would pass unseen
        self._fill(
            _seen=_seen(
                rules=rules,
                number=hand_number,
                direction=direction,
                passed=tuple(passed),
                received=tuple(received),
                dealt=None,
            ),
            _public=_public(
                phase=phase,
                leader=leader,
                played=played,
                last_trick=last_trick,
                taken_masks=tuple([mask_of(cards) for cards in taken]),
                taken=tuple([tuple(cards) for cards in taken]),
                scores=tuple(scores),
                winners=tuple(winners),
                hearts_broken=_hearts_broken(rules, played + trick),
                hand_sizes=tuple(hand_sizes),
            ),
            _hand=mask_of(hand),
            seat=seat,
            trick=trick,
            to_act=to_act,
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
        sizes = self._public.hand_sizes
        if sizes is not None:
            return sizes
        leader, played, seat = self._public.leader, len(self.trick), self.seat
        size = self._hand.bit_count() + ((seat - leader) % _PLAYERS < played)
        return tuple([size - ((other - leader) % _PLAYERS < played) for other in _SEATS])

    @property
    def passed(self) -> tuple[Card, ...]:
        """The cards this seat has passed this hand, in canonical order."""
        seen = self._seen
        dealt = seen.dealt  # while passing: what it was dealt and holds no longer
        return seen.passed if dealt is None else cards_of(dealt & ~self._hand)

    @property
    def received(self) -> tuple[Card, ...]:
        """The cards passed to this seat, once every seat has passed; else empty."""
        return self._seen.received

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
        len(position._public.played) + len(trick),
        position.hearts_broken,
        position.rules,
    )


def _legal(position: Any, hand: int) -> tuple[Action, ...]:
    trick = position.trick
    if trick:  # kernel.playable's first rule, the common case: the cards of the suit led
        suit = trick[0].suit  # (tests/hearts/test_state.py holds this path to the rule)
        plays: tuple[Play, ...] = SUIT_PLAYS[suit][(hand >> SUIT_SHIFTS[suit]) & SUIT_PATTERN]
        if plays:
            return plays
    if position._public.phase is _PASS:
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
    phase = position._public.phase
    if phase is _OVER:
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
    asked = Pass if phase is _PASS else Play
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
# what a pass and a trick's end build, by keyword without attrs' __init__ (three times dearer)
_card_passed = builder(CardPassed)
_trick_won = builder(TrickWon)
_completed_trick = builder(CompletedTrick)


def _next(state: State, hand: _Hand, held: int) -> Any:
    """A draft of ``state`` on ``hand`` with ``held``; the caller sets the rest."""
    draft = _State()
    draft._hand = hand
    draft._public = state._public
    draft._held = held
    draft.trick = state.trick
    draft.to_act = state.to_act
    return draft


def _pass(state: State, seat: int, card: Card, bit: int) -> tuple[State, tuple[Event, ...]]:
    hand = state._hand
    held = state._held ^ bit
    event = _card_passed(seat=seat, receiver=kernel.receiver(seat, hand.direction), card=card)
    draft = _next(state, hand, held)
    # who has passed how many is public: each pass begins a public part with the counts
    sizes = [*state._public.hand_sizes]  # type: ignore[misc]  # not None while passing
    sizes[seat] -= 1  # (from the masks' bit counts, 1,600 instructions more)
    passing = sizes[seat] > kernel.HAND_SIZE - kernel.PASS_SIZE
    if passing or seat + 1 < _PLAYERS:
        if not passing:
            draft.to_act = seat + 1
        draft._public = public = _copied(state._public)
        public.hand_sizes = tuple(sizes)
        draft.__class__ = State
        return draft, (event,)
    given = tuple([dealt & ~held for dealt in hand.dealt])
    step = hand.direction._value_  # (as kernel.receiver reads it)
    dealt = tuple([hand.dealt[s] & held | given[(s - step) % _PLAYERS] for s in _SEATS])
    draft._hand = _Hand(hand.rules, hand.seed, hand.number, hand.direction, dealt, given)
    draft._held = kernel.DECK_MASK
    public = state._public
    draft.to_act = leader = _holder(dealt, kernel.TWO_CLUBS)
    draft._public = _public(
        phase=_PLAY,
        leader=leader,
        played=(),
        last_trick=None,
        taken_masks=public.taken_masks,
        taken=public.taken,
        scores=public.scores,
        winners=(),
        hearts_broken=public.hearts_broken,
        hand_sizes=None,
    )
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
    public = state._public
    trick = state.trick + (card,)
    if len(trick) < _PLAYERS:
        if not public.hearts_broken and kernel.breaks_hearts(bit, hand.rules):
            draft._public = breaking = _copied(public)  # once a hand, at most
            breaking.hearts_broken = True
        draft.trick = trick
        draft.to_act = (seat + 1) % _PLAYERS
        draft.__class__ = State
        return draft, _CARD_PLAYED[seat][card.index]
    leader = public.leader
    winner = (leader + kernel.winner(trick)) % _PLAYERS
    cards = mask_of(trick)
    taken = list(public.taken_masks)
    taken[winner] |= cards
    piles = list(public.taken)
    piles[winner] = cards_of(taken[winner])
    draft.trick = ()
    draft.to_act = winner
    # the public part of the next trick, filled inline: once a trick, the hot case of _public
    draft._public = following = _Public()
    following.phase = _PLAY
    following.leader = winner
    following.played = public.played + trick
    following.last_trick = _completed_trick(cards=trick, leader=leader, winner=winner)
    following.taken_masks = tuple(taken)
    following.taken = tuple(piles)
    following.scores = public.scores
    following.winners = ()
    following.hearts_broken = public.hearts_broken or kernel.breaks_hearts(bit, hand.rules)
    following.hand_sizes = None
    points = kernel.trick_points(cards, hand.rules.jd_bonus)
    events: tuple[Event, ...] = (
        *_CARD_PLAYED[seat][card.index],
        _trick_won(winner=winner, leader=leader, cards=trick, points=points),
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
    public = state._public
    taken = public.taken_masks
    points = kernel.hand_points(taken, rules)
    scores = tuple([total + p for total, p in zip(public.scores, points, strict=True)])
    scored = HandScored(
        hand_number=hand.number,
        points=points,
        scores=scores,
        moon=kernel.moon_shooter(taken),
    )
    if (rules.hands and hand.number >= rules.hands) or max(scores) >= rules.target:
        best = min(scores)
        winners = tuple(seat for seat in _SEATS if scores[seat] == best)
        draft = _next(state, hand, 0)
        draft.to_act = None
        draft._public = _public(
            phase=_OVER,
            leader=public.leader,
            played=public.played,
            last_trick=public.last_trick,
            taken_masks=taken,
            taken=public.taken,
            scores=scores,
            winners=winners,
            hearts_broken=public.hearts_broken,
            hand_sizes=None,
        )
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
    draft.trick = ()
    if direction is _NO_PASS:
        phase, leader, sizes = _PLAY, _holder(dealt, kernel.TWO_CLUBS), None
    else:
        phase, leader, sizes = _PASS, 0, _hand_sizes(dealt, kernel.DECK_MASK)
    draft.to_act = leader
    draft._public = _public(
        phase=phase,
        leader=leader,
        played=(),
        last_trick=None,
        taken_masks=(0,) * _PLAYERS,
        taken=((),) * _PLAYERS,
        scores=scores,
        winners=(),
        hearts_broken=not rules.must_break_hearts,
        hand_sizes=sizes,
    )
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
    ['hand 1: pass three cards to the left']
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
