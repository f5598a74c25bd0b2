"""Hearts on the trick-game engine, each rule once: the rule set and the rules' fast forms on
card masks, the pass as a phase (:class:`Passing`), what differs from a plain trick game as
the hooks of :class:`Hearts`, its actions, events, state, view and encoding, and the checked
pure rule functions. The cards each seat passed are kept in the state's hidden part; a seat's
views keep its own (``passed``, ``received``), and while the pass goes on each seat's count.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping, Sequence
from typing import Any, Literal

import attrs

from tricktaker.actions import Play
from tricktaker.cards import STANDARD_DECK, Card, CardKind, Suit, format_cards
from tricktaker.deals import as_hands, check_dealt_cards, check_hand_sizes
from tricktaker.encoding import (
    CardNumbering,
    GameEncoding,
    Section,
    hand_section,
    leader_section,
    numbers_section,
    one_hot,
    phase_section,
    played_section,
    register_encoding,
    to_act_section,
    trick_section,
)
from tricktaker.engine import (
    Dealt,
    PhaseRule,
    TrickGame,
    TrickState,
    TrickView,
    deal_numbered,
    entry_points,
    malformed_action,
)
from tricktaker.errors import (
    AtLeast,
    IllegalActionError,
    RefusalCode,
    RulesError,
    TricktakerError,
    check_rule_fields,
)
from tricktaker.events import Event, own_hand_only
from tricktaker.masks import BITS, SUIT_MASKS, cards_of, mask_of
from tricktaker.plugin import builder
from tricktaker.tricks import CompletedTrick, trump_winner
from tricktaker.worlds import seats_of_plays

PLAYERS = 4
"""Hearts is played by four, each for themselves."""
HAND_SIZE = len(STANDARD_DECK) // PLAYERS
"""13 cards a seat, and 13 tricks a hand."""
PASS_SIZE = 3
"""The cards each seat passes."""
DECK_MASK = mask_of(STANDARD_DECK)
"""Every card of the 52-card deck."""
HEARTS = SUIT_MASKS[Suit.HEARTS]
"""The hearts, a point each."""
QS = BITS[Card.parse("QS").index]
"""The queen of spades, 13 points."""
JD = BITS[Card.parse("JD").index]
"""The jack of diamonds, minus 10 points under ``jd_bonus``."""
TWO_CLUBS = BITS[Card.parse("2C").index]
"""The card that leads the first trick."""
_CLUBS = SUIT_MASKS[Suit.CLUBS]
PENALTY_CARDS = HEARTS | QS
"""The cards that score points (26 points in all)."""
MOON_POINTS = 26
"""The points of all the penalty cards, which shooting the moon gives every other seat."""
AVOID_ALL_TRICKS_BONUS = -5
"""The points of a seat that took no trick, under ``avoid_all_tricks_bonus``."""
_JD_POINTS = -10


class Direction(enum.Enum):
    """Where a seat passes its three cards: the receiver is ``(seat + value) % 4`` (OpenSpiel's
    numbering of its pass directions, which are also its chance outcomes)."""

    NONE = 0
    """No cards are passed (the hold hand)."""
    LEFT = 1
    """To the next seat clockwise."""
    ACROSS = 2
    """To the seat opposite."""
    RIGHT = 3
    """To the previous seat."""


ROTATION = (Direction.LEFT, Direction.RIGHT, Direction.ACROSS, Direction.NONE)
"""The directions of hands 1, 2, 3, 4, then again from the first (pagat.com)."""


def receiver(seat: int, direction: Direction) -> int:
    """The seat that receives ``seat``'s cards."""
    # ``_value_``, the member's value as Enum stores it: ``value`` is a property, about 1,400
    # instructions dearer on CPython 3.11, and this runs at every pass
    return (seat + direction._value_) % PLAYERS


def breaks_hearts(card_bit: int, rules: Rules) -> bool:
    """Whether playing the card of ``card_bit`` breaks hearts: a heart does, and the queen of
    spades too under ``qs_breaks_hearts``."""
    return bool(card_bit & (HEARTS | QS if rules.qs_breaks_hearts else HEARTS))


