"""Unit tests of tricktaker.szaman.bots: the heuristic bot's choices, and whole games of bots."""

from __future__ import annotations

import pytest

from tricktaker import Card, Play, Suit, parse_cards, szaman
from tricktaker.bots import RandomBot, play_game
from tricktaker.szaman import HandScored, HeuristicBot, Phase, Rules, State, View


def view_of(hand: str, trick: str = "", *, players: int = 3, variant: str = "classic") -> View:
    """The view of the seat to play next after ``trick`` was played, holding ``hand``."""
    cards = parse_cards(trick)
    seat = len(cards)
    hands = [parse_cards("2D")] * players
    hands[seat] = tuple(sorted(parse_cards(hand)))
    suit = None
    if cards:
        suit = cards[0].suit
    state = State(
        rules=Rules(players=players, variant=variant),  # type: ignore[arg-type]
        seed=0,
        hand_number=1,
        hands=tuple(hands),
        stock=(),
        trick=cards,
        trick_suit=suit,
        leader=0,
        played=parse_cards("3S 4S"),
        scores=(0,) * players,
        hand_points=(0,) * players,
        phase=Phase.PLAY,
        to_act=seat,
    )
    return state.view(seat)


def choice(hand: str, trick: str = "", **options: object) -> str:
    view = view_of(hand, trick, **options)  # type: ignore[arg-type]
    action = HeuristicBot(seed=0).choose(view)
    assert action in view.legal_actions()
    return str(action)


def test_it_leads_a_joker_naming_hearts() -> None:
    assert choice("2C 9S RJ") == "play RJ as ♥"


def test_in_russian_it_leads_the_black_joker_as_spades() -> None:
    assert choice("2C 9D BJ", variant="russian") == "play BJ as ♠"


def test_it_leads_its_highest_plain_card_and_not_a_special_one() -> None:
    assert choice("2C JH 8H KD") == "play K♦"


def test_it_wins_a_trick_holding_a_special_card() -> None:
    assert choice("3H QH AH", "JH 2H") == "play Q♥"  # last: the cheapest winner will do
    assert choice("3H QH AH", "JH 2H", players=4) == "play A♥"  # one to come: the strongest


def test_it_wins_with_its_own_special_card_when_last() -> None:
    assert choice("3H JH", "2H 9H") == "play J♥"


def test_it_takes_a_rich_trick_with_the_joker_of_the_colour() -> None:
    assert choice("3H RJ", "JH 8H") == "play RJ"


def test_it_does_not_throw_the_off_colour_joker_when_it_can_follow() -> None:
    assert choice("3H 5H BJ", "KH 9H") == "play 3♥"


def test_it_keeps_special_cards_out_of_tricks_it_cannot_win() -> None:
    assert choice("8H JH 2H", "AH") == "play 2♥"


def test_forced_off_suit_it_sheds_a_high_plain_card() -> None:
    assert choice("8H JH KD 2S", "5C") == "play K♦"


def test_with_one_legal_action_it_plays_it() -> None:
    assert choice("4C 9H", "2C") == "play 4♣"


def test_choices_are_deterministic_for_a_seed() -> None:
    state = szaman.new_game(Rules(players=4), seed=6)
    bots_a = [HeuristicBot(seed=s) for s in range(4)]
    bots_b = [HeuristicBot(seed=s) for s in range(4)]
    assert play_game(state, bots_a) == play_game(state, bots_b)


@pytest.mark.parametrize("variant", ["classic", "russian"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_bots_play_whole_games(players: int, variant: str) -> None:
    rules = Rules(players=players, variant=variant)  # type: ignore[arg-type]
    bots = [HeuristicBot(seed=s) if s % 2 else RandomBot(seed=s) for s in range(players)]
    final, events = play_game(szaman.new_game(rules, seed=players), bots)
    assert final.is_over
    assert final.winners
    assert sum(isinstance(e, HandScored) for e in events) == 6


@pytest.mark.parametrize("variant", ["classic", "russian"])
def test_the_heuristic_bot_takes_more_points_than_random_play(variant: str) -> None:
    heuristic = random_ = 0
    for seed in range(20):
        rules = Rules(players=4, variant=variant)  # type: ignore[arg-type]
        bots = [HeuristicBot(seed=s) if s % 2 == 0 else RandomBot(seed=s) for s in range(4)]
        _, events = play_game(szaman.new_game(rules, seed=seed), bots)
        for event in events:
            if isinstance(event, HandScored):
                heuristic += event.points[0] + event.points[2]
                random_ += event.points[1] + event.points[3]
    assert heuristic > random_


def test_the_bot_never_sees_the_state() -> None:
    view = view_of("2C 9H RJ")
    assert not hasattr(view, "hands")
    assert HeuristicBot().choose(view) == Play(Card.parse("RJ"), suit=Suit.HEARTS)
