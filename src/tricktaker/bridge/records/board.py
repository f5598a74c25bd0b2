"""A bridge board as a record keeps it: the deal, the dealer and vulnerability, the auction
with its alerts and explanations, the cards played, how the play ended (all 13 tricks, or a
claim), the result, and the record's other tags (the event, the players, the scoring ...).

A :class:`Board` holds what the record says, even where the record breaks a rule (a call out
of turn, a revoke, a result that does not add up): reading a record checks its notation,
:func:`~tricktaker.bridge.replay_board` checks it against the Laws.

>>> from tricktaker import bridge
>>> board = bridge.read_pbn('[Dealer "N"]\\n[Vulnerable "EW"]\\n[Contract "3NT"]\\n'
...     '[Declarer "S"]\\n[Result "10"]')[0]
>>> str(board.contract), board.result, board.score
('3NT by S', 10, 430)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from tricktaker.bridge.auction import side_of
from tricktaker.bridge.calls import Call
from tricktaker.bridge.game import Deal
from tricktaker.bridge.rules import Rules
from tricktaker.bridge.scoring import SEAT_NAMES, Contract, score
from tricktaker.cards import STANDARD_DECK, Card, Suit
from tricktaker.errors import RulesError, TricktakerError
from tricktaker.records import GameRecord
from tricktaker.tricks import trump_winner

__all__ = ["AnnotatedCall", "Board", "RecordError", "Tag", "seats_of_play", "trick_winners"]


class RecordError(TricktakerError, ValueError):
    """A PBN or LIN record that cannot be read: the message names the line (from 1) and the
    tag or command where it went wrong, also given as ``line`` and ``tag`` (None where there
    is none)."""

    def __init__(self, message: str, *, line: int | None = None, tag: str | None = None):
        where = ", ".join(
            part for part in (f"line {line}" if line else "", f"tag {tag}" if tag else "") if part
        )
        super().__init__(f"{where}: {message}" if where else message)
        self.line = line
        self.tag = tag


@attrs.frozen
class AnnotatedCall:
    """A call as a record gives it: the call, whether it was alerted, and the explanation
    given (a PBN note, a LIN ``an``; empty if none).

    >>> from tricktaker import bridge
    >>> str(bridge.AnnotatedCall(bridge.read_call("2C"), alert=True, explanation="strong"))
    '2♣! (strong)'
    """

    call: Call
    alert: bool = attrs.field(default=False, kw_only=True)
    explanation: str = attrs.field(default="", kw_only=True)

    def __str__(self) -> str:
        note = f" ({self.explanation})" if self.explanation else ""
        return f"{self.call}{'!' if self.alert else ''}{note}"


@attrs.frozen
class Tag:
    """A tag of a record that :class:`Board` keeps as it is: its name, its value, and the
    lines of its section for a table tag (PBN's ``OptimumResultTable`` and the like)."""

    name: str
    value: str
    section: tuple[str, ...] = ()


FIELDS = frozenset(
    ("Board", "Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Result", "Auction", "Play")
)
"""The PBN tags a :class:`Board` holds as its fields (with the auction's ``Note`` tags)."""


def _sorted_tags(tags: Iterable[Tag]) -> tuple[Tag, ...]:
    ordered = tuple(sorted(tags, key=lambda tag: tag.name))
    for tag in ordered:
        if tag.name in FIELDS or tag.name == "Note":
            raise RecordError(f"the tag {tag.name} is a field of the board, not one of its tags")
    for first, second in itertools.pairwise(ordered):
        if first.name == second.name:
            raise RecordError(f"the tag {first.name} is given twice")
    return ordered


def _hands(hands: Sequence[Iterable[Card]]) -> tuple[tuple[Card, ...], ...]:
    return tuple(tuple(sorted(hand, key=lambda card: card.index)) for hand in hands)


def _calls(calls: Iterable[AnnotatedCall]) -> tuple[AnnotatedCall, ...]:
    return tuple(calls)


def _cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(cards)


def _texts(texts: Iterable[str]) -> tuple[str, ...]:
    return tuple(texts)


@attrs.frozen(kw_only=True)
class Board:
    """A board of a record: what was dealt, called and played, and how it ended.

    Attributes:
        number: the board number, or None if the record gives none.
        dealer: the dealer's seat (0 North, 1 East, 2 South, 3 West), or None if unknown.
        vulnerable: whether North-South and East-West are vulnerable, or None if unknown.
        hands: the cards each seat was dealt (North, East, South, West); a hand the record
            does not give is empty.
        auction: the calls from the dealer's, with their alerts and explanations.
        play: the cards played, in play order (the opening lead first).
        contract: the contract, as the record states it or its auction ends in; None when
            passed out or unknown.
        passed_out: whether four passes passed the board out.
        result: the tricks the declarer took, or None if unknown.
        claim: the tricks the declarer's side took in all by a claim or concession that
            ended the play early (LIN's ``mc``; in PBN, the result of a play section that
            stops before the 13th trick); None if the play was not cut short.
        tags: the record's other tags (the event, the players, the scoring ...), one a name,
            in the order of their names.
        defects: what the reader found in the record that a board cannot hold, and left
            out (a card given after one not played, a note referred to but not given); no
            writer writes them, and :func:`~tricktaker.bridge.replay_board` counts such a
            board as defective.
    """

    number: int | None = None
    dealer: int | None = None
    vulnerable: tuple[bool, bool] | None = None
    hands: tuple[tuple[Card, ...], ...] = attrs.field(default=((),) * 4, converter=_hands)
    auction: tuple[AnnotatedCall, ...] = attrs.field(default=(), converter=_calls)
    play: tuple[Card, ...] = attrs.field(default=(), converter=_cards)
    contract: Contract | None = None
    passed_out: bool = False
    result: int | None = None
    claim: int | None = None
    tags: tuple[Tag, ...] = attrs.field(default=(), converter=_sorted_tags)
    defects: tuple[str, ...] = attrs.field(default=(), converter=_texts)

    def __attrs_post_init__(self) -> None:
        if len(self.hands) != 4 or any(len(hand) > 13 for hand in self.hands):
            raise RecordError("a board has four hands of at most 13 cards")
        for name in ("result", "claim"):
            tricks = getattr(self, name)
            if tricks is not None and (type(tricks) is not int or not 0 <= tricks <= 13):
                raise RecordError(f"Board.{name} must be 0 to 13 tricks or None, not {tricks!r}")
        if self.dealer is not None and self.dealer not in range(4):
            raise RecordError(f"Board.dealer must be a seat 0 to 3 or None, not {self.dealer!r}")

    @property
    def calls(self) -> tuple[Call, ...]:
        """The calls of the auction, without their alerts and explanations."""
        return tuple(annotated.call for annotated in self.auction)

    @property
    def deal(self) -> Deal | None:
        """The deal as a :class:`~tricktaker.bridge.Deal`, if the record gives all 52 cards."""
        dealt = [card for hand in self.hands for card in hand]
        if len(dealt) != 52 or len(set(dealt)) != 52:
            return None
        return Deal(self.hands)

    def rules(self, **fields: Any) -> Rules:
        """The rules of this board as it was played (:meth:`~tricktaker.bridge.Rules.as_played`):
        its number (1 if the record gives none), its dealer, its vulnerability (none
        vulnerable if unknown), and claims offered (the records end boards by claims);
        ``fields`` change any of them.

        >>> from tricktaker import bridge
        >>> board = bridge.read_lin("ah|Board 21|md|4|sv|n|")[0]  # LIN's 4: East deals
        >>> rules = board.rules()
        >>> rules.first_board, rules.dealer_of(21), rules.vulnerable(21), rules.claims
        (21, 1, (True, False), True)

        Raises:
            RulesError: a board whose dealer is unknown.
        """
        if self.dealer is None:
            raise RulesError("the board's dealer is unknown: its rules need one")
        fields.setdefault("claims", True)
        return Rules.as_played(
            self.number or 1,
            dealer=self.dealer,
            vulnerable=self.vulnerable or (False, False),
            **fields,
        )

    def record_of(self, actions: tuple[Any, ...]) -> GameRecord | None:
        """The :class:`~tricktaker.GameRecord` of ``actions`` taken on this board's deal
        under its :meth:`rules`; None without its whole deal and its dealer."""
        if self.deal is None or self.dealer is None:
            return None
        cards = tuple(card for hand in self.hands for card in hand)
        return GameRecord(
            game="bridge", rules=self.rules(), seed=0, actions=actions, deals=(cards,)
        )

    def record(self) -> GameRecord | None:
        """The :class:`~tricktaker.GameRecord` that replays this board as far as the Laws
        follow it, its claim applied (:func:`~tricktaker.bridge.replay_board`); None without
        its whole deal and its dealer, or for a board the reader found defective.

        >>> from tricktaker import bridge
        >>> board = bridge.read_lin("ah|Board 5|md|1SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,"
        ...     "S6789H6789D6789C3,|sv|e|mb|7N|mb|p|mb|p|mb|p|pc|S2|mc|13|")[0]
        >>> state = board.record().replay()  # not Law 2's North and North-South for board 5
        >>> state.board, state.dealer, state.vulnerable, state.is_over, state.scores[0]
        (5, 2, (False, True), True, 1520)
        """
        from tricktaker.bridge.records.replay import replay_board  # which reads a Board

        return replay_board(self).record

    def tag(self, name: str, default: str | None = None) -> str | None:
        """The value of the record's tag ``name`` (``"Event"``, ``"West"`` ...), or
        ``default``."""
        return next((tag.value for tag in self.tags if tag.name == name), default)

    @property
    def leader(self) -> int | None:
        """The opening leader, the declarer's left; None without a contract."""
        return None if self.contract is None else (self.contract.declarer + 1) % 4

    def tricks_taken(self) -> int | None:
        """The tricks the declarer's side won among the whole tricks of the play, or None
        without a contract."""
        contract, leader = self.contract, self.leader
        if contract is None or leader is None:
            return None
        winners = trick_winners(self.play, leader, contract.strain.suit)
        return sum(side_of(seat) == side_of(contract.declarer) for seat in winners)

    @property
    def score(self) -> int | None:
        """North-South's duplicate score from the contract, the vulnerability and the result
        (0 when passed out), or None where the record lacks one of them."""
        if self.passed_out:
            return 0
        contract = self.contract
        if contract is None or self.result is None or self.vulnerable is None:
            return None
        side = side_of(contract.declarer)
        points = score(contract, tricks=self.result, vulnerable=self.vulnerable[side])
        return points if side == 0 else -points


def trick_winners(play: Sequence[Card], leader: int, trump: Suit | None) -> list[int]:
    """The winner of each whole trick of ``play`` (in play order, ``leader`` leading the
    first trick): each trick's winner leads the next.

    >>> from tricktaker import parse_cards
    >>> trick_winners(parse_cards("2H AH 3H 4H 5H"), 3, None)
    [0]
    """
    winners = []
    for start in range(0, len(play) - 3, 4):
        leader = (leader + trump_winner(play[start : start + 4], trump)) % 4
        winners.append(leader)
    return winners


def seats_of_play(play: Sequence[Card], leader: int, trump: Suit | None) -> list[int]:
    """The seat that played each card of ``play``, as :func:`trick_winners` leads them.

    >>> from tricktaker import parse_cards
    >>> seats_of_play(parse_cards("2H AH 3H 4H 5H"), 3, None)
    [3, 0, 1, 2, 0]
    """
    leaders = [leader, *trick_winners(play, leader, trump)]
    return [(leaders[i // 4] + i) % 4 for i in range(len(play))]


def card_text(card: Card) -> str:
    """A card as PBN's play section and LIN write it, the suit first: ``SA``, ``HT``."""
    return card.code[-1] + card.code[:-1].replace("10", "T")


def suits_text(cards: Iterable[Card]) -> list[str]:
    """The ranks a hand holds in each suit, spades first, each from the ace down
    (``["AKQ", "JT9", "8765", "432"]``)."""
    by_suit = dict.fromkeys(Suit, "")
    for card in sorted(cards, key=lambda card: -card.index):
        by_suit[card.suit] += card_text(card)[1:]  # type: ignore[index]
    return [by_suit[suit] for suit in reversed(Suit)]


DECK = frozenset(STANDARD_DECK)
"""The 52 cards of the bridge deck."""


def seat_named(letter: str) -> int | None:
    """The seat a letter names (``N``, ``E``, ``S``, ``W``, any case), or None."""
    index = SEAT_NAMES.find(letter.upper())
    return index if len(letter) == 1 and index >= 0 else None
