"""Explicit chance (tricktaker.chance, issue 13): every deal a chance node, for every game.

Whole games are played with the deals as chance nodes: every outcome set's probabilities are
exact and add up to 1, every card of a deal is dealt once, and a chance game given the cards
of a seeded game's deals plays exactly as the seeded game does (the same states, events and
scores). Bad outcomes raise and change nothing.
"""

from __future__ import annotations

import math
import random
from fractions import Fraction
from typing import Any

import attrs
import pytest

from tests.registry import GAMES
from tricktaker import (
    Card,
    IllegalActionError,
    Play,
    RulesError,
    TricktakerError,
    chance,
    game_of,
    get_game,
    ohhell,
    szaman,
    wizard,
)
from tricktaker.cards import STANDARD_DECK, SZAMAN_DECK, WIZARD_DECK

# Short games where a rule option allows it; Wizard's full game (its length is fixed).
CONFIGS = [
    ("wizard", wizard.Rules(players=3)),
    ("wizard", wizard.Rules(players=6, hook=True, first_dealer=4)),
    ("szaman", szaman.Rules(players=2, hands=2)),
    ("szaman", szaman.Rules(players=5, hands=2, variant="russian")),
    ("ohhell", ohhell.Rules(players=4, schedule=(3, 13, 1), first_dealer=3)),
    ("ohhell", ohhell.Rules(players=7, schedule=(7, 2))),
]
CONFIGS += [  # every other registered game, on its default rules
    (name, get_game(name).rules()) for name in GAMES if name not in {n for n, _ in CONFIGS}
]
IDS = [f"{name}-{rules.players}" for name, rules in CONFIGS]
HANDS = [[Card.parse("AS")], [Card.parse("2C")], [Card.parse("3C")]]


def deal_cards(state: Any) -> tuple[Card, ...]:
    """The cards a seeded game's state at the start of a deal was dealt, in the order a chance
    game deals them: seat by seat, then the rest."""
    hands, rest = game_of(state).dealing.dealt(state)
    return tuple(card for hand in hands for card in hand) + tuple(rest)


@pytest.mark.parametrize(("name", "rules"), CONFIGS, ids=IDS)
def test_probabilities_are_exact_and_every_card_is_dealt_once(name: str, rules: Any) -> None:
    rng = random.Random(13)
    deck = get_game(name).dealing.deck(rules)
    state = chance.new_game(name, rules, seed=5)
    deals = 0
    while not state.is_over:
        if not state.is_chance:
            state, _ = state.apply(rng.choice(state.legal_actions()))
            continue
        deals += 1
        number, totals = state.number, state.scores
        hand_size, rest_size = state.deal_sizes()
        dealt: list[Card] = []
        while state.is_chance:
            outcomes = state.chance_outcomes()
            cards = [card for card, _ in outcomes]
            assert sum(p for _, p in outcomes) == 1
            assert {p for _, p in outcomes} == {Fraction(1, len(deck) - len(dealt))}
            assert cards == [card for card in deck if card not in dealt]  # the deck's order
            card = rng.choice(cards)
            dealt.append(card)
            state, _ = state.apply(card)
        assert len(dealt) == len(set(dealt)) == rules.players * hand_size + rest_size
        game_state = state.game_state
        hands, rest = get_game(name).dealing.dealt(game_state)
        assert [sorted(hand) for hand in hands] == [
            sorted(dealt[seat * hand_size : (seat + 1) * hand_size])
            for seat in range(rules.players)
        ]
        assert tuple(rest) == tuple(dealt[rules.players * hand_size :])
        assert (state.number, game_state.scores) == (number, totals)
    assert_deal_count(name, rules, deals)


@pytest.mark.parametrize(("name", "rules"), CONFIGS, ids=IDS)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_cards_of_a_seeded_game_play_it_exactly(name: str, rules: Any, seed: int) -> None:
    game = get_game(name)
    rng = random.Random(seed)
    seeded, seeded_events = game.start(rules, seed=seed)
    state = chance.new_game(name, rules, seed=seed)
    deals = 0
    while True:
        if state.is_chance:
            deals += 1
            cards = deal_cards(seeded)
            if deals % 2:  # a card at a time, or the whole deal at once
                for card in cards:
                    assert state.is_chance
                    state, events = state.apply(card)
            else:
                hands, rest = game.dealing.dealt(seeded)
                state, events = state.deal(hands, rest)
            assert events == dealt_part(seeded_events, events)
        assert not state.is_chance
        assert state.game_state == seeded
        assert (state.to_act, state.scores, state.is_over) == (
            seeded.to_act,
            seeded.scores,
            seeded.is_over,
        )
        if seeded.is_over:
            break
        action = rng.choice(seeded.legal_actions())
        seeded, seeded_events = seeded.apply(action)
        state, events = state.apply(action)
        if state.is_chance:  # the seeded game dealt the next deal: its events come later
            assert events == seeded_events[: len(events)]
            assert len(events) < len(seeded_events)
        else:
            assert events == seeded_events
    assert state.game_state.winners == seeded.winners
    assert_deal_count(name, rules, deals)


