"""What a seat may know: views and the per-seat form of events hide the other seats' cards.

Over many random positions of both games (Wizard with and without the hook, Szaman in both
variants), for every seat:

- every card reachable from ``state.view(seat)`` is in that seat's hand or public;
- ``state.view(seat)`` is the same however the hidden cards (the other hands, the stock) lie;
- every card reachable from ``event.for_seat(seat)`` is in that seat's hand (before or after
  the action) or public, and the form keeps everything public.

Public, in the deal in progress: the cards played to tricks, Wizard's turned trump card, and
Szaman's starting card (shown at the table to settle who leads the first trick).
"""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.registry import GAMES
from tricktaker import Card, Event, Play, TricktakerError, game_of, get_game, szaman, wizard
from tricktaker.engine.actions import Bid
from tricktaker.games import decider_of
from tricktaker.lean import replace

CONFIGS: list[Any] = [
    *(wizard.Rules(players=n, hook=hook) for n in range(3, 7) for hook in (False, True)),
    *(
        szaman.Rules(players=n, variant=variant, lead_starting_card=lead, hands=2)
        for n in range(2, 7)
        for variant in ("classic", "russian")
        for lead in (False, True)
    ),
    szaman.Rules(players=3, jokers_always_playable=True, end_before_draw=True, hands=2),
]
REDACTING = (wizard.RoundStarted, szaman.HandStarted, szaman.CardDrawn)


