"""Wizard's HeuristicBot: legal in every phase (including the hook and choosing trump), given
views only, deterministic for a seed, and doing what its docstring promises."""

from __future__ import annotations

import pytest

from tricktaker import Card, Play, Suit, parse_cards, wizard
from tricktaker.bots import RandomBot, play_game
from tricktaker.wizard import Bid, ChooseTrump, HeuristicBot, Phase


def make_state(
    hands: list[str],
    *,
    round: int,
    phase: Phase,
    to_act: int,
    dealer: int = 0,
    trick: str = "",
    leader: int | None = None,
    bids: tuple[int | None, ...] | None = None,
    tricks_taken: tuple[int, ...] | None = None,
    trump_card: str = "N4",
    trump: Suit | None = None,
    hook: bool = False,
) -> wizard.State:
    players = len(hands)
    return wizard.State(
        rules=wizard.Rules(players=players, hook=hook),
        seed=0,
        round=round,
        dealer=dealer,
        trump_card=Card.parse(trump_card),
        trump=trump,
        hands=tuple(tuple(sorted(parse_cards(hand))) for hand in hands),
        bids=(None,) * players if bids is None else bids,
        tricks_taken=(0,) * players if tricks_taken is None else tricks_taken,
        trick=parse_cards(trick),
        leader=(dealer + 1) % players if leader is None else leader,
        scores=(0,) * players,
        phase=phase,
        to_act=to_act,
    )


def test_chooses_one_of_the_four_suits_its_longest() -> None:
    state = make_state(
        ["2H 5H 9H 3C", "2C 3D 4D 5D", "6C 7C 8C 9C"],
        round=4,
        phase=Phase.CHOOSE_TRUMP,
        to_act=0,
        trump_card="W3",
    )
    action = HeuristicBot(seed=1).choose(state.view(0))
    assert action == ChooseTrump(Suit.HEARTS)
    assert action in state.legal_actions()


def test_respects_the_hook() -> None:
    # The dealer holds a Wizard (a sure trick) and would bid 1, which the hook forbids here.
    state = make_state(
        ["W1", "2C", "3C"], round=1, phase=Phase.BID, to_act=0, bids=(None, 0, 0), hook=True
    )
    assert state.legal_actions() == (Bid(0),)
    assert HeuristicBot(seed=0).choose(state.view(0)) == Bid(0)


def test_bids_its_sure_tricks() -> None:
    state = make_state(
        ["W1 W2 2C", "3C 4C 5C", "6C 7C 8C"], round=3, phase=Phase.BID, to_act=1, dealer=0
    )
    state, _ = state.apply(Bid(0))
    state, _ = state.apply(Bid(0))
    assert HeuristicBot(seed=0).choose(state.view(0)) == Bid(2)


def test_needing_a_trick_last_to_play_it_wins_cheaply() -> None:
    state = make_state(
        ["KH AH", "2C", "3C"],
        round=2,
        phase=Phase.PLAY,
        to_act=0,
        leader=1,
        trick="5H 9H",
        bids=(1, 0, 0),
    )
    assert HeuristicBot(seed=0).choose(state.view(0)) == Play(Card.parse("KH"))


def test_bidding_zero_it_ducks() -> None:
    state = make_state(
        ["2H AH", "2C", "3C"],
        round=2,
        phase=Phase.PLAY,
        to_act=0,
        leader=1,
        trick="5H 9H",
        bids=(0, 1, 1),
    )
    assert HeuristicBot(seed=0).choose(state.view(0)) == Play(Card.parse("2H"))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_deterministic_for_a_seed(players: int) -> None:
    rules = wizard.Rules(players=players, hook=True)

    def run() -> wizard.State:
        bots = [HeuristicBot(seed=seat) for seat in range(players)]
        return play_game(wizard.new_game(rules, seed=players), bots)[0]

    assert run() == run()


def test_plays_better_than_random() -> None:
    # Not a rule, a smoke test of the heuristic: over a few seeded games against random bots
    # it scores more.
    heuristic = random = 0
    for seed in range(6):
        rules = wizard.Rules(players=4)
        bots = [
            HeuristicBot(seed=seed),
            RandomBot(seed),
            HeuristicBot(seed + 1),
            RandomBot(seed + 1),
        ]
        final, _ = play_game(wizard.new_game(rules, seed=seed), bots)
        heuristic += final.scores[0] + final.scores[2]
        random += final.scores[1] + final.scores[3]
    assert heuristic > random
