"""Random legal Wizard playouts (Hypothesis), with every invariant of RULES.md checked at every
step: cards are conserved, hands shrink one card a trick, each trick has exactly one winner who
leads the next, the hook holds, round scores follow the rule and add up to the totals, the deal
rotates, the game ends with the right winners, and (rules, seed, actions) replays the game.
Also: an illegal action always raises IllegalActionError and never changes the state, and the
actions that apply accepts are exactly legal_actions()."""

from __future__ import annotations

import copy
import random
from typing import Any

import attrs
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktaker import Card, Event, IllegalActionError, Play, Suit, wizard
from tricktaker.cards import WIZARD_DECK
from tricktaker.wizard import Bid, ChooseTrump, Phase


@st.composite
def rule_sets(draw: st.DrawFn) -> wizard.Rules:
    players = draw(st.integers(min_value=3, max_value=6))
    return wizard.Rules(
        players=players,
        hook=draw(st.booleans()),
        first_dealer=draw(st.integers(min_value=0, max_value=players - 1)),
    )


seeds = st.integers(min_value=0, max_value=2**64)


def points(bid: int, taken: int) -> int:
    """RULES.md Wizard step 4."""
    return 20 + 10 * taken if bid == taken else -10 * abs(bid - taken)


class Referee:
    """Follows a game through its events and checks every state against RULES.md."""

    def __init__(self, rules: wizard.Rules, state: wizard.State, events: tuple[Event, ...]):
        self.rules = rules
        self.n = rules.players
        self.totals = [0] * self.n
        self.round_points = [0] * self.n
        self.rounds_scored = 0
        self.round = 0
        self.over = False
        self._start_round_bookkeeping()
        self.observe(state, None, events)

    def _start_round_bookkeeping(self) -> None:
        self.dealt: set[Card] = set()
        self.won_cards: list[Card] = []
        self.plays: list[wizard.CardPlayed] = []
        self.taken = [0] * self.n
        self.bids: list[int | None] = [None] * self.n
        self.trump: Suit | None = None
        self.trump_card: Card | None = None
        self.tricks = 0
        self.leader: int | None = None
        self.last_winner: int | None = None

    # -- events ------------------------------------------------------------------------------

    def observe(self, before: wizard.State | None, action: Any, events: tuple[Event, ...]) -> None:
        assert events, "every decision causes at least one event"
        assert not self.over
        for event in events:
            self._event(before, action, event)

    def _event(self, before: wizard.State | None, action: Any, event: Event) -> None:
        n = self.n
        if isinstance(event, wizard.RoundStarted):
            self._start_round_bookkeeping()
            self.round += 1
            assert event.round == self.round <= self.rules.rounds
            assert event.dealer == (self.rules.first_dealer + self.round - 1) % n
            self.dealer = event.dealer
            hands = [hand for hand in event.hands if hand is not None]
            assert len(hands) == n
            assert [len(hand) for hand in hands] == [self.round] * n
            for hand in hands:
                self.dealt.update(hand)
            assert len(self.dealt) == n * self.round
        elif isinstance(event, wizard.TrumpTurned):
            assert self.round < self.rules.rounds  # the last round turns nothing
            assert event.card not in self.dealt
            self.dealt.add(event.card)
            self.trump_card = event.card
            self.trump = event.card.suit  # a Jester: None; a Wizard: None until chosen
            assert event.trump is self.trump
        elif isinstance(event, wizard.TrumpChosen):
            assert self.trump_card is not None
            assert self.trump_card.is_wizard
            assert isinstance(action, ChooseTrump)
            assert event.seat == self.dealer
            assert event.suit is action.suit
            self.trump = event.suit
        elif isinstance(event, wizard.BidMade):
            assert isinstance(action, Bid)
            assert before is not None
            assert event.seat == before.to_act == (self.dealer + 1 + self.bids_made()) % n
            assert event.tricks == action.tricks
            assert 0 <= event.tricks <= self.round
            self.bids[event.seat] = event.tricks
            if self.bids_made() == n and self.rules.hook:
                assert sum(self.bids) != self.round  # type: ignore[arg-type]
        elif isinstance(event, wizard.CardPlayed):
            assert isinstance(action, Play)
            assert self.bids_made() == n
            if not self.plays:
                self.leader = (self.dealer + 1) % n if self.tricks == 0 else self.last_winner
            assert self.leader is not None
            assert event.seat == (self.leader + len(self.plays)) % n
            assert event.card is action.card
            assert event.suit is None
            self.plays.append(event)
        elif isinstance(event, wizard.TrickWon):
            # exactly one winner per `players` cards played
            assert len(self.plays) == n
            cards = tuple(play.card for play in self.plays)
            assert event.cards == cards
            assert event.leader == self.leader == self.plays[0].seat
            assert event.winner == (self.leader + wizard.trick_winner(cards, self.trump)) % n
            self.won_cards.extend(cards)
            self.taken[event.winner] += 1
            self.tricks += 1
            self.last_winner = event.winner
            self.plays = []
        elif isinstance(event, wizard.RoundScored):
            assert not self.plays
            assert self.tricks == self.round
            assert sum(self.taken) == self.round
            assert event.round == self.round
            assert event.trump is self.trump
            assert event.bids == tuple(self.bids)
            assert event.taken == tuple(self.taken)
            assert event.points == tuple(
                points(bid, took) for bid, took in zip(event.bids, event.taken, strict=True)
            )
            for seat in range(n):
                self.totals[seat] += event.points[seat]
                self.round_points[seat] += event.points[seat]
            assert event.scores == tuple(self.totals)
            # every card of the round was played: the dealt cards less the trump card
            assert sorted(self.won_cards) == sorted(self.dealt - {self.trump_card})
            self.rounds_scored += 1
        elif isinstance(event, wizard.GameOver):
            assert self.rounds_scored == self.rules.rounds
            assert event.scores == tuple(self.totals) == tuple(self.round_points)
            best = max(self.totals)
            assert event.winners == tuple(s for s in range(n) if self.totals[s] == best)
            self.over = True
        else:
            raise AssertionError(f"unexpected event {event!r}")

    def bids_made(self) -> int:
        return sum(bid is not None for bid in self.bids)

    # -- states ------------------------------------------------------------------------------

    def check(self, state: wizard.State, events: tuple[Event, ...]) -> None:
        n = self.n
        assert state.scores == tuple(self.totals)
        if self.over:
            assert state.is_over
            assert state.phase is Phase.OVER
            assert state.to_act is None
            assert state.legal_actions() == ()
            assert state.scores == tuple(self.round_points)
            best = max(state.scores)
            assert state.winners == tuple(s for s in range(n) if state.scores[s] == best)
            assert state.round == self.rules.rounds
            return
        assert not state.is_over
        assert state.winners == ()
        assert state.round == self.round
        assert state.dealer == self.dealer
        assert state.trump_card == self.trump_card
        assert state.trump is self.trump
        assert state.bids == tuple(self.bids)
        assert state.tricks_taken == tuple(self.taken)
        assert state.trick == tuple(play.card for play in self.plays)
        assert state.legal_actions()  # a state that is not over waits for a decision

        # card conservation: hands + trick + finished tricks + trump card = what was dealt
        in_play = [card for hand in state.hands for card in hand]
        in_play += [*state.trick, *self.won_cards]
        if state.trump_card is not None:
            in_play.append(state.trump_card)
        assert (
            len(in_play) == len(set(in_play)) == self.round * n + (self.round < self.rules.rounds)
        )
        assert set(in_play) == self.dealt
        for hand in state.hands:
            assert list(hand) == sorted(hand)

        # hand sizes: equal before each trick, one card fewer per trick
        left = self.round - self.tricks
        played = {play.seat for play in self.plays}
        assert [len(hand) for hand in state.hands] == [left - (seat in played) for seat in range(n)]

        if state.phase is Phase.CHOOSE_TRUMP:
            assert self.trump_card is not None
            assert self.trump_card.is_wizard
            assert self.trump is None
            assert state.to_act == self.dealer
        elif state.phase is Phase.BID:
            if self.trump_card is not None and self.trump_card.is_wizard:
                assert self.trump is not None  # chosen before bidding
            assert state.to_act == (self.dealer + 1 + self.bids_made()) % n
        else:
            assert state.phase is Phase.PLAY
            assert self.bids_made() == n
            leader = (self.dealer + 1) % n if self.tricks == 0 else self.last_winner
            assert state.leader == leader
            assert state.to_act == (state.leader + len(self.plays)) % n
        # the winner of a trick leads the next (unless the round ended)
        if any(isinstance(e, wizard.TrickWon) for e in events) and not any(
            isinstance(e, wizard.RoundScored) for e in events
        ):
            assert state.to_act == state.leader == self.last_winner


