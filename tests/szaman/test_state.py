"""Unit tests of tricktaker.szaman.state: starting games, the state, views and apply's errors."""

from __future__ import annotations

import random
import re

import attrs
import pytest

from tricktaker import (
    Card,
    Event,
    IllegalActionError,
    Play,
    Suit,
    TricktakerError,
    from_json,
    parse_cards,
    szaman,
    to_json,
)
from tricktaker.cards import SZAMAN_DECK, shuffled
from tricktaker.masks import cards_of
from tricktaker.szaman import (
    GameOver,
    HandScored,
    HandStarted,
    Phase,
    Rules,
    State,
    View,
    new_game,
    start,
)
from tricktaker.wizard import Bid


def position(hands: str, *, stock: str = "", played: str = "", **rules: object) -> State:
    seat_hands = tuple(tuple(sorted(parse_cards(text))) for text in hands.split("|"))
    players = len(seat_hands)
    return State(
        rules=Rules(players=players, **rules),  # type: ignore[arg-type]
        seed=0,
        hand_number=1,
        hands=seat_hands,
        stock=parse_cards(stock),
        trick=(),
        trick_suit=None,
        leader=0,
        played=parse_cards(played),
        scores=(0,) * players,
        hand_points=(0,) * players,
        phase=Phase.PLAY,
        to_act=0,
    )


def finish(state: State) -> State:
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])[0]
    return state


# -- starting a game -----------------------------------------------------------------------------


def test_new_game_deals_hand_one_from_the_seed() -> None:
    state = new_game(Rules(players=4), seed=9)
    deck = shuffled(SZAMAN_DECK, "szaman:9:1")
    assert state.hands == tuple(tuple(sorted(deck[8 * s : 8 * s + 8])) for s in range(4))
    assert state.stock == deck[32:]
    assert state.hand_number == 1
    assert state.seed == 9
    assert state.scores == state.hand_points == (0, 0, 0, 0)
    assert state.phase is Phase.PLAY
    assert not state.is_over
    assert state.winners == ()
    assert state.trick == state.played == ()
    assert state.trick_suit is None


def test_the_same_seed_gives_the_same_game_and_another_seed_another() -> None:
    assert new_game(Rules(), seed=3) == new_game(Rules(), seed=3)
    assert new_game(Rules(), seed=3).hands != new_game(Rules(), seed=4).hands


def test_each_hand_is_dealt_from_the_seed_and_the_hand_number() -> None:
    state = new_game(Rules(players=2), seed=5)
    number = state.hand_number
    while state.hand_number == number:
        state = state.apply(state.legal_actions()[0])[0]
    deck = shuffled(SZAMAN_DECK, "szaman:5:2")
    assert state.hand_number == 2
    assert state.hands == (tuple(sorted(deck[:8])), tuple(sorted(deck[8:16])))
    assert state.stock == deck[16:]


def test_seed_none_draws_a_seed_and_keeps_it() -> None:
    state = new_game(Rules(), seed=None)
    assert isinstance(state.seed, int)
    assert new_game(Rules(), seed=state.seed) == state


def test_default_rules() -> None:
    assert new_game(seed=1).rules == Rules()


@pytest.mark.parametrize("seed", ["1", 1.0, True])
def test_a_seed_must_be_an_int(seed: object) -> None:
    with pytest.raises(TricktakerError, match="seed must be an int"):
        new_game(Rules(), seed=seed)  # type: ignore[arg-type]


def test_start_needs_szaman_rules() -> None:
    from tricktaker import wizard

    with pytest.raises(TricktakerError, match=r"needs szaman\.Rules"):
        start(wizard.Rules())  # type: ignore[arg-type]


def test_start_returns_the_deal_event() -> None:
    state, events = start(Rules(players=3), seed=2)
    [event] = events
    assert isinstance(event, HandStarted)
    assert event.hands == state.hands
    assert event.leader == state.leader


# -- legal actions ---------------------------------------------------------------------------------


def test_legal_actions_reuse_their_action_objects() -> None:
    state = new_game(Rules(), seed=1)
    assert all(a is b for a, b in zip(state.legal_actions(), state.legal_actions(), strict=True))


def test_legal_actions_follow_hand_order() -> None:
    state = position("AS 2C RJ 9H | 3C", played="KS QS")  # past the first trick
    assert [str(a) for a in state.legal_actions()] == [
        "play 2♣",
        "play 9♥",
        "play A♠",
        "play RJ as ♦",
        "play RJ as ♥",
    ]


# -- apply and its errors --------------------------------------------------------------------------


def test_apply_returns_a_new_state_and_leaves_the_old_one() -> None:
    state = position("2C 3D | 4C 5D")
    after, events = state.apply(Play(Card.parse("2C")))
    assert state.trick == ()
    assert after.trick == parse_cards("2C")
    assert after.hands == (parse_cards("3D"), parse_cards("4C 5D"))
    assert after.to_act == 1
    assert [str(e) for e in events] == ["seat 0 plays 2♣"]


