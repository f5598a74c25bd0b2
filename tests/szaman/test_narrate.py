"""Unit tests of Szaman's score sheet (tricktaker.szaman.words.narrate), the registry entry and the
demo command."""

from __future__ import annotations

import io

import pytest

from tricktaker import Card, GameOver, available_games, get_game, parse_cards, szaman
from tricktaker.bots import RandomBot
from tricktaker.cli import main
from tricktaker.szaman import (
    CardDrawn,
    HandScored,
    HandStarted,
    HeuristicBot,
    PointsBot,
    Rules,
    search_bot,
)
from tricktaker.szaman.words import narrate


def started(hand_number: int) -> HandStarted:
    return HandStarted(
        hand_number=hand_number,
        leader=1,
        starting_card=Card.parse("2C"),
        hands=(parse_cards("3C"), parse_cards("2C")),
        stock_size=38,
    )


def test_the_sheet_header_comes_with_the_first_hand_only() -> None:
    header = narrate(started(1), Rules(players=2, variant="russian", target=50))
    assert header is not None
    lines = header.splitlines()
    assert lines[0] == "Szaman (russian): 2 players, 6 hands, target 50"
    assert "seat 0" in lines[1]
    assert "seat 1" in lines[1]
    assert lines[2].count("tricks  pen total") == 2
    assert set(lines[3]) == {"-"}
    assert narrate(started(2), Rules(players=2)) is None


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({}, ""),
        ({"lead_starting_card": False}, ", any card leads a hand"),
        ({"jokers_always_playable": True}, ", Jokers always playable"),
        ({"end_before_draw": True}, ", the hand ends before the draw"),
        (
            {"lead_starting_card": False, "jokers_always_playable": True},
            ", any card leads a hand, Jokers always playable",
        ),
    ],
)
def test_the_header_names_the_options_that_differ_from_the_defaults(
    options: dict[str, bool], words: str
) -> None:
    header = narrate(started(1), Rules(players=2, **options))
    assert header is not None
    assert header.splitlines()[0] == f"Szaman (classic): 2 players, 6 hands, target 66{words}"


def test_a_row_per_hand_with_trick_points_penalty_and_total() -> None:
    row = narrate(
        HandScored(
            hand_number=6,
            trick_points=(-4, 25),
            penalties=(21, 0),
            points=(-25, 25),
            scores=(3, 66),
        ),
        Rules(players=2),
    )
    assert row == "   6 |     -4  -21     3 |    +25    0    66"


def test_rows_line_up_with_the_header() -> None:
    rules = Rules(players=3)
    header = narrate(started(1), rules)
    row = narrate(
        HandScored(
            hand_number=1,
            trick_points=(100, -10, 0),
            penalties=(0, 40, 3),
            points=(100, -50, -3),
            scores=(100, -50, -3),
        ),
        rules,
    )
    assert header is not None
    assert row is not None
    assert [len(line) for line in header.splitlines()[1:]] == [len(row)] * 3
    assert [i for i, c in enumerate(row) if c == "|"] == [
        i for i, c in enumerate(header.splitlines()[2]) if c == "|"
    ]


def test_game_over_and_quiet_events() -> None:
    rules = Rules(players=3)
    line = narrate(GameOver(scores=(60, 72, 10), winners=(0, 1)), rules)
    assert line == "game over: seat 0 and seat 1 win with 60 (closest to 66)"
    assert narrate(CardDrawn(seat=0, card=None), rules) is None


def test_the_registry_finds_szaman() -> None:
    assert "szaman" in available_games()
    game = get_game("szaman")
    assert game is szaman.GAME
    assert game.title == "Szaman"
    assert game.rules is Rules
    assert game.start is szaman.start
    assert game.bots == {
        "random": RandomBot,
        "points": PointsBot,
        "heuristic": HeuristicBot,
        "search": search_bot,
    }


@pytest.mark.parametrize("variant", [None, "classic", "russian"])
def test_the_demo_prints_a_score_sheet(variant: str | None) -> None:
    out = io.StringIO()
    argv = ["demo", "szaman", "--players", "4", "--seed", "1"]
    if variant:
        argv += ["--variant", variant]
    assert main(argv, out) == 0
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("Szaman demo, seed 1: seat 0 heuristic")
    assert lines[1].startswith(f"Szaman ({variant or 'classic'}): 4 players, 6 hands, target 66")
    rows = [line for line in lines if line[:4].strip().isdigit()]
    assert [int(row[:4]) for row in rows] == [1, 2, 3, 4, 5, 6]
    assert lines[-1].startswith("game over: seat")
    assert lines[-1].endswith("(closest to 66)")


def test_the_demo_replays_exactly() -> None:
    first, second = io.StringIO(), io.StringIO()
    argv = ["demo", "szaman", "--players", "3", "--seed", "5", "--bots", "random,heuristic"]
    main(argv, first)
    main(argv, second)
    assert first.getvalue() == second.getvalue()


def test_the_verbose_demo_prints_every_event() -> None:
    out = io.StringIO()
    assert main(["demo", "szaman", "--players", "2", "--seed", "2", "-v"], out) == 0
    text = out.getvalue()
    assert "hand 1: 8 cards each, 38 in the stock" in text
    assert " draws " in text
    assert "hand 6 scored:" in text


def test_the_demo_refuses_a_bad_variant(capsys: pytest.CaptureFixture[str]) -> None:
    # The option's choices come from Rules.variant's type; the message names the option.
    with pytest.raises(SystemExit) as info:
        main(["demo", "szaman", "--variant", "polish"], io.StringIO())
    assert info.value.code == 2
    assert "argument --variant: 'polish' is not one of 'classic', 'russian'" in (
        capsys.readouterr().err
    )
