"""How Spades reads: hands to 500, two partnerships, a bid of 0 called nil (and blind nil),
the texts of its events, its score sheet and its table in ``tricktaker play``.

>>> from tricktaker.words import Teller
>>> str(BidMade(seat=2, tricks=0)), WORDS.action(Bid(0), Teller(WORDS))
('seat 2 bids nil', 'nil')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tricktaker.engine.present import seat_lines
from tricktaker.events import Event, GameOver
from tricktaker.spades.rules import (
    TEAMS,
    Bid,
    BidMade,
    BlindNil,
    BlindNilBid,
    CardsSeen,
    HandStarted,
    RoundScored,
    Rules,
    SeeCards,
    TrickWon,
    View,
    game_result,
    partner,
    spades_broken,
)
from tricktaker.words import HAND, Teller, Words, bid_made, round_scored, trick_won


def _hand_started(event: HandStarted, tell: Teller) -> str:
    return tell.about(
        event.dealer, "hand {hand}: {seat} deals", "hand {hand}: you deal", hand=event.round
    )


def _bid_made(event: BidMade, tell: Teller) -> str:
    if event.tricks:
        return bid_made(event, tell)
    return tell.about(event.seat, "{seat} bids nil", "you bid nil")


def _blind_nil_bid(event: BlindNilBid, tell: Teller) -> str:
    return tell.about(event.seat, "{seat} bids blind nil", "you bid blind nil")


def _cards_seen(event: CardsSeen, tell: Teller) -> str:
    return tell.about(event.seat, "{seat} looks at their cards", "you look at your cards")


def _action(action: object, tell: Teller) -> str | None:
    if isinstance(action, BlindNil):
        return tell.text("blind nil")
    if isinstance(action, SeeCards):
        return tell.text("see my cards")
    if isinstance(action, Bid) and action.tricks == 0:
        return tell.text("nil")
    return None


def _bid(view: Any, seat: int, tell: Teller) -> str | None:
    if view.bids[seat] != 0:  # a bid of tricks reads as its number
        return None
    return tell.text("blind nil") if view.blind_nil[seat] else tell.text("nil")


def _end(rules: Rules, tell: Teller) -> str:
    if not rules.hands:
        return tell.text("to {target}", target=rules.win_threshold)
    return tell.count(
        rules.hands,
        "to {target}, {n} hand at most",
        "to {target}, {n} hands at most",
        target=rules.win_threshold,
    )


WORDS: Words[Rules] = Words(
    deal=HAND,
    end=_end,
    texts={
        HandStarted: _hand_started,
        BidMade: _bid_made,
        BlindNilBid: _blind_nil_bid,
        CardsSeen: _cards_seen,
        TrickWon: trick_won,
        RoundScored: round_scored,
    },
    action=_action,
    bid=_bid,
)
"""Spades' words."""


_CELL = 24


def _sheet_bid(event: RoundScored, seat: int) -> str:
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
        teams = " | ".join(f"seats {first} and {second}".center(_CELL) for first, second in TEAMS)
        end = WORDS.end_text(rules, Teller(WORDS))
        mercy = f", mercy at {rules.mercy_threshold}" if rules.use_mercy_rule else ""
        if rules.blind_nil:
            mercy += f", blind nil {rules.blind_nil_bonus} when {rules.blind_nil_deficit} behind"
        return f"Spades: {end}{mercy}\n hand | {teams}\n" + "-" * (7 + (_CELL + 3) * 2 - 1)
    if isinstance(event, RoundScored):
        cells = []
        for first, second in TEAMS:
            bids = "+".join(_sheet_bid(event, seat) for seat in (first, second))
            taken = f"{event.taken[first]}+{event.taken[second]}"
            cells.append(f"{bids:>8}/{taken:<4}{event.points[first]:+6d}{event.scores[first]:>6}")
        return f"{event.round:>5} | " + " | ".join(cells) + _bonus_row(event, rules)
    if isinstance(event, GameOver):
        return WORDS.tell(event, Teller(WORDS, rules=rules))
    return None


def _bonus_row(event: RoundScored, rules: Rules) -> str:
    """The sheet's last row when this hand ends the game with the bonus for winning (or the
    loss of the mercy rule): each team's bonus and its final total; empty otherwise."""
    totals = (event.scores[TEAMS[0][0]], event.scores[TEAMS[1][0]])
    result = game_result(totals, event.round, rules)
    if result is None or result[0] == totals:
        return ""
    cells = [
        f"{'bonus':>13}{final - total:+6d}{final:>6}"
        for final, total in zip(result[0], totals, strict=True)
    ]
    return "\n  end | " + " | ".join(cells)


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
    broken = view.rules.breaking_spades and spades_broken(view.played)
    blind = [str(seat) for seat, flag in enumerate(view.blind_nil) if flag]
    return [
        f"Hand {view.round}, seat {view.dealer} deals; spades are trump, "
        f"{'broken' if broken else 'not broken'}; you and seat {partner(view.seat)} are "
        "partners",
        *seat_lines(view, names, WORDS),
        *([f"blind nil: seat {', '.join(blind)}"] if blind else []),
        *([] if view.cards_seen else ["your cards are face down: bid blind nil, or see them"]),
    ]
