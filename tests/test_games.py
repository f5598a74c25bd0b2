"""The game registry (DESIGN.md principle 5: games are plug-ins found by name)."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from tricktaker import Game, TricktakerError, available_games, get_game, register_game, wizard
from tricktaker import games as games_module
from tricktaker.bots import RandomBot
from tricktaker.events import Event
from tricktaker.games import SeatView


@pytest.fixture
def registry(monkeypatch: pytest.MonkeyPatch) -> dict[str, Game]:
    """The registry, restored after the test (register_game changes global state)."""
    saved = dict(games_module._registry)
    monkeypatch.setattr(games_module, "_registry", saved)
    return saved


def _fake_game(name: str, title: str = "Fake") -> Game:
    def start(rules: Any, *, seed: int | None = None) -> tuple[Any, tuple[Event, ...]]:
        raise NotImplementedError

    return Game(
        name=name,
        title=title,
        rules=dict,
        start=start,
        bots={"random": RandomBot},
        narrate=lambda event, rules: None,
    )


def test_get_wizard() -> None:
    game = get_game("wizard")
    assert game is wizard.GAME
    assert game.name == "wizard"
    assert game.title == "Wizard"
    assert game.rules is wizard.Rules
    assert {"random", "heuristic"} <= set(game.bots)
    state, events = game.start(game.rules(players=3), seed=5)
    assert state == wizard.new_game(wizard.Rules(players=3), seed=5)
    assert isinstance(events[0], wizard.RoundStarted)


def test_available_games() -> None:
    names = available_games()
    assert "wizard" in names
    assert list(names) == sorted(names)


def test_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(TricktakerError) as info:
        get_game("bridge")
    message = str(info.value)
    assert "'bridge'" in message
    assert "wizard" in message


def test_register_game(registry: dict[str, Game]) -> None:
    fake = _fake_game("fake")
    register_game(fake)
    assert get_game("fake") is fake
    assert "fake" in available_games()
    assert get_game("wizard") is wizard.GAME
    # a later registration under the same name replaces the earlier one
    other = _fake_game("fake", title="Other")
    register_game(other)
    assert get_game("fake") is other


def test_register_game_is_undone_by_the_fixture() -> None:
    assert "fake" not in available_games()


def test_game_is_frozen() -> None:
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        wizard.GAME.name = "other"  # type: ignore[misc]


def test_wizard_view_is_a_seat_view() -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=1)
    assert isinstance(state.view(0), SeatView)


@pytest.mark.parametrize("game", ["wizard", "szaman"])
@pytest.mark.parametrize(
    ("seed", "message"),
    [
        (10**5000, "seed has 16610 bits: a seed is an int of at most 128 bits"),
        (-(2**128), "seed has 129 bits"),
        (True, "seed must be an int, not True"),
        (1.0, "seed must be an int, not 1.0"),
        ("7", "seed must be an int, not '7'"),
        ("x" * 1000, "seed must be an int, not 'xxxxxxxx"),
    ],
    ids=["10**5000", "-2**128", "True", "1.0", "'7'", "long text"],
)
def test_a_bad_seed_is_a_tricktaker_error_naming_the_seed(
    game: str, seed: object, message: str
) -> None:
    # Issue 10: wizard.new_game(seed=10**5000) raised a bare ValueError from str(int).
    with pytest.raises(TricktakerError, match=message) as info:
        get_game(game).start(get_game(game).rules(), seed=seed)
    assert len(str(info.value)) < 100


@pytest.mark.parametrize("seed", [0, -1, 2**128 - 1, -(2**128 - 1), 2**64])
def test_seeds_of_up_to_128_bits_deal(seed: int) -> None:
    assert wizard.new_game(seed=seed).seed == seed


def test_unknown_names_never_rescan_the_installed_games(monkeypatch: pytest.MonkeyPatch) -> None:
    # Issue 10: each unknown name read the entry points again (a cost an attacker chooses).
    get_game("wizard")
    calls = []
    real = games_module.entry_points
    monkeypatch.setattr(games_module, "entry_points", lambda **kw: calls.append(kw) or real(**kw))
    before = dict(games_module._registry)
    for number in range(2000):
        assert games_module.find_game(f"chess{number}") is None
        with pytest.raises(TricktakerError, match="no game named"):
            get_game(f"go{number}")
    assert calls == []
    assert games_module._registry == before
