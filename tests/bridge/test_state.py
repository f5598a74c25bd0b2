"""Bridge's state: the auction, the opening lead, the dummy faced and played by the
declarer, the views, the events and the scores of a board."""

from __future__ import annotations

import json
import random

import pytest

from tests.bridge import positions as br
from tricktaker import (
    IllegalActionError,
    Play,
    RulesError,
    SerializationError,
    Table,
    bridge,
    from_json,
    parse_action,
    parse_cards,
    testing,
    to_json,
)
from tricktaker.bots import RandomBot, play_game
from tricktaker.games import decider_of

card = {c.code: c for hand in br.HANDS for c in hand}


def test_the_declarers_left_leads_and_the_dummy_is_faced_after_the_lead() -> None:
    state = br.LEAD
    assert str(state.contract) == "4♠ by N"
    assert state.dummy == 2
    assert state.phase is bridge.Phase.PLAY
    assert state.to_act == state.decider == 1
    assert state.shown_hands == (None, None, None, None)  # not before the opening lead
    after, events = state.apply(parse_action(state, "2h"))
    assert [type(event).__name__ for event in events] == ["CardPlayed", "DummyFaced"]
    assert events[1] == bridge.DummyFaced(seat=2, cards=br.HANDS[2])
    for seat in range(4):
        assert after.view(seat).shown_hands == (None, None, br.HANDS[2], None)


def test_the_declarer_decides_for_the_dummy() -> None:
    state = br.DUMMY
    assert state.to_act == 2
    assert state.decider == 0
    assert decider_of(state) == 0
    dummy_cards = tuple(Play(c) for c in br.HANDS[2])
    assert state.legal_actions() == dummy_cards
    assert state.view(0).legal_actions() == dummy_cards  # North plays South's cards
    assert state.view(2).legal_actions() == ()  # the dummy chooses nothing
    assert state.view(0).hand == br.HANDS[0]  # its own hand stays its own
    error = state.view(2).refusal(Play(card["2D"]))
    assert error is not None
    assert error.code == "not_your_turn"
    assert str(error) == "cannot play 2♦: the declarer N plays the dummy's cards, not seat 2's"
    assert parse_action(state.view(0), "2d") == Play(card["2D"])
    with pytest.raises(IllegalActionError, match="the dummy does not hold it"):
        state.apply(Play(card["AS"]))


def test_a_table_takes_the_dummys_card_from_the_declarer() -> None:
    table = Table(br.DUMMY)
    with pytest.raises(IllegalActionError) as caught:
        table.act(2, Play(card["2D"]))
    assert caught.value.code == "not_your_turn"
    events = table.act(0, Play(card["2D"]))
    assert events[0] == bridge.CardPlayed(seat=2, card=card["2D"])  # the dummy's card


def test_no_view_holds_another_seats_hidden_cards() -> None:
    for state in (br.LEAD, br.DUMMY):
        for seat in range(4):
            view = state.view(seat)
            seen = set(view.hand) | {c for hand in view.shown_hands if hand for c in hand}
            assert seen <= set(state.hands[seat]) | set(state.hands[2])
    assert br.DUMMY.view(2).hand == br.DUMMY.hands[2]  # the dummy sees only what a dummy does
    assert set(br.DUMMY.view(2).shown_hands[2] or ()) == set(br.DUMMY.hands[2])


def test_a_made_contract_scores_for_its_side() -> None:
    state = br.DUMMY
    while not state.is_over:  # North draws trumps and runs them: all 13 tricks
        state, events = state.apply(state.legal_actions()[-1])
    scored = next(e for e in events if isinstance(e, bridge.BoardScored))
    assert scored.declarer_tricks == state.declarer_tricks
    expected = bridge.score(state.contract, tricks=state.declarer_tricks, vulnerable=False)
    assert state.scores == (expected, -expected, expected, -expected)
    assert state.winners == ((0, 2) if expected > 0 else (1, 3))


def test_a_passed_out_board_scores_nothing_and_ends_the_game() -> None:
    state = br.OVER
    assert state.is_over
    assert state.contract is None
    assert state.scores == (0, 0, 0, 0)
    assert state.winners == (0, 1, 2, 3)
    assert state.legal_actions() == ()


