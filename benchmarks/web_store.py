"""What ``tricktaker serve``'s database costs: the time to store a move, and the bytes a
finished game keeps (the numbers in docs/web.md).

Plays ``--games`` games of every registered game with random bots, storing each through a
:class:`~tricktaker.web.store.Store` exactly as a table does (the table, its seats, each
move before it is made, the record when the game is over), then closes the tables, as the
server does with idle ones, and compacts the database. Wall-clock time: this measures the
database (and its disk), not the library.

    python benchmarks/web_store.py                        # a new SQLite file in a temp dir
    python benchmarks/web_store.py --db postgresql://...  # an empty PostgreSQL database
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import tricktaker
from tricktaker import Table, available_games, get_game
from tricktaker.bots import RandomBot
from tricktaker.games import decider_of
from tricktaker.web.limits import Limits
from tricktaker.web.lobby import Lobby
from tricktaker.web.store import Archived, SeatRow, Store, TableRow, open_store, token_hash

sys.path.insert(0, str(Path(__file__).resolve().parent))
from timing import duration


def play(
    store: Store, name: str, number: int, rng: random.Random, *, stop: float = 1.0
) -> list[float]:
    """One game of ``name``, stored as a table stores it; the seconds of each move's write.
    ``stop`` < 1: leave the game unfinished after about that share of its moves."""
    game = get_game(name)
    table = Table.start(game, game.rules(), seed=rng.getrandbits(64))
    table_id = f"{name}-{number}"
    row = TableRow(
        id=table_id,
        game=name,
        rules=tricktaker.to_json(table.state.rules),
        humans=2,
        bot="random",
        clock=None,
        private=False,
        game_number=1,
        seed=table.record().seed,
    )
    store.add_table(row, "local", "{}")
    for seat in range(2):
        store.set_seat(table_id, SeatRow(seat, f"Player {seat}", token_hash(str(seat))), "{}")
    bot = RandomBot(rng.getrandbits(32))
    writes = []
    length = {
        "bridge": 70, "hearts": 730, "ohhell": 670, "spades": 170, "szaman": 200, "whist": 200,
        "euchre": 200, "skat": 120, "tarok": 9,  # Tarok: its shortest random hand, so all stop
    }  # fmt: skip
    limit = stop * length.get(name, 540) if stop < 1 else float("inf")
    while not table.state.is_over and len(writes) < limit:
        seat = decider_of(table.state)
        assert seat is not None
        action = bot.choose(table.view(seat))
        began = time.perf_counter()
        stored = store.add_move(
            table_id, 1, len(table.history), tricktaker.to_json(action), "local"
        )
        writes.append(time.perf_counter() - began)
        assert stored
        table.act(seat, action)
    if not table.state.is_over:
        return writes
    record = tricktaker.to_json(table.record())
    names = ("Player 0", "Player 1") + (None,) * (table.state.rules.players - 2)
    store.finish(table_id, Archived(f"g-{table_id}", table_id, name, names, record, time.time()))
    store.drop_table(table_id)
    return writes


def compact(store: Store) -> None:
    """Give the space of closed tables back, so that the size is what the archive keeps."""
    connection = store.connection  # type: ignore[attr-defined]
    if store.placeholder == "?":
        connection.execute("VACUUM")
    else:
        connection.commit()
        connection.autocommit = True
        connection.execute("VACUUM FULL")
        connection.autocommit = False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", help="a postgresql:// URL (default: a new SQLite file)")
    parser.add_argument("--games", type=int, default=10, help="games of each game (10)")
    parser.add_argument(
        "--unfinished", type=int, default=200, help="half-played tables to resume (200)"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        store = open_store(args.db or str(Path(home) / "bench.sqlite3"))
        compact(store)
        before = store.size()
        rng = random.Random(1)
        writes: list[float] = []
        games = 0
        for name in available_games():
            for number in range(args.games):
                writes += play(store, name, number, rng)
                games += 1
        compact(store)
        after = store.size()
        for number in range(args.unfinished):
            name = available_games()[number % len(available_games())]
            play(store, name, 1000 + number, rng, stop=0.5)
        resumed, seconds = asyncio.run(resume(store))
        store.close()
    writes.sort()
    print(f"{store.description.split(' ')[1]}: {games} games, {len(writes)} moves")
    print(
        f"a move stored in {duration(statistics.median(writes))} (median), "
        f"{duration(statistics.fmean(writes))} (mean), "
        f"{duration(writes[int(len(writes) * 0.99)])} (99th percentile)"
    )
    print(f"{(after - before) / games:,.0f} bytes of database per finished game (archived)")
    print(f"{resumed} half-played tables resumed in {duration(seconds)}")


async def resume(store: Store) -> tuple[int, float]:
    """The server's start: every stored table replayed and scheduled; how many, how long."""
    lobby = Lobby(Limits(), store)
    began = time.perf_counter()
    count = lobby.resume()
    seconds = time.perf_counter() - began
    for room in lobby.rooms.values():
        room.close(forget=False, tell=False)
    return count, seconds


if __name__ == "__main__":
    main()
