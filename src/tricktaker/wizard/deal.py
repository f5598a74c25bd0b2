"""The cards of Wizard's first round given rather than shuffled."""

from __future__ import annotations

import attrs

from tricktaker.cards import WIZARD_DECK, Card
from tricktaker.deals import as_hands, check_dealt_cards, check_hand_sizes
from tricktaker.engine import Dealt
from tricktaker.errors import RulesError
from tricktaker.masks import mask_of
from tricktaker.wizard.rules import Rules

__all__ = ["Deal"]

_DECK = frozenset(WIZARD_DECK)


@attrs.frozen
class Deal:
    """The cards of a first round given rather than shuffled: ``hands`` by seat, and the
    ``trump_card`` turned after them (None when no card is left to turn).

    For duplicate tournaments, puzzles and tests: ``new_game(rules, deal=Deal(...))``. Round 1
    deals one card to each player; no card may appear twice. The hands need not be in any
    order; the game sorts them. Later rounds are dealt from the seed.

    >>> from tricktaker import Card, parse_cards
    >>> from tricktaker.wizard import new_game
    >>> deal = Deal([parse_cards("AS"), parse_cards("N1"), parse_cards("KH")], Card.parse("W2"))
    >>> state = new_game(Rules(players=3), seed=1, deal=deal)
    >>> state.hands[1], state.phase  # a Wizard turned: the dealer names trump
    ((Card.parse('N1'),), <Phase.CHOOSE_TRUMP: 'choose_trump'>)
    >>> Deal([parse_cards("AS"), parse_cards("RJ")], None)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Deal: Card.parse('RJ') is not a card of Wizard's 60-card deck
    """

    hands: tuple[tuple[Card, ...], ...] = attrs.field(converter=as_hands)
    trump_card: Card | None = None

    def __attrs_post_init__(self) -> None:
        turned = () if self.trump_card is None else (self.trump_card,)
        cards = (*(card for hand in self.hands for card in hand), *turned)
        check_dealt_cards(cards, _DECK, "Wizard's 60-card deck")

    def check(self, rules: Rules, round_number: int = 1) -> None:
        """Raise :class:`~tricktaker.RulesError` unless this deal fits round ``round_number``
        of ``rules``: a hand of that many cards a player, and the card turned after them
        while any is left over (a card given in the last round would be dealt twice).

        >>> from tricktaker import parse_cards
        >>> Deal([parse_cards("AS"), parse_cards("N1"), parse_cards("KH")]).check(Rules(players=3))
        Traceback (most recent call last):
        ...
        tricktaker.RulesError: Deal: trump_card is None, but a card is left over to turn
        """
        check_hand_sizes(self.hands, rules.players, round_number, f"round {round_number}")
        if self.trump_card is None and round_number * rules.players < len(_DECK):
            raise RulesError("Deal: trump_card is None, but a card is left over to turn")

    def dealt(self) -> Dealt:
        """This deal as the engine keeps it."""
        turned = () if self.trump_card is None else (self.trump_card,)
        return Dealt(tuple([mask_of(hand) for hand in self.hands]), turned)
