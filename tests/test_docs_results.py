"""The win rates that docs/strength.md gives are those of the match records it cites
(benchmarks/results/*.jsonl.gz, written by benchmarks/vs_ismcts.py): each figure recomputed
from the records, the way ``vs_ismcts.py --combine`` computes it, and found on the page."""

from __future__ import annotations

import gzip
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from tricktaker.simulation import wilson_interval

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
PAGE = ROOT / "docs" / "strength.md"

pytestmark = pytest.mark.skipif(
    not RESULTS.is_dir(), reason="the match records are not shipped in the sdist"
)


def records(names: Sequence[str]) -> list[dict[str, Any]]:
    """The games of the named records files, each game once."""
    games: dict[int, dict[str, Any]] = {}
    for name in names:
        with gzip.open(RESULTS / f"{name}.jsonl.gz", "rt", encoding="utf-8") as lines:
            for line in lines:
                record = json.loads(line)
                assert record["game"] not in games
                games[record["game"]] = record
    return list(games.values())


def seat_games(games: list[dict[str, Any]], entry: str) -> tuple[int, int]:
    """The entry's wins and seat-games (tied winners each win)."""
    won = played = 0
    for game in games:
        for seat, name in enumerate(game["entries"]):
            if name == entry:
                played += 1
                won += seat in game["winners"]
    return won, played


def games_won(games: list[dict[str, Any]], entry: str) -> tuple[int, int]:
    """The games one of the entry's seats won and none of the other's (partners win
    together, so these are the games to count in Spades and bridge)."""
    won = sum({game["entries"][seat] for seat in game["winners"]} == {entry} for game in games)
    return won, len(games)


def rate(won: int, of: int, *, style: str, places: int = 1) -> str:
    share = f"{100 * won / of:.1f}"
    low, high = (f"{100 * x:.{places}f}" for x in wilson_interval(won, of))  # places: 3 where
    # the intervals nearly meet
    if style == "ismcts":  # "30.0%, 26.5–33.8%"
        return f"{share}%, {low}–{high}%"
    return f"{share}% ({low}–{high}%)"  # "30.1% (27.6–32.7%)"


# (records, the entry the figure is of, "seat" or "games", the page's line begins with)
ISMCTS = [
    (["ohhell-ismcts100-random-30ms"], "| Oh Hell | 100 simulations, random rollouts |"),
    (["szaman-ismcts100-random-cpu42ms-bank"], "| Szaman | 100 simulations, random rollouts |"),
    (
        ["wizard-ismcts100-random-cpu33ms", "wizard-ismcts100-random-cpu33ms-2"],
        "| Wizard | 100 simulations, random rollouts | 600 |",
    ),
    (["wizard-ismcts100-random-sweep-bank"], "| Wizard | 100 simulations, random rollouts; the"),
    (["wizard-ismcts200-random-cpu77ms"], "| Wizard | 200 simulations, random rollouts | 300 |"),
    (
        ["wizard-ismcts200-random-cpu79ms-bank"]
        + [f"wizard-ismcts200-random-cpu79ms-bank-{part}" for part in range(2, 7)],
        "| Wizard | 200 simulations, random rollouts; the tree search with the bank |",
    ),
    (["wizard-ismcts100-heuristic-cpu45ms-bank"], "| Wizard | 100 simulations, heuristic"),
]

FLAT = [
    ("wizard-sweep-vs-flat-cpu4.7ms-bank", "seat", 1),
    ("ohhell-sweep-vs-flat-cpu3.2ms-bank", "seat", 1),
    ("ohhell-halving-dup-vs-flat32-cpu3.2ms-bank", "seat", 1),
    ("ohhell-halving-dup-vs-flat128-cpu12.0ms-bank-seed2", "seat", 1),
    ("ohhell-settle-dup-vs-flat32-cpu3.0ms-bank-seed3", "seat", 1),
    ("ohhell-settle-dup-vs-flat32-cpu3.1ms-bank-seed4", "seat", 1),
    ("szaman-sweep-vs-flat-cpu15.9ms-bank", "seat", 1),
    ("szaman-halving-dup-vs-flat96-cpu15.9ms-bank", "seat", 1),
    ("szaman-halving-dup-vs-flat96-cpu14.2ms-bank-seed2", "seat", 1),
    ("szaman-settle-dup-vs-flat96-cpu16.1ms-bank-seed3", "seat", 1),
    ("szaman-margin-dup-vs-flat96-cpu16.3ms-bank-seed5", "seat", 1),
    ("szaman-margin-dup-vs-flat96-cpu15.3ms-bank-seed6", "seat", 1),
    ("szaman-margin-dup-vs-flat96-cpu15.5ms-bank-seed7", "seat", 3),
    ("hearts-sweep-vs-flat32-cpu6.7ms-bank", "seat", 1),
    ("hearts-halving-dup-vs-flat32-cpu7.5ms-bank", "seat", 1),
    ("bridge-sweep-vs-flat24-cpu8.2ms-bank", "games", 1),
]


