"""The rule options of ``play``, ``simulate`` and ``demo``: derived from each game's ``Rules``
class (name, type, default, docstring), so a game registered by another package has its
options on the command line without any change to the command line's code."""

from __future__ import annotations

import enum
import io
from collections.abc import Iterator
from typing import Any, Literal

import attrs
import pytest

from tricktaker import RulesError, games, register_game, szaman, wizard
from tricktaker.cli import main
from tricktaker.games import Game
from tricktaker.terminal.options import attribute_docs, rule_options


class Speed(enum.Enum):
    SLOW = "slow"
    FAST = "fast"


@attrs.frozen(kw_only=True)
class FakeRules:
    """The rules of a game that lives in another package.

    Attributes:
        players: 3 to 6.
        mode: ``"short"`` deals 5 cards, ``"long"`` 10; 50% more
            tricks in the long game.
        lucky: the numbers that score double.
        doubles: if True, every score counts twice.
        limit: the score that ends the game, or none.
        speed: how fast the bots think.
        pair: a fixed pair of numbers.
        ranking: a rule with no text form.
    """

    players: int = 4
    mode: Literal["short", "long"] = "short"
    lucky: tuple[int, ...] = (7,)
    doubles: bool = False
    limit: int | None = None
    speed: Speed = Speed.SLOW
    pair: tuple[int, str] = (1, "a")
    ranking: dict[str, int] = attrs.field(factory=dict)

    def __attrs_post_init__(self) -> None:
        if not 3 <= self.players <= 6:
            raise RulesError(f"FakeRules.players must be 3 to 6, not {self.players}")
        if 13 in self.lucky:
            raise RulesError(f"FakeRules.lucky may not hold 13, not {self.lucky}")


@pytest.fixture
def fake() -> Iterator[list[Any]]:
    """A game "fake" in the registry, played as Wizard; the Rules each start is given."""
    given: list[Any] = []

    def start(rules: FakeRules, seed: int | None = None) -> Any:
        given.append(rules)
        return wizard.start(wizard.Rules(players=rules.players), seed=seed)

    saved = dict(games._registry)
    register_game(
        Game(
            name="fake",
            title="Fake",
            rules=FakeRules,
            start=start,
            bots=wizard.GAME.bots,
            narrate=lambda event, rules: None,
        )
    )
    yield given
    games._registry.clear()
    games._registry.update(saved)


