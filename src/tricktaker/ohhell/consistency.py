"""The checks that an Oh Hell state, view or event read from JSON is one the rules can reach.

:func:`tricktaker.from_json` runs them on every decoded value of these classes (see
:data:`CHECKS`), so an accepted state plays on to the end of the game. What they check:

- the round within the schedule, and the dealer the round's (seat ``first_dealer`` deals
  round 1, then the deal moves clockwise);
- cards: cards of the 52, each in one place at most (hands, trick, the round's finished
  tricks, turned trump card); a trump card exactly when cards remain after the deal, and the
  trump its suit;
- each hand in canonical order, and as long as the round's hand size, less the tricks
  played, less one if its seat has played to the trick in progress (a view's ``hand_sizes``
  alike);
- phase, turn and bids: bids made clockwise from the dealer's left, the player to act the
  next bidder or the next in the trick, every bid made once play begins, the dealer's bid
  allowed by the hook;
- the round's tricks, replayed from the first: the first led from the dealer's left, each
  won by the card the rules make win (its winner leading the next), every card a legal play
  as far as the position shows the hand it came from (a state shows every hand; a view its
  own, and the cards each seat played later), the tricks taken the tricks won, and
  ``last_trick`` the last of them;
- scores: zero before any round is scored, within what the rounds scored allow (at most
  ``points_per_trick`` a trick and the bonus a round), a multiple of what every round's points
  are a multiple of, and the winners the seats with the highest total once the game is over;
- events: one entry per seat, seats, hand sizes and bids in range, a trick's winner one that
  some trump makes, a round's points those of its bids and tricks under some scoring rules.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Sequence
from typing import Any

from tricktaker.cards import STANDARD_DECK, Card, Suit
from tricktaker.consistency import SEED, check_cards, check_per_seat, check_seat, check_sorted
from tricktaker.errors import TricktakerError
from tricktaker.ohhell import kernel
from tricktaker.ohhell.actions import Bid
from tricktaker.ohhell.events import BidMade, RoundScored, RoundStarted, TrickWon, TrumpTurned
from tricktaker.ohhell.rules import Rules
from tricktaker.ohhell.state import Phase, State, View
from tricktaker.serialize import Bounds
from tricktaker.tricks import CompletedTrick, next_seat, trick_seats

__all__ = [
    "BOUNDS",
    "CHECKS",
    "check_round_scored",
    "check_round_started",
    "check_state",
    "check_trick_won",
    "check_trump_turned",
    "check_view",
]

_BY_INDEX = operator.attrgetter("index")
PLAYERS = (3, 7)  # Rules' bounds; tests/ohhell/test_consistency.py checks that they agree
MOST_TRICKS = kernel.DECK_SIZE // PLAYERS[0]  # the largest hand: 17 cards for 3 players
_SEAT = Bounds(minimum=0, maximum=PLAYERS[1] - 1)
_TRICKS = Bounds(minimum=0, maximum=MOST_TRICKS)
_PER_SEAT = Bounds(min_items=PLAYERS[0], max_items=PLAYERS[1])
_TRICKS_PER_SEAT = Bounds(
    minimum=0, maximum=MOST_TRICKS, min_items=PLAYERS[0], max_items=PLAYERS[1]
)
_SEATS = Bounds(minimum=0, maximum=PLAYERS[1] - 1, max_items=PLAYERS[1])
_ROUND = Bounds(minimum=1)  # a schedule may have any number of deals
_HAND_SIZE = Bounds(minimum=1, maximum=MOST_TRICKS)
_TRICK = Bounds(max_items=PLAYERS[1] - 1)
_HAND = Bounds(max_items=MOST_TRICKS)
_PLAYED = Bounds(max_items=kernel.DECK_SIZE)


def _size(state: State | View) -> int:
    """The hand size of the round in progress."""
    return state.rules.schedule[state.round - 1]


def _check_common(state: State | View, hands: Sequence[tuple[Card, ...] | None]) -> None:
    """What a state and a view share; ``hands`` are the hands the value shows, None where
    hidden (each checked to be in canonical order already)."""
    rules = state.rules
    players = rules.players
    if not 1 <= state.round <= rules.rounds:
        raise TricktakerError(f"round {state.round} of a game of {rules.rounds} rounds")
    check_per_seat(players, bids=state.bids, tricks_taken=state.tricks_taken, scores=state.scores)
    dealer = (rules.first_dealer + state.round - 1) % players
    if state.dealer != dealer:
        raise TricktakerError(
            f"the dealer of round {state.round} is seat {dealer}, not {state.dealer}"
        )
    check_seat("leader", state.leader, players)
    check_seat("to_act", state.to_act, players, optional=True)
    if (state.to_act is None) != (state.phase is Phase.OVER):
        raise TricktakerError(f"to_act is {state.to_act!r} in phase {state.phase.value!r}")
    if len(state.trick) >= players:
        raise TricktakerError(f"a trick of {len(state.trick)} cards for {players} players")
    size = _size(state)
    for bid in state.bids:
        if bid is not None and not 0 <= bid <= size:
            raise TricktakerError(f"a bid of {bid} in a round of {size} tricks")
    if len(state.played) != players * sum(state.tricks_taken):
        raise TricktakerError(
            f"{len(state.played)} cards played in {sum(state.tricks_taken)} tricks of {players}"
        )
    _check_trump(state)
    _check_turn(state)
    _check_scores(state)
    _check_tricks(state, hands)


def _check_trump(state: State | View) -> None:
    card = state.trump_card
    dealt = state.rules.players * _size(state)
    if (card is None) != (dealt == kernel.DECK_SIZE):
        raise TricktakerError(
            f"{dealt} cards dealt of {kernel.DECK_SIZE}: "
            + ("a trump card is turned" if card is None else "no card is left to turn")
        )
    if state.trump is not (None if card is None else card.suit):
        raise TricktakerError(f"trump {state.trump} with the trump card {card}")


def _check_turn(state: State | View) -> None:
    """Phase, turn, bids and the tricks' progress, as the rules move them."""
    players = state.rules.players
    size = _size(state)
    first = next_seat(state.dealer, players)  # bids first and leads the first trick
    taken = sum(state.tricks_taken)
    made = [bid is not None for bid in state.bids]
    if state.phase is Phase.BID:
        count = sum(made)
        bidders = trick_seats(first, count, players)
        if sorted(bidders) != [seat for seat in range(players) if made[seat]]:
            raise TricktakerError(
                f"bids {list(state.bids)}: bids are made clockwise from seat {first}"
            )
        if taken or state.trick or state.leader != first:
            raise TricktakerError(
                f"tricks are played, or led by seat {state.leader}, before the bids"
            )
        if count == players:
            raise TricktakerError(f"{count} bids made in phase {state.phase.value!r}")
        if state.to_act != (first + count) % players:
            raise TricktakerError(
                f"seat {state.to_act} acts, but it is seat {(first + count) % players}'s turn"
            )
        return
    if not all(made):
        missing = [seat for seat in range(players) if not made[seat]]
        raise TricktakerError(f"phase {state.phase.value!r} before seats {missing} bid")
    dealer_bid = state.bids[state.dealer]
    others = sum(bid for seat, bid in enumerate(state.bids) if seat != state.dealer and bid)
    if dealer_bid not in kernel.bid_choices(size, others, state.rules.hook):
        raise TricktakerError(f"the dealer's bid of {dealer_bid} breaks the hook")
    if state.phase is Phase.OVER:
        if state.round != state.rules.rounds or state.trick or taken != size:
            raise TricktakerError(
                f"the game is over in round {state.round} of {state.rules.rounds}, with "
                f"{taken} of its {size} tricks taken and {len(state.trick)} cards in a trick"
            )
        return
    if taken >= size:
        raise TricktakerError(f"{taken} tricks taken in a round of {size}, and play goes on")
    to_act = (state.leader + len(state.trick)) % players
    if state.to_act != to_act:
        raise TricktakerError(f"seat {state.to_act} acts, but it is seat {to_act}'s turn")


