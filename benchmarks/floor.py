"""Oh Hell on the leanest state machine we could write: a measuring instrument for issue 21.

Not part of the library. It answers one question: what does a decision cost in pure CPython
with the library's public shape (an immutable state, ``legal_actions()`` returning a tuple of
shared actions, ``apply()`` returning the next state and a tuple of events) when nothing is
spent on generality? It plays OpenSpiel's game (one round of 12 tricks, 4 players, the hook)
with the library's own rule functions (the deal, the hook's bids, the trick's winner, the
score, the legal plays' tables), and only the state machine is its own:

- a state is four slots (the round's shared part, the cards held as one mask, the trick, the
  seat to act), built as a draft and frozen by assigning ``__class__``;
- the round's part is one object a trick: a bid or a trick's end copies it, a card inside a
  trick does not;
- following suit is tested inline against the led card's suit mask, and the legal plays of a
  follower are one lookup in the led suit's table;
- the events are the library's classes, the one-event tuples shared.

``benchmarks/instructions.py --workloads floor,ohhell,openspiel`` counts it beside the
library and OpenSpiel. ``tests/test_instructions_benchmark.py`` checks that it plays the
library's games: the same legal actions at every step and the same final scores.

    python benchmarks/floor.py            # one seeded game, its scores beside the library's
"""

from __future__ import annotations

import random
from typing import Any

from tricktaker import ohhell
from tricktaker.actions import Play
from tricktaker.cards import STANDARD_DECK
from tricktaker.engine import bid_choices
from tricktaker.events import GameOver, card_played_table
from tricktaker.masks import (
    BITS,
    SUIT_MASKS,
    SUIT_PATTERN,
    SUIT_PLAYS,
    SUIT_SHIFTS,
    cards_of,
    plays_of,
)
from tricktaker.ohhell import Bid
from tricktaker.ohhell.rules import (
    GAME_RULES,
    BidMade,
    RoundScored,
    RoundStarted,
    TrickWon,
    TrumpTurned,
    score,
)
from tricktaker.plugin import draft_class
from tricktaker.tricks import trump_winner

__all__ = ["State", "new_game"]

