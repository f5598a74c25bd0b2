"""``tricktaker play``: whole games through the command line's entry point, typed by a script.

The person is a :class:`Typist`: it types its script's lines first (bad entries among them),
then answers each turn by asking ``?`` and typing the first move listed, reading the screen
as a person would. Once, where it holds a card it may not play, it types that card first, so
the library's refusal is seen.
"""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import attrs
import pytest

from tricktaker import Card, GameRecord, bridge, from_json, games, register_game, szaman, wizard
from tricktaker.cli import main
from tricktaker.terminal.style import wants_color

ANSI = re.compile(r"\x1b\[[0-9;]*m")


class Typist(io.StringIO):
    """Standard input that reads the screen (``out``) to decide what to type."""

    def __init__(self, out: io.StringIO, script: list[str], *, try_illegal: bool = True) -> None:
        super().__init__()
        self.out = out
        self.script = list(script)
        self.try_illegal = try_illegal
        self.typed: list[str] = []

    def readline(self, size: int | None = -1) -> str:
        line = self.script.pop(0) if self.script else self.answer()
        self.typed.append(line)
        return line + "\n"

    def answer(self) -> str:
        screen = ANSI.sub("", self.out.getvalue())
        turn = screen.rfind("Your turn")
        listed = screen.rfind("Your moves: ")
        if listed < turn:
            return "?"
        moves = screen[listed + len("Your moves: ") :].splitlines()[0].split(", ")
        hand_line = screen.rfind("Hand:  ", turn)
        hand = screen[hand_line + len("Hand:  ") :].splitlines()[0].split()
        playable = {move.split()[0] for move in moves}
        if self.try_illegal and hand_line > 0 and playable & set(hand):
            illegal = [card for card in hand if card not in playable]
            if illegal:
                self.try_illegal = False
                return illegal[0]
        return moves[0]


def play(argv: list[str], script: list[str], **options: bool) -> tuple[int, str, Typist]:
    out = io.StringIO()
    typist = Typist(out, script, **options)
    status = main(["play", *argv], out=out, stdin=typist)
    return status, out.getvalue(), typist


def test_a_whole_game_of_wizard_with_bad_entries() -> None:
    # Seed 3, three players: seat 0 deals round 1 and turns a Wizard, so it chooses trump.
    status, text, _ = play(
        ["wizard", "--players", "3", "--seed", "3", "--seat", "0", "--bots", "random"],
        ["?", "banana", "0", "8h", "h"],
    )
    assert status == 0
    lines = text.splitlines()
    assert lines[0] == "Wizard, seed 3: you are seat 0; seat 1 random, seat 2 random."
    assert "Your moves: ♣, ♦, ♥, ♠" in text
    assert any("cannot read 'banana' as a move: type a suit" in line for line in lines)
    assert any("cannot read '0' as a move" in line for line in lines)
    assert any("cannot play 8♥: seat 0 must choose the trump suit" in line for line in lines)
    assert any(line.endswith("you choose trump ♥") for line in lines)
    assert any("cannot play" in line and "must follow" in line for line in lines)
    # Every round was played and scored, and the game closed with its sheet and the totals.
    assert sum(line.startswith("round ") and " scored: " in line for line in lines) == 20
    assert any(line.startswith("game over: ") for line in lines)
    sheet = lines.index("Score sheet")
    assert lines[sheet + 1].startswith("Wizard: 3 players, 20 rounds; ")
    final = lines.index("Final scores")
    assert lines[final + 1].split() == ["place", "seat", "player", "score"]
    rows = [line.split() for line in lines[final + 2 : final + 5]]
    assert sorted(row[1:3] for row in rows) == [["0", "you"], ["1", "random"], ["2", "random"]]
    scores = [int(row[3]) for row in rows]
    assert scores == sorted(scores, reverse=True)  # the highest total first, as Wizard's run
    assert rows[0][-1] == "winner"
    assert lines[final + 5 :] == []
    # A turn shows the table, the trick and the hand.
    turn = lines.index("Your turn, seat 0", 6)
    assert lines[turn + 1].startswith("Round 1 of 20, seat 0 deals; trump card W")
    assert lines[turn + 2].split() == ["seat", "bid", "taken", "score"]


