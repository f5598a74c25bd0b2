"""The search bot and each game's determinization.

A search bot is shown views only, and so are the worlds it draws: each world is a full state
of which the bot's view is exactly the view of its seat, its hand kept, the other hands of the
right sizes, no card twice and no card that the seat has seen played given to anyone.
"""

from __future__ import annotations

import importlib
import importlib.util
import math
import random
from collections.abc import Callable
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.registry import GAMES as REGISTERED_GAMES
from tricktaker import Card, Suit, TricktakerError, get_game, ohhell, parse_cards, szaman, wizard
from tricktaker.bots import FlatSearchBot, RandomBot, SearchBot, play_game
from tricktaker.bots.search import DEFAULT_EXPLORATION, _better_half, _Node
from tricktaker.cards import SZAMAN_DECK, WIZARD_DECK
from tricktaker.wizard.rules import led_suit

GAMES: list[tuple[Any, Any, tuple[Card, ...]]] = [
    (wizard, wizard.Rules(players=4), WIZARD_DECK),
    (wizard, wizard.Rules(players=3), WIZARD_DECK),
    (szaman, szaman.Rules(players=4), SZAMAN_DECK),
    (szaman, szaman.Rules(players=3, variant="russian"), SZAMAN_DECK),
]


def search_module(name: str) -> Any:
    """The module of game ``name``'s search bot and its parts (``SEARCH``): its ``search``
    module, or its ``bots`` where the search lives beside the heuristic (Spades, Hearts)."""
    module = f"tricktaker.{name}.search"
    found = importlib.util.find_spec(module) is not None
    return importlib.import_module(module if found else f"tricktaker.{name}.bots")


def positions(module: Any, rules: Any, seed: int) -> Any:
    """Every decision of a random game: (state, view of the seat to act, its earlier views)."""
    state = module.new_game(rules, seed=seed)
    bots = [RandomBot(seed * 10 + seat) for seat in range(rules.players)]
    earlier: dict[int, list[Any]] = {seat: [] for seat in range(rules.players)}
    while not state.is_over:
        seat = state.to_act
        view = state.view(seat)
        yield state, view, tuple(earlier[seat])
        earlier[seat].append(view)
        state, _ = state.apply(bots[seat].choose(view))


def seen_played(view: Any, earlier: tuple[Any, ...]) -> set[Card]:
    """The cards the seat has seen played and no longer in anyone's hand."""
    if isinstance(view, szaman.View):
        return {*view.trick, *view.played}
    seen = set(view.trick)
    for old in earlier:
        if old.round == view.round and old.scores == view.scores:
            seen.update(old.trick)
            seen.update(card for card in old.hand if card not in view.hand)
    return seen


@pytest.mark.parametrize(("module", "rules", "deck"), GAMES)
def test_worlds_are_consistent_with_the_view(module: Any, rules: Any, deck: Any) -> None:
    rng = random.Random(1)
    checked = 0
    for seed in range(3):
        for state, view, earlier in positions(module, rules, seed):
            world = module.determinize(view, rng, earlier)
            assert type(world) is module.State
            assert world.view(view.seat) == view
            assert world.hands[view.seat] == view.hand
            assert [len(hand) for hand in world.hands] == [len(hand) for hand in state.hands]
            assert all(hand == tuple(sorted(hand)) for hand in world.hands)
            cards = [card for hand in world.hands for card in hand]
            cards += [*world.trick, *getattr(world, "stock", ()), *getattr(world, "played", ())]
            assert len(cards) == len(set(cards))
            assert set(cards) <= set(deck)
            others = {card for seat, hand in enumerate(world.hands) if seat != view.seat
                      for card in hand}  # fmt: skip
            assert not others & seen_played(view, earlier)
            if module is wizard:
                assert world.trump_card not in others
            else:
                assert len(world.stock) == len(state.stock)
            checked += 1
    assert checked > 100


def test_a_wizard_world_respects_the_suits_a_seat_has_shown_it_lacks() -> None:
    rng = random.Random(2)
    constrained = 0
    for seed in range(4):
        for _, view, earlier in positions(wizard, wizard.Rules(players=4), seed):
            lacking: dict[int, set[Any]] = {}
            for seen in (*earlier, view):
                if seen.round != view.round or seen.scores != view.scores:
                    continue
                for i, card in enumerate(seen.trick):
                    suit = led_suit(seen.trick[:i])
                    if suit is not None and card.suit is not None and card.suit is not suit:
                        lacking.setdefault((seen.leader + i) % 4, set()).add(suit)
            world = wizard.determinize(view, rng, earlier)
            for seat, suits in lacking.items():
                if seat != view.seat:
                    constrained += 1
                    assert not any(card.suit in suits for card in world.hands[seat])
    assert constrained > 50


def test_worlds_vary_with_the_random_generator() -> None:
    view = wizard.new_game(wizard.Rules(players=4), seed=3).view(1)
    worlds = {wizard.determinize(view, random.Random(seed)).hands for seed in range(5)}
    assert len(worlds) == 5


class ViewsOnly:
    """Wraps a bot: checks that it is shown the view of its own seat, never a state."""

    def __init__(self, bot: Any, view_type: type, seat: int) -> None:
        self.bot = bot
        self.view_type = view_type
        self.seat = seat

    def choose(self, view: Any) -> Any:
        assert type(view) is self.view_type
        assert not hasattr(view, "hands")
        assert not hasattr(view, "seed")
        assert view.seat == self.seat == view.to_act
        action = self.bot.choose(view)
        assert action in view.legal_actions()
        return action


def spying(module: Any, shown: list[Any]) -> Callable[..., Any]:
    def determinize(view: Any, rng: random.Random, earlier: Any) -> Any:
        shown.append(view)
        return module.determinize(view, rng, earlier)

    return determinize


