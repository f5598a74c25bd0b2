"""How bridge reads: North, East, South and West, N–S against E–W, hands spades first and
high to low, the auction's calls and the contract in bridge players' words, and the texts of
its events; the score sheet (:func:`narrate`, a row a board) and the lines a seat sees
(:func:`describe`).

>>> from tricktaker.words import Teller
>>> from tricktaker.bridge.calls import Bid, Strain
>>> str(CallMade(seat=3, call=Bid(1, Strain.NOTRUMP)))
'West bids 1NT'
>>> WORDS.tell(CallMade(seat=3, call=Bid(1, Strain.NOTRUMP)), Teller(WORDS, reader=3))
'you bid 1NT'
"""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.bridge.calls import Bid, Call, Double, Pass, Redouble, Strain
from tricktaker.bridge.claims import (
    AcceptClaim,
    Claim,
    ClaimAccepted,
    ClaimDisputed,
    ClaimMade,
    DisputeClaim,
)
from tricktaker.bridge.game import (
    AuctionEnded,
    BoardScored,
    BoardStarted,
    CallMade,
    DummyFaced,
    Phase,
    TrickWon,
    View,
)
from tricktaker.bridge.rules import Rules
from tricktaker.bridge.scoring import Contract, Doubling
from tricktaker.cards import Card, format_cards
from tricktaker.events import Event, GameOver
from tricktaker.words import BOARD, Teller, Words


def _order(card: Card) -> tuple[int, int]:
    # A bridge hand reads spades, hearts, diamonds, clubs, each from the ace down.
    return -int(card.suit or 0), -int(card.rank or 0)


def _level(level: int, strain: Strain, tell: Teller) -> str:
    shown = tell.text("NT") if strain is Strain.NOTRUMP else str(strain)
    return f"{level}{shown}"


def call_text(call: Call, tell: Teller) -> str:
    """A call as a bridge player says it: ``1NT``, ``4♥``, ``pass``, ``double``,
    ``redouble``."""
    if isinstance(call, Bid):
        return _level(call.level, call.strain, tell)
    if isinstance(call, Double):
        return tell.text("double")
    if isinstance(call, Redouble):
        return tell.text("redouble")
    return tell.text("pass")


def contract_text(contract: Contract, tell: Teller) -> str:
    """A contract's level, strain and doubling: ``4♠``, ``3NT doubled``."""
    shown = _level(contract.level, contract.strain, tell)
    if contract.doubling is Doubling.DOUBLED:
        return tell.text("{contract} doubled", contract=shown)
    if contract.doubling is Doubling.REDOUBLED:
        return tell.text("{contract} redoubled", contract=shown)
    return shown


def vulnerable_text(vulnerable: Sequence[bool], tell: Teller) -> str:
    """Which sides are vulnerable: ``nobody vulnerable``, ``N–S vulnerable``, ..."""
    north_south, east_west = vulnerable
    if north_south and east_west:
        return tell.text("both sides vulnerable")
    if north_south or east_west:
        return tell.text("{side} vulnerable", side=tell.team(0 if north_south else 1))
    return tell.text("nobody vulnerable")


def _board_started(event: BoardStarted, tell: Teller) -> str:
    return tell.about(
        event.dealer,
        "board {board}: {seat} deals, {vulnerable}",
        "board {board}: you deal, {vulnerable}",
        board=event.board,
        vulnerable=vulnerable_text(event.vulnerable, tell),
    )


def _call_made(event: CallMade, tell: Teller) -> str:
    said = _call_said(event, tell)
    if event.alert is None:
        return said
    if not event.alert:
        return tell.text("{call} (alerted)", call=said)
    return tell.text("{call} (alerted: {explanation})", call=said, explanation=event.alert)


def _call_said(event: CallMade, tell: Teller) -> str:
    call = event.call
    if isinstance(call, Pass):
        return tell.about(event.seat, "{seat} passes", "you pass")
    if isinstance(call, Double):
        return tell.about(event.seat, "{seat} doubles", "you double")
    if isinstance(call, Redouble):
        return tell.about(event.seat, "{seat} redoubles", "you redouble")
    return tell.about(
        event.seat, "{seat} bids {call}", "you bid {call}", call=call_text(call, tell)
    )


def _auction_ended(event: AuctionEnded, tell: Teller) -> str:
    contract = event.contract
    if contract is None:
        return tell.text("all pass: the board is passed out")
    return tell.about(
        contract.declarer,
        "contract {contract} by {seat}",
        "contract {contract}, and you declare it",
        contract=contract_text(contract, tell),
    )


