"""A Szaman bot that follows suit to avoid penalties and plays its special cards for points."""

from __future__ import annotations

import random

from tricktaker.actions import Play
from tricktaker.cards import Card, CardKind, Rank, Suit
from tricktaker.szaman.rules import JOKER_OF, _points, _winner
from tricktaker.szaman.state import View

__all__ = ["HeuristicBot"]

_HEARTS_EIGHT = Card.of(Suit.HEARTS, Rank.EIGHT)
_HEARTS_JACK = Card.of(Suit.HEARTS, Rank.JACK)
_SPADES_QUEEN = Card.of(Suit.SPADES, Rank.QUEEN)


def _is_special(card: Card, russian: bool) -> bool:
    """True for the cards that give the trick's winner points: 8♥, J♥ (and Q♠ in Russian)."""
    return card is _HEARTS_EIGHT or card is _HEARTS_JACK or (russian and card is _SPADES_QUEEN)


def _rank(card: Card) -> int:
    """A card's strength for choosing among plays: its rank, and 15 for a Joker."""
    return 15 if card.rank is None else int(card.rank)


class HeuristicBot:
    """Follows suit whenever it can (an off-suit card costs 2) and takes tricks that are worth
    something: it wins with its special cards and Jokers, gives special cards away only when it
    cannot avoid it, leads a Joker (a certain win worth 6) as soon as it holds one, and sheds
    its highest cards when it cannot follow, since cards left in hand are penalised. Seeded only
    to break ties.

    >>> from tricktaker import szaman
    >>> from tricktaker.bots import play_game
    >>> final, _ = play_game(szaman.new_game(szaman.Rules(players=3), seed=3),
    ...                      [HeuristicBot(seed=s) for s in range(3)])
    >>> final.is_over
    True
    """

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View) -> Play:
        """A play from ``view.legal_actions()``."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if view.trick_suit is None:
            return self._lead(view, legal)
        return self._follow(view, view.trick_suit, legal)

    def _tie(self) -> float:
        return self._rng.random()

    def _lead(self, view: View, legal: tuple[Play, ...]) -> Play:
        russian = view.rules.is_russian
        jokers = [play for play in legal if play.suit is not None]
        if jokers:
            # A led Joker always wins; name the suit whose special cards it may catch.
            wanted = (Suit.HEARTS, Suit.SPADES) if russian else (Suit.HEARTS,)
            return max(jokers, key=lambda play: (play.suit in wanted, self._tie()))
        plain = [play for play in legal if not _is_special(play.card, russian)]
        if plain:  # the highest card is the likeliest to hold the trick
            return max(plain, key=lambda play: (_rank(play.card), self._tie()))
        return min(legal, key=lambda play: (_rank(play.card), self._tie()))

    def _follow(self, view: View, suit: Suit, legal: tuple[Play, ...]) -> Play:
        russian = view.rules.is_russian
        trick = view.trick
        position = len(trick)
        last = position == view.rules.players - 1
        joker = JOKER_OF[suit]
        following = [play for play in legal if play.card.suit is suit or play.card is joker]
        if not following:
            # An off-suit card is forced: shed the costliest card, but no special card.
            return max(
                legal,
                key=lambda play: (
                    not _is_special(play.card, russian),
                    play.card.kind is not CardKind.JOKER,
                    _rank(play.card),
                    self._tie(),
                ),
            )

        def gain(play: Play) -> int:
            """What this play would earn if the trick ended with it."""
            cards = (*trick, play.card)
            won_by = _winner(cards, suit)
            return _points(cards, suit, won_by, russian)[position] if won_by == position else 0

        winning = [play for play in following if _winner((*trick, play.card), suit) == position]
        worth = any(_is_special(card, russian) for card in trick)
        if winning and (last or worth or any(_is_special(p.card, russian) for p in winning)):
            # Take the points: last, with the cheapest winner; earlier, the strongest holds best.
            return max(
                winning,
                key=lambda play: (
                    gain(play),
                    -_rank(play.card) if last else _rank(play.card),
                    self._tie(),
                ),
            )
        if winning and not last:
            # Try to hold the trick with a plain card; keep the Joker for a richer trick.
            plain = [play for play in winning if play.card.kind is not CardKind.JOKER]
            if plain:
                return max(plain, key=lambda play: (_rank(play.card), self._tie()))
        # Lose as cheaply as possible, keeping special cards out of others' tricks.
        return min(
            following,
            key=lambda play: (_is_special(play.card, russian), _rank(play.card), self._tie()),
        )
