"""Simulations on a Dask cluster: the same results as in one process, through the Python API
with a ``distributed.Client`` and through ``tricktaker simulate --dask ADDRESS``.

The cluster is a real one on this machine: a ``distributed.LocalCluster`` of 2 worker
processes of one thread each, on 127.0.0.1, without its dashboard, started once for the
module and closed at its end. Its workers are processes started afresh that find the game by
its registered name, as the workers of a cluster of several machines do.

Needs Dask's ``distributed`` (``pip install 'tricktaker[dask]'``, the ``dask`` dependency
group): skipped without it, unless ``TRICKTAKER_REQUIRE_DASK=1`` is set, when its absence
fails.
"""

from __future__ import annotations

import io
import json
import os
import re
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tricktaker import simulate, szaman, wizard
from tricktaker.cli import main

from .terminal import CTRL_C, Terminal

try:
    import dask
    import distributed
except ImportError:
    if os.environ.get("TRICKTAKER_REQUIRE_DASK") == "1":
        raise
    pytest.skip(
        "Dask's distributed is not importable (pip install 'tricktaker[dask]', or the dask "
        "dependency group)",
        allow_module_level=True,
    )


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    with distributed.LocalCluster(
        n_workers=2,
        processes=True,
        threads_per_worker=1,
        host="127.0.0.1",
        dashboard_address=None,
    ) as local:
        yield local


def test_a_client_gives_the_results_of_one_process(cluster: Any) -> None:
    rules = wizard.Rules(players=4)
    bots = ["heuristic", "random"]
    here = simulate("wizard", rules, bots, 16, seed=3)
    with (
        distributed.Client(cluster, set_as_default=False) as client,
        distributed.get_task_stream(client) as tasks,
    ):
        there = simulate("wizard", rules, bots, 16, seed=3, executor=client)
    assert there == here
    assert there.to_json() == here.to_json()
    # The games were played by the cluster's workers, in pieces.
    workers = {task["worker"] for task in tasks.data}
    assert workers
    assert workers <= set(cluster.scheduler_info["workers"])
    assert all(task["key"].startswith("_play_piece-") for task in tasks.data)


def run(*argv: str) -> str:
    out = io.StringIO()
    assert main(["simulate", *argv, "--no-progress"], out=out) == 0
    return out.getvalue()


def test_the_command_on_the_cluster_gives_the_results_of_one_worker(
    cluster: Any, tmp_path: Path
) -> None:
    argv = ["szaman", "--games", "10", "--players", "3", "--bots", "heuristic,random,random"]
    local = run(*argv, "--seed", "8", "--workers", "1", "--json", str(tmp_path / "local.json"))
    address = cluster.scheduler_address
    assert address.startswith("tcp://127.0.0.1:")
    remote = run(*argv, "--seed", "8", "--dask", address, "--json", str(tmp_path / "dask.json"))
    assert remote == local
    assert (tmp_path / "dask.json").read_text() == (tmp_path / "local.json").read_text()
    # The same as the Python API, with or without the cluster.
    with distributed.Client(address, set_as_default=False) as client:
        api = simulate("szaman", szaman.Rules(players=3), ["heuristic", "random", "random"], 10,
                       seed=8, executor=client)  # fmt: skip
    assert api.to_json() == (tmp_path / "local.json").read_text()


def test_an_address_without_a_scheduler_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    # Nothing listens on port 1; a second, not the default 30, before giving up.
    with dask.config.set({"distributed.comm.timeouts.connect": "1s"}):
        status = main(["simulate", "wizard", "--games", "1", "--dask", "tcp://127.0.0.1:1"])
    assert status == 2
    err = capsys.readouterr().err
    assert "tricktaker: error: --dask tcp://127.0.0.1:1: cannot reach a Dask scheduler" in err


def test_ctrl_c_keeps_the_figures_of_the_games_finished_on_the_cluster(
    cluster: Any, tmp_path: Path
) -> None:
    # As tests/test_cli_interrupts.py does with --workers: a search bot's game takes about a
    # second, so 400 of them are minutes of work that Ctrl-C must cut short.
    path = tmp_path / "figures.json"
    argv = ["simulate", "szaman", "--games", "400", "--bots", "search,heuristic"]
    address = cluster.scheduler_address
    terminal = Terminal([sys.executable, "-m", "tricktaker", *argv, "--dask", address,
                         "--json", str(path)])  # fmt: skip
    terminal.wait_for(r"\] +\d+% [1-9]\d*/400 games")
    terminal.type(CTRL_C)
    time.sleep(0.1)
    terminal.type(CTRL_C)  # a second one while it stops changes nothing
    assert terminal.finish(timeout=60) == 130
    screen = terminal.screen
    for word in ("Traceback", "Exception ignored", "KeyboardInterrupt"):
        assert word not in screen
    finished = int(re.search(r"interrupted: (\d+) of 400 games finished", screen).group(1))
    assert 1 <= finished < 400
    document = json.loads(path.read_text(encoding="utf-8"))
    assert (document["partial"], document["games_finished"]) == (True, finished)
    assert sum(bot["seat_games"] for bot in document["bots"]) == 4 * finished