def test_boards_rotate_dealer_and_vulnerability() -> None:
    state = bridge.new_game(bridge.Rules(boards=3, rotation=True), seed=4)
    seen = []
    while not state.is_over:
        if not state.calls:
            seen.append((state.board, state.dealer, state.vulnerable))
        state, _ = state.apply(bridge.PASS)
    assert seen == [(1, 0, (False, False)), (2, 1, (True, False)), (3, 2, (False, True))]


def test_the_deal_is_redacted_for_each_seat() -> None:
    _, events = bridge.start(bridge.Rules(), seed=3)
    started = events[0]
    assert isinstance(started, bridge.BoardStarted)
    assert started.for_seat(1).hands[1] == started.hands[1]
    assert [hand is None for hand in started.for_seat(1).hands] == [True, False, True, True]


def test_check_game_passes_over_boards_and_vulnerabilities() -> None:
    testing.check_game(bridge.GAME, games=2, seed=11)
    testing.check_game(bridge.GAME, rules=bridge.Rules(boards=2, rotation=True), games=1)
    testing.check_game(bridge.GAME, rules=bridge.Rules(dealer=3, non_dealer_vul=True), games=1)


def test_the_bots_play_whole_games() -> None:
    for bot in (RandomBot, bridge.HeuristicBot):
        final, _ = play_game(bridge.new_game(seed=2), [bot(seed=seat) for seat in range(4)])
        assert final.is_over
    searching = [bridge.search_bot(seed=seat, playouts=2) for seat in range(4)]
    final, _ = play_game(bridge.new_game(seed=3), searching)
    assert final.is_over


def test_a_deal_must_be_the_whole_deck() -> None:
    with pytest.raises(RulesError, match="Deal: 1 hands for 4 players"):
        bridge.new_game(deal=bridge.Deal([parse_cards("2C")]))


def _play_to_the_end(seed: int) -> bridge.State:
    state = bridge.new_game(seed=seed)
    chooser = random.Random(seed)
    while state.to_act is not None:
        state, _ = state.apply(chooser.choice(state.legal_actions()))
    return state


def test_json_of_a_board_with_a_card_short_of_whole_tricks_is_refused_as_json() -> None:
    # A finished board whose played cards are not whole tricks passed the record's check and
    # then failed in the state's constructor with a bare TricktakerError.
    document = json.loads(to_json(_play_to_the_end(3)))
    document["played"] = document["played"][:-1]
    with pytest.raises(SerializationError, match="whole tricks"):
        from_json(json.dumps(document))


def test_json_of_a_view_holding_a_card_of_another_deck_is_refused() -> None:
    # A Wizard card in a bridge trick reached legal_actions (an AssertionError) before.
    state = bridge.new_game(seed=5)
    chooser = random.Random(5)
    while state.phase is not bridge.Phase.PLAY or not state.trick:
        state, _ = state.apply(chooser.choice(state.legal_actions()))
    document = json.loads(to_json(state.view(state.to_act)))
    document["trick"][0] = "W1"
    with pytest.raises(SerializationError, match="W1 is not a card of bridge's 52-card deck"):
        from_json(json.dumps(document))


def test_a_view_read_from_its_json_is_the_view_at_every_step() -> None:
    # A view derives its hand sizes and the dummy's shown cards from the public part it
    # shares with its state; read from JSON, it must rebuild that part from its fields alone,
    # in the middle of a trick the dummy has played to as well.
    for seed in (1, 2, 3):
        state = bridge.new_game(seed=seed)
        chooser = random.Random(seed)
        while True:
            for seat in range(4):
                view = state.view(seat)
                again = from_json(to_json(view))
                assert again == view
                assert again.legal_actions() == view.legal_actions()
                assert view.hand_sizes == tuple(len(hand) for hand in state.hands)
                assert view.shown_hands == state.shown_hands
            if state.to_act is None:
                break
            state, _ = state.apply(chooser.choice(state.legal_actions()))


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("hand_sizes", [13, 13, 13, 13], "seat 1 holds 13 cards, not 12"),
        ("decider", 2, "the view's decider is 2, where its other fields give 0"),
        ("shown_hands", [None] * 4, "the dummy's hand is shown once the opening lead is made"),
    ],
)
def test_json_of_a_view_whose_derived_fields_disagree_is_refused(
    field: str, value: object, message: str
) -> None:
    state = br.LEAD.apply(parse_action(br.LEAD, "2h"))[0]  # the dummy faced, its turn
    document = json.loads(to_json(state.view(state.decider)))
    assert document[field] != value
    document[field] = value
    with pytest.raises(SerializationError, match=message):
        from_json(json.dumps(document))