@pytest.mark.parametrize(
    ("hands", "before", "action", "message"),
    [
        (
            "2C 3D | 4C 5D",
            "",
            Play(Card.parse("AS")),
            "cannot play A♠: seat 0 does not hold it (you may play 2♣, 3♦)",
        ),
        (
            "2C 3D | 4C 5D",
            "",
            Play(Card.parse("4C")),
            "cannot play 4♣: seat 0 does not hold it (you may play 2♣, 3♦)",
        ),
        (
            "2C RJ | 4C 5D",
            "",
            Play(Card.parse("RJ")),
            "cannot play RJ: name the suit it leads, ♦ or ♥",
        ),
        (
            "2C BJ | 4C 5D",
            "",
            Play(Card.parse("BJ"), suit=Suit.HEARTS),
            "cannot play BJ as ♥: the black Joker leads ♣ or ♠",
        ),
        (
            "2C 3D | 4C 5D",
            "",
            Play(Card.parse("2C"), suit=Suit.CLUBS),
            "cannot play 2♣ as ♣: a suit is named only when leading a Joker",
        ),
        (
            "7H QH | 2C 5H RJ",
            "QH",
            Play(Card.parse("2C")),
            "cannot play 2♣: must follow ♥ (you may play 5♥, RJ)",
        ),
        (
            "7H QH | 2C 5H RJ",
            "QH",
            Play(Card.parse("RJ"), suit=Suit.HEARTS),
            "cannot play RJ as ♥: a suit is named only when leading a Joker",
        ),
        (
            "2C RJ | 4C 5D",
            "",
            Play(Card.parse("AS")),
            "cannot play A♠: seat 0 does not hold it (you may play 2♣, RJ)",
        ),
    ],
)
def test_illegal_plays_say_what_is_wrong_and_what_is_allowed(
    hands: str, before: str, action: Play, message: str
) -> None:
    state = position(hands, played="KS QS")  # past the first trick, which 2♣ would lead
    for text in before.split():
        state = state.apply(Play(Card.parse(text)))[0]
    snapshot = (state, state.legal_actions())
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert str(info.value) == message
    assert (state, state.legal_actions()) == snapshot


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (
            Play(Card.parse("9H")),
            "cannot play 9♥: the first trick of a hand is led with 2♣ (you may play 2♣)",
        ),
        (
            Play(Card.parse("RJ"), suit=Suit.HEARTS),
            "cannot play RJ: the first trick of a hand is led with 2♣ (you may play 2♣)",
        ),
        (Play(Card.parse("AS")), "cannot play A♠: seat 0 does not hold it (you may play 2♣)"),
    ],
)
def test_the_starting_card_message(action: Play, message: str) -> None:
    state = position("2C 9H RJ | 3C 4C")
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert str(info.value) == message


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (Bid(1), "cannot take Bid(tricks=1): a Szaman action is a Play; seat 0 must play a card"),
        ("2C", "cannot take '2C': a Szaman action is a Play; seat 0 must play a card"),
        (None, "cannot take None: a Szaman action is a Play"),
    ],
)
def test_other_kinds_of_action_are_refused(action: object, message: str) -> None:
    state = position("2C 3D | 4C 5D")
    with pytest.raises(IllegalActionError, match=re.escape(message)):
        state.apply(action)  # type: ignore[arg-type]


def test_a_finished_game_refuses_every_action() -> None:
    final = finish(new_game(Rules(players=3, hands=1), seed=1))
    assert final.to_act is None
    assert final.legal_actions() == ()
    with pytest.raises(IllegalActionError, match=r"cannot play 2♣: the game is over"):
        final.apply(Play(Card.parse("2C")))
    with pytest.raises(IllegalActionError, match=r"cannot take 5: the game is over"):
        final.apply(5)  # type: ignore[arg-type]


def test_the_final_state_keeps_the_last_hands_end_position() -> None:
    state = new_game(Rules(players=4, hands=1), seed=2)
    events: list[Event] = []
    while not state.is_over:
        state, new = state.apply(state.legal_actions()[0])
        events.extend(new)
    cards = [c for hand in state.hands for c in hand] + list(state.stock) + list(state.played)
    assert sorted(cards) == list(SZAMAN_DECK)
    assert any(not hand for hand in state.hands)
    assert state.trick == ()
    scored = next(e for e in events if isinstance(e, HandScored))
    assert scored.penalties == tuple(szaman.hand_penalty(hand) for hand in state.hands)
    assert isinstance(events[-1], GameOver)
    assert state.hand_points == scored.trick_points


# -- views ----------------------------------------------------------------------------------------


def test_a_view_shows_the_own_hand_and_only_counts_of_the_rest() -> None:
    state = position("2C 3D | 4C 5D 6S", stock="AS KS")
    state = state.apply(Play(Card.parse("2C")))[0]
    view = state.view(1)
    assert isinstance(view, View)
    assert view.hand == parse_cards("4C 5D 6S")
    assert view.hand_sizes == (1, 3)
    assert view.stock_size == 2
    assert view.trick == parse_cards("2C")
    assert view.trick_suit is Suit.CLUBS
    assert view.leader == 0
    assert view.to_act == 1
    assert view.phase is Phase.PLAY
    assert not view.is_over
    assert view.legal_actions() == state.legal_actions() == (Play(Card.parse("4C")),)
    assert state.view(0).legal_actions() == ()
    assert not {"hands", "stock"} & set(attrs.fields_dict(View.__record__))