def illegal_candidates(state: wizard.State) -> list[Any]:
    """Every action of a nearby kind: bids just out of range, all suits, every card, and
    cards played with a suit named."""
    actions: list[Any] = [Bid(k) for k in range(-1, state.round + 2)]
    actions += [ChooseTrump(suit) for suit in Suit]
    actions += [Play(card) for card in WIZARD_DECK]
    hand = state.hands[state.to_act] if state.to_act is not None else ()
    actions += [Play(card, suit=suit) for card in hand for suit in Suit]
    actions += ["bid 1", None]
    return actions


def check_rejected(state: wizard.State, action: Any) -> None:
    before = copy.deepcopy(state)
    try:
        state.apply(action)
    except IllegalActionError:
        pass
    else:
        raise AssertionError(f"{action!r} was accepted but is not legal")
    assert state == before


def playout(
    rules: wizard.Rules, seed: int, rng: random.Random, *, steps: int | None = None
) -> tuple[wizard.State, list[Any], list[Event]]:
    state, events = wizard.start(rules, seed=seed)
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
        assert isinstance(log[-1], wizard.GameOver)
    return state, actions, log


@settings(max_examples=25)
@given(rule_sets(), seeds, seeds)
def test_full_random_games(rules: wizard.Rules, seed: int, choices: int) -> None:
    # A whole game draws hundreds of choices: they come from a seeded Random, not from
    # Hypothesis's data (which would make the smallest example huge).
    final, actions, log = playout(rules, seed, random.Random(choices))
    assert final.is_over
    assert len(actions) < 10_000
    # (rules, seed, actions) replays the game bit for bit
    state, events = wizard.start(rules, seed=seed)
    replayed = list(events)
    for action in actions:
        state, events = state.apply(action)
        replayed.extend(events)
    assert state == final
    assert replayed == log


