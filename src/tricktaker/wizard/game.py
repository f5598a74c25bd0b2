"""Wizard on the trick-game engine: a bidding game whose turned Wizard has the dealer name
trump, whose Wizards and Jesters may always be played, and whose first Wizard wins."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

from tricktaker.cards import WIZARD_DECK, Card, CardKind, Suit
from tricktaker.engine import (
    Bidding,
    NameTrump,
    TrickState,
    TrickView,
    deal_numbered,
    entry_points,
)
from tricktaker.engine.actions import BidChoices
from tricktaker.engine.family import BiddingGame
from tricktaker.events import Event
from tricktaker.masks import NO_SUIT_SHIFT, SUIT_MASKS
from tricktaker.tricks import CompletedTrick
from tricktaker.wizard.actions import Action, Bid, ChooseTrump
from tricktaker.wizard.deal import Deal
from tricktaker.wizard.events import (
    BidMade,
    RoundScored,
    RoundStarted,
    TrickWon,
    TrumpChosen,
    TrumpTurned,
)
from tricktaker.wizard.rules import Rules, led, score, winner

__all__ = ["GAME_RULES", "Phase", "State", "View", "deal_round", "new_game", "start"]


class Phase(enum.Enum):
    """What the player to act is asked to do."""

    CHOOSE_TRUMP = "choose_trump"
    """The dealer turned up a Wizard and names the trump suit."""
    BID = "bid"
    """Players bid, clockwise from the dealer's left."""
    PLAY = "play"
    """Players play cards to tricks."""
    OVER = "over"
    """The game has ended."""


class View(
    TrickView[Rules, Phase, Action], BidChoices[Bid]
):  # legal_plays(), legal_bids(): for bots
    """What ``seat`` may know: its own hand, the table, bids, tricks and scores.

    The fields mean what they mean on :class:`State`; other seats' hands appear only as counts.

    Attributes:
        seat: the seat this view belongs to.
        hand: this seat's cards.
        hand_sizes: how many cards each seat holds.
    """

    seat: int
    rules: Rules
    round: int
    dealer: int
    trump_card: Card | None
    trump: Suit | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    bids: tuple[int | None, ...]
    tricks_taken: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]
    __slots__ = ()


class State(TrickState[Rules, Phase, Action, View]):
    """A Wizard game at one moment: a value that never changes.

    ``apply(action)`` returns the next state and the events that happened; dealing, turning
    trump, collecting tricks and scoring happen inside it, so every state that is not over
    waits for a decision by ``to_act``. Sequences indexed by seat have one entry per player.

    Attributes:
        rules: the rule set.
        seed: the seed every deal of the game derives from.
        round: the round number, from 1.
        dealer: the seat that dealt this round.
        trump_card: the card turned up after the deal; None in the last round.
        trump: the trump suit; None without trump (or before the dealer chooses).
        hands: each seat's cards, in canonical order.
        bids: each seat's bid this round; None until made.
        tricks_taken: tricks each seat has taken this round.
        trick: the cards of the trick in progress, in play order.
        leader: the seat that led (or will lead) the trick in progress.
        played: the cards of this round's finished tricks, in play order (a trick's cards
            join it when the trick is won); empty at the start of a round.
        last_trick: the last finished trick of this round (its cards, leader and winner),
            kept until the next one is finished; None until the round's first trick is won.
            A finished game keeps the last trick of its last round.
        scores: the game totals.
        phase: what ``to_act`` is asked to do.
        to_act: the seat whose decision it is; None once the game is over.
        winners: the seats with the highest total once the game is over; empty until then.

    >>> state = new_game(Rules(players=3), seed=2)
    >>> state.round, state.phase, state.to_act, len(state.hands[1])
    (1, <Phase.BID: 'bid'>, 1, 1)
    >>> state.legal_actions()
    (Bid(tricks=0), Bid(tricks=1))
    >>> after, events = state.apply(Bid(1))
    >>> [str(e) for e in events], state.bids
    (['seat 1 bids 1'], (None, None, None))
    """

    rules: Rules
    seed: int
    round: int
    dealer: int
    trump_card: Card | None
    trump: Suit | None
    hands: tuple[tuple[Card, ...], ...]
    bids: tuple[int | None, ...]
    tricks_taken: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int
    played: tuple[Card, ...] = ()
    last_trick: CompletedTrick | None = None
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()
    __slots__ = ()


