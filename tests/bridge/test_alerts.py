"""Alerts and explanations carried by calls. Online, as on BBO, a caller alerts its own call and
explains it to the opponents, whom the explanation is for (Law 20F1: a player may ask for an
explanation of the opponents' auction; Law 40B: a side's partnership agreements are disclosed
to the opponents), and its partner is not told (Law 20F5 and Law 16: a partner may not learn
from the explanation of his own side's call; online, self-alerts are not shown to the
partner). A call alerted is the call: it is legal where the call is, and the auction keeps the
call; the alert is kept beside it, in ``alerts``."""

from __future__ import annotations

import json

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.test_cli_play import ANSI, play
from tricktaker import (
    Event,
    IllegalActionError,
    Play,
    TricktakerError,
    bridge,
    from_json,
    parse_action,
    to_json,
)
from tricktaker.bridge.calls import BIDS
from tricktaker.bridge.pbn import boards_played

CALL_TYPES = (bridge.Bid, bridge.Pass, bridge.Double, bridge.Redouble)
STRONG = bridge.Bid(2, bridge.Strain.CLUBS, alert="strong, artificial")
NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3


def opened() -> tuple[bridge.State, list[Event]]:
    """North opens an alerted 2♣; East passes; South bids 2♦ alerted with no explanation."""
    state, events = bridge.start(bridge.Rules(), seed=1)
    every = list(events)
    for call in (STRONG, bridge.PASS, bridge.Bid(2, bridge.Strain.DIAMONDS, alert="")):
        state, events = state.apply(call)
        every += events
    return state, every


def test_an_alerted_call_is_the_call() -> None:
    assert BIDS[5] == STRONG
    assert hash(STRONG) == hash(BIDS[5])
    assert STRONG in bridge.new_game(seed=1).legal_actions()
    state, _ = opened()
    assert state.calls == (BIDS[5], bridge.PASS, BIDS[6])
    assert all(call.alert is None for call in state.calls)  # the auction keeps the calls
    assert state.alerts == ("strong, artificial", None, "")


def test_the_opponents_and_the_caller_are_told_not_the_partner() -> None:
    state, _ = opened()
    assert state.view(NORTH).alerts == ("strong, artificial", None, None)  # South's: partner
    assert state.view(EAST).alerts == ("strong, artificial", None, "")
    assert state.view(SOUTH).alerts == (None, None, "")  # North's: partner
    assert state.view(WEST).alerts == ("strong, artificial", None, "")


def test_the_event_is_told_to_the_opponents_with_the_explanation() -> None:
    _, events = opened()
    made = [event for event in events if isinstance(event, bridge.CallMade)]
    assert made[0] == bridge.CallMade(seat=NORTH, call=BIDS[5], alert="strong, artificial")
    assert [made[0].for_seat(seat).alert for seat in range(4)] == [
        "strong, artificial", "strong, artificial", None, "strong, artificial",
    ]  # fmt: skip
    assert str(made[0]) == "North bids 2♣ (alerted: strong, artificial)"
    assert str(made[2]) == "South bids 2♦ (alerted)"
    assert str(made[0].for_seat(SOUTH)) == "North bids 2♣"


def test_an_alert_must_be_text_of_at_most_200_characters() -> None:
    with pytest.raises(IllegalActionError, match="alert"):
        bridge.Bid(2, bridge.Strain.CLUBS, alert="x" * 201)
    with pytest.raises(IllegalActionError, match="alert"):
        bridge.Pass(alert=3)  # type: ignore[arg-type]


def test_states_and_views_with_alerts_read_back_from_json() -> None:
    state, _ = opened()
    for position in (state, *(state.view(seat) for seat in range(4))):
        assert from_json(to_json(position)) == position
    for seat in range(4):
        view = from_json(to_json(state.view(seat)))
        assert view.alerts == state.view(seat).alerts


def test_a_view_told_its_partners_alert_is_refused() -> None:
    state, _ = opened()
    data = json.loads(to_json(state.view(SOUTH)))
    data["alerts"][0] = "strong, artificial"  # North's explanation: not South's to know
    with pytest.raises(TricktakerError):
        from_json(json.dumps(data))
    wrong = json.loads(to_json(state))
    wrong["alerts"] = wrong["alerts"][:2]  # an alert a call
    with pytest.raises(TricktakerError):
        from_json(json.dumps(wrong))


