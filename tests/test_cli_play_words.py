"""``tricktaker play`` at a terminal, in each game's words (issue 51): each program runs on a
pseudo-terminal (:mod:`tests.terminal`), typed at as a person types.

The arrow keys edit a line and recall earlier ones (``readline``); ``q`` is no move and quits
nothing, ``quit`` asks first; Hearts' three cards pass on one line, other seats' hidden passes
are not told, and the table's columns line up; bridge is North, East, South and West
everywhere; Spades' table says nil, its sheet shows its bonus and its end reads "to 500";
``rules`` reads as the table's rules in a few lines; the auction's refusal gives an example;
a saved game goes on with ``--resume``.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from tricktaker import GameRecord, from_json, hearts

from .terminal import Terminal

TRICKTAKER = [sys.executable, "-m", "tricktaker"]
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|[\x07\x08]")
LEFT, RIGHT, UP = "\x1b[D", "\x1b[C", "\x1b[A"


def plain(screen: str) -> str:
    """The screen without colours and the terminal's own control characters."""
    return ANSI.sub("", screen)


def test_the_arrow_keys_edit_the_line_and_go_back_to_earlier_lines() -> None:
    terminal = Terminal([*TRICKTAKER, "play", "hearts", "--seed", "1", "--hands", "1"])
    terminal.wait_for(r"pass> $")
    terminal.type_at_prompt(f"?{LEFT}{RIGHT}\n")  # the cursor moves; nothing is inserted
    terminal.wait_for(r"Your moves: ")
    after = len(terminal.screen)
    terminal.type_at_prompt(f"{UP}\n")  # the line before, again
    terminal.wait_for(r"Your moves: ", after=after)
    terminal.type_at_prompt("quit\n")
    terminal.wait_for(r"Leave the game\? \(y/n\) $")
    terminal.type_at_prompt("y\n")
    assert terminal.finish() == 0
    screen = plain(terminal.screen)
    assert "cannot read" not in screen
    assert screen.count("Your moves: ") == 2


def test_q_is_no_move_and_quit_asks_before_it_ends_the_game() -> None:
    terminal = Terminal([*TRICKTAKER, "play", "hearts", "--seed", "1", "--hands", "1"])
    terminal.wait_for(r"pass> $")
    terminal.type_at_prompt("help\n")
    terminal.wait_for(r"quit +end the game, once you say yes")
    terminal.type_at_prompt("q\n")
    terminal.wait_for(r"q is not a move: type a card such as qs, or quit to leave the game")
    terminal.type_at_prompt("quit\n")
    terminal.wait_for(r"Leave the game\? \(y/n\) $")
    terminal.type_at_prompt("n\n")  # stays: asked for a move again
    terminal.wait_for(r"\(y/n\) n\npass> $")
    terminal.type_at_prompt("exit\n")
    terminal.wait_for(r"Leave the game\? \(y/n\) $", after=terminal.screen.rindex("pass> "))
    terminal.type_at_prompt("yes\n")
    assert terminal.finish() == 0
    assert "You left the game. Scores so far:" in terminal.screen


def test_hearts_passes_three_cards_typed_on_one_line() -> None:
    hand = hearts.new_game(hearts.Rules(hands=1), seed=1).hands[0]
    three = [card.code.lower() for card in hand[:3]]
    terminal = Terminal([*TRICKTAKER, "play", "hearts", "--seed", "1", "--hands", "1"])
    terminal.wait_for(r"pass> $")
    screen = plain(terminal.screen)
    assert "Pass 3 cards to the left:" in screen
    # The table's columns line up, whatever a seat's name.
    head = next(line for line in screen.splitlines() if line.startswith("seat ") and "hand" in line)
    rows = [line for line in screen.splitlines() if re.match(r"\d (you|heuristic) +\d", line)]
    assert len(rows) == 4
    assert {len(row) for row in rows} == {len(head)}
    terminal.type_at_prompt(" ".join(three) + "\n")
    terminal.wait_for(r"play> $")
    assert _leave(terminal) == 0
    screen = plain(terminal.screen)
    passed = [f"you pass {card} to seat 1" for card in hand[:3]]
    assert [line for line in screen.splitlines() if line.startswith("you pass ")] == passed
    assert "passes a card" not in screen  # the others' passes, hidden, are not told
    assert re.search(r"\nyou receive \S+ \S+ \S+\n", screen)


