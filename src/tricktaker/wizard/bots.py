"""Wizard's bots: a heuristic that bids from its hand's strength and plays to make its bid
exactly, and the search bot on the engine's worlds, weighed by the bids made with
``inference``, a round's score (or the chance to win the game) its value."""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Sequence
from typing import cast

import attrs
from typing_extensions import Unpack

from tricktaker.actions import Play
from tricktaker.bots.basic import SeededBot
from tricktaker.bots.parts import SearchOptions, SearchParts, flat_search_bot_function
from tricktaker.bots.search import SearchBot
from tricktaker.cards import CARD_COUNT, Card, CardKind, Rank, Suit
from tricktaker.engine import worlds
from tricktaker.engine.bots import play_to_the_bid
from tricktaker.engine.worlds import BidWorlds, bid_worlds, round_value
from tricktaker.errors import TricktakerError
from tricktaker.events import Event
from tricktaker.games import choices_of
from tricktaker.wizard.rules import Action, Bid, ChooseTrump, Phase, Rules, State, View, winner

# Enum members bound once: reading one off its class costs far more than a global (CPython
# 3.11), and the bot is the search's rollout policy, called at every step of every rollout.
_WIZARD = CardKind.WIZARD
_JESTER = CardKind.JESTER
_SUITED = CardKind.SUITED
_CHOOSE_TRUMP = Phase.CHOOSE_TRUMP
_BID = Phase.BID


def _strength(card: Card, trump: Suit | None) -> float:
    """Rough chance that ``card`` takes a trick."""
    if card.kind is CardKind.WIZARD:
        return 1.0
    if card.kind is CardKind.JESTER or card.rank is None:
        return 0.0
    if card.suit is trump:
        return 0.9 if card.rank >= Rank.QUEEN else 0.6 if card.rank >= Rank.NINE else 0.3
    return 0.75 if card.rank is Rank.ACE else 0.35 if card.rank is Rank.KING else 0.0


_CARDS = tuple(Card.from_index(index) for index in range(CARD_COUNT))
# Each card's _strength, and its power in the play (the strength, ties broken by the card's
# index), under each trump (None: no trump), by card.index: asked of _strength once.
_STRENGTH: dict[Suit | None, tuple[float, ...]] = {
    trump: tuple(_strength(card, trump) for card in _CARDS) for trump in (None, *Suit)
}
_POWER: dict[Suit | None, tuple[float, ...]] = {
    trump: tuple(strength + index / 1000 for index, strength in enumerate(by_card))
    for trump, by_card in _STRENGTH.items()
}


def bid_estimate(hand: Sequence[Card], trump: Suit | None, players: int) -> float:
    """The tricks :class:`HeuristicBot` expects ``hand`` to take under ``trump``: the sum of
    its cards' rough chances (the same at any table), which it rounds to its bid.

    >>> from tricktaker import parse_cards
    >>> bid_estimate(parse_cards("W1 AS QH 2C"), Suit.HEARTS, 4)  # 1 + 0.75 + 0.9 + 0
    2.65
    """
    strength = _STRENGTH[trump]
    return sum([strength[card.index] for card in hand])


def _winning_test(trick: tuple[Card, ...], trump: Suit | None) -> Callable[[Card], bool]:
    """A test of whether a card played now would win ``trick`` so far (as if it were the last
    card): the winner of the trick with it, computed once for the trick rather than once
    for each card."""
    if not trick:
        return lambda card: True
    best = trick[winner(trick, trump)]  # the unchecked kernel: the trick is a real one
    if best.kind is _WIZARD:
        return lambda card: False
    if best.kind is _JESTER:  # only Jesters so far: any suited card or a Wizard wins
        return lambda card: card.kind is not _JESTER

    def wins(card: Card) -> bool:
        kind = card.kind
        if kind is not _SUITED:
            return kind is _WIZARD
        if card.suit is trump:
            return best.suit is not trump or card.index > best.index
        return card.suit is best.suit and best.suit is not trump and card.index > best.index

    return wins


class HeuristicBot(SeededBot[View, Action]):
    """Bids the rounded sum of its cards' rough chances of winning a trick; then plays the
    cheapest winning card while it still needs tricks and the strongest losing card when it
    does not. Seeded only to break ties.

    >>> from tricktaker import wizard
    >>> from tricktaker.bots import play_game
    >>> final, _ = play_game(wizard.new_game(wizard.Rules(players=3), seed=3),
    ...                      [HeuristicBot(seed=s) for s in range(3)])
    >>> final.is_over
    True
    """

    def choose(self, view: View) -> Action:
        legal = choices_of(view)
        phase = view.phase
        if phase is _CHOOSE_TRUMP:
            counts = Counter(card.suit for card in view.hand if card.suit is not None)
            best = max(Suit, key=lambda suit: (counts[suit], self._rng.random()))
            return ChooseTrump(best)
        if phase is _BID:
            return self._bid(view, legal)
        return self._play(view, legal)

    def _bid(self, view: View, legal: tuple[Action, ...]) -> Action:
        wanted = round(bid_estimate(view.hand, view.trump, view.rules.players))
        bids = [action.tricks for action in legal if isinstance(action, Bid)]
        return Bid(min(bids, key=lambda n: (abs(n - wanted), n)))

    def _play(self, view: View, legal: tuple[Action, ...]) -> Action:
        plays = cast("tuple[Play, ...]", legal)  # in the play phase every action is a Play
        trump = view.trump
        by_card = _POWER[trump]

        def power(play: Play) -> float:
            return by_card[play.card.index]

        return play_to_the_bid(view, plays, _winning_test(view.trick, trump), power)