def page_lines() -> list[str]:
    return PAGE.read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize(("names", "row"), ISMCTS, ids=[row for _, row in ISMCTS])
def test_the_matches_against_ismcts_are_the_records(names: list[str], row: str) -> None:
    games = records(names)
    figures = [rate(*seat_games(games, entry), style="ismcts") for entry in ("search", "ismcts")]
    lines = [line for line in page_lines() if line.startswith(row)]
    assert len(lines) == 1, row
    cells = [cell.strip() for cell in lines[0].split("|")]
    assert cells[4:6] == figures
    assert cells[3] == f"{len(games):,}"


@pytest.mark.parametrize(("name", "count", "places"), FLAT, ids=[name for name, _, _ in FLAT])
def test_the_matches_against_the_flat_search_are_the_records(
    name: str, count: str, places: int
) -> None:
    games = records([name])
    tally = seat_games if count == "seat" else games_won
    tree, flat = (rate(*tally(games, entry), style="flat", places=places) for entry in
                  ("search", "flat"))  # fmt: skip
    rows = [
        [cell.strip() for cell in line.split("|")]
        for line in page_lines()
        if line.startswith("| ") and f"| {len(games):,} |" in line
    ]
    # "45.3% of the games (41.4–49.3%)": Spades and bridge say what they count
    found = [
        row
        for row in rows
        if row[5] == flat
        and row[4].replace(" of the games", "").replace(" of the boards", "") == tree
    ]
    assert len(found) == 1, (name, tree, flat)


def test_spades_and_bridge_are_counted_in_games_won() -> None:
    spades = records(
        ["spades-sweep-vs-flat64-cpu12.8ms-bank", "spades-sweep-vs-flat64-cpu12.8ms-bank-2"]
    )
    lines = page_lines()
    assert any(
        line.startswith("| Spades | sweep, 12.8 ms")
        and f"| {rate(*games_won(spades, 'search'), style='flat').replace(' (', ' of the games (')}"
        f" | {rate(*games_won(spades, 'flat'), style='flat')} |"
        in line
        for line in lines
    )
    for name, row in (
        ("bridge-halving-dup-vs-flat24-cpu8.2ms-bank", "| | halving, 8.2 ms, duplicate | 600 |"),
        ("bridge-halving-dup-vs-flat24-cpu7.9ms-bank-seed2", "| | halving, 7.9 ms, duplicate,"),
    ):
        boards = records([name])
        (tree, _), (flat, _) = games_won(boards, "search"), games_won(boards, "flat")
        (low, high), (flat_low, flat_high) = (wilson_interval(n, len(boards)) for n in (tree, flat))
        assert any(
            line.startswith(row)
            and f"| {tree:,} boards won ({100 * low:.1f}–{100 * high:.1f}%) | {flat:,} "
            f"({100 * flat_low:.1f}–{100 * flat_high:.1f}%) |"
            in line
            for line in lines
        ), name


def test_the_oh_hell_match_at_the_tree_searchs_defaults_is_the_records() -> None:
    games = records(["ohhell-search-vs-flat-cpu3.9ms-bank"])
    tree, flat = (rate(*seat_games(games, entry), style="flat") for entry in ("search", "flat"))
    text = " ".join(PAGE.read_text(encoding="utf-8").split())
    assert f"{len(games)} games, it won {tree} against {flat}" in text