def _check_scores(state: State | View) -> None:
    rules = state.rules
    scored = rules.schedule[: state.round if state.phase is Phase.OVER else state.round - 1]
    # A round's points are points_per_trick a trick, plus the bonus for an exact bid, or
    # (with off_bid_penalty) minus points_per_trick a trick of difference.
    per_trick, bonus = rules.points_per_trick, rules.bonus
    least = -per_trick * sum(scored) if rules.off_bid_penalty else 0
    most = per_trick * sum(scored) + bonus * len(scored)
    step = math.gcd(per_trick, bonus)
    for seat, score in enumerate(state.scores):
        if not least <= score <= most or (score % step if step else score):
            raise TricktakerError(
                f"seat {seat} has {score} points after {len(scored)} rounds (from {least} to "
                f"{most}" + (f", a multiple of {step})" if step else ")")
            )
    # Each trick is taken once, and each seat makes its bid at most once a round.
    total = per_trick * sum(scored) + bonus * rules.players * len(scored)
    if sum(state.scores) > total:
        raise TricktakerError(
            f"the scores {list(state.scores)} add up to more than {total}, what "
            f"{len(scored)} rounds give at most"
        )
    if state.phase is Phase.OVER:
        best = max(state.scores)
        winners = tuple(seat for seat, score in enumerate(state.scores) if score == best)
        if state.winners != winners:
            raise TricktakerError(
                f"winners {list(state.winners)}: the highest total has {list(winners)}"
            )
    elif state.winners:
        raise TricktakerError("winners before the game is over")