def hearts_broken(played: int, rules: Rules) -> bool:
    """Whether hearts are broken once the cards of ``played`` (a mask) are played: always,
    unless ``must_break_hearts``; else once one of them breaks hearts (:func:`breaks_hearts`)."""
    return not rules.must_break_hearts or breaks_hearts(played, rules)


def playable(
    hand: int, led: Suit | None, played: int, broken: bool, rules: Rules
) -> tuple[int, RefusalCode]:
    """The cards of ``hand`` (a mask) that may be played now, and the code of the rule that
    kept the others out (``"illegal"`` when none was).

    ``led`` is the suit led to the trick (None for a lead), ``played`` the number of cards
    played this hand, ``broken`` whether hearts may be led. In the order OpenSpiel asks:
    follow suit; the first lead is the 2♣ (any club under ``can_lead_any_club``); a seat that
    cannot follow to the first trick plays no heart nor Q♠ if it can (``no_pts_on_first_trick``);
    a lead is no heart until hearts are broken, and under ``can_lead_hearts_instead_of_qs`` a
    hand whose only other card is the Q♠ may lead hearts too; when nothing is left, anything.
    """
    if led is not None:
        following = hand & SUIT_MASKS[led]
        if following:
            return following, "must_follow_suit"
        if played < PLAYERS and rules.no_pts_on_first_trick:
            safe = hand & ~PENALTY_CARDS
            if safe:
                return safe, "no_points_first_trick"
        return hand, "illegal"
    if played == 0:
        return (hand & _CLUBS if rules.can_lead_any_club else TWO_CLUBS), "must_lead_starting_card"
    if broken:
        return hand, "illegal"
    leads = hand & ~HEARTS
    if leads == QS and rules.can_lead_hearts_instead_of_qs:
        leads = 0
    return (leads, "suit_not_broken") if leads else (hand, "illegal")


def winner(cards: Sequence[Card]) -> int:
    """The index, in play order, of the highest card of the suit led (no trump)."""
    return trump_winner(cards, None)


def trick_points(cards: int, jd_bonus: bool) -> int:
    """The points of the cards of a mask: 1 a heart, 13 the Q♠, -10 the J♦ under
    ``jd_bonus``."""
    points = (cards & HEARTS).bit_count() + (13 if cards & QS else 0)
    return points + _JD_POINTS if jd_bonus and cards & JD else points


def moon_shooter(taken: Sequence[int]) -> int | None:
    """The seat whose taken cards (masks, by seat) hold every heart and the Q♠, if any."""
    for seat, cards in enumerate(taken):
        if cards & PENALTY_CARDS == PENALTY_CARDS:
            return seat
    return None


def hand_points(taken: Sequence[int], rules: Rules) -> tuple[int, ...]:
    """Each seat's points for a hand in which it took the cards of ``taken`` (masks, by seat).

    A seat that took every heart and the Q♠ shoots the moon: it scores 26 less than its cards
    (0, or -10 with the J♦) and every other seat 26 more. Otherwise, under
    ``avoid_all_tricks_bonus``, a seat that took no trick scores -5. (OpenSpiel's rules.)
    """
    points = [trick_points(cards, rules.jd_bonus) for cards in taken]
    shooter = moon_shooter(taken)
    if shooter is not None:
        return tuple(
            p - MOON_POINTS if s == shooter else p + MOON_POINTS for s, p in enumerate(points)
        )
    if rules.avoid_all_tricks_bonus:
        return tuple(
            p + AVOID_ALL_TRICKS_BONUS if not cards else p
            for p, cards in zip(points, taken, strict=True)
        )
    return tuple(points)


PassOrder = Literal["rotate", "random"]
"""How each hand's pass direction is chosen (``Rules.pass_order``)."""


