"""A game's ``start`` and ``deal_round`` on the engine: the checks of what a caller gives
(the rules, the seed, a given deal) and the first state of a deal."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import attrs

from tricktaker.cards import Card
from tricktaker.deals import (
    as_hands,
    check_deal_number,
    check_dealt_cards,
    check_hand_sizes,
    check_scores,
)
from tricktaker.engine.game import Dealt
from tricktaker.errors import RulesError, TricktakerError
from tricktaker.events import Event
from tricktaker.games import check_seed, game_seed
from tricktaker.masks import mask_of

__all__ = ["GivenDeal", "deal_numbered", "starting"]


def _checked_rules(game: Any, rules_class: type, rules: object) -> Any:
    if rules is None:
        return rules_class()
    if not isinstance(rules, rules_class):
        article = "an" if game.title[0] in "AEIOU" else "a"
        raise TricktakerError(f"{article} {game.title} game needs {game.name}.Rules, not {rules!r}")
    return rules


def _checked_deal(game: Any, deal_class: type, deal: object) -> Any:
    if not isinstance(deal, deal_class):
        raise TricktakerError(f"deal must be a {game.name}.Deal, not {deal!r}")
    return deal


def starting(
    game: Any, rules_class: type, rules: object, seed: int | None, deal_class: type, deal: object
) -> tuple[Any, tuple[Event, ...]]:
    """A game's first state and the events of its first deal: ``game.start`` once the
    ``rules`` (None for the defaults), the ``seed`` (None for a fresh one) and the given
    ``deal`` (or None) are checked."""
    rules = _checked_rules(game, rules_class, rules)
    seed = game_seed(seed)
    if deal is None:
        return game.start(rules, seed)  # type: ignore[no-any-return]
    _checked_deal(game, deal_class, deal).check(rules)
    return game.start(rules, seed, deal.dealt())  # type: ignore[attr-defined, no-any-return]


def deal_numbered(
    game: Any,
    rules_class: type,
    rules: object,
    number: int,
    deal_class: type,
    deal: object,
    scores: Sequence[int],
    seed: int,
) -> tuple[Any, tuple[Event, ...]]:
    """Deal ``number`` of a game of ``rules`` laid out from the given ``deal``, with the
    totals ``scores``, dealt by the seat a seeded game has dealing it: a game's public
    ``deal_round``. Raises :class:`~tricktaker.RulesError` for no such deal, scores that are
    not an int a seat, or a deal that does not fit; :class:`~tricktaker.TricktakerError` for
    rules, a deal or a seed of the wrong type."""
    if not isinstance(rules, rules_class):
        article = "an" if game.title[0] in "AEIOU" else "a"
        raise TricktakerError(
            f"{article} {game.title} round needs {game.name}.Rules, not {rules!r}"
        )
    _checked_deal(game, deal_class, deal)
    first = game.first_number(rules)
    check_deal_number(number, first + game.deals(rules) - 1, game.number_word, first=first)
    totals = check_scores(scores, rules.players)  # type: ignore[attr-defined]
    deal.check(rules, number)  # type: ignore[attr-defined]
    dealer = game.dealer(rules, number)
    return game.deal_state(rules, check_seed(seed), number, dealer, totals, deal.dealt())  # type: ignore[attr-defined, no-any-return]


@attrs.frozen
class GivenDeal:
    """The base of a game's ``Deal``: a deal's cards given rather than shuffled (for
    duplicate play, puzzles and explicit chance): ``hands`` by seat, the ``rest`` dealt to no
    one, in order, and the card ``turned`` for trump if the game turns one (the last card
    dealt, or the first of the rest). A game subclasses it, naming its engine as ``game``.

    Raises:
        RulesError: a card that is not of the game's deck, or one given twice.
    """

    game: ClassVar[Any]
    hands: tuple[tuple[Card, ...], ...] = attrs.field(converter=as_hands)
    rest: tuple[Card, ...] = attrs.field(default=(), converter=tuple)
    turned: Card | None = None

    def __attrs_post_init__(self) -> None:
        cards = (*(card for hand in self.hands for card in hand), *self.rest)
        check_dealt_cards(cards, frozenset(self.game.deck), f"{self.game.title}'s deck")

    def check(self, rules: Any, number: int = 1) -> None:
        """Raise :class:`~tricktaker.RulesError` unless this deal fits deal ``number`` of a
        game of ``rules``: a hand a seat of the deal's size, the rest of its size, and the
        turned card where the game turns it (:meth:`~tricktaker.engine.TrickGame.dealt_from`)."""
        game = self.game
        when = f"{game.number_word} {number}"
        dealer = game.dealer(rules, number)
        check_hand_sizes(self.hands, rules.players, game.hand_size(rules, number), when,
                         game.dealt_in(rules, dealer))  # fmt: skip
        if len(self.rest) != game.rest_size(rules, number):
            raise RulesError(f"Deal: {len(self.rest)} cards besides the hands; {when} leaves "
                             f"{game.rest_size(rules, number)}")  # fmt: skip
        try:
            game.dealt_from(self.dealt().hands, _Table(self, rules, dealer))
        except TricktakerError as error:
            raise RulesError(f"Deal: {error}") from None

    def dealt(self) -> Dealt:
        """This deal as the engine keeps it."""
        return Dealt(tuple([mask_of(hand) for hand in self.hands]), self.rest, self.turned)


class _Table:
    """A given deal as a position shows it (its rules, its dealer, nothing played yet), for
    a game's ``dealt_from``."""

    def __init__(self, deal: GivenDeal, rules: Any, dealer: int) -> None:
        self.rules, self.dealer, self.trump_card = rules, dealer, deal.turned
        self.played, self.trick = (), ()