def _check_tricks(state: State | View, hands: Sequence[tuple[Card, ...] | None]) -> None:
    """Replay the round's cards, finished tricks and the trick in progress, from the first
    lead: who played each card, who won each trick, and that each card was a legal play as
    far as the position shows the hand it was played from."""
    players = state.rules.players
    cards = state.played + state.trick
    leader = next_seat(state.dealer, players)
    taken = [0] * players
    last: CompletedTrick | None = None
    seats: list[int] = []
    for start in range(0, len(cards), players):
        trick = cards[start : start + players]
        seats += trick_seats(leader, len(trick), players)
        if len(trick) == players:
            winner = (leader + kernel.winner(trick, state.trump)) % players
            last = CompletedTrick(cards=trick, leader=leader, winner=winner)
            taken[winner] += 1
            leader = winner
    if tuple(taken) != state.tricks_taken:
        raise TricktakerError(
            f"tricks taken {list(state.tricks_taken)}: the tricks played give {taken}"
        )
    if state.last_trick != last:
        raise TricktakerError(f"last_trick is {state.last_trick}, not the last trick won ({last})")
    if state.phase is Phase.OVER:  # the game ended with the last trick: its leader stays
        leader = last.leader if last is not None else leader
    if state.leader != leader:
        raise TricktakerError(
            f"seat {state.leader} leads, but the tricks played make seat {leader} the leader"
        )
    # The cards each seat is known to hold at each step: what it holds now, and what it plays
    # later; a card that does not follow was a legal play only if none of these follow.
    held: list[list[Card]] = [list(hand or ()) for hand in hands]
    for index in range(len(cards) - 1, -1, -1):
        seat, card = seats[index], cards[index]
        held[seat].append(card)
        led = index - index % players
        if not kernel.may_play(card, tuple(held[seat]), cards[led:index]):
            raise TricktakerError(f"seat {seat} could not have played {card}: it held the led suit")


def _hand_sizes(state: State | View) -> tuple[int, ...]:
    """How many cards each seat holds now, by the rules."""
    players = state.rules.players
    if state.phase is Phase.OVER:
        return (0,) * players
    left = _size(state) - sum(state.tricks_taken)
    played = trick_seats(state.leader, len(state.trick), players)
    return tuple(left - (seat in played) for seat in range(players))


