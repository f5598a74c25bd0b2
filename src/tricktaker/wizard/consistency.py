"""The checks that a Wizard state, view or event read from JSON is one the rules can reach.

:func:`tricktaker.from_json` runs them on every decoded value of these classes (see
:data:`CHECKS`), so an accepted state plays on to the end of the game. What they check:

- the round within the game, and the dealer the round's (seat ``first_dealer`` deals round
  1, then the deal moves clockwise);
- cards: Wizard cards, each in one place at most (hands, trick, turned trump card); a trump
  card exactly when cards remain after the deal, and the trump suit it makes (a Wizard's
  chosen suit once the dealer has chosen);
- each hand in canonical order, and as long as the round, less the tricks played, less one
  if its seat has played to the trick in progress (a view's ``hand_sizes`` alike);
- phase, turn and bids: bids made clockwise from the dealer's left, the player to act the
  next bidder or the next in the trick, every bid made once play begins, the dealer's bid
  allowed by the hook, the first trick led from the dealer's left and later ones by a seat
  that took a trick;
- scores: multiples of 10, no larger than the rounds played allow, zero in round 1, and the
  winners the seats with the highest total once the game is over;
- the trick in progress: replayed from its start by the game itself, each card a legal play
  (in a view, the seat's own card);
- events: one entry per seat, seats and bids in range, a trick's winner one that some trump
  makes, a round's points those of its bids and tricks.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

import attrs

from tricktaker._codec import Bounds
from tricktaker.actions import Play
from tricktaker.cards import WIZARD_DECK, Suit
from tricktaker.consistency import (
    SEED,
    check_cards,
    check_per_seat,
    check_seat,
    check_sorted,
)
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.tricks import check_last_trick, next_seat, trick_seats
from tricktaker.wizard.actions import Bid
from tricktaker.wizard.events import (
    BidMade,
    RoundScored,
    RoundStarted,
    TrickWon,
    TrumpChosen,
    TrumpTurned,
)
from tricktaker.wizard.rules import Rules, legal_plays, round_score, trick_winner
from tricktaker.wizard.state import Phase, State, View

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
PLAYERS = (3, 6)  # Rules' bounds; tests/wizard/test_consistency.py checks that they agree
MOST_TRICKS = len(WIZARD_DECK) // PLAYERS[0]  # the last round of a 3-player game
_SEAT = Bounds(minimum=0, maximum=PLAYERS[1] - 1)
_TRICKS = Bounds(minimum=0, maximum=MOST_TRICKS)
_PER_SEAT = Bounds(min_items=PLAYERS[0], max_items=PLAYERS[1])
_TRICKS_PER_SEAT = Bounds(
    minimum=0, maximum=MOST_TRICKS, min_items=PLAYERS[0], max_items=PLAYERS[1]
)
_SEATS = Bounds(minimum=0, maximum=PLAYERS[1] - 1, max_items=PLAYERS[1])
_ROUND = Bounds(minimum=1, maximum=MOST_TRICKS)
_TRICK = Bounds(max_items=PLAYERS[1] - 1)


def _check_common(state: State | View, hand_sizes: tuple[int, ...]) -> None:
    """What a state and a view share; ``hand_sizes`` are the lengths of the hands."""
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
    for bid in state.bids:
        if bid is not None and not 0 <= bid <= state.round:
            raise TricktakerError(f"a bid of {bid} in round {state.round}")
    _check_trump(state)
    _check_turn(state)
    _check_scores(state)
    if len(state.played) != players * sum(state.tricks_taken):
        raise TricktakerError(
            f"{len(state.played)} cards played in {sum(state.tricks_taken)} tricks of {players}"
        )
    check_last_trick(state.last_trick, state.played, players)
    expected = _hand_sizes(state)
    if hand_sizes != expected:
        raise TricktakerError(
            f"the hands hold {list(hand_sizes)} cards: {_why(state)} they hold {list(expected)}"
        )


def _check_trump(state: State | View) -> None:
    card = state.trump_card
    dealt = state.rules.players * state.round
    if (card is None) != (dealt == len(WIZARD_DECK)):
        raise TricktakerError(
            f"{dealt} cards dealt of {len(WIZARD_DECK)}: "
            + ("a trump card is turned" if card is None else "no card is left to turn")
        )
    if card is not None and card.is_wizard:
        if (state.trump is None) != (state.phase is Phase.CHOOSE_TRUMP):
            raise TricktakerError(
                f"trump {state.trump} in phase {state.phase.value!r} after a Wizard is turned"
            )
    elif state.phase is Phase.CHOOSE_TRUMP:
        raise TricktakerError(f"the dealer chooses trump, but the trump card is {card}")
    elif state.trump is not (None if card is None else card.suit):
        raise TricktakerError(f"trump {state.trump} with the trump card {card}")


def _check_turn(state: State | View) -> None:
    """Phase, turn, bids, tricks taken and the leader, as the rules move them."""
    players = state.rules.players
    first = next_seat(state.dealer, players)  # bids first and leads the first trick
    taken = sum(state.tricks_taken)
    made = [bid is not None for bid in state.bids]
    if state.phase in (Phase.CHOOSE_TRUMP, Phase.BID):
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
        if count == players or (count and state.phase is Phase.CHOOSE_TRUMP):
            raise TricktakerError(f"{count} bids made in phase {state.phase.value!r}")
        to_act = state.dealer if state.phase is Phase.CHOOSE_TRUMP else (first + count) % players
        if state.to_act != to_act:
            raise TricktakerError(f"seat {state.to_act} acts, but it is seat {to_act}'s turn")
        return
    if not all(made):
        missing = [seat for seat in range(players) if not made[seat]]
        raise TricktakerError(f"phase {state.phase.value!r} before seats {missing} bid")
    if not _dealer_may_bid(state):
        raise TricktakerError(f"the dealer's bid of {state.bids[state.dealer]} breaks the hook")
    if state.phase is Phase.OVER:
        if state.round != state.rules.rounds or state.trick or taken != state.round:
            raise TricktakerError(
                f"the game is over in round {state.round} of {state.rules.rounds}, with "
                f"{taken} of its {state.round} tricks taken and {len(state.trick)} cards in a trick"
            )
        return
    if taken >= state.round:
        raise TricktakerError(f"{taken} tricks taken in round {state.round}, and play goes on")
    if taken == 0 and state.leader != first:
        raise TricktakerError(f"seat {first} leads the first trick, not seat {state.leader}")
    if taken and not state.tricks_taken[state.leader]:
        raise TricktakerError(f"seat {state.leader} leads but took no trick (the winner leads)")
    to_act = (state.leader + len(state.trick)) % players
    if state.to_act != to_act:
        raise TricktakerError(f"seat {state.to_act} acts, but it is seat {to_act}'s turn")


def _dealer_may_bid(state: State | View) -> bool:
    """Whether the game lets the dealer make their bid after the others' (the hook)."""
    bid = state.bids[state.dealer]
    assert bid is not None
    bids = state.bids[: state.dealer] + (None,) + state.bids[state.dealer + 1 :]
    asked = attrs.evolve(state, phase=Phase.BID, to_act=state.dealer, bids=bids, trick=())
    if isinstance(asked, View):
        asked = attrs.evolve(asked, seat=state.dealer)
    return Bid(bid) in asked.legal_actions()