@attrs.frozen(kw_only=True)
class Rules:
    """A Hearts rule set: four players, each for themselves; the defaults play the game to
    100 points as pagat.com describes it, and every OpenSpiel parameter has its field, under
    its name and with its default.

    Attributes:
        players: always 4.
        pass_cards: if True, each seat passes three cards before the play (OpenSpiel's
            ``pass_cards``); if False, no hand has a pass.
        no_pts_on_first_trick: if True, a seat that cannot follow suit to the first trick
            may not play a heart or the Q♠ unless it holds nothing else.
        can_lead_any_club: if True, the first trick may be led with any club, not only the 2♣.
        jd_bonus: if True, the J♦ counts minus 10 points for the seat that takes it.
        avoid_all_tricks_bonus: if True, a seat that takes no trick scores minus 5 (not in a
            hand where someone shoots the moon).
        qs_breaks_hearts: if True, playing the Q♠ breaks hearts, as a heart does.
        must_break_hearts: if True, hearts may not be led until a heart (or the Q♠, see
            ``qs_breaks_hearts``) has been played to an earlier trick, unless the leader
            holds nothing else; if False, hearts may be led at any time.
        can_lead_hearts_instead_of_qs: if True, a leader whose hand is the Q♠ and hearts
            only may lead a heart before hearts are broken (else it must lead the Q♠).
        target: the game ends after the hand in which a seat's total reaches this; the
            lowest total wins.
        hands: the most hands the game lasts; 0 plays on until a seat reaches ``target``,
            1 is OpenSpiel's single hand.
        pass_order: ``"rotate"``: hand 1 passes left, then right, across, none, and again
            (pagat.com); ``"random"``: each hand's direction is drawn by chance, any of the
            four alike, as OpenSpiel's single hand draws it.

    :meth:`openspiel` is OpenSpiel's ``hearts`` of given parameters.

    >>> Rules().target, Rules.openspiel().hands
    (100, 1)
    >>> Rules(target=0)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.target must be an int of at least 1, not 0
    """

    players: int = 4
    pass_cards: bool = True
    no_pts_on_first_trick: bool = True
    can_lead_any_club: bool = False
    jd_bonus: bool = False
    avoid_all_tricks_bonus: bool = False
    qs_breaks_hearts: bool = True
    must_break_hearts: bool = True
    can_lead_hearts_instead_of_qs: bool = False
    target: int = 100
    hands: int = 0
    pass_order: PassOrder = "rotate"

    def __attrs_post_init__(self) -> None:
        if type(self.players) is not int or self.players != PLAYERS:
            raise RulesError(f"Rules.players must be 4, not {self.players!r}")
        check_rule_fields(
            self, flags=tuple([f.name for f in attrs.fields(Rules) if f.type in (bool, "bool")])
        )
        check_rule_fields(
            self,
            ints=(
                ("target", AtLeast(1), "an int of at least 1"),
                ("hands", AtLeast(0), "an int of at least 0"),
            ),
        )
        if self.pass_order not in ("rotate", "random"):
            raise RulesError(
                f"Rules.pass_order must be 'rotate' or 'random', not {self.pass_order!r}"
            )

    @classmethod
    def openspiel(
        cls,
        *,
        pass_cards: bool = True,
        no_pts_on_first_trick: bool = True,
        can_lead_any_club: bool = False,
        jd_bonus: bool = False,
        avoid_all_tricks_bonus: bool = False,
        qs_breaks_hearts: bool = True,
        must_break_hearts: bool = True,
        can_lead_hearts_instead_of_qs: bool = False,
    ) -> Rules:
        """OpenSpiel's ``hearts`` with these parameters: one hand, its pass direction drawn
        by chance. Its returns are ``26 - score`` of each seat (see the rules page).

        >>> Rules.openspiel(jd_bonus=True).pass_order, Rules.openspiel(jd_bonus=True).jd_bonus
        ('random', True)
        """
        return cls(
            pass_cards=pass_cards,
            no_pts_on_first_trick=no_pts_on_first_trick,
            can_lead_any_club=can_lead_any_club,
            jd_bonus=jd_bonus,
            avoid_all_tricks_bonus=avoid_all_tricks_bonus,
            qs_breaks_hearts=qs_breaks_hearts,
            must_break_hearts=must_break_hearts,
            can_lead_hearts_instead_of_qs=can_lead_hearts_instead_of_qs,
            hands=1,
            pass_order="random",
        )

    def direction(self, seed: int, hand_number: int) -> Direction:
        """The pass direction of hand ``hand_number`` of a game dealt from ``seed``.

        >>> [Rules().direction(0, n).name for n in (1, 2, 3, 4, 5)]
        ['LEFT', 'RIGHT', 'ACROSS', 'NONE', 'LEFT']
        """
        if not self.pass_cards:
            return Direction.NONE
        if self.pass_order == "random":
            # any of the four alike, as OpenSpiel's first chance node draws it
            drawn = random.Random(f"hearts:{seed}:{hand_number}:pass").randrange(PLAYERS)
            return Direction(drawn)
        return ROTATION[(hand_number - 1) % len(ROTATION)]