def test_a_whole_game_of_szaman() -> None:
    status, text, _ = play(
        ["szaman", "--players", "3", "--seed", "11", "--seat", "2"], ["rj", "w", "quite"]
    )
    assert status == 0
    lines = text.splitlines()
    assert lines[0] == "Szaman, seed 11: you are seat 2; seat 0 heuristic, seat 1 heuristic."
    # the first trick of the hand is led with the starting card, 2♣ (spec change: the default)
    assert "cannot play RJ: seat 2 does not hold it (you may play 2♣)" in text
    assert any("cannot read 'w' as a move: type a card" in line for line in lines)
    assert any("cannot read 'quite'" in line for line in lines)
    # the typist's one illegal card meets the first-lead rule (spec change: the default)
    assert "cannot play 5♣: the first trick of a hand is led with 2♣ (you may play 2♣)" in text
    assert sum(line.startswith("hand ") and " scored: " in line for line in lines) == 6
    assert any(
        re.match(r"Hand \d of 6, closest to 66 wins \(classic\); \d+ cards", line) for line in lines
    )
    final = lines.index("Final scores")
    assert lines[final + 1].split() == ["place", "seat", "player", "score"]
    rows = [line.split() for line in lines[final + 2 :]]
    assert sorted(row[1:3] for row in rows) == [
        ["0", "heuristic"],
        ["1", "heuristic"],
        ["2", "you"],
    ]
    distances = [abs(int(row[3]) - 66) for row in rows]
    assert distances == sorted(distances)  # the closest to 66 first


def test_the_russian_variant_and_the_hook_are_passed_on() -> None:
    status, text, _ = play(["szaman", "--seed", "2", "--variant", "russian"], ["quit", "y"])
    assert status == 0
    assert "(russian)" in text
    status, text, _ = play(["wizard", "--seed", "2", "--hook"], ["quit", "y"])
    assert status == 0
    assert "Wizard: 4 players, 15 rounds, with the hook" in text


def test_quit_asks_then_ends_the_game_cleanly() -> None:
    script = ["?", "q", "quit", "n", "quit", "y"]
    status, text, typist = play(["wizard", "--seed", "1", "--seat", "1"], script)
    assert status == 0
    assert typist.typed == script
    lines = text.splitlines()
    # q is no move (a queen without its suit) and does not quit; quit asks, and no stays
    assert "  q is not a move: type a card such as qs, or quit to leave the game" in text
    assert text.count("Leave the game? (y/n) ") == 2
    assert "You left the game. Scores so far:" in lines
    assert lines[-5].split() == ["place", "seat", "player", "score"]
    assert "Final scores" not in lines


def test_the_end_of_input_ends_the_game_cleanly() -> None:
    out = io.StringIO()
    assert main(["play", "szaman", "--seed", "1"], out=out, stdin=io.StringIO("8h\n")) == 0
    assert "You left the game. Scores so far:" in out.getvalue()


def test_an_unheld_card_is_refused_with_the_librarys_message() -> None:
    out = io.StringIO()
    status = main(
        ["play", "wizard", "--seed", "1", "--seat", "1"],
        out=out,
        stdin=io.StringIO("0\nW1\nW2\nW3\nW4\nN1\nN2\nN3\nN4\n"),
    )
    assert status == 0
    assert re.search(
        r"cannot play (W|N)\d: seat 1 does not hold it \(you may play \S+\)", out.getvalue()
    )


