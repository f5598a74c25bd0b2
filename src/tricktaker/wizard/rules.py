"""Wizard's rule set and its pure rule functions: led suit, legal plays, trick winner, score.

The functions check their input and raise :class:`~tricktaker.TricktakerError` naming what is
wrong: a card that is not a Wizard card, a card given twice, a trump that is not a
:class:`~tricktaker.Suit` or None, a bid or a count of tricks that is not an int of 0 or more.
Each rule itself is written once, below the checked functions (:func:`led`, :func:`winner`,
:func:`score`, and following in :class:`~tricktaker.wizard.game.Wizard`'s ``playable``), and
the game asks the same.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from tricktaker.cards import Card, CardKind, Suit, format_cards
from tricktaker.engine import position
from tricktaker.errors import TricktakerError, check_rule_fields
from tricktaker.masks import BITS, mask_of

__all__ = ["Rules", "led_suit", "legal_plays", "round_score", "trick_winner"]


@attrs.frozen(kw_only=True)
class Rules:
    """A Wizard rule set.

    Attributes:
        players: 3 to 6.
        hook: if True, the dealer may not bid the number that makes the bids add up to the
            round's number of tricks ("the hook"); when that number is outside 0..r (the
            others already bid more than r), the dealer may bid anything. Off by default, as
            in the publisher's rules.
        first_dealer: the seat that deals round 1; the deal moves clockwise each round.

    >>> Rules(players=5).rounds
    12
    >>> Rules(players=7)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.players must be an int from 3 to 6, not 7
    """

    players: int = 4
    hook: bool = False
    first_dealer: int = 0

    def __attrs_post_init__(self) -> None:
        check_rule_fields(self, ints=(("players", range(3, 7), "an int from 3 to 6"),))
        check_rule_fields(self, flags=("hook",))
        seats = range(self.players)
        check_rule_fields(self, ints=(("first_dealer", seats, f"a seat from 0 to {seats[-1]}"),))

    @property
    def rounds(self) -> int:
        """The number of rounds in the game, 60 cards divided by the players."""
        return 60 // self.players


def _check_wizard_cards(cards: Sequence[Card], what: str) -> None:
    seen: set[Card] = set()
    for card in cards:
        if not isinstance(card, Card) or card.kind is CardKind.JOKER:
            raise TricktakerError(
                f"{what} must be Wizard cards (suited cards, W1-W4, N1-N4), got {card!r}"
            )
        if card in seen:
            raise TricktakerError(f"{what} holds {card} twice")
        seen.add(card)


def _check_trump(trump: object) -> None:
    if trump is not None and type(trump) is not Suit:
        raise TricktakerError(f"trump must be a Suit or None, not {trump!r}")


def led_suit(trick_cards: Sequence[Card]) -> Suit | None:
    """The suit that must be followed in a trick so far, or None if any card may be played.

    It is the suit of the first suited card, unless a Wizard came before it; Jesters set nothing.

    >>> from tricktaker.cards import parse_cards
    >>> led_suit(parse_cards("N1 8H 2C")), led_suit(parse_cards("W1 8H"))
    (<Suit.HEARTS: 2>, None)
    >>> led_suit(parse_cards("N2")) is None
    True
    """
    _check_wizard_cards(trick_cards, "trick_cards")
    return led(trick_cards)


def legal_plays(hand: Sequence[Card], trick_cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to a trick holding ``trick_cards``.

    A player holding the led suit plays one of it, a Wizard or a Jester; otherwise anything.

    >>> from tricktaker.cards import parse_cards, format_cards
    >>> format_cards(legal_plays(parse_cards("2C 7H QH W1 N3"), parse_cards("N1 9H")))
    '7♥ Q♥ W1 N3'
    >>> format_cards(legal_plays(parse_cards("2C 7H"), parse_cards("W2 9S")))
    '2♣ 7♥'
    """
    _check_wizard_cards(hand, "hand")
    _check_wizard_cards(trick_cards, "trick_cards")
    both = set(hand).intersection(trick_cards)
    if both:
        raise TricktakerError(
            f"{format_cards(sorted(both))} cannot be both in the hand and in the trick"
        )
    from tricktaker.wizard.game import GAME_RULES  # the game's rules are made from these

    at = position(trick=tuple(trick_cards))
    can = GAME_RULES.playable(at, mask_of(hand))
    return tuple([card for card in hand if can & BITS[card.index]])  # in hand order


def trick_winner(cards: Sequence[Card], trump: Suit | None = None) -> int:
    """The index, in play order, of the card that wins the trick.

    The first Wizard; else the highest trump; else the highest card of the led suit; if every
    card is a Jester, the first Jester.

    >>> from tricktaker import Suit, parse_cards
    >>> trick_winner(parse_cards("9H KH 2S"), Suit.SPADES)
    2
    >>> trick_winner(parse_cards("N1 W3 W1 AS"), Suit.SPADES)
    1
    >>> trick_winner(parse_cards("N4 N2 N1"))
    0
    """
    if not cards:
        raise TricktakerError("trick_winner needs at least one card")
    _check_wizard_cards(cards, "cards")
    _check_trump(trump)
    return winner(cards, trump)


def round_score(bid: int, taken: int) -> int:
    """A round's points: 20 + 10 a trick if ``taken`` equals ``bid``, else -10 a trick off.

    >>> round_score(2, 2), round_score(0, 0), round_score(1, 3), round_score(3, 0)
    (40, 20, -20, -30)
    """
    if type(bid) is not int or type(taken) is not int or bid < 0 or taken < 0:
        raise TricktakerError(f"bid and taken must be ints >= 0, not {bid!r} and {taken!r}")
    return score(bid, taken)


# -- each rule once, unchecked: the game asks these ------------------------------------------

_SUITED = CardKind.SUITED
_WIZARD = CardKind.WIZARD


def led(trick: Sequence[Card]) -> Suit | None:
    """The suit to follow: that of the first suited card, unless a Wizard came before it
    (then none); Jesters set nothing."""
    for card in trick:
        kind = card.kind
        if kind is _SUITED:
            return card.suit
        if kind is _WIZARD:
            return None
    return None


def winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """The index, in play order, of the card that wins: the first Wizard; else the highest
    trump; else the highest card of the led suit; if every card is a Jester, the first."""
    best_trump = best_led = -1
    suit = None
    for i, card in enumerate(cards):
        kind = card.kind
        if kind is _WIZARD:
            return i
        if kind is not _SUITED:
            continue
        if suit is None:
            suit = card.suit
        if card.suit is trump:
            if best_trump < 0 or card.index > cards[best_trump].index:
                best_trump = i
        elif card.suit is suit and (best_led < 0 or card.index > cards[best_led].index):
            best_led = i
    if best_trump >= 0:
        return best_trump
    if best_led >= 0:
        return best_led
    return 0


def score(bid: int, taken: int) -> int:
    """A round's points: 20 + 10 a trick for taking exactly the bid, else -10 a trick off."""
    if bid == taken:
        return 20 + 10 * taken
    return -10 * abs(bid - taken)
