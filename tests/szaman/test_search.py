"""Unit tests of tricktaker.szaman.search: a playout's value at the game's end, and the search
bot's choices."""

from __future__ import annotations

import itertools
import random

import pytest

from tricktaker import Suit
from tricktaker.bots import RandomBot, play_game
from tricktaker.szaman import (
    HandScored,
    HeuristicBot,
    PointsBot,
    Rules,
    State,
    new_game,
    search_bot,
)
from tricktaker.szaman.bots import hand_worth
from tricktaker.szaman.search import determinize, expected_distance, hand_value, known_voids

from .test_bots import Checked, view_of


def scored(hand_number: int, scores: tuple[int, ...]) -> HandScored:
    points = tuple(0 for _ in scores)
    return HandScored(
        hand_number=hand_number,
        trick_points=points,
        penalties=points,
        points=points,
        scores=scores,
    )


def play_out(rules: Rules, seed: int) -> list[State]:
    """Every state of a game between random and heuristic bots, in order."""
    bots = [HeuristicBot(seed + seat) if seat % 2 else RandomBot(seed + seat) for seat in range(4)]
    bots = bots[: rules.players]
    state = new_game(rules, seed=seed)
    states = [state]
    while state.to_act is not None:
        state, _ = state.apply(bots[state.to_act].choose(state.view(state.to_act)))
        states.append(state)
    return states


@pytest.mark.parametrize("variant", ["classic", "russian"])
@pytest.mark.parametrize("jokers_always_playable", [False, True])
def test_a_seat_known_to_lack_a_suit_holds_none_of_it(
    variant: str, jokers_always_playable: bool
) -> None:
    known = 0
    for players in (2, 3, 4):
        rules = Rules(
            players=players,
            variant=variant,  # type: ignore[arg-type]
            hands=2,
            jokers_always_playable=jokers_always_playable,
        )
        for state in play_out(rules, seed=players)[:-1]:
            voids = known_voids(state.view(state.to_act))  # type: ignore[arg-type]
            for seat, suits in enumerate(voids):
                assert not [card for card in state.hands[seat] if card.suit in suits]
                known += len(suits)
    assert known > 0


def test_a_seat_that_did_not_follow_lacks_the_suit_led() -> None:
    state = new_game(Rules(players=3), seed=4)
    while not state.trick or all(card.suit is state.trick_suit for card in state.trick):
        state, _ = state.apply(HeuristicBot(1).choose(state.view(state.to_act)))  # type: ignore[arg-type]
    off = next(i for i, card in enumerate(state.trick) if card.suit is not state.trick_suit)
    seat = (state.leader + off) % 3
    assert state.trick_suit in known_voids(state.view(state.to_act))[seat]  # type: ignore[arg-type]


def test_a_trick_led_by_a_joker_shows_who_lacks_the_suit_it_named() -> None:
    # Right after a finished trick led by a Joker, each seat that played a suited card of
    # another suit than the one the Joker named lacks it (only the winner, the leader, drew).
    shown = 0
    for seed in range(12):
        states = play_out(Rules(players=4), seed=seed)
        for before, after in itertools.pairwise(states[:-1]):
            if len(after.played) != len(before.played) + 4 or not after.played:
                continue  # not the end of a trick within a hand
            trick = after.played[-4:]
            if trick[0].suit is not None:
                continue
            named = after.led_suits[-1]
            voids = known_voids(after.view(after.to_act))  # type: ignore[arg-type]
            for i, card in enumerate(trick[1:], start=1):
                if card.suit is not None and card.suit is not named:
                    assert named in voids[(after.last_trick.leader + i) % 4]
                    shown += 1
    assert shown > 0


def test_worlds_deal_no_seat_a_suit_it_lacks() -> None:
    rules = Rules(players=4, variant="russian")
    rng = random.Random(3)
    checked = 0
    for state in play_out(rules, seed=5)[:-1]:
        view = state.view(state.to_act)  # type: ignore[arg-type]
        voids = known_voids(view)
        if not any(voids):
            continue
        world = determinize(view, rng)
        assert world.view(view.seat) == view
        assert sorted(world.stock + sum(world.hands, ())) == sorted(
            state.stock + sum(state.hands, ())
        )
        for seat, suits in enumerate(voids):
            assert not [card for card in world.hands[seat] if card.suit in suits]
        checked += 1
    assert checked > 0


