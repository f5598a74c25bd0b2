"""Szaman's search bot: worlds consistent with a seat's view, and a hand's end as its horizon."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from tricktaker.bots.parts import SearchParts, flat_search_bot_function, search_bot_function
from tricktaker.cards import SZAMAN_DECK, Card, Suit
from tricktaker.events import Event
from tricktaker.szaman.bots import HeuristicBot, hand_worth
from tricktaker.szaman.events import HandScored
from tricktaker.szaman.rules import HAND_SIZE, Rules, State, View, led_winner

__all__ = [
    "DEFAULT_PLAYOUTS",
    "DEFAULT_SIMULATIONS",
    "SEARCH",
    "determinize",
    "expected_distance",
    "flat_search_bot",
    "hand_value",
    "known_voids",
    "search_bot",
]

DEFAULT_SIMULATIONS = 100
"""Simulations per decision of the registered ``"search"`` bot
(:func:`~tricktaker.szaman.search_bot`), each one sampled world, one descent of the tree and
one heuristic rollout to the end of the hand. Against OpenSpiel's ISMCTS at 100 simulations, at
its CPU time with the time bank, it won 29.8% of its seat-games (26.3–33.6%) to ISMCTS's 20.7%
(17.6–24.1%) (``docs/strength.md``, which also gives its time a decision)."""

DEFAULT_PLAYOUTS = 96
"""Playouts per decision of :func:`flat_search_bot`, the previous release's ``"search"``
bot, shared among the legal actions,
each a heuristic playout to the end of the hand: a 4-player game with one search bot takes
about a second of one core. Against the target-playing heuristic 48 won about 2 points less
(classic, 4 players, the same 400 deals)."""


def _lacking(cards: Sequence[Card], suit: Suit, leader: int, voids: list[set[Suit]]) -> None:
    """Note the seats that played a suited card of another suit than ``suit``, led by
    ``leader``: they hold none of it. A Joker shows nothing, since a rule option lets it be
    played while holding the led suit."""
    players = len(voids)
    for i, card in enumerate(cards[1:], start=1):
        if card.suit is not None and card.suit is not suit:
            voids[(leader + i) % players].add(suit)


def known_voids(view: View) -> list[set[Suit]]:
    """The suits each seat has shown this hand that it holds none of, and has drawn no card
    since: it played a suited card of another suit than the one led (or named by a led Joker,
    :attr:`~tricktaker.szaman.View.led_suits`). The leader of each
    finished trick is found back from the last one's
    (:attr:`~tricktaker.szaman.View.last_trick`), since each trick's winner leads the next;
    finished tricks that do not add up (a view made by hand) show nothing, the trick in
    progress still does.

    >>> from tricktaker import parse_cards, szaman
    >>> state = szaman.new_game(szaman.Rules(players=3), seed=4)
    >>> known_voids(state.view(0))
    [set(), set(), set()]
    """
    voids = _voids_from_finished_tricks(view)
    if view.trick and view.trick_suit is not None:
        _lacking(view.trick, view.trick_suit, view.leader, voids)
    return voids


def _voids_from_finished_tricks(view: View) -> list[set[Suit]]:
    rules = view.rules
    players = rules.players
    voids: list[set[Suit]] = [set() for _ in range(players)]
    played = view.played
    last = view.last_trick
    if (
        len(played) % players
        or len(view.led_suits) != len(played) // players
        or (played and (last is None or last.cards != played[-players:]))
    ):
        return voids
    tricks = [played[at : at + players] for at in range(0, len(played), players)]
    leaders = [0] * len(tricks)
    if tricks and last is not None:
        leaders[-1] = last.leader
        for k in range(len(tricks) - 1, 0, -1):  # the winner of trick k - 1 led trick k
            leaders[k - 1] = (leaders[k] - led_winner(tricks[k - 1])) % players
    stock = len(SZAMAN_DECK) - players * HAND_SIZE
    for cards, leader, suit in zip(tricks, leaders, view.led_suits, strict=True):
        _lacking(cards, suit, leader, voids)  # the suit led, or named by a led Joker
        # Who drew after the trick may hold the suit again.
        if rules.is_russian:
            if stock >= players:
                stock -= players
                voids = [set() for _ in range(players)]
        elif stock:
            stock -= 1
            voids[(leader + led_winner(cards)) % players].clear()
    if stock != view.stock_size:
        return [set() for _ in range(players)]
    return voids


def _deal(
    pool: list[Card], sizes: Sequence[int], voids: Sequence[set[Suit]], rng: random.Random
) -> list[list[Card]] | None:
    """Deal ``sizes[s]`` cards of the shuffled ``pool`` to each seat, none of a suit it lacks,
    the most constrained seats first; None if the constraints cannot be met so."""
    rng.shuffle(pool)
    hands: list[list[Card]] = [[] for _ in sizes]
    taken = [False] * len(pool)
    for seat in sorted(range(len(sizes)), key=lambda s: -len(voids[s])):
        need = sizes[seat]
        lacking = voids[seat]
        for i, card in enumerate(pool):
            if need == 0:
                break
            if not taken[i] and (card.suit is None or card.suit not in lacking):
                taken[i] = True
                hands[seat].append(card)
                need -= 1
        if need:
            return None
    return hands


def determinize(view: View, rng: random.Random, earlier: Sequence[View] = ()) -> State:
    """A full state of which ``view`` is the view of ``view.seat``: the cards this seat has not
    seen (neither in its hand, nor in the trick, nor played in this hand) are dealt at random
    to the other seats, in their hands' sizes and none of a suit a seat has shown it lacks
    (:func:`~tricktaker.szaman.search.known_voids`), and the rest make the stock. The view
    holds all that the seat has seen, so ``earlier`` views add nothing. The state's seed (its
    later deals) is drawn from ``rng``.

    >>> import random
    >>> from tricktaker import szaman
    >>> real = szaman.new_game(szaman.Rules(players=3), seed=4)
    >>> world = determinize(real.view(1), random.Random(0))
    >>> world.view(1) == real.view(1), world.hands[1] == real.hands[1], world.stock == real.stock
    (True, True, False)
    """
    seat = view.seat
    seen = {*view.hand, *view.trick, *view.played}
    pool = [card for card in SZAMAN_DECK if card not in seen]
    sizes = [0 if other == seat else size for other, size in enumerate(view.hand_sizes)]
    voids = known_voids(view)
    dealt = _deal(pool, sizes, voids, rng) if any(voids) else None
    if dealt is None:  # none known, or the greedy deal got stuck: deal without them
        dealt = _deal(pool, sizes, [set() for _ in sizes], rng)
        assert dealt is not None
    in_hands = {card for cards in dealt for card in cards}
    hands = tuple(
        view.hand if other == seat else tuple(sorted(cards)) for other, cards in enumerate(dealt)
    )
    return State(
        rules=view.rules,
        seed=rng.getrandbits(63),
        hand_number=view.hand_number,
        hands=hands,
        stock=tuple(card for card in pool if card not in in_hands),
        trick=view.trick,
        trick_suit=view.trick_suit,
        leader=view.leader,
        played=view.played,
        led_suits=view.led_suits,
        last_trick=view.last_trick,
        scores=view.scores,
        hand_points=view.hand_points,
        phase=view.phase,
        to_act=view.to_act,
        winners=view.winners,
    )


def expected_distance(total: float, rules: Rules, hands_after: int) -> float:
    """How far from the target a seat with ``total`` points can expect to end when
    ``hands_after`` hands remain: the mean of ``|X - target|`` for a final total ``X`` drawn
    from a normal distribution around ``total`` plus a typical hand's worth for each hand
    left, with the spread of that many hands (:func:`~tricktaker.szaman.bots.hand_worth`).
    With no hand left it is the distance itself.

    >>> from tricktaker.szaman import Rules
    >>> rules = Rules(players=4)
    >>> expected_distance(70, rules, 0), expected_distance(60, rules, 0)
    (4.0, 6.0)
    >>> expected_distance(60, rules, 2) > abs(60 + 2 * hand_worth(rules).mean - 66)
    True
    """
    worth = hand_worth(rules)
    gap = total + worth.mean * hands_after - rules.target
    spread = worth.sd * math.sqrt(hands_after)
    if spread == 0:
        return abs(gap)
    # E|N(gap, spread²)|, the mean of a folded normal distribution.
    z = gap / spread
    return spread * math.sqrt(2 / math.pi) * math.exp(-z * z / 2) + gap * math.erf(z / math.sqrt(2))


def hand_value(state: State, events: Sequence[Event], seat: int) -> float | None:
    """How good the hand just scored is for ``seat``, once the events show it; None before.

    What counts is the end of the game, not the hand's points. Before the last hand: how
    near the target the seat can expect to end, from its total after this hand and what the
    hands left typically bring (minus :func:`expected_distance`). After the last hand, the
    game's own measure: how much closer to the target the seat ends than the closest of the
    others (negative when another is closer). The others' expected distances are left out
    before the end: so early they say little about who will be closest, and trials that
    counted them did no better.

    >>> from tricktaker.szaman import HandScored, Rules, new_game
    >>> state = new_game(Rules(players=2, hands=2), seed=1)  # the state after the events
    >>> first = HandScored(hand_number=1, trick_points=(30, 5), penalties=(0, 3),
    ...                    points=(30, 2), scores=(30, 2))
    >>> hand_value(state, [first], 0) > hand_value(state, [first], 1), hand_value(state, [], 1)
    (True, None)
    >>> last = HandScored(hand_number=2, trick_points=(40, 50), penalties=(0, 0),
    ...                   points=(40, 50), scores=(70, 52))
    >>> hand_value(state, [last], 0), hand_value(state, [last], 1)
    (10, -10)
    """
    for event in events:
        if isinstance(event, HandScored):
            rules = state.rules
            hands_after = rules.hands - event.hand_number
            if hands_after:
                return -expected_distance(event.scores[seat], rules, hands_after)
            distance = [abs(total - rules.target) for total in event.scores]
            return min(distance[:seat] + distance[seat + 1 :]) - distance[seat]
    return None


SEARCH = SearchParts(
    determinize=determinize, evaluate=hand_value, policy=HeuristicBot,
    simulations=DEFAULT_SIMULATIONS, playouts=DEFAULT_PLAYOUTS,
)  # fmt: skip
"""Szaman's parts of its search bots (:class:`~tricktaker.bots.SearchParts`): its worlds
(:func:`~tricktaker.szaman.determinize`), how good a hand's score is for the seat at the game's
end (:func:`hand_value`) as the value, its heuristic (:class:`~tricktaker.szaman.HeuristicBot`)
playing out, and its default budgets."""


search_bot = search_bot_function(
    module=__name__, game="Szaman", horizon="hand", value="hand_value", about="""
    With ``sweep=True, halving=True, expansion="policy", widening=0.5, others="policy",
    bank=True, settle=8, margin=0`` (off by default), at the flat search's CPU time, 12,000
    games in duplicate, it won 26.1% of its seat-games (25.565–26.676%) against 25.0%
    (24.464–25.560%) (``docs/strength.md``).
    """,
)  # fmt: skip

flat_search_bot = flat_search_bot_function(module=__name__, game="Szaman", value="hand_value")
