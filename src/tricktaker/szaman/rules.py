"""Szaman's rules on the trick-game engine: the rule set, each rule once in its fast form
(follow suit, the trick's winner and points, the penalty, the starting card), the checked
public functions, the hooks of :class:`Szaman`, the state, the view, the encoding and the
checks of events read from JSON.

The public functions check their input and raise :class:`~tricktaker.IllegalActionError` when
a led Joker's suit is missing or of the wrong colour, or when a suit given for any other lead
is not the led card's own (so ``trick_winner(state.trick, state.trick_suit)`` always works).
"""

from __future__ import annotations

import enum
import math
import operator
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Literal

import attrs

from tricktaker.actions import Play
from tricktaker.cards import (
    CARD_COUNT,
    STANDARD_DECK,
    SZAMAN_DECK,
    Card,
    CardKind,
    Color,
    Rank,
    Suit,
    format_cards,
)
from tricktaker.consistency import check_cards, check_per_seat, check_seat, check_sorted
from tricktaker.deals import (
    as_hands,
    check_deal_number,
    check_dealt_cards,
    check_hand_sizes,
    check_scores,
)
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
from tricktaker.engine import Dealt, TrickGame, TrickState, TrickView
from tricktaker.errors import (
    AtLeast,
    IllegalActionError,
    RulesError,
    TricktakerError,
    check_rule_fields,
)
from tricktaker.events import Event
from tricktaker.games import check_seed, game_seed
from tricktaker.masks import BITS, SUIT_MASKS, cards_of, mask_of
from tricktaker.plugin import builder
from tricktaker.szaman.events import CardDrawn, HandScored, HandStarted, TrickWon
from tricktaker.tricks import CompletedTrick

_SUITED = CardKind.SUITED
_JOKER = CardKind.JOKER
_RED_JOKER = Card.joker(Color.RED)
_BLACK_JOKER = Card.joker(Color.BLACK)
_EIGHT_HEARTS = Card.of(Suit.HEARTS, Rank.EIGHT)
_JACK_HEARTS = Card.of(Suit.HEARTS, Rank.JACK)
_QUEEN_SPADES = Card.of(Suit.SPADES, Rank.QUEEN)

JOKER_OF: dict[Suit, Card] = {
    suit: _RED_JOKER if suit.color is Color.RED else _BLACK_JOKER for suit in Suit
}
"""The Joker that follows (and wins) a trick led in each suit."""
JOKER_SUITS: dict[Card, tuple[Suit, Suit]] = {
    _RED_JOKER: (Suit.DIAMONDS, Suit.HEARTS),
    _BLACK_JOKER: (Suit.CLUBS, Suit.SPADES),
}
"""The suits each Joker may name when it is led, in suit order."""

HAND_SIZE = 8
"""Cards dealt to each player at the start of a hand."""
JOKER_PENALTY = 20
"""Points lost for each Joker still held when a hand ends."""


def playable_mask(hand: int, suit: Suit, any_joker: bool) -> int:
    """Follow suit: the cards of the card mask ``hand`` that may be played to a trick led in
    ``suit``, as a mask.

    A hand that holds a card of ``suit`` plays a card that follows: one of that suit, or the
    Joker of its colour; with ``any_joker`` (the option ``jokers_always_playable``) either
    Joker. A Joker belongs to no suit, so a hand without a card of ``suit`` plays anything.
    """
    following = hand & SUIT_MASKS[suit]
    if not following:  # void in the led suit: any card
        return hand
    return following | (hand & _JOKER_MASKS[any_joker][suit])


_JOKER_MASKS = tuple(
    tuple(
        (BITS[_RED_JOKER.index] | BITS[_BLACK_JOKER.index])
        if any_joker
        else BITS[JOKER_OF[suit].index]
        for suit in Suit
    )
    for any_joker in (False, True)
)  # the Jokers that follow a suit, without and with jokers_always_playable


# The tables of trick_result, by card index: the strength of each card in a trick led in each
# suit (the Joker of the led colour above every rank, a card of the suit its rank, any other
# card 0: it does not follow), and each card's special points (8♥ 8, J♥ 11, in the Russian
# variant Q♠ 13), classic then Russian.
_LED_JOKER = 15
_STRENGTHS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        _LED_JOKER
        if card is JOKER_OF[suit]
        else int(card.rank)
        if card.suit is suit and card.rank is not None
        else 0
        for card in map(Card.from_index, range(CARD_COUNT))
    )
    for suit in Suit
)
_SPECIALS: tuple[tuple[int, ...], tuple[int, ...]] = tuple(  # type: ignore[assignment]
    tuple(
        8
        if card is _EIGHT_HEARTS
        else 11
        if card is _JACK_HEARTS
        else 13
        if card is _QUEEN_SPADES and russian
        else 0
        for card in map(Card.from_index, range(CARD_COUNT))
    )
    for russian in (False, True)
)


def trick_result(
    cards: Sequence[Card], suit: Suit, russian: bool, leader: int
) -> tuple[int, list[int]]:
    """The seat that won a complete trick led in ``suit`` by seat ``leader`` (its first card
    follows ``suit``; card i was played by the i-th seat from ``leader``), and each seat's
    points for it, by seat, in one pass over the cards.

    The Joker of the led suit's colour wins, else the highest card of the suit; an off-suit
    card never wins. The winner gets the special value S (the specials in the trick, and 6
    if a Joker won it) if above 0, else 5 if every card followed and 1 if not; every player
    of an off-suit card loses 2. Leader 0 gives the seats in play order.
    """
    strengths = _STRENGTHS[suit]
    specials = _SPECIALS[russian]
    seats = len(cards)
    points = [0] * seats
    best = seat = leader
    best_strength = special = 0
    off_suit = False
    for card in cards:
        index = card.index
        special += specials[index]
        strength = strengths[index]
        if strength > best_strength:
            best, best_strength = seat, strength
        elif not strength:
            points[seat] = -2
            off_suit = True
        seat = seat + 1 if seat + 1 < seats else 0
    if best_strength == _LED_JOKER:
        special += 6
    points[best] = special if special else 1 if off_suit else 5
    return best, points


