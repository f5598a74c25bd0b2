"""The game registry (DESIGN.md principle 5: games are plug-ins found by name)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import attr
import attrs
import pytest
import typing_extensions

import tricktaker
from tests.registry import GAMES
from tricktaker import (
    Game,
    Play,
    TricktakerError,
    available_games,
    game_of,
    get_game,
    register_game,
    wizard,
)
from tricktaker import games as games_module
from tricktaker.bots import RandomBot
from tricktaker.events import Event
from tricktaker.games import SeatView, find_game


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
        get_game("chess")  # bridge was the example once; it is a game now
    message = str(info.value)
    assert "'chess'" in message
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


@pytest.mark.parametrize("game", GAMES)
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


# -- built-in games without installed metadata; entry points for other packages (issue 12) -----

SRC = Path(tricktaker.__file__).resolve().parent.parent


def run_isolated(code: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """``code`` in ``python -S`` (no site-packages, so no installed metadata at all) with only
    ``src`` and the runtime dependencies (linked into ``tmp_path``) on ``PYTHONPATH``."""
    deps = tmp_path / "deps"
    deps.mkdir()
    for module in (attr, attrs, typing_extensions):
        source = Path(module.__file__ or "").resolve()
        if source.name == "__init__.py":
            source = source.parent
        (deps / source.name).symlink_to(source)
    return subprocess.run(
        [sys.executable, "-S", "-c", code],
        env={"PYTHONPATH": os.pathsep.join([str(SRC), str(deps)])},
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )


def test_the_built_in_games_need_no_installed_metadata(tmp_path: Path) -> None:
    # Issue 12: from a source checkout, Table.start("wizard") said "known games are none".
    code = """if True:
        from importlib.metadata import distributions, entry_points
        import tricktaker
        assert tricktaker.__file__.startswith(SRC), tricktaker.__file__
        assert not any(d.metadata["Name"] == "tricktaker" for d in distributions())
        assert not list(entry_points(group="tricktaker.games"))
        print(list(tricktaker.available_games()))
        table = tricktaker.Table.start("wizard", seed=3)
        print(type(table.state).__qualname__, table.state.round)
        for name in tricktaker.available_games():
            state = tricktaker.get_game(name).new_game(seed=1)
            again = tricktaker.from_json(tricktaker.to_json(state))
            print(name, tricktaker.game_of(state).name, again == state)
    """
    result = run_isolated(code.replace("SRC", repr(str(SRC))), tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "['bridge', 'doppelkopf', 'euchre', 'hearts', 'ohhell', 'skat', 'spades', 'szaman', "
        "'tarok', 'whist', 'wizard']",
        "State 1",
        "bridge bridge True",
        "doppelkopf doppelkopf True",
        "euchre euchre True",
        "hearts hearts True",
        "ohhell ohhell True",
        "skat skat True",
        "spades spades True",
        "szaman szaman True",
        "tarok tarok True",
        "whist whist True",
        "wizard wizard True",
    ]


def test_a_game_is_imported_only_when_asked_for(tmp_path: Path) -> None:
    code = """if True:
        import sys
        import tricktaker
        names = tricktaker.available_games()
        print("tricktaker.ohhell" in sys.modules)
        tricktaker.get_game("ohhell")
        print("tricktaker.ohhell" in sys.modules)
    """
    result = run_isolated(code, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "True"]


class FakeEntryPoint:
    """Enough of an ``importlib.metadata.EntryPoint`` for the registry."""

    def __init__(self, name: str, obj: object) -> None:
        self.name = name
        self.value = f"fakepackage:{name.upper()}"
        self.obj = obj

    def load(self) -> object:
        return self.obj


@pytest.fixture
def installed(monkeypatch: pytest.MonkeyPatch, registry: dict[str, Game]) -> list[object]:
    """Entry points that the test appends to, as if installed by other packages."""
    points: list[object] = []
    monkeypatch.setattr(games_module, "_installed", None)
    monkeypatch.setattr(games_module, "entry_points", lambda group: list(points))
    return points


def test_another_package_adds_a_game_by_entry_point(installed: list[object]) -> None:
    fake = _fake_game("fake")
    installed.append(FakeEntryPoint("fake", fake))
    assert available_games() == [
        "bridge", "doppelkopf", "euchre", "fake", "hearts", "ohhell", "skat", "spades", "szaman",
        "tarok", "whist", "wizard",
    ]  # fmt: skip
    assert get_game("fake") is fake


def test_the_entry_points_are_read_once(installed: list[object]) -> None:
    available_games()
    installed.append(FakeEntryPoint("late", _fake_game("late")))
    assert "late" not in available_games()
    assert find_game("late") is None


def test_an_entry_point_cannot_replace_a_built_in_game(installed: list[object]) -> None:
    installed.append(FakeEntryPoint("wizard", _fake_game("wizard", title="Impostor")))
    assert get_game("wizard") is wizard.GAME


def test_register_game_can_replace_a_built_in_game(registry: dict[str, Game]) -> None:
    mine = attrs.evolve(wizard.GAME, title="My Wizard")
    register_game(mine)
    assert get_game("wizard") is mine


@pytest.mark.parametrize(
    ("obj", "message"),
    [
        ("not a game", "the entry point fake = 'fakepackage:FAKE' is not a tricktaker.Game"),
        (_fake_game("other"), "is not a tricktaker.Game named 'fake'"),
    ],
)
def test_a_broken_entry_point_is_named(installed: list[object], obj: object, message: str) -> None:
    installed.append(FakeEntryPoint("fake", obj))
    with pytest.raises(TricktakerError, match=re.escape(message)):
        get_game("fake")


def test_register_game_takes_a_game(registry: dict[str, Game]) -> None:
    with pytest.raises(TricktakerError, match="register_game takes a Game, not 'wizard'"):
        register_game("wizard")  # type: ignore[arg-type]


@pytest.mark.parametrize("name", GAMES)
def test_game_of_rules_states_and_views(name: str) -> None:
    game = get_game(name)
    state = game.new_game(seed=2)
    assert game_of(game.rules()) is game
    assert game_of(state) is game
    assert game_of(state.view(0)) is game


def test_game_of_something_else_says_so() -> None:
    with pytest.raises(TricktakerError, match=r"no known game has the rules of \{'players': 3\}"):
        game_of({"players": 3})


def test_new_game_uses_the_default_rules_or_the_given_ones() -> None:
    assert wizard.GAME.new_game(seed=4) == wizard.new_game(wizard.Rules(), seed=4)
    rules = wizard.Rules(players=5)
    assert wizard.GAME.new_game(rules, seed=4) == wizard.new_game(rules, seed=4)


def test_a_game_lists_its_action_and_event_types() -> None:
    assert wizard.GAME.action_types == (wizard.Bid, wizard.ChooseTrump, Play)
    assert wizard.CardPlayed in wizard.GAME.event_types
    assert wizard.GameOver in wizard.GAME.event_types


@pytest.mark.parametrize("name", GAMES)
def test_a_registered_games_bots_cannot_be_changed(name: str) -> None:
    bots = get_game(name).bots
    with pytest.raises(TypeError):
        bots["x"] = None  # type: ignore[index]
    with pytest.raises(TypeError):
        del bots["random"]  # type: ignore[attr-defined]
    assert "x" not in get_game(name).bots


def test_the_built_in_games_table_cannot_be_changed() -> None:
    from tricktaker.games import BUILT_IN_GAMES

    with pytest.raises(TypeError):
        BUILT_IN_GAMES["chess"] = "chess"  # type: ignore[index]
    assert "chess" not in available_games()


def test_a_game_keeps_a_copy_of_the_bots_it_was_given() -> None:
    wizard_game = get_game("wizard")
    given = dict(wizard_game.bots)
    game = attrs.evolve(wizard_game, name="copied", bots=given)
    given["extra"] = given["random"]
    assert "extra" not in game.bots
