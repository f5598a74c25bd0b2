"""Seeded games recorded once, to prove that a change of representation changes no game.

Each recorded game is a game's rules, a seed and a way of playing (``"random"``: a
``random.Random(seed)`` choosing among ``legal_actions()``; or a bot's name: that bot, seeded
with ``seed``, choosing for every seat from its view). Its digest is the SHA-256 of everything
a user of the game can see along the way: the JSON of the first events and of every event
``apply`` returns, the ``repr`` of every ``legal_actions()`` tuple (so its order is pinned), the
action taken, and the JSON of the final state; bot games add the JSON of each view a bot was
shown. A few short games are also kept whole (their event streams as JSON text), so that a
failing digest can be told apart.

Re-record only when a game's behaviour is meant to change (and say so in the CHANGELOG)::

    PYTHONPATH=src python -m tests.golden
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import tricktaker
from tricktaker import ohhell, szaman, to_json, wizard

FIXTURE = Path(__file__).with_name("data") / "golden_games.json"

# (game name, rules, seeds, how each game is played): a few hundred games in all, every game,
# both Szaman variants, several player counts and options, random and bot play. The seeds
# are chosen apart per line so that no two lines share a deal.
PLAN: list[tuple[str, Any, range, str]] = [
    ("ohhell", ohhell.Rules(players=4, schedule=(12,), hook=True), range(40), "random"),
    ("ohhell", ohhell.Rules(players=3), range(100, 106), "random"),
    ("ohhell", ohhell.Rules(players=5, schedule=(3, 5, 7), hook=False), range(200, 220), "random"),
    (
        "ohhell",
        ohhell.Rules(players=7, schedule=(7, 1), off_bid_penalty=True, first_dealer=3),
        range(300, 320),
        "random",
    ),
    ("ohhell", ohhell.Rules(players=4, schedule=(6, 13, 2)), range(400, 410), "heuristic"),
    ("wizard", wizard.Rules(players=3), range(500, 510), "random"),
    ("wizard", wizard.Rules(players=4, hook=True), range(600, 615), "random"),
    ("wizard", wizard.Rules(players=5, first_dealer=4), range(700, 710), "random"),
    ("wizard", wizard.Rules(players=6, hook=True, first_dealer=1), range(800, 810), "random"),
    ("wizard", wizard.Rules(players=4), range(900, 905), "heuristic"),
    ("szaman", szaman.Rules(players=4), range(1000, 1030), "random"),
    ("szaman", szaman.Rules(players=4, variant="russian"), range(1100, 1130), "random"),
    ("szaman", szaman.Rules(players=2, hands=3), range(1200, 1215), "random"),
    (
        "szaman",
        szaman.Rules(players=3, lead_starting_card=False, end_before_draw=True),
        range(1300, 1315),
        "random",
    ),
    (
        "szaman",
        szaman.Rules(players=5, variant="russian", jokers_always_playable=True, hands=3),
        range(1400, 1415),
        "random",
    ),
    ("szaman", szaman.Rules(players=6, jokers_always_playable=True), range(1500, 1510), "random"),
    ("szaman", szaman.Rules(players=4, hands=2), range(1600, 1606), "heuristic"),
    ("szaman", szaman.Rules(players=3, variant="russian", hands=2), range(1700, 1706), "points"),
]

# the games kept whole: (index in PLAN, seed)
KEPT_WHOLE = [(2, 200), (5, 500), (12, 1200)]


def play(name: str, rules: Any, seed: int, how: str) -> tuple[str, int, list[str]]:
    """Play one game; return its digest, its number of decisions, and its event stream."""
    game = tricktaker.get_game(name)
    state, events = game.start(rules, seed=seed)
    digest = hashlib.sha256()
    stream = [to_json(event) for event in events]
    for text in stream:
        digest.update(text.encode())
    choose = random.Random(seed).choice
    bots = (
        None if how == "random" else [game.bots[how](seed + seat) for seat in range(rules.players)]
    )
    decisions = 0
    while not state.is_over:
        legal = state.legal_actions()
        digest.update(repr(legal).encode())
        seat = state.to_act
        if bots is None:
            action = choose(legal)
        else:
            view = state.view(seat)
            digest.update(to_json(view).encode())
            action = bots[seat].choose(view)
        digest.update(repr(action).encode())
        state, events = state.apply(action)
        decisions += 1
        for event in events:
            text = to_json(event)
            stream.append(text)
            digest.update(text.encode())
    digest.update(to_json(state).encode())
    return digest.hexdigest(), decisions, stream


def games() -> list[dict[str, Any]]:
    """Every planned game, as the fixture records it (without the kept streams)."""
    return [
        {"game": name, "rules": to_json(rules), "seed": seed, "play": how}
        for name, rules, seeds, how in PLAN
        for seed in seeds
    ]


def record() -> dict[str, Any]:
    """The fixture: each planned game's digest and decisions, and the kept games' streams."""
    recorded = []
    for name, rules, seeds, how in PLAN:
        for seed in seeds:
            sha, decisions, _ = play(name, rules, seed, how)
            recorded.append(
                {"game": name, "rules": to_json(rules), "seed": seed, "play": how,
                 "decisions": decisions, "sha256": sha}
            )  # fmt: skip
    whole = []
    for index, seed in KEPT_WHOLE:
        name, rules, _, how = PLAN[index]
        whole.append(
            {"game": name, "rules": to_json(rules), "seed": seed, "play": how,
             "events": play(name, rules, seed, how)[2]}
        )  # fmt: skip
    return {"games": recorded, "whole": whole}


if __name__ == "__main__":
    FIXTURE.parent.mkdir(exist_ok=True)
    FIXTURE.write_text(json.dumps(record(), indent=0) + "\n")
    print(f"recorded {FIXTURE}")