def assert_deal_count(name: str, rules: Any, deals: int) -> None:
    """A game had the deals its dealing says: that many, or at most that many if it may end
    sooner (a game to a target score)."""
    dealing = get_game(name).dealing
    if dealing.ends_early is not None and dealing.ends_early(rules):
        assert 1 <= deals <= dealing.deals(rules)
    else:
        assert deals == dealing.deals(rules)


def dealt_part(seeded_events: tuple[Any, ...], events: tuple[Any, ...]) -> tuple[Any, ...]:
    """The events of the deal at the end of a seeded transition's events."""
    return seeded_events[len(seeded_events) - len(events) :]


@pytest.mark.parametrize(("name", "rules"), CONFIGS, ids=IDS)
def test_a_whole_deals_probability_is_that_of_its_cards_dealt_one_at_a_time(
    name: str, rules: Any
) -> None:
    rng = random.Random(3)
    start = chance.new_game(name, rules)
    state, path = start, Fraction(1)
    while state.is_chance:
        outcomes = state.chance_outcomes()
        card, p = rng.choice(outcomes)
        path *= p
        state, _ = state.apply(card)
    hands, rest = get_game(name).dealing.dealt(state.game_state)
    size = len(hands[0])
    # Each hand arrives in any of size! orders; the rest in its one order.
    assert start.deal_probability(hands, rest) == path * math.factorial(size) ** rules.players
    assert start.deal(hands, rest)[0] == state


def test_later_deals_start_from_the_scores_so_far() -> None:
    rules = wizard.Rules(players=3)
    state = chance.new_game("wizard", rules)
    state, _ = state.deal(HANDS, [Card.parse("4S")])  # trump ♠
    for action in (wizard.Bid(0), wizard.Bid(0), wizard.Bid(1)):  # seats 1, 2, then the dealer
        state, _ = state.apply(action)
    state, _ = state.apply(Play(Card.parse("2C")))
    state, _ = state.apply(Play(Card.parse("3C")))
    state, events = state.apply(Play(Card.parse("AS")))  # seat 0 trumps the trick: all made
    assert [type(event).__name__ for event in events] == ["CardPlayed", "TrickWon", "RoundScored"]
    assert state.is_chance
    assert state.to_act is None
    assert state.legal_actions() == ()
    assert (state.number, state.scores, state.deal_sizes()) == (2, (30, 20, 20), (2, 1))
    hands = [[Card.parse(c) for c in pair] for pair in (("W1", "W2"), ("N1", "N2"), ("AH", "KH"))]
    state, events = state.deal(hands, [Card.parse("2S")])
    assert [type(event).__name__ for event in events] == ["RoundStarted", "TrumpTurned"]
    game_state = state.game_state
    assert (game_state.round, game_state.dealer, game_state.to_act) == (2, 1, 2)
    assert game_state.scores == (30, 20, 20)


def test_from_state_turns_a_seeded_game_into_one_with_chance_deals() -> None:
    seeded = szaman.new_game(szaman.Rules(players=3, hands=2), seed=9)
    state = chance.from_state(seeded)
    assert (state.is_chance, state.number, state.game_state) == (False, 1, seeded)
    rng = random.Random(0)
    while not state.is_chance:
        state, _ = state.apply(rng.choice(state.legal_actions()))
    assert state.number == 2
    assert state.dealt == ()
    assert state == chance.State(rules=seeded.rules, seed=9, number=2, totals=state.scores)


# -- bad outcomes ------------------------------------------------------------------------------


def partly_dealt() -> chance.State:
    state = chance.new_game("wizard", wizard.Rules(players=3))
    state, _ = state.apply(Card.parse("AS"))
    return state


@pytest.mark.parametrize(
    ("outcome", "code", "message"),
    [
        (Card.parse("AS"), "illegal", "cannot deal A♠: it is dealt already (3 cards left"),
        (Card.parse("RJ"), "malformed", "cannot deal Card.parse('RJ'): a chance node takes"),
        ("KH", "malformed", "cannot deal 'KH': a chance node takes a card of the Wizard deck"),
        (Play(Card.parse("KH")), "malformed", "cannot deal Play("),
        (None, "malformed", "cannot deal None"),
    ],
)
def test_a_bad_outcome_raises_and_changes_nothing(outcome: Any, code: str, message: str) -> None:
    state = partly_dealt()
    before = chance.State(rules=state.rules, seed=0, number=1, totals=(0, 0, 0), dealt=state.dealt)
    with pytest.raises(IllegalActionError) as error:
        state.apply(outcome)
    assert error.value.code == code
    assert str(error.value).startswith(message)
    assert state == before
    after, _ = state.apply(Card.parse("KH"))  # still deals
    assert after.dealt == (Card.parse("AS"), Card.parse("KH"))