@settings(max_examples=150)
@given(
    rule_sets(),
    seeds,
    st.randoms(use_true_random=False),
    st.integers(min_value=0, max_value=60),
)
def test_accepted_actions_are_exactly_the_legal_ones(
    rules: wizard.Rules, seed: int, rng: random.Random, steps: int
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
        visible = {*state.hands[seat], *state.trick, *state.played, state.trump_card}
        for field in attrs.fields(type(view)):
            value = getattr(view, field.name)
            hidden = set(_cards_in(value)) - visible
            assert not hidden, (field.name, hidden)


def _cards_in(value: Any) -> list[Card]:
    if isinstance(value, Card):
        return [value]
    if isinstance(value, tuple):
        return [card for item in value for card in _cards_in(item)]
    return []


@settings(max_examples=50)
@given(rule_sets(), seeds)
def test_first_legal_action_games_end(rules: wizard.Rules, seed: int) -> None:
    # A different path through the game: always the first legal action (lowest bid, first card)
    state = wizard.new_game(rules, seed=seed)
    decisions = 0
    while not state.is_over:
        state, _ = state.apply(state.legal_actions()[0])
        decisions += 1
    rounds = rules.rounds
    cards = rules.players * rounds * (rounds + 1) // 2
    assert cards + rules.players * rounds <= decisions <= cards + rules.players * rounds + rounds
    assert state.to_act is None
    assert state.legal_actions() == ()