DEFAULT_SIMULATIONS = 100
"""Simulations per decision of the registered ``"search"`` bot
(:func:`~tricktaker.wizard.search_bot`), each one sampled world, one descent of the tree and
one heuristic rollout to the end of the round. Against OpenSpiel's ISMCTS at 200 simulations,
at its CPU time with the time bank, it won 29.1% of its seat-games (27.2–31.1%) to ISMCTS's
23.2% (21.5–25.1%) (``docs/strength.md``, which also gives its time a decision)."""

DEFAULT_PLAYOUTS = 32
"""Playouts per decision of :func:`flat_search_bot`, the previous release's ``"search"``
bot, shared among the legal actions, each a heuristic playout to the end of the round: a
4-player game with one search bot took about a second of one core (the previous release's
measure)."""

determinize: BidWorlds[View, State] = bid_worlds(bid_estimate, module=__name__)


def variance_after(rules: Rules, round: int) -> float:
    """The variance of a seat's points less the table's mean, summed over the rounds after
    ``round``: ``75 + 62 * n`` for a round of ``n`` cards, a line fitted to 300 games of four
    heuristic bots (137 in round 1, 1,004 in round 15).

    >>> variance_after(Rules(players=4), 14), variance_after(Rules(players=4), 15)
    (1005, 0)
    """
    return sum(75 + 62 * cards for cards in range(round + 1, rules.rounds + 1))


def win_value(state: State, events: Sequence[Event], seat: int) -> float | None:
    """``seat``'s chance to win the game once the events show the round scored, its total
    against the others' with the later rounds' spread of :func:`variance_after`
    (:func:`tricktaker.engine.worlds.win_value`); None before. The value of
    ``search_bot(value="win")``, which was not shown stronger (``benchmarks/logs/tuning.md``).

    >>> from tricktaker.wizard import RoundScored, Rules, new_game
    >>> state = new_game(Rules(players=3), seed=1)  # the state after the events
    >>> last = RoundScored(round=20, trump=None, bids=(0, 1, 0), taken=(0, 1, 0),
    ...                    points=(20, 30, -10), scores=(120, 130, 90))
    >>> round(win_value(state, [last], 1), 4), round(win_value(state, [last], 0), 4)
    (1.0025, 0.001)
    """
    return worlds.win_value(state, events, seat, variance_after=variance_after)


VALUES = {"round": round_value, "win": win_value}
"""The values ``search_bot(value=...)`` may back up: a round's points (the default) or the
chance to win the game."""


SEARCH = SearchParts(
    determinize=determinize, evaluate=round_value, policy=HeuristicBot,
    simulations=DEFAULT_SIMULATIONS, playouts=DEFAULT_PLAYOUTS,
)  # fmt: skip
"""Wizard's parts of its search bots (:class:`~tricktaker.bots.SearchParts`): its worlds
(:func:`~tricktaker.wizard.determinize`), the seat's points for a round less the others' mean
(:func:`~tricktaker.engine.worlds.round_value`) as the value, its heuristic
(:class:`~tricktaker.wizard.HeuristicBot`) playing out, and its default budgets."""


def search_bot(
    seed: int | None = None,
    *,
    inference: bool = False,
    value: str = "round",
    **options: Unpack[SearchOptions],
) -> SearchBot:
    """Wizard's search bot: information-set Monte Carlo tree search with heuristic rollouts to the
    end of the round, valued by :func:`~tricktaker.engine.worlds.round_value` (see
    :class:`~tricktaker.bots.SearchBot`). Its ``options`` are those of every game's
    (:class:`~tricktaker.bots.parts.SearchOptions`), with this game's defaults
    (:data:`~tricktaker.wizard.bots.SEARCH`). With ``inference`` its worlds are weighed by the
    bids made (:func:`determinize`).

    >>> from tricktaker import wizard
    >>> state = wizard.new_game(wizard.Rules(players=4), seed=3)
    >>> view = state.view(state.to_act)
    >>> view.hand, view.trump, view.legal_actions()  # a low trump, one trick to play
    ((Card.parse('6♥'),), <Suit.HEARTS: 2>, (Bid(tricks=0), Bid(tricks=1)))
    >>> search_bot(seed=1).choose(view)  # it wins about half the time: a close call
    Bid(tricks=1)
    """
    if value not in VALUES:
        raise TricktakerError(f"value must be one of {', '.join(map(repr, VALUES))}, not {value!r}")
    parts = attrs.evolve(SEARCH, evaluate=VALUES[value])
    if inference:
        parts = attrs.evolve(parts, determinize=functools.partial(determinize, inference=True))
    return parts.search_bot(seed, **options)


flat_search_bot = flat_search_bot_function(module=__name__, game="Wizard", value="round_value")
