"""Unit tests of tricktaker.table: turns, subscribers (full and per seat), undo, records."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tests.registry import GAMES
from tests.scripts import load_script
from tricktaker import (
    Card,
    Event,
    GameRecord,
    IllegalActionError,
    Play,
    SubscriberError,
    Table,
    TableError,
    TricktakerError,
    get_game,
    parse_action,
    szaman,
    wizard,
)
from tricktaker.bots import RandomBot
from tricktaker.games import decider_of


def szaman_table(players: int = 3, seed: int = 1) -> Table[Any]:
    return Table.start("szaman", szaman.Rules(players=players), seed=seed)


def first_legal(table: Table[Any] | Table[wizard.State]) -> tuple[int, Any]:
    return table.state.to_act, table.state.legal_actions()[0]


def snapshot(table: Table[Any]) -> tuple[Any, ...]:
    return table.state, table.history, table.events


# -- turns --------------------------------------------------------------------------------------


def test_start_keeps_the_opening_events() -> None:
    table = Table.start("wizard", wizard.Rules(players=3), seed=2)
    state, opening = wizard.start(wizard.Rules(players=3), seed=2)
    assert table.state == state
    assert table.events == opening
    assert table.history == ()
    assert repr(table) == "<Table of State: 0 actions, seat 1 to act>"


def test_start_takes_a_game_default_rules_and_a_fresh_seed() -> None:
    table = Table.start(get_game("szaman"))
    assert table.state.rules == szaman.Rules()
    assert isinstance(table.state.seed, int)
    with pytest.raises(TricktakerError, match="no game named 'chess'"):
        Table.start("chess")
    with pytest.raises(TableError, match="takes a game"):
        Table.start(42)  # type: ignore[arg-type]


def test_a_table_needs_a_state() -> None:
    with pytest.raises(TableError, match="needs a game state"):
        Table(wizard.Rules())  # type: ignore[type-var]


def test_act_applies_returns_the_events_and_records_the_action() -> None:
    table = szaman_table()
    before = table.state
    seat, action = first_legal(table)
    events = table.act(seat, action)
    assert (table.state, events) == before.apply(action)
    assert table.history == (action,)
    assert table.events[-len(events) :] == events


def test_only_the_seat_to_act_may_act_and_nothing_changes() -> None:
    table = szaman_table()
    calls: list[Event] = []
    table.subscribe(calls.append)
    seat, action = first_legal(table)
    other = (seat + 1) % 3
    before = snapshot(table)
    with pytest.raises(IllegalActionError, match=f"it is seat {seat}'s turn, not seat {other}'s"):
        table.act(other, action)
    with pytest.raises(IllegalActionError, match="there is no seat 7 at this table"):
        table.act(7, action)
    with pytest.raises(IllegalActionError, match="there is no seat True"):
        table.act(True, action)
    with pytest.raises(IllegalActionError, match="does not hold it"):
        table.act(seat, Play(Card.parse("W1")))
    with pytest.raises(IllegalActionError):
        table.act(seat, "play the ace")
    assert snapshot(table) == before
    assert calls == []


def test_nobody_acts_once_the_game_is_over() -> None:
    table = Table.start("szaman", szaman.Rules(players=2, hands=1), seed=3)
    while not table.state.is_over:
        table.act(*first_legal(table))
    with pytest.raises(IllegalActionError, match="the game is over"):
        table.act(0, Play(Card.parse("2C")))


# -- subscribers --------------------------------------------------------------------------------


def test_subscribers_get_every_event_in_order_each_seat_its_own_form() -> None:
    table = Table.start("szaman", szaman.Rules(players=3, hands=1), seed=4)
    received: dict[Any, list[Event]] = {None: [], 0: [], 1: [], 2: []}
    order: list[str] = []
    table.subscribe(received[None].append)
    for seat in range(3):
        table.subscribe(received[seat].append, seat=seat)
    table.subscribe(lambda event: order.append("last"))
    returned: list[Event] = []
    while not table.state.is_over:
        returned += table.act(*first_legal(table))
    assert received[None] == returned == list(table.events[1:])
    assert len(order) == len(returned)
    for seat in range(3):
        assert received[seat] == [event.for_seat(seat) for event in returned]
    drawn = [e for e in received[0] if isinstance(e, szaman.CardDrawn)]
    assert drawn
    assert all((e.card is None) == (e.seat != 0) for e in drawn)


def test_catch_up_delivers_the_deal_in_the_seat_form() -> None:
    table = Table.start("wizard", wizard.Rules(players=3), seed=2)
    seen: list[Event] = []
    table.subscribe(seen.append, seat=2, catch_up=True)
    deal = seen[0]
    assert isinstance(deal, wizard.RoundStarted)
    assert deal.hands[2] == table.state.hands[2]
    assert deal.hands[0] is None
    assert deal.hands[1] is None


def test_unsubscribe() -> None:
    table = szaman_table()
    seen: list[Event] = []
    table.subscribe(seen.append, seat=0)
    table.subscribe(seen.append, seat=1)
    table.unsubscribe(seen.append)  # every subscription of it
    table.act(*first_legal(table))
    assert seen == []
    with pytest.raises(TableError, match="is not subscribed"):
        table.unsubscribe(seen.append)


def test_subscribe_checks_its_arguments() -> None:
    table = szaman_table()
    with pytest.raises(TableError, match="no seat 3"):
        table.subscribe(print, seat=3)
    with pytest.raises(TableError, match="must be callable"):
        table.subscribe("print")  # type: ignore[type-var]
    assert table.subscribe(print) is print


def test_a_subscriber_that_raises_does_not_corrupt_the_table() -> None:
    table = Table.start("szaman", szaman.Rules(players=2), seed=5)
    before: list[Event] = []
    after: list[Event] = []

    def broken(event: Event) -> None:
        raise RuntimeError(f"cannot show {event}")

    table.subscribe(before.append)
    table.subscribe(broken)
    table.subscribe(after.append, seat=1)
    start = table.state
    seat, action = first_legal(table)
    with pytest.raises(SubscriberError, match="a subscriber raised RuntimeError") as caught:
        table.act(seat, action)
    assert table.history == (action,)
    assert table.state == start.apply(action)[0]
    assert before == list(start.apply(action)[1])
    assert after == [event.for_seat(1) for event in before]
    assert [type(error) for error in caught.value.errors] == [RuntimeError] * len(before)
    assert caught.value.__cause__ is caught.value.errors[0]
    assert isinstance(caught.value, TricktakerError)
    assert not isinstance(caught.value, IllegalActionError)
    table.unsubscribe(broken)
    table.act(*first_legal(table))  # the table goes on
    assert len(table.history) == 2


def test_keyboard_interrupt_in_a_subscriber_leaves_the_table_usable() -> None:
    table = szaman_table()
    seen: list[Event] = []

    def stop(event: Event) -> None:
        raise KeyboardInterrupt

    table.subscribe(stop)
    with pytest.raises(KeyboardInterrupt):
        table.act(*first_legal(table))
    table.unsubscribe(stop)
    table.subscribe(seen.append)
    events = table.act(*first_legal(table))
    assert seen == list(events)


def test_a_subscriber_may_act_and_events_stay_in_order() -> None:
    """Bots that answer from inside a subscriber: the whole game plays from one act()."""
    rules = wizard.Rules(players=3)
    table = Table.start("wizard", rules, seed=7)
    rng = random.Random(7)
    seen: list[Event] = []

    def bots(event: Event) -> None:
        seat = table.state.to_act
        if seat is not None and seat != 0:
            table.act(seat, rng.choice(table.state.legal_actions()))

    table.subscribe(seen.append)
    table.subscribe(bots)
    while not table.state.is_over:
        table.act(table.state.to_act, rng.choice(table.state.legal_actions()))
        assert table.state.to_act in (0, None)  # the bots answered at once
    assert seen == list(table.events[2:])
    assert GameRecord(game="wizard", rules=rules, seed=7, actions=table.history).replay() == (
        table.state
    )


def test_a_subscriber_that_raises_during_catch_up_is_not_subscribed() -> None:
    table = szaman_table()
    table.act(*first_legal(table))
    calls: list[Event] = []

    def broken(event: Event) -> None:
        calls.append(event)
        raise RuntimeError("the socket is closed")

    before = snapshot(table)
    with pytest.raises(SubscriberError) as caught:
        table.subscribe(broken, seat=0, catch_up=True)
    message = str(caught.value)
    assert "during its catch-up" in message
    assert "it was not subscribed" in message
    assert "nothing was applied" in message
    assert "the action was applied" not in message
    assert caught.value.during_catch_up
    assert isinstance(caught.value.__cause__, RuntimeError)
    assert len(calls) == 1  # the catch-up stopped at the first error
    assert snapshot(table) == before
    with pytest.raises(TableError, match="is not subscribed"):
        table.unsubscribe(broken)
    table.act(*first_legal(table))  # later actions work, and do not call it
    assert len(calls) == 1


def test_an_error_from_act_still_says_the_action_was_applied() -> None:
    table = szaman_table()
    table.subscribe(lambda event: 1 / 0)
    with pytest.raises(SubscriberError, match="the action was applied") as caught:
        table.act(*first_legal(table))
    assert not caught.value.during_catch_up


def test_a_subscriber_may_subscribe_another_with_catch_up_mid_delivery() -> None:
    """A subscriber that subscribes another during a delivery: the newcomer gets every event
    once, in order (the rest of the delivery comes to it live, not also in its catch-up)."""
    table = Table.start("szaman", szaman.Rules(players=2, hands=1), seed=6)
    newcomers: list[list[Event]] = []

    def joiner(event: Event) -> None:
        if len(newcomers) < 3:
            seen: list[Event] = []
            newcomers.append(seen)
            table.subscribe(seen.append, catch_up=True)

    table.subscribe(joiner)
    while not table.state.is_over:
        table.act(*first_legal(table))  # a trick's last card: several events at once
    assert len(newcomers) == 3
    for seen in newcomers:
        assert seen == list(table.events)


def test_a_new_subscriber_that_acts_during_its_catch_up_gets_those_events_once() -> None:
    table = Table.start("wizard", wizard.Rules(players=3), seed=7)
    seen: list[Event] = []
    others: list[Event] = []
    table.subscribe(others.append)

    def bot(event: Event) -> None:
        seen.append(event)
        if len(table.history) < 5:
            table.act(*first_legal(table))

    table.subscribe(bot, catch_up=True)
    assert len(table.history) == 5
    assert seen == list(table.events)
    assert others == list(table.events[2:])  # the others were subscribed after the deal


def test_refusals_of_the_table_carry_codes() -> None:
    table = szaman_table()
    seat, action = first_legal(table)
    cases = [
        ((seat + 1) % 3, action, "not_your_turn"),
        (7, action, "no_such_seat"),
        (True, action, "no_such_seat"),
        (seat, Play(Card.parse("W1")), "not_in_hand"),  # not a Szaman card: held by nobody
        (seat, "play the ace", "malformed"),
    ]
    for who, what, code in cases:
        with pytest.raises(IllegalActionError) as caught:
            table.act(who, what)
        assert caught.value.code == code, (who, what)
    over = Table.start("szaman", szaman.Rules(players=2, hands=1), seed=3)
    while not over.state.is_over:
        over.act(*first_legal(over))
    with pytest.raises(IllegalActionError) as caught:
        over.act(0, Play(Card.parse("2C")))
    assert caught.value.code == "game_over"
    assert caught.value.as_message() == {
        "type": "IllegalActionError",
        "code": "game_over",
        "message": "cannot play 2♣: the game is over",
    }


def test_the_view_of_a_typed_table_is_the_game_view() -> None:
    table = Table(wizard.new_game(wizard.Rules(players=3), seed=2))
    assert table.view(1) == table.state.view(1)
    assert isinstance(table.view(1), wizard.View)


# -- undo ---------------------------------------------------------------------------------------


def test_undo_goes_back_to_any_earlier_decision() -> None:
    table = Table.start("wizard", wizard.Rules(players=4), seed=9)
    marks = [snapshot(table)]
    for _ in range(12):
        table.act(*first_legal(table))
        marks.append(snapshot(table))
    table.undo()
    assert snapshot(table) == marks[11]
    table.undo(3)
    assert snapshot(table) == marks[8]
    table.undo_to(8)  # where it is: nothing to do
    assert snapshot(table) == marks[8]
    table.undo_to(2)
    assert snapshot(table) == marks[2]
    table.act(*first_legal(table))
    assert snapshot(table) == marks[3]
    table.undo_to(0)
    assert snapshot(table) == marks[0]


@pytest.mark.parametrize("steps", [0, -1, 4, 1.0, True, None])
def test_undo_refuses_bad_steps(steps: Any) -> None:
    table = szaman_table()
    for _ in range(3):
        table.act(*first_legal(table))
    before = snapshot(table)
    with pytest.raises(TableError, match="cannot undo"):
        table.undo(steps)
    with pytest.raises(TableError, match="cannot go back"):
        table.undo_to(steps if steps != 0 else -1)
    assert snapshot(table) == before


def test_undo_of_a_seat_goes_back_to_its_last_decision() -> None:
    # "Undo my last move": seat 0 moves, the bots answer; one call goes back to seat 0's turn.
    table = Table.start("wizard", wizard.Rules(players=3), seed=5)
    bots = {1: RandomBot(seed=1), 2: RandomBot(seed=2)}
    table.run_bots(bots)
    with pytest.raises(TableError, match="cannot undo seat 0's move: it has made none"):
        table.undo(seat=0)
    for _ in range(3):  # three turns of seat 0, each answered by the bots
        mark = snapshot(table)
        table.act(0, table.view(0).legal_actions()[-1])
        table.run_bots(bots)
    taken = len(table.history) - len(mark[1])
    assert table.undo(seat=0) == taken
    assert snapshot(table) == mark
    assert table.undo(seat=1) >= 1  # a bot's last decision, and what came after it
    assert table.state.to_act == decider_of(table.state) == 1
    before = snapshot(table)
    for wrong, message in ((7, "no seat 7"), ("0", "no seat '0'")):
        with pytest.raises(TableError, match=message):
            table.undo(seat=wrong)  # type: ignore[arg-type]
    with pytest.raises(TableError, match="steps or a seat, not both"):
        table.undo(2, seat=0)
    assert snapshot(table) == before


def test_undo_of_a_declarer_counts_the_dummys_cards_it_chose() -> None:
    # Bridge: North opens 7NT and declares; a card of the dummy (South) is North's decision.
    table = Table.start("bridge", seed=5)
    table.act(0, parse_action(table.state, "7nt"))
    while decider_of(table.state) != 0 or table.state.to_act != 2:
        seat = decider_of(table.state)
        assert seat is not None
        table.act(seat, table.state.legal_actions()[0])
    dummy_turn = snapshot(table)
    table.act(0, table.state.legal_actions()[0])  # the dummy's card, chosen by North
    table.act(*first_legal(table))  # East's
    assert table.undo(seat=0) == 2
    assert snapshot(table) == dummy_turn


def test_undo_does_not_call_subscribers() -> None:
    table = szaman_table()
    table.act(*first_legal(table))
    seen: list[Event] = []
    table.subscribe(seen.append)
    table.undo()
    assert seen == []


# -- records ------------------------------------------------------------------------------------


def test_record_replays_to_the_table_state() -> None:
    table = Table.start("szaman", szaman.Rules(players=3, variant="russian"), seed=8)
    for _ in range(30):
        table.act(*first_legal(table))
    record = table.record()
    assert (record.game, record.rules, record.seed) == ("szaman", table.state.rules, 8)
    assert record.actions == table.history
    assert record.replay() == table.state
    again = Table.from_record(record)
    assert snapshot(again) == snapshot(table)
    again.undo(30)
    assert again.state == szaman.new_game(szaman.Rules(players=3, variant="russian"), seed=8)


def test_a_table_made_from_a_new_state_can_be_recorded() -> None:
    table: Table[wizard.State] = Table(wizard.new_game(wizard.Rules(players=3), seed=4))
    table.act(*first_legal(table))
    assert table.record().replay() == table.state
    assert table.record().game == "wizard"


def test_a_table_made_mid_game_cannot_be_recorded() -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=4)
    state = state.apply(state.legal_actions()[0])[0]
    with pytest.raises(TableError, match="did not start at a new game"):
        Table(state).record()


def test_from_record_refuses_other_values() -> None:
    with pytest.raises(TableError, match="takes a GameRecord"):
        Table.from_record("record")  # type: ignore[arg-type]


# -- the typed example of a user's program ------------------------------------------------------


def test_typing_frontend_runs() -> None:
    path = Path(__file__).resolve().parent / "typing" / "frontend.py"
    module: Any = load_script(path, "tricktaker_typing_frontend")
    module.main()


@pytest.mark.parametrize("name", GAMES)
def test_a_non_action_is_named_by_its_type_not_its_repr(name: str) -> None:
    table = Table.start(name, seed=3)
    state = table.state
    with pytest.raises(IllegalActionError) as caught:
        table.act(state.to_act, state)
    message = str(caught.value)
    assert message.startswith(f"cannot take a tricktaker.{name}.State: ")
    assert "rules=" not in message
    assert len(message) < 200
    assert caught.value.code == "malformed"
    assert table.state is state
    assert table.history == ()


def test_a_short_non_action_is_shown_as_it_is() -> None:
    table = Table.start("wizard", seed=3)
    with pytest.raises(IllegalActionError, match=r"^cannot take 'bid 1': a Wizard action is"):
        table.act(table.state.to_act, "bid 1")


# -- run_bots: the bots of some seats take their turns until a human is to act -------------


class _Lowest:
    """A bot that takes the first legal action, and counts its turns."""

    def __init__(self) -> None:
        self.turns = 0

    def choose(self, view: Any) -> Any:
        self.turns += 1
        return view.legal_actions()[0]


def test_run_bots_stops_when_a_seat_without_a_bot_is_to_act() -> None:
    table = Table.start("wizard", wizard.Rules(players=4), seed=9)
    bots = {seat: _Lowest() for seat in (1, 2, 3)}
    seen: list[Event] = []
    table.subscribe(seen.append)
    human_turns = 0
    while True:
        before = len(seen)
        events = table.run_bots(bots)
        assert list(events) == seen[before:]  # every event reached the subscriber
        if table.state.is_over:
            break
        assert table.state.to_act == 0  # the human's turn, every time the bots stop
        table.act(0, table.state.legal_actions()[-1])
        human_turns += 1
    assert sum(bot.turns for bot in bots.values()) + human_turns == len(table.history)
    assert human_turns > 0


def test_run_bots_plays_a_whole_game_of_bots_and_returns_its_events() -> None:
    table = Table.start("szaman", szaman.Rules(players=3, hands=1), seed=4)
    events = table.run_bots({seat: _Lowest() for seat in range(3)})
    assert table.state.is_over
    assert events == table.events[-len(events) :]
    assert table.run_bots({0: _Lowest()}) == ()


def test_run_bots_refuses_a_seat_or_bot_that_is_none_before_acting() -> None:
    table = Table.start("wizard", wizard.Rules(players=3), seed=9)
    with pytest.raises(TableError, match="there is no seat 5"):
        table.run_bots({5: _Lowest()})
    with pytest.raises(TableError, match="has no choose"):
        table.run_bots({table.state.to_act: object()})  # type: ignore[dict-item]
    assert table.history == ()


def test_run_bots_stops_at_an_illegal_choice_and_keeps_what_came_before() -> None:
    class Stubborn:
        def choose(self, view: Any) -> Any:
            return Play(Card.parse("2C"))  # never a bid

    table = Table.start("wizard", wizard.Rules(players=3), seed=9)
    first = table.state.to_act
    second = (first + 1) % 3
    with pytest.raises(IllegalActionError):
        table.run_bots({first: _Lowest(), second: Stubborn()})
    assert len(table.history) == 1
    assert table.state.to_act == second
