"""Bots and the game loop (DESIGN.md: bots are given views, never states; a seeded bot replays
identically; every state that is not over waits for a decision, so a game between bots ends)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.registry import GAMES as REGISTERED_GAMES
from tricktaker import TricktakerError, get_game, wizard
from tricktaker.bots import RandomBot, play_game
from tricktaker.games import Bot, choices_of, decider_of


class Referee:
    """Wraps a bot; checks that it is shown a view of its own seat and answers legally."""

    def __init__(self, bot: Bot, seat: int, game: list[wizard.State]) -> None:
        self.bot = bot
        self.seat = seat
        self.game = game  # game[0] is the current state, kept up to date by the test loop
        self.decisions = 0

    def choose(self, view: Any) -> Any:
        assert type(view) is wizard.View
        assert not isinstance(view, wizard.State)
        assert not hasattr(view, "hands")
        assert not hasattr(view, "seed")
        assert view.seat == self.seat == view.to_act
        state = self.game[0]
        assert view == state.view(self.seat)
        action = self.bot.choose(view)
        assert action in view.legal_actions()
        assert action in state.legal_actions()
        self.decisions += 1
        return action


def _play_refereed(rules: wizard.Rules, seed: int, make_bot: Any) -> wizard.State:
    state = wizard.new_game(rules, seed=seed)
    current = [state]
    referees = [Referee(make_bot(seed * 10 + seat), seat, current) for seat in range(rules.players)]
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        state, _ = state.apply(referees[seat].choose(state.view(seat)))
        current[0] = state
    assert all(referee.decisions > 0 for referee in referees)
    return state


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("hook", [False, True])
@pytest.mark.parametrize("make_bot", [RandomBot, wizard.HeuristicBot], ids=["random", "heuristic"])
def test_bots_only_take_legal_actions(players: int, hook: bool, make_bot: Any) -> None:
    rules = wizard.Rules(players=players, hook=hook)
    for seed in range(2):
        final = _play_refereed(rules, seed, make_bot)
        assert final.is_over
        assert final.round == rules.rounds


@pytest.mark.parametrize("make_bot", [RandomBot, wizard.HeuristicBot], ids=["random", "heuristic"])
def test_play_game_ends_and_returns_every_event(make_bot: Any) -> None:
    rules = wizard.Rules(players=4)
    state = wizard.new_game(rules, seed=8)
    final, events = play_game(state, [make_bot(seat) for seat in range(4)])
    assert final.is_over
    assert final.to_act is None
    assert final.legal_actions() == ()
    assert isinstance(events[-1], wizard.GameOver)
    assert events[-1].scores == final.scores
    assert events[-1].winners == final.winners
    scored = [event for event in events if isinstance(event, wizard.RoundScored)]
    assert [event.round for event in scored] == list(range(1, rules.rounds + 1))
    # play_game does not give bots the state; the start state is untouched
    assert state == wizard.new_game(rules, seed=8)


def test_play_game_gives_bots_views() -> None:
    seen: list[type] = []

    class Spy:
        def choose(self, view: Any) -> Any:
            seen.append(type(view))
            return view.legal_actions()[0]

    play_game(wizard.new_game(wizard.Rules(players=3), seed=1), [Spy(), Spy(), Spy()])
    assert seen
    assert set(seen) == {wizard.View}


def test_play_game_decision_limit() -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=1)
    with pytest.raises(TricktakerError, match="3 decisions"):
        play_game(state, [RandomBot(seed=s) for s in range(3)], max_decisions=3)


@pytest.mark.parametrize("make_bot", [RandomBot, wizard.HeuristicBot], ids=["random", "heuristic"])
def test_seeded_bots_replay_identically(make_bot: Any) -> None:
    rules = wizard.Rules(players=5, hook=True)

    def run() -> tuple[wizard.State, list[Any]]:
        state = wizard.new_game(rules, seed=21)
        return play_game(state, [make_bot(100 + seat) for seat in range(5)])

    first, second = run(), run()
    assert first[0] == second[0]
    assert first[1] == second[1]


def test_random_bot_seed_matters() -> None:
    rules = wizard.Rules(players=3)
    state = wizard.new_game(rules, seed=2)
    runs = {
        tuple(play_game(state, [RandomBot(seed=s * 3 + seat) for seat in range(3)])[1])
        for s in range(3)
    }
    assert len(runs) == 3


def test_random_bot_chooses_among_legal_actions() -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=4)
    assert state.to_act is not None
    bot = RandomBot(seed=0)
    picks = {bot.choose(state.view(state.to_act)) for _ in range(50)}
    assert picks == set(state.legal_actions())


@pytest.mark.parametrize("name", REGISTERED_GAMES)
def test_a_bot_shown_a_seat_that_has_nothing_to_decide_says_so(name: str) -> None:
    # A view of a seat that is not to decide (another seat's turn, a finished game) has no
    # legal action: every bot refuses it by name, and does not answer.
    game = get_game(name)
    state = game.new_game(seed=3)
    bots = {"random": RandomBot, **game.bots}
    idle = [seat for seat in range(state.rules.players) if seat != decider_of(state)]
    final, _ = play_game(state, [RandomBot(seat) for seat in range(state.rules.players)])
    for view in [state.view(idle[0]), final.view(0)]:
        assert view.legal_actions() == ()
        for bot_name, make in bots.items():
            with pytest.raises(TricktakerError, match=rf"seat {view.seat} has no action") as raised:
                make(1).choose(view)
            assert type(raised.value) is TricktakerError, bot_name


def test_choices_of_a_view_are_its_legal_actions_when_it_has_some() -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=4)
    view = state.view(state.to_act)
    assert choices_of(view) == view.legal_actions()
