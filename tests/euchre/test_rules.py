"""Euchre's rules, as scenarios written from the sources: the bowers (following and winning),
the calls of the two rounds and stick the dealer, the dealer's discard, going alone (a trick
of three cards, the partner sitting out), lone defenders, and the score of a hand; then
Hypothesis invariants of random games."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktaker import Card, IllegalActionError, Play, Suit, from_json, parse_cards, to_json
from tricktaker.euchre import (
    Call,
    Deal,
    Discard,
    GoAlone,
    HandScored,
    Pass,
    Phase,
    Rules,
    TrickWon,
    follow_suit,
    hand_points,
    left_bower,
    new_game,
    trick_winner,
)

H, D, C, S = Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES

# Seat 0 deals; seat 1 leads and calls first. The turned card is 9♥.
HANDS = (
    parse_cards("JH JD AH 9S 9C"),  # the dealer: both red jacks, the ace of hearts
    parse_cards("KH QH AD KD 10C"),
    parse_cards("10H AS KS QS JS"),
    parse_cards("AC KC QC JC 10D"),
)
UPCARD = Card.parse("9H")


def dealt(rules: Rules | None = None) -> object:
    return new_game(rules or Rules(), seed=1, deal=Deal(HANDS, (UPCARD,)))


def play(state: object, *actions: object) -> object:
    for action in actions:
        state, _ = state.apply(action)  # type: ignore[attr-defined]
    return state


# -- the bowers (pagat: the jack of trump, then the jack of the same colour) ---------------


def test_the_left_bower_is_a_trump_of_trumps_suit() -> None:
    assert left_bower(H) == Card.parse("JD")
    assert left_bower(C) == Card.parse("JS")
    assert follow_suit(Card.parse("JD"), H) is H
    assert follow_suit(Card.parse("JD"), S) is D  # a plain jack otherwise
    assert follow_suit(Card.parse("JH"), H) is H


@pytest.mark.parametrize(
    ("cards", "trump", "winner"),
    [
        ("AH JD JH", H, 2),  # the right bower beats the left, which beats the ace
        ("AH KH JD", H, 2),  # the left bower beats the ace of trump
        ("AD JD KD 9H", H, 1),  # a diamond led: the left bower is a trump and wins
        ("AD KD QD 9H", H, 3),  # the nine of trump beats the led suit
        ("10S JC AS", C, 1),  # clubs trump, a spade led: the right bower J♣ trumps it
        ("10S JS AS", C, 1),  # spades led, clubs trump: J♠ is the left bower, a trump
        ("AS KC", D, 0),  # no trump played: the suit led wins
    ],
)
def test_trick_winners(cards: str, trump: Suit, winner: int) -> None:
    assert trick_winner(parse_cards(cards), trump) == winner


def test_the_left_bower_does_not_follow_its_printed_suit() -> None:
    # Hearts trump; diamonds led: the holder of J♦ and no other diamond is void in diamonds.
    state = play(dealt(), Call(H), Discard(Card.parse("9C")), GoAlone(False))
    assert state.phase is Phase.PLAY
    assert state.to_act == 1
    state = play(state, Play(Card.parse("AD")))  # seat 1 leads a diamond
    # seat 2 has no diamond: any card; seat 3 follows with 10♦
    assert set(state.legal_actions()) == {Play(card) for card in HANDS[2]}
    state = play(state, Play(Card.parse("AS")), Play(Card.parse("10D")))
    # the dealer holds J♦ (a trump now), no diamond: it may play any card
    assert set(state.legal_actions()) == {Play(c) for c in parse_cards("JH JD AH 9H 9S")}
    state, events = state.apply(Play(Card.parse("JD")))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 0  # the left bower trumps the diamond
    # trump led: the left bower must follow it
    state = play(state, Play(Card.parse("9S")))  # seat 0 leads a spade
    state = play(state, Play(Card.parse("10C")), Play(Card.parse("KS")), Play(Card.parse("JC")))
    leader = state.to_act
    assert leader == 2  # K♠ wins: J♣ is no trump under hearts
    refused = state.refusal(Play(Card.parse("QS")))
    assert refused is None


def test_the_left_bower_follows_a_trump_lead() -> None:
    hands = (
        parse_cards("JD 9S 9C 10C QC"),  # the dealer: J♦, the left bower under hearts
        parse_cards("AH KD QD AD KC"),
        parse_cards("10H AS KS QS JS"),
        parse_cards("AC 9D KH QH 10S"),
    )
    state = new_game(Rules(), seed=1, deal=Deal(hands, (Card.parse("9H"),)))
    state = play(state, Call(H), Discard(Card.parse("9C")), GoAlone(False))
    state = play(state, Play(Card.parse("AH")), Play(Card.parse("10H")), Play(Card.parse("KH")))
    # the dealer holds 9♥ (picked up) and J♦: both trumps, and must play one
    assert set(state.legal_actions()) == {Play(Card.parse("9H")), Play(Card.parse("JD"))}
    error = state.refusal(Play(Card.parse("10C")))
    assert error is not None
    assert error.code == "must_follow_suit"


# -- calling (pagat; OpenSpiel's BiddingLegalActions) ------------------------------------


def test_the_first_round_orders_up_the_turned_suit_only() -> None:
    state = dealt()
    assert state.to_act == 1
    assert state.legal_actions() == (Pass(), Call(H))
    error = state.refusal(Call(S))
    assert error is not None
    assert error.code == "illegal"


def test_the_second_round_names_another_suit_and_stick_the_dealer() -> None:
    state = play(dealt(), *[Pass()] * 4)
    assert state.to_act == 1
    assert Call(H) not in state.legal_actions()
    assert set(state.legal_actions()) == {Pass(), Call(C), Call(D), Call(S)}
    state = play(state, *[Pass()] * 3)
    assert state.to_act == 0
    assert Pass() in state.legal_actions()
    stuck = play(dealt(Rules(stick_the_dealer=True)), *[Pass()] * 7)
    assert Pass() not in stuck.legal_actions()
    assert stuck.refusal(Pass()).code == "illegal"  # type: ignore[union-attr]


def test_a_hand_all_pass_twice_is_thrown_in_and_the_next_dealer_deals() -> None:
    state, events = play(dealt(), *[Pass()] * 7).apply(Pass())  # type: ignore[attr-defined]
    scored = next(e for e in events if isinstance(e, HandScored))
    assert scored.maker is None
    assert scored.points == (0, 0, 0, 0)
    assert state.hand_number == 2
    assert state.dealer == 1
    assert state.to_act == 2
    single = play(dealt(Rules(single_hand=True)), *[Pass()] * 8)
    assert single.is_over
    assert single.scores == (0, 0, 0, 0)
    assert single.winners == (0, 1, 2, 3)
    assert from_json(to_json(single)) == single


# -- the dealer's discard (OpenSpiel: any card but the one picked up) ---------------------


def test_ordering_up_gives_the_dealer_the_turned_card_and_it_discards() -> None:
    state = play(dealt(), Pass(), Call(H))  # seat 2 orders it up
    assert state.phase is Phase.DISCARD
    assert state.to_act == 0
    assert state.maker == 2
    assert UPCARD in state.hands[0]
    assert len(state.hands[0]) == 6
    assert Discard(UPCARD) not in state.legal_actions()
    assert len(state.legal_actions()) == 5
    assert state.refusal(Discard(UPCARD)).code == "illegal"  # type: ignore[union-attr]
    assert state.view(1).hand_sizes == (6, 5, 5, 5)
    assert state.view(1).shown_hands[0] == (UPCARD,)
    state, events = state.apply(Discard(Card.parse("9C")))
    assert len(state.hands[0]) == 5
    assert state.discard == Card.parse("9C")
    assert state.view(0).discard == Card.parse("9C")
    assert state.view(1).discard is None
    assert [e.for_seat(1).card for e in events] == [None]  # type: ignore[attr-defined]
    assert state.phase is Phase.ALONE
    assert state.to_act == 2
    for seat in range(4):
        assert from_json(to_json(state.view(seat))) == state.view(seat)
    assert from_json(to_json(state)) == state


def test_the_turned_card_turned_down_stays_in_the_kitty() -> None:
    state = play(dealt(), *[Pass()] * 5, Call(S))  # seat 2 names spades, second round
    assert state.phase is Phase.ALONE
    assert state.to_act == 2
    assert state.trump is S
    assert UPCARD not in state.hands[0]
    assert state.discard is None


# -- going alone (pagat; OpenSpiel's ApplyGoAloneAction) ----------------------------------


def test_a_lone_hand_plays_three_card_tricks_its_partner_sitting_out() -> None:
    state = play(dealt(), Pass(), Pass(), Pass(), Call(H), Discard(Card.parse("9C")))
    state = play(state, GoAlone(True))  # the dealer goes alone; seat 2 sits out
    assert state.alone
    assert state.phase is Phase.PLAY
    assert state.to_act == 1
    state = play(state, Play(Card.parse("KH")), Play(Card.parse("10D")))
    assert state.to_act == 0  # seat 2 skipped
    assert state.view(1).hand_sizes == (5, 4, 5, 4)
    state, events = state.apply(Play(Card.parse("JH")))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert len(won.cards) == 3
    assert won.winner == 0
    # the rest of the hand: three cards a trick, seat 2 never asked, its five cards kept
    scored = None
    while state.hand_number == 1:
        assert state.to_act != 2
        assert state.view(0).hand_sizes[2] == 5
        state, events = state.apply(state.legal_actions()[0])
        for event in events:
            if isinstance(event, TrickWon):
                assert len(event.cards) == 3
            if isinstance(event, HandScored):
                scored = event
    assert scored is not None
    assert scored.taken[2] == 0
    assert sum(scored.taken) == 5


def test_the_lone_makers_march_scores_4_and_the_partner_keeps_its_cards() -> None:
    rng = random.Random(3)
    for seed in range(200):
        state = play(new_game(Rules(), seed=seed), Call(new_game(Rules(), seed=seed).upcard.suit))
        state = play(state, state.legal_actions()[0], GoAlone(True))
        maker = state.maker
        assert state.view(maker).hand_sizes[(maker + 2) % 4] == 5
        while state.hand_number == 1:
            state, events = state.apply(rng.choice(state.legal_actions()))
        scored = next(e for e in events if isinstance(e, HandScored))
        taken = scored.taken[maker] + scored.taken[(maker + 2) % 4]
        assert scored.taken[(maker + 2) % 4] == 0
        assert scored.points[maker] == {5: 4, 4: 1, 3: 1}.get(taken, 0)
        assert scored.points[(maker + 1) % 4] == (2 if taken < 3 else 0)


def test_a_lone_defender_is_asked_from_the_dealers_left_and_its_partner_sits_out() -> None:
    rules = Rules(allow_lone_defender=True)
    state = play(dealt(rules), Pass(), Call(H), Discard(Card.parse("9C")), GoAlone(False))
    assert state.phase is Phase.ALONE
    assert state.to_act == 1
    state = play(state, GoAlone(False))
    assert state.to_act == 3
    state = play(state, GoAlone(True))  # seat 3 defends alone; seat 1 sits out
    assert state.lone_defender == 3
    assert state.phase is Phase.PLAY
    assert state.to_act == 2  # seat 1, the dealer's left, sits out: seat 2 leads
    assert from_json(to_json(state)) == state
    for seat in range(4):
        assert from_json(to_json(state.view(seat))) == state.view(seat)


# -- scoring (pagat: makes 1, march 2, lone march 4, euchred 2; OpenSpiel: lone defender 4)


@pytest.mark.parametrize(
    ("tricks", "alone", "defender", "points"),
    [
        (3, False, False, (1, 0)), (4, False, False, (1, 0)), (5, False, False, (2, 0)),
        (3, True, False, (1, 0)), (4, True, False, (1, 0)), (5, True, False, (4, 0)),
        (2, False, False, (0, 2)), (0, True, False, (0, 2)), (2, False, True, (0, 4)),
        (5, False, True, (2, 0)),
    ],
)  # fmt: skip
def test_hand_points(tricks: int, alone: bool, defender: bool, points: tuple[int, int]) -> None:
    assert hand_points(tricks, alone, defender) == points


def test_the_game_is_to_10_and_refuses_bad_rules() -> None:
    with pytest.raises(Exception, match=r"Rules\.target must be 1 to 100"):
        Rules(target=0)
    with pytest.raises(Exception, match=r"Rules\.stick_the_dealer must be True or False"):
        Rules(stick_the_dealer=1)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"Call\.suit must be a Suit"):
        Call("H")  # type: ignore[arg-type]


# -- invariants -----------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    stick=st.booleans(),
    lone=st.booleans(),
    single=st.booleans(),
    choice_seed=st.integers(0, 2**32),
)
def test_random_games_keep_the_invariants(
    seed: int, stick: bool, lone: bool, single: bool, choice_seed: int
) -> None:
    choices = random.Random(choice_seed)
    rules = Rules(stick_the_dealer=stick, allow_lone_defender=lone, single_hand=single, target=5)
    state = new_game(rules, seed=seed)
    steps = 0
    while not state.is_over:
        legal = state.legal_actions()
        assert legal
        assert all(state.is_legal(action) for action in legal)
        public = state._public
        if state.phase is Phase.PLAY:
            # 24 cards: the hands, the played cards, the kitty and the discard
            held = sum(len(hand) for hand in state.hands)
            gone = len(state.played) + len(state.trick)
            assert held + gone == 20
            sizes = state.view(0).hand_sizes
            assert sizes == tuple(len(hand) for hand in state.hands)
            seats = public.trick_seats
            assert len(seats) == 4 - bool(state.alone) - (state.lone_defender is not None)
        if steps % 7 == 0:
            assert from_json(to_json(state)) == state
            seat = steps % 4
            assert from_json(to_json(state.view(seat))) == state.view(seat)
        state, events = state.apply(choices.choice(legal))
        for event in events:
            if isinstance(event, HandScored):
                side = [event.points[0], event.points[1]]
                assert min(side) == 0
                assert max(side) in (0, 1, 2, 4)
                assert event.points[0] == event.points[2]
                assert event.points[1] == event.points[3]
        steps += 1
    assert from_json(to_json(state)) == state
    assert state.winners in ((0, 2), (1, 3)) or (single and state.winners == (0, 1, 2, 3))
    if not single:
        assert max(state.scores) >= 5