def cards_in(value: object) -> set[Card]:
    """Every card reachable from ``value`` through attrs fields (a lean value's: its record's)
    and tuples."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, tuple):
        return set().union(*map(cards_in, value)) if value else set()
    record = getattr(type(value), "__record__", type(value))
    if attrs.has(record):
        found: set[Card] = set()
        for field in attrs.fields(record):
            found |= cards_in(getattr(value, field.name))
        return found
    return set()


def start(rules: Any, seed: int) -> tuple[Any, tuple[Event, ...]]:
    return game_of(rules).start(rules, seed=seed)


def deal_number(state: Any) -> int:
    return state.round if isinstance(state, wizard.State) else state.hand_number


def shown_at_deal(state: Any) -> set[Card]:
    """The cards a new deal makes public: the trump card, or the starting card."""
    if isinstance(state, wizard.State):
        return set() if state.trump_card is None else {state.trump_card}
    dealt = [card for hand in state.hands for card in hand]
    first = szaman.starting_card(dealt)
    return set() if first is None else {first}


def with_hidden_cards_moved(state: Any, seat: int, rng: random.Random) -> Any:
    """``state`` with the cards ``seat`` cannot see (other hands, the stock) dealt anew."""
    others = [s for s in range(len(state.hands)) if s != seat]
    pool = [card for s in others for card in state.hands[s]]
    if isinstance(state, szaman.State):
        pool += state.stock
    rng.shuffle(pool)
    hands = list(state.hands)
    for s in others:
        hands[s] = tuple(sorted(pool[: len(hands[s])]))
        pool = pool[len(hands[s]) :]
    if isinstance(state, szaman.State):
        return replace(state, hands=tuple(hands), stock=tuple(pool))
    return replace(state, hands=tuple(hands))


def check_view(state: Any, seat: int, public: set[Card]) -> None:
    view = state.view(seat)
    assert view.hand == state.hands[seat]
    assert view.hand_sizes == tuple(len(hand) for hand in state.hands)
    assert (view.scores, view.to_act, view.trick) == (state.scores, state.to_act, state.trick)
    if isinstance(state, szaman.State):
        assert view.stock_size == len(state.stock)
    leaked = cards_in(view) - set(state.hands[seat]) - public
    assert not leaked, f"seat {seat}'s view shows {sorted(leaked)}"


def check_event(event: Event, seat: int, hands: set[Card], public: set[Card]) -> None:
    form = event.for_seat(seat)
    assert type(form) is type(event)
    leaked = cards_in(form) - hands - public
    assert not leaked, f"seat {seat}'s form of {event!r} shows {sorted(leaked)}"
    if not isinstance(event, REDACTING):
        assert form == event
    elif isinstance(event, szaman.CardDrawn):
        assert (form.card is None) == (event.seat != seat)
    else:
        assert isinstance(form, (wizard.RoundStarted, szaman.HandStarted))
        assert isinstance(event, (wizard.RoundStarted, szaman.HandStarted))
        assert form.hands[seat] == event.hands[seat]
        assert all(hand is None for s, hand in enumerate(form.hands) if s != seat)


def play_and_check(rules: Any, seed: int, choice_seed: int, max_steps: int = 250) -> None:
    """Play a random game, checking every seat's view and every event's forms on the way."""
    choices = random.Random(choice_seed)
    state, opening = start(rules, seed)
    players = rules.players
    public = shown_at_deal(state)
    for event in opening:
        for seat in range(players):
            check_event(event, seat, set(state.hands[seat]), public)
    steps = 0
    while not state.is_over and steps < max_steps:
        for seat in range(players):
            check_view(state, seat, public)
            if steps % 9 == 0:
                moved = with_hidden_cards_moved(state, seat, choices)
                assert moved.view(seat) == state.view(seat)
        action = choices.choice(state.legal_actions())
        after, events = state.apply(action)
        if isinstance(action, Play):
            public.add(action.card)
        shown = public | shown_at_deal(after)
        for seat in range(players):
            # The seat's cards: its hand before and after, and what it drew in between (a
            # hand can end, and the next be dealt, right after a draw).
            hands = set(state.hands[seat]) | set(after.hands[seat])
            hands |= {e.card for e in events if isinstance(e, szaman.CardDrawn) and e.seat == seat}
            for event in events:
                check_event(event, seat, hands, shown)
        if deal_number(after) != deal_number(state):
            public = shown_at_deal(after)
        state = after
        steps += 1


@settings(max_examples=40)
@given(
    rules=st.sampled_from(CONFIGS),
    seed=st.integers(0, 2**63 - 1),
    choice_seed=st.integers(0, 2**32),
)
def test_views_and_event_forms_show_only_what_a_seat_may_know(
    rules: Any, seed: int, choice_seed: int
) -> None:
    play_and_check(rules, seed, choice_seed)


def test_the_checks_catch_a_drawn_card_shown_to_everyone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(szaman.CardDrawn, "for_seat", lambda self, seat: self)
    with pytest.raises(AssertionError, match="CardDrawn"):
        play_and_check(szaman.Rules(players=3), seed=1, choice_seed=1)


def test_the_checks_catch_a_view_that_shows_the_stock(monkeypatch: pytest.MonkeyPatch) -> None:
    view = szaman.State.view

    def leaky(self: szaman.State, seat: int) -> szaman.View:
        return replace(view(self, seat), played=self.stock[:1])

    monkeypatch.setattr(szaman.State, "view", leaky)
    with pytest.raises(AssertionError, match="view shows"):
        play_and_check(szaman.Rules(players=3), seed=1, choice_seed=1)


@pytest.mark.parametrize("rules", [wizard.Rules(players=4), szaman.Rules(players=3)])
def test_a_finished_game_shows_each_seat_only_its_own_cards(rules: Any) -> None:
    state, _ = start(rules, seed=5)
    rng = random.Random(5)
    while not state.is_over:
        state, _ = state.apply(rng.choice(state.legal_actions()))
    for seat in range(rules.players):
        view = state.view(seat)
        assert view.hand == state.hands[seat]
        others = {card for s, hand in enumerate(state.hands) if s != seat for card in hand}
        assert not cards_in(view) & others


def test_no_view_field_names_the_stock_or_the_seed() -> None:
    for view in (wizard.View, szaman.View):
        names = {field.name for field in attrs.fields(getattr(view, "__record__", view))}
        assert not names & {"stock", "seed", "hands"}


# -- legal_plays() and legal_bids(): the typed helpers, derived from legal_actions() --------


@pytest.mark.parametrize("name", GAMES)
def test_legal_plays_and_bids_are_the_legal_actions_of_their_kind(name: str) -> None:
    game = get_game(name)
    for seed in range(2):
        state = game.new_game(seed=seed)
        chooser = random.Random(seed)
        while not state.is_over:
            for seat in range(len(state.scores)):
                view = state.view(seat)
                legal = view.legal_actions()
                plays = view.legal_plays()
                assert plays == tuple(a for a in legal if isinstance(a, Play))
                if hasattr(view, "legal_bids"):
                    assert view.legal_bids() == tuple(a for a in legal if isinstance(a, Bid))
                    assert all(type(bid) is game.action_types[0] for bid in view.legal_bids())
                if seat != decider_of(state):  # bridge's declarer plays the dummy's cards
                    assert plays == ()
            state, _ = state.apply(chooser.choice(state.legal_actions()))
    bids = any(issubclass(kind, Bid) for kind in game.action_types)
    assert hasattr(game.new_game(seed=0).view(0), "legal_bids") == bids


# -- how a state builds its view ------------------------------------------------------------


@pytest.mark.parametrize("name", GAMES)
def test_a_state_builds_its_view_as_the_engine_seam_does(name: str) -> None:
    """``TrickState.view`` gives a view of the game's class whose every slot is what
    ``Seam.view`` builds again from the same parts (the hand and what the seat alone knows,
    which the state reads from its hidden part or asks of the game's hooks)."""
    game = get_game(name)
    slots = ("_public", "_seen", "seat", "_hand", "trick", "to_act")
    state = game.new_game(seed=3)
    engine = type(state)._game
    chooser = random.Random(3)
    while not state.is_over:
        for seat in range(len(state.scores)):
            view = state.view(seat)
            built = engine.seam.view(*(getattr(view, slot) for slot in slots))
            assert type(view) is type(built) is engine.view_class
            assert all(getattr(view, s) is getattr(built, s) for s in slots)
            assert view == built
        with pytest.raises(TricktakerError, match="no seat") as refused:
            state.view(len(state.scores))
        assert refused.value.__cause__ is None
        state, _ = state.apply(chooser.choice(state.legal_actions()))