def test_a_record_carries_its_alerts_into_the_game_and_back() -> None:
    lin = (
        "md|3SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,S6789H6789D6789C3,|sv|o|"
        "mb|2C!|an|strong|mb|p|mb|2D!|mb|p|mb|7N|mb|p|mb|p|mb|p|pc|ST|mc|13|"
    )
    (board,) = bridge.read_lin(lin)
    assert [(c.alert, c.explanation) for c in board.auction[:3]] == [
        (True, "strong"), (False, ""), (True, ""),
    ]  # fmt: skip
    replayed = bridge.replay_board(board)
    assert replayed.state is not None
    assert replayed.state.alerts[:3] == ("strong", None, "")
    rules = bridge.Rules(dealer=NORTH, claims=True)
    assert board.deal is not None
    state, step = bridge.start(rules, seed=0, deal=board.deal)
    events: list[Event] = list(step)
    for annotated in board.auction:
        call = annotated.call
        if annotated.alert:
            call = attrs.evolve(call, alert=annotated.explanation)
        state, step = state.apply(call)
        events += step
    for action in (Play(board.play[0]), bridge.Claim(13), bridge.ACCEPT_CLAIM, bridge.ACCEPT_CLAIM):
        state, step = state.apply(action)
        events += step
    assert state.is_over
    (written,) = boards_played(events)
    assert [(c.alert, c.explanation) for c in written.auction[:3]] == [
        (True, "strong"), (False, ""), (True, ""),
    ]  # fmt: skip


def test_a_call_is_alerted_as_it_is_typed() -> None:
    state = bridge.new_game(bridge.Rules(), seed=1)
    alerts = []
    for text in ("2c! strong, artificial", "2c!", "2c"):
        typed = parse_action(state, text)
        assert isinstance(typed, bridge.Bid)
        assert typed == BIDS[5]
        alerts.append(typed.alert)
    assert alerts == ["strong, artificial", "", None]


def test_the_terminal_alerts_a_call_and_shows_it_to_the_opponents_only() -> None:
    argv = ["bridge", "--seed", "5", "--seat", "0", "--bots", "heuristic"]
    status, text, _ = play(argv, ["2c! strong"], try_illegal=False)
    assert status == 0
    screen = ANSI.sub("", text)
    assert "you bid 2♣ (alerted: strong)" in screen
    assert "Auction: North 2♣! (strong)" in screen  # North sees its own alert


def test_a_record_whose_explanation_is_too_long_is_a_defect() -> None:
    lin = (
        "md|3SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,S6789H6789D6789C3,|sv|o|"
        f"mb|2C!|an|{'x' * 201}|mb|p|"
    )
    replayed = bridge.replay_board(bridge.read_lin(lin)[0])
    assert replayed.outcome == "defect"
    assert replayed.problem.startswith("an alert:")


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    picks=st.lists(st.tuples(st.integers(0, 10**6), st.none() | st.text(max_size=20)), max_size=30),
)
def test_alerts_change_nothing_but_what_each_seat_is_told(
    seed: int, picks: list[tuple[int, str | None]]
) -> None:
    alerted = plain = bridge.new_game(bridge.Rules(), seed=seed)
    given: list[str | None] = []
    for pick, alert in picks:
        if alerted.phase is not bridge.Phase.AUCTION:
            break
        legal = [action for action in alerted.legal_actions() if isinstance(action, CALL_TYPES)]
        call = legal[pick % len(legal)] if pick % 3 == 0 or len(alerted.calls) < 2 else bridge.PASS
        seat = alerted.to_act
        alerted, events = alerted.apply(attrs.evolve(call, alert=alert))
        plain, _ = plain.apply(call)
        given.append(alert)
        assert seat is not None
        assert events[0] == bridge.CallMade(seat=seat, call=call, alert=alert)
    assert alerted.alerts == tuple(given)
    fields, bare = json.loads(to_json(alerted)), json.loads(to_json(plain))
    assert fields.pop("alerts") == given
    assert bare.pop("alerts") == [None] * len(given)
    assert fields == bare  # the calls, the contract, the cards: as without the alerts
    for seat in range(4):
        view = alerted.view(seat)
        for index, alert in enumerate(view.alerts):
            caller = (alerted.dealer + index) % 4
            assert alert == (None if caller == (seat + 2) % 4 else given[index])
        assert from_json(to_json(view)) == view