BIDS = tuple(Bid(n) for n in range(len(STANDARD_DECK) // 3 + 1))
CARD_PLAYED = card_played_table(7)
BID_MADE = tuple(tuple((BidMade(seat=s, tricks=n),) for n in range(len(BIDS))) for s in range(7))
# the led card: the mask of its suit (a follower must play one if held), and that suit's table
# of plays by pattern with its shift
FOLLOW: dict[int, tuple[int, Any, int]] = {
    card.index: (SUIT_MASKS[card.suit], SUIT_PLAYS[card.suit], SUIT_SHIFTS[card.suit])  # type: ignore[index]
    for card in STANDARD_DECK
}
BIDDING, PLAYING, OVER = 0, 1, 2


class Round:
    """What every state of one trick (or one bid) shares."""

    __slots__ = (
        "bids",
        "dealer",
        "dealt",
        "last",
        "leader",
        "phase",
        "played",
        "players",
        "rules",
        "scores",
        "taken",
        "trump",
        "trump_card",
    )  # fmt: skip

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign {name}: a round's part is immutable")


class State:
    """One moment of the game: the round's part, the cards held, the trick, the seat to act."""

    __slots__ = ("_round", "held", "to_act", "trick")

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign {name}: a state is immutable")

    def legal_actions(self) -> tuple[Any, ...]:
        part: Round = self._round
        if part.phase == PLAYING:
            hand = part.dealt[self.to_act] & self.held
            trick = self.trick
            if trick:
                must, table, shift = FOLLOW[trick[0].index]
                if hand & must:
                    return table[(hand >> shift) & SUIT_PATTERN]  # type: ignore[no-any-return]
            return plays_of(hand)
        if part.phase == BIDDING:
            return self._bids()
        return ()

    def _bids(self) -> tuple[Bid, ...]:
        return tuple([BIDS[n] for n in self._bid_choices()])

    def _bid_choices(self) -> range | tuple[int, ...]:
        part: Round = self._round
        hooked = part.rules.hook and self.to_act == part.dealer
        made = sum([bid for bid in part.bids if bid is not None])
        return bid_choices(part.rules.schedule[0], made, hooked)

    def apply(self, action: Any) -> tuple[State, tuple[Any, ...]]:
        part: Round = self._round
        if type(action) is Play and part.phase == PLAYING:
            card = action.card
            seat: int = self.to_act
            held = self.held
            hand = part.dealt[seat] & held
            bit = BITS[card.index]
            trick = self.trick
            if hand & bit:
                if trick:
                    must = FOLLOW[trick[0].index][0]
                    if not bit & must and hand & must:
                        raise ValueError(f"{action} does not follow suit")
                trick += (card,)
                if len(trick) == part.players:
                    return _finish_trick(part, held ^ bit, trick, seat)
                following = _state()
                following._round = part
                following.held = held ^ bit
                following.trick = trick
                following.to_act = seat + 1 if seat + 1 < part.players else 0
                following.__class__ = State
                return following, CARD_PLAYED[seat][card.index]
        elif type(action) is Bid and part.phase == BIDDING and action.tricks in self._bid_choices():
            seat = self.to_act
            bids = list(part.bids)
            bids[seat] = action.tricks
            after = _copy(part)
            after.bids = tuple(bids)
            after.phase = PLAYING if seat == part.dealer else BIDDING
            after.__class__ = Round
            return _next(after, self.held, (), (seat + 1) % part.players), BID_MADE[seat][
                action.tricks
            ]
        raise ValueError(f"{action} is not legal now")


_state = draft_class(State)
_round = draft_class(Round)
_trick_won = draft_class(TrickWon)


def _copy(part: Round) -> Any:
    after = _round()
    after.rules = part.rules
    after.players = part.players
    after.dealer = part.dealer
    after.dealt = part.dealt
    after.trump = part.trump
    after.trump_card = part.trump_card
    after.bids = part.bids
    after.leader = part.leader
    after.taken = part.taken
    after.played = part.played
    after.last = part.last
    after.phase = part.phase
    after.scores = part.scores
    return after


def _next(part: Round, held: int, trick: tuple[Any, ...], to_act: int | None) -> State:
    state = _state()
    state._round = part
    state.held = held
    state.trick = trick
    state.to_act = to_act
    state.__class__ = State
    return state  # type: ignore[no-any-return]


def _finish_trick(
    part: Round, held: int, trick: tuple[Any, ...], seat: int
) -> tuple[State, tuple[Any, ...]]:
    leader = part.leader
    winner = (leader + trump_winner(trick, part.trump)) % part.players
    won = _trick_won()
    won.winner = winner
    won.leader = leader
    won.cards = trick
    won.__class__ = TrickWon
    taken = list(part.taken)
    taken[winner] += 1
    events: tuple[Any, ...] = (CARD_PLAYED[seat][trick[-1].index][0], won)
    after = _copy(part)
    after.leader = winner
    after.taken = tuple(taken)
    after.played = part.played + trick
    after.last = won
    if held:
        after.__class__ = Round
        return _next(after, held, (), winner), events
    bids = tuple([bid for bid in part.bids if bid is not None])
    rules = part.rules
    points = tuple([score(b, t, rules) for b, t in zip(bids, after.taken, strict=True)])
    scores = tuple([total + p for total, p in zip(part.scores, points, strict=True)])
    best = max(scores)
    winners = tuple([seat for seat, total in enumerate(scores) if total == best])
    after.scores = scores
    after.phase = OVER
    after.__class__ = Round
    scored = RoundScored(
        round=1, trump=part.trump, bids=bids, taken=after.taken, points=points, scores=scores
    )
    return _next(after, 0, (), None), (*events, scored, GameOver(scores=scores, winners=winners))


def new_game(rules: ohhell.Rules, seed: int) -> State:
    """The game of one round that ``ohhell.new_game(rules, seed=seed)`` deals."""
    if len(rules.schedule) != 1:
        raise ValueError("the floor plays games of one round: Rules(schedule=(n,))")
    players, size, dealer = rules.players, rules.schedule[0], rules.first_dealer
    deal = GAME_RULES.deal(rules, seed, 1, dealer)  # the library's deal of the round
    dealt, trump_card = deal.hands, deal.rest[0] if deal.rest else None
    part = _round()
    part.rules = rules
    part.players = players
    part.dealer = dealer
    part.dealt = dealt
    part.trump_card = trump_card
    part.trump = None if trump_card is None else trump_card.suit
    part.scores = (0,) * players
    part.bids = (None,) * players
    part.leader = (dealer + 1) % players
    part.taken = (0,) * players
    part.played = ()
    part.last = None
    part.phase = BIDDING
    part.__class__ = Round
    held = 0
    for mask in dealt:
        held |= mask
    # the events of the deal, as the library's start returns them (not returned here)
    RoundStarted(
        round=1, dealer=dealer, hand_size=size, hands=tuple([cards_of(mask) for mask in dealt])
    )
    if trump_card is not None:
        TrumpTurned(card=trump_card)
    return _next(part, held, (), (dealer + 1) % players)


def main() -> int:
    rules = ohhell.Rules(players=4, schedule=(12,), hook=True)
    ours, theirs = new_game(rules, seed=1), ohhell.new_game(rules, seed=1)
    rng = random.Random(1)
    while ours.to_act is not None:
        action = rng.choice(ours.legal_actions())
        ours = ours.apply(action)[0]
        theirs = theirs.apply(action)[0]
    print(f"the floor's scores {ours._round.scores}, the library's {theirs.scores}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