def test_a_view_made_by_hand_shows_no_voids() -> None:
    view = view_of("2C 9H", "5C 7D")  # seat 1 did not follow ♣, but no trick adds up
    assert known_voids(view)[1] == {Suit.CLUBS}
    assert known_voids(view_of("2C 9H", played="3S 4S 5S 6H")) == [set(), set(), set()]


def value_of(state: object, event: HandScored, seat: int) -> float:
    value = hand_value(state, [event], seat)  # type: ignore[arg-type]
    assert value is not None
    return value


def test_with_no_hand_left_the_expected_distance_is_the_distance() -> None:
    rules = Rules()
    assert [expected_distance(total, rules, 0) for total in (50, 66, 80)] == [16, 0, 14]


def test_the_expected_distance_allows_for_the_hands_left() -> None:
    rules = Rules(players=3, variant="russian")
    worth = hand_worth(rules)
    on_course = 66 - 2 * worth.mean
    near = expected_distance(on_course, rules, 2)
    assert 0 < near < worth.sd * 2  # the spread of two hands, not their points
    assert expected_distance(on_course - 20, rules, 2) > near
    assert expected_distance(on_course + 20, rules, 2) > near
    # Equally far either side of the course, equally far from the target.
    assert expected_distance(on_course - 20, rules, 2) == pytest.approx(
        expected_distance(on_course + 20, rules, 2)
    )
    # Far from the course the spread hardly matters.
    assert expected_distance(on_course + 100, rules, 2) == pytest.approx(100, abs=0.01)


def test_a_playout_has_no_value_until_a_hand_is_scored() -> None:
    state = new_game(Rules(players=3), seed=1)
    assert hand_value(state, [], 0) is None


def test_after_the_last_hand_the_value_is_how_much_closer_than_the_closest_other() -> None:
    state = new_game(Rules(players=3, hands=2), seed=1)
    last = scored(2, (70, 50, 80))
    # Distances 4, 16 and 14: each against the closest of the others.
    assert [hand_value(state, [last], seat) for seat in range(3)] == [10, -12, -10]


def test_before_the_last_hand_a_seat_on_course_for_the_target_is_worth_more() -> None:
    rules = Rules(players=4, variant="russian")
    state = new_game(rules, seed=1)
    on_course = round(66 - 3 * hand_worth(rules).mean)
    first = scored(3, (on_course, on_course + 30, on_course - 30, on_course + 60))
    values = [value_of(state, first, seat) for seat in range(4)]
    assert values[0] > values[1] > values[3]
    assert values[0] > values[2]


def test_points_past_the_target_are_worth_less_than_none() -> None:
    # The raw points of the hand would say the opposite.
    rules = Rules(players=2, variant="russian", hands=2)
    state = new_game(rules, seed=1)
    assert value_of(state, scored(1, (150, 60)), 0) < value_of(state, scored(1, (60, 150)), 0)


def test_at_64_in_the_last_hand_search_lets_the_jack_of_hearts_go() -> None:
    view = view_of("3H QH", "JH 2H", hand_number=6, scores=(64, 60, 58))
    assert str(search_bot(1, playouts=16).choose(view)) == "play 3♥"


def test_far_behind_in_the_last_hand_search_takes_the_jack_of_hearts() -> None:
    view = view_of("3H QH", "JH 2H", hand_number=6, scores=(20, 50, 40))
    assert str(search_bot(1, playouts=16).choose(view)) == "play Q♥"


@pytest.mark.parametrize("variant", ["classic", "russian"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_search_bot_chooses_legal_plays(players: int, variant: str) -> None:
    rules = Rules(players=players, variant=variant, hands=2)  # type: ignore[arg-type]
    makers = (search_bot, HeuristicBot, PointsBot)
    bots = [
        Checked(search_bot(seat, playouts=4) if seat == 0 else makers[seat % 3](seat))
        for seat in range(players)
    ]
    final, _ = play_game(new_game(rules, seed=players), bots)
    assert final.is_over
    assert bots[0].choices


def test_the_search_bot_replays_for_its_seed() -> None:
    rules = Rules(players=3, variant="russian", hands=1)
    state = new_game(rules, seed=2)

    def game() -> object:
        return play_game(state, [search_bot(5, playouts=6), HeuristicBot(1), PointsBot(2)])

    assert game() == game()