def _check_scores(state: State | View) -> None:
    rounds = state.round if state.phase is Phase.OVER else state.round - 1  # rounds scored
    least = -10 * rounds * (rounds + 1) // 2  # off by every trick in each round
    most = 20 * rounds + 10 * rounds * (rounds + 1) // 2  # every bid exact, every trick taken
    for seat, score in enumerate(state.scores):
        if score % 10 or not least <= score <= most:
            raise TricktakerError(
                f"seat {seat} has {score} points after {rounds} rounds (a multiple of 10 "
                f"from {least} to {most})"
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


def _hand_sizes(state: State | View) -> tuple[int, ...]:
    """How many cards each seat holds now, by the rules."""
    players = state.rules.players
    if state.phase is Phase.OVER:
        return (0,) * players
    left = state.round - sum(state.tricks_taken)
    played = trick_seats(state.leader, len(state.trick), players)
    return tuple(left - (seat in played) for seat in range(players))


def _why(state: State | View) -> str:
    return (
        f"in round {state.round}, after {sum(state.tricks_taken)} tricks and "
        f"{len(state.trick)} cards of this one,"
    )


def check_state(state: State) -> None:
    """Raise :class:`~tricktaker.TricktakerError` unless ``state`` is one the rules can reach."""
    check_per_seat(state.rules.players, hands=state.hands)
    for seat, hand in enumerate(state.hands):
        check_sorted(f"the hand of seat {seat}", hand)
    trump = () if state.trump_card is None else (state.trump_card,)
    check_cards(WIZARD_DECK, *state.hands, state.trick, state.played, trump)
    _check_common(state, tuple(len(hand) for hand in state.hands))
    if state.trick:
        _check_trick(state)


def _check_trick(state: State) -> None:
    """Replay the trick in progress from its start: each card must be a legal play."""
    players = state.rules.players
    hands = list(state.hands)
    seats = trick_seats(state.leader, len(state.trick), players)
    for seat, card in zip(seats, state.trick, strict=True):
        hands[seat] = tuple(sorted((*hands[seat], card), key=_BY_INDEX))
    replayed = attrs.evolve(state, hands=tuple(hands), trick=(), to_act=state.leader)
    for seat, card in zip(seats, state.trick, strict=True):
        try:
            replayed, _ = replayed.apply(Play(card))
        except IllegalActionError as error:
            raise TricktakerError(f"seat {seat} could not have played {card}: {error}") from None
    if replayed != state:
        raise TricktakerError("the trick in progress does not follow from its start")


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
    check_cards(WIZARD_DECK, view.hand, view.trick, view.played, trump)
    _check_common(view, view.hand_sizes)
    seats = trick_seats(view.leader, len(view.trick), players)
    if view.seat in seats:
        at = seats.index(view.seat)
        card = view.trick[at]
        held = tuple(sorted((*view.hand, card), key=_BY_INDEX))
        if card not in legal_plays(held, view.trick[:at]):
            raise TricktakerError(f"seat {view.seat} could not have played {card}")


# -- events -------------------------------------------------------------------------------------


def check_round_started(event: RoundStarted) -> None:
    """A deal of ``round`` cards to each of 3 to 6 seats, each hand in order, no card twice."""
    players = len(event.hands)
    check_seat("dealer", event.dealer, players)
    if event.round > len(WIZARD_DECK) // players:
        raise TricktakerError(f"round {event.round} in a game of {players} players")
    for seat, hand in enumerate(event.hands):
        if hand is not None:
            if len(hand) != event.round:
                raise TricktakerError(
                    f"seat {seat} is dealt {len(hand)} cards in round {event.round}"
                )
            check_sorted(f"the hand of seat {seat}", hand)
    check_cards(WIZARD_DECK, *(hand for hand in event.hands if hand is not None))


def check_trump_turned(event: TrumpTurned) -> None:
    """A Wizard card, and the trump it makes: its suit, or none for a Jester or a Wizard."""
    check_cards(WIZARD_DECK, (event.card,))
    if event.trump is not event.card.suit:
        raise TricktakerError(
            f"{event.card} turned makes trump {event.card.suit}, not {event.trump}"
        )


def check_trick_won(event: TrickWon) -> None:
    """A trick of one card per seat, won by a card that wins it under some trump."""
    players = len(event.cards)
    check_seat("leader", event.leader, players)
    check_seat("winner", event.winner, players)
    check_cards(WIZARD_DECK, event.cards)
    trumps: tuple[Suit | None, ...] = (None, *Suit)
    winners = {(event.leader + trick_winner(event.cards, trump)) % players for trump in trumps}
    if event.winner not in winners:
        raise TricktakerError(f"seat {event.winner} cannot win {' '.join(map(str, event.cards))}")


def check_round_scored(event: RoundScored) -> None:
    """One entry per seat; every trick of the round taken; each seat's points its bid's."""
    players = len(event.bids)
    check_per_seat(players, taken=event.taken, points=event.points, scores=event.scores)
    if event.round > len(WIZARD_DECK) // players:
        raise TricktakerError(f"round {event.round} in a game of {players} players")
    if sum(event.taken) != event.round or max(event.bids) > event.round:
        raise TricktakerError(
            f"bids {list(event.bids)} and tricks {list(event.taken)} in round {event.round}"
        )
    points = tuple(map(round_score, event.bids, event.taken))
    if event.points != points:
        raise TricktakerError(
            f"points {list(event.points)}: the bids and tricks give {list(points)}"
        )
    if any(score % 10 for score in event.scores):
        raise TricktakerError(f"scores {list(event.scores)}: every score is a multiple of 10")


CHECKS: dict[type, Callable[[Any], None]] = {
    State: check_state,
    View: check_view,
    RoundStarted: check_round_started,
    TrumpTurned: check_trump_turned,
    TrickWon: check_trick_won,
    RoundScored: check_round_scored,
}
"""The check of each Wizard class that has one, for :func:`~tricktaker.serialize.register_types`."""

BOUNDS = {
    Rules: {"players": Bounds(minimum=PLAYERS[0], maximum=PLAYERS[1]), "first_dealer": _SEAT,
            "rounds": _ROUND},
    State: {
        "seed": SEED, "round": _ROUND, "dealer": _SEAT, "hands": _PER_SEAT,
        "bids": _TRICKS_PER_SEAT, "tricks_taken": _TRICKS_PER_SEAT, "trick": _TRICK,
        "leader": _SEAT, "scores": _PER_SEAT, "to_act": _SEAT, "winners": _SEATS,
    },
    View: {
        "seat": _SEAT, "round": _ROUND, "dealer": _SEAT, "hand_sizes": _TRICKS_PER_SEAT,
        "bids": _TRICKS_PER_SEAT, "tricks_taken": _TRICKS_PER_SEAT, "trick": _TRICK,
        "leader": _SEAT, "scores": _PER_SEAT, "to_act": _SEAT, "winners": _SEATS,
    },
    Bid: {"tricks": _TRICKS},
    BidMade: {"seat": _SEAT, "tricks": _TRICKS},
    TrumpChosen: {"seat": _SEAT},
    RoundStarted: {"round": _ROUND, "dealer": _SEAT, "hands": _PER_SEAT},
    TrickWon: {"winner": _SEAT, "leader": _SEAT, "cards": _PER_SEAT},
    RoundScored: {
        "round": _ROUND, "bids": _TRICKS_PER_SEAT, "taken": _TRICKS_PER_SEAT,
        "points": _PER_SEAT, "scores": _PER_SEAT,
    },
}  # fmt: skip
"""The bounds of Wizard's fields, for :func:`~tricktaker.serialize.register_types`."""
