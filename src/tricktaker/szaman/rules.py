"""Szaman's rule set and its pure rule functions: legal plays, trick winner, points, penalty.

The functions check their input and raise :class:`~tricktaker.IllegalActionError` when a led
Joker's suit is missing or of the wrong colour, or when a suit given for any other lead is not
the led card's own (so ``trick_winner(state.trick, state.trick_suit)`` always works).
Each rule itself is written once, in :mod:`tricktaker.szaman.kernel`, which these functions
and the game state call.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

import attrs

from tricktaker.cards import Card, CardKind, Suit, format_cards
from tricktaker.errors import (
    AtLeast,
    IllegalActionError,
    RulesError,
    TricktakerError,
    check_rule_fields,
)
from tricktaker.szaman import kernel
from tricktaker.szaman.kernel import HAND_SIZE, JOKER_OF, JOKER_PENALTY, JOKER_SUITS

__all__ = [
    "HAND_SIZE",
    "JOKER_OF",
    "JOKER_PENALTY",
    "JOKER_SUITS",
    "Rules",
    "Variant",
    "hand_penalty",
    "legal_plays",
    "starting_card",
    "trick_points",
    "trick_winner",
]

Variant = Literal["classic", "russian"]
"""The two Szaman variants: ``"classic"`` (the winner draws) and ``"russian"`` (all draw)."""

_VARIANTS = ("classic", "russian")
_SUITED = CardKind.SUITED
_JOKER = CardKind.JOKER


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
    return kernel.starting_card(cards)


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
    return kernel.playable(hand, led, jokers_always_playable)


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
    return kernel.winner(cards, led)


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
    return tuple(kernel.points(cards, led, kernel.winner(cards, led), variant == "russian"))


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
    return kernel.penalty(cards)
