"""A table shared by threads (a server's handlers): every action is applied to the state it
was checked against, none is lost or applied twice, and subscribers see each event once."""

from __future__ import annotations

import contextlib
import random
import sys
import threading
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tricktaker import Event, IllegalActionError, Table, replay, szaman, wizard

THREADS = 4


@pytest.fixture(autouse=True)
def frequent_thread_switches() -> Iterator[None]:
    """Switch threads as often as the interpreter can, so that races show up."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(before)


def tables() -> list[Table[Any]]:
    made: list[Table[Any]] = []
    for seed in range(12):
        made.append(Table.start("szaman", szaman.Rules(players=3, hands=1), seed=seed))
        made.append(Table.start("wizard", wizard.Rules(players=3, hook=True), seed=seed))
    return made


def run_threads(target: Callable[[int], None], barrier: threading.Barrier | None = None) -> None:
    failures: list[BaseException] = []

    def guarded(number: int) -> None:
        try:
            target(number)
        except BaseException as error:  # re-raised below, in the test's thread
            failures.append(error)
            if barrier is not None:
                barrier.abort()  # the others stop waiting for this thread

    threads = [threading.Thread(target=guarded, args=(n,)) for n in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
        assert not thread.is_alive()
    if failures:
        raise failures[0]


def test_threads_acting_on_shared_tables_lose_no_action() -> None:
    shared = tables()
    accepted: list[list[Any]] = [[] for _ in shared]
    refusals: Counter[str] = Counter()
    received: list[list[Event]] = [[] for _ in shared]
    for table, log in zip(shared, received, strict=True):
        table.subscribe(log.append)
    openings = [len(table.events) for table in shared]

    # Each table's first decision is taken by every thread from the same state at once, and no
    # thread goes on before all have tried, so the threads certainly collide there: one acts,
    # the others are refused (the seat they act for has had its turn). Then they race freely.
    barrier = threading.Barrier(THREADS)
    lock = threading.Lock()

    def attempt(index: int, table: Table[Any], state: Any, rng: random.Random) -> None:
        if state.to_act is None:  # over by the time this thread looked
            return
        action = rng.choice(state.legal_actions())
        try:
            table.act(state.to_act, action)
        except IllegalActionError as error:
            with lock:
                refusals[error.code] += 1
        else:
            with lock:
                accepted[index].append(action)

    def player(number: int) -> None:
        rng = random.Random(number)
        for index, table in enumerate(shared):  # every thread plays every table at once
            state = table.state
            barrier.wait(timeout=60)
            attempt(index, table, state, rng)
            barrier.wait(timeout=60)
            while len(table.history) < 60 and not table.state.is_over:
                state = table.state  # may be stale by the time act() runs: that is the point
                attempt(index, table, state, rng)

    run_threads(player, barrier)
    # At least the THREADS - 1 losers of each table's first decision.
    assert refusals["not_your_turn"] >= (THREADS - 1) * len(shared), refusals
    assert set(refusals) <= {"not_your_turn", "game_over", "not_in_hand", "must_follow_suit",
                             "wrong_phase", "hook_forbids", "bid_out_of_range",
                             "must_lead_starting_card", "joker_suit",
                             "unexpected_suit"}  # fmt: skip
    for index, table in enumerate(shared):
        record = table.record()
        assert replay(record) == table.state
        assert Counter(map(repr, accepted[index])) == Counter(map(repr, table.history))
        assert Table.from_record(record).events == table.events
        assert received[index] == list(table.events[openings[index] :])


def test_seats_joining_while_others_act_see_every_event_once_in_order() -> None:
    shared = tables()[:8]
    joined: list[list[tuple[int, list[Event]]]] = [[] for _ in shared]

    def work(number: int) -> None:
        rng = random.Random(number)
        for index, table in enumerate(shared):
            for _ in range(40):
                if number == 0:  # one thread keeps joining while the others act
                    seat, seen = rng.randrange(3), list[Event]()
                    joined[index].append((seat, seen))
                    table.subscribe(seen.append, seat=seat, catch_up=True)
                    continue
                state = table.state
                if state.to_act is None:
                    break
                with contextlib.suppress(IllegalActionError):
                    table.act(state.to_act, rng.choice(state.legal_actions()))

    run_threads(work)
    for index, table in enumerate(shared):
        assert len(table.history) > 20
        for seat, seen in joined[index]:
            assert seen == [event.for_seat(seat) for event in table.events]
