"""Save a finished game as a JSON record, load it back and replay it to the same final state.

python examples/replay_record.py [PATH]

The record (PATH, or a file in a temporary directory) holds the rules, the seed and the
actions; the deals come from the seed. The example also resumes the game half way through
and shows that a tampered record is refused at its first illegal action.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from tricktaker import GameRecord, ReplayError, Table, from_json, get_game, replay, to_json, wizard


def play_with_bots(seed: int) -> Table[Any]:
    game = get_game("wizard")
    table: Table[Any] = Table.start(game, wizard.Rules(players=4, hook=True), seed=seed)
    bots = [game.bots["heuristic"](seed + seat) for seat in range(4)]
    while not table.state.is_over:
        seat = table.state.to_act
        table.act(seat, bots[seat].choose(table.view(seat)))
    return table


def save_and_replay(path: Path) -> None:
    table = play_with_bots(seed=11)
    path.write_text(to_json(table.record(), indent=1), encoding="utf-8")
    print(f"saved a record of {len(table.history)} actions to {path.name}")

    record = from_json(path.read_text(encoding="utf-8"), GameRecord)
    final: wizard.State = replay(record)
    assert final == table.state
    print("replayed: the identical final state")
    print(f"final scores: {final.scores}; winners: {final.winners}")

    half = len(record.actions) // 2
    resumed = Table.from_record(attrs.evolve(record, actions=record.actions[:half]))
    print(f"resumed after {half} actions: round {resumed.state.round}, seat {resumed.state.to_act}")

    actions = list(record.actions)
    actions[3], actions[4] = actions[4], actions[3]  # a card played before the last bid
    try:
        replay(attrs.evolve(record, actions=tuple(actions)))
    except ReplayError as error:
        print(f"a tampered record is refused at action {error.index}: {error.reason}")


def main(argv: Sequence[str]) -> None:
    if argv:
        save_and_replay(Path(argv[0]))
        return
    with tempfile.TemporaryDirectory() as folder:
        save_and_replay(Path(folder) / "game.json")


if __name__ == "__main__":
    main(sys.argv[1:])