def test_colour_only_where_wanted(monkeypatch: pytest.MonkeyPatch) -> None:
    _, plain, _ = play(["szaman", "--seed", "1"], ["quit", "y"])
    assert "\x1b[" not in plain
    _, coloured, _ = play(["szaman", "--seed", "1", "--color"], ["quit", "y"])
    assert "\x1b[31m" in coloured
    assert ANSI.sub("", coloured) == plain

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.delenv("NO_COLOR", raising=False)
    assert wants_color(Terminal())
    monkeypatch.setenv("NO_COLOR", "1")
    assert not wants_color(Terminal())
    assert wants_color(Terminal(), True)


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["play", "wizard", "--seat", "4"], ["--seat", "0 to 3"]),
        (["play", "wizard", "--bots", "genius"], ["genius", "search"]),
        (["play", "wizard", "--players", "2"], ["--players must be", "not 2"]),
    ],
)
def test_bad_options_exit_2(
    argv: list[str], words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv, out=io.StringIO(), stdin=io.StringIO()) == 2
    err = capsys.readouterr().err
    assert err.startswith("tricktaker: error: ")
    for word in words:
        assert word in err


def test_the_console_entry_point_reads_standard_input() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tricktaker", "play", "szaman", "--seed", "4", "--seat", "1"],
        input="?\nzz\nquit\n",
        capture_output=True,
        encoding="utf-8",
        env=dict(os.environ, PYTHONIOENCODING="utf-8"),
        check=False,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert "Your moves: " in result.stdout
    assert "cannot read 'zz' as a move" in result.stdout
    assert "You left the game." in result.stdout
    assert "\x1b[" not in result.stdout  # not a terminal: no colour


