"""``tricktaker replay FILE``: a saved game record, printed trick by trick.

The record (a :class:`~tricktaker.GameRecord` written with :func:`~tricktaker.to_json`, as
``tricktaker play --save FILE`` does) is replayed from its first deal: every event is printed
as it happens, the hands dealt included, then the game's score sheet and the totals.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, TextIO

from tricktaker.cards import Card
from tricktaker.errors import TricktakerError
from tricktaker.events import DealsHands, Event, GameOver
from tricktaker.games import GameState, get_game
from tricktaker.records import GameRecord, replay_steps
from tricktaker.serialize import from_json
from tricktaker.terminal.style import Style
from tricktaker.words import Teller

__all__ = ["load_record", "replay"]


def load_record(path: str) -> GameRecord:
    """The game record saved in the file at ``path``.

    Raises:
        TricktakerError: the file cannot be read, or does not hold a game record.
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise TricktakerError(f"cannot read {path}: {error}") from None
    try:
        return from_json(text, GameRecord)
    except TricktakerError as error:
        raise TricktakerError(f"{path} does not hold a game record: {error}") from None


def _hands(event: Event) -> list[tuple[int, tuple[Card, ...]]]:
    """The hands an event deals, by seat, if it deals any (a new round or hand)."""
    if not isinstance(event, DealsHands):
        return []
    return [(seat, hand) for seat, hand in enumerate(event.hands) if hand is not None]


def replay(path: str, out: TextIO, *, color: bool = False) -> None:
    """The ``replay`` command: print the game that the record at ``path`` holds.

    Raises:
        TricktakerError: the record cannot be read; or an action in it is illegal where it
            stands (:class:`~tricktaker.ReplayError`), after the game up to it is printed.
    """
    style = Style(color=color)
    record = load_record(path)
    game = get_game(record.game)

    def say(text: str = "") -> None:
        print(style.cards(text), file=out)

    say(
        f"{game.title}, seed {record.seed}: {record.rules!r}; {len(record.actions)} actions "
        f"(recorded by tricktaker {record.version})"
    )
    sheet: list[str] = []
    state: GameState[Any, Any] | None = None
    words = game.words
    tell = Teller(words, rules=record.rules)  # the game's names of its seats: North ...
    for step, events in replay_steps(record):
        state = step
        for event in events:
            line = game.narrate(event, record.rules)
            if isinstance(event, GameOver):  # the end, once, in the game's own words
                say(words.tell(event, tell) if line is None else line)
                continue
            say(words.tell(event, tell))
            for seat, hand in _hands(event):
                say(f"  {tell.seat(seat)}: {' '.join(map(str, words.sort(hand)))}")
            if line is not None:
                sheet.append(line)
    assert state is not None
    if not state.is_over:
        say("The record ends here, before the end of the game.")
    say("\nScore sheet")
    for line in sheet:
        say(line)
    say(
        "\nScores: "
        + ", ".join(f"{tell.seat(seat)} {score}" for seat, score in enumerate(state.scores))
    )
