"""tricktaker.encoding over every built-in game and player count: the action numbering is a
bijection onto ``range(num_actions)``; observations have their documented length and bounds
and never move when only hidden cards move; masks are the legal actions; information states
are equal exactly when views are. Each game's stored numbering and a worked observation are
in tests/<game>/test_encoding.py."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.registry import GAMES as REGISTERED_GAMES
from tricktaker import (
    Card,
    IllegalActionError,
    Play,
    Suit,
    TricktakerError,
    encoding,
    from_json,
    get_game,
    ohhell,
    szaman,
    tarok,
    wizard,
)
from tricktaker.games import decider_of
from tricktaker.lean import replace

GAMES: dict[str, Any] = {name: get_game(name) for name in REGISTERED_GAMES}
CONFIGS: list[Any] = [
    *(wizard.Rules(players=n, hook=n % 2 == 0) for n in range(3, 7)),
    *(szaman.Rules(players=n, hands=2) for n in range(2, 7)),
    szaman.Rules(players=3, variant="russian", hands=2),
    szaman.Rules(players=4, jokers_always_playable=True, lead_starting_card=False, hands=1),
    *(ohhell.Rules(players=n) for n in range(3, 8)),
    ohhell.Rules(players=3, schedule=(17,), off_bid_penalty=True),
]
CONFIGS += [  # every other registered game, on its default rules
    game.rules() for game in GAMES.values() if not any(type(r) is game.rules for r in CONFIGS)
]
IDS = [
    f"{type(rules).__module__.split('.')[1]}-{rules.players}p-{i}"
    for i, rules in enumerate(CONFIGS)
]
DOCS = Path(__file__).resolve().parent.parent / "docs" / "observations.md"


def game_of(rules: Any) -> Any:
    return next(game for game in GAMES.values() if isinstance(rules, game.rules))


def positions(rules: Any, seed: int, *, every: int = 1, limit: int = 400) -> Iterator[Any]:
    """States of a random game of ``rules`` (every ``every``-th, at most ``limit``), its
    last state (the game over) included."""
    rng = random.Random(seed)
    state = game_of(rules).new_game(rules, seed=seed)
    step = 0
    while not state.is_over and step < limit * every:
        if step % every == 0:
            yield state
        legal = state.legal_actions()
        action = rng.choice(legal)
        if isinstance(state, tarok.State) and tarok.Pass() in legal and rng.random() < 0.8:
            action = tarok.Pass()  # else nearly every tarok hand is a valat or a beggar
        state, _ = state.apply(action)
        step += 1
    if state.is_over:
        yield state


def hidden_swaps(state: Any, seat: int, rng: random.Random) -> Iterator[Any]:
    """``state`` with two cards that ``seat`` cannot see swapped: one between two other
    seats' hands, and in Szaman one between another seat's hand and the stock."""
    hands = [list(hand) for hand in state.hands]
    shown = getattr(state.view(seat), "shown_hands", ())  # bridge's faced dummy: seen by all
    others = [s for s, hand in enumerate(hands) if s != seat and hand and not (shown and shown[s])]
    if len(others) >= 2:
        a, b = rng.sample(others, 2)
        i, j = rng.randrange(len(hands[a])), rng.randrange(len(hands[b]))
        hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
        swapped = tuple(tuple(sorted(hand)) for hand in hands)
        yield replace(state, hands=swapped)
        hands = [list(hand) for hand in state.hands]
    if isinstance(state, szaman.State) and state.stock and others:
        a = rng.choice(others)
        stock = list(state.stock)
        i, j = rng.randrange(len(hands[a])), rng.randrange(len(stock))
        hands[a][i], stock[j] = stock[j], hands[a][i]
        swapped = tuple(tuple(sorted(hand)) for hand in hands)
        yield replace(state, hands=swapped, stock=tuple(stock))


# -- the action numbering -------------------------------------------------------------------------


@pytest.mark.parametrize("rules", CONFIGS, ids=IDS)
def test_the_numbering_is_a_bijection_onto_the_range(rules: Any) -> None:
    state = game_of(rules).new_game(rules, seed=1)
    count = encoding.num_actions(rules)
    actions = [encoding.action_from_index(i, state) for i in range(count)]
    assert len(set(actions)) == count
    assert [encoding.action_index(action, rules) for action in actions] == list(range(count))
    assert [encoding.action_from_index(i, state.view(0)) for i in range(count)] == actions


@pytest.mark.parametrize("rules", CONFIGS, ids=IDS)
def test_every_legal_action_of_a_game_has_an_index_that_names_it(rules: Any) -> None:
    for seed in range(3):
        for state in positions(rules, seed):
            for action in state.legal_actions():
                index = encoding.action_index(action, rules)
                assert encoding.action_from_index(index, state) == action


def test_the_numberings_are_each_games_own() -> None:
    count = {name: encoding.num_actions(game.rules()) for name, game in GAMES.items()}
    # Each module's docstring lists its numbering: bids, calls or passes after the 52 cards.
    stored = {"wizard": 85, "szaman": 58, "ohhell": 70, "spades": 66, "hearts": 104, "bridge": 90}
    assert {name: count[name] for name in stored} == stored
    # One rule set or another of a game: the same numbering.
    for rules in CONFIGS:
        assert encoding.num_actions(rules) == encoding.num_actions(type(rules)())


@pytest.mark.parametrize(
    ("action", "rules"),
    [
        (Play(Card.parse("RJ")), wizard.Rules()),  # no Joker in Wizard
        (Play(Card.parse("W1")), szaman.Rules()),  # no Wizard in Szaman
        (Play(Card.parse("8H"), suit=Suit.HEARTS), wizard.Rules()),  # a suit with a Wizard card
        (Play(Card.parse("8H"), suit=Suit.HEARTS), szaman.Rules()),  # ... and a Szaman card
        (Play(Card.parse("RJ"), suit=Suit.SPADES), szaman.Rules()),  # red Joker, black suit
        (wizard.Bid(21), wizard.Rules()),  # more than any round's tricks
        (wizard.Bid(-1), wizard.Rules()),
        (ohhell.Bid(18), ohhell.Rules()),
        (wizard.Bid(2), ohhell.Rules()),  # another game's action
        (ohhell.Bid(2), wizard.Rules()),
        ("bid 2", wizard.Rules()),
        ([1, 2], wizard.Rules()),  # unhashable
    ],
)
def test_an_action_of_no_such_index_is_refused(action: Any, rules: Any) -> None:
    with pytest.raises(IllegalActionError, match=r"no .* action, so it has no index") as caught:
        encoding.action_index(action, rules)
    assert caught.value.code == "malformed"


@pytest.mark.parametrize("index", [-1, 85, 1.0, "3", True, None])
def test_an_index_out_of_range_is_refused(index: Any) -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=1)
    with pytest.raises(IllegalActionError, match="the indices are 0 to 84") as caught:
        encoding.action_from_index(index, state)
    assert caught.value.code == "malformed"


def test_an_index_of_another_int_type_is_taken_by_its_value() -> None:
    class Index:  # what numpy.int64 offers: __index__
        def __index__(self) -> int:
            return 61

    state = wizard.new_game(wizard.Rules(players=3), seed=1)
    assert encoding.action_from_index(Index(), state) == wizard.Bid(1)  # type: ignore[arg-type]


@pytest.mark.parametrize("value", [object(), None, wizard.Rules])
def test_rules_of_no_game_with_an_encoding_are_refused(value: Any) -> None:
    with pytest.raises(TricktakerError, match="no encoding for"):
        encoding.num_actions(value)
    with pytest.raises(TricktakerError, match="no encoding for"):
        encoding.observation_size(value)


def test_a_state_is_not_observed_nor_anything_else_but_a_view() -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=1)
    for function in (encoding.observation, encoding.legal_action_mask, encoding.information_state):
        with pytest.raises(TricktakerError, match=r"expected a seat's view \(Wizard"):
            function(state)
        with pytest.raises(TricktakerError, match="expected a game's state or view"):
            function("view")
    with pytest.raises(TricktakerError, match="expected a game's state or view"):
        encoding.action_from_index(0, wizard.Rules())


# -- observations, masks and information states ----------------------------------------------------


@pytest.mark.parametrize("rules", CONFIGS, ids=IDS)
def test_observations_have_their_size_and_bounds_and_masks_are_the_legal_actions(
    rules: Any,
) -> None:
    layout = encoding.observation_layout(rules)
    size = encoding.observation_size(rules)
    assert size == sum(section.size for section in layout)
    assert len({section.name for section in layout}) == len(layout)
    bounds = [(s.low, s.high) for s in layout for _ in range(s.size)]
    count = encoding.num_actions(rules)
    states = 0
    for seed in range(2):
        for state in positions(rules, seed, every=3):
            states += 1
            for seat in range(rules.players):
                view = state.view(seat)
                vector = encoding.observation(view)
                assert len(vector) == size
                assert all(type(x) is float for x in vector)
                outside = [
                    (i, x)
                    for i, (x, (low, high)) in enumerate(zip(vector, bounds, strict=True))
                    if not low <= x <= high
                ]
                assert outside == []
                mask = encoding.legal_action_mask(view)
                assert len(mask) == count
                assert set(mask) <= {0, 1}
                legal = state.legal_actions() if seat == decider_of(state) else ()
                assert sum(mask) == len(legal)
                assert [i for i, bit in enumerate(mask) if bit] == sorted(
                    encoding.action_index(action, rules) for action in legal
                )
    assert states > 20


@pytest.mark.parametrize("rules", CONFIGS, ids=IDS)
def test_hidden_cards_move_neither_the_observation_nor_the_information_state(rules: Any) -> None:
    rng = random.Random(7)
    swaps = 0
    for state in positions(rules, seed=3, every=2, limit=150):
        for seat in range(rules.players):
            view = state.view(seat)
            observed, known = encoding.observation(view), encoding.information_state(view)
            for other in hidden_swaps(state, seat, rng):
                swaps += 1
                assert encoding.observation(other.view(seat)) == observed
                assert encoding.information_state(other.view(seat)) == known
                # The swap is seen by the seats whose cards moved (the check can fail).
                moved = [s for s in range(rules.players) if other.hands[s] != state.hands[s]]
                assert all(
                    encoding.observation(other.view(s)) != encoding.observation(state.view(s))
                    for s in moved
                )
    assert swaps > 50


@pytest.mark.parametrize("rules", CONFIGS, ids=IDS)
def test_information_states_are_equal_exactly_when_views_are(rules: Any) -> None:
    rng = random.Random(11)
    views_of: dict[str, set[Any]] = {}
    texts_of: dict[Any, set[str]] = {}
    for seed in range(2):
        for state in positions(rules, seed, every=2, limit=150):
            for seat in range(rules.players):
                # The same view from other states: the hidden cards swapped.
                for position in (state, *hidden_swaps(state, seat, rng)):
                    view = position.view(seat)
                    text = encoding.information_state(view)
                    views_of.setdefault(text, set()).add(view)
                    texts_of.setdefault(view, set()).add(text)
    assert all(len(views) == 1 for views in views_of.values())
    assert all(len(texts) == 1 for texts in texts_of.values())
    assert all(from_json(text) in views for text, views in views_of.items())
    assert len(views_of) > 50


# The suit named for a led Joker is not in the trick's cards: a seat that saw RJ led as ♦ and
# one that saw it led as ♥ know different things (which cards followed, so who showed a void)
# once the trick is over too. szaman.View keeps it in led_suits.
def test_a_szaman_view_keeps_the_suit_named_for_a_led_joker() -> None:
    rules = szaman.Rules(players=3, lead_starting_card=False)
    start = szaman.new_game(rules, seed=1)
    hands = (
        tuple(sorted(Card.parse(text) for text in ("RJ", "4D", "5D"))),
        tuple(sorted(Card.parse(text) for text in ("2C", "3C", "9C"))),
        tuple(sorted(Card.parse(text) for text in ("2S", "3S", "9S"))),
    )
    state = replace(start, hands=hands, leader=0, to_act=0)
    seen = []
    for suit in (Suit.DIAMONDS, Suit.HEARTS):
        after, _ = state.apply(Play(Card.parse("RJ"), suit=suit))
        after, _ = after.apply(Play(Card.parse("2C")))  # off suit either way
        after, _ = after.apply(Play(Card.parse("2S")))
        assert after.trick == ()
        assert after.hand_points == (6, -2, -2)
        assert after.led_suits == after.view(1).led_suits == (suit,)
        seen.append(encoding.information_state(after.view(1)))
    assert seen[0] != seen[1]


# -- the docs -----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(GAMES))
def test_the_observations_page_lists_each_layout_in_order(name: str) -> None:
    text = DOCS.read_text(encoding="utf-8")
    match = re.search(rf"<!-- layout: {name} -->\n(.*?)\n\n", text, re.S)
    assert match is not None, f"no layout table for {name} in {DOCS.name}"
    listed = re.findall(r"^\| `(\w+)` \| ([^|]+) \|", match.group(1), re.M)
    rules = GAMES[name].rules()
    layout = encoding.observation_layout(rules)
    assert [section for section, _ in listed] == [section.name for section in layout]
    # a size written as a number (not in terms of the players) is the default rules' size
    sizes = {section: int(size) for section, size in listed if size.strip().isdigit()}
    assert sizes == {section.name: section.size for section in layout if section.name in sizes}
