"""Oh Hell's bots: the heuristic bot follows the rules and plays sensibly; the search bot and
the random bot play whole games; all are registered in GAME."""

from __future__ import annotations

import random

import pytest

from tricktaker import Card, Play, get_game, ohhell, parse_cards
from tricktaker.bots import RandomBot, play_game
from tricktaker.ohhell import Bid, Deal, HeuristicBot, Phase


def bidding_view(hands: list[str], trump: str, **options: object) -> ohhell.View:
    cards = [parse_cards(hand) for hand in hands]
    rules = ohhell.Rules(players=len(hands), schedule=(len(cards[0]),), **options)  # type: ignore[arg-type]
    state = ohhell.new_game(rules, seed=1, deal=Deal(cards, Card.parse(trump)))
    return state.view(state.to_act)  # type: ignore[arg-type]


def test_bids_its_sure_tricks() -> None:
    view = bidding_view(["AS KS QS", "2C 3C 4C", "2D 3D 4D"], "2S")  # seat 1 bids first
    assert view.seat == 1
    assert HeuristicBot(seed=0).choose(view) == Bid(0)
    state = ohhell.new_game(
        ohhell.Rules(players=3, schedule=(3,), first_dealer=2),
        seed=1,
        deal=Deal(
            [parse_cards("AS KS QS"), parse_cards("2C 3C 4C"), parse_cards("2D 3D 4D")],
            Card.parse("2S"),
        ),
    )
    assert HeuristicBot(seed=0).choose(state.view(0)) == Bid(3)


def test_respects_the_hook() -> None:
    state = ohhell.new_game(
        ohhell.Rules(players=3, schedule=(1,), hook=True),
        seed=1,
        deal=Deal([parse_cards("AS"), parse_cards("2C"), parse_cards("2D")], Card.parse("3S")),
    )
    state, _ = state.apply(Bid(0))
    state, _ = state.apply(Bid(0))
    # the dealer, seat 0, holds the ace of trumps, but bidding 1 would make the bids add up
    assert state.legal_actions() == (Bid(0),)
    assert HeuristicBot(seed=0).choose(state.view(0)) == Bid(0)


def test_needing_a_trick_last_to_play_it_wins_cheaply_and_otherwise_ducks() -> None:
    hands = [parse_cards("5H 9H KH"), parse_cards("8H 2C 3C"), parse_cards("2H 4C 5C")]
    for bid, expected in ((1, "9H"), (0, "5H")):
        state = ohhell.new_game(
            ohhell.Rules(players=3, schedule=(3,)), seed=1, deal=Deal(hands, Card.parse("2S"))
        )
        for tricks in (0, 0, bid):
            state, _ = state.apply(Bid(tricks))
        state, _ = state.apply(Play(Card.parse("8H")))
        state, _ = state.apply(Play(Card.parse("2H")))
        assert state.to_act == 0
        assert HeuristicBot(seed=0).choose(state.view(0)) == Play(Card.parse(expected))


@pytest.mark.parametrize("players", [3, 5, 7])
def test_deterministic_for_a_seed_and_always_legal(players: int) -> None:
    rules = ohhell.Rules(players=players, schedule=(5, 3, 1))
    results = []
    for _ in range(2):
        final, events = play_game(
            ohhell.new_game(rules, seed=players), [HeuristicBot(seed=s) for s in range(players)]
        )
        assert final.is_over
        results.append(events)
    assert results[0] == results[1]


def test_plays_better_than_random() -> None:
    rules = ohhell.Rules(players=4, schedule=(5, 6, 7, 6, 5))
    wins = 0
    for game in range(20):
        bots = [HeuristicBot(seed=game), RandomBot(seed=game), RandomBot(seed=-game), RandomBot()]
        final, _ = play_game(ohhell.new_game(rules, seed=game), bots)
        wins += 0 in final.winners
    assert wins >= 12  # a random seat would win about 5 of 20


def test_the_registered_bots_play_whole_games() -> None:
    game = get_game("ohhell")
    assert game is ohhell.GAME
    assert set(game.bots) == {"random", "heuristic", "search"}
    rules = ohhell.Rules(players=3, schedule=(3, 2))
    bots = [game.bots[name](seat) for seat, name in enumerate(("search", "heuristic", "random"))]
    final, _ = play_game(ohhell.new_game(rules, seed=2), bots)
    assert final.is_over


def test_determinize_respects_what_the_seat_saw() -> None:
    # seat 2 sees seat 0 lead a heart and seat 1 discard a club: seat 1 has no hearts left
    hands = [parse_cards("2H 3H 4D"), parse_cards("2C 3C 4C"), parse_cards("5H 6H 7H")]
    state = ohhell.new_game(
        ohhell.Rules(players=3, schedule=(3,), first_dealer=2),
        seed=1,
        deal=Deal(hands, Card.parse("2S")),
    )
    for bid in (0, 0, 0):
        state, _ = state.apply(Bid(bid))
    state, _ = state.apply(Play(Card.parse("2H")))
    state, _ = state.apply(Play(Card.parse("2C")))
    view = state.view(2)
    assert view.phase is Phase.PLAY
    rng = random.Random(0)
    for _ in range(30):
        world = ohhell.determinize(view, rng)
        assert world.view(2) == view
        assert not any(card.suit is Card.parse("2H").suit for card in world.hands[1])
        assert Card.parse("2S") not in {card for hand in world.hands for card in hand}
