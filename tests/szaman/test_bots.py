"""Unit tests of tricktaker.szaman.bots: the points bot's and the target-playing heuristic
bot's choices in crafted views, and whole games of bots."""

from __future__ import annotations

from typing import Any

import pytest

from tricktaker import Card, Play, Suit, parse_cards, szaman
from tricktaker.bots import RandomBot, play_game
from tricktaker.szaman import HandScored, HeuristicBot, Phase, PointsBot, Rules, State, View
from tricktaker.szaman.bots import HAND_WORTH, course, hand_worth, hands_to_come


def view_of(
    hand: str,
    trick: str = "",
    *,
    players: int = 3,
    variant: str = "classic",
    scores: tuple[int, ...] | None = None,
    hand_number: int = 1,
    played: str = "3S 4S",
    **rules: Any,
) -> View:
    """The view of the seat to play next after ``trick`` was played, holding ``hand``;
    ``scores`` are that seat's total first, then the others'."""
    cards = parse_cards(trick)
    seat = len(cards)
    totals = list(scores if scores is not None else (0,) * players)
    totals.insert(seat, totals.pop(0))
    hands = [parse_cards("2D")] * players
    hands[seat] = tuple(sorted(parse_cards(hand)))
    suit = None
    if cards:
        suit = cards[0].suit
    state = State(
        rules=Rules(players=players, variant=variant, **rules),
        seed=0,
        hand_number=hand_number,
        hands=tuple(hands),
        stock=(),
        trick=cards,
        trick_suit=suit,
        leader=0,
        played=parse_cards(played),
        scores=tuple(totals),
        hand_points=(0,) * players,
        phase=Phase.PLAY,
        to_act=seat,
    )
    return state.view(seat)


def choice(hand: str, trick: str = "", *, bot: type = PointsBot, **options: Any) -> str:
    view = view_of(hand, trick, **options)
    action = bot(seed=0).choose(view)
    assert action in view.legal_actions()
    return str(action)


def target_choice(hand: str, trick: str = "", **options: Any) -> str:
    return choice(hand, trick, bot=HeuristicBot, **options)


# -- the points bot (the heuristic of earlier releases) -------------------------------------


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


def test_the_points_bot_is_registered_as_points() -> None:
    assert szaman.GAME.bots["points"] is PointsBot
    assert szaman.GAME.bots["heuristic"] is HeuristicBot


# -- what a hand is worth, and where a seat is heading --------------------------------------


def test_a_hand_is_worth_something_at_every_table() -> None:
    for variant in ("classic", "russian"):
        for players in range(2, 7):
            rules = Rules(players=players, variant=variant)
            worth = hand_worth(rules)
            assert worth is HAND_WORTH[variant, players]
            assert worth.sd > 0
    # Fewer players share the same tricks and specials: each takes more.
    assert hand_worth(Rules(players=2)).mean > hand_worth(Rules(players=6)).mean
    # Every card is played in Russian, with Q♠ special and no penalty: hands are worth more.
    assert hand_worth(Rules(variant="russian")).mean > hand_worth(Rules()).mean


def test_the_hands_to_come_count_the_whole_game_at_its_start() -> None:
    for variant in ("classic", "russian"):
        rules = Rules(players=4, variant=variant, hands=5)
        assert hands_to_come(szaman.new_game(rules, seed=3).view(0)) == 5.0


def test_the_hands_to_come_shrink_within_the_last_hand() -> None:
    view = view_of("2C 9H", "", hand_number=6)
    assert 0 < hands_to_come(view) < 1


def test_a_seat_far_below_the_target_plays_for_points() -> None:
    heading = course(view_of("2C 9H", "", hand_number=6, scores=(10, 30, 20)))
    assert heading.over < 0
    assert not heading.sheds
    assert heading.cap > 11  # J♥ is welcome


def test_a_seat_past_the_target_sheds_when_another_is_closer() -> None:
    assert course(view_of("2C 9H", "", hand_number=6, scores=(80, 60, 58))).sheds