def _check_cards(cards: Sequence[Card], what: str) -> int:
    for card in cards:
        if not isinstance(card, Card) or card.kind is not CardKind.SUITED:
            raise TricktakerError(f"{what} must be cards of the 52-card deck, got {card!r}")
    return mask_of(cards)


def legal_plays(
    hand: Sequence[Card],
    trick_cards: Sequence[Card],
    *,
    played: int,
    hearts_broken: bool,
    rules: Rules | None = None,
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to a trick holding ``trick_cards``, after
    ``played`` cards of the hand (0 for the first lead), in canonical order.

    >>> from tricktaker.cards import parse_cards, format_cards
    >>> format_cards(legal_plays(parse_cards("2C 7C 9H"), (), played=0, hearts_broken=False))
    '2♣'
    >>> format_cards(legal_plays(parse_cards("9H QS 3D"), parse_cards("5C"), played=1,
    ...     hearts_broken=False))  # no points on the first trick
    '3♦'
    >>> format_cards(legal_plays(parse_cards("9H QS 3D"), (), played=8, hearts_broken=False))
    '3♦ Q♠'
    """
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise TricktakerError(f"rules must be Rules, not {rules!r}")
    mask = _check_cards(hand, "hand")
    _check_cards(trick_cards, "trick_cards")
    if type(played) is not int or not 0 <= played < 52 or played % 4 != len(trick_cards) % 4:
        raise TricktakerError(f"played must be the cards played this hand, not {played!r}")
    led = trick_cards[0].suit if trick_cards else None
    return cards_of(playable(mask, led, played, hearts_broken, rules)[0] & mask)


def trick_winner(cards: Sequence[Card]) -> int:
    """The index, in play order, of the card that wins the trick: the highest of the suit led.

    >>> from tricktaker import parse_cards
    >>> trick_winner(parse_cards("9H KH AS QH"))
    1
    """
    if not cards:
        raise TricktakerError("trick_winner needs at least one card")
    _check_cards(cards, "cards")
    return winner(cards)


def hand_score(taken: Sequence[Sequence[Card]], rules: Rules | None = None) -> tuple[int, ...]:
    """Each seat's points for a hand in which it took the cards ``taken`` (by seat).

    >>> from tricktaker import Card, Suit
    >>> from tricktaker.cards import STANDARD_DECK
    >>> qs = Card.parse("QS")
    >>> heart_cards = [card for card in STANDARD_DECK if card.suit is Suit.HEARTS]
    >>> rest = [card for card in STANDARD_DECK if card.suit is not Suit.HEARTS and card != qs]
    >>> hand_score([heart_cards[:8], heart_cards[8:] + rest[:3], [qs] + rest[3:6], rest[6:]])
    (8, 5, 13, 0)
    >>> moon = [heart_cards + [qs] + rest[:2], rest[2:14], rest[14:26], rest[26:]]
    >>> hand_score(moon)  # seat 0 took every heart and the Q♠
    (0, 26, 26, 26)
    >>> hand_score(moon,
    ...            Rules(jd_bonus=True))  # the J♦ is among seat 2's cards
    (0, 26, 16, 26)
    """
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise TricktakerError(f"rules must be Rules, not {rules!r}")
    if len(taken) != PLAYERS:
        raise TricktakerError(f"taken must hold 4 seats' cards, not {len(taken)}")
    masks = [_check_cards(cards, "taken") for cards in taken]
    if sum(len(cards) for cards in taken) != 52 or any(len(c) % 4 for c in taken):
        raise TricktakerError("taken must be the 52 cards of 13 tricks, 4 a trick")
    if sum(mask.bit_count() for mask in masks) != 52:
        raise TricktakerError("taken must hold each card of the deck once")
    return hand_points(masks, rules)


@attrs.frozen
class Pass:
    """Give ``card`` to the seat this hand passes to: one of the three cards a seat passes,
    each its own action (as OpenSpiel has it; :func:`tricktaker.hearts.apply_pass` gives all
    three at once).

    >>> from tricktaker import Card
    >>> str(Pass(Card.parse("QS")))
    'pass Q♠'
    """

    card: Card

    def __str__(self) -> str:
        return f"pass {self.card}"


PASSES: tuple[Pass, ...] = tuple(Pass(card) for card in STANDARD_DECK)
"""``Pass(card)`` of each card of the deck, at its :attr:`~tricktaker.Card.index` (shared
values, as ``legal_actions`` lists them)."""

Action = Pass | Play
"""Any Hearts action."""


@attrs.frozen
class HandStarted(Event):
    """Hand ``hand_number`` was dealt, 13 cards each, to pass ``direction``; ``hands`` by
    seat, None where hidden.

    >>> from tricktaker.cards import parse_cards
    >>> event = HandStarted(hand_number=1, direction=Direction.LEFT,
    ...                     hands=(parse_cards("2C"), parse_cards("AS")))
    >>> event.for_seat(1).hands, str(event)
    ((None, (Card.parse('A♠'),)), 'hand 1: pass three cards to the left')
    """

    hand_number: int
    direction: Direction
    hands: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> HandStarted:
        return attrs.evolve(self, hands=own_hand_only(self.hands, seat))


@attrs.frozen
class CardPassed(Event):
    """``seat`` put ``card`` aside for ``receiver``; None in every other seat's form.

    >>> from tricktaker import Card
    >>> event = CardPassed(seat=0, receiver=1, card=Card.parse("QS"))
    >>> str(event), str(event.for_seat(1))
    ('seat 0 passes Q♠ to seat 1', 'seat 0 passes a card to seat 1')
    """

    seat: int
    receiver: int
    card: Card | None

    def for_seat(self, seat: int) -> CardPassed:
        return self if seat == self.seat else attrs.evolve(self, card=None)

    def known_to(self, seat: int) -> tuple[Card, ...]:
        """The card passed, to its giver (who knows where it went)."""
        return (self.card,) if seat == self.seat and self.card is not None else ()


@attrs.frozen
class PassesReceived(Event):
    """Every seat has passed: ``received`` are the cards each seat took up (by seat, None
    where hidden), and the play begins.

    >>> from tricktaker.cards import parse_cards
    >>> event = PassesReceived(received=(parse_cards("2C 3C 4C"), parse_cards("AS KS QS")))
    >>> event.for_seat(0).received[1], str(event.for_seat(0))
    (None, 'the passed cards are taken up')
    """

    received: tuple[tuple[Card, ...] | None, ...]

    def for_seat(self, seat: int) -> PassesReceived:
        return PassesReceived(received=own_hand_only(self.received, seat))


@attrs.frozen
class TrickWon(Event):
    """``winner`` took the trick of ``cards`` (in play order) that ``leader`` led, and its
    ``points`` (its hearts, Q♠ and, under ``jd_bonus``, J♦).

    >>> from tricktaker import parse_cards
    >>> str(TrickWon(winner=2, leader=1, cards=parse_cards("9H KH 2H QS"), points=16))
    'seat 2 wins 9♥ K♥ 2♥ Q♠ (16 points)'
    """

    winner: int
    leader: int
    cards: tuple[Card, ...]
    points: int


@attrs.frozen
class HandScored(Event):
    """Hand ``hand_number`` ended: each seat's ``points`` for it and new total ``scores``;
    ``moon`` is the seat that shot the moon, if one did.

    >>> str(HandScored(hand_number=2, points=(0, 26, 26, 26), scores=(5, 40, 30, 26), moon=0))
    'hand 2 scored: seat 0 shoots the moon; seat 0 +0, seat 1 +26, seat 2 +26, seat 3 +26'
    """

    hand_number: int
    points: tuple[int, ...]
    scores: tuple[int, ...]
    moon: int | None = None


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    PASS = "pass"
    """Each seat in turn, from seat 0, passes three cards, one action a card."""
    PLAY = "play"
    """Players play cards to tricks."""
    OVER = "over"
    """The game has ended."""


_PASS, _NO_PASS, _SEATS = Phase.PASS, Direction.NONE, range(PLAYERS)
_CARDS = len(STANDARD_DECK)
_NO_TAKEN: tuple[tuple[Card, ...], ...] = ((),) * PLAYERS


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
    return hearts_broken(mask_of(public.played + position.trick), public.rules)


def _points(position: Any) -> tuple[int, ...]:
    """Each seat's points in the tricks it has won this hand (before the moon)."""
    jd = position._public.rules.jd_bonus
    return tuple([trick_points(mask_of(cards), jd) for cards in position._public.taken])


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
        passed = (_card_passed(seat=seat, receiver=receiver(seat, direction), card=card),)
        more = (dealt[seat] & ~held).bit_count() < PASS_SIZE  # this seat passes on
        if more or seat + 1 < PLAYERS:
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
        following = game.seam.state(playing, hidden, DECK_MASK, (), leader)
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
    return next(seat for seat in _SEATS if hands[seat] & TWO_CLUBS)


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
        """:func:`playable` for the seat to act in a state or a view, holding
        ``hand``: the cards it may play (a mask), or with ``code`` the code of the rule that
        kept the others out. Whether hearts are broken is asked only of a lead (it says
        nothing to a follower)."""
        trick, public = position.trick, position._public
        if trick:
            led, count = trick[0].suit, len(public.played) + len(trick)
            rule = playable(hand, led, count, False, public.rules)
        else:
            played = public.played  # a state's, at a lead: the cards no seat holds
            out = DECK_MASK & ~position._held if type(position) is State else mask_of(played)
            broken = bool(played) and hearts_broken(out, public.rules)
            rule = playable(hand, None, len(played), broken, public.rules)
        return rule[1] if code else rule[0]

    def refusal_reason(self, position: Any, hand: int, card: Card) -> tuple[str, str]:
        code = self.playable(position, hand, code=True)
        first = "a club" if position.rules.can_lead_any_club else "the 2♣"
        return _REASONS[code].format(suit=self.led_suit(position), first=first), code

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        return winner(cards)

    def take_trick(self, public: Any, winner: int, cards: tuple[Card, ...]) -> Event:
        """The winner takes the trick's cards, and its points."""
        won = mask_of(cards)
        piles = [*public.taken]
        piles[winner] = cards_of(mask_of(piles[winner]) | won)
        public.taken = tuple(piles)
        points = trick_points(won, public.rules.jd_bonus)
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
        return hand_points([mask_of(cards) for cards in state.taken], state.rules)

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        moon = moon_shooter([mask_of(cards) for cards in state.taken])
        return {"hand_number": state.hand_number, "points": points, "scores": scores, "moon": moon}

    def deals(self, rules: Any) -> int:
        """``rules.hands``, or for a game to ``target`` alone ``4 * target``: a hand adds at
        least 1 to the seats' points together (26, less 10 for the J♦ and 5 for each of three
        seats without a trick), so some seat reaches the target by then."""
        return rules.hands or PLAYERS * rules.target  # type: ignore[no-any-return]

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
        from tricktaker.hearts.bots import determinize

        seats = seats_of_plays(view.played, view.trick, view.leader, players=4, winner=winner)
        if view.phase is not _PASS and view.direction is not _NO_PASS:
            # what this seat passed is its receiver's: no other seat can have played it
            to, mine = receiver(view.seat, view.direction), mask_of(view.passed)
            for seat, card in zip(seats, view.played + view.trick, strict=True):
                if mine & BITS[card.index] and seat != to:
                    raise TricktakerError(
                        f"not a position the rules reach: {card}, passed to seat {to}, "
                        f"is played by seat {seat}"
                    )
        state = determinize(view, random.Random(0))
        held, passed = [*map(mask_of, state.hands)], [*map(mask_of, state.passed)]
        two, out = TWO_CLUBS, mask_of(view.played + view.trick)
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
        check_hand_sizes(self.hands, PLAYERS, HAND_SIZE, when)
        if not rules.pass_cards and self.direction not in (None, Direction.NONE):
            raise RulesError(f"Deal: these rules pass no cards, not {self.direction.name.lower()}")

    def dealt(self) -> Dealt:
        """This deal as the engine keeps it."""
        return _Dealt(tuple([mask_of(hand) for hand in self.hands]), self.direction)


start, new_game = entry_points(GAME_RULES, Rules, State, Deal)[:2]


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
    if count != PASS_SIZE or len(set(cards)) != count:
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


def _openspiel_order(card: Card) -> int:
    assert card.suit is not None
    assert card.rank is not None
    return (int(card.rank) - 2) * 4 + int(card.suit)


CARDS = CardNumbering(sorted(STANDARD_DECK, key=_openspiel_order))
"""Hearts' 52 cards, numbered as OpenSpiel numbers them."""

ACTIONS: tuple[Play | Pass, ...] = (
    *(Play(card) for card in CARDS.deck),
    *(Pass(card) for card in CARDS.deck),
)
"""Every Hearts action, each at its index."""


def score_bounds(rules: Rules) -> tuple[float, float]:
    """The lowest and highest totals. A hand gives a seat at most 26 (the moon, or every
    penalty card but one heart) and at least minus 10 under ``jd_bonus`` and minus 5 more
    under ``avoid_all_tricks_bonus``. A game to the target alone stops in the hand that
    reaches it, so no total passes ``target - 1 + 26``."""
    low = -(10 if rules.jd_bonus else 0) - (5 if rules.avoid_all_tricks_bonus else 0)
    hands = GAME_RULES.deals(rules)
    high = 26 * hands if rules.hands else rules.target - 1 + 26
    return float(low * hands), float(min(high, 26 * hands))


def layout(rules: Rules) -> tuple[Section, ...]:
    """The sections of a Hearts observation for ``rules``.

    Hearts' action numbering and observation layout (see :mod:`tricktaker.encoding`).

    Actions, 104 for every rule set, numbered as OpenSpiel numbers its ``hearts`` cards (rank
    times 4 plus suit: 0 is 2♣, 1 is 2♦, 4 is 3♣, 51 is A♠):

    - 0-51: ``Play(card)``, the card's OpenSpiel number;
    - 52-103: ``Pass(card)``, 52 plus the card's OpenSpiel number (OpenSpiel's pass of a card is
      the card's own number, as its passes and plays never share a decision).

    The cards of the observation's sections are in the same order.

    >>> from tricktaker import Card, encoding, hearts
    >>> rules = hearts.Rules()
    >>> encoding.num_actions(rules), encoding.action_index(hearts.Pass(Card.parse("3C")), rules)
    (104, 56)
    >>> [(s.name, s.size) for s in encoding.observation_layout(rules)][:4]
    [('direction', 4), ('hand', 52), ('passed', 52), ('received', 52)]
    """
    players = PLAYERS
    low, high = score_bounds(rules)
    directions = tuple(Direction)
    return (
        Section(
            name="direction",
            size=len(directions),
            meaning="where this hand's cards are passed: none, left, across, right",
            encode=lambda v: one_hot(directions.index(v.direction), len(directions)),
        ),
        hand_section(CARDS),
        Section(
            name="passed",
            size=CARDS.size,
            meaning="the cards this seat has passed this hand",
            encode=lambda v: CARDS.bits(v.passed),
        ),
        Section(
            name="received",
            size=CARDS.size,
            meaning="the cards passed to this seat, once every seat has passed",
            encode=lambda v: CARDS.bits(v.received),
        ),
        trick_section(CARDS, players),
        leader_section(players),
        played_section(CARDS, "hand"),
        Section(
            name="hearts_broken",
            size=1,
            meaning="1 once a heart may be led, else 0",
            encode=lambda v: [float(v.hearts_broken)],
        ),
        Section(
            name="hand_number",
            size=1,
            meaning="the hand being played, from 1",
            encode=lambda v: [float(v.hand_number)],
            low=1.0,
            high=float(GAME_RULES.deals(rules)),
        ),
        phase_section(Phase, "pass, play, or the game is over"),
        to_act_section(players),
        numbers_section(
            "hand_points",
            "the points in the tricks each seat has taken this hand",
            players,
            lambda v: v.points,
            low=-10.0,
            high=26.0,
        ),
        numbers_section("scores", "each seat's total", players, lambda v: v.scores, low, high),
    )


ENCODING = GameEncoding(
    name="Hearts", rules_type=Rules, view_type=View, actions=ACTIONS, layout=layout
)
"""Hearts' encoding, registered with :mod:`tricktaker.encoding`."""

register_encoding(ENCODING)