@pytest.mark.parametrize(
    ("module", "rules", "evaluate"),
    [
        (wizard, wizard.Rules(players=6), wizard.search.round_value),
        (szaman, szaman.Rules(players=3), szaman.search.hand_value),
    ],
)
def test_search_bots_play_legal_moves_from_views(module: Any, rules: Any, evaluate: Any) -> None:
    shown: list[Any] = []
    bots = [
        ViewsOnly(
            SearchBot(
                determinize=spying(module, shown),
                evaluate=evaluate,
                policy=module.HeuristicBot,
                simulations=3,
                seed=seat,
            ),
            module.View,
            seat,
        )
        for seat in range(rules.players)
    ]
    final, _ = play_game(module.new_game(rules, seed=8), bots)
    assert final.is_over
    assert shown
    assert all(type(view) is module.View for view in shown)


@pytest.mark.parametrize("name", ["wizard", "szaman"])
def test_the_registered_search_bot_is_seeded(name: str) -> None:
    game = get_game(name)
    rules = game.rules(players=3)
    state, _ = game.start(rules, seed=5)
    for _ in range(12):  # a few decisions into the game
        view = state.view(state.to_act)
        first = game.bots["search"](9).choose(view)
        assert game.bots["search"](9).choose(view) == first
        assert first in state.legal_actions()
        state, _ = state.apply(first)


def test_a_forced_move_needs_no_search() -> None:
    calls: list[Any] = []
    bot = SearchBot(
        determinize=spying(szaman, calls),
        evaluate=szaman.search.hand_value,
        policy=szaman.HeuristicBot,
        simulations=10,
    )
    state = szaman.new_game(szaman.Rules(players=2, lead_starting_card=True), seed=1)
    view = state.view(state.to_act)
    assert len(view.legal_actions()) == 1
    assert bot.choose(view) == view.legal_actions()[0]
    assert calls == []


def test_search_reports_what_choose_picks_from() -> None:
    state = wizard.new_game(wizard.Rules(players=4), seed=3)
    while not (state.phase is wizard.Phase.PLAY and len(state.legal_actions()) > 2):
        state, _ = state.apply(state.legal_actions()[0])
    view = state.view(state.to_act)
    legal = view.legal_actions()
    tried = wizard.search_bot(2, simulations=40).search(view)
    assert set(tried) <= set(legal)
    assert sum(value.visits for value in tried.values()) == 40
    assert all(value.visits >= 1 for value in tried.values())
    assert tried == wizard.search_bot(2, simulations=40).search(view)  # seeded: the same
    most = max(value.visits for value in tried.values())
    best = [action for action in legal if action in tried and tried[action].visits == most]
    best.sort(key=lambda action: -tried[action].mean)  # stable: ties keep the canonical order
    assert wizard.search_bot(2, simulations=40).choose(view) == best[0]
    with pytest.raises(TricktakerError, match="no action"):
        wizard.search_bot(2).search(state.view((state.to_act + 1) % 4))


def test_the_budget_in_simulations_or_seconds() -> None:
    state = wizard.new_game(wizard.Rules(players=4), seed=3)
    view = state.view(state.to_act)
    calls: list[Any] = []
    options = {"evaluate": wizard.search.round_value, "policy": wizard.HeuristicBot}
    bot = SearchBot(determinize=spying(wizard, calls), simulations=10, **options)
    bot.choose(view)
    assert len(calls) == 10  # one world a simulation
    calls.clear()
    timed = SearchBot(determinize=spying(wizard, calls), simulations=None, seconds=0.005, **options)
    assert timed.choose(view) in view.legal_actions()
    assert calls
    bad_budgets: list[dict[str, Any]] = [
        {"simulations": None},
        {"simulations": 0},
        {"simulations": 5, "seconds": 0},
        {"exploration": -1.0},
    ]
    for bad in bad_budgets:
        with pytest.raises(TricktakerError):
            SearchBot(determinize=wizard.determinize, **options, **bad)


def test_the_seconds_are_read_from_the_clock_given() -> None:
    state = wizard.new_game(wizard.Rules(players=4), seed=3)
    view = state.view(state.to_act)
    calls: list[Any] = []
    ticks = iter(range(100))  # a clock that moves one second each time it is read

    bot = SearchBot(
        determinize=spying(wizard, calls),
        evaluate=wizard.search.round_value,
        policy=wizard.HeuristicBot,
        simulations=None,
        seconds=2.5,
        clock=lambda: float(next(ticks)),
    )
    bot.choose(view)
    assert len(calls) == 3  # read at 0 (the deadline 2.5), then after each: 1, 2, 3


@pytest.mark.parametrize("bank", [False, True])
@pytest.mark.parametrize("name", ["wizard", "ohhell", "szaman", "spades", "hearts", "bridge"])
def test_each_games_search_bot_passes_its_clock_and_bank_on(name: str, bank: bool) -> None:
    state = get_game(name).new_game(seed=3)
    while len(state.legal_actions()) < 2:
        state, _ = state.apply(state.legal_actions()[0])
    ticks = iter(range(100))
    module = search_module(name)
    bot = module.search_bot(
        1, simulations=None, seconds=2.5, clock=lambda: float(next(ticks)), bank=bank
    )
    bot.choose(state.view(state.to_act))
    # Read four times (the deadline, then after each of 3 simulations), and with the bank
    # once more, for the time the search spent.
    assert next(ticks) == 4 + bank