def test_views_see_the_finished_tricks_and_scores() -> None:
    state = position("2C 3D | 4C 5D")
    state = state.apply(Play(Card.parse("2C")))[0].apply(Play(Card.parse("4C")))[0]
    view = state.view(0)
    assert view.played == parse_cards("2C 4C")
    assert view.scores == view.hand_points == (0, 5)
    assert view.trick == ()
    assert view.trick_suit is None


@pytest.mark.parametrize(
    "rules",
    [
        Rules(players=2, hands=2),
        Rules(players=4, hands=2),
        Rules(players=6, hands=2),
        Rules(players=3, hands=2, end_before_draw=True),
        Rules(players=2, hands=2, variant="russian"),
        Rules(players=4, hands=2, variant="russian"),
        Rules(players=5, hands=2, variant="russian"),
    ],
    ids=lambda rules: (
        f"{rules.variant}-{rules.players}{'-end_before_draw' * rules.end_before_draw}"
    ),
)
def test_hand_sizes_derived_from_the_cards_received_are_those_counted(rules: Rules) -> None:
    # A view's hand_sizes are derived (the cards each seat received less those it played),
    # not counted: along seeded random games they must be the hands' lengths, for every
    # seat, at every state, the game's end included, and so must a view rebuilt by its
    # checked constructor or read from JSON.
    for seed in range(3):
        state = new_game(rules, seed=seed)
        rng = random.Random(seed)
        checked = 0
        while True:
            counted = tuple(len(hand) for hand in state.hands)
            for seat in range(rules.players):
                view = state.view(seat)
                assert view.hand_sizes == counted
                rebuilt = View(**attrs.asdict(view, recurse=False))
                assert rebuilt.hand_sizes == counted
                assert rebuilt == view
            if checked % 7 == 0:  # through JSON too, which checks the view against the rules
                view = state.view(checked % rules.players)
                assert from_json(to_json(view)).hand_sizes == counted
            checked += 1
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))[0]
        assert checked > 2 * 8  # two hands, each of eight plays or more


def test_a_view_is_refused_hand_sizes_not_one_a_seat() -> None:
    view = new_game(Rules(players=3), seed=2).view(0)
    fields = attrs.asdict(view, recurse=False)
    for sizes in [(8, 8), (8, 8, 8, 8)]:
        with pytest.raises(TricktakerError, match=r"hand_sizes has [24] entries for 3 players"):
            View(**{**fields, "hand_sizes": sizes})


@pytest.mark.parametrize("seat", [-1, 2, "0", None])
def test_view_of_a_missing_seat(seat: object) -> None:
    with pytest.raises(TricktakerError, match="no seat"):
        position("2C | 3C").view(seat)  # type: ignore[arg-type]


def test_the_first_trick_rule_in_a_view() -> None:
    state = position("2C 9H | 3C 4C")
    assert state.view(0).legal_actions() == (Play(Card.parse("2C")),)
    later = position("2C 9H | 3C 4C", played="5S 6S")
    assert len(later.view(0).legal_actions()) == 2
    free = position("2C 9H | 3C 4C", lead_starting_card=False)
    assert len(free.view(0).legal_actions()) == 2


def test_states_are_values() -> None:
    state = new_game(Rules(), seed=8)
    assert hash(state) == hash(new_game(Rules(), seed=8))
    with pytest.raises(AttributeError):
        state.scores = (1, 2, 3, 4)  # type: ignore[misc]


def _cards_held_by(value: object, private: bool = False) -> set[Card]:
    """Every card ``value`` refers to, through its slots and fields, tuples and the card masks
    of its private slots (an int in a private slot is read as a mask)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, tuple):
        return {card for item in value for card in _cards_held_by(item)}
    if type(value) is int and private:
        return set(cards_of(value))
    names = [name for cls in type(value).__mro__ for name in getattr(cls, "__slots__", ())]
    return {
        card
        for name in names
        if name != "rules"
        for card in _cards_held_by(getattr(value, name), name.startswith("_"))
    }


def test_a_view_holds_no_card_hidden_from_its_seat_not_even_in_a_private_slot() -> None:
    rules = szaman.Rules(players=3, variant="russian", hands=1)
    state = szaman.new_game(rules, seed=4)
    rng = random.Random(4)
    checked = 0
    while not state.is_over:
        for seat in range(rules.players):
            others = [hand for other, hand in enumerate(state.hands) if other != seat]
            hidden = {*state.stock, *(card for hand in others for card in hand)}
            view = state.view(seat)
            assert _cards_held_by(view) >= set(view.hand)  # the walk reaches the hand
            assert not _cards_held_by(view) & hidden
            checked += 1
        state = state.apply(rng.choice(state.legal_actions()))[0]
    assert checked > 30