def _dummy_faced(event: DummyFaced, tell: Teller) -> str:
    cards = tell.cards(WORDS.sort(event.cards))
    return tell.about(event.seat, "{seat} is dummy: {cards}", "you are dummy: {cards}", cards=cards)


def _trick_won(event: TrickWon, tell: Teller) -> str:
    cards = tell.cards(event.cards)
    return tell.about(event.winner, "{seat} wins {cards}", "you win {cards}", cards=cards)


def _board_scored(event: BoardScored, tell: Teller) -> str:
    contract = event.contract
    if contract is None:
        return tell.text("board {board}: passed out", board=event.board)
    over = event.declarer_tricks - contract.tricks_needed
    fields = {
        "board": event.board,
        "contract": contract_text(contract, tell),
        "declarer": tell.seat(contract.declarer),
        "gains": tell.gains(event.points),
    }
    if over < 0:
        return tell.text(
            "board {board}: {contract} by {declarer} down {under}, {gains}", under=-over, **fields
        )
    if over > 0:
        return tell.text(
            "board {board}: {contract} by {declarer} +{over}, {gains}", over=over, **fields
        )
    return tell.text("board {board}: {contract} by {declarer} made, {gains}", **fields)


def _claim_made(event: ClaimMade, tell: Teller) -> str:
    fields = {"tricks": event.tricks, "remaining": event.remaining}
    if event.tricks == 0:
        return tell.about(
            event.seat, "{seat} concedes the {remaining} remaining tricks",
            "you concede the {remaining} remaining tricks", **fields,
        )  # fmt: skip
    return tell.about(
        event.seat, "{seat} claims {tricks} of the {remaining} remaining tricks",
        "you claim {tricks} of the {remaining} remaining tricks", **fields,
    )  # fmt: skip


def _claim_accepted(event: ClaimAccepted, tell: Teller) -> str:
    return tell.about(event.seat, "{seat} accepts the claim", "you accept the claim")


def _claim_disputed(event: ClaimDisputed, tell: Teller) -> str:
    return tell.about(
        event.seat,
        "{seat} disputes the claim: play continues",
        "you dispute the claim: play continues",
    )


def _action(action: object, tell: Teller) -> str | None:
    if isinstance(action, (Bid, Pass, Double, Redouble)):
        return call_text(action, tell)
    if isinstance(action, Claim):
        if action.tricks == 0:
            return tell.text("concede the remaining tricks")
        return tell.text("claim {tricks}", tricks=action.tricks)
    if isinstance(action, AcceptClaim):
        return tell.text("accept the claim")
    if isinstance(action, DisputeClaim):
        return tell.text("dispute the claim")
    return None


def _prompt(view: object, tell: Teller) -> str | None:
    """What the seat that answers a claim is asked (Law 68D: play is suspended)."""
    phase = getattr(getattr(view, "phase", None), "value", None)
    to_act = getattr(view, "to_act", None)
    if phase != "claim" or to_act is None or getattr(view, "seat", to_act) != to_act:
        return None  # the other seats wait
    return tell.text("accept the claim, or dispute it and play on")


def _notes(view: object, tell: Teller) -> tuple[str, ...]:
    contract: Contract | None = getattr(view, "contract", None)
    if contract is None or getattr(view, "phase", None) is None:
        return ()
    played = len(getattr(view, "played", ()))
    over = getattr(view, "is_over", False)  # every trick played, or claimed
    tricks = 13 if over else played // 4
    declarer: int = getattr(view, "declarer_tricks", 0)
    return (
        tell.about(
            contract.declarer,
            "contract {contract} by {seat}: {needed} tricks to take",
            "contract {contract}, yours to declare: {needed} tricks to take",
            contract=contract_text(contract, tell),
            needed=contract.tricks_needed,
        ),
        tell.text(
            "tricks: declarer {declarer}, defenders {defenders}",
            declarer=declarer,
            defenders=tricks - declarer,
        ),
    )


WORDS: Words[Rules] = Words(
    deal=BOARD,
    deals=lambda rules: rules.boards if rules.first_board == 1 else None,  # "board 16", not "of 3"
    seats=("North", "East", "South", "West"),
    teams=("N–S", "E–W"),
    order=_order,
    zero_sum=True,
    texts={
        BoardStarted: _board_started,
        CallMade: _call_made,
        AuctionEnded: _auction_ended,
        DummyFaced: _dummy_faced,
        TrickWon: _trick_won,
        BoardScored: _board_scored,
        ClaimMade: _claim_made,
        ClaimAccepted: _claim_accepted,
        ClaimDisputed: _claim_disputed,
    },
    action=_action,
    prompt=_prompt,
    notes=_notes,
)
"""Bridge's words."""


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