def test_a_bridge_board_names_north_east_south_and_west_everywhere() -> None:
    terminal = Terminal([*TRICKTAKER, "play", "bridge", "--seed", "2"])
    terminal.wait_for(r"auction> $")
    terminal.type_at_prompt("1z\n")  # the auction's refusal gives examples
    terminal.wait_for(r"cannot read '1z' as a move: type a move such as pass or 1♣")
    terminal.type_at_prompt("7nt\n")
    for _ in range(3):  # the dummy's cards, and North's own
        terminal.wait_for(r"play> $", after=len(terminal.screen) - 6)
        terminal.type_at_prompt("?\n")
        moves = terminal.wait_for(r"Your moves: (\S+)", after=terminal.screen.rindex("play> "))
        terminal.type_at_prompt(plain(moves.group(1)).rstrip(",") + "\n")
        terminal.wait_for(r"(plays|play) ", after=terminal.screen.rindex("Your moves: "))
    terminal.wait_for(r"play> $")
    assert _leave(terminal) == 0
    screen = plain(terminal.screen)
    assert screen.splitlines()[0] == (
        "Bridge, seed 2: you are North; East heuristic, South heuristic, West heuristic."
    )
    assert "\nYour turn, North\n" in screen
    assert re.search(r"\nSouth is dummy: (\S+ )+\S+\n", screen)
    assert re.search(r"\nEast plays \S+\n", screen)
    assert "Playing for South, from the hand shown to all:" in screen
    assert re.search(r"Trick: \S+ \((East|South|West|North)\)", screen)
    assert not re.search(r"\bseat [0-3]\b|\bdummy [NESW]\b|^[NESW] wins", screen, re.MULTILINE)


def test_the_spades_sheet_shows_the_bonus_and_its_end_reads_to_500() -> None:
    terminal = Terminal([*TRICKTAKER, "demo", "spades", "--seed", "1"])
    assert terminal.finish() == 0
    lines = plain(terminal.screen).splitlines()
    assert lines[1].startswith("Spades: to 500, mercy at -350")
    end = next(line for line in lines if line.startswith("  end |"))
    bonus = [int(cell.split()[1]) for cell in end.split("|")[1:]]
    finals = [int(cell.split()[2]) for cell in end.split("|")[1:]]
    assert sorted(bonus) == [0, 200]
    over = lines[lines.index(end) + 1]
    assert over == f"game over: team 2 wins with {max(finals)}"
    # A game of one hand: its end in English plurals.
    terminal = Terminal([*TRICKTAKER, "demo", "spades", "--seed", "1", "--hands", "1"])
    assert terminal.finish() == 0
    assert plain(terminal.screen).splitlines()[1].startswith("Spades: to 500, 1 hand at most")


def test_the_spades_table_shows_a_bid_of_0_as_nil_in_line() -> None:
    # The seat table speaks the game's words for a bid (issue 51): Spades' 0 is nil.
    terminal = Terminal([*TRICKTAKER, "play", "spades", "--seed", "1", "--hands", "1"])
    terminal.wait_for(r"bid> $")
    terminal.type_at_prompt("nil\n")
    terminal.wait_for(r"play> $")
    assert _leave(terminal) == 0
    lines = plain(terminal.screen).splitlines()
    head = len(lines) - lines[::-1].index("seat          bid  taken  score") - 1
    table = lines[head : head + 5]
    assert re.fullmatch(r"0 you +nil +0 +0", table[1]), table
    assert all(re.fullmatch(r"\d heuristic +\d+ +0 +0", row) for row in table[2:]), table
    assert {len(row) for row in table} == {len(table[0])}


def test_rules_reads_as_the_tables_rules_in_a_few_lines() -> None:
    terminal = Terminal([*TRICKTAKER, "play", "hearts", "--seed", "1", "--hands", "1"])
    terminal.wait_for(r"pass> $")
    start = len(terminal.screen)
    terminal.type_at_prompt("rules\n")
    terminal.wait_for(r"says what each option does\)\n", after=start)
    terminal.kill()
    told = plain(terminal.screen[start:]).splitlines()[1:]
    told = told[: next(i for i, line in enumerate(told) if "says what each" in line) + 1]
    assert told[0] == "Hearts: 4 players; to 100, 1 hand at most; the lowest total wins."
    assert told[1].startswith("Options: --players 4, --pass-cards, --no-pts-on-first-trick,")
    assert len(told) <= 5
    assert not [line for line in told if "True" in line or "OpenSpiel" in line]