def _check_hand_sizes(state: State | View, sizes: tuple[int, ...]) -> None:
    expected = _hand_sizes(state)
    if sizes != expected:
        raise TricktakerError(
            f"the hands hold {list(sizes)} cards: in a round of {_size(state)}, after "
            f"{sum(state.tricks_taken)} tricks and {len(state.trick)} cards of this one, they "
            f"hold {list(expected)}"
        )


def check_state(state: State) -> None:
    """Raise :class:`~tricktaker.TricktakerError` unless ``state`` is one the rules can reach."""
    check_per_seat(state.rules.players, hands=state.hands)
    for seat, hand in enumerate(state.hands):
        check_sorted(f"the hand of seat {seat}", hand)
    trump = () if state.trump_card is None else (state.trump_card,)
    check_cards(STANDARD_DECK, *state.hands, state.trick, state.played, trump)
    _check_common(state, state.hands)
    _check_hand_sizes(state, tuple(len(hand) for hand in state.hands))


def check_view(view: View) -> None:
    """Raise :class:`~tricktaker.TricktakerError` unless ``view`` is one seat's view of a state
    the rules can reach."""
    players = view.rules.players
    check_seat("seat", view.seat, players)
    check_per_seat(players, hand_sizes=view.hand_sizes)
    if view.hand_sizes[view.seat] != len(view.hand):
        raise TricktakerError(
            f"hand_sizes says {view.hand_sizes[view.seat]}, the hand holds {len(view.hand)}"
        )
    check_sorted("the hand", view.hand)
    trump = () if view.trump_card is None else (view.trump_card,)
    check_cards(STANDARD_DECK, view.hand, view.trick, view.played, trump)
    _check_common(view, [view.hand if seat == view.seat else None for seat in range(players)])
    _check_hand_sizes(view, view.hand_sizes)


# -- events -------------------------------------------------------------------------------------


def check_round_started(event: RoundStarted) -> None:
    """A deal of ``hand_size`` cards to each of 3 to 7 seats, each hand in order, no card
    twice, a card left to turn or none."""
    players = len(event.hands)
    check_seat("dealer", event.dealer, players)
    if event.hand_size > kernel.DECK_SIZE // players:
        raise TricktakerError(f"a deal of {event.hand_size} cards each to {players} players")
    for seat, hand in enumerate(event.hands):
        if hand is not None:
            if len(hand) != event.hand_size:
                raise TricktakerError(
                    f"seat {seat} is dealt {len(hand)} cards in a deal of {event.hand_size}"
                )
            check_sorted(f"the hand of seat {seat}", hand)
    check_cards(STANDARD_DECK, *(hand for hand in event.hands if hand is not None))


def check_trump_turned(event: TrumpTurned) -> None:
    """A card of the 52 (its suit is trump)."""
    check_cards(STANDARD_DECK, (event.card,))


def check_trick_won(event: TrickWon) -> None:
    """A trick of one card per seat, won by a card that wins it under some trump."""
    players = len(event.cards)
    check_seat("leader", event.leader, players)
    check_seat("winner", event.winner, players)
    check_cards(STANDARD_DECK, event.cards)
    trumps: tuple[Suit | None, ...] = (None, *Suit)
    winners = {(event.leader + kernel.winner(event.cards, trump)) % players for trump in trumps}
    if event.winner not in winners:
        raise TricktakerError(f"seat {event.winner} cannot win {' '.join(map(str, event.cards))}")


def check_round_scored(event: RoundScored) -> None:
    """One entry per seat; every trick of the round taken, bids no more than the tricks; the
    points those of some scoring rules (a bonus and points a trick of 0 or more, with or
    without the penalty)."""
    players = len(event.bids)
    check_per_seat(players, taken=event.taken, points=event.points, scores=event.scores)
    tricks = sum(event.taken)
    if not 1 <= tricks <= kernel.DECK_SIZE // players or max(event.bids) > tricks:
        raise TricktakerError(
            f"bids {list(event.bids)} and tricks {list(event.taken)} in a round of "
            f"{players} players"
        )
    if not any(
        _points_fit(event.bids, event.taken, event.points, penalty) for penalty in (False, True)
    ):
        raise TricktakerError(
            f"points {list(event.points)}: no scoring rules give them for bids "
            f"{list(event.bids)} and tricks {list(event.taken)}"
        )


