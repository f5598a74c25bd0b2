"""A finished board in PBN (Portable Bridge Notation 2.1): the deal, the auction, the play
and the result, as bridge software reads them.

:func:`board_pbn` writes a board from its parts (the hands as dealt, the calls, the cards in
play order, as a game's events give them); :func:`to_pbn` writes the last board of a
finished game's state.

>>> from tricktaker import bridge, parse_action
>>> state = bridge.new_game(bridge.Rules(), seed=1)
>>> for text in ("p", "p", "p", "p"):
...     state, _ = state.apply(parse_action(state, text))
>>> print(to_pbn(state, event="Club night"))
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
[Scoring "IMP"]
[Declarer ""]
[Contract "Pass"]
[Result ""]
[Auction "N"]
Pass Pass Pass Pass
[Score "NS 0"]
"""

from __future__ import annotations

from collections.abc import Sequence

from tricktaker.bridge.auction import Auction, side_of
from tricktaker.bridge.calls import Bid, Call, Double, Pass
from tricktaker.bridge.rules import Rules
from tricktaker.bridge.scoring import SEAT_NAMES, score
from tricktaker.bridge.state import Phase, State
from tricktaker.cards import Card, Rank, Suit
from tricktaker.errors import TricktakerError
from tricktaker.tricks import trump_winner

__all__ = ["board_pbn", "to_pbn"]

_RANK_LETTERS = "23456789TJQKA"


def _hand(cards: Sequence[Card]) -> str:
    suits = []
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
        ranks = sorted((card.rank or 0 for card in cards if card.suit is suit), reverse=True)
        suits.append("".join(_RANK_LETTERS[rank - Rank.TWO] for rank in ranks))
    return ".".join(suits)


def _call(call: Call) -> str:
    if isinstance(call, Bid):
        return f"{call.level}{'NT' if call.strain.letter == 'N' else call.strain.letter}"
    return "Pass" if isinstance(call, Pass) else "X" if isinstance(call, Double) else "XX"


def _card(card: Card) -> str:
    assert card.suit is not None
    assert card.rank is not None
    return f"{card.suit.letter}{_RANK_LETTERS[card.rank - Rank.TWO]}"


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
) -> str:
    """The PBN text of board ``board`` of a game with ``rules``: ``hands`` as dealt (North,
    East, South, West), the auction's ``calls`` from the dealer's, and every card played in
    play order; ``players`` names North, East, South and West.

    Raises:
        TricktakerError: the calls are not a finished auction, or the plays not 13 tricks
            of the hands (a board that did not end).
    """
    dealer = rules.dealer_of(board)
    auction = Auction.start(dealer=dealer)
    for call in calls:
        if auction.is_over or auction.refusal(call) is not None:
            raise TricktakerError(f"board {board}: {call} is not a legal call here")
        auction = auction.after(call)
    if not auction.is_over:
        raise TricktakerError(f"board {board}: the auction has not ended")
    vulnerable = rules.vulnerable(board)
    named = {(False, False): "None", (True, False): "NS", (False, True): "EW"}.get(
        vulnerable, "All"
    )
    order = [(dealer + i) % 4 for i in range(4)]
    tags = [
        ("Event", event), ("Site", site), ("Date", date), ("Board", str(board)),
        ("West", players[3]), ("North", players[0]), ("East", players[1]), ("South", players[2]),
        ("Dealer", SEAT_NAMES[dealer]), ("Vulnerable", named),
        ("Deal", f"{SEAT_NAMES[dealer]}:" + " ".join(_hand(hands[seat]) for seat in order)),
        ("Scoring", "IMP"),
    ]  # fmt: skip
    contract = auction.contract()
    lines: list[str] = []
    if contract is None:
        tags += [("Declarer", ""), ("Contract", "Pass"), ("Result", "")]
        north_south = 0
    else:
        if len(plays) != 52:
            raise TricktakerError(f"board {board}: {len(plays)} cards played, not 52")
        leader = (contract.declarer + 1) % 4
        columns = [(leader + i) % 4 for i in range(4)]  # PBN: a column a seat, from the lead
        trump = contract.strain.suit
        taken, current = 0, leader
        for k in range(13):
            trick = plays[4 * k : 4 * k + 4]
            by_seat = {(current + i) % 4: card for i, card in enumerate(trick)}
            lines.append(" ".join(_card(by_seat[seat]) for seat in columns))
            current = (current + trump_winner(trick, trump)) % 4
            taken += side_of(current) == side_of(contract.declarer)
        text = (
            f"{contract.level}{'NT' if contract.strain.letter == 'N' else contract.strain.letter}"
        )
        text += {1: "", 2: "X", 4: "XX"}[contract.doubling]
        tags += [
            ("Declarer", SEAT_NAMES[contract.declarer]), ("Contract", text), ("Result", str(taken))
        ]  # fmt: skip
        points = score(contract, tricks=taken, vulnerable=vulnerable[side_of(contract.declarer)])
        north_south = points if side_of(contract.declarer) == 0 else -points
        lines.insert(0, f'[Play "{SEAT_NAMES[leader]}"]')
    out = [f'[{name} "{value}"]' for name, value in tags]
    out.append(f'[Auction "{SEAT_NAMES[dealer]}"]')
    texts = [_call(call) for call in calls]
    out += [" ".join(texts[i : i + 4]) for i in range(0, len(texts), 4)]
    out += lines
    out.append(f'[Score "NS {north_south}"]')
    return "\n".join(out)


def to_pbn(state: State, **tags: str) -> str:
    """The PBN text of the last board of a finished game (``tags``: ``event``, ``site``,
    ``date``, as :func:`board_pbn` takes them).

    Raises:
        TricktakerError: the game is not over.
    """
    if not isinstance(state, State) or state.phase is not Phase.OVER:
        raise TricktakerError("to_pbn writes a finished game's last board: play it to the end")
    return board_pbn(state.rules, state.board, state.dealt, state.calls, state.played, **tags)
