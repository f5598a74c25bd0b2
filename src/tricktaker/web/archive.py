"""The archive of ``tricktaker serve``: each finished game by link, replayed move by move.

- ``/games/ID``: a page that replays the game from its record, one step a move: what
  happened (the events, told as a spectator of a finished game reads them: every hand
  open), each seat's hand and the scores after it;
- ``/games/ID.json``: the record, in the library's JSON format
  (``tricktaker.from_json`` reads it back as a :class:`~tricktaker.GameRecord`);
- ``/games/ID.pbn``: the last board in PBN, for a game whose package writes PBN (a
  ``to_pbn`` in the package or its ``pbn`` module: bridge's
  :func:`tricktaker.bridge.pbn.to_pbn`).

Nothing here knows a game: the steps come from :func:`tricktaker.records.replay_steps`,
the words from :func:`tricktaker.web.i18n.narrate`, the hands and scores from each seat's
view.
"""

from __future__ import annotations

import functools
import html
import importlib
import importlib.util
import json
from typing import Any

import tricktaker
from tricktaker import GameRecord
from tricktaker.records import replay_steps
from tricktaker.web.i18n import narrate
from tricktaker.web.store import Archived

__all__ = ["pbn", "rendered", "replay_page", "steps"]


def steps(game: Archived, language: str = "en") -> list[dict[str, Any]]:
    """Each step of the game: the opening deal, then one per action, with what was told
    (``log``), the action (``action``, its JSON data), the hands and the scores after it."""
    record = tricktaker.from_json(game.record, GameRecord)
    words = tricktaker.get_game(record.game).words  # its seats' names, bridge's North ...
    out: list[dict[str, Any]] = []
    for index, (state, events) in enumerate(replay_steps(record)):
        views = [tricktaker.to_data(state.view(seat)) for seat in range(state.rules.players)]
        told = (
            narrate(
                event,
                seat=None,
                names=game.names,
                language=language,
                words=words,
                rules=record.rules,
            )
            for event in events
        )
        out.append(
            {
                "action": None if index == 0 else tricktaker.to_data(record.actions[index - 1]),
                "log": [line for line in told if line is not None],
                "hands": [view.get("hand") for view in views],
                "trick": views[0].get("trick"),
                "scores": list(state.scores),
            }
        )
    return out


def pbn(game: Archived) -> str | None:
    """The game's last board in PBN, if its game's package writes PBN (else None)."""
    record = tricktaker.from_json(game.record, GameRecord)
    state = record.replay()
    module = importlib.import_module(type(state).__module__)
    if not hasattr(module, "__path__"):  # a module of the game's package: the package
        module = importlib.import_module(module.__name__.rpartition(".")[0])
    write = getattr(module, "to_pbn", None)
    if write is None and importlib.util.find_spec(f"{module.__name__}.pbn") is not None:
        write = getattr(importlib.import_module(f"{module.__name__}.pbn"), "to_pbn", None)
    if not callable(write):
        return None
    return str(write(state, event=f"tricktaker serve {game.id}"))


@functools.lru_cache(maxsize=32)
def rendered(game: Archived) -> tuple[str, str | None]:
    """The replay page of ``game`` and its PBN (None: none), kept for the last 32 games
    asked for: a page replays the whole game, which a client should not be able to make
    the server do again and again."""
    written = pbn(game)
    return replay_page(game, has_pbn=written is not None), written


def _names(game: Archived) -> list[str]:
    return [name or f"Seat {seat}" for seat, name in enumerate(game.names)]


def replay_page(game: Archived, *, has_pbn: bool) -> str:
    """The replay page of ``game`` (every step in the page; a small script shows one)."""
    record = tricktaker.from_json(game.record, GameRecord)
    title = tricktaker.get_game(record.game).title
    data = {"names": _names(game), "steps": steps(game)}
    embedded = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    downloads = f'<a href="/games/{html.escape(game.id)}.json" download>record (JSON)</a>'
    if has_pbn:
        downloads += f' · <a href="/games/{html.escape(game.id)}.pbn" download>PBN</a>'
    return _PAGE.format(
        title=html.escape(title),
        players=html.escape(", ".join(_names(game))),
        moves=len(record.actions),
        downloads=downloads,
        data=embedded,
    )


_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>{title}: a finished game</title>
<style>
body {{ font: 16px/1.4 system-ui, sans-serif; margin: 1rem auto; max-width: 48rem;
  padding: 0 1rem; }}
nav button {{ font-size: 1rem; min-width: 3rem; }}
table {{ border-collapse: collapse; margin: .5rem 0; }}
td, th {{ border-bottom: 1px solid #ccc; padding: .2rem .6rem; text-align: left; }}
#log li {{ margin: .1rem 0; }}
</style></head>
<body>
<h1>{title}</h1>
<p>{players} · {moves} moves · {downloads}</p>
<nav><button id="first">⏮</button> <button id="back">◀</button>
<input id="at" type="range" min="0" value="0"> <button id="next">▶</button>
<button id="last">⏭</button> <span id="where"></span></nav>
<table><thead><tr><th>Seat</th><th>Hand</th><th>Score</th></tr></thead>
<tbody id="seats"></tbody></table>
<p id="trick"></p>
<ol id="log"></ol>
<script type="application/json" id="game">{data}</script>
<script>
const game = JSON.parse(document.getElementById("game").textContent);
const at = document.getElementById("at");
at.max = game.steps.length - 1;
function cell(row, text) {{
  const td = document.createElement("td"); td.textContent = text; row.append(td);
}}
function show(index) {{
  index = Math.max(0, Math.min(game.steps.length - 1, index));
  at.value = index;
  const step = game.steps[index];
  document.getElementById("where").textContent =
    index === 0 ? "the deal" : `move ${{index}} of ${{game.steps.length - 1}}`;
  const seats = document.getElementById("seats");
  seats.replaceChildren();
  game.names.forEach((name, seat) => {{
    const row = document.createElement("tr");
    cell(row, name);
    cell(row, (step.hands[seat] || []).join(" "));
    cell(row, String(step.scores[seat] ?? ""));
    seats.append(row);
  }});
  document.getElementById("trick").textContent =
    step.trick && step.trick.length ? "Trick: " + step.trick.join(" ") : "";
  const log = document.getElementById("log");
  log.replaceChildren(...step.log.map(text => {{
    const li = document.createElement("li"); li.textContent = text; return li; }}));
  location.hash = String(index);
}}
document.getElementById("first").onclick = () => show(0);
document.getElementById("back").onclick = () => show(Number(at.value) - 1);
document.getElementById("next").onclick = () => show(Number(at.value) + 1);
document.getElementById("last").onclick = () => show(game.steps.length - 1);
at.oninput = () => show(Number(at.value));
document.addEventListener("keydown", e => {{
  if (e.key === "ArrowRight") show(Number(at.value) + 1);
  if (e.key === "ArrowLeft") show(Number(at.value) - 1);
}});
show(Number(location.hash.slice(1)) || 0);
</script>
</body></html>
"""
