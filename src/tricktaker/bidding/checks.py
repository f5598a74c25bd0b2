"""The checks that a bid-then-play game's state, view or trick read from JSON is one its rules
can reach, shared by the games of :mod:`tricktaker.bidding`.

A game builds one :class:`BiddingChecks` from its :class:`~tricktaker.bidding.BiddingEngine`,
its deck and the bounds of its scores, and registers its ``check_state``, ``check_view`` and
``check_trick_won`` with :func:`~tricktaker.serialize.register_types`; :func:`bounds` gives the
bounds of the fields every such game has. What the checks of a state or view make sure of:

- the round within the game, and the dealer the round's (seat ``first_dealer`` deals round
  1, then the deal moves clockwise);
- cards: cards of the game's deck, each in one place at most (hands, trick, the round's
  finished tricks, turned trump card); a trump card exactly when cards remain after the deal,
  and the trump its suit (or, for a card after which the dealer names trump, the suit named
  once the dealer has);
- each hand in canonical order, and as long as the round's hand size, less the tricks
  played, less one if its seat has played to the trick in progress (a view's ``hand_sizes``
  alike);
- phase, turn and bids: a phase of the game's own is the dealer's, before any bid, unless the
  game names it one in which the seat to bid decides (``bid_phases``); bids made
  clockwise from the dealer's left, the player to act the next bidder or the next in the
  trick, every bid made once play begins, the dealer's bid allowed by the hook;
- the round's tricks, replayed from the first: the first led from the dealer's left, each
  won by the card the rules make win (its winner leading the next), every card a legal play
  as far as the position shows the hand it came from (a state shows every hand; a view its
  own, and the cards each seat played later), the tricks taken the tricks won, and
  ``last_trick`` the last of them;
- scores: within what the rounds scored allow, a multiple of what every round's points are a
  multiple of, and the winners the seats with the highest total once the game is over.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import Any

from tricktaker.bidding.engine import BiddingEngine, bid_choices
from tricktaker.cards import Card, Suit
from tricktaker.consistency import (
    SEED,
    check_cards,
    check_per_seat,
    check_seat,
    check_sorted,
    check_view_hand,
)
from tricktaker.errors import TricktakerError
from tricktaker.masks import mask_of
from tricktaker.serialize import Bounds
from tricktaker.tricks import CompletedTrick, next_seat, trick_seats

__all__ = ["BiddingChecks", "ScoreBounds", "bounds", "check_dealt_hands"]

ScoreBounds = Callable[[Any, Sequence[int]], tuple[int, int, int, int | None]]
"""``score_bounds(rules, scored)``: for the rounds scored so far, of ``scored`` tricks each,
the least and the most total a seat may have, the step every total is a multiple of, and the
most the totals may add up to (None: no bound beyond each seat's)."""


class BiddingChecks:
    """The checks of the states, views and finished tricks of the game that ``engine`` plays,
    with the cards of ``deck`` and the totals that ``score_bounds`` allows. ``round_name(round,
    size)`` names a round of ``size`` tricks in messages ("round 3", "a round of 3 tricks").
    ``bid_phases``: the game's own phases in which the seat to bid decides, as in the phase
    ``BID`` (a choice made before a seat sees its cards); any other phase of its own is the
    dealer's, before the bids."""

    __slots__ = ("_bid_phases", "_deck", "_engine", "_round_name", "_score_bounds")

    def __init__(
        self,
        engine: BiddingEngine[Any, Any],
        *,
        deck: Sequence[Card],
        score_bounds: ScoreBounds,
        round_name: Callable[[int, int], str] = lambda round_, size: f"round {round_}",
        bid_phases: Sequence[enum.Enum] = (),
    ) -> None:
        self._engine = engine
        self._bid_phases = (engine.phase["BID"], *bid_phases)
        self._deck = tuple(deck)
        self._score_bounds = score_bounds
        self._round_name = round_name

    def check_state(self, state: Any) -> None:
        """Raise :class:`~tricktaker.TricktakerError` unless ``state`` is one the rules can
        reach."""
        check_per_seat(state.rules.players, hands=state.hands)
        for seat, hand in enumerate(state.hands):
            check_sorted(f"the hand of seat {seat}", hand)
        trump = () if state.trump_card is None else (state.trump_card,)
        check_cards(self._deck, *state.hands, state.trick, state.played, trump)
        self._check_position(state, state.hands, tuple(len(hand) for hand in state.hands))

    def check_view(self, view: Any, seen: bool = True) -> None:
        """Raise :class:`~tricktaker.TricktakerError` unless ``view`` is one seat's view of a
        state the rules can reach; a seat that has not ``seen`` its cards shows no hand."""
        check_view_hand(view, seen)
        players = view.rules.players
        trump = () if view.trump_card is None else (view.trump_card,)
        check_cards(self._deck, view.hand, view.trick, view.played, trump)
        hands = [view.hand if seat == view.seat and seen else None for seat in range(players)]
        self._check_position(view, hands, view.hand_sizes)

    def check_trick_won(self, event: Any) -> None:
        """A trick of one card per seat, won by a card that wins it under some trump."""
        players = len(event.cards)
        check_seat("leader", event.leader, players)
        check_seat("winner", event.winner, players)
        check_cards(self._deck, event.cards)
        trumps: tuple[Suit | None, ...] = (None, *Suit)
        winner = self._engine.winner
        winners = {(event.leader + winner(event.cards, trump)) % players for trump in trumps}
        if event.winner not in winners:
            raise TricktakerError(
                f"seat {event.winner} cannot win {' '.join(map(str, event.cards))}"
            )

    # -- the parts ------------------------------------------------------------------------------

    def _check_position(
        self,
        position: Any,
        hands: Sequence[tuple[Card, ...] | None],
        hand_sizes: tuple[int, ...],
    ) -> None:
        """What a state and a view share; ``hands`` are the hands the value shows, None where
        hidden (each checked to be in canonical order already), ``hand_sizes`` their sizes."""
        rules = position.rules
        players = rules.players
        if not 1 <= position.round <= rules.rounds:
            raise TricktakerError(f"round {position.round} of a game of {rules.rounds} rounds")
        check_per_seat(
            players, bids=position.bids, tricks_taken=position.tricks_taken, scores=position.scores
        )
        dealer = (rules.first_dealer + position.round - 1) % players
        if position.dealer != dealer:
            raise TricktakerError(
                f"the dealer of round {position.round} is seat {dealer}, not {position.dealer}"
            )
        check_seat("leader", position.leader, players)
        check_seat("to_act", position.to_act, players, optional=True)
        over = self._engine.phase["OVER"]
        if (position.to_act is None) != (position.phase is over):
            raise TricktakerError(
                f"to_act is {position.to_act!r} in phase {position.phase.value!r}"
            )
        if len(position.trick) >= players:
            raise TricktakerError(f"a trick of {len(position.trick)} cards for {players} players")
        size = self._engine.hand_size(rules, position.round)
        for bid in position.bids:
            if bid is not None and not 0 <= bid <= size:
                raise TricktakerError(f"a bid of {bid} in {self._round_name(position.round, size)}")
        self._check_trump(position, size)
        taken = sum(position.tricks_taken)
        if position.phase is self._engine.phase["PLAY"] and taken >= size:
            raise TricktakerError(
                f"{taken} tricks taken in round {position.round}, of {size} tricks, and play "
                "goes on"
            )
        if len(position.played) != players * taken:
            raise TricktakerError(
                f"{len(position.played)} cards played in {sum(position.tricks_taken)} tricks of "
                f"{players}"
            )
        self._check_bids(position, size)
        self._check_scores(position)
        seats = self._check_tricks(position)
        expected = _hand_sizes(position, size, over)
        if hand_sizes != expected:
            raise TricktakerError(
                f"the hands hold {list(hand_sizes)} cards: in round {position.round}, of "
                f"{size} cards, after {sum(position.tricks_taken)} tricks and "
                f"{len(position.trick)} cards of this one, they hold {list(expected)}"
            )
        self._check_cards_played(position, hands, seats)

    def _check_trump(self, position: Any, size: int) -> None:
        card = position.trump_card
        dealt = position.rules.players * size
        if (card is None) != (dealt == len(self._deck)):
            raise TricktakerError(
                f"{dealt} cards dealt of {len(self._deck)}: "
                + ("a trump card is turned" if card is None else "no card is left to turn")
            )
        choosing = position.phase not in (*self._shared_phases(), *self._bid_phases)
        if self._engine.chooses_trump(card):
            if (position.trump is None) != choosing:
                raise TricktakerError(
                    f"trump {position.trump} in phase {position.phase.value!r} after {card} "
                    "is turned (the dealer names trump)"
                )
        elif choosing:
            raise TricktakerError(f"the dealer chooses trump, but the trump card is {card}")
        elif position.trump is not self._engine.round_trump(card):
            raise TricktakerError(f"trump {position.trump} with the trump card {card}")

    def _shared_phases(self) -> tuple[enum.Enum, enum.Enum, enum.Enum]:
        phase = self._engine.phase
        return (phase["BID"], phase["PLAY"], phase["OVER"])

    def _check_bids(self, position: Any, size: int) -> None:
        """Phase, turn and bids as the rules move them; the game's own phases are the
        dealer's, before the bids."""
        players = position.rules.players
        first = next_seat(position.dealer, players)  # bids first and leads the first trick
        taken = sum(position.tricks_taken)
        made = [bid is not None for bid in position.bids]
        phase = position.phase
        _, _, over = self._shared_phases()
        bidding = phase in self._bid_phases
        if bidding or phase not in self._shared_phases():
            count = sum(made)
            bidders = trick_seats(first, count, players)
            if sorted(bidders) != [seat for seat in range(players) if made[seat]]:
                raise TricktakerError(
                    f"bids {list(position.bids)}: bids are made clockwise from seat {first}"
                )
            if taken or position.trick or position.leader != first:
                raise TricktakerError(
                    f"tricks are played, or led by seat {position.leader}, before the bids"
                )
            if count == players or (count and not bidding):
                raise TricktakerError(f"{count} bids made in phase {phase.value!r}")
            to_act = (first + count) % players if bidding else position.dealer
            if position.to_act != to_act:
                raise TricktakerError(
                    f"seat {position.to_act} acts, but it is seat {to_act}'s turn"
                )
            return
        if not all(made):
            missing = [seat for seat in range(players) if not made[seat]]
            raise TricktakerError(f"phase {phase.value!r} before seats {missing} bid")
        dealer_bid = position.bids[position.dealer]
        others = sum(bid for seat, bid in enumerate(position.bids) if seat != position.dealer)
        if dealer_bid not in bid_choices(size, others, position.rules.hook):
            raise TricktakerError(f"the dealer's bid of {dealer_bid} breaks the hook")
        if phase is over and (
            not self._engine.may_end_after(position.rules, position.round)
            or position.trick
            or taken != size
        ):
            raise TricktakerError(
                f"the game is over in round {position.round} of {position.rules.rounds}, "
                f"with {taken} of its {size} tricks taken and {len(position.trick)} cards "
                "in a trick"
            )

    def _check_scores(self, position: Any) -> None:
        rules = position.rules
        over = position.phase is self._engine.phase["OVER"]
        rounds = position.round if over else position.round - 1  # the rounds scored
        scored = [self._engine.hand_size(rules, r) for r in range(1, rounds + 1)]
        least, most, step, total = self._score_bounds(rules, scored)
        for seat, score in enumerate(position.scores):
            if not least <= score <= most or (score % step if step else score):
                raise TricktakerError(
                    f"seat {seat} has {score} points after {rounds} rounds (from {least} to "
                    f"{most}" + (f", a multiple of {step})" if step else ")")
                )
        if total is not None and sum(position.scores) > total:
            raise TricktakerError(
                f"the scores {list(position.scores)} add up to more than {total}, what "
                f"{rounds} rounds give at most"
            )
        if over:
            best = max(position.scores)
            winners = tuple(seat for seat, score in enumerate(position.scores) if score == best)
            if position.winners != winners:
                raise TricktakerError(
                    f"winners {list(position.winners)}: the highest total has {list(winners)}"
                )
        elif position.winners:
            raise TricktakerError("winners before the game is over")

    def _check_tricks(self, position: Any) -> list[int]:
        """Replay the round's finished tricks and the trick in progress from the first lead:
        who won each trick, the tricks taken, the last trick and the leader. Returns the seat
        that played each card."""
        players = position.rules.players
        cards = position.played + position.trick
        leader = next_seat(position.dealer, players)
        taken = [0] * players
        last: CompletedTrick | None = None
        seats: list[int] = []
        for start in range(0, len(cards), players):
            trick = cards[start : start + players]
            seats += trick_seats(leader, len(trick), players)
            if len(trick) == players:
                winner = (leader + self._engine.winner(trick, position.trump)) % players
                last = CompletedTrick(cards=trick, leader=leader, winner=winner)
                taken[winner] += 1
                leader = winner
        if tuple(taken) != position.tricks_taken:
            raise TricktakerError(
                f"tricks taken {list(position.tricks_taken)}: the tricks played give {taken}"
            )
        if position.last_trick != last:
            raise TricktakerError(
                f"last_trick is {position.last_trick}, not the last trick won ({last})"
            )
        if position.phase is self._engine.phase["OVER"]:  # the last trick's leader stays
            leader = last.leader if last is not None else leader
        if position.leader != leader:
            took_none = sum(taken) and not position.tricks_taken[position.leader]
            raise TricktakerError(
                f"seat {position.leader} leads"
                + (" but took no trick (the winner leads)" if took_none else "")
                + f": the tricks played make seat {leader} the leader"
            )
        if position.phase is self._engine.phase["PLAY"]:
            to_act = (position.leader + len(position.trick)) % players
            if position.to_act != to_act:
                raise TricktakerError(
                    f"seat {position.to_act} acts, but it is seat {to_act}'s turn"
                )
        return seats

    def _check_cards_played(
        self, position: Any, hands: Sequence[tuple[Card, ...] | None], seats: list[int]
    ) -> None:
        """Each card of the round a legal play, as far as the position shows the hand it came
        from: what its seat holds now, and what it played later; a card that does not follow
        was a legal play only if none of these follow."""
        players = position.rules.players
        cards = position.played + position.trick
        held: list[list[Card]] = [list(hand or ()) for hand in hands]
        for index in range(len(cards) - 1, -1, -1):
            seat, card = seats[index], cards[index]
            held[seat].append(card)
            led = index - index % players
            if not self._engine.may_play(card, mask_of(held[seat]), cards[led:index]) and (
                index != led or not self._engine.leads_any(position.rules, cards[:led])
            ):
                raise TricktakerError(
                    f"seat {seat} could not have played {card}: it held the led suit"
                )


def check_dealt_hands(
    hands: Sequence[tuple[Card, ...] | None], dealer: int, size: int, deck: Sequence[Card]
) -> None:
    """Raise unless ``dealer`` is one of the seats of ``hands`` and each hand shown (None where
    hidden) holds ``size`` cards of ``deck``, in canonical order, none twice: what a round's
    deal must be.

    >>> from tricktaker.cards import STANDARD_DECK, parse_cards
    >>> check_dealt_hands([parse_cards("2C"), None], 1, 2, STANDARD_DECK)
    Traceback (most recent call last):
    ...
    tricktaker.TricktakerError: seat 0 is dealt 1 cards in a deal of 2
    """
    check_seat("dealer", dealer, len(hands))
    for seat, hand in enumerate(hands):
        if hand is not None:
            if len(hand) != size:
                raise TricktakerError(f"seat {seat} is dealt {len(hand)} cards in a deal of {size}")
            check_sorted(f"the hand of seat {seat}", hand)
    check_cards(deck, *(hand for hand in hands if hand is not None))


def _hand_sizes(position: Any, size: int, over: Any) -> tuple[int, ...]:
    """How many cards each seat holds now, by the rules."""
    players: int = position.rules.players
    if position.phase is over:
        return (0,) * players
    left: int = size - sum(position.tricks_taken)
    played = trick_seats(position.leader, len(position.trick), players)
    return tuple([left - (seat in played) for seat in range(players)])


def bounds(
    *,
    players: tuple[int, int],
    most_tricks: int,
    deck_size: int,
    rules: type,
    state: type,
    view: type,
    bid: type,
    bid_made: type,
    trick_won: type,
    round_scored: type,
    round_started: type,
    round_bounds: Bounds,
) -> dict[type, dict[str, Bounds]]:
    """The bounds of the fields every bid-then-play game has, for
    :func:`~tricktaker.serialize.register_types`: for games of ``players`` (the fewest and the
    most), hands of at most ``most_tricks`` cards and a deck of ``deck_size``, with rounds
    numbered within ``round_bounds``. A game adds the bounds of its own fields."""
    seat = Bounds(minimum=0, maximum=players[1] - 1)
    tricks = Bounds(minimum=0, maximum=most_tricks)
    per_seat = Bounds(min_items=players[0], max_items=players[1])
    tricks_per_seat = Bounds(
        minimum=0, maximum=most_tricks, min_items=players[0], max_items=players[1]
    )
    seats = Bounds(minimum=0, maximum=players[1] - 1, max_items=players[1])
    trick = Bounds(max_items=players[1] - 1)
    played = Bounds(max_items=deck_size)
    hand = Bounds(max_items=most_tricks)
    return {
        rules: {
            "players": Bounds(minimum=players[0], maximum=players[1]), "first_dealer": seat,
            "rounds": round_bounds,
        },
        state: {
            "seed": SEED, "round": round_bounds, "dealer": seat, "hands": per_seat,
            "bids": tricks_per_seat, "tricks_taken": tricks_per_seat, "trick": trick,
            "leader": seat, "played": played, "scores": per_seat, "to_act": seat,
            "winners": seats,
        },
        view: {
            "seat": seat, "round": round_bounds, "dealer": seat, "hand": hand,
            "hand_sizes": tricks_per_seat, "bids": tricks_per_seat,
            "tricks_taken": tricks_per_seat, "trick": trick, "leader": seat, "played": played,
            "scores": per_seat, "to_act": seat, "winners": seats,
        },
        bid: {"tricks": tricks},
        bid_made: {"seat": seat, "tricks": tricks},
        round_started: {"round": round_bounds, "dealer": seat, "hands": per_seat},
        trick_won: {"winner": seat, "leader": seat, "cards": per_seat},
        round_scored: {
            "round": round_bounds, "bids": tricks_per_seat, "taken": tricks_per_seat,
            "points": per_seat, "scores": per_seat,
        },
    }  # fmt: skip
