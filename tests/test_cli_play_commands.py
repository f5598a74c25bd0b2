"""``tricktaker play``'s help for a person at the table: the playable cards marked under the
hand, and the commands ``help``, ``rules``, ``score`` and ``undo`` (issue 20)."""

from __future__ import annotations

import io
import re
from pathlib import Path

from tricktaker import GameRecord, Suit, from_json, wizard
from tricktaker.cli import main

from .test_cli_play import ANSI, Typist, play


class Prompter(Typist):
    """A :class:`Typist` that also types a line once a pattern first shows on the screen."""

    def __init__(self, out: io.StringIO, script: list[str], when: list[tuple[str, str]]) -> None:
        super().__init__(out, script, try_illegal=False)
        self.when = list(when)

    def answer(self) -> str:
        screen = ANSI.sub("", self.out.getvalue())
        if self.when and re.search(self.when[0][0], screen):
            return self.when.pop(0)[1]
        return super().answer()


def test_the_marks_under_the_hand_are_exactly_the_cards_that_may_be_played() -> None:
    status, text, _ = play(["szaman", "--players", "3", "--seed", "3"], [], try_illegal=False)
    assert status == 0
    lines = text.splitlines()
    turns = 0
    for index, line in enumerate(lines):
        if not line.startswith("Hand:  "):
            continue
        marks = lines[index + 1][len("Hand:  ") :]  # under the cards, as the hand is printed
        listed = next(text for text in lines[index:] if text.startswith("play> Your moves: "))
        moves = {move.split()[0] for move in listed.split(": ", 1)[1].split(", ")}
        hand = line[len("Hand:  ") :]
        marked = set()
        for match in re.finditer(r"\S+", hand):
            under = marks[match.start() : match.end()]
            assert under in ("^" * len(match.group()), " " * len(under)), (hand, marks)
            if under.startswith("^"):
                marked.add(match.group())
        assert marked == moves, (hand, marks, listed)
        turns += 1
    assert turns > 20  # a whole game: every turn of it was checked
    # Seed 3: seat 0 leads the hand's starting card, the only card it may play.
    first = lines.index("Hand:  2♣ 6♣ 7♣ 2♦ J♦ 5♥ Q♥ 5♠")
    assert lines[first + 1] == "       ^^"
    assert "(play: ^ marks the cards you may play; " in lines[first + 2]


def test_no_marks_when_a_bid_is_asked_for() -> None:
    _, text, _ = play(["wizard", "--players", "3", "--seed", "1", "--seat", "1"], ["quit", "y"])
    lines = text.splitlines()
    hand = next(index for index, line in enumerate(lines) if line.startswith("Hand:  "))
    assert lines[hand + 1].startswith("(bid: type a move such as 0 or 1")


def test_help_lists_the_commands() -> None:
    _, text, _ = play(["szaman", "--players", "3", "--seed", "3"], ["help", "quit", "y"])
    lines = text.splitlines()
    start = lines.index("play> Type a move, or one of these:")
    assert [line.split()[0] for line in lines[start + 1 : start + 7]] == [
        "?",
        "help",
        "rules",
        "score",
        "undo",
        "quit",
    ]


def test_rules_shows_the_tables_rules_in_a_few_lines() -> None:
    argv = ["szaman", "--players", "3", "--seed", "3", "--variant", "russian", "--hands", "2"]
    _, text, _ = play(argv, ["rules", "quit", "y"])
    lines = text.splitlines()
    start = lines.index("play> Szaman: 3 players; 2 hands; the total closest to 66 wins.")
    assert lines[start + 1 : start + 3] == [
        "Options: --players 3, --variant russian, --hands 2, --target 66, --lead-starting-card,",
        "  --no-jokers-always-playable, --no-end-before-draw",
    ]
    assert lines[start + 3] == "(tricktaker play szaman --help says what each option does)"
    assert not [line for line in lines if "if True" in line or "No rule of play" in line]


def test_score_shows_the_sheet_so_far() -> None:
    out = io.StringIO()
    when = [(r"hand 1 scored", "score"), (r"hand 2 scored", "quit"), ("Leave the game", "y")]
    typist = Prompter(out, ["score"], when=when)
    argv = ["play", "szaman", "--players", "3", "--seed", "3", "--hands", "3"]
    assert main(argv, out=out, stdin=typist) == 0
    text = out.getvalue()
    first, second = [match.start() for match in re.finditer("Score sheet so far", text)]
    early = text[first:].splitlines()
    assert early[1] == "Szaman (classic): 3 players, 3 hands, target 66"
    assert early[2] == "(nothing scored yet)"
    later = text[second:].splitlines()
    assert later[1] == "Szaman (classic): 3 players, 3 hands, target 66"
    assert later[2].startswith("hand |")
    row = next(line for line in later if re.match(r"\s+1 \|", line))
    scored = re.search(r"hand 1 scored: .*", text)
    assert scored is not None
    totals = [int(total) for total in re.findall(r"= (-?\d+)", scored.group())]
    assert [int(cell.split()[-1]) for cell in row.split("|")[1:]] == totals
    assert not any(re.match(r"\s+2 \|", line) for line in later[:6])


def test_undo_takes_back_the_last_move_and_the_bots_after_it(tmp_path: Path) -> None:
    # Seed 3, three players: seat 0 deals round 1 and turns a Wizard, so it chooses trump;
    # then seats 1 and 2 bid, and seat 0 is asked for its bid: undo goes back to the trump.
    saved = tmp_path / "game.json"
    argv = ["wizard", "--players", "3", "--seed", "3", "--seat", "0", "--save", str(saved)]
    status, text, _ = play(argv, ["undo", "h", "undo", "s", "quit", "y"])
    assert status == 0
    assert "nothing to undo: this is your first move" in text
    assert "you choose trump ♥" in text
    undone = text.index("Undone: your last move and the 2 moves after it; your move again.")
    assert "you choose trump ♠" in text[undone:]
    assert "chooses trump ♥" not in text[undone:]
    record = from_json(saved.read_text(encoding="utf-8"), GameRecord)
    assert record.actions[0] == wizard.ChooseTrump(Suit.SPADES)
    assert len(record.actions) == 3  # the trump and the bots' two bids since
    assert record.replay().to_act == 0
