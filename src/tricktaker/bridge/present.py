"""How bridge is shown as text: the demo's narration (the auction's end, the dummy, each
board's score) and the lines ``tricktaker play`` shows a seat (the auction, the contract and
the dummy's faced hand, which the declarer plays from)."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.bridge.events import AuctionEnded, BoardScored, BoardStarted, DummyFaced
from tricktaker.bridge.rules import Rules
from tricktaker.bridge.scoring import SEAT_NAMES
from tricktaker.bridge.state import Phase, View
from tricktaker.cards import format_cards
from tricktaker.events import Event, GameOver

__all__ = ["describe", "narrate"]


def narrate(event: Event, rules: Rules) -> str | None:
    """A line for the events worth printing in a demo, None for the rest.

    >>> print(narrate(AuctionEnded(contract=None), Rules()))
    passed out
    """
    if isinstance(event, (BoardStarted, AuctionEnded, DummyFaced, BoardScored, GameOver)):
        return str(event)
    return None


def describe(view: View, names: Sequence[str]) -> list[str]:
    """The lines a seat needs to decide: the board, the auction, the contract, the dummy's
    faced hand and the tricks.

    >>> from tricktaker import bridge
    >>> view = bridge.new_game(bridge.Rules(), seed=5).view(1)
    >>> print("\\n".join(describe(view, ["a", "you", "c", "d"])))
    Board 1, N deals, none vulnerable; you are E, partner of d; scores N-S 0, E-W 0
    Auction: (none yet)
    """
    north_south, east_west = view.vulnerable
    vulnerable = {(False, False): "none", (True, False): "N-S", (False, True): "E-W"}.get(
        (north_south, east_west), "both sides"
    )
    partner = (view.seat + 2) % 4
    lines = [
        f"Board {view.board}, {SEAT_NAMES[view.dealer]} deals, {vulnerable} vulnerable; you are "
        f"{SEAT_NAMES[view.seat]}, partner of {names[partner]}; scores N-S "
        f"{view.scores[0]}, E-W {view.scores[1]}"
    ]
    seats = [(view.dealer + i) % 4 for i in range(len(view.calls))]
    calls = " ".join(
        f"{SEAT_NAMES[seat]}:{call}" for seat, call in zip(seats, view.calls, strict=True)
    )
    lines.append(f"Auction: {calls or '(none yet)'}")
    contract = view.contract
    if contract is not None and view.phase is Phase.PLAY:
        lines.append(f"Contract {contract}; the declarer's side has {view.declarer_tricks} tricks")
        dummy = contract.dummy
        shown = view.shown_hands[dummy]
        if shown is not None:
            lines.append(f"Dummy {SEAT_NAMES[dummy]} ({names[dummy]}): {format_cards(shown)}")
        if view.decider == view.seat and view.to_act != view.seat:
            lines.append(f"You play the dummy's card for {names[dummy]}")
    return lines
