"""How ``tricktaker play`` shows a Spades seat its table: hand, partners, bids, tricks, scores."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.engine.present import seat_lines
from tricktaker.spades import kernel
from tricktaker.spades.game import View

__all__ = ["describe"]


def describe(view: View, names: Sequence[str]) -> list[str]:
    """The lines about the hand and each seat that a player needs to decide.

    >>> from tricktaker import spades
    >>> view = spades.new_game(spades.Rules(), seed=5).view(1)
    >>> print("\\n".join(describe(view, ["a", "you", "c", "d"])))
    Hand 1, seat 3 deals; spades are trump, not broken; you and seat 3 are partners
    seat          bid  taken  score
    0 a             -      0      0
    1 you           -      0      0
    2 c             -      0      0
    3 d             -      0      0
    """
    broken = view.rules.breaking_spades and kernel.spades_broken(view.played)
    blind = [str(seat) for seat, flag in enumerate(view.blind_nil) if flag]
    return [
        f"Hand {view.round}, seat {view.dealer} deals; spades are trump, "
        f"{'broken' if broken else 'not broken'}; you and seat {kernel.partner(view.seat)} are "
        "partners",
        *seat_lines(view, names),
        *([f"blind nil: seat {', '.join(blind)}"] if blind else []),
        *([] if view.cards_seen else ["your cards are face down: bid blind nil, or see them"]),
    ]