def test_the_flat_baseline_budget_in_playouts_or_time() -> None:
    state = wizard.new_game(wizard.Rules(players=4), seed=3)
    view = state.view(state.to_act)
    calls: list[Any] = []
    options = {"evaluate": wizard.search.round_value, "policy": wizard.HeuristicBot}
    bot = FlatSearchBot(determinize=spying(wizard, calls), playouts=10, **options)
    bot.choose(view)
    legal = len(view.legal_actions())
    assert len(calls) == -(-10 // legal)  # every world plays out each legal action once
    calls.clear()
    timed = FlatSearchBot(determinize=spying(wizard, calls), playouts=None, time_ms=5, **options)
    assert timed.choose(view) in view.legal_actions()
    assert calls
    for bad in ({"playouts": None}, {"playouts": 0}, {"playouts": 5, "time_ms": 0}):
        with pytest.raises(TricktakerError):
            FlatSearchBot(determinize=wizard.determinize, **options, **bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["wizard", "ohhell", "szaman", "spades", "hearts", "bridge"])
def test_each_game_keeps_its_previous_search_bot_as_a_flat_baseline(name: str) -> None:
    # The baseline a game's tree search is measured against (benchmarks/vs_ismcts.py --lineup
    # search,flat): flat playouts of the game's heuristic, replayed alike for a seed and count.
    module = search_module(name)
    game = get_game(name)
    state = game.new_game(seed=5)
    checked = 0
    while checked < 3 and not state.is_over:
        view = state.view(state.to_act)
        bots = [module.flat_search_bot(seed, playouts=6) for seed in (2, 2)]
        assert all(type(bot) is FlatSearchBot for bot in bots)
        choices = {bot.choose(view) for bot in bots}
        assert len(choices) == 1
        choice = choices.pop()
        assert choice in view.legal_actions()
        checked += len(view.legal_actions()) > 1
        state, _ = state.apply(choice)
    assert checked == 3


def counted_draws(module: Any, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The views of the worlds that ``module``'s search bots draw from now on."""
    calls: list[Any] = []
    drawn = module.SEARCH.determinize

    def counting(view: Any, rng: random.Random, earlier: Any) -> Any:
        calls.append(view)
        return drawn(view, rng, earlier)

    monkeypatch.setattr(module, "SEARCH", attrs.evolve(module.SEARCH, determinize=counting))
    return calls


@pytest.mark.parametrize("name", ["wizard", "ohhell", "szaman", "spades", "hearts", "bridge"])
def test_each_games_search_bots_are_made_from_its_parts_and_default_budgets(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    module = search_module(name)
    parts = module.SEARCH
    value = {"bridge": "board_value", "ohhell": "round_value", "wizard": "round_value"}
    assert parts.determinize is module.determinize
    assert parts.evaluate is getattr(module, value.get(name, "hand_value"))
    assert parts.policy is get_game(name).bots["heuristic"]
    assert (parts.simulations, parts.playouts) == (
        module.DEFAULT_SIMULATIONS,
        module.DEFAULT_PLAYOUTS,
    )
    assert parts.exploration == getattr(module, "DEFAULT_EXPLORATION", DEFAULT_EXPLORATION)
    state = get_game(name).new_game(seed=3)
    while len(state.legal_actions()) < 2:
        state, _ = state.apply(state.legal_actions()[0])
    view = state.view(state.to_act)
    by_hand = SearchBot(
        determinize=parts.determinize, evaluate=parts.evaluate, policy=parts.policy,
        simulations=12, exploration=parts.exploration, seed=1,
    )  # fmt: skip
    assert module.search_bot(1, simulations=12).choose(view) == by_hand.choose(view)
    draws = counted_draws(module, monkeypatch)
    module.search_bot(1).choose(view)  # a world a simulation, without the sweep
    assert len(draws) == parts.simulations
    draws.clear()
    module.flat_search_bot(1).choose(view)  # every world plays out each legal action
    assert len(draws) == -(-parts.playouts // len(view.legal_actions()))


@pytest.mark.parametrize("name", ["wizard", "ohhell", "szaman", "spades", "hearts", "bridge"])
def test_an_unknown_option_of_a_search_bot_is_refused_with_the_options_named(name: str) -> None:
    module = search_module(name)
    with pytest.raises(TypeError, match="unexpected option 'simulation'; the options are bank,"):
        module.search_bot(1, simulation=10)
    with pytest.raises(TypeError, match="unexpected option 'seconds'; the options are playouts"):
        module.flat_search_bot(1, seconds=0.01)


def test_the_previous_names_of_the_budget_still_work() -> None:
    state = wizard.new_game(wizard.Rules(players=4), seed=3)
    view = state.view(state.to_act)
    assert wizard.search_bot(4, playouts=12).choose(view) == wizard.search_bot(
        4, simulations=12
    ).choose(view)
    assert wizard.search_bot(4, time_ms=5).choose(view) in view.legal_actions()


@pytest.mark.parametrize("name", REGISTERED_GAMES)
def test_the_same_view_seed_and_count_give_the_same_choice(name: str) -> None:
    # Each choice in a fresh process would be the same too: nothing depends on hash order
    # of objects (actions are values) or on the clock at a count budget.
    game = get_game(name)
    state = game.new_game(seed=11)
    checked = 0
    while checked < 6 and not state.is_over:
        view = state.view(state.to_act)
        choices = {game.bots["search"](3).choose(view) for _ in range(3)}
        assert len(choices) == 1
        checked += len(view.legal_actions()) > 1
        state, _ = state.apply(choices.pop())
    assert checked == 6


def test_the_tree_searches_the_later_choices_of_every_seat() -> None:
    # A simulation that descends past the root adds its nodes below it: the tree grows deeper
    # than one level, unlike the flat search's.
    from tricktaker.bots.search import _Node

    state = wizard.new_game(wizard.Rules(players=3), seed=5)
    for _ in range(3):
        state, _ = state.apply(state.legal_actions()[0])
    view = state.view(state.to_act)
    bot = SearchBot(
        determinize=wizard.determinize,
        evaluate=wizard.search.round_value,
        policy=wizard.HeuristicBot,
        simulations=200,
        seed=1,
    )
    root = _Node()
    for _ in range(200):
        bot._simulate(root, wizard.determinize(view, random.Random(_), ()), view.seat)

    def depth(node: _Node) -> int:
        return 1 + max((depth(child) for child in node.children.values()), default=0)

    assert depth(root) >= 3
    assert sum(child.visits for child in root.children.values()) == 200
    assert all(child.available >= child.visits for child in root.children.values())


def test_it_bids_the_tricks_that_two_wizards_make() -> None:
    # Round 2, trump ♠, seat 1 holds two Wizards: two sure tricks, so it bids 2.
    state = wizard.State(
        rules=wizard.Rules(players=3),
        seed=0,
        round=2,
        dealer=0,
        trump_card=Card.parse("2S"),
        trump=Suit.SPADES,
        hands=(parse_cards("3C 4D"), parse_cards("W1 W2"), parse_cards("6C 5H")),
        bids=(None, None, None),
        tricks_taken=(0, 0, 0),
        trick=(),
        leader=1,
        scores=(0, 0, 0),
        phase=wizard.Phase.BID,
        to_act=1,
    )
    assert wizard.search_bot(1).choose(state.view(1)) == wizard.Bid(2)
    assert wizard.search.flat_search_bot(1, playouts=30).choose(state.view(1)) == wizard.Bid(2)


def test_the_wizard_heuristics_quick_winner_test_agrees_with_the_rules() -> None:
    # The playouts' heuristic judges which cards would win the trick in one pass.
    from tricktaker.wizard.bots import _winning_test

    rng = random.Random(3)
    for _ in range(20_000):
        size = rng.randint(0, 5)
        cards = rng.sample(WIZARD_DECK, size + 1)
        trick, card = tuple(cards[:size]), cards[size]
        trump = rng.choice([None, *Suit])
        wins = wizard.trick_winner((*trick, card), trump) == size
        assert _winning_test(trick, trump)(card) == wins, (trick, card, trump)


def test_a_deal_respecting_voids_is_uniform_over_the_deals_that_do() -> None:
    # Two seats of one card each from 2♣ 3♣ 4♥ 5♥, seat 1 void in clubs: six deals respect
    # that (seat 0 any card, seat 1 a heart seat 0 lacks), each as likely as the others.
    # Dealing card by card in proportion to the places' needs would favour some of them.
    from collections import Counter

    from tricktaker.engine.worlds import sample_hands

    pool = list(parse_cards("2C 3C 4H 5H"))
    rng = random.Random(5)
    deals: Counter[tuple[Card, Card]] = Counter()
    for _ in range(6000):
        hands = sample_hands(pool, [1, 1], [set(), {Suit.CLUBS}], rng)
        assert hands is not None
        deals[hands[0][0], hands[1][0]] += 1
    assert len(deals) == 6
    assert all(card.suit is Suit.HEARTS for _, card in deals)
    assert all(850 < count < 1150 for count in deals.values()), deals  # 1,000 each, sd 29


def test_a_deal_that_voids_make_hard_to_draw_whole_is_dealt_card_by_card() -> None:
    # Seat 1 lacks three suits of a pool mostly of them: whole draws nearly always fail
    # (six spades of 13 in 40 cards: 4 in 10,000).
    from tricktaker.engine.worlds import sample_hands

    spades = [card for card in WIZARD_DECK if card.suit is Suit.SPADES]
    pool = spades + [card for card in WIZARD_DECK if card.suit not in (None, Suit.SPADES)][:27]
    lacks = {Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS}
    rng = random.Random(1)
    for _ in range(20):
        hands = sample_hands(pool, [6, 6], [set(), lacks], rng)
        assert hands is not None
        assert [len(hand) for hand in hands] == [6, 6]
        assert not any(card.suit in lacks for card in hands[1])
        assert len({*hands[0], *hands[1]}) == 12
    assert sample_hands(spades[:5] + pool[13:], [6, 6], [set(), lacks], rng) is None


def test_the_policy_expansion_tries_the_heuristics_choice_first() -> None:
    state = wizard.new_game(wizard.Rules(players=4), seed=6)
    for _ in range(8):  # into the play of round 2... or wherever the seed leads
        if state.phase is wizard.Phase.PLAY and len(state.legal_actions()) > 2:
            break
        state, _ = state.apply(state.legal_actions()[-1])
    view = state.view(state.to_act)
    tried: list[Any] = []

    class Recording(SearchBot[Any, Any, Any]):
        def _expand(self, children: Any, action: Any, legal: Any) -> Any:  # type: ignore[override]
            if not children:
                tried.append(action)
            return SearchBot._expand(children, action, legal)

    options: dict[str, Any] = {
        "determinize": wizard.determinize,
        "evaluate": wizard.search.round_value,
        "policy": wizard.HeuristicBot,
        "simulations": 1,
    }
    Recording(**options, expansion="policy", seed=2).choose(view)
    Recording(**options, seed=2).choose(view)
    heuristic = wizard.HeuristicBot(0).choose(view)
    assert tried == [heuristic, view.legal_actions()[0]]
    with pytest.raises(TricktakerError, match="expansion must be one of 'first', 'policy'"):
        SearchBot(**options, expansion="best")


def test_widening_keeps_the_seats_own_later_nodes_narrow() -> None:
    # Below the root a node has at most 1 + int(widening * sqrt(visits)) children. At the
    # seat's own later decisions the legal actions are the same in every world (its hand is
    # known and the path fixes the trick), so there the bound is exact. The seat plays last
    # to the trick, so its own nodes come soon below the root.
    state = wizard.new_game(wizard.Rules(players=3), seed=11)
    while state.round < 6 or state.phase is not wizard.Phase.PLAY or len(state.trick) < 2:
        state, _ = state.apply(wizard.HeuristicBot(1).choose(state.view(state.to_act)))
    seat = state.to_act
    own: dict[int, Any] = {}  # the seat's own nodes below the root, by id
    roots: list[Any] = []

    class Keeping(SearchBot[Any, Any, Any]):
        def _select(self, node: Any, state: Any, actor: int, at_root: bool) -> Any:
            if at_root and not roots:
                roots.append(node)
            if actor == seat and not at_root:
                own[id(node)] = node
            return super()._select(node, state, actor, at_root)

    widening = 0.5
    Keeping(
        determinize=wizard.determinize, evaluate=wizard.search.round_value,
        policy=wizard.HeuristicBot, simulations=400, widening=widening, seed=3,
    ).choose(state.view(seat))  # fmt: skip
    widened = [node for node in own.values() if len(node.children) > 1]
    assert len(widened) >= 3
    for node in own.values():
        assert 1 <= len(node.children) <= 1 + int(widening * node.visits**0.5)
    assert len(roots[0].children) == len(state.legal_actions())  # the root is searched wide


def test_widening_is_checked() -> None:
    options: dict[str, Any] = {
        "determinize": wizard.determinize,
        "evaluate": wizard.search.round_value,
        "policy": wizard.HeuristicBot,
    }
    for bad in (0, -1.0, float("nan")):
        with pytest.raises(TricktakerError, match="widening must be above 0 or None"):
            SearchBot(**options, widening=bad)


def a_play_with_choices(seed: int) -> Any:
    """The view of the first Oh Hell play with four or more legal cards."""
    state = ohhell.new_game(ohhell.Rules(players=4), seed=seed)
    while not (state.phase is ohhell.Phase.PLAY and len(state.legal_actions()) >= 4):
        state, _ = state.apply(state.legal_actions()[0])
    return state.view(state.to_act)


def test_a_sweep_plays_each_world_from_every_root_action() -> None:
    view = a_play_with_choices(3)
    legal = view.legal_actions()
    for simulations, worlds in ((2 * len(legal), 2), (2 * len(legal) + 1, 3)):
        calls: list[Any] = []
        bot = SearchBot(
            determinize=spying(ohhell, calls),
            evaluate=ohhell.search.round_value,
            policy=ohhell.HeuristicBot,
            simulations=simulations,
            sweep=True,
            seed=1,
        )
        tried = bot.search(view)
        # The budget is checked after each world: every action once in each world drawn.
        assert len(calls) == worlds
        assert list(tried) == list(legal)
        assert {value.visits for value in tried.values()} == {worlds}
    calls = []
    unswept = SearchBot(
        determinize=spying(ohhell, calls),
        evaluate=ohhell.search.round_value,
        policy=ohhell.HeuristicBot,
        simulations=2 * len(legal),
        seed=1,
    )
    unswept.search(view)
    assert len(calls) == 2 * len(legal)  # without the sweep, a world a simulation


def test_a_sweeping_bot_plays_the_root_action_of_the_best_mean() -> None:
    view = a_play_with_choices(5)
    legal = view.legal_actions()
    options: dict[str, Any] = {"simulations": 3 * len(legal), "sweep": True}
    tried = ohhell.search_bot(4, **options).search(view)
    assert {value.visits for value in tried.values()} == {3}
    best = max(legal, key=lambda action: (tried[action].mean, -legal.index(action)))
    assert ohhell.search_bot(4, **options).choose(view) == best


@pytest.mark.parametrize("name", ["wizard", "ohhell", "szaman", "spades", "hearts", "bridge"])
def test_each_games_search_bot_passes_the_sweep_on(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = get_game(name).new_game(seed=3)
    while len(state.legal_actions()) < 2:
        state, _ = state.apply(state.legal_actions()[0])
    view = state.view(state.to_act)
    module = search_module(name)
    calls = counted_draws(module, monkeypatch)
    simulations = 2 * len(view.legal_actions())
    for sweep, worlds in ((False, simulations), (True, 2)):
        calls.clear()
        module.search_bot(1, simulations=simulations, sweep=sweep).choose(view)
        assert len(calls) == worlds


class RankedByPosition(SearchBot):
    """A search whose every simulation from a root action is worth that action's place in
    the canonical order (the last the best), without playing: the root's allocation alone."""

    def __init__(self, legal: Any, **options: Any) -> None:
        super().__init__(
            determinize=ohhell.determinize, evaluate=ohhell.search.round_value,
            policy=ohhell.HeuristicBot, **options,
        )  # fmt: skip
        self.legal = list(legal)

    def _simulate(self, root: Any, world: Any, seat: int, first: Any = None) -> float:
        child = root.children.get(first)
        if child is None:
            child = self._expand(root.children, first, self.legal)
        value = self.value(first)
        child.visits += 1
        child.total += value
        self._low, self._high = min(self._low, value), max(self._high, value)
        return value

    def value(self, action: Any) -> float:
        return float(self.legal.index(action))


def test_halving_keeps_the_better_half_of_the_root_actions_each_phase() -> None:
    view = a_play_with_choices(3)
    legal = list(view.legal_actions())
    assert len(legal) >= 4
    simulations = 12 * len(legal)
    bot = RankedByPosition(legal, simulations=simulations, sweep=True, halving=True, seed=1)
    tried = bot.search(view)
    visits = [tried[action].visits for action in legal]
    # Each phase sweeps the better half of the last: the later (better) an action, the more
    # worlds it was played in, and the two best share the most.
    assert visits == sorted(visits)
    assert visits[-1] == visits[-2] > visits[-3]
    phases = (len(legal) - 1).bit_length()  # ceil(log2(len(legal)))
    assert len(set(visits)) == phases
    survivors = len(legal)
    for _ in range(phases - 1):
        survivors -= survivors // 2
        assert visits.count(visits[-1]) <= survivors
    assert simulations <= sum(visits) < simulations + len(legal)
    assert bot.choose(view) == legal[-1]


def test_halving_breaks_ties_by_the_canonical_order_and_keeps_that_order() -> None:
    def root(means: dict[str, float]) -> dict[Any, _Node]:
        children = {}
        for action, mean in means.items():
            children[action] = node = _Node()
            node.visits, node.total = 2, 2 * mean
        return children

    # Three of five kept (the half rounded up): the two best, then the first of the tied.
    tied = root({"a": 1.0, "b": 3.0, "c": 1.0, "d": 3.0, "e": 1.0})
    assert _better_half(list("abcde"), tied) == ("a", "b", "d")
    assert _better_half(list("ed"), root({"d": 2.0, "e": 2.0})) == ("e",)


def test_halving_shares_a_time_budget_among_its_phases() -> None:
    view = a_play_with_choices(3)
    legal = list(view.legal_actions())
    ticks = iter(range(10_000))
    bot = RankedByPosition(
        legal, simulations=None, seconds=100, clock=lambda: next(ticks), sweep=True,
        halving=True, seed=1,
    )  # fmt: skip
    visits = [value.visits for value in bot.search(view).values()]
    phases = (len(legal) - 1).bit_length()
    assert len(set(visits)) == phases  # each phase ended at its share of the 100 ticks
    assert max(visits) > 1


def test_halving_is_an_option_of_the_sweep() -> None:
    view = a_play_with_choices(3)
    with pytest.raises(TricktakerError, match="halving needs sweep=True"):
        ohhell.search_bot(1, halving=True)
    plain = ohhell.search_bot(4, simulations=40, sweep=True).search(view)
    halved = ohhell.search_bot(4, simulations=40, sweep=True, halving=True).search(view)
    assert len({value.visits for value in plain.values()}) == 1
    assert len({value.visits for value in halved.values()}) > 1


class ValuedInTurn(RankedByPosition):
    """A search whose simulations take their values from ``rows``, a row a world: each
    action's value in that world, in the canonical order (as the sweep plays them)."""

    def __init__(self, legal: Any, rows: list[list[float]], **options: Any) -> None:
        super().__init__(legal, **options)
        self.values = iter(value for row in rows for value in row)

    def value(self, action: Any) -> float:
        return next(self.values)


def settling_bot(rows: list[list[float]], **options: Any) -> tuple[ValuedInTurn, Any, list[Any]]:
    """A sweeping ValuedInTurn bot, the Oh Hell view it searches (a play with four or more
    legal cards), and those cards."""
    view = a_play_with_choices(3)
    legal = list(view.legal_actions())
    assert all(len(row) == len(legal) for row in rows)
    bot = ValuedInTurn(legal, rows, sweep=True, seed=1, **options)
    bot._determinize = lambda view, rng, earlier: None  # type: ignore[assignment]
    return bot, view, legal


def test_a_settled_decision_ends_once_one_action_did_best_in_every_world() -> None:
    n = len(a_play_with_choices(3).legal_actions())
    # The last action is the best in each world; the first ties it in the first world.
    first = [[2.0] + [0.0] * (n - 2) + [2.0], [1.0] + [0.0] * (n - 2) + [3.0]]
    rows = first + [[0.0] * (n - 1) + [1.0]] * 30
    bot, view, legal = settling_bot(rows, simulations=30 * n, settle=3)
    assert {value.visits for value in bot.search(view).values()} == {3}  # settled
    # An action that did better in one world keeps the search going to its budget.
    rows = first + [[0.0, 4.0] + [0.0] * (n - 3) + [1.0]] + [[0.0] * (n - 1) + [1.0]] * 30
    bot, view, legal = settling_bot(rows, simulations=10 * n, settle=3)
    assert {value.visits for value in bot.search(view).values()} == {10}
    # A tie in every world settles too, on the first of the tied (the choice's tie-break).
    rows = [[1.0, 1.0] + [0.0] * (n - 2)] * 30
    bot, view, legal = settling_bot(rows, simulations=10 * n, settle=4)
    assert bot.choose(view) == legal[0]
    assert len(rows) - sum(1 for _ in bot.values) // n == 4  # four worlds' rows taken


def test_settling_is_checked_among_the_actions_halving_keeps() -> None:
    # Four actions, two phases of 20 simulations (5 worlds each); phase 1 keeps the last two.
    # The last does best of all in every world but the first, where the first beat it: the
    # first is dropped after phase 1, so the search settles at phase 2's first world.
    rows = [[3.0, 0.0, 1.0, 2.0]] + [[0.0, 0.0, 1.0, 2.0]] * 20
    bot, view, legal = settling_bot(rows, simulations=40, halving=True, settle=2)
    assert len(legal) == 4
    assert [value.visits for value in bot.search(view).values()] == [5, 5, 6, 6]
    bot, view, legal = settling_bot(rows, simulations=40, halving=True, settle=2)
    assert bot.choose(view) == legal[-1]
    # Without halving the first stays swept, and the search runs to its count.
    bot, view, legal = settling_bot(rows, simulations=40, settle=2)
    assert [value.visits for value in bot.search(view).values()] == [10] * 4


def test_a_margin_settles_a_decision_whose_leader_is_clearly_ahead() -> None:
    n = len(a_play_with_choices(3).legal_actions())
    # The last action is worth 1 in every world but the first, where the first beat it by
    # 2; every other action is worth 0. Settling on every world alone never ends it.
    rows = [[3.0] + [0.0] * (n - 2) + [1.0]] + [[0.0] * (n - 1) + [1.0]] * 40
    bot, view, legal = settling_bot(rows, simulations=20 * n, settle=3)
    assert {value.visits for value in bot.search(view).values()} == {20}
    # With a margin of 0 it ends once the first's mean gap to the last, plus twice its
    # standard error, is at most 0. After k worlds the gaps are 2 and k - 1 times -1: mean
    # (3 - k) / k, variance 9 / k, so (3 - k) / k + 2 * 3 / k <= 0 from k = 9 on.
    bot, view, legal = settling_bot(rows, simulations=20 * n, settle=3, margin=0.0)
    assert {value.visits for value in bot.search(view).values()} == {9}
    bot, view, legal = settling_bot(rows, simulations=20 * n, settle=3, margin=0.0)
    assert bot.choose(view) == legal[-1]


def test_a_margin_is_a_share_of_the_spread_of_the_values() -> None:
    n = len(a_play_with_choices(3).legal_actions())
    # Every action is worth about the same: 10, give or take a fifth, in turn. The spread of
    # the values seen is 0.4, and the gaps' upper bounds are below 0.4 but above 0.
    wobble = [0.2, -0.2, 0.1, -0.1]
    rows = [[10.0 + wobble[(world + i) % 4] for i in range(n)] for world in range(60)]
    for margin, visits in ((None, 12), (0.0, 12), (1.0, 4)):
        bot, view, _ = settling_bot(rows, simulations=12 * n, settle=4, margin=margin)
        assert {value.visits for value in bot.search(view).values()} == {visits}


def test_settling_is_an_option_of_the_sweep() -> None:
    with pytest.raises(TricktakerError, match="settle needs sweep=True"):
        ohhell.search_bot(1, settle=4)
    with pytest.raises(TricktakerError, match="margin needs settle"):
        ohhell.search_bot(1, sweep=True, margin=0.0)
    for bad_margin in (-0.1, math.nan):
        with pytest.raises(TricktakerError, match="margin must be 0 or more"):
            ohhell.search_bot(1, sweep=True, settle=4, margin=bad_margin)
    for bad in (0, -1, 2.0, True):
        with pytest.raises(TricktakerError, match="settle must be an int of at least 1"):
            ohhell.search_bot(1, sweep=True, settle=bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["wizard", "ohhell", "szaman", "spades", "hearts", "bridge"])
def test_each_games_search_bot_passes_settle_on(name: str) -> None:
    # Some decision of a hand is settled (every world agrees): it stops short of its count.
    module = search_module(name)
    state = get_game(name).new_game(seed=3)
    simulations = 200
    done = []
    options: dict[str, Any] = {"simulations": simulations, "sweep": True, "settle": 2}
    while state.legal_actions() and len(done) < 40:
        if len(state.legal_actions()) > 1:
            view = state.view(state.to_act)
            tried = module.search_bot(1, **options).search(view)
            done.append(sum(value.visits for value in tried.values()))
            if done[-1] < simulations:
                break
        state, _ = state.apply(state.legal_actions()[0])
    assert min(done) < simulations
    assert module.search_bot(1, **options).search(view) == tried  # a seed replays it


@pytest.mark.parametrize("name", ["wizard", "ohhell", "szaman", "spades", "hearts", "bridge"])
def test_each_games_search_bot_passes_halving_on(name: str) -> None:
    state = get_game(name).new_game(seed=3)
    while len(state.legal_actions()) < 3:
        state, _ = state.apply(state.legal_actions()[0])
    view = state.view(state.to_act)
    module = search_module(name)
    simulations = 4 * len(view.legal_actions())
    tried = module.search_bot(1, simulations=simulations, sweep=True, halving=True).search(view)
    assert len({value.visits for value in tried.values()}) > 1
    again = module.search_bot(1, simulations=simulations, sweep=True, halving=True).search(view)
    assert again == tried


class FirstLegal:
    """A policy that plays the first legal action: the same in every visit of a world."""

    def __init__(self, seed: int | None = None) -> None:
        del seed

    def choose(self, view: Any) -> Any:
        return view.legal_actions()[0]


def others_children(others: str) -> list[tuple[bool, int]]:
    """For each node of the other seats' choices below the root, whether the first legal
    action is its only child, and its children's count: a search of one world (the true
    state) with ``others`` and a policy that plays the first legal action."""
    view = a_play_with_choices(7)
    state = ohhell.new_game(ohhell.Rules(players=4), seed=7)
    while state.view(state.to_act) != view:
        state, _ = state.apply(state.legal_actions()[0])
    roots: list[Any] = []

    class Keeping(SearchBot[Any, Any, Any]):
        def _select(self, node: Any, state: Any, actor: int, at_root: bool) -> Any:
            if at_root and not roots:
                roots.append(node)
            return super()._select(node, state, actor, at_root)

    Keeping(
        determinize=lambda view, rng, earlier: state, evaluate=ohhell.search.round_value,
        policy=FirstLegal, simulations=300, others=others, seed=1,
    ).search(view)  # fmt: skip
    found: list[tuple[bool, int]] = []

    def walk(node: Any, position: Any) -> None:
        for action, child in node.children.items():
            after, _ = position.apply(action)
            if after.to_act is None or after.round != position.round:
                continue
            if after.to_act != view.seat and child.children:
                first = after.legal_actions()[0]
                found.append((set(child.children) == {first}, len(child.children)))
            walk(child, after)

    walk(roots[0], state)
    return found


def test_with_others_by_policy_the_tree_searches_only_the_seats_own_choices() -> None:
    # One world and a policy that plays the first legal action: every choice of another seat
    # below the root is that action, however often it is visited; searched (the default),
    # the other seats try their other actions too.
    by_policy = others_children("policy")
    assert len(by_policy) >= 10
    assert all(only_first for only_first, _ in by_policy)
    searched = others_children("search")
    assert any(count > 1 for _, count in searched)


def test_with_others_by_policy_only_the_searching_seat_is_valued() -> None:
    # The other seats' values choose nothing then, so the search asks only for its own; by
    # default each seat's choices in the tree are valued for that seat.
    view = a_play_with_choices(3)
    valued: dict[str, set[int]] = {}
    for others in ("policy", "search"):
        asked = valued[others] = set()

        def evaluate(state: Any, events: Any, seat: int, asked: set[int] = asked) -> float | None:
            asked.add(seat)
            return ohhell.search.round_value(state, events, seat)

        SearchBot(
            determinize=ohhell.determinize, evaluate=evaluate, policy=ohhell.HeuristicBot,
            simulations=60, others=others, seed=1,
        ).search(view)  # fmt: skip
    assert valued["policy"] == {view.seat}
    assert valued["search"] > {view.seat}


def test_others_is_checked_and_passed_on_by_each_game() -> None:
    with pytest.raises(TricktakerError, match="others must be one of 'search', 'policy'"):
        SearchBot(
            determinize=ohhell.determinize, evaluate=ohhell.search.round_value,
            policy=ohhell.HeuristicBot, others="nobody",
        )  # fmt: skip
    for name in ("wizard", "ohhell", "szaman", "spades", "hearts", "bridge"):
        module = search_module(name)
        with pytest.raises(TricktakerError, match="others must be one of"):
            module.search_bot(1, others="nobody")
        state = get_game(name).new_game(seed=3)
        while len(state.legal_actions()) < 2:
            state, _ = state.apply(state.legal_actions()[0])
        view = state.view(state.to_act)
        bot = module.search_bot(1, simulations=20, others="policy")
        assert bot.choose(view) in view.legal_actions()


class SimulationClock:
    """A clock that moves one second at each world drawn, that is at each simulation."""

    def __init__(self, module: Any) -> None:
        self.now = 0.0
        self.simulations = 0
        self._determinize = module.determinize

    def __call__(self) -> float:
        return self.now

    def determinize(self, view: Any, rng: random.Random, earlier: Any) -> Any:
        self.now += 1.0
        self.simulations += 1
        return self._determinize(view, rng, earlier)


def banking_bot(clock: SimulationClock, bank: bool) -> SearchBot:
    return SearchBot(
        determinize=clock.determinize,
        evaluate=ohhell.search.round_value,
        policy=ohhell.HeuristicBot,
        simulations=None,
        seconds=2.5,
        clock=clock,
        bank=bank,
        seed=1,
    )


def test_the_bank_spends_later_the_time_a_forced_move_saved() -> None:
    state = ohhell.new_game(ohhell.Rules(players=4), seed=3)
    view = state.view(state.to_act)  # the first bid
    while len(state.legal_actions()) != 1:
        state, _ = state.apply(state.legal_actions()[-1])
    forced = state.view(state.to_act)
    assert len(view.legal_actions()) > 1
    counts: dict[bool, list[int]] = {}
    for bank in (False, True):
        clock = SimulationClock(ohhell)
        bot = banking_bot(clock, bank)
        bot.choose(forced)  # no simulation: 2.5 s saved
        runs = []
        for _ in range(2):
            before = clock.simulations
            bot.choose(view)
            runs.append(clock.simulations - before)
        counts[bank] = runs
    # Without the bank each search stops at its first simulation past 2.5 s. With it, the
    # first search is given 2.5 + 2.5 / 4 and runs 4; it spent 4 of the 5 s given in all, so
    # the second is given 2.5 + 1 / 4 and runs 3.
    assert counts == {False: [3, 3], True: [4, 3]}


def test_with_the_bank_the_mean_time_a_decision_is_the_budget() -> None:
    schedule = (10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    for bank in (False, True):
        clock = SimulationClock(ohhell)
        bots = [banking_bot(clock, bank)] + [ohhell.HeuristicBot(seat) for seat in range(1, 4)]
        state = ohhell.new_game(ohhell.Rules(players=4, schedule=schedule), seed=5)
        decisions = searched = 0
        while not state.is_over:
            seat = state.to_act
            if seat == 0:
                decisions += 1
                searched += len(state.legal_actions()) > 1
            state, _ = state.apply(bots[seat].choose(state.view(seat)))
        assert searched < decisions  # the last card of each round is forced
        if not bank:
            # each search stops at its first simulation past 2.5 s, and a forced move takes
            # none, so the mean is below the budget
            assert clock.simulations == 3 * searched < 2.5 * decisions
        else:
            # every second given is spent or still kept, and what is kept at the end is what
            # the last few decisions left (the last, forced, card adds 2.5 s to it)
            assert clock.simulations + bots[0]._saved == 2.5 * decisions
            assert -1 < bots[0]._saved < 10


def test_the_bank_needs_a_budget_in_seconds() -> None:
    with pytest.raises(TricktakerError, match="bank needs a budget in seconds"):
        SearchBot(
            determinize=ohhell.determinize,
            evaluate=ohhell.search.round_value,
            policy=ohhell.HeuristicBot,
            bank=True,
        )


def test_the_search_bot_values_a_round_or_the_chance_to_win() -> None:
    assert wizard.search_bot(value="win")._evaluate is wizard.search.win_value
    assert wizard.search_bot()._evaluate is wizard.search.round_value
    with pytest.raises(TricktakerError, match="value must be one of 'round', 'win', not 'game'"):
        wizard.search_bot(value="game")


@given(
    st.lists(st.integers(-500, 1500), min_size=2, max_size=2),
    st.floats(min_value=1.0, max_value=1e5),
)
def test_two_seats_chances_to_win_add_up_to_one(scores: list[int], variance: float) -> None:
    from tricktaker.engine.worlds import win_chance

    first, second = win_chance(scores, 0, variance), win_chance(scores, 1, variance)
    assert first + second == pytest.approx(1.0)
    assert (first > second) == (scores[0] > scores[1]) or scores[0] == scores[1]


@given(st.lists(st.integers(-500, 1500), min_size=3, max_size=6), st.data())
def test_at_the_end_the_chance_to_win_is_whether_a_seat_has_the_highest_total(
    scores: list[int], data: st.DataObject
) -> None:
    from tricktaker.engine.worlds import win_chance

    seat = data.draw(st.integers(0, len(scores) - 1))
    assert win_chance(scores, seat, 0.0) == (1.0 if scores[seat] == max(scores) else 0.0)
    higher = [*scores]
    higher[seat] += 10
    before, after = win_chance(scores, seat, 300.0), win_chance(higher, seat, 300.0)
    assert after >= before
    if 1e-9 < before < 0.5:  # not lost (or won) to the float's precision
        assert after > before