def usage(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as info:
        main(argv, out=io.StringIO())
    assert info.value.code in (0, 2)
    captured = capsys.readouterr()
    return captured.out + captured.err


def test_a_registered_game_has_an_option_per_field(
    fake: list[Any], capsys: pytest.CaptureFixture[str]
) -> None:
    text = " ".join(usage(["demo", "fake", "--help"], capsys).split())
    for shown in [
        "Fake rules:",
        "--players N 3 to 6. (default: 4)",
        '--mode {short,long} "short" deals 5 cards, "long" 10; 50% more tricks in the long game. '
        "(default: short)",
        "--lucky N,N,... the numbers that score double. (default: 7)",
        "--doubles, --no-doubles if True, every score counts twice. (default: off)",
        "--limit N|none the score that ends the game, or none. (default: none)",
        "--speed {slow,fast} how fast the bots think. (default: slow)",
        "--pair N,TEXT a fixed pair of numbers. (default: 1,a)",
        "Not settable here: ranking (its type dict[str, int] has no text form here).",
    ]:
        assert shown in text
    assert "--ranking" not in text
    assert "--seed SEED" in text  # the command's own options beside them
    # The other commands have them too, and each game its own.
    assert "--doubles, --no-doubles" in usage(["simulate", "fake", "--help"], capsys)
    assert "--doubles, --no-doubles" in usage(["play", "fake", "--help"], capsys)
    assert "--doubles" not in usage(["demo", "wizard", "--help"], capsys)
    assert "fake" in usage(["demo", "--help"], capsys)


def test_the_options_given_reach_the_rules(fake: list[Any]) -> None:
    argv = ["--players", "3", "--mode", "long", "--lucky", "7, 11", "--doubles"]
    argv += ["--limit", "none", "--speed", "FAST", "--pair", "2,b"]
    assert main(["demo", "fake", *argv], out=io.StringIO()) == 0
    assert fake[-1] == FakeRules(
        players=3,
        mode="long",
        lucky=(7, 11),
        doubles=True,
        limit=None,
        speed=Speed.FAST,
        pair=(2, "b"),
    )
    assert main(["demo", "fake", "--limit", "300", "--lucky", "", "--no-doubles"]) == 0
    assert fake[-1] == FakeRules(limit=300, lucky=())


def test_options_not_given_keep_the_games_defaults(fake: list[Any]) -> None:
    assert main(["demo", "fake"], out=io.StringIO()) == 0
    assert fake[-1] == FakeRules()


def test_simulate_and_play_pass_the_options_on(fake: list[Any]) -> None:
    argv = ["--games", "2", "--mode", "long", "--no-progress", "--players", "4"]
    assert main(["simulate", "fake", *argv], out=io.StringIO()) == 0
    assert fake[-1] == FakeRules(mode="long", players=4)
    out = io.StringIO()
    assert main(["play", "fake", "--pair", "5,x"], out=out, stdin=io.StringIO("quit\n")) == 0
    assert fake[-1] == FakeRules(pair=(5, "x"))


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--lucky", "7,13"], "tricktaker: error: --lucky may not hold 13"),
        (["--players", "8"], "tricktaker: error: --players must be 3 to 6, not 8"),
    ],
)
def test_a_refused_value_is_named_by_its_option(
    fake: list[Any], argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["demo", "fake", *argv], out=io.StringIO()) == 2
    assert capsys.readouterr().err.startswith(message)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--lucky", "7,x"], "argument --lucky: 'x' is not a whole number"),
        (["--pair", "1"], "argument --pair: '1' is not 2 values separated by commas"),
        (["--speed", "warp"], "argument --speed: 'warp' is not one of slow, fast"),
        (["--mode", "medium"], "argument --mode: 'medium' is not one of 'short', 'long'"),
        (["--ranking", "a"], "fake has no option --ranking; its options are --players, --mode, "
                             "--lucky, --[no-]doubles, --limit, --speed, --pair;"),
    ],
)  # fmt: skip
def test_text_that_does_not_read_is_a_usage_error(
    fake: list[Any], argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert message in usage(["demo", "fake", *argv], capsys)


def test_a_field_named_like_a_commands_option_is_left_out() -> None:
    @attrs.frozen(kw_only=True)
    class SeededRules:
        """Rules with a field that ``--seed`` already names.

        Attributes:
            seed: the deck's seed.
            verbose: a field that is a flag pair.
        """

        players: int = 4
        seed: int = 0
        verbose: bool = False

    options = rule_options(SeededRules, reserved={"--seed", "--no-verbose"})
    assert [option.field for option in options.options] == ["players"]
    assert options.left_out == (
        ("seed", "its option --seed is taken by the command"),
        ("verbose", "its option --no-verbose is taken by the command"),
    )


def test_the_built_in_games_options_follow_their_rules() -> None:
    # Whatever fields the games' Rules have (they grow), each is an option with its default.
    for rules in (szaman.Rules, wizard.Rules):
        options = rule_options(rules)
        assert [option.field for option in options.options] == [
            field.name for field in attrs.fields(rules)
        ]
        assert options.left_out == ()
        for option in options.options:
            assert option.default == getattr(rules(), option.field)
            assert option.help, option.field


def test_attribute_docs_read_google_style_sections() -> None:
    docs = attribute_docs(FakeRules)
    assert docs["mode"] == '"short" deals 5 cards, "long" 10; 50% more tricks in the long game.'
    assert list(docs) == [field.name for field in attrs.fields(FakeRules)]
    assert attribute_docs(Speed) == {}
