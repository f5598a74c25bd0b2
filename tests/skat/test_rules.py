"""Skat's rules, as scenarios written from the sources: the trump orders and following suit
(ISkO 2.3, 4.2), the card points (ISkO 1.2.2), the auction (ISkO 3.3), the declaration
(ISkO 3.4), game values with matadors, Hand, Schneider, Schwarz and Ouvert, overbidding
(ISkO 5.1-5.4, pagat.com's overbid example), the list and Seeger–Fabian scores, Ramsch
(pagat.com); then Hypothesis invariants of random games."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktaker import Card, IllegalActionError, Play, RulesError, from_json, parse_cards, to_json
from tricktaker.skat import (
    BID_VALUES,
    DECK,
    Bid,
    Contract,
    Deal,
    Declare,
    Discard,
    HandScored,
    Hold,
    Pass,
    Phase,
    PickUp,
    Rules,
    TrickWon,
    card_points,
    declarations,
    game_value,
    list_score,
    matadors,
    new_game,
    ramsch_score,
    read_auction,
    seeger_fabian,
    settle,
    trick_winner,
    trump_order,
)

H, D, C, S, G, N = (Contract.HEARTS, Contract.DIAMONDS, Contract.CLUBS, Contract.SPADES,
                    Contract.GRAND, Contract.NULL)  # fmt: skip

# Seat 0 deals: seat 1 is the forehand, seat 2 the middlehand, seat 0 the rearhand.
HANDS = (
    parse_cards("KS QS 9S 8S 7S 10H KH QH 9H 8H"),  # the rearhand
    parse_cards("JC JS AC 10C KC QC 9C AS 10S AH"),  # the forehand: Kreuz with 2
    parse_cards("JH JD AD 10D KD QD 9D 8D 7D 7C"),  # the middlehand
)
SKAT = parse_cards("7H 8C")


def dealt(rules: Rules | None = None) -> Any:
    return new_game(rules or Rules(hands=1), seed=1, deal=Deal(HANDS, SKAT))


def play(state: Any, *actions: object) -> Any:
    for action in actions:
        state, _ = state.apply(action)
    return state


def to_the_end(state: Any) -> tuple[Any, HandScored]:
    """Play the first legal action until a hand is scored."""
    while True:
        state, events = state.apply(state.legal_actions()[0])
        scored = [event for event in events if isinstance(event, HandScored)]
        if scored:
            return state, scored[0]


# -- the cards (ISkO 1.2.2, 2.3) ----------------------------------------------------------


def test_the_deck_and_its_120_card_points() -> None:
    assert len(DECK) == 32
    assert card_points(DECK) == 120
    assert card_points(parse_cards("AS 10S KS QS JS 9S 8S 7S")) == 30


def test_the_trump_orders() -> None:
    assert [str(c) for c in trump_order(H)] == [
        "J♣", "J♠", "J♥", "J♦", "A♥", "10♥", "K♥", "Q♥", "9♥", "8♥", "7♥"
    ]  # fmt: skip
    assert [str(c) for c in trump_order(G)] == ["J♣", "J♠", "J♥", "J♦"]


@pytest.mark.parametrize(
    ("cards", "contract", "winner"),
    [
        ("JD AH 10H", H, 0),  # the lowest jack beats the ace of trump
        ("JS JC JH", D, 1),  # the jacks: clubs, spades, hearts, diamonds
        ("AH 7C 10H", C, 1),  # a trump beats the suit led
        ("10S KS AS", H, 2),  # a plain suit: ace, ten, king, queen, nine, eight, seven
        ("KS 10S QS", H, 1),  # the ten above the king
        ("AS JD 10S", G, 1),  # Grand: the jack of diamonds is a trump
        ("AS AC 10S", G, 0),  # Grand: no suit is trump
        ("10H JH 9H", N, 1),  # Null: the jack above the ten, both hearts
        ("KH AH 8C", N, 1),  # Null: ace high
        ("7H JC 8H", N, 2),  # Null: no trump; the jack of clubs does not follow hearts
    ],
)
def test_trick_winners(cards: str, contract: Contract, winner: int) -> None:
    assert trick_winner(parse_cards(cards), contract) == winner


# -- the auction (ISkO 3.3) ---------------------------------------------------------------


def test_an_auction_by_saying_and_listening() -> None:
    # pagat.com's example: M 18 F yes, 20 yes, 22 yes, 23 yes, M 24 F pass, R 27 M yes, R pass
    at = read_auction([18, 1, 20, 1, 22, 1, 23, 1, 24, 0, 27, 1, 0])
    assert (at.to_act, at.bid, at.declarer) == (None, 27, 1)  # the middlehand at 27


def test_the_auction_in_play() -> None:
    state = dealt()
    assert state.to_act == 2  # the middlehand says first
    assert state.legal_actions()[:3] == (Pass(), Bid(18), Bid(20))
    state = play(state, Bid(18))
    assert state.to_act == 1  # the forehand listens
    assert state.legal_actions() == (Pass(), Hold())
    error = state.refusal(Bid(20))
    assert error is not None
    assert error.code == "illegal"
    state = play(state, Hold(), Bid(20), Hold(), Pass())  # the middlehand passes
    assert state.to_act == 0  # the rearhand says to the forehand
    assert Bid(20) not in state.legal_actions()
    assert Bid(22) in state.legal_actions()
    state = play(state, Pass())
    assert (state.declarer, state.bid, state.phase) == (1, 20, Phase.SKAT)


def test_the_forehand_may_play_at_18_when_the_others_pass() -> None:
    state = play(dealt(), Pass(), Pass())
    assert state.to_act == 1
    assert state.legal_actions() == (Pass(), Bid(18))
    error = state.refusal(Bid(20))
    assert error is not None
    assert "plays at 18 or passes" in str(error)
    assert play(state, Bid(18)).declarer == 1


def test_all_passing_throws_the_hand_in_or_plays_a_ramsch() -> None:
    state, events = play(dealt(Rules(hands=2)), Pass(), Pass()).apply(Pass())
    scored = next(e for e in events if isinstance(e, HandScored))
    assert scored.declarer is None
    assert scored.points == (0, 0, 0)
    assert state.hand_number == 2
    assert state.dealer == 1
    ramsch = play(dealt(Rules(hands=1, ramsch=True)), Pass(), Pass(), Pass())
    assert (ramsch.contract, ramsch.phase, ramsch.to_act) == (Contract.RAMSCH, Phase.PLAY, 1)


# -- the skat and the declaration (ISkO 3.4) ----------------------------------------------


def test_picking_up_the_skat_and_laying_two_away() -> None:
    state = play(dealt(), Bid(18), Pass(), Pass(), PickUp(False))  # the middlehand declares
    assert state.declarer == 2
    assert state.phase is Phase.DISCARD
    assert set(SKAT) <= set(state.hands[2])
    assert len(state.hands[2]) == 12
    assert state.view(0).hand_sizes == (10, 10, 12)
    state = play(state, Discard(Card.parse("7C")), Discard(Card.parse("8C")))
    assert state.discarded == parse_cards("7C 8C")
    assert state.view(2).discarded == parse_cards("7C 8C")
    assert state.view(0).discarded is None
    assert state.phase is Phase.ANNOUNCE
    # no Schneider announced after picking up the skat; a Null (23) reaches the bid, 18
    assert Declare(C, schneider=True) not in state.legal_actions()
    assert Declare(N) in state.legal_actions()
    error = state.refusal(Declare(D, schneider=True))
    assert error is not None
    assert "only in a Hand game" in str(error)


def test_the_declarations_a_bid_allows() -> None:
    # A Null game only where its value reaches the bid (pagat.com): after 24, no plain Null.
    assert Declare(N) not in declarations(False, 24)
    assert Declare(N, ouvert=True) in declarations(False, 24)  # worth 46
    assert Declare(N) in declarations(True, 35)
    assert Declare(N) not in declarations(True, 36)
    hand = declarations(True, 18)
    assert Declare(G, schneider=True, schwarz=True, ouvert=True) in hand
    assert len(hand) == 5 * 4 + 2


def test_ouvert_lays_the_declarers_cards_open() -> None:
    state = play(dealt(), Pass(), Pass(), Bid(18), PickUp(True))
    ouvert = Declare(C, schneider=True, schwarz=True, ouvert=True)
    state = play(state, ouvert)
    assert state.phase is Phase.PLAY
    assert set(state.view(0).shown_hands[1] or ()) == set(HANDS[1])
    assert from_json(to_json(state.view(2))) == state.view(2)


# -- a hand played (ISkO 5.2.7) ------------------------------------------------------------


def test_a_null_declarer_who_takes_a_trick_has_lost_at_once() -> None:
    state = play(dealt(), Pass(), Pass(), Bid(18), PickUp(True), Declare(N))
    state, scored = to_the_end(state)
    assert state.is_over
    assert scored.declarer_tricks == 1
    assert (scored.won, scored.value, scored.points) == (False, 35, (0, -70, 0))  # Null Hand
    assert sum(len(hand) for hand in state.hands) > 0  # the play stopped


def test_a_hand_game_counts_the_skat_and_its_matadors() -> None:
    state = play(dealt(), Pass(), Pass(), Bid(18), PickUp(True), Declare(C))
    state, scored = to_the_end(state)
    defenders = sum(state.card_points) - state.card_points[1]
    assert scored.declarer_points + defenders == 120  # the skat counts for the declarer
    assert matadors((*HANDS[1], *SKAT), C) == (True, 2)
    level = 1 if scored.declarer_points >= 90 or scored.declarer_points <= 30 else 0
    assert scored.value == 12 * (2 + 1 + 1 + level)  # with 2, game, Hand (, Schneider)


# -- game values and the result (ISkO 5.1-5.4) ------------------------------------------------


def test_the_values_that_may_be_bid() -> None:
    # pagat.com's list of the first values
    assert BID_VALUES[:20] == (18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50,
                               54, 55, 59, 60)  # fmt: skip
    assert BID_VALUES[-1] == 264  # a Grand Ouvert with 4 (ISkO 5.2.6)


@pytest.mark.parametrize(
    ("cards", "contract", "expected"),
    [
        ("JC JS JD AH 10H", H, (True, 2)),  # with 2
        ("JC JS JH JD AC 10C KC QC 9C 8C 7C", C, (True, 11)),  # with all eleven
        ("JH JD AC 10C KC", C, (False, 2)),  # without 2: J♣ and J♠ missing
        ("AH KH 7S", G, (False, 4)),  # without 4
    ],
)
def test_matadors(cards: str, contract: Contract, expected: tuple[bool, int]) -> None:
    assert matadors(parse_cards(cards), contract) == expected


# (contract, bid, tops, Hand, announced (schneider, schwarz, ouvert), declarer's points and
# tricks) -> (won, value): each row from the ISkO's section or pagat.com's example named.
SETTLED = [
    (C, 18, 1, False, (False, False, False), 61, 5, (True, 24)),  # 5.2.2: 61 wins, with 1 x 2
    (S, 18, 1, False, (False, False, False), 60, 5, (False, 22)),  # 5.2.2: 60 loses
    (G, 18, 2, False, (False, False, False), 95, 8, (True, 96)),  # Schneider: 2+1+1 x 24
    (G, 18, 1, False, (False, False, False), 120, 10, (True, 96)),  # Schwarz: 1+1+1+1 x 24
    (H, 18, 1, False, (False, False, False), 25, 2, (False, 30)),  # 5.2.3: declarer Schneider
    (S, 18, 1, True, (True, False, False), 85, 7, (False, 55)),  # 5.2.5: announced, missed
    (H, 18, 1, True, (True, False, False), 20, 2, (False, 50)),  # 5.2.5: no own Schneider
    (G, 18, 1, True, (True, True, False), 120, 10, (True, 168)),  # Schwarz announced: 7 x 24
    (C, 18, 2, True, (True, True, True), 120, 10, (True, 108)),  # 5.2.6: Kreuz ouvert with 2
    (G, 18, 4, True, (True, True, True), 120, 10, (True, 264)),  # 5.2.6: Grand ouvert with 4
    (C, 18, 2, True, (True, True, True), 110, 9, (False, 108)),  # Ouvert: a trick given
    (H, 59, 1, True, (False, False, False), 88, 8, (False, 60)),  # pagat: overbid, lost 60
    (D, 36, 1, False, (False, False, False), 80, 7, (False, 36)),  # 5.4: 4 x 9 reaches 36
    (H, 24, 1, False, (False, False, False), 95, 8, (True, 30)),  # Schneider makes the bid
    (N, 23, 0, False, (False, False, False), 0, 0, (True, 23)),  # 5.1: Null 23
    (N, 18, 0, True, (False, False, False), 0, 0, (True, 35)),  # Null Hand 35
    (N, 18, 0, False, (False, False, True), 4, 1, (False, 46)),  # Null Ouvert 46, a trick
    (N, 18, 0, True, (False, False, True), 0, 0, (True, 59)),  # Null Ouvert Hand 59
]


@pytest.mark.parametrize(
    ("contract", "bid", "tops", "hand", "announced", "points", "tricks", "expected"), SETTLED
)
def test_game_values_and_results(
    contract: Contract, bid: int, tops: int, hand: bool, announced: tuple[bool, bool, bool],
    points: int, tricks: int, expected: tuple[bool, int],
) -> None:  # fmt: skip
    schneider, schwarz, ouvert = announced
    got = settle(
        contract, bid=bid, tops=tops, hand=hand, schneider_announced=schneider,
        schwarz_announced=schwarz, ouvert=ouvert, declarer_points=points, declarer_tricks=tricks,
    )  # fmt: skip
    assert got == expected


def test_game_value_by_its_multipliers() -> None:
    assert game_value(C, tops=1) == 24  # Kreuz with 1, game 2
    assert game_value(G, tops=4, hand=True) == 144  # Grand Hand with 4: 6 x 24
    assert game_value(H, tops=3, schneider=True) == 50  # Herz without 3, Schneider: 5 x 10


def test_the_scores_of_a_hand() -> None:
    assert list_score(True, 48) == 48
    assert list_score(False, 48) == -96
    assert seeger_fabian(True, 24, 3) == (74, 0)
    assert seeger_fabian(False, 24, 3) == (-98, 40)
    state = play(dealt(Rules(hands=1, seeger_fabian=True)), Pass(), Pass(), Bid(18),
                 PickUp(True), Declare(N))  # fmt: skip
    _, scored = to_the_end(state)
    assert scored.points == (40, -120, 40)  # Null Hand 35 lost: -70 - 50; 40 each


def test_ramsch_scores() -> None:
    assert ramsch_score((70, 30, 20), (5, 3, 2)) == (-70, 0, 0)
    assert ramsch_score((50, 50, 20), (4, 4, 2)) == (-50, -50, 0)  # a tie: both lose
    assert ramsch_score((80, 40, 0), (7, 3, 0)) == (-160, 0, 0)  # a Jungfrau doubles
    assert ramsch_score((120, 0, 0), (10, 0, 0)) == (120, 0, 0)  # a Durchmarsch
    state = play(dealt(Rules(hands=1, ramsch=True)), Pass(), Pass(), Pass())
    state, scored = to_the_end(state)
    points = list(state.card_points)
    points[state.last_trick.winner] += card_points(SKAT)  # the skat to the last trick
    assert scored.points == ramsch_score(points, state.tricks_taken)


# -- bad input ------------------------------------------------------------------------------


def test_a_bid_above_the_highest_value_is_refused_not_raised() -> None:
    state = new_game(Rules(), seed=1)
    state = state.apply(state.legal_actions()[-1])[0]  # middlehand bids 264, the highest
    state = state.apply(Hold())[0]  # forehand holds it: middlehand may only pass
    error = state.refusal(Bid(18))
    assert error is not None
    assert str(error) == "cannot bid 18: 264 is the highest value; pass"


def test_bad_values_are_refused_naming_them() -> None:
    with pytest.raises(Exception, match=r"Rules\.players must be 3"):
        Rules(players=5)
    for players in ("3", None, 3.0):  # named, not a TypeError of range(players)
        with pytest.raises(RulesError, match=r"Rules\.players must be 3 or 4, not "):
            Rules(players=players)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match=r"Rules\.first_dealer must be 0 to 3, not 4"):
        Rules(players=4, first_dealer=4)
    with pytest.raises(RulesError, match=r"Rules\.first_dealer must be 0 to 2, not 3"):
        Rules(first_dealer=3)
    with pytest.raises(Exception, match=r"Rules\.simplified scores OpenSpiel's way"):
        Rules(simplified=True, ramsch=True)
    with pytest.raises(IllegalActionError, match=r"Bid\.value must be a game value"):
        Bid(19)
    with pytest.raises(IllegalActionError, match=r"Declare\.schwarz must be True under Ouvert"):
        Declare(G, schneider=True, ouvert=True)
    state = dealt()
    error = state.refusal(Hold())
    assert error is not None
    assert "no value waits" in str(error)
    with pytest.raises(IllegalActionError):
        state.apply(Play(HANDS[2][0]))
    assert state == dealt()


# -- invariants -----------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    options=st.sampled_from([Rules(hands=1), Rules(hands=2, ramsch=True),
                             Rules(hands=1, seeger_fabian=True), Rules.openspiel(),
                             Rules(hands=1, kontra=True, seeger_fabian=True),
                             Rules(players=4, hands=2, ramsch=True, kontra=True)]),
    choice_seed=st.integers(0, 2**32),
)  # fmt: skip
def test_random_games_keep_the_invariants(seed: int, options: Rules, choice_seed: int) -> None:
    choices = random.Random(choice_seed)
    state = new_game(options, seed=seed)
    steps = 0
    while not state.is_over:
        legal = state.legal_actions()
        assert legal
        assert all(state.is_legal(action) for action in legal)
        cards = sum(len(hand) for hand in state.hands) + len(state.played) + len(state.trick)
        if state.phase is Phase.PLAY:
            assert cards + len(state.discarded or state.skat) == 32
            assert state.view(0).hand_sizes == tuple(len(hand) for hand in state.hands)
        if steps % 5 == 0:
            assert from_json(to_json(state)) == state
            seat = steps % options.players
            assert from_json(to_json(state.view(seat))) == state.view(seat)
        pool = legal[:3] if state.phase is Phase.BID else legal  # low bids, to reach the play
        state, events = state.apply(choices.choice(pool))
        for event in events:
            if isinstance(event, TrickWon):
                assert len(event.cards) == 3
            if isinstance(event, HandScored) and event.declarer is not None:
                declarer = event.points[event.declarer]
                assert (declarer > 0) == event.won
        steps += 1
    assert from_json(to_json(state)) == state
