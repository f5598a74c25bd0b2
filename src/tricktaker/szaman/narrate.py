"""The Szaman score sheet printed by the demo: one row a hand."""

from __future__ import annotations

from tricktaker.events import Event, GameOver
from tricktaker.szaman.events import HandScored, HandStarted
from tricktaker.szaman.rules import Rules

__all__ = ["narrate"]

_CELL = 17


def narrate(event: Event, rules: Rules) -> str | None:
    """A score-sheet line for ``event``, or None for events the sheet does not show.

    Each seat's cell is ``trick points, penalty, total``.

    >>> print(narrate(HandScored(hand_number=2, trick_points=(12, -1, 30), penalties=(0, 3, 21),
    ...                          points=(12, -4, 9), scores=(30, 7, 44)), Rules(players=3)))
       2 |    +12    0     30 |     -1   -3      7 |    +30  -21     44
    >>> print(narrate(GameOver(scores=(30, 7, 44), winners=(2,)), Rules(players=3)))
    game over: seat 2 wins with 44 (closest to 66)
    """
    if isinstance(event, HandStarted) and event.hand_number == 1:
        seats = " | ".join(f"seat {seat}".center(_CELL) for seat in range(rules.players))
        columns = " | ".join("tricks  pen total" for _ in range(rules.players))
        return (
            f"Szaman ({rules.variant}): {rules.players} players, {rules.hands} hands, "
            f"target {rules.target}{_options(rules)}\n"
            f"hand | {seats}\n"
            f"     | {columns}\n" + "-" * (4 + (_CELL + 3) * rules.players)
        )
    if isinstance(event, HandScored):
        cells = " | ".join(
            f"{taken:+6d}{-penalty:5d}{total:6d}"
            for taken, penalty, total in zip(
                event.trick_points, event.penalties, event.scores, strict=True
            )
        )
        return f"{event.hand_number:>4} | {cells}"
    if isinstance(event, GameOver):
        return f"{event} (closest to {rules.target})"
    return None


def _options(rules: Rules) -> str:
    """The rule options that differ from their defaults, as the header's last words."""
    words = []
    if not rules.lead_starting_card:
        words.append("any card leads a hand")
    if rules.jokers_always_playable:
        words.append("Jokers always playable")
    if rules.end_before_draw:
        words.append("the hand ends before the draw")
    return "".join(f", {word}" for word in words)