def test_the_library_and_the_command_line_need_no_terminal_package() -> None:
    code = (
        "import sys, tricktaker, tricktaker.wizard, tricktaker.szaman, tricktaker.cli\n"
        "loaded = [m for m in sys.modules if m.split('.')[0] in ('rich', 'curses', 'readline')]\n"
        "print(loaded)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert result.stdout.strip() == "[]"


def test_a_led_joker_asks_for_the_suit_it_names() -> None:
    # Seed 7: seat 0 holds RJ and, with --no-lead-starting-card, may lead it at once.
    game = szaman.new_game(szaman.Rules(players=3, lead_starting_card=False), seed=7)
    assert game.to_act == 0
    assert Card.parse("RJ") in game.hands[0]
    argv = ["szaman", "--players", "3", "--seed", "7", "--no-lead-starting-card"]
    status, text, _ = play(argv, ["rj", "s", "h"])
    assert status == 0
    assert "RJ leads ♦ or ♥> " in text
    assert "cannot play RJ as ♠: the red Joker leads ♦ or ♥" in text
    assert "you play RJ as ♥" in text
    status, text, _ = play(argv, ["RJ ♦", "quit", "y"])
    assert "you play RJ as ♦" in text


def test_a_wrong_suit_for_a_led_joker_is_asked_again() -> None:
    # Seed 32, three players: seat 0 leads and holds BJ, which leads ♣ or ♠.
    game = szaman.new_game(szaman.Rules(players=3, lead_starting_card=False), seed=32)
    assert game.to_act == 0
    assert Card.parse("BJ") in game.hands[0]
    argv = ["szaman", "--players", "3", "--seed", "32", "--no-lead-starting-card"]
    status, text, typist = play(argv, ["bj", "h", "banana", "s", "quit", "y"])
    assert status == 0
    assert typist.typed[:4] == ["bj", "h", "banana", "s"]
    # Each wrong answer is refused and the same question asked again, never play>.
    asked = "BJ leads ♣ or ♠> "
    first = text.index(asked)
    after = text[first:].split("you play BJ as ♠")[0]
    assert after.count(asked) == 3
    assert "play> " not in after
    assert "cannot play BJ as ♥: the black Joker leads ♣ or ♠" in after
    # An answer that is no suit is answered about suits, not about moves (issue 20).
    assert "'banana' is not a suit: BJ leads ♣ or ♠ (type the symbol or its letter)" in after
    assert "cannot read" not in after
    assert after.count("type ♣ or ♠, or an empty line to choose another move") == 1


def test_an_empty_answer_to_the_suit_goes_back_to_the_move() -> None:
    argv = ["szaman", "--players", "3", "--seed", "32", "--no-lead-starting-card"]
    status, text, _ = play(argv, ["bj", "", "bj ♣", "quit", "y"])
    assert status == 0
    assert "BJ leads ♣ or ♠> play> " in text
    assert "you play BJ as ♣" in text


def test_the_intro_and_the_hints_name_only_the_games_moves() -> None:
    _, text, _ = play(["szaman", "--seed", "1", "--seat", "0"], ["quit", "y"])
    intro = text.splitlines()[1]
    assert intro == (
        "Type your move at each prompt; ? lists your moves, help the other commands; quit, "
        "Ctrl-D or Ctrl-C ends the game."
    )
    assert "bid" not in text
    assert re.search(
        r"\(play: \^ marks the cards you may play; type a move such as \S+ or \S+; \? lists "
        r"them all\)",
        text,
    )
    _, text, _ = play(["wizard", "--seed", "1", "--seat", "1"], ["quit", "y"])
    assert re.search(r"\(bid: type a move such as 0 or 1; \? lists them all\)", text)


@pytest.mark.parametrize(("game", "rows"), [("wizard", 20), ("szaman", 6)])
def test_the_sheet_has_no_empty_header_and_the_end_is_said_once(game: str, rows: int) -> None:
    status, text, _ = play([game, "--players", "3", "--seed", "2", "--seat", "1"], [])
    assert status == 0
    lines = text.splitlines()
    scored = next(i for i, line in enumerate(lines) if re.match(r"(round|hand) 1 scored", line))
    # Before the first round or hand is scored, the sheet's title only: no column headings.
    before = lines[:scored]
    assert not any(line.startswith(("round trump |", "hand | ")) for line in before)
    assert sum(line.startswith(("Wizard: 3 players", "Szaman (classic)")) for line in before) == 1
    # After it, the whole header with its first row.
    assert any(line.startswith(("round trump |", "hand | ")) for line in lines[scored:])
    assert sum(line.startswith("game over: ") for line in lines) == 1
    sheet = lines[lines.index("Score sheet") + 1 : lines.index("Final scores")]
    assert len([line for line in sheet if re.match(r"\s+\d+ ", line)]) == rows


@pytest.mark.parametrize("game", ["whist", "euchre", "skat"])
def test_each_deal_is_told_once_and_the_sheet_is_the_demos_lines(game: str) -> None:
    # A game without its own score sheet (the engine's narration: its deals, their scores
    # and its end): each is told once, in the seat's words, and the sheet at the end lists
    # them as a demo does.
    status, text, _ = play([game, "--seed", "1"], [])
    assert status == 0
    lines = text.splitlines()
    end = lines.index("Score sheet")
    told = [line for line in lines[:end] if re.match(r"hand \d+: ", line)]
    assert told[0].startswith("hand 1: you deal")
    assert len(told) == len({line.split(":")[0] for line in told}) >= 2
    assert not any(
        re.match(r"hand \d+ scored: (seat|North|East|South|West) ", line) for line in lines[:end]
    )  # in the seat's words: team 1 +0, ...
    sheet = [line for line in lines[end + 1 : lines.index("Final scores")] if line]
    assert sheet[0].startswith(
        "hand 1: North deals" if game == "euchre" else "hand 1: seat 0 deals"
    )
    assert [line.split(":")[0] for line in sheet] == [
        part
        for number in range(1, len(told) + 1)
        for part in (f"hand {number}", f"hand {number} scored")
    ]


def test_the_wizard_sheet_says_what_its_cells_hold() -> None:
    _, text, _ = play(["wizard", "--players", "3", "--seed", "2", "--seat", "1"], [])
    sheet = text.splitlines()[text.splitlines().index("Score sheet") + 1]
    assert (
        sheet
        == "Wizard: 3 players, 20 rounds; each seat: bid/taken, points, total; trump - means none"
    )


def test_a_game_without_its_own_table_shows_the_scores(monkeypatch: pytest.MonkeyPatch) -> None:
    # The command line knows no game by name: a game registered without `describe` plays too.
    monkeypatch.setattr(games, "_registry", dict(games._registry))  # undone after the test
    register_game(attrs.evolve(wizard.GAME, name="plain-wizard", title="Plain", describe=None))
    status, text, _ = play(["plain-wizard", "--seed", "1", "--seat", "1"], ["0", "quit", "y"])
    assert status == 0
    lines = text.splitlines()
    turn = lines.index("Your turn, seat 1")
    assert lines[turn + 1 : turn + 2] == ["Scores: 0, 0, 0, 0"]
    assert "you bid 0" in text


def test_the_declarer_sees_the_dummy_and_plays_its_cards(tmp_path: Path) -> None:
    # North deals (the default) and opens 7NT: whatever the bots call after it, North declares
    # and South is the dummy. The typist answers every turn with the first move listed.
    saved = tmp_path / "board.json"
    argv = ["bridge", "--seed", "5", "--seat", "0", "--bots", "random", "--save", str(saved)]
    status, text, typist = play(argv, ["7NT"])
    assert status == 0
    record = from_json(saved.read_text(encoding="utf-8"), GameRecord)
    state, _ = bridge.GAME.start(record.rules, seed=record.seed)
    dummy_turns = []
    decided = 0  # the actions seat 0 chose: its calls, its cards and the dummy's
    for action in record.actions:
        decided += state.decider == 0
        if state.phase is bridge.Phase.PLAY and state.to_act == 2:
            assert state.decider == 0  # the person chose the dummy's card
            dummy_turns.append((state.shown_hands[2], action))
        state, _ = state.apply(action)
    assert state.is_over
    assert state.contract is not None
    assert state.contract.declarer == 0
    assert len(dummy_turns) == 13
    # Every turn of the dummy showed its faced hand, said whose card is played, and the card
    # typed was the dummy's.
    # Bridge's seats by the compass, everywhere; the dummy's hand spades first, high to low.
    turns = text.split("Your turn, North")[1:]
    playing_for = "Playing for South, from the hand shown to all:"
    for_dummy = [turn for turn in turns if playing_for in turn]
    assert len(for_dummy) == 13
    for turn, (shown, action) in zip(for_dummy, dummy_turns, strict=True):
        cards = " ".join(map(str, bridge.GAME.words.sort(shown)))
        assert f"Dummy South: {cards}" in turn
        assert "You play the dummy's card, South's" in turn
        assert f"Hand:  {cards}\n" in turn
        assert f"South plays {action.card}" in turn
        assert action.card in shown
    assert not re.search(r"\bseat [0-3]\b", text), "one naming: North, East, South, West"
    # On North's own turns in the play the dummy's hand is shown too, but not offered.
    own = [turn for turn in turns if "Dummy South" in turn and turn not in for_dummy]
    assert len(own) == 13
    assert not any("Playing for" in turn for turn in own)
    # The person typed each of them (its calls and 26 cards), and one card it could not
    # follow with (the typist's one illegal try).
    moves_typed = [line for line in typist.typed if line != "?"]
    assert len(moves_typed) == decided + 1
    assert decided >= 1 + 26
    assert "must follow" in text
    # The closing score sheet: its header and one row for the board, the contract in it.
    sheet = text.split("\nScore sheet\n")[1].splitlines()
    assert sheet[0].startswith("Bridge: 1 board, duplicate scoring")
    rows = [line for line in sheet if line.lstrip().startswith("1 |")]
    assert rows == [line for line in sheet if " by N " in line]
    assert len(rows) == 1
    assert not any(line.startswith(("contract:", "dummy ", "board 1:")) for line in sheet)
