"""Seeded games of every game, recorded before the trick-game engine replaced the games'
own state machines, to prove that the move changed no game a user can see.

Stricter than :mod:`tests.golden`: at every step of every recorded game its digest takes the
``repr`` of ``legal_actions()``, the JSON of the state, the JSON of every seat's view and the
``repr`` of that view's ``legal_actions()``, the code of the refusal of two probes (a card
the player to act does not hold, and the first legal action shown to another seat), the
action taken, and the JSON of every event ``apply`` returns (each seat's redacted form
included). Each game is played by a ``random.Random(seed)`` choosing among
``legal_actions()``, or by a built-in bot of the game (seeded ``seed + seat``) choosing from
its seat's view.

Re-record only when a game's behaviour is meant to change (and say so in the CHANGELOG)::

    PYTHONPATH=src python -m tests.golden_engine
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import tricktaker
from tricktaker import Card, Play, bridge, hearts, ohhell, spades, szaman, to_json, wizard
from tricktaker.games import decider_of

FIXTURE = Path(__file__).with_name("data") / "golden_engine.json"

# (game, rules, seeds, how each game is played): every game, several option sets, random and
# bot play. Seeds are apart per line so that no two lines share a deal.
_HEARTS_VARIANTS = {
    "jd_bonus": True,
    "can_lead_any_club": True,
    "no_pts_on_first_trick": False,
    "avoid_all_tricks_bonus": True,
}
_HEARTS_LOOSE = {
    "must_break_hearts": False,
    "qs_breaks_hearts": False,
    "can_lead_hearts_instead_of_qs": True,
    "pass_cards": False,
}
PLAN: list[tuple[str, Any, range, str]] = [
    ("ohhell", ohhell.Rules(players=4, schedule=(12,), hook=True), range(20), "random"),
    ("ohhell", ohhell.Rules(players=3, schedule=(1, 2, 3, 4, 5)), range(100, 110), "random"),
    ("ohhell", ohhell.Rules(players=7, schedule=(7, 1), off_bid_penalty=True), range(300, 310),
     "random"),
    ("ohhell", ohhell.Rules(players=4, schedule=(6, 13)), range(400, 405), "heuristic"),
    ("wizard", wizard.Rules(players=3), range(500, 510), "random"),
    ("wizard", wizard.Rules(players=4, hook=True), range(600, 620), "random"),
    ("wizard", wizard.Rules(players=6, first_dealer=1), range(700, 710), "random"),
    ("wizard", wizard.Rules(players=4), range(900, 903), "heuristic"),
    ("szaman", szaman.Rules(players=4), range(1000, 1015), "random"),
    ("szaman", szaman.Rules(players=4, variant="russian"), range(1100, 1115), "random"),
    ("szaman", szaman.Rules(players=2, hands=3), range(1200, 1210), "random"),
    ("szaman", szaman.Rules(players=3, lead_starting_card=False, end_before_draw=True),
     range(1300, 1310), "random"),
    ("szaman", szaman.Rules(players=5, variant="russian", jokers_always_playable=True, hands=3),
     range(1400, 1410), "random"),
    ("szaman", szaman.Rules(players=4, hands=2), range(1600, 1604), "heuristic"),
    ("hearts", hearts.Rules(hands=1, pass_order="random"), range(2000, 2030), "random"),
    ("hearts", hearts.Rules(target=40), range(2100, 2108), "random"),
    ("hearts", hearts.Rules(hands=4, **_HEARTS_VARIANTS), range(2200, 2210), "random"),
    ("hearts", hearts.Rules(hands=3, **_HEARTS_LOOSE), range(2300, 2310), "random"),
    ("hearts", hearts.Rules(hands=2), range(2400, 2405), "heuristic"),
    ("spades", spades.Rules.openspiel(), range(3000, 3030), "random"),
    ("spades", spades.Rules(win_threshold=200), range(3100, 3108), "random"),
    ("spades", spades.Rules(hands=3, blind_nil=True, use_mercy_rule=False, first_dealer=1),
     range(3200, 3215), "random"),
    ("spades", spades.Rules(hands=2, blind_nil=True, blind_nil_deficit=0), range(3300, 3310),
     "random"),
    ("spades", spades.Rules(hands=2), range(3400, 3405), "heuristic"),
    ("bridge", bridge.Rules(), range(4000, 4040), "random"),
    ("bridge", bridge.Rules(boards=4, rotation=True), range(4100, 4110), "random"),
    ("bridge", bridge.Rules(dealer=2, dealer_vul=True), range(4200, 4210), "random"),
    ("bridge", bridge.Rules(boards=2), range(4300, 4305), "heuristic"),
]  # fmt: skip


def _foreign_card(state: Any) -> Card | None:
    """A card the player to act does not hold (the first of the next seat's hand)."""
    hands = state.hands
    for offset in range(1, len(hands)):
        hand = hands[(state.to_act + offset) % len(hands)]
        if hand:
            return hand[0]
    return None


def play(name: str, rules: Any, seed: int, how: str) -> tuple[str, int]:
    """Play one game; return its digest and its number of decisions."""
    game = tricktaker.get_game(name)
    state, events = game.start(rules, seed=seed)
    digest = hashlib.sha256()
    players = rules.players

    def take(events: tuple[Any, ...]) -> None:
        for event in events:
            digest.update(to_json(event).encode())
            for seat in range(players):
                digest.update(to_json(event.for_seat(seat)).encode())

    take(events)
    choose = random.Random(seed).choice
    bots = None if how == "random" else [game.bots[how](seed + seat) for seat in range(players)]
    decisions = 0
    while not state.is_over:
        legal = state.legal_actions()
        digest.update(repr(legal).encode())
        digest.update(to_json(state).encode())
        views = [state.view(seat) for seat in range(players)]
        for view in views:
            digest.update(to_json(view).encode())
            digest.update(repr(view.legal_actions()).encode())
        foreign = _foreign_card(state)
        probes: list[object] = [] if foreign is None else [Play(foreign)]
        for view in views:
            other = view.legal_actions()
            if view.seat != state.to_act and other:
                probes.append(other[0])
        for probe in probes[:2]:
            error = state.refusal(probe)
            digest.update(repr(None if error is None else error.code).encode())
        decider = decider_of(state)
        action = choose(legal) if bots is None else bots[decider].choose(views[decider])
        digest.update(repr(action).encode())
        state, events = state.apply(action)
        decisions += 1
        take(events)
    digest.update(to_json(state).encode())
    for seat in range(players):
        digest.update(to_json(state.view(seat)).encode())
    return digest.hexdigest(), decisions


def games() -> list[dict[str, Any]]:
    """Every planned game, as the fixture records it (without its digest)."""
    return [
        {"game": name, "rules": to_json(rules), "seed": seed, "play": how}
        for name, rules, seeds, how in PLAN
        for seed in seeds
    ]


def record() -> dict[str, Any]:
    """The fixture: each planned game's digest and decisions."""
    recorded = []
    for entry in games():
        rules = tricktaker.from_json(entry["rules"])
        sha, decisions = play(entry["game"], rules, entry["seed"], entry["play"])
        recorded.append({**entry, "decisions": decisions, "sha256": sha})
    return {"games": recorded}


if __name__ == "__main__":
    FIXTURE.parent.mkdir(exist_ok=True)
    FIXTURE.write_text(json.dumps(record(), indent=0) + "\n")
    print(f"recorded {FIXTURE}")
