"""How ``tricktaker play`` shows a Spades seat its table: hand, partners, bids, tricks, scores."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.engine.present import seat_lines
from tricktaker.spades import kernel
from tricktaker.spades.game import View
from tricktaker.spades.words import WORDS

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

    A bid of 0 reads as nil, or blind nil, in a column as wide as its words:

    >>> state = spades.new_game(spades.Rules(blind_nil=True, blind_nil_deficit=0), seed=5)
    >>> for action in (spades.BlindNil(), spades.SeeCards(), spades.Bid(0), spades.SeeCards(),
    ...                spades.Bid(3)):
    ...     state, _ = state.apply(action)
    >>> print("\\n".join(describe(state.view(1), ["a", "you", "c", "d"])[1:]))
    seat                bid  taken  score
    0 a           blind nil      0      0
    1 you               nil      0      0
    2 c                   3      0      0
    3 d                   -      0      0
    blind nil: seat 0
    """
    broken = view.rules.breaking_spades and kernel.spades_broken(view.played)
    blind = [str(seat) for seat, flag in enumerate(view.blind_nil) if flag]
    return [
        f"Hand {view.round}, seat {view.dealer} deals; spades are trump, "
        f"{'broken' if broken else 'not broken'}; you and seat {kernel.partner(view.seat)} are "
        "partners",
        *seat_lines(view, names, WORDS),
        *([f"blind nil: seat {', '.join(blind)}"] if blind else []),
        *([] if view.cards_seen else ["your cards are face down: bid blind nil, or see them"]),
    ]
