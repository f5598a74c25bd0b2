"""The cards of Szaman's first hand given rather than shuffled."""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from tricktaker.cards import SZAMAN_DECK, Card
from tricktaker.deals import as_hands, check_dealt_cards, check_hand_sizes
from tricktaker.errors import RulesError
from tricktaker.szaman.rules import HAND_SIZE, Rules

__all__ = ["Deal"]

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
