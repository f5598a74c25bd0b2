"""How bridge is shown as text: the score sheet (the demo's narration, and the sheet of
``tricktaker play``: a row a board) and the lines ``tricktaker play`` shows a seat (the
auction, the contract and the dummy's faced hand, which the declarer plays from)."""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.bridge.claims import ClaimMade
from tricktaker.bridge.events import BoardScored, BoardStarted
from tricktaker.bridge.game import Phase, View
from tricktaker.bridge.rules import Rules
from tricktaker.bridge.words import WORDS, call_text, vulnerable_text
from tricktaker.cards import format_cards
from tricktaker.events import Event, GameOver
from tricktaker.words import Teller

__all__ = ["describe", "narrate"]


def narrate(event: Event, rules: Rules) -> str | None:
    """A score-sheet line for ``event``, or None for events the sheet does not show: its
    header when the first board starts, a row a board scored (the contract, its result,
    each side's points and total), and the game's end.

    >>> from tricktaker.bridge import Contract, Strain
    >>> board = BoardScored(board=1, contract=Contract(level=4, strain=Strain.SPADES, declarer=0),
    ...                     declarer_tricks=11, points=(450, -450) * 2, scores=(450, -450) * 2)
    >>> print(narrate(board, Rules()))
        1 | 4♠ by N +1       |  +450    450 |  -450   -450
    """
    if isinstance(event, BoardStarted) and event.board == 1:
        boards = f"{rules.boards} board{'s' if rules.boards != 1 else ''}"
        sides = " | ".join(side.center(13) for side in ("N-S", "E-W"))
        return (
            f"Bridge: {boards}, duplicate scoring, the higher total wins\n"
            f"board | {'contract':<16} | {sides}\n" + "-" * 56
        )
    if isinstance(event, BoardScored):
        cells = " | ".join(f"{event.points[side]:+6d}{event.scores[side]:>7}" for side in (0, 1))
        return f"{event.board:>5} | {event.result:<16} | {cells}"
    if isinstance(event, GameOver):
        return WORDS.tell(event, Teller(WORDS, rules=rules))
    return None


def _alerted(alert: str | None) -> str:
    """An alert as the auction line shows it after its call: ``!``, and the explanation."""
    if alert is None:
        return ""
    return f"! ({alert})" if alert else "!"


def describe(view: View, names: Sequence[str]) -> list[str]:
    """The lines a seat needs to decide, in bridge's words: the board, the auction, the
    contract and the tricks it needs, the dummy's faced hand (spades first) and the tricks.

    >>> from tricktaker import bridge
    >>> view = bridge.new_game(bridge.Rules(), seed=5).view(1)
    >>> print("\\n".join(describe(view, ["a", "you", "c", "d"])))
    Board 1, North deals, nobody vulnerable; you are East, West your partner; N–S 0, E–W 0
    Auction: (none yet)
    """
    tell = Teller(WORDS, reader=view.seat, rules=view.rules)
    plain = Teller(WORDS, rules=view.rules)
    partner = (view.seat + 2) % 4
    lines = [
        f"Board {view.board}, {plain.seat(view.dealer)} deals, "
        f"{vulnerable_text(view.vulnerable, plain)}; you are {plain.seat(view.seat)}, "
        f"{plain.seat(partner)} your partner; {plain.gains(view.scores).replace('+', '')}"
    ]
    seats = [(view.dealer + i) % 4 for i in range(len(view.calls))]
    alerts = view.alerts  # as this seat was told them: never its partner's
    calls = ", ".join(
        f"{plain.seat(seat)} {call_text(call, plain)}{_alerted(alert)}"
        for seat, call, alert in zip(seats, view.calls, alerts, strict=True)
    )
    lines.append(f"Auction: {calls or '(none yet)'}")
    contract = view.contract
    if contract is not None and view.phase in (Phase.PLAY, Phase.CLAIM):
        notes = [note[:1].upper() + note[1:] for note in WORDS.notes(view, tell)]
        lines.append("; ".join(notes))
        dummy = contract.dummy
        shown = view.shown_hands[dummy]
        if shown is not None:
            lines.append(f"Dummy {plain.seat(dummy)}: {format_cards(WORDS.sort(shown))}")
        if view.decider == view.seat and view.to_act != view.seat:
            lines.append(f"You play the dummy's card, {plain.seat(dummy)}'s")
    if view.phase is Phase.CLAIM:  # Law 68D: play is suspended while the claim is answered
        claim = view.claims[-1]
        remaining = 13 - len(view.played) // 4
        made = WORDS.tell(
            ClaimMade(seat=claim.seat, tricks=claim.tricks, remaining=remaining), tell
        )
        lines.append(f"Claim: {made}")
    return lines
