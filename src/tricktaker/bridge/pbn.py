"""Finished boards of a game in PBN (Portable Bridge Notation 2.1, export format), through
:func:`~tricktaker.bridge.write_pbn`: the deal, the auction, the play and the result, as
bridge software reads them.

:func:`board_pbn` writes a board from its parts (the hands as dealt, the calls, the cards in
play order, as a game's events give them); :func:`to_pbn` writes a finished game's last
board, or every board of a game's record; :func:`boards_played` gives a game's boards from
its events, for :func:`~tricktaker.bridge.write_pbn` and
:func:`~tricktaker.bridge.write_lin`.

>>> from tricktaker import bridge, parse_action
>>> state = bridge.new_game(bridge.Rules(), seed=1)
>>> for text in ("p", "p", "p", "p"):
...     state, _ = state.apply(parse_action(state, text))
>>> print(to_pbn(state, event="Club night").replace("\\r\\n", "\\n"))
% PBN 2.1
% EXPORT
[Event "Club night"]
[Site "?"]
[Date "?"]
[Board "1"]
[West "?"]
[North "?"]
[East "?"]
[South "?"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQ43.963.T9.A96 J87.AKJ.Q8653.52 T6.QT84.AJ74.T43 952.752.K2.KQJ87"]
[Scoring "?"]
[Declarer ""]
[Contract "Pass"]
[Result ""]
[Score "NS 0"]
[Auction "N"]
Pass Pass Pass Pass
<BLANKLINE>
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import attrs

from tricktaker.bridge.auction import Auction
from tricktaker.bridge.calls import Call
from tricktaker.bridge.claims import ClaimDisputed, ClaimMade
from tricktaker.bridge.game import BoardScored, BoardStarted, CallMade, Phase, State
from tricktaker.bridge.records import AnnotatedCall, Board, Tag, write_pbn
from tricktaker.bridge.rules import Rules
from tricktaker.cards import Card
from tricktaker.errors import TricktakerError
from tricktaker.events import CardPlayed, Event
from tricktaker.records import GameRecord, replay_steps

__all__ = ["board_pbn", "boards_played", "to_pbn"]

_SEAT_TAGS = ("North", "East", "South", "West")


def board_pbn(
    rules: Rules,
    board: int,
    hands: Sequence[Sequence[Card]],
    calls: Sequence[Call],
    plays: Sequence[Card],
    *,
    event: str = "?",
    site: str = "?",
    date: str = "?",
    players: Sequence[str] = ("?", "?", "?", "?"),
    claim: int | None = None,
) -> str:
    """The PBN text of board ``board`` of a game with ``rules``: ``hands`` as dealt (North,
    East, South, West), the auction's ``calls`` from the dealer's, and every card played in
    play order; ``players`` names North, East, South and West; ``claim``, the tricks the
    declarer's side took in all when an agreed claim ended the play (Law 69A), or None.

    Raises:
        TricktakerError: the calls are not a finished auction, the plays not 13 tricks
            of the hands (a board that did not end, unless by a claim), or ``players`` not
            four names.
    """
    auction = Auction.start(dealer=rules.dealer_of(board))
    for call in calls:
        if auction.is_over or auction.refusal(call) is not None:
            raise TricktakerError(f"board {board}: {call} is not a legal call here")
        auction = auction.after(call)
    if not auction.is_over:
        raise TricktakerError(f"board {board}: the auction has not ended")
    if not auction.passed_out and len(plays) != 52 and claim is None:
        raise TricktakerError(f"board {board}: {len(plays)} cards played, not 52")
    record = Board(
        number=board,
        dealer=rules.dealer_of(board),
        vulnerable=rules.vulnerable(board),
        hands=hands,
        auction=[AnnotatedCall(call) for call in calls],
        play=plays,
        contract=auction.contract(),
        passed_out=auction.passed_out,
        claim=claim,
        tags=_tags(event, site, date, players),
    )
    record = attrs.evolve(record, result=record.tricks_taken() if claim is None else claim)
    return write_pbn(
        [attrs.evolve(record, tags=[*record.tags, Tag("Score", f"NS {record.score}")])]
    )


def to_pbn(
    game: State | GameRecord,
    *,
    event: str = "?",
    site: str = "?",
    date: str = "?",
    players: Sequence[str] = ("?", "?", "?", "?"),
) -> str:
    """The PBN text of a finished game's last board (a state keeps only the board it is
    at), or of every finished board of a bridge game's :class:`~tricktaker.GameRecord`;
    the tags as :func:`board_pbn` takes them.

    Raises:
        TricktakerError: the game is not over, the record not a bridge game's, or
            ``players`` not four names.
    """
    named = _tags(event, site, date, players)
    if isinstance(game, GameRecord) and game.game == "bridge":
        events = [event for _, step in replay_steps(game) for event in step]
        boards = boards_played(events)
        return write_pbn(attrs.evolve(board, tags=[*board.tags, *named]) for board in boards)
    if not isinstance(game, State) or game.phase is not Phase.OVER:
        raise TricktakerError("to_pbn writes a finished game's last board: play it to the end")
    plays = game.played + game.trick  # a claim may end the play mid-trick
    claim = game.declarer_tricks if game.contract is not None and len(plays) < 52 else None
    return board_pbn(
        game.rules, game.board, game.dealt, game.calls, plays,
        event=event, site=site, date=date, players=players, claim=claim,
    )  # fmt: skip


def _tags(event: str, site: str, date: str, players: Sequence[str]) -> list[Tag]:
    names = () if isinstance(players, str) else tuple(players)
    if len(names) != 4 or not all(isinstance(name, str) for name in names):
        raise TricktakerError(
            f"players must name North, East, South and West (four names), not {players!r}"
        )
    given = [("Event", event), ("Site", site), ("Date", date), *zip(_SEAT_TAGS, names, strict=True)]
    return [Tag(name, value) for name, value in given if value != "?"]


def boards_played(events: Iterable[Event]) -> list[Board]:
    """The boards that ``events`` (a game's, from its first on, as
    :attr:`Table.events <tricktaker.Table.events>` or a replay gives them) show finished,
    each with its deal, auction, play, contract, result and North-South's ``Score``, and
    the tricks of the claim that ended its play, if one did (Laws 68, 69A).

    >>> from tricktaker import Table, bridge
    >>> table = Table.start(bridge.GAME, bridge.Rules(), seed=1)
    >>> for seat in (0, 1, 2, 3):
    ...     _ = table.act(seat, bridge.PASS)
    >>> [(board.number, board.passed_out, board.tag("Score")) for board in
    ...  boards_played(table.events)]
    [(1, True, 'NS 0')]
    """
    boards: list[Board] = []
    started: BoardStarted | None = None
    calls: list[AnnotatedCall] = []
    play: list[Card] = []
    claimed = False  # a claim is pending or agreed
    for event in events:
        if isinstance(event, BoardStarted):
            started, calls, play, claimed = event, [], [], False
        elif isinstance(event, CallMade):
            alert = event.alert  # as the seat the events are of was told it
            calls.append(
                AnnotatedCall(event.call, alert=alert is not None, explanation=alert or "")
            )
        elif isinstance(event, CardPlayed):
            play.append(event.card)
        elif isinstance(event, (ClaimMade, ClaimDisputed)):
            claimed = isinstance(event, ClaimMade)
        elif isinstance(event, BoardScored) and started is not None:
            north, east = started.vulnerable[0], started.vulnerable[1]
            boards.append(
                Board(
                    number=event.board,
                    dealer=started.dealer,
                    vulnerable=(north, east),
                    hands=[hand or () for hand in started.hands],
                    auction=calls,
                    play=play,
                    contract=event.contract,
                    passed_out=event.contract is None,
                    result=None if event.contract is None else event.declarer_tricks,
                    claim=event.declarer_tricks if claimed else None,
                    tags=[Tag("Score", f"NS {event.points[0]}")],
                )
            )
    return boards