def penalty(cards: Iterable[Card]) -> int:
    """The points lost for ``cards`` held when a hand ends: their values (2..10, J 11, Q 12,
    K 13, A 14) over 10 rounded up, plus 20 a Joker."""
    total = 0
    jokers = 0
    for card in cards:
        if card.rank is None:
            jokers += 1
        else:
            total += card.rank
    return -(-total // 10) + JOKER_PENALTY * jokers


# The order in which the cards pick the first leader, rank first and then suit
# (2♣ 2♦ 2♥ 2♠ 3♣ …), without the Jokers. (A comment, not a docstring: the API page would
# print all 52 cards.)
START_ORDER: tuple[Card, ...] = tuple(
    sorted(STANDARD_DECK, key=lambda card: (card.rank, card.suit))
)


_START_BITS: tuple[tuple[int, Card], ...] = tuple((BITS[card.index], card) for card in START_ORDER)


def starting_card_of(mask: int) -> Card | None:
    """The card of the mask ``mask`` that picks a hand's first leader (the first of the
    order above that it holds), or None if it holds no suited card."""
    for bit, card in _START_BITS:  # the lowest card dealt is usually among the first few
        if mask & bit:
            return card
    return None


Variant = Literal["classic", "russian"]
"""The two Szaman variants: ``"classic"`` (the winner draws) and ``"russian"`` (all draw)."""

_VARIANTS = ("classic", "russian")


@attrs.frozen(kw_only=True)
class Rules:
    """A Szaman rule set.

    Attributes:
        players: 2 to 6.
        variant: ``"classic"``: the winner of a trick draws from the stock, the hand ends when
            anyone runs out and the others pay for the cards they hold; ``"russian"``: every
            player draws after each trick, nobody is left holding cards, and Q♠ is special.
        hands: how many hands (deals) the game has; 6 in the source.
        target: the total to come closest to; 66 in the source.
        lead_starting_card: True (the default): the first trick of each hand is led with the
            card that chose its leader (2♣, else 2♦, …); False: that player leads any card.
        jokers_always_playable: False (the default): follow suit binds Jokers like any card,
            so a player holding the led suit may play the Joker of its colour but not the
            other one; True: either Joker may be played whenever its holder is to follow
            (the other-colour Joker is still off-suit: −2, and it never wins). The first lead
            of a hand stays the starting card.
        end_before_draw: False (the default): a hand ends when, after a trick and the
            winner's draw, some player has no cards; True: it ends as soon as a trick leaves
            a player with no cards, before the winner draws. Classic variant only: in the
            Russian one everyone draws together and hands stay equal, so nobody is out while
            the stock still serves everyone and the option would change nothing; asking for
            it there is refused.

    >>> Rules()  # doctest: +NORMALIZE_WHITESPACE
    Rules(players=4, variant='classic', hands=6, target=66, lead_starting_card=True,
          jokers_always_playable=False, end_before_draw=False)
    >>> Rules(players=3, variant="russian").is_russian
    True
    >>> Rules(variant="polish")
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.variant must be 'classic' or 'russian', not 'polish'
    >>> Rules(variant="russian", end_before_draw=True)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.end_before_draw is for the classic variant only: ...
    """

    players: int = 4
    variant: Variant = "classic"
    hands: int = 6
    target: int = 66
    lead_starting_card: bool = True
    jokers_always_playable: bool = False
    end_before_draw: bool = False

    def __attrs_post_init__(self) -> None:
        check_rule_fields(self, ints=(("players", range(2, 7), "an int from 2 to 6"),))
        variant: object = self.variant  # checked at run time, whatever the type checker says
        if type(variant) is not str or variant not in _VARIANTS:
            raise RulesError(f"Rules.variant must be 'classic' or 'russian', not {self.variant!r}")
        check_rule_fields(
            self,
            ints=(
                ("hands", AtLeast(1), "an int of at least 1"),
                ("target", AtLeast(None), "an int"),
            ),
            flags=("lead_starting_card", "jokers_always_playable", "end_before_draw"),
        )
        if self.end_before_draw and self.variant == "russian":
            raise RulesError(
                "Rules.end_before_draw is for the classic variant only: in the Russian variant "
                "every player draws after each trick, so nobody runs out before the stock does"
            )

    @property
    def is_russian(self) -> bool:
        """True for the Russian variant."""
        return self.variant == "russian"


# -- checks for the public functions ---------------------------------------------------------


def _check_cards(cards: Iterable[Card], what: str) -> None:
    seen: set[Card] = set()
    for card in cards:
        if not isinstance(card, Card) or card.kind not in (_SUITED, _JOKER):
            raise TricktakerError(
                f"{what} must be Szaman cards (suited cards, RJ, BJ), got {card!r}"
            )
        if card in seen:
            raise TricktakerError(f"{what} holds {card} twice")
        seen.add(card)


def _check_apart(hand: Sequence[Card], trick_cards: Sequence[Card]) -> None:
    both = set(hand).intersection(trick_cards)
    if both:
        raise TricktakerError(
            f"{format_cards(sorted(both))} cannot be both in the hand and in the trick"
        )


def _checked_suit(first: Card, suit: object) -> Suit:
    """The led suit of a trick that ``first`` led, checking the suit named with it."""
    if first.kind is _JOKER:
        named = JOKER_SUITS[first]
        if suit is None:
            raise IllegalActionError(
                f"a trick led by {first} needs the suit it names: {named[0]} or {named[1]}",
                code="joker_suit",
            )
        if type(suit) is not Suit or suit not in named:
            raise IllegalActionError(
                f"{first} leads {named[0]} or {named[1]}, not {suit}", code="joker_suit"
            )
        return suit
    if suit is not None and suit is not first.suit:
        raise IllegalActionError(
            f"a suit is named only for a led Joker: a trick that {first} led is in "
            f"{first.suit}, not {suit}",
            code="unexpected_suit",
        )
    assert first.suit is not None
    return first.suit


def _checked_trick(cards: Sequence[Card], suit: object, what: str) -> Suit:
    if not cards:
        raise TricktakerError(f"{what} needs at least one card")
    _check_cards(cards, "cards")
    return _checked_suit(cards[0], suit)


# -- the public functions ---------------------------------------------------------------------


def starting_card(cards: Iterable[Card]) -> Card | None:
    """The card that picks a hand's first leader: the lowest by rank, then suit (♣ ♦ ♥ ♠).

    Jokers never count; None if ``cards`` holds no suited card.

    >>> from tricktaker import parse_cards
    >>> starting_card(parse_cards("RJ 3C 2S KD"))
    Card.parse('2♠')
    >>> starting_card(parse_cards("3H 3D 4C"))
    Card.parse('3♦')
    """
    cards = tuple(cards)
    _check_cards(cards, "cards")
    return starting_card_of(mask_of(cards))


def legal_plays(
    hand: Sequence[Card],
    trick_cards: Sequence[Card],
    suit: Suit | None = None,
    *,
    jokers_always_playable: bool = False,
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to a trick holding ``trick_cards``.

    Any card may lead (the state alone knows when a hand's first trick must be led with its
    starting card). Afterwards a player holding a card of the led suit plays a card that
    follows: one of that suit, or the Joker of its colour. The other Joker is off-suit like
    any other card, so it may be played only by a player without the led suit, unless
    ``jokers_always_playable`` (the rule option of that name) lets either Joker be played at
    any time. A Joker belongs to no suit: a player whose only card that follows is that Joker
    may play anything. ``suit`` is the suit named with a led Joker, and only then.

    >>> from tricktaker import Suit, format_cards, parse_cards
    >>> format_cards(legal_plays(parse_cards("2C 7H QH BJ"), parse_cards("9H")))
    '7♥ Q♥'
    >>> format_cards(legal_plays(parse_cards("2C 7H QH RJ"), parse_cards("9H")))
    '7♥ Q♥ RJ'
    >>> format_cards(legal_plays(parse_cards("2C 7D RJ"), parse_cards("9H")))
    '2♣ 7♦ RJ'
    >>> format_cards(
    ...     legal_plays(parse_cards("2C 7H QH BJ"), parse_cards("9H"), jokers_always_playable=True)
    ... )
    '7♥ Q♥ BJ'
    >>> format_cards(legal_plays(parse_cards("2C 7H QH"), parse_cards("RJ"), Suit.DIAMONDS))
    '2♣ 7♥ Q♥'
    >>> legal_plays(parse_cards("2C"), parse_cards("RJ"), Suit.SPADES)
    Traceback (most recent call last):
    ...
    tricktaker.IllegalActionError: RJ leads ♦ or ♥, not ♠
    """
    hand = tuple(hand)
    _check_cards(hand, "hand")
    if not isinstance(jokers_always_playable, bool):
        raise TricktakerError(
            f"jokers_always_playable must be True or False, not {jokers_always_playable!r}"
        )
    if not trick_cards:
        if suit is not None:
            raise IllegalActionError(
                "a suit is named only for a led Joker, and no card is led", code="unexpected_suit"
            )
        return hand
    led = _checked_trick(trick_cards, suit, "legal_plays")
    _check_apart(hand, trick_cards)
    allowed = playable_mask(mask_of(hand), led, jokers_always_playable)
    return tuple([card for card in hand if BITS[card.index] & allowed])


def trick_winner(cards: Sequence[Card], suit: Suit | None = None) -> int:
    """The index, in play order, of the card that wins the trick.

    The Joker of the led suit's colour wins if it is there (a led Joker always wins);
    otherwise the highest card of the led suit. An off-suit card never wins.

    >>> from tricktaker import Suit, parse_cards
    >>> trick_winner(parse_cards("9H KH AS RJ"))
    3
    >>> trick_winner(parse_cards("9H KH BJ"))
    1
    >>> trick_winner(parse_cards("BJ AS"), Suit.CLUBS)
    0
    """
    led = _checked_trick(cards, suit, "trick_winner")
    return trick_result(cards, led, False, 0)[0]


def trick_points(
    cards: Sequence[Card], suit: Suit | None = None, variant: Variant = "classic"
) -> tuple[int, ...]:
    """The points each card's player gets for a finished trick, in play order.

    The winner gets the special value S (8♥ 8, J♥ 11, a winning Joker 6, and Q♠ 13 in the
    Russian variant, summed) if it is above 0, else 5 if every card followed and 1 if not.
    Every player of an off-suit card loses 2.

    >>> from tricktaker import parse_cards
    >>> trick_points(parse_cards("JH 8H RJ"))
    (0, 0, 25)
    >>> trick_points(parse_cards("5C 9C 2H"))
    (0, 1, -2)
    >>> trick_points(parse_cards("KS QS 3S"), variant="russian")
    (13, 0, 0)
    """
    if variant not in _VARIANTS:
        raise RulesError(f"variant must be 'classic' or 'russian', not {variant!r}")
    led = _checked_trick(cards, suit, "trick_points")
    return tuple(trick_result(cards, led, variant == "russian", 0)[1])


def hand_penalty(cards: Iterable[Card]) -> int:
    """The points lost for ``cards`` still held when a hand ends (0 or more).

    The sum of their point values (2..10, J 11, Q 12, K 13, A 14) divided by 10 and rounded
    up, plus 20 for each Joker.

    >>> from tricktaker import parse_cards
    >>> hand_penalty(parse_cards("7C 9D")), hand_penalty(parse_cards("10S")), hand_penalty(())
    (2, 1, 0)
    >>> hand_penalty(parse_cards("2C RJ"))
    21
    """
    cards = tuple(cards)
    _check_cards(cards, "cards")
    return penalty(cards)


_DECK = frozenset(SZAMAN_DECK)


def _as_stock(stock: Iterable[Card]) -> tuple[Card, ...]:
    try:
        return tuple(stock)
    except TypeError:
        raise RulesError(f"Deal: stock must be a sequence of cards, not {stock!r}") from None


@attrs.frozen
class Deal:
    """The cards of a first hand given rather than shuffled: ``hands`` by seat, and the
    ``stock``, the rest of the deck, the next card to be drawn first.

    For duplicate tournaments, puzzles and tests: ``new_game(rules, deal=Deal(...))``. Each
    player holds 8 cards and the stock the other cards of the 54; no card may appear twice.
    The hands need not be in any order; the game sorts them. Later hands are dealt from the
    seed.

    >>> from tricktaker.cards import SZAMAN_DECK
    >>> from tricktaker.szaman import new_game
    >>> deal = Deal([SZAMAN_DECK[8:16], SZAMAN_DECK[:8]], SZAMAN_DECK[16:])
    >>> state = new_game(Rules(players=2), seed=1, deal=deal)
    >>> state.to_act, state.hands[1][0], state.stock[0]  # seat 1 holds 2♣, the starting card
    (1, Card.parse('2♣'), Card.parse('5♦'))
    >>> Deal([SZAMAN_DECK[:8], SZAMAN_DECK[7:15]], SZAMAN_DECK[15:])
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: 9♣ is dealt twice
    """

    hands: tuple[tuple[Card, ...], ...] = attrs.field(converter=as_hands)
    stock: tuple[Card, ...] = attrs.field(converter=_as_stock)

    def __attrs_post_init__(self) -> None:
        cards = (*(card for hand in self.hands for card in hand), *self.stock)
        check_dealt_cards(cards, _DECK, "Szaman's 54-card deck")

    def check(self, rules: Rules) -> None:
        """Raise :class:`~tricktaker.RulesError` unless this deal fits ``rules``: a hand of 8
        cards a player, and every other card in the stock."""
        check_hand_sizes(self.hands, rules.players, HAND_SIZE, "a hand")
        rest = len(SZAMAN_DECK) - rules.players * HAND_SIZE
        if len(self.stock) != rest:
            raise RulesError(
                f"Deal: the stock holds {len(self.stock)} cards; with {rules.players} players "
                f"it holds the other {rest}"
            )


_add = operator.add
_DRAWN = tuple(
    tuple(CardDrawn(seat=seat, card=Card.from_index(index)) for index in range(CARD_COUNT))
    for seat in range(6)
)  # the event of each seat drawing each card: shared values, built once
_JOKERS = mask_of([card for card in SZAMAN_DECK if card.kind is _JOKER])


class Phase(enum.Enum):
    """What the game is waiting for."""

    PLAY = "play"
    """A player is to play a card to the trick."""
    OVER = "over"
    """The game has ended."""


def _trick_suit(position: Any) -> Suit | None:
    """The led suit of the trick in progress: the one named with a led Joker (kept in the
    public part), else the first card's; None while the trick is empty."""
    trick = position.trick
    if not trick:
        return None
    named: Suit | None = position._public.named
    return trick[0].suit if named is None else named


def _stock(state: Any) -> tuple[Card, ...]:
    """The stock: the deal's rest, as a state keeps it."""
    stock: tuple[Card, ...] = state._hidden.rest
    return stock


# The derived fields, a property in the class body (a field the class defines itself), with
# no docstring of their own: the classes' Attributes say them.
_TRICK_SUIT = property(_trick_suit, doc="")
_STOCK = property(_stock, doc="")


class View(TrickView[Rules, Phase, Play]):  # legal_plays(): for typed bots
    """What ``seat`` may know: its own hand, the table, the tricks played and the scores.

    The fields mean what they mean on :class:`State`; other seats' hands and the stock appear
    only as counts. A view refers to its state's public part as it is and copies only its
    own hand and the trick's slots, so it holds no card another seat holds.

    Attributes:
        seat: the seat this view belongs to.
        hand: this seat's cards.
        hand_sizes: how many cards each seat holds.
        stock_size: how many cards the stock holds.
        led_suits: the led suit of each of this hand's finished tricks, as on :class:`State`.
        last_trick: the last finished trick of this hand, as on :class:`State`.
    """

    seat: int
    rules: Rules
    hand_number: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    trick: tuple[Card, ...]
    trick_suit: Suit | None = _TRICK_SUIT  # type: ignore[assignment]
    leader: int
    played: tuple[Card, ...]
    led_suits: tuple[Suit, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    hand_points: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]
    __slots__ = ()


class State(TrickState[Rules, Phase, Play, View]):
    """A Szaman game at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; collecting tricks,
    drawing, scoring and dealing the next hand happen inside it, so every state that is not
    over waits for a play by ``to_act``.

    Attributes:
        rules: the rule set.
        seed: the seed every deal derives from.
        hand_number: the hand being played, 1-based.
        hands: each seat's cards, in canonical order.
        stock: the undrawn cards, the next to be drawn first. In the Russian variant, once it
            holds fewer cards than there are players nobody draws and these stay out of play.
        trick: the cards of the trick in progress, in play order.
        trick_suit: the led suit (the first card's, or the one named with a led Joker);
            None while the trick is empty.
        leader: the seat that led (or is to lead) the trick in progress; once the game is
            over, the winner of its last trick.
        played: the cards of this hand's finished tricks, in play order.
        led_suits: the led suit of each of this hand's finished tricks, in order: the led
            card's, or the one named with a led Joker (which the cards alone do not show).
        last_trick: the last finished trick of this hand (its cards, leader and winner), kept
            until the next one is finished; None until the hand's first trick is won. A
            finished game keeps the last trick of its last hand.
        scores: game totals by seat; trick points are added at once, penalties at hand end.
        hand_points: the trick points each seat has taken in this hand so far.
        phase: ``Phase.PLAY`` until the game is over, then ``Phase.OVER``; a finished game
            keeps the last hand's end position (hands, stock, tricks played).
        to_act: the seat to play, or None when the game is over.
        winners: the seats closest to the target, once the game is over.

    >>> state = new_game(Rules(players=3), seed=2)
    >>> state.hand_number, state.phase, state.to_act, len(state.stock)
    (1, <Phase.PLAY: 'play'>, 2, 30)
    >>> [len(hand) for hand in state.hands]
    [8, 8, 8]
    >>> after, events = state.apply(state.legal_actions()[0])
    >>> [str(event) for event in events], after.trick_suit
    (['seat 2 plays 2♣'], <Suit.CLUBS: 0>)
    """

    rules: Rules
    seed: int
    hand_number: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...] = _STOCK  # type: ignore[assignment]
    trick: tuple[Card, ...]
    trick_suit: Suit | None = _TRICK_SUIT  # type: ignore[assignment]
    leader: int
    played: tuple[Card, ...]
    led_suits: tuple[Suit, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    hand_points: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()
    __slots__ = ()


def led_winner(cards: Sequence[Card]) -> int:
    """The index of the card that wins a finished trick, from its cards alone (a position
    read from JSON, a view's finished tricks): a led Joker (it names a suit of its colour,
    and wins it), else the rule of the led card's suit."""
    first = cards[0]
    if first.kind is _JOKER:
        return 0
    assert first.suit is not None
    return trick_result(cards, first.suit, False, 0)[0]


class Szaman(TrickGame):
    """Szaman's rules where they differ from a plain trick game: the lowest card dealt leads
    (and, by default, is led), a led Joker names a suit of its colour, the Joker of the led
    colour follows and wins, each trick scores at once, the winner (Russian: everyone) draws
    from the stock, and the hand ends when someone has no card."""

    name = "szaman"
    title = "Szaman"
    state_class = State
    view_class = View
    phase = Phase
    deck = SZAMAN_DECK
    most_players = 6
    number_field = "hand_number"
    number_word = "hand"
    deal_started = HandStarted
    trick_won = TrickWon
    deal_scored = HandScored
    deal_fields = ()
    naming = _JOKERS
    leads_name = True
    draws = True
    per_seat = ("hand_points",)
    kept = ("received", "russian")
    """``received``: the cards each seat was dealt or drew this hand (a view's hand sizes);
    ``russian``: ``rules.is_russian``, read at each trick's end."""

    def __init__(self) -> None:
        super().__init__()
        self._taken: tuple[tuple[Card, ...], list[int]] = ((), [])
        """The cards of the last trick :meth:`trick_winner` read the points of, and those
        points by seat (one tuple, stored at once: a thread that meets another's
        sees cards that are not its trick's)."""

    # -- the deal ---------------------------------------------------------------------------------

    def dealer(self, rules: Rules, number: int) -> int:
        """No one deals; seat 0 receives the first cards, as the dealer's left would."""
        return rules.players - 1

    def hand_size(self, rules: Rules, number: int) -> int:
        return HAND_SIZE

    def first_leader(self, rules: Rules, dealer: int, dealt: Dealt) -> int:
        """The holder of the starting card, the lowest card dealt."""
        bit = BITS[self._starting(dealt.hands).index]
        return next(seat for seat, mask in enumerate(dealt.hands) if mask & bit)

    @staticmethod
    def _starting(hands: Sequence[int]) -> Card:
        held = 0
        for mask in hands:
            held |= mask
        card = starting_card_of(held)
        assert card is not None  # 16 or more cards dealt: at most two are Jokers
        return card

    def begin_deal(self, public: Any, dealer: int, dealt: Dealt) -> None:
        players = public.rules.players
        public.russian = public.rules.is_russian
        public.stock_size = len(dealt.rest)
        public.received = tuple([mask.bit_count() for mask in dealt.hands])
        public.hand_points = (0,) * players
        public.led_suits = ()
        public.winners = ()

    def deal_events(self, state: Any, hands: tuple[tuple[Card, ...], ...]) -> tuple[Event, ...]:
        return (
            _hand_started(
                hand_number=state.hand_number,
                leader=state.leader,
                starting_card=self._starting(state._hidden.dealt),
                hands=hands,
                stock_size=len(state._hidden.rest),
            ),
        )

    # -- the play ---------------------------------------------------------------------------------

    def playable(self, position: Any, hand: int) -> int:
        """Follow suit with the Joker of the led colour (or either, with
        ``jokers_always_playable``); the first lead of a hand, with ``lead_starting_card``,
        is the starting card."""
        trick = position.trick
        public = position._public
        if trick:  # the led suit as _trick_suit() reads it, without the call: the commonest
            named = public.named
            suit = trick[0].suit if named is None else named
            return playable_mask(hand, suit, public.rules.jokers_always_playable)
        if not public.played and public.rules.lead_starting_card:
            required = starting_card_of(hand)
            if required is not None:
                return BITS[required.index]
        return hand

    def named_suits(self, position: Any, card: Card) -> tuple[Suit, ...]:
        """A led Joker names a suit of its colour (a Joker names one only when led:
        :attr:`~tricktaker.engine.TrickGame.leads_name`)."""
        return JOKER_SUITS[card]

    def naming_refusal(
        self, position: Any, card: Card, suits: tuple[Suit, ...], named: object
    ) -> IllegalActionError:
        shown = "" if named is None else f" as {named}"
        if not suits:
            return IllegalActionError(
                f"cannot play {card}{shown}: a suit is named only when leading a Joker",
                code="unexpected_suit",
            )
        reason = "name the suit it leads," if named is None else f"the {card.color} Joker leads"
        return IllegalActionError(
            f"cannot play {card}{shown}: {reason} {suits[0]} or {suits[1]}", code="joker_suit"
        )

    def led_suit(self, position: Any) -> Suit | None:
        suit: Suit | None = position.trick_suit
        return suit

    def refusal_reason(self, position: Any, hand: int, card: Card) -> tuple[str, str]:
        if not position.trick:
            required = starting_card_of(hand)
            return f"the first trick of a hand is led with {required}", "must_lead_starting_card"
        reason = f"must follow {self.led_suit(position)}"
        if card.kind is _JOKER:
            reason += f", which the {card.color} Joker does not"
        return reason, "must_follow_suit"

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        """A led Joker wins (it names a suit of its colour, and wins it); else the rule of
        the led card's suit, read with :func:`~tricktaker.szaman.rules.trick_result` from
        the trick's leader, whose points (by seat) :meth:`take_trick` then credits."""
        first = cards[0]
        if first.kind is _JOKER:
            return 0
        public = position._public
        leader: int = public.leader
        best, points = trick_result(cards, first.suit, public.russian, leader)  # type: ignore[arg-type]
        self._taken = (cards, points)  # one tuple, stored at once
        return (best - leader) % len(cards)  # the winning seat's place in the trick

    def take_trick(self, public: Any, winner: int, cards: tuple[Card, ...]) -> Event:
        """Each seat's points for the trick, credited at once."""
        named = public.named  # the led suit, as _trick_suit() reads it
        suit: Suit = cards[0].suit if named is None else named  # type: ignore[assignment]
        leader = public.leader
        taken, by_seat = self._taken
        if taken is not cards:  # a led Joker's trick (or asked without trick_winner)
            by_seat = trick_result(cards, suit, public.russian, leader)[1]
        points = tuple(by_seat)
        public.hand_points = tuple(map(_add, public.hand_points, points))
        public.scores = tuple(map(_add, public.scores, points))
        public.led_suits = (*public.led_suits, suit)
        return _trick_won(winner=winner, leader=leader, cards=cards, suit=suit, points=points)

    def after_trick(self, state: Any, events: tuple[Event, ...]) -> tuple[Any, tuple[Event, ...]]:
        """The winner draws (Russian: every seat, the winner first, while the stock holds a
        card for each); the hand ends once a seat has no card (with ``end_before_draw``,
        before the draw)."""
        public = state._public  # the next trick's, not yet shared: set here
        received = public.received
        players = len(received)
        out = len(public.played) // players in received  # a seat has played every card
        hidden = state._hidden
        stock = hidden.rest
        russian = public.russian
        if (
            not stock
            or (russian and len(stock) < players)
            or (out and public.rules.end_before_draw)
        ):
            return self.end_deal(state, events) if out else (state, events)
        winner: int = state.to_act
        seats = public.orders[winner] if russian else (winner,)
        dealt = [*hidden.dealt]
        counts = [*received]
        held = state._held
        drawn = [*events]
        for card, seat in zip(stock, seats, strict=False):  # the stock holds enough
            bit = BITS[card.index]
            dealt[seat] |= bit
            held |= bit
            counts[seat] += 1
            drawn.append(_DRAWN[seat][card.index])
        public.received = received = tuple(counts)
        rest = stock[len(seats) :]
        public.stock_size = len(rest)
        hidden = self.hidden.new(seed=hidden.seed, dealt=tuple(dealt), rest=rest)
        state = self.seam.state(public, hidden, held, (), winner)
        if len(public.played) // players in received:  # a seat has no card
            return self.end_deal(state, tuple(drawn))
        return state, tuple(drawn)

    def hand_sizes(self, view: Any) -> tuple[int, ...]:
        public = view._public
        finished = len(public.played) // public.rules.players
        played = public.trick_seats[: len(view.trick)]
        return tuple(
            [count - finished - (seat in played) for seat, count in enumerate(public.received)]
        )

    # -- the score --------------------------------------------------------------------------------

    def deal_points(self, state: Any) -> tuple[int, ...]:
        """What the hand's end adds (its trick points are in the totals already): less the
        penalty for the cards each seat still holds."""
        held = state._held
        return tuple([-penalty(cards_of(mask & held)) for mask in state._hidden.dealt])

    def scored_fields(
        self, state: Any, points: tuple[int, ...], scores: tuple[int, ...]
    ) -> dict[str, Any]:
        return {
            "hand_number": state.hand_number,
            "trick_points": state.hand_points,
            "penalties": tuple([-penalty for penalty in points]),
            "points": tuple(map(_add, state.hand_points, points)),
            "scores": scores,
        }

    def deals(self, rules: Rules) -> int:
        return rules.hands

    def game_result(
        self, state: Any, scores: tuple[int, ...]
    ) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """After the last hand, the seats closest to the target win."""
        rules = state.rules
        if state.hand_number != rules.hands:
            return None
        best = min(abs(total - rules.target) for total in scores)
        return scores, tuple(
            s for s, total in enumerate(scores) if abs(total - rules.target) == best
        )

    def end_deal(self, state: Any, events: tuple[Event, ...]) -> tuple[Any, tuple[Event, ...]]:
        """A finished game keeps the last trick's winner as its leader."""
        after, events = super().end_deal(state, events)
        public = after._public
        if public.phase is self.over and public.last_trick is not None:
            public = self.public.copy(public)
            public.leader = public.last_trick.winner
            after = self.seam.state(public, after._hidden, after._held, (), None)
        return after, events

    # -- JSON -------------------------------------------------------------------------------------

    def rest_from(self, position: Any) -> tuple[Card, ...]:
        """The stock, as a state shows it (a view shows only its size)."""
        return tuple(getattr(position, "stock", ()))

    def plays_from(self, position: Any) -> list[Play]:
        """A led Joker's play names the trick's led suit."""
        players = position.rules.players
        played, suits = position.played, position.led_suits
        if len(suits) * players != len(played):
            raise TricktakerError(
                f"led_suits holds {len(suits)} suits for {len(played) // players} tricks"
            )
        plays = []
        for at, card in enumerate(played):
            lead = at % players == 0 and card.kind is _JOKER
            plays.append(Play(card, suit=suits[at // players]) if lead else Play(card))
        for at, card in enumerate(position.trick):
            lead = at == 0 and card.kind is _JOKER
            plays.append(Play(card, suit=position.trick_suit) if lead else Play(card))
        return plays

    def totals_before(self, position: Any) -> tuple[int, ...]:
        """The totals less the trick points of the hand in progress."""
        return tuple(map(operator.sub, position.scores, position.hand_points))

    def totals_refusal(self, position: Any, totals: tuple[int, ...]) -> str | None:
        """The first hand begins with totals of 0 (a view of a finished game does not show
        the others' penalties, which its replay finds in the totals)."""
        seen_over = position.phase is Phase.OVER and hasattr(position, "seat")
        if position.hand_number == 1 and any(totals) and not seen_over:
            return (
                f"scores {list(position.scores)} in hand 1, which begins with totals of 0, "
                f"not {list(totals)}"
            )
        return None

    def public_from(self, public: Any, position: Any) -> None:
        """The suit named with a led Joker, the stock's size, and the cards each seat was
        dealt or drew (what it holds and what it has played)."""
        trick = position.trick
        public.russian = position.rules.is_russian
        public.named = position.trick_suit if trick and trick[0].kind is _JOKER else None
        sizes = getattr(position, "hand_sizes", None)
        if sizes is None:
            sizes = [len(hand) for hand in position.hands]
            public.stock_size = len(position.stock)
        finished = len(position.played) // position.rules.players
        played = public.trick_seats[: len(trick)]
        public.received = tuple(
            [size + finished + (seat in played) for seat, size in enumerate(sizes)]
        )

    def dealt_from(self, hands: tuple[int, ...], position: Any) -> Dealt:
        """The hand as dealt: the cards each seat drew (by the draws the tricks played make)
        put back on the stock: those below the starting card, then those it played latest
        (or still holds), so that each was drawn before it was played."""
        rules = position.rules
        players = rules.players
        played = position.played
        tricks = len(played) // players
        leader = position.leader
        if position.phase is Phase.OVER and position.last_trick is not None:
            leader = position.last_trick.winner
        winners = [0] * tricks
        needed: dict[Card, int] = dict.fromkeys(position.trick, tricks)
        for k in range(tricks - 1, -1, -1):  # the winner of trick k leads trick k + 1
            cards = played[k * players : (k + 1) * players]
            winners[k] = leader
            leader = (leader - led_winner(cards)) % players
            needed.update(dict.fromkeys(cards, k))
        draws: list[tuple[int, int]] = []  # (seat, after trick k), in the order of the draws
        sizes = [HAND_SIZE] * players
        stock = len(self.deck) - HAND_SIZE * players
        for k in range(tricks):
            sizes = [size - 1 for size in sizes]
            if rules.is_russian:
                if stock < players:
                    continue
                seats: Sequence[int] = [(winners[k] + i) % players for i in range(players)]
            elif not stock or (rules.end_before_draw and 0 in sizes):
                continue
            else:
                seats = (winners[k],)
            for seat in seats:
                draws.append((seat, k))
                sizes[seat] += 1
            stock -= len(seats)
        rest: tuple[Card, ...] = tuple(getattr(position, "stock", ()))
        if not hasattr(position, "stock"):  # a view: the cards it has not seen dealt anew
            hands, rest = _world_of(hands, position, leader)
        first = position.played[:1] or position.trick[:1]
        if rules.lead_starting_card and first:
            starts: Sequence[Card] = first  # the first card led, the starting card
        else:  # one of the first leader's cards, the lowest dealt
            starts = sorted(
                (card for card in cards_of(hands[leader]) if card in _START), key=_START.__getitem__
            )
        for start in starts:
            drawn = _drawn(hands, draws, needed, leader, start)
            if drawn is not None:
                break
        else:
            raise TricktakerError(
                "not a position the rules reach: no deal of these cards, drawing as the tricks "
                f"make them draw, leaves seat {leader} the lowest card to lead the hand with"
            )
        dealt = [*hands]
        for (seat, _), card in zip(draws, drawn, strict=True):
            dealt[seat] &= ~BITS[card.index]
        return Dealt(tuple(dealt), (*drawn, *rest))


_START = {card: at for at, card in enumerate(START_ORDER)}  # the starting card's order


def _world_of(
    hands: tuple[int, ...], view: Any, first: int
) -> tuple[tuple[int, ...], tuple[Card, ...]]:
    """The cards a view has not seen dealt anew to the other seats (each as many as it
    holds, beside the cards it has played) and the stock: the highest, but the lowest to
    the hand's first leader (which held the lowest card dealt) while that card is unseen."""
    known = mask_of((*view.played, *view.trick)) | hands[view.seat]
    led = view.rules.lead_starting_card and (view.played or view.trick)  # the start is seen
    unseen = sorted(
        (card for card in SZAMAN_DECK if not known & BITS[card.index]),
        key=lambda card: _START.get(card, len(_START)),
    )
    dealt = [*hands]
    for seat in sorted(range(len(hands)), key=lambda seat: seat != first):
        if seat != view.seat:
            count = (hands[seat] & ~known).bit_count()
            at = 0 if seat == first and not led else len(unseen) - count
            dealt[seat] = hands[seat] & known | mask_of(unseen[at : at + count])
            del unseen[at : at + count]
    return tuple(dealt), tuple(unseen)


def _drawn(
    hands: tuple[int, ...],
    draws: list[tuple[int, int]],
    needed: dict[Card, int],
    first: int,
    start: Card,
) -> list[Card] | None:
    """The card of each draw (``draws``: the seat and the trick after which it drew), if
    ``first`` was dealt ``start`` as the lowest card dealt: every card below it was drawn, and
    of the rest the cards played latest (``needed``: the trick it was played to; none, still
    held); None if no deal fits."""
    drawn: list[Card | None] = [None] * len(draws)
    lowest = _START[start]
    for seat, mask in enumerate(hands):
        turns = [j for j, (s, _) in enumerate(draws) if s == seat]
        cards = cards_of(mask)
        below = [card for card in cards if _START.get(card, lowest) < lowest]
        if len(below) > len(turns) or (seat == first and start not in cards):
            return None
        rest = [card for card in cards if card is not start and card not in below]
        rest.sort(key=lambda card: -needed.get(card, math.inf))
        chosen = below + rest[: len(turns) - len(below)]
        if len(chosen) < len(turns):
            return None
        chosen.sort(key=lambda card: -needed.get(card, math.inf))
        for j, card in zip(reversed(turns), chosen, strict=True):
            if needed.get(card, math.inf) <= draws[j][1]:  # played before it was drawn
                return None
            drawn[j] = card
    return drawn  # type: ignore[return-value]


_hand_started = builder(HandStarted)
_trick_won = builder(TrickWon)

GAME_RULES = Szaman()
"""Szaman's rules on the engine, built once."""


def start(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> tuple[State, tuple[Event, ...]]:
    """A new game dealt for hand 1, and the event of that deal.

    ``seed`` fixes every deal; None draws a fresh one, kept in ``state.seed`` for replays.
    ``deal`` gives hand 1's cards instead (later hands are dealt from the seed).

    >>> state, events = start(Rules(players=3), seed=5)
    >>> [type(event).__name__ for event in events]
    ['HandStarted']
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise TricktakerError(f"a Szaman game needs szaman.Rules, not {rules!r}")
    seed = game_seed(seed)
    if deal is None:
        return GAME_RULES.start(rules, seed)
    if not isinstance(deal, Deal):
        raise TricktakerError(f"deal must be a szaman.Deal or None, not {deal!r}")
    deal.check(rules)
    return GAME_RULES.start(rules, seed, _dealt(deal))


def _dealt(deal: Deal) -> Dealt:
    return Dealt(tuple([mask_of(hand) for hand in deal.hands]), deal.stock)


def new_game(
    rules: Rules | None = None, *, seed: int | None = None, deal: Deal | None = None
) -> State:
    """A new game, dealt for hand 1 and waiting for the first play (see :func:`start`).

    >>> state = new_game(Rules(players=4, variant="russian"), seed=7)
    >>> state.hand_number, state.seed, len(state.stock)
    (1, 7, 22)
    """
    return start(rules, seed=seed, deal=deal)[0]


def deal_hand(
    rules: Rules,
    hand_number: int,
    deal: Deal,
    *,
    scores: Sequence[int],
    seed: int = 0,
) -> tuple[State, tuple[Event, ...]]:
    """Hand ``hand_number`` laid out from the cards of ``deal``, with the game's totals so
    far: its first state and the event of its deal.

    The lowest card leads, as in every hand. Explicit chance (:mod:`tricktaker.chance`)
    starts every hand here; the hands after it are dealt from ``seed`` when its states are
    played on with :meth:`State.apply`.

    >>> from tricktaker.cards import SZAMAN_DECK
    >>> deal = Deal([SZAMAN_DECK[8:16], SZAMAN_DECK[:8]], SZAMAN_DECK[16:])
    >>> state, events = deal_hand(Rules(players=2), 4, deal, scores=(12, 30))
    >>> state.hand_number, state.to_act, state.scores
    (4, 1, (12, 30))

    Raises:
        RulesError: no such hand, scores that are not an int a seat, or a deal that does
            not fit the rules.
        TricktakerError: ``rules``, ``deal`` or ``seed`` of the wrong type.
    """
    if not isinstance(rules, Rules):
        raise TricktakerError(f"a Szaman hand needs szaman.Rules, not {rules!r}")
    check_deal_number(hand_number, rules.hands, "hand")
    totals = check_scores(scores, rules.players)
    if not isinstance(deal, Deal):
        raise TricktakerError(f"deal must be a szaman.Deal, not {deal!r}")
    deal.check(rules)
    dealer = GAME_RULES.dealer(rules, hand_number)
    return GAME_RULES.deal_state(rules, check_seed(seed), hand_number, dealer, totals, _dealt(deal))


# -- the encoding (see tricktaker.encoding) ------------------------------------------------------

CARDS = CardNumbering(SZAMAN_DECK)
"""Szaman's 54 cards, numbered in the deck's order."""

ACTIONS: tuple[Play, ...] = (
    *(Play(card) for card in SZAMAN_DECK),
    *(Play(joker, suit=suit) for joker, suits in JOKER_SUITS.items() for suit in suits),
)
"""Every Szaman play at its index, 58 for every rule set.

0-53 are ``Play(card)`` by the card's place in :data:`~tricktaker.cards.SZAMAN_DECK` (0-51 the
suited cards 2♣ … A♠, 52 RJ, 53 BJ), a Joker played to a trick led by another; 54-57 a led
Joker with the suit it names (RJ as ♦, RJ as ♥, BJ as ♣, BJ as ♠).
"""

# Bounds of the point sections. A hand has at most 54 // players tricks. In one hand a seat
# wins at most the special values of every card (8♥ 8, J♥ 11, Q♠ 13, each Joker's win 6:
# 44) and 5 for every other trick, and loses at most 2 a trick (a card off suit) and, at the
# hand's end, 49 for the cards it holds (both Jokers and A A A A K K: 40 + 9).
_SPECIAL_TOTAL = 8 + 11 + 13 + 6 + 6
_WORST_PENALTY = 49


def layout(rules: Rules) -> tuple[Section, ...]:
    """The sections of a Szaman observation for ``rules``.

    >>> from tricktaker import encoding
    >>> [(s.name, s.size) for s in encoding.observation_layout(Rules(players=2))][5:9]
    [('hand_sizes', 2), ('stock_size', 1), ('hand_number', 1), ('phase', 2)]
    """
    players = rules.players
    tricks = len(SZAMAN_DECK) // players  # the most tricks a hand can have
    best_hand, worst_hand = _SPECIAL_TOTAL + 5 * tricks, -2 * tricks
    return (
        hand_section(CARDS),
        trick_section(CARDS, players),
        Section(
            name="trick_suit",
            size=len(Suit),
            meaning="the led suit, ♣ ♦ ♥ ♠ (the suit named for a led Joker; none: no card led)",
            encode=lambda v: one_hot(v.trick_suit, len(Suit)),
        ),
        leader_section(players),
        played_section(CARDS, "hand"),
        numbers_section(
            "hand_sizes",
            "how many cards each seat holds",
            players,
            lambda v: v.hand_sizes,
            0.0,
            8.0,
        ),
        Section(
            name="stock_size",
            size=1,
            meaning="how many cards the stock holds",
            encode=lambda v: [float(v.stock_size)],
            high=float(len(SZAMAN_DECK) - HAND_SIZE * players),
        ),
        Section(
            name="hand_number",
            size=1,
            meaning="the hand being played, 1 to rules.hands",
            encode=lambda v: [float(v.hand_number)],
            high=float(rules.hands),
        ),
        phase_section(Phase, "play, or the game is over"),
        to_act_section(players),
        numbers_section(
            "hand_points",
            "the trick points each seat has taken in this hand",
            players,
            lambda v: v.hand_points,
            low=float(worst_hand),
            high=float(best_hand),
        ),
        numbers_section(
            "scores",
            "each seat's total",
            players,
            lambda v: v.scores,
            low=float(rules.hands * (worst_hand - _WORST_PENALTY)),
            high=float(rules.hands * best_hand),
        ),
    )


ENCODING = GameEncoding(
    name="Szaman", rules_type=Rules, view_type=View, actions=ACTIONS, layout=layout
)
"""Szaman's encoding, registered with :mod:`tricktaker.encoding`."""

register_encoding(ENCODING)


# -- the checks of an event read from JSON ----------------------------------------------------


def check_hand_started(event: HandStarted) -> None:
    """A deal of 8 cards to each seat, the rest in the stock; the leader holds the starting
    card, and no hand shown holds a lower one."""
    players = len(event.hands)
    check_seat("leader", event.leader, players)
    stock = len(SZAMAN_DECK) - players * HAND_SIZE
    if event.stock_size != stock:
        raise TricktakerError(
            f"a stock of {event.stock_size} cards for {players} players ({stock})"
        )
    shown = [hand for hand in event.hands if hand is not None]
    for seat, hand in enumerate(event.hands):
        if hand is not None:
            if len(hand) != HAND_SIZE:
                raise TricktakerError(f"seat {seat} is dealt {len(hand)} cards, not 8")
            check_sorted(f"the hand of seat {seat}", hand)
    check_cards(SZAMAN_DECK, *shown)
    start = event.starting_card
    leads = event.hands[event.leader]
    cards = [card for hand in shown for card in hand]
    lowest = starting_card(cards if start in cards else [start, *cards])
    if start.is_joker or lowest is not start or (leads is not None and start not in leads):
        raise TricktakerError(f"seat {event.leader} cannot lead with {start}: not the lowest card")


def check_trick_won(event: TrickWon) -> None:
    """A trick of one card per seat, in the named suit, won and scored as its cards say."""
    players = len(event.cards)
    check_per_seat(players, points=event.points)
    check_seat("leader", event.leader, players)
    check_cards(SZAMAN_DECK, event.cards)
    won_by = trick_winner(event.cards, event.suit)  # also checks the suit against the lead
    if event.winner != (event.leader + won_by) % players:
        raise TricktakerError(f"seat {event.winner} cannot win this trick")
    options = []
    for variant in ("classic", "russian"):
        points = trick_points(event.cards, event.suit, variant)
        options.append(tuple(points[(seat - event.leader) % players] for seat in range(players)))
    if event.points not in options:
        raise TricktakerError(f"points {list(event.points)}: the trick gives {list(options[0])}")


def check_hand_scored(event: HandScored) -> None:
    """One entry per seat; each seat's points its trick points less its penalty."""
    players = len(event.trick_points)
    check_per_seat(players, penalties=event.penalties, points=event.points, scores=event.scores)
    points = tuple(map(operator.sub, event.trick_points, event.penalties))
    if event.points != points:
        raise TricktakerError(
            f"points {list(event.points)}: trick points less penalties are {list(points)}"
        )


def check_card_drawn(event: CardDrawn) -> None:
    """A card of the deck, or None (another seat's draw)."""
    if event.card is not None:
        check_cards(SZAMAN_DECK, (event.card,))


CHECKS: dict[type, Callable[[Any], None]] = {
    HandStarted: check_hand_started,
    TrickWon: check_trick_won,
    HandScored: check_hand_scored,
    CardDrawn: check_card_drawn,
}
"""The check of each Szaman event read from JSON (:func:`~tricktaker.serialize.register_types`):
the rules' functions asked of its cards."""