def test_past_the_target_it_plays_on_while_the_others_are_further_short() -> None:
    # At 70 it is 4 away; the others, at 20, cannot come as close in what is left.
    assert not course(view_of("2C 9H", "", hand_number=6, scores=(70, 20, 20))).sheds


def test_the_course_reads_the_target_and_the_hands_from_the_rules() -> None:
    short = Rules(players=4, variant="russian", target=10, hands=2)
    long = Rules(players=4, variant="russian", target=200, hands=2)
    assert course(szaman.new_game(short, seed=1).view(0)).sheds
    assert not course(szaman.new_game(long, seed=1).view(0)).sheds


# -- the heuristic bot: playing for the target ----------------------------------------------


def test_far_behind_in_the_last_hand_it_takes_the_jack_of_hearts() -> None:
    assert target_choice("3H QH", "JH 2H", hand_number=6, scores=(20, 50, 40)) == "play Q♥"


def test_at_64_in_the_last_hand_it_lets_the_jack_of_hearts_go() -> None:
    # 11 more would take it to 75, further than the others at 60 and 58.
    assert target_choice("3H QH", "JH 2H", hand_number=6, scores=(64, 60, 58)) == "play 3♥"


def test_at_64_when_it_cannot_lose_the_trick_it_spends_its_highest_card() -> None:
    assert target_choice("QH AH", "JH 2H", hand_number=6, scores=(64, 60, 58)) == "play A♥"


def test_over_the_target_it_leads_low_and_keeps_its_joker() -> None:
    over: dict[str, Any] = {"hand_number": 6, "scores": (90, 60, 58)}
    assert choice("2C 9S RJ") == "play RJ as ♥"
    assert target_choice("2C 9S RJ", **over) == "play 2♣"


def test_over_the_target_it_throws_a_special_card_into_another_s_trick() -> None:
    assert target_choice("8H JH KD 2S", "5C", hand_number=6, scores=(90, 60, 58)) == "play J♥"


def test_over_the_target_it_loses_with_its_highest_card_that_loses() -> None:
    assert target_choice("2S 9S KS", "QS", hand_number=6, scores=(90, 60, 58)) == "play 9♠"


def test_over_the_target_and_sure_to_win_it_spends_its_highest_card() -> None:
    assert target_choice("9S KS", "2S 3S", hand_number=6, scores=(90, 60, 58)) == "play K♠"


def test_far_over_in_classic_it_keeps_a_joker_for_the_penalty() -> None:
    far: dict[str, Any] = {"hand_number": 6, "scores": (100, 60, 58)}
    assert target_choice("2S RJ", "5C", **far) == "play 2♠"
    # In Russian every card is played, so the Joker goes while it cannot win.
    assert target_choice("2S RJ", "5C", variant="russian", **far) == "play RJ"


def test_a_little_over_in_classic_it_throws_the_joker_rather_than_pay_20() -> None:
    assert target_choice("2S RJ", "5C", hand_number=6, scores=(72, 60, 58)) == "play RJ"


def test_with_jokers_always_playable_it_keeps_or_throws_the_other_joker_as_suits_the_gap() -> None:
    far: dict[str, Any] = {"hand_number": 6, "scores": (100, 60, 58)}
    loose: dict[str, Any] = {"jokers_always_playable": True}
    # Following ♠, RJ is off-suit: playable only under the option, and it never wins.
    assert target_choice("3S 9S RJ", "KS", **far) == "play 9♠"
    assert target_choice("3S 9S RJ", "KS", **far, **loose) == "play 9♠"  # kept: −20 later
    assert target_choice("3S 9S RJ", "KS", variant="russian", **far, **loose) == "play RJ"
    near: dict[str, Any] = {"hand_number": 6, "scores": (72, 60, 58)}
    assert target_choice("3S 9S RJ", "KS", **near, **loose) == "play RJ"  # −2, not −20


