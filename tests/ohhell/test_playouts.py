"""Random legal Oh Hell playouts (Hypothesis), with the rules checked at every step: cards are
conserved, hands shrink one card a trick, each trick has exactly one winner who leads the
next, the hook holds, round scores follow the rule and add up to the totals, the deal rotates
and follows the schedule, the game ends with the right winners, and (rules, seed, actions)
replays the game. Also: an illegal action always raises IllegalActionError and never changes
the state, the actions that apply accepts are exactly legal_actions(), and no view shows
another seat's cards. The state keeps the round's finished tricks (``played``) and the last of
them (``last_trick``) as the events tell them."""

from __future__ import annotations

import copy
import random
from typing import Any

import attrs
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.positions import unchecked
from tricktaker import Card, CompletedTrick, Event, IllegalActionError, Play, Suit, ohhell
from tricktaker.cards import STANDARD_DECK
from tricktaker.ohhell import Bid, Phase


@st.composite
def rule_sets(draw: st.DrawFn) -> ohhell.Rules:
    players = draw(st.integers(min_value=3, max_value=7))
    sizes = st.integers(min_value=1, max_value=52 // players)
    schedule = draw(
        st.none() | st.lists(sizes, min_size=1, max_size=6).map(tuple)  # None: the default
    )
    options: dict[str, Any] = {} if schedule is None else {"schedule": schedule}
    return ohhell.Rules(
        players=players,
        hook=draw(st.booleans()),
        bonus=draw(st.sampled_from([0, 5, 10])),
        points_per_trick=draw(st.sampled_from([0, 1, 2])),
        off_bid_penalty=draw(st.booleans()),
        first_dealer=draw(st.integers(min_value=0, max_value=players - 1)),
        **options,
    )


seeds = st.integers(min_value=0, max_value=2**64)


def points(bid: int, taken: int, rules: ohhell.Rules) -> int:
    """docs/rules/ohhell.md, scoring."""
    if bid == taken:
        return rules.bonus + rules.points_per_trick * taken
    if rules.off_bid_penalty:
        return -rules.points_per_trick * abs(bid - taken)
    return rules.points_per_trick * taken


class Referee:
    """Follows a game through its events and checks every state against the rules."""

    def __init__(self, rules: ohhell.Rules, state: ohhell.State, events: tuple[Event, ...]):
        self.rules = rules
        self.n = rules.players
        self.totals = [0] * self.n
        self.rounds_scored = 0
        self.round = 0
        self.over = False
        self.observe(state, None, events)

    def _new_round(self, event: ohhell.RoundStarted) -> None:
        self.round += 1
        assert event.round == self.round <= self.rules.rounds
        self.size = self.rules.schedule[self.round - 1]
        assert event.hand_size == self.size
        assert event.dealer == (self.rules.first_dealer + self.round - 1) % self.n
        self.dealer = event.dealer
        hands = [hand for hand in event.hands if hand is not None]
        assert [len(hand) for hand in hands] == [self.size] * self.n
        self.dealt: set[Card] = {card for hand in hands for card in hand}
        assert len(self.dealt) == self.n * self.size
        self.won_cards: list[Card] = []
        self.last_trick: CompletedTrick | None = None
        self.plays: list[ohhell.CardPlayed] = []
        self.taken = [0] * self.n
        self.bids: list[int | None] = [None] * self.n
        self.trump_card: Card | None = None
        self.tricks = 0
        self.leader: int | None = None
        self.last_winner: int | None = None

    def observe(self, before: ohhell.State | None, action: Any, events: tuple[Event, ...]) -> None:
        assert events, "every decision causes at least one event"
        assert not self.over
        for event in events:
            self._event(before, action, event)

    def _event(self, before: ohhell.State | None, action: Any, event: Event) -> None:
        n = self.n
        if isinstance(event, ohhell.RoundStarted):
            self._new_round(event)
        elif isinstance(event, ohhell.TrumpTurned):
            assert self.n * self.size < 52  # a card is left to turn
            assert event.card not in self.dealt
            self.trump_card = event.card
        elif isinstance(event, ohhell.BidMade):
            assert self.trump_card is not None or self.n * self.size == 52
            assert isinstance(action, Bid)
            assert before is not None
            made = sum(bid is not None for bid in self.bids)
            assert event.seat == before.to_act == (self.dealer + 1 + made) % n
            assert event.tricks == action.tricks
            assert 0 <= event.tricks <= self.size
            self.bids[event.seat] = event.tricks
            if made + 1 == n and self.rules.hook:
                others = sum(bid for bid in self.bids if bid is not None) - event.tricks
                if others <= self.size:  # the hook forbids only a number within 0..size
                    assert others + event.tricks != self.size
        elif isinstance(event, ohhell.CardPlayed):
            assert isinstance(action, Play)
            assert None not in self.bids
            if not self.plays:
                self.leader = (self.dealer + 1) % n if self.tricks == 0 else self.last_winner
            assert self.leader is not None
            assert event.seat == (self.leader + len(self.plays)) % n
            assert event.card is action.card
            self.plays.append(event)
        elif isinstance(event, ohhell.TrickWon):
            assert len(self.plays) == n  # exactly one winner per `players` cards played
            cards = tuple(play.card for play in self.plays)
            assert event.cards == cards
            assert event.leader == self.leader == self.plays[0].seat
            trump = None if self.trump_card is None else self.trump_card.suit
            trumps = [i for i, c in enumerate(cards) if c.suit is trump]
            pool = trumps or [i for i, c in enumerate(cards) if c.suit is cards[0].suit]
            best = max(pool, key=lambda i: cards[i].rank or 0)
            assert event.winner == (self.leader + best) % n
            self.won_cards.extend(cards)
            self.last_trick = CompletedTrick(cards=cards, leader=event.leader, winner=event.winner)
            self.taken[event.winner] += 1
            self.tricks += 1
            self.last_winner = event.winner
            self.plays = []
        elif isinstance(event, ohhell.RoundScored):
            assert not self.plays
            assert self.tricks == self.size == sum(self.taken)
            assert event.round == self.round
            assert event.trump is (None if self.trump_card is None else self.trump_card.suit)
            assert event.bids == tuple(self.bids)
            assert event.taken == tuple(self.taken)
            assert event.points == tuple(
                points(bid, took, self.rules)
                for bid, took in zip(event.bids, event.taken, strict=True)
            )
            for seat in range(n):
                self.totals[seat] += event.points[seat]
            assert event.scores == tuple(self.totals)
            assert sorted(self.won_cards) == sorted(self.dealt)  # every card dealt was played
            self.rounds_scored += 1
        elif isinstance(event, ohhell.GameOver):
            assert self.rounds_scored == self.rules.rounds
            assert event.scores == tuple(self.totals)
            best = max(self.totals)
            assert event.winners == tuple(s for s in range(n) if self.totals[s] == best)
            self.over = True
        else:
            raise AssertionError(f"unexpected event {event!r}")

    def check(self, state: ohhell.State, events: tuple[Event, ...]) -> None:
        n = self.n
        assert state.scores == tuple(self.totals)
        # the round's finished tricks, and the last of them, kept while the game is over
        assert state.played == tuple(self.won_cards)
        assert state.last_trick == self.last_trick
        if self.over:
            assert state.is_over
            assert state.phase is Phase.OVER
            assert state.to_act is None
            assert state.legal_actions() == ()
            assert state.round == self.rules.rounds
            best = max(state.scores)
            assert state.winners == tuple(s for s in range(n) if state.scores[s] == best)
            return
        assert not state.is_over
        assert state.winners == ()
        assert state.round == self.round
        assert state.dealer == self.dealer
        assert state.trump_card == self.trump_card
        assert state.trump is (None if self.trump_card is None else self.trump_card.suit)
        assert state.bids == tuple(self.bids)
        assert state.tricks_taken == tuple(self.taken)
        assert state.trick == tuple(play.card for play in self.plays)
        assert state.legal_actions()  # a state that is not over waits for a decision

        # card conservation: hands + trick + finished tricks = what was dealt; the turned
        # card is none of them
        in_play = [card for hand in state.hands for card in hand]
        in_play += [*state.trick, *self.won_cards]
        assert len(in_play) == len(set(in_play)) == n * self.size
        assert set(in_play) == self.dealt
        assert state.trump_card not in self.dealt
        for hand in state.hands:
            assert list(hand) == sorted(hand)

        # hand sizes: equal before each trick, one card fewer per trick
        left = self.size - self.tricks
        played = {play.seat for play in self.plays}
        assert [len(hand) for hand in state.hands] == [left - (seat in played) for seat in range(n)]

        if state.phase is Phase.BID:
            made = sum(bid is not None for bid in self.bids)
            assert state.to_act == (self.dealer + 1 + made) % n
        else:
            assert state.phase is Phase.PLAY
            assert None not in self.bids
            leader = (self.dealer + 1) % n if self.tricks == 0 else self.last_winner
            assert state.leader == leader
            assert state.to_act == (state.leader + len(self.plays)) % n
            # follow suit: the legal plays are the led suit's cards if the player holds any
            hand = state.hands[state.to_act]
            led = state.trick[0].suit if state.trick else None
            following = [card for card in hand if card.suit is led]
            assert state.legal_actions() == tuple(Play(card) for card in following or hand)


def illegal_candidates(state: ohhell.State) -> list[Any]:
    """Every action of a nearby kind: bids just out of range, every card, and cards played
    with a suit named."""
    size = state.rules.schedule[state.round - 1]
    actions: list[Any] = [Bid(k) for k in range(-1, size + 2)]
    actions += [Play(card) for card in STANDARD_DECK]
    actions += [Play(Card.parse(text)) for text in ("RJ", "W1", "N1")]
    hand = state.hands[state.to_act] if state.to_act is not None else ()
    actions += [Play(card, suit=suit) for card in hand for suit in Suit]
    actions += ["bid 1", None, unchecked(Bid, tricks="1"), unchecked(Play, card="2C", suit=None)]
    return actions


def check_rejected(state: ohhell.State, action: Any) -> None:
    before = copy.deepcopy(state)
    try:
        state.apply(action)
    except IllegalActionError:
        pass
    else:
        raise AssertionError(f"{action!r} was accepted but is not legal")
    assert state == before


def playout(
    rules: ohhell.Rules, seed: int, rng: random.Random, *, steps: int | None = None
) -> tuple[ohhell.State, list[Any], list[Event]]:
    state, events = ohhell.start(rules, seed=seed)
    referee = Referee(rules, state, events)
    referee.check(state, events)
    log = list(events)
    actions: list[Any] = []
    while not state.is_over and (steps is None or len(actions) < steps):
        legal = state.legal_actions()
        if rng.random() < 0.1:
            illegal = [a for a in illegal_candidates(state) if a not in legal]
            check_rejected(state, rng.choice(illegal))
        action = rng.choice(legal)
        after, events = state.apply(action)
        referee.observe(state, action, events)
        referee.check(after, events)
        state = after
        actions.append(action)
        log.extend(events)
    if steps is None:
        assert referee.over
        assert isinstance(log[-1], ohhell.GameOver)
    return state, actions, log


@settings(max_examples=25)
@given(rule_sets(), seeds, seeds)
def test_full_random_games(rules: ohhell.Rules, seed: int, choices: int) -> None:
    # A whole game draws hundreds of choices: they come from a seeded Random, not from
    # Hypothesis's data (which would make the smallest example huge).
    final, actions, log = playout(rules, seed, random.Random(choices))
    assert final.is_over
    # (rules, seed, actions) replays the game bit for bit
    state, events = ohhell.start(rules, seed=seed)
    replayed = list(events)
    for action in actions:
        state, events = state.apply(action)
        replayed.extend(events)
    assert state == final
    assert replayed == log


@settings(max_examples=150)
@given(rule_sets(), seeds, st.randoms(use_true_random=False), st.integers(0, 60))
def test_accepted_actions_are_exactly_the_legal_ones(
    rules: ohhell.Rules, seed: int, rng: random.Random, steps: int
) -> None:
    state, _, _ = playout(rules, seed, rng, steps=steps)
    legal = state.legal_actions()
    assert len(set(legal)) == len(legal)
    for action in illegal_candidates(state):
        if action in legal:
            after, events = state.apply(action)
            assert events
            assert after != state
        else:
            check_rejected(state, action)
    # and no view shows another seat's cards
    for seat in range(rules.players):
        view = state.view(seat)
        assert view.hand == state.hands[seat]
        assert view.legal_actions() == (legal if seat == state.to_act else ())
        # public: the trick in progress, the round's finished tricks, the turned card
        visible = {*state.hands[seat], *state.trick, *state.played, state.trump_card}
        for field in attrs.fields(type(view)):
            hidden = set(_cards_in(getattr(view, field.name))) - visible
            assert not hidden, (field.name, hidden)


def _cards_in(value: Any) -> list[Card]:
    if isinstance(value, Card):
        return [value]
    if isinstance(value, tuple):
        return [card for item in value for card in _cards_in(item)]
    if isinstance(value, CompletedTrick):
        return list(value.cards)
    return []


@settings(max_examples=50)
@given(rule_sets(), seeds)
def test_first_legal_action_games_end(rules: ohhell.Rules, seed: int) -> None:
    # A different path: always the first legal action (lowest bid, first card in hand order)
    state = ohhell.new_game(rules, seed=seed)
    decisions = 0
    while not state.is_over:
        state, _ = state.apply(state.legal_actions()[0])
        decisions += 1
    assert decisions == rules.players * (len(rules.schedule) + sum(rules.schedule))
    assert state.to_act is None
    assert state.legal_actions() == ()
