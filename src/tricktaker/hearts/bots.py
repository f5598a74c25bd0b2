"""A Hearts bot that passes its most dangerous cards and ducks tricks with points in them."""

from __future__ import annotations

from tricktaker.actions import Play
from tricktaker.bots.basic import SeededBot
from tricktaker.cards import STANDARD_DECK, Card, Rank, Suit
from tricktaker.games import choices_of
from tricktaker.hearts import kernel
from tricktaker.hearts.actions import Action, Pass
from tricktaker.hearts.state import Phase, View
from tricktaker.masks import BITS, mask_of

__all__ = ["HeuristicBot"]

# Bound once: reading an enum member off its class costs far more than a global (CPython
# 3.11), and the bot is the search's rollout policy, called at every step of every rollout.
_PASS = Phase.PASS


def _danger(card: Card) -> tuple[int, int]:
    """How much a seat wants to be rid of ``card`` when passing: the Q♠, A♠ and K♠ first,
    then high hearts, then other high cards."""
    rank = int(card.rank or 0)
    if card.suit is Suit.SPADES and rank >= Rank.QUEEN:
        return (3, rank)
    return (2 if card.suit is Suit.HEARTS else 1, rank)


def _dangers() -> tuple[tuple[int, int], ...]:
    """Each card's :func:`_danger` by its index: asked of :func:`_danger` once."""
    by_card = [(0, 0)] * (1 + max(card.index for card in STANDARD_DECK))
    for card in STANDARD_DECK:
        by_card[card.index] = _danger(card)
    return tuple(by_card)


_DANGER = _dangers()


class HeuristicBot(SeededBot[View, Action]):
    """Passes its three most dangerous cards (high spades from the queen up, then high hearts,
    then high cards); in the play, follows with the highest card that still loses the trick
    (the highest of all when it plays last to a trick without points), throws the Q♠ or its
    highest heart when it cannot follow, and leads its lowest card. Seeded only to break ties.

    >>> from tricktaker import hearts
    >>> from tricktaker.bots import play_game
    >>> final, _ = play_game(hearts.new_game(hearts.Rules(hands=1), seed=3),
    ...                      [HeuristicBot(seed=s) for s in range(4)])
    >>> final.is_over, sum(final.scores) % 26
    (True, 0)
    """

    def choose(self, view: View) -> Action:
        legal = choices_of(view)
        if view.phase is _PASS:
            passes = [action for action in legal if isinstance(action, Pass)]
            return max(passes, key=lambda p: (_DANGER[p.card.index], self._rng.random()))
        cards = [action.card for action in legal if isinstance(action, Play)]
        trick = view.trick
        if not trick:
            return Play(min(cards, key=lambda c: (int(c.rank or 0), self._rng.random())))
        led = trick[0].suit
        best = trick[kernel.winner(trick)]
        if cards[0].suit is not led:  # void: shed the most dangerous card
            return Play(max(cards, key=lambda c: (_DANGER[c.index], self._rng.random())))
        losing = [card for card in cards if card.index < best.index]
        points = kernel.trick_points(mask_of(trick), view.rules.jd_bonus)
        last = len(trick) == kernel.PLAYERS - 1
        if last and points <= 0:
            return Play(max(cards, key=lambda c: c.index if not BITS[c.index] & kernel.QS else -1))
        if losing:
            return Play(max(losing, key=lambda c: c.index))
        return Play(
            min(cards, key=lambda c: c.index) if not last else max(cards, key=lambda c: c.index)
        )