@pytest.mark.parametrize(
    ("hands", "rest", "message"),
    [
        (HANDS[:2], [Card.parse("4H")], "cannot deal hands of [1, 1] cards: this deal gives 3"),
        ([*HANDS[:2], []], [Card.parse("4H")], "cannot deal hands of [1, 1, 0] cards"),
        (HANDS, [], "cannot deal 0 cards besides the hands: this deal has 1"),
        (HANDS, [Card.parse("AS")], "cannot deal A♠ twice"),
        (HANDS, [Card.parse("BJ")], "cannot deal Card.parse('BJ'): not a card of the Wizard"),
        (HANDS, ["4H"], "cannot deal '4H': not a card of the Wizard deck"),
        (5, [], "cannot deal 5 and []: a deal is a sequence of hands"),
    ],
)
def test_a_bad_whole_deal_raises_and_changes_nothing(hands: Any, rest: Any, message: str) -> None:
    state = chance.new_game("wizard", wizard.Rules(players=3))
    for method in (state.deal, state.deal_probability):
        with pytest.raises(IllegalActionError) as error:
            method(hands, rest)
        assert error.value.code == "malformed"
        assert str(error.value).startswith(message)
    assert state == chance.new_game("wizard", wizard.Rules(players=3))


def test_a_whole_deal_is_given_only_before_its_first_card() -> None:
    state = partly_dealt()
    with pytest.raises(IllegalActionError, match="it has begun") as error:
        state.deal(HANDS, [Card.parse("4H")])
    assert error.value.code == "wrong_phase"
    dealt, _ = chance.new_game("wizard", wizard.Rules(players=3)).deal(HANDS, [Card.parse("4H")])
    with pytest.raises(IllegalActionError, match="this deal is complete"):
        dealt.deal(HANDS, [Card.parse("4H")])
    assert dealt.chance_outcomes() == ()


def test_a_bad_action_after_the_deal_is_the_games_refusal() -> None:
    state, _ = chance.new_game("wizard", wizard.Rules(players=3)).deal(HANDS, [Card.parse("4H")])
    with pytest.raises(IllegalActionError) as error:
        state.apply(wizard.Bid(3))
    assert error.value.code == "bid_out_of_range"
    with pytest.raises(IllegalActionError) as error:
        state.apply(Card.parse("5H"))  # a card is dealt only at a chance node
    assert error.value.code == "malformed"


def test_games_and_rules_are_checked() -> None:
    with pytest.raises(TricktakerError, match="no game named 'chess'"):
        chance.new_game("chess")
    with pytest.raises(TricktakerError, match=r"Wizard needs Rules, not Rules\(players=4, var"):
        chance.new_game("wizard", szaman.Rules())
    with pytest.raises(TricktakerError, match="seed must be an int"):
        chance.new_game("wizard", seed="7")  # type: ignore[arg-type]
    assert chance.new_game("ohhell").rules == ohhell.Rules()


def test_a_game_without_dealing_has_no_explicit_chance() -> None:
    game = attrs.evolve(get_game("wizard"), name="nodeal", dealing=None)
    with pytest.raises(TricktakerError, match="Wizard has no explicit chance: its Game gives no"):
        chance.new_game(game)


# -- the games' hooks ----------------------------------------------------------------------------


def test_the_hooks_check_the_round_the_scores_and_the_deal() -> None:
    rules = wizard.Rules(players=3)
    deal = wizard.Deal(HANDS, Card.parse("4H"))
    with pytest.raises(RulesError, match="no round 21: the game has rounds 1 to 20"):
        wizard.deal_round(rules, 21, deal, scores=(0, 0, 0))
    with pytest.raises(RulesError, match="scores must be 3 ints"):
        wizard.deal_round(rules, 1, deal, scores=(0, 0))
    with pytest.raises(RulesError, match="seat 0 holds 1 cards; round 2 deals 2"):
        wizard.deal_round(rules, 2, deal, scores=(0, 0, 0))
    with pytest.raises(TricktakerError, match=r"deal must be a wizard\.Deal"):
        wizard.deal_round(rules, 1, HANDS, scores=(0, 0, 0))  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="no hand 3: the game has hands 1 to 2"):
        szaman.deal_hand(
            szaman.Rules(players=2, hands=2),
            3,
            szaman.Deal([SZAMAN_DECK[:8], SZAMAN_DECK[8:16]], SZAMAN_DECK[16:]),
            scores=(0, 0),
        )
    with pytest.raises(RulesError, match="round 2 deals 2"):
        ohhell.deal_round(
            ohhell.Rules(players=3, schedule=(1, 2)),
            2,
            ohhell.Deal([STANDARD_DECK[i : i + 1] for i in range(3)], STANDARD_DECK[3]),
            scores=(0, 0, 0),
        )


def test_the_last_wizard_round_turns_no_card() -> None:
    rules = wizard.Rules(players=3)
    hands = [WIZARD_DECK[seat * 20 : (seat + 1) * 20] for seat in range(3)]
    state = chance.State(rules=rules, seed=0, number=20, totals=(10, 20, 30))
    assert state.deal_sizes() == (20, 0)
    state, events = state.deal(hands)
    assert state.game_state.trump_card is None
    assert len(events) == 1
    with pytest.raises(RulesError, match="trump_card is None, but a card is left over"):
        wizard.deal_round(rules, 19, wizard.Deal([h[:19] for h in hands]), scores=(0, 0, 0))
