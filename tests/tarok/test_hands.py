"""A Tarok game of several hands (``Rules(hands=N)``): the deal passes one seat a hand
(valat.si's rules: "Vloga delilca se vsako rundo premakne za ena naprej v krogu"; OpenSpiel's
hand, hand 1 here, has the last seat deal and seat 0 lead the bidding's order as forehand),
each hand's score is added to the totals, and after the last hand the highest total wins.
OpenSpiel's ``tarok`` is one hand: ``Rules()`` stays that."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktaker import Event, GameOver, RulesError, chance, from_json, tarok, to_json
from tricktaker.tarok import _LONGEST_AUCTION, HandScored, HandStarted
from tricktaker.tarok.rules import _calls
from tricktaker.words import Teller


def test_one_hand_by_default_as_openspiel() -> None:
    assert tarok.Rules().hands == 1
    state, events = _play(tarok.Rules(players=3), seed=2)
    assert state.hand_number == 1
    assert [type(e) for e in events].count(HandScored) == 1
    words = tarok.GAME.words
    summary = words.summary(tarok.Rules(hands=6), Teller(words))
    assert summary == "4 players; 6 hands; the highest total wins"
    assert words.progress(tarok.Rules(hands=6), 2, Teller(words)) == "hand 2 of 6"


@pytest.mark.parametrize("hands", [0, 100, True, 2.0, "3"])
def test_a_bad_number_of_hands_is_refused(hands: object) -> None:
    with pytest.raises(RulesError, match=r"Rules\.hands must be 1 to 99, not"):
        tarok.Rules(hands=hands)  # type: ignore[arg-type]


def _play(rules: tarok.Rules, seed: int) -> tuple[tarok.State, list[Event]]:
    """A game of ``rules`` played by random legal actions, and all its events."""
    state, events = tarok.start(rules, seed=seed)
    every = list(events)
    rng = random.Random(seed)
    while not state.is_over:
        state, events = state.apply(rng.choice(state.legal_actions()))
        every += events
    return state, every


# (players, hands): the dealer of each hand, the last seat first, then one seat on.
DEALERS = [(3, 4, (2, 0, 1, 2)), (4, 5, (3, 0, 1, 2, 3))]


@pytest.mark.parametrize(("players", "hands", "dealers"), DEALERS)
def test_the_deal_passes_one_seat_a_hand(
    players: int, hands: int, dealers: tuple[int, ...]
) -> None:
    state, events = _play(tarok.Rules(players=players, hands=hands), seed=7)
    started = [event for event in events if type(event) is HandStarted]
    assert [event.hand_number for event in started] == list(range(1, hands + 1))
    assert tuple(event.dealer for event in started) == dealers
    assert state.hand_number == hands


def test_the_second_hand_bids_from_its_forehands_left() -> None:
    state = tarok.new_game(tarok.Rules(players=3, hands=2), seed=3)
    rng = random.Random(3)
    while state.hand_number == 1:
        state = state.apply(rng.choice(state.legal_actions()))[0]
    # hand 2: seat 0 deals, seat 1 is forehand, seat 2 (forehand's left) bids first
    assert (state.dealer, state.to_act, state.auction) == (0, 2, ())
    assert state.phase is tarok.Phase.BID


def test_the_totals_carry_from_hand_to_hand() -> None:
    state, events = _play(tarok.Rules(players=4, hands=3), seed=11)
    scored = [event for event in events if type(event) is HandScored]
    totals: tuple[int, ...] = (0, 0, 0, 0)
    for event in scored:
        totals = tuple(t + p for t, p in zip(totals, event.points, strict=True))
        assert event.scores == totals
    over = events[-1]
    assert type(over) is GameOver
    assert over.scores == state.scores == totals
    assert over.winners == tuple(s for s in range(4) if totals[s] == max(totals))


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([3, 4]), st.integers(1, 4))
def test_random_games_add_up(seed: int, players: int, hands: int) -> None:
    state, events = _play(tarok.Rules(players=players, hands=hands), seed=seed)
    scored = [event for event in events if type(event) is HandScored]
    assert [event.hand_number for event in scored] == list(range(1, hands + 1))
    sums = [sum(event.points[seat] for event in scored) for seat in range(players)]
    assert list(state.scores) == sums
    assert state.winners == tuple(s for s in range(players) if sums[s] == max(sums))
    assert from_json(to_json(state)) == state


def test_a_later_hand_round_trips_and_deals_by_chance() -> None:
    rules = tarok.Rules(players=3, hands=2)
    state = tarok.new_game(rules, seed=5)
    rng = random.Random(5)
    while state.hand_number == 1 or not state.played:
        state = state.apply(rng.choice(state.legal_actions()))[0]
    assert from_json(to_json(state)) == state
    view = state.view(1)
    assert from_json(to_json(view)) == view
    # explicit chance: hand 2 laid out from given cards with hand 1's totals
    game = chance.new_game("tarok", rules, seed=5)
    hands, talon = [tarok.DECK[i * 16 : (i + 1) * 16] for i in range(3)], tarok.DECK[48:]
    game = game.deal(hands, talon)[0]
    totals: tuple[int, ...] = (0, 0, 0)
    while not game.is_chance:
        game, events = game.apply(rng.choice(game.legal_actions()))
        totals = next((e.scores for e in events if type(e) is HandScored), totals)
    assert (game.number, game.scores) == (2, totals)
    game = game.deal(hands, talon)[0]
    assert (game.game_state.dealer, game.game_state.scores) == (0, totals)


def _longest_auction(players: int) -> int:
    """The most calls of an auction, every choice tried (the calls to come depend only on
    each seat's last call and the seat to call: remembered by them)."""
    rules = SimpleNamespace(players=players)
    memo: dict[tuple[tuple[int, ...], int], int] = {}

    def more(auction: tuple[tarok.Contract | None, ...]) -> int:
        calls, current = _calls(SimpleNamespace(rules=rules, auction=auction))
        if current is None:
            return 0
        key = (tuple(calls), current)
        if key not in memo:
            memo[key] = 1 + max(
                more((*auction, None if type(a) is tarok.Pass else a.contract))
                for a in tarok.bid_choices(calls, current, players)
            )
        return memo[key]

    return more(())


@pytest.mark.parametrize("players", [3, 4])
def test_openspiels_longest_game_holds_the_longest_auction(players: int) -> None:
    longest = _longest_auction(players)
    assert _LONGEST_AUCTION[players] == longest
    pyspiel = pytest.importorskip("pyspiel")
    pytest.importorskip("tricktaker.adapters.openspiel")
    game = pyspiel.load_game("python_tricktaker_tarok", {"players": players, "hands": 2})
    # each hand: the auction, a king, a talon part, three discards and 48 cards played
    assert game.max_game_length() == 2 * (longest + 5 + 48)