def test_a_saved_game_goes_on_with_resume(tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    argv = [*TRICKTAKER, "play", "wizard", "--players", "3", "--seed", "3", "--save", str(saved)]
    terminal = Terminal(argv)
    terminal.wait_for(r"choose trump> $")
    terminal.type_at_prompt("h\n")
    terminal.wait_for(r"bid> $")
    terminal.type_at_prompt("0\n")
    terminal.wait_for(r"play> $")
    assert _leave(terminal) == 0
    before = from_json(saved.read_text(encoding="utf-8"), GameRecord)
    terminal = Terminal([*TRICKTAKER, "play", "wizard", "--resume", str(saved)])
    terminal.wait_for(rf"Resumed after {len(before.actions)} moves of the saved game\.")
    terminal.wait_for(r"play> $")
    screen = plain(terminal.screen)
    assert "you choose trump ♥" in screen  # the game so far, told again
    assert "you bid 0" in screen
    terminal.type_at_prompt("?\n")
    moves = terminal.wait_for(r"Your moves: (\S+)", after=terminal.screen.rindex("play> "))
    terminal.wait_for(r"play> $", after=terminal.screen.rindex("Your moves: "))  # asked again
    typed = len(terminal.screen)
    terminal.type_at_prompt(plain(moves.group(1)).rstrip(",") + "\n")
    # round 1's last card: round 2 is dealt and the seat bids (a wait for "play> " here matched
    # the prompt before the move only when it came before the move's echo)
    terminal.wait_for(r"round 2: .*\n(?:.*\n)*bid> $", after=typed)
    assert _leave(terminal) == 0
    after = from_json(saved.read_text(encoding="utf-8"), GameRecord)  # saved back
    assert after.actions[: len(before.actions)] == before.actions
    assert len(after.actions) > len(before.actions)
    # A saved game of another game, or with other rules, is refused.
    terminal = Terminal([*TRICKTAKER, "play", "hearts", "--resume", str(saved)])
    assert terminal.finish() == 2
    assert (
        "is a saved game of wizard, not hearts: tricktaker play wizard --resume" in terminal.screen
    )
    terminal = Terminal([*TRICKTAKER, "play", "wizard", "--resume", str(saved), "--hook"])
    assert terminal.finish() == 2
    assert "give no rule options and no other --seed with it" in terminal.screen


def _leave(terminal: Terminal) -> int:
    """Type ``quit`` at a prompt, say yes to leaving, and wait for the end: the exit status."""
    terminal.type_at_prompt("quit\n")
    terminal.wait_for(r"\(y/n\) $")
    terminal.type_at_prompt("y\n")
    return terminal.finish()


def _moves_listed(terminal: Terminal, prompt: str) -> list[str]:
    """Type ``?`` at ``prompt`` and read back the moves listed (wait for the prompt again)."""
    terminal.type_at_prompt("?\n")
    listed = terminal.wait_for(r"Your moves: (.*)\n", after=terminal.screen.rindex(prompt))
    terminal.wait_for(rf"{prompt}$", after=terminal.screen.rindex("Your moves: "))
    return plain(listed.group(1)).strip().split(", ")


def test_skat_offers_and_takes_the_skat_or_hand_in_players_words() -> None:
    # The choice of the skat reads as players say it, not as the action's bool field.
    terminal = Terminal([*TRICKTAKER, "play", "skat", "--seed", "1", "--hands", "1"])
    terminal.wait_for(r"bid> $")
    terminal.type_at_prompt("18\n")
    terminal.wait_for(r"skat> $")
    assert "(skat: type a move such as pick up the skat or play Hand;" in plain(terminal.screen)
    assert _moves_listed(terminal, "skat> ") == ["pick up the skat", "play Hand"]
    terminal.type_at_prompt("yes\n")  # no move here: the hint names the choices in words
    terminal.wait_for(r"type a move such as pick up the skat or play Hand")
    terminal.type_at_prompt("play Hand\n")
    terminal.wait_for(r"announce> $")
    told = plain(terminal.screen[terminal.screen.rindex("skat> ") :])
    assert "\nyou play Hand\n" in told
    games = _moves_listed(terminal, "announce> ")
    assert "Grand Schneider" in games
    assert not [game for game in games if "declare" in game]
    terminal.type_at_prompt("Grand Schneider\n")  # as it is shown
    terminal.wait_for(r"you declare Grand Hand Schneider")
    assert _leave(terminal) == 0
    assert not re.search(r"\b(True|False|None)\b", plain(terminal.screen))


def test_euchre_offers_and_takes_going_alone_in_players_words() -> None:
    terminal = Terminal([*TRICKTAKER, "play", "euchre", "--seed", "3"])
    terminal.wait_for(r"call> $")
    assert _moves_listed(terminal, "call> ") == ["pass", "trump ♣"]
    terminal.type_at_prompt("trump ♣\n")
    terminal.wait_for(r"discard> $")
    terminal.type_at_prompt("9h\n")
    terminal.wait_for(r"alone> $")
    assert "(alone: type a move such as go alone or play with your partner;" in plain(
        terminal.screen
    )
    assert _moves_listed(terminal, "alone> ") == ["go alone", "play with your partner"]
    terminal.type_at_prompt("play with your partner\n")
    terminal.wait_for(r"play> $")
    assert _leave(terminal) == 0
    screen = plain(terminal.screen)
    assert not re.search(r"\b(True|False|None)\b", screen)
    assert "cannot read" not in screen
