"""A record's board replayed through the game: every call and card applied to a state of
:func:`~tricktaker.bridge.new_game` dealt the board's hands, with its dealer and
vulnerability, and the result scored; what the record says against what the Laws give.

>>> from tricktaker import bridge
>>> board = bridge.read_lin("md|1SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,S6789H6789D6789C3,|"
...     "sv|b|mb|7N|mb|p|mb|p|mb|p|pc|S2|mc|13|")[0]
>>> replayed = bridge.replay_board(board)
>>> replayed.outcome, replayed.score, replayed.state.trick
('claimed', 2220, (Card.parse('2♠'),))
>>> replayed.state.is_over, replayed.state.claims  # South claims all 13: West, East agree
(True, (Claimed(seat=2, tricks=13, after=1, accepted=(3, 1), disputed=None),))
>>> replayed.record.replay() == replayed.state  # 4 calls, a card, a claim, two accepts
True
"""

from __future__ import annotations

from typing import Literal

import attrs

from tricktaker.actions import Play
from tricktaker.bridge.auction import side_of
from tricktaker.bridge.calls import Action
from tricktaker.bridge.claims import ACCEPT_CLAIM, Claim
from tricktaker.bridge.game import Phase, State, new_game
from tricktaker.bridge.records.board import Board
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.records import GameRecord

__all__ = ["Outcome", "ReplayedBoard", "replay_board"]

Outcome = Literal["full", "claimed", "result only", "incomplete", "defect"]
"""How far a record's board goes: played to its end (``full``, a passed-out board too), its
play ended by a claim or concession (``claimed``), known only by its contract and result
(``result only``), cut short with no result (``incomplete``), or contradicting the Laws or
itself (``defect``)."""


@attrs.frozen(kw_only=True)
class ReplayedBoard:
    """What replaying a board gave.

    Attributes:
        outcome: how far the board goes (:data:`Outcome`).
        state: the state the calls and cards led to (the board over, for a full one and for
            a claimed one, whose claim the game applied and both sides agreed: Laws 68 and
            69), or None without the whole deal and the dealer.
        score: North-South's score: the game's for a board it played to its end or its
            claim, the duplicate score of the contract and the result otherwise; None where
            unknown.
        problem: for a defective board, the first thing found wrong.
        record: the :class:`~tricktaker.GameRecord` that replays ``state`` (the board's
            rules, deal and the actions that led there), or None without a state.
    """

    outcome: Outcome
    state: State | None = None
    score: int | None = None
    problem: str = ""
    record: GameRecord | None = None


def replay_board(board: Board) -> ReplayedBoard:
    """Replay ``board``: its calls and cards applied in turn to a new game with its deal, its
    number, its dealer and its vulnerability (:meth:`~tricktaker.bridge.Board.rules`), then
    its result and score checked against the record's ``Result`` and ``Score``.

    A claim is applied through the game (``Rules(claims=True)``): after the cards played,
    the seat to decide claims what gives the declarer's side the record's result, and the
    other side accepts; the board is then scored by the game.
    """
    if not isinstance(board, Board):
        raise TricktakerError(f"replay_board replays a bridge.Board, not {board!r}")
    actions: list[Action] = []
    replayed = _replayed(board, actions)
    if replayed.state is None:
        return replayed
    return attrs.evolve(replayed, record=board.record_of(tuple(actions)))


def _replayed(board: Board, actions: list[Action]) -> ReplayedBoard:
    """What :func:`replay_board` finds, but its record; the actions applied are added to
    ``actions``."""
    if board.defects:
        return ReplayedBoard(outcome="defect", problem=board.defects[0])
    state, problem = _played(board, actions)
    if problem:
        return _defect(state, problem)
    score: int | None
    if state is not None and state.is_over:
        score = None if board.vulnerable is None else state.scores[0]
        if None not in (board.contract, board.result) and board.result != state.declarer_tricks:
            taken = state.declarer_tricks
            return _defect(state, f"the result {board.result} is not the {taken} tricks taken")
        outcome: Outcome = "full"
    else:
        score = board.score
        claimed = board.result is not None and (board.play or board.claim is not None)
        outcome = "claimed" if claimed else "result only" if score is not None else "incomplete"
        if claimed and state is not None and board.result is not None:
            taken, left = state.declarer_tricks, 13 - len(board.play) // 4
            if not taken <= board.result <= taken + left:
                why = f"{board.result} tricks claimed with {taken} taken and {left} left"
                return _defect(state, why)
            if state.phase is Phase.PLAY:
                state = _agreed(state, board.result - taken, actions)
                score = None if board.vulnerable is None else state.scores[0]
    recorded = _recorded_score(board)
    if recorded is not None and score is not None and recorded != score:
        return _defect(state, f"the Score tag says {recorded}, the Laws {score}")
    return ReplayedBoard(outcome=outcome, state=state, score=score)


def _agreed(state: State, won: int, actions: list[Action]) -> State:
    """``state`` after a claim that gives the declarer's side ``won`` of the remaining tricks,
    made by the seat to decide (for its own side: the rest, if a defender) and accepted."""
    contract = state.contract
    assert contract is not None  # in the play
    remaining = 13 - len(state.played) // 4
    declaring = side_of(state.decider or 0) == side_of(contract.declarer)
    actions.append(Claim(won if declaring else remaining - won))
    state = state.apply(actions[-1])[0]
    while state.phase is Phase.CLAIM:
        actions.append(ACCEPT_CLAIM)
        state = state.apply(ACCEPT_CLAIM)[0]
    return state


def _defect(state: State | None, problem: str) -> ReplayedBoard:
    return ReplayedBoard(outcome="defect", state=state, problem=problem)


def _played(board: Board, applied: list[Action]) -> tuple[State | None, str]:
    """The state after the board's calls and cards, and what was wrong, if anything; the
    actions applied are added to ``applied``."""
    deal = board.deal
    if deal is None and sum(map(len, board.hands)) == 52:
        return None, "the deal does not give 52 different cards, 13 a seat"
    if deal is None or board.dealer is None:
        return None, ""
    state = new_game(board.rules(), deal=deal, seed=0)
    try:  # each alert carried by its call into the game
        called = [
            attrs.evolve(annotated.call, alert=annotated.explanation)
            if annotated.alert or annotated.explanation
            else annotated.call
            for annotated in board.auction
        ]
    except IllegalActionError as error:  # an explanation longer than a call may carry
        return None, f"an alert: {error}"
    actions = [*called, *map(Play, board.play)]
    for number, action in enumerate(actions):
        refusal = state.refusal(action)
        if refusal is not None:
            calls = len(board.auction)
            what = f"call {number + 1}" if number < calls else f"card {number - calls + 1}"
            return state, f"{what} ({action}): {refusal}"
        state, _ = state.apply(action)
        applied.append(action)
    if state.phase is not Phase.AUCTION and (board.contract is not None or board.passed_out):
        ended = "a pass-out" if state.contract is None else str(state.contract)
        recorded = "a pass-out" if board.passed_out else str(board.contract)
        if ended != recorded:
            return state, f"the auction ends in {ended}, the record says {recorded}"
    return state, ""


def _recorded_score(board: Board) -> int | None:
    """North-South's score as the record's ``Score`` tag gives it (``NS 420``, ``EW -50``)."""
    words = (board.tag("Score") or "").split()
    if len(words) != 2 or words[0] not in ("NS", "EW"):
        return None
    try:
        points = int(words[1])
    except ValueError:
        return None
    return points if words[0] == "NS" else -points
