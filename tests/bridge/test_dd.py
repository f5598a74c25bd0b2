"""Double dummy without DDS: the pure Python solver of small endings, the tables' PBN form,
par from a table, and the analysis of a game's position (issue 54). The comparisons with
DDS are in test_dds.py."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tricktaker import Card, Suit, TricktakerError, bridge, parse_cards
from tricktaker.bots import RandomBot
from tricktaker.bridge.dd import DDTable, solve
from tricktaker.cards import STANDARD_DECK
from tricktaker.tricks import trump_winner


def test_a_simple_squeeze() -> None:
    # South leads the squeeze card, the A♣: West cannot keep both the K♠ guarded and the
    # K♥ against the Q♥; any other lead gives West a trick
    hands = [parse_cards(h) for h in ("AS QS 3H", "JD TD 9D", "AC QH 2S", "KS 5S KH")]
    results = solve(hands, leader=2, trump=None)
    assert results == {Card.parse("AC"): 3, Card.parse("QH"): 2, Card.parse("2S"): 2}


def test_a_position_that_cannot_be_is_refused() -> None:
    hands = [parse_cards(h) for h in ("AS KS", "QS 2H", "3H 4H", "JS")]
    with pytest.raises(TricktakerError, match="four hands of as many cards"):
        solve(hands, leader=0, trump=None)
    assert solve(hands, leader=3, trump=None, trick=parse_cards("TS"))  # West led the 10♠


def test_equal_cards_score_alike_and_a_trick_in_progress() -> None:
    hands = [parse_cards(h) for h in ("KS QS JS", "AH 2S 3S", "4H 5H 6H", "7H 8H")]
    results = solve(hands, leader=3, trump=Suit.HEARTS, trick=parse_cards("AS"))
    assert results.keys() == set(parse_cards("KS QS JS"))  # North follows to the A♠
    assert len(set(results.values())) == 1


def _ending(seed: int, size: int) -> tuple[list[list[Card]], int, Suit | None, list[Card]]:
    rng = random.Random(seed)
    cards = rng.sample(STANDARD_DECK, 4 * size)
    hands = [cards[seat * size : seat * size + size] for seat in range(4)]
    leader, trump = rng.randrange(4), rng.choice([None, *Suit])
    trick: list[Card] = []
    for offset in range(rng.randrange(4) if size > 1 else 0):
        seat = (leader + offset) % 4
        suited = [card for card in hands[seat] if trick and card.suit is trick[0].suit]
        card = rng.choice(suited or hands[seat])
        trick.append(card)
        hands[seat].remove(card)
    return hands, leader, trump, trick


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9), st.integers(1, 3))
def test_each_card_is_worth_the_best_reply_to_it(seed: int, size: int) -> None:
    hands, leader, trump, trick = _ending(seed, size)
    to_play = (leader + len(trick)) % 4
    for card, tricks in solve(hands, leader=leader, trump=trump, trick=trick).items():
        after = [list(hand) for hand in hands]
        after[to_play].remove(card)
        played, next_leader, won = [*trick, card], leader, 0
        if len(played) == 4:  # the trick is complete: its winner leads the next
            next_leader = (leader + trump_winner(played, trump)) % 4
            won, played = 1 - next_leader % 2, []
        if not any(after):
            assert tricks == won
            continue
        replies = solve(after, leader=next_leader, trump=trump, trick=played).values()
        mover = (next_leader + len(played)) % 4
        assert tricks == won + (max(replies) if mover % 2 == 0 else min(replies))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9), st.integers(1, 4))
def test_partners_changing_seats_take_the_same_tricks(seed: int, size: int) -> None:
    hands, leader, trump, trick = _ending(seed, size)
    results = solve(hands, leader=leader, trump=trump, trick=trick)
    turned = solve(hands[2:] + hands[:2], leader=(leader + 2) % 4, trump=trump, trick=trick)
    assert turned == results
    left = len(hands[(leader + len(trick)) % 4])
    assert all(0 <= tricks <= left for tricks in results.values())


def test_tables_read_and_write_pbn() -> None:
    table = DDTable.from_pbn("746b5747b55862758627")
    assert table.pbn == "746b5747b55862758627"
    assert table.tricks[0] == (5, 11, 6, 4, 7)  # North: clubs 5, diamonds 11 ... no trump 7
    assert str(table).splitlines()[0] == "    ♣  ♦  ♥  ♠ NT"
    with pytest.raises(TricktakerError, match="20 hexadecimal digits"):
        DDTable.from_pbn("7x6")


def test_par_from_a_table() -> None:
    # North-South make 10 tricks in spades, East-West 9 in hearts: East-West, not
    # vulnerable, sacrifice in 5♥ doubled, two down, against a vulnerable 4♠
    table = DDTable(((6, 6, 3, 10, 6), (7, 7, 9, 3, 7)) * 2)
    par = bridge.par(table, dealer=0, vulnerable=(True, False))
    assert par.score == 300
    assert {str(contract) for contract, _ in par.contracts} == {"5♥X by E", "5♥X by W"}
    assert bridge.par(table, dealer=0, vulnerable=(False, True)).score == 420
    passed = bridge.par(DDTable(((6, 6, 6, 6, 6),) * 4), dealer=1, vulnerable=(False, False))
    assert (passed.score, passed.contracts, str(passed)) == (0, (), "par 0: passed out")


def _late_state(seed: int, cards: int) -> bridge.State:
    state = bridge.new_game(bridge.Rules(), seed=seed)
    bots = [RandomBot(seed=seed + seat) for seat in range(4)]
    while state.phase is not bridge.Phase.PLAY or len(state.hands[state.to_act or 0]) > cards:
        if state.is_over:
            return _late_state(seed + 100, cards)
        seat = state.decider if state.decider is not None else state.to_act
        assert seat is not None
        state, _ = state.apply(bots[seat].choose(state.view(seat)))
    return state


def test_dd_plays_of_a_position_late_in_the_play() -> None:
    state = _late_state(5, 4)
    plays = bridge.dd_plays(state, solver="python")
    assert set(plays) == {action.card for action in state.legal_actions()}  # type: ignore[union-attr]
    left = 13 - len(state.played) // 4
    taken = state.declarer_tricks
    assert all(taken <= tricks <= taken + left for tricks in plays.values())
    assert bridge.dd_plays(state) == plays  # four cards a hand: the pure solver, no DDS needed


def test_dd_plays_refuses_what_it_cannot_analyse() -> None:
    with pytest.raises(TricktakerError, match="in the play of the cards"):
        bridge.dd_plays(bridge.new_game(bridge.Rules(), seed=1))
    with pytest.raises(TricktakerError, match="solver must be"):
        bridge.dd_plays(_late_state(5, 4), solver="fast")  # type: ignore[arg-type]