_NO_SUIT = ~0 << NO_SUIT_SHIFT  # the Wizards and Jesters: played whatever is led


class Wizard(BiddingGame):
    """Wizard's rules where they differ from a plain trick game: round r deals r cards, the
    next card is turned (a Wizard: the dealer names trump), a bid a seat, Wizards and Jesters
    always playable, the first Wizard wins, a round's score by the bid."""

    name = "wizard"
    title = "Wizard"
    state_class = State
    view_class = View
    phase = Phase
    phases = (
        NameTrump(
            Phase.CHOOSE_TRUMP, action=ChooseTrump, named=TrumpChosen,
            when=lambda position: position.trump_card is not None
            and position.trump_card.kind is CardKind.WIZARD,
            malformed="choose one of ♣, ♦, ♥, ♠ (no-trump may not be chosen)",
        ),
        Bidding(Phase.BID, bid=Bid, made=BidMade, most=len(WIZARD_DECK) // 3),
    )  # fmt: skip
    deck = WIZARD_DECK
    most_players = 6
    deal_started = RoundStarted
    turned_event = staticmethod(lambda card: TrumpTurned(card=card, trump=card.suit))
    trick_won = TrickWon
    deal_scored = RoundScored

    def hand_size(self, rules: Rules, number: int) -> int:
        return number  # round r deals r cards

    def playable(self, position: Any, hand: int) -> int:
        """A player holding the led suit plays one of it, a Wizard or a Jester."""
        trick = position.trick
        if trick:
            suit = led(trick)
            if suit is not None:
                following = hand & SUIT_MASKS[suit]
                if following:
                    return following | (hand & _NO_SUIT)
        return hand

    def led_suit(self, position: Any) -> Suit | None:
        return led(position.trick)

    def trick_winner(self, position: Any, cards: tuple[Card, ...]) -> int:
        return winner(cards, position._public.trump)

    def score(self, bid: int, taken: int, rules: Rules) -> int:
        return score(bid, taken)  # the same for every rule set


GAME_RULES = Wizard()
"""Wizard's rules on the engine, built once."""


start, new_game = entry_points(GAME_RULES, Rules, State, Deal)[:2]


def deal_round(
    rules: Rules, round_number: int, deal: Deal, *, scores: Sequence[int], seed: int = 0
) -> tuple[State, tuple[Event, ...]]:
    """Round ``round_number`` laid out from the cards of ``deal``, with the game's totals so
    far: its first state and the events of its deal (round started, trump turned).

    The round is the one a seeded game reaches: dealt by ``rules.first_dealer`` moved one seat
    a round, each hand of ``round_number`` cards. Explicit chance (:mod:`tricktaker.chance`)
    starts every round here; the rounds after it are dealt from ``seed`` when its states are
    played on with :meth:`State.apply`.

    >>> from tricktaker import Card, parse_cards
    >>> deal = Deal([parse_cards("AS 2C"), parse_cards("N1 W1"), parse_cards("KH 3D")],
    ...             Card.parse("8H"))
    >>> state, events = deal_round(Rules(players=3), 2, deal, scores=(30, -10, 20))
    >>> state.round, state.dealer, state.to_act, state.trump, state.scores
    (2, 1, 2, <Suit.HEARTS: 2>, (30, -10, 20))

    Raises:
        RulesError: no such round, scores that are not an int a seat, or a deal that does
            not fit the round.
        TricktakerError: ``rules``, ``deal`` or ``seed`` of the wrong type.
    """
    return deal_numbered(GAME_RULES, Rules, rules, round_number, Deal, deal, scores, seed)