def test_for_points_it_leads_a_jack_of_hearts_nothing_can_beat() -> None:
    gone = "QH KH AH RJ 3S 4S 5S"
    assert target_choice("2C 5D JH", played=gone) == "play J♥"
    assert choice("2C 5D JH", played=gone) == "play 5♦"


def test_for_points_it_leads_a_card_nothing_can_beat_before_a_higher_one() -> None:
    assert target_choice("AC 10C KD", played="3S 4S") == "play A♣"
    assert target_choice("KC KD", played="AC 3S BJ") == "play K♣"


def test_for_points_a_void_throws_the_lowest_card_of_its_longest_suit() -> None:
    assert target_choice("8H JH KD 2S 5S 9S", "5C") == "play 2♠"


def test_the_heuristic_bot_never_sees_the_state() -> None:
    view = view_of("2C 9H RJ")
    assert not hasattr(view, "hands")
    assert HeuristicBot().choose(view) == Play(Card.parse("RJ"), suit=Suit.HEARTS)


# -- whole games ----------------------------------------------------------------------------


class Checked:
    """Wraps a bot: every choice must be one of the view's legal actions."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.choices = 0

    def choose(self, view: View) -> Play:
        action: Play = self.bot.choose(view)
        assert action in view.legal_actions()
        self.choices += 1
        return action


@pytest.mark.parametrize("variant", ["classic", "russian"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_bots_choose_legal_plays_over_many_games(players: int, variant: str) -> None:
    makers = (HeuristicBot, PointsBot, RandomBot)
    for seed in range(6):
        # Targets and game lengths that put the heuristic in each of its modes.
        rules = Rules(
            players=players,
            variant=variant,  # type: ignore[arg-type]
            target=(66, 20, 150)[seed % 3],
            hands=(6, 3)[seed % 2],
        )
        bots = [Checked(makers[(seat + seed) % 3](seed * 10 + seat)) for seat in range(players)]
        final, events = play_game(szaman.new_game(rules, seed=seed), bots)
        assert final.is_over
        assert final.winners
        assert sum(isinstance(e, HandScored) for e in events) == rules.hands
        assert all(bot.choices for bot in bots)


@pytest.mark.parametrize("make", [HeuristicBot, PointsBot])
def test_choices_are_deterministic_for_a_seed(make: type) -> None:
    for variant in ("classic", "russian"):
        state = szaman.new_game(Rules(players=4, variant=variant), seed=6)
        first = play_game(state, [make(seed=s) for s in range(4)])
        assert play_game(state, [make(seed=s) for s in range(4)]) == first


@pytest.mark.parametrize("variant", ["classic", "russian"])
def test_the_points_bot_takes_more_points_than_random_play(variant: str) -> None:
    points = random_ = 0
    for seed in range(20):
        rules = Rules(players=4, variant=variant)  # type: ignore[arg-type]
        bots = [PointsBot(seed=s) if s % 2 == 0 else RandomBot(seed=s) for s in range(4)]
        _, events = play_game(szaman.new_game(rules, seed=seed), bots)
        for event in events:
            if isinstance(event, HandScored):
                points += event.points[0] + event.points[2]
                random_ += event.points[1] + event.points[3]
    assert points > random_


def test_in_russian_the_heuristic_bot_ends_nearer_the_target_than_the_points_bot() -> None:
    # Three players take about 23 points a hand each: playing for points overshoots 66.
    heuristic: list[int] = []
    points: list[int] = []
    for seed in range(20):
        rules = Rules(players=3, variant="russian")
        bots = [HeuristicBot(seed), PointsBot(seed + 1), HeuristicBot(seed + 2)]
        final, _ = play_game(szaman.new_game(rules, seed=seed), bots)
        heuristic += [abs(final.scores[0] - 66), abs(final.scores[2] - 66)]
        points.append(abs(final.scores[1] - 66))
    assert sum(heuristic) / len(heuristic) < sum(points) / len(points) / 2
