"""Spades' game state: a seeded and a given deal, the partners' bid limit, breaking spades
in play, refusals with codes, the conformance kit, and the move syntax."""

from __future__ import annotations

import pytest

from tricktaker import IllegalActionError, Play, Suit, get_game, parse_action, parse_cards, spades
from tricktaker.testing import check_game

# N holds every club and the spades A-K; E the diamonds and 2-3 of spades; S the hearts and
# spades 4-5; W the spades 6-Q and nothing else.
HANDS = [
    parse_cards("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC AS KS"),
    parse_cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD 2S 3S"),
    parse_cards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH 4S 5S"),
    parse_cards("KC AC KD AD KH AH 6S 7S 8S 9S TS JS QS"),
]


def bid_all(state: spades.State, bids: tuple[int, ...]) -> spades.State:
    for bid in bids:
        state, _ = state.apply(spades.Bid(bid))
    return state


def test_a_given_deal_seat_0_bids_and_leads_first() -> None:
    state = spades.new_game(spades.Rules(), seed=1, deal=spades.Deal(HANDS))
    assert state.to_act == 0
    state = bid_all(state, (3, 2, 0, 6))
    assert state.phase is spades.Phase.PLAY
    assert state.to_act == 0
    assert state.bids == (3, 2, 0, 6)


def test_partners_bid_at_most_13() -> None:
    state = bid_all(spades.new_game(spades.Rules(), seed=1), (10, 1))
    assert state.legal_actions() == tuple(spades.Bid(n) for n in range(4))
    with pytest.raises(IllegalActionError) as caught:
        state.apply(spades.Bid(4))
    assert caught.value.code == "team_bid_limit"
    assert state.refusal(spades.Bid(14)).code == "bid_out_of_range"  # type: ignore[union-attr]


def test_spades_are_not_led_until_broken() -> None:
    state = bid_all(spades.new_game(spades.Rules(), seed=1, deal=spades.Deal(HANDS)), (3, 2, 0, 6))
    assert Play(parse_cards("AS")[0]) not in state.legal_actions()
    error = state.refusal(Play(parse_cards("AS")[0]))
    assert error is not None
    assert error.code == "suit_not_broken"
    # N leads a club; E and S, void in clubs, play spades; W follows with a club
    for card in ("2C", "2S", "4S", "AC"):
        state, events = state.apply(Play(parse_cards(card)[0]))
    won = [e for e in events if isinstance(e, spades.TrickWon)]
    assert won[0].winner == 2  # the higher spade, 4♠ of S
    assert state.to_act == 2
    # S may now lead a spade: spades were broken by E and S
    assert Play(parse_cards("5S")[0]) in state.legal_actions()


def test_openspiel_never_breaks_spades() -> None:
    rules = spades.Rules.openspiel()
    state = bid_all(spades.new_game(rules, seed=1, deal=spades.Deal(HANDS)), (3, 2, 0, 6))
    for card in ("2C", "2S", "4S", "AC"):
        state, _ = state.apply(Play(parse_cards(card)[0]))
    assert Play(parse_cards("5S")[0]) not in state.legal_actions()


def test_the_first_leader_leads_no_spade() -> None:
    rules = spades.Rules(first_dealer=2)  # seat 3 bids and leads first
    state = bid_all(spades.new_game(rules, seed=1, deal=spades.Deal(HANDS)), (6, 3, 2, 0))
    assert state.to_act == 3
    legal = state.legal_actions()
    assert all(play.card.suit is not Suit.SPADES for play in legal)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "rules",
    [spades.Rules(), spades.Rules.openspiel(), spades.Rules(hands=2, use_mercy_rule=False)],
    ids=["to 500", "openspiel", "two hands"],
)
def test_check_game(rules: spades.Rules) -> None:
    report = check_game(get_game("spades"), rules=rules, games=1)
    assert report.refused > 0


def test_parse_action() -> None:
    state = spades.new_game(spades.Rules(), seed=1, deal=spades.Deal(HANDS))
    assert parse_action(state, "nil") == spades.Bid(0)
    assert parse_action(state, "bid 3") == spades.Bid(3)
    state = bid_all(state, (3, 2, 0, 6))
    assert parse_action(state, "2c") == Play(parse_cards("2C")[0])
    with pytest.raises(IllegalActionError) as caught:
        parse_action(state, "ks")
    assert caught.value.code == "suit_not_broken"


def test_views_say_partners_and_team_scores() -> None:
    state = spades.new_game(spades.Rules(), seed=3)
    view = state.view(1)
    assert view.teams == ((0, 2), (1, 3))
    assert view.partners(1) == (3,)
    assert view.team_of(3) == 1
    assert view.team_scores == (0, 0)


@pytest.mark.parametrize("seed", range(3))
def test_hands_0_ends_after_hand_1000_and_the_higher_total_wins(seed: int) -> None:
    # As Rules.hands and docs/rules/spades.md say (issue 51's audit): no threshold can be
    # reached from these totals in one hand, yet the 1,000th hand ends the game.
    import random

    rules = spades.Rules()
    assert (rules.hands, rules.rounds) == (0, 1000)
    state, _ = spades.deal_round(rules, 1000, spades.Deal(HANDS), scores=(100, 0, 100, 0))
    rng = random.Random(seed)
    while not state.is_over:
        state, _ = state.apply(rng.choice(state.legal_actions()))
    best = max(state.scores)
    assert state.winners == tuple(seat for seat in range(4) if state.scores[seat] == best)
    assert state.round == 1000


def test_start_and_new_game_deal_the_first_hand() -> None:
    # the examples of start's and new_game's docstrings before they became the engine's
    state, events = spades.start(spades.Rules(), seed=5)
    assert [type(event).__name__ for event in events] == ["HandStarted"]
    state = spades.new_game(spades.Rules(), seed=7)
    assert (state.dealer, state.to_act, [len(hand) for hand in state.hands]) == (3, 0, [13] * 4)
