"""The Spades score sheet printed by the demo: one row a hand, a cell a team."""

from __future__ import annotations

from tricktaker.events import Event, GameOver
from tricktaker.spades import kernel
from tricktaker.spades.events import HandStarted, RoundScored
from tricktaker.spades.rules import Rules
from tricktaker.spades.words import WORDS
from tricktaker.words import Teller

__all__ = ["narrate"]

_CELL = 24


def _bid(event: RoundScored, seat: int) -> str:
    """A seat's bid in the sheet: ``bnil`` (blind nil), ``nil`` or the tricks."""
    if event.bids[seat]:
        return str(event.bids[seat])
    return "bnil" if event.blind[seat] else "nil"


def narrate(event: Event, rules: Rules) -> str | None:
    """A score-sheet line for ``event``, or None for events the sheet does not show.

    Each team's cell is ``bids/taken points total``, its two seats' bids and tricks; a blind
    nil shows as ``bnil``.

    >>> print(narrate(RoundScored(round=1, trump=None, bids=(4, 3, 0, 5), taken=(5, 3, 0, 5),
    ...                           points=(41, 80, 41, 80), scores=(41, 80, 41, 80)), Rules()))
        1 |   4+nil/5+0    +41    41 |     3+5/3+5    +80    80
    >>> print(narrate(RoundScored(round=2, trump=None, bids=(0, 3, 4, 5), taken=(0, 3, 5, 5),
    ...                           points=(241, 80, 241, 80), scores=(282, 160, 282, 160),
    ...                           blind=(True, False, False, False)), Rules(blind_nil=True)))
        2 |  bnil+4/0+5   +241   282 |     3+5/3+5    +80   160
    """
    if isinstance(event, HandStarted) and event.round == 1:
        teams = " | ".join(
            f"seats {first} and {second}".center(_CELL) for first, second in kernel.TEAMS
        )
        end = WORDS.end_text(rules, Teller(WORDS))
        mercy = f", mercy at {rules.mercy_threshold}" if rules.use_mercy_rule else ""
        if rules.blind_nil:
            mercy += f", blind nil {rules.blind_nil_bonus} when {rules.blind_nil_deficit} behind"
        return f"Spades: {end}{mercy}\n hand | {teams}\n" + "-" * (7 + (_CELL + 3) * 2 - 1)
    if isinstance(event, RoundScored):
        cells = []
        for first, second in kernel.TEAMS:
            bids = "+".join(_bid(event, seat) for seat in (first, second))
            taken = f"{event.taken[first]}+{event.taken[second]}"
            cells.append(f"{bids:>8}/{taken:<4}{event.points[first]:+6d}{event.scores[first]:>6}")
        return f"{event.round:>5} | " + " | ".join(cells) + _bonus_row(event, rules)
    if isinstance(event, GameOver):
        return WORDS.tell(event, Teller(WORDS, rules=rules))
    return None


def _bonus_row(event: RoundScored, rules: Rules) -> str:
    """The sheet's last row when this hand ends the game with the bonus for winning (or the
    loss of the mercy rule): each team's bonus and its final total; empty otherwise."""
    totals = (event.scores[kernel.TEAMS[0][0]], event.scores[kernel.TEAMS[1][0]])
    result = kernel.game_result(totals, event.round, rules)
    if result is None or result[0] == totals:
        return ""
    cells = [
        f"{'bonus':>13}{final - total:+6d}{final:>6}"
        for final, total in zip(result[0], totals, strict=True)
    ]
    return "\n  end | " + " | ".join(cells)
