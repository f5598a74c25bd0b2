"""Unit and property tests of tricktaker.records: records replay exactly, and an illegal action
is refused with its index."""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tricktaker
from tricktaker import (
    Card,
    GameRecord,
    IllegalActionError,
    Play,
    ReplayError,
    SerializationError,
    Table,
    TricktakerError,
    from_json,
    game_of,
    replay,
    szaman,
    to_json,
    wizard,
)
from tricktaker.records import replay_steps
from tricktaker.serialize import game_types

RULES: Any = st.one_of(
    st.builds(wizard.Rules, players=st.integers(3, 6), hook=st.booleans()),
    st.builds(
        szaman.Rules,
        players=st.integers(2, 6),
        variant=st.sampled_from(["classic", "russian"]),
        hands=st.integers(1, 3),
        lead_starting_card=st.booleans(),
        jokers_always_playable=st.booleans(),
    ),
    st.builds(szaman.Rules, hands=st.integers(1, 3), end_before_draw=st.just(True)),
)


def random_game(rules: Any, seed: int, steps: int) -> Table[Any]:
    table = Table.start(game_of(rules), rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if table.state.is_over:
            break
        table.act(table.state.to_act, rng.choice(table.state.legal_actions()))
    return table


@settings(max_examples=30)
@given(rules=RULES, seed=st.integers(0, 2**63 - 1), steps=st.integers(0, 2000))
def test_a_saved_record_replays_to_the_identical_final_state(
    rules: Any, seed: int, steps: int
) -> None:
    table = random_game(rules, seed, steps)
    record = from_json(to_json(table.record()), GameRecord)
    assert record == table.record()
    assert replay(record) == table.state
    assert record.replay() == table.state
    assert record.version == tricktaker.__version__


@settings(max_examples=30)
@given(rules=RULES, seed=st.integers(0, 2**63 - 1), data=st.data())
def test_the_first_illegal_action_is_named_by_its_index(
    rules: Any, seed: int, data: st.DataObject
) -> None:
    record = random_game(rules, seed, 60).record()
    index = data.draw(st.integers(0, len(record.actions)))
    bad = Play(Card.parse("W1") if isinstance(rules, szaman.Rules) else Card.parse("RJ"))
    actions = record.actions[:index] + (bad,) + record.actions[index:]
    with pytest.raises(ReplayError) as caught:
        replay(attrs.evolve(record, actions=actions))
    error = caught.value
    assert (error.index, error.action) == (index, bad)
    assert str(error).startswith(f"action {index} (play ")
    assert error.reason in str(error)
    assert isinstance(error, IllegalActionError)
    assert isinstance(error, TricktakerError)


def test_an_action_after_the_end_is_illegal() -> None:
    record = random_game(szaman.Rules(players=2, hands=1), 3, 10_000).record()
    extra = attrs.evolve(record, actions=(*record.actions, record.actions[-1]))
    with pytest.raises(ReplayError, match=f"action {len(record.actions)} .*the game is over"):
        extra.replay()


def test_a_record_from_another_release_says_so_when_it_fails() -> None:
    record = GameRecord(
        game="wizard", rules=wizard.Rules(players=3), seed=2, actions=(wizard.Bid(5),)
    )
    with pytest.raises(ReplayError, match=r"bids are 0 to 1$"):
        record.replay()
    old = attrs.evolve(record, version="0.0.1")
    with pytest.raises(ReplayError, match=r"made by tricktaker 0\.0\.1.*deals may differ"):
        old.replay()


def test_replay_steps_yields_the_deal_then_one_state_per_action() -> None:
    table = random_game(wizard.Rules(players=3), 5, 40)
    steps = list(replay_steps(table.record()))
    assert len(steps) == 41
    assert steps[0] == wizard.start(wizard.Rules(players=3), seed=5)
    assert steps[-1][0] == table.state
    assert tuple(event for _, events in steps for event in events) == table.events


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"game": "chess"}, "no game named 'chess'"),
        ({"game": 3}, "GameRecord.game must be a game's name"),
        ({"rules": szaman.Rules()}, "GameRecord.rules must be the rules of Wizard"),
        ({"seed": "7"}, "GameRecord.seed must be an int"),
        ({"seed": True}, "GameRecord.seed must be an int"),
        ({"actions": [wizard.Bid(1)]}, "GameRecord.actions must be a tuple"),
        ({"version": 1}, "GameRecord.version must be a str"),
    ],
)
def test_a_record_checks_its_fields(fields: dict[str, Any], message: str) -> None:
    good: dict[str, Any] = {"game": "wizard", "rules": wizard.Rules(), "seed": 1}
    with pytest.raises(TricktakerError, match=message):
        GameRecord(**{**good, **fields})


def test_replay_takes_only_a_record() -> None:
    with pytest.raises(TricktakerError, match="replay takes a GameRecord"):
        replay("{}")  # type: ignore[arg-type]


def test_a_record_of_no_actions_is_the_new_game() -> None:
    record = GameRecord(game="szaman", rules=szaman.Rules(players=5), seed=12)
    assert record.replay() == szaman.new_game(szaman.Rules(players=5), seed=12)
    assert from_json(to_json(record)) == record


ODD_ACTIONS = st.one_of(
    st.builds(Play, st.sampled_from([Card.from_index(i) for i in range(62)]), st.none()),
    st.builds(
        Play,
        st.sampled_from([Card.from_index(i) for i in range(62)]),
        st.sampled_from(list(tricktaker.Suit)),
    ),
    st.builds(wizard.Bid, st.integers(-3, 25)),
    st.builds(wizard.ChooseTrump, st.sampled_from(list(tricktaker.Suit))),
    st.just(wizard.Rules()),
    st.just(szaman.CardDrawn(seat=0, card=None)),
)


@settings(max_examples=60)
@given(rules=RULES, seed=st.integers(0, 2**63 - 1), actions=st.lists(ODD_ACTIONS, max_size=12))
def test_any_list_of_actions_replays_or_is_refused_with_an_index(
    rules: Any, seed: int, actions: list[Any]
) -> None:
    name = game_of(rules).name
    record = GameRecord(game=name, rules=rules, seed=seed, actions=tuple(actions))
    # from_json reads a record's actions only if they are its game's, within their bounds.
    readable = all(
        type(a) in game_types(name, "action")
        and not (type(a) is wizard.Bid and not 0 <= a.tricks <= 20)
        for a in actions
    )
    if readable:
        assert from_json(to_json(record), GameRecord) == record
    else:
        with pytest.raises(SerializationError, match=r"GameRecord.*actions\[\d+\]"):
            from_json(to_json(record), GameRecord)
    result = replayed_or_refused(record)
    if isinstance(result, ReplayError):
        assert 0 <= result.index < len(actions)
        assert result.action == actions[result.index]
        assert len(str(result)) < 500
        before = attrs.evolve(record, actions=record.actions[: result.index]).replay()
        with pytest.raises(IllegalActionError):
            before.apply(result.action)
    else:
        assert len(Table.from_record(record).history) == len(actions)
        assert result == Table.from_record(record).state


def replayed_or_refused(record: GameRecord) -> Any:
    try:
        return record.replay()
    except ReplayError as error:
        return error