def _points_fit(
    bids: Sequence[int], taken: Sequence[int], points: Sequence[int], penalty: bool
) -> bool:
    """Whether some ``points_per_trick`` and ``bonus`` of 0 or more, with ``off_bid_penalty``
    ``penalty``, give each seat its points: ``per_trick * count + bonus * exact``."""
    rows = [
        (-abs(bid - took) if penalty and bid != took else took, int(bid == took), pts)
        for bid, took, pts in zip(bids, taken, points, strict=True)
    ]
    exact_rows = [(count, pts) for count, exact, pts in rows if exact]
    # points_per_trick is fixed by a missed bid with a count, or by two exact bids of
    # different counts; else 0 serves as well as any other. (Whole numbers only: the points
    # read may be too large for a float.)
    ratios = [(pts, count) for count, exact, pts in rows if not exact and count]
    ratios += [(a - b, ca - cb) for ca, a in exact_rows for cb, b in exact_rows if ca != cb]
    candidates = {pts // count for pts, count in ratios if pts % count == 0}
    if len(candidates) != (1 if ratios else 0):
        return False  # the rows disagree, or one is no whole number a trick
    for per_trick in candidates or {0}:
        bonuses = {pts - per_trick * count for count, pts in exact_rows}
        bonus = bonuses.pop() if bonuses else 0
        if per_trick < 0 or bonus < 0 or bonuses:
            continue
        if all(per_trick * count + bonus * exact == pts for count, exact, pts in rows):
            return True
    return False


CHECKS: dict[type, Callable[[Any], None]] = {
    State: check_state,
    View: check_view,
    RoundStarted: check_round_started,
    TrumpTurned: check_trump_turned,
    TrickWon: check_trick_won,
    RoundScored: check_round_scored,
}
"""The check of each Oh Hell class that has one, for
:func:`~tricktaker.serialize.register_types`."""

BOUNDS = {
    Rules: {"players": Bounds(minimum=PLAYERS[0], maximum=PLAYERS[1]), "first_dealer": _SEAT,
            "schedule": Bounds(minimum=1, maximum=MOST_TRICKS, min_items=1),
            "bonus": Bounds(minimum=0), "points_per_trick": Bounds(minimum=0), "rounds": _ROUND},
    State: {
        "seed": SEED, "round": _ROUND, "dealer": _SEAT, "hands": _PER_SEAT,
        "bids": _TRICKS_PER_SEAT, "tricks_taken": _TRICKS_PER_SEAT, "trick": _TRICK,
        "leader": _SEAT, "played": _PLAYED, "scores": _PER_SEAT, "to_act": _SEAT,
        "winners": _SEATS,
    },
    View: {
        "seat": _SEAT, "round": _ROUND, "dealer": _SEAT, "hand": _HAND,
        "hand_sizes": _TRICKS_PER_SEAT, "bids": _TRICKS_PER_SEAT,
        "tricks_taken": _TRICKS_PER_SEAT, "trick": _TRICK, "leader": _SEAT, "played": _PLAYED,
        "scores": _PER_SEAT, "to_act": _SEAT, "winners": _SEATS,
    },
    Bid: {"tricks": _TRICKS},
    BidMade: {"seat": _SEAT, "tricks": _TRICKS},
    RoundStarted: {"round": _ROUND, "dealer": _SEAT, "hand_size": _HAND_SIZE, "hands": _PER_SEAT},
    TrickWon: {"winner": _SEAT, "leader": _SEAT, "cards": _PER_SEAT},
    RoundScored: {
        "round": _ROUND, "bids": _TRICKS_PER_SEAT, "taken": _TRICKS_PER_SEAT,
        "points": _PER_SEAT, "scores": _PER_SEAT,
    },
}  # fmt: skip
"""The bounds of Oh Hell's fields, for :func:`~tricktaker.serialize.register_types`."""
