"""The frontend API (Table, per-seat events, JSON, records) used as a typed program would;
checked by ``mypy --strict`` (pyproject's [tool.mypy] files) and run by tests/test_table.py."""

from __future__ import annotations

from typing import Any

from typing_extensions import assert_type

from tricktaker import (
    Card,
    Event,
    GameRecord,
    IllegalActionError,
    ReplayError,
    SerializationError,
    SubscriberError,
    Table,
    TricktakerError,
    from_data,
    from_json,
    replay,
    szaman,
    to_data,
    to_json,
    wizard,
)


def play_a_round() -> tuple[Table[wizard.State], dict[int, list[str]]]:
    table: Table[wizard.State] = Table(wizard.new_game(wizard.Rules(players=3), seed=2))
    screens: dict[int, list[str]] = {seat: [] for seat in range(3)}

    def send(seat: int) -> None:
        def to_screen(event: Event) -> None:
            screens[seat].append(to_json(event))  # the seat's form, as a client gets it

        table.subscribe(to_screen, seat=seat)

    for seat in range(3):
        send(seat)
    while table.state.round == 1:
        state: wizard.State = table.state
        to_act = state.to_act
        assert to_act is not None
        view: wizard.View = state.view(to_act)
        action: wizard.Action = view.legal_actions()[0]
        events: tuple[Event, ...] = table.act(to_act, action)
        assert events
    return table, screens


def typed_tables() -> None:
    """A table keeps its state's type: its view is the game's View, not Any."""
    table = Table(wizard.new_game(wizard.Rules(players=3), seed=2))
    assert_type(table, Table[wizard.State])
    assert_type(table.state, wizard.State)
    assert_type(table.view(0), wizard.View)
    played: tuple[Card, ...] = table.view(0).played
    assert played == ()
    other = Table(szaman.new_game(szaman.Rules(players=2), seed=1))
    assert_type(other.view(1), szaman.View)
    assert other.view(1).last_trick is None
    by_name = Table.start("wizard", seed=None)  # a game chosen by name: the type is not known
    assert_type(by_name, Table[Any])
    annotated: Table[wizard.State] = Table.start("wizard", seed=None)
    assert_type(annotated.view(0), wizard.View)


def read_action(text: str) -> wizard.Action | None:
    """A client's message: one of Wizard's actions, or None if it is not one."""
    try:
        return from_json(text, (wizard.Bid, wizard.ChooseTrump, wizard.Play))
    except SerializationError:
        return None


def read_envelope(message: dict[str, object]) -> wizard.Bid | None:
    """A server's own message holding an action in its data form."""
    try:
        return from_data(message["action"], wizard.Bid)
    except (KeyError, SerializationError):
        return None


def main() -> None:
    typed_tables()
    table, screens = play_a_round()
    assert all(screens.values())
    record: GameRecord = table.record()
    text: str = to_json(record)
    loaded: GameRecord = from_json(text, GameRecord)
    final: wizard.State = replay(loaded)
    assert final == table.state
    assert read_action(to_json(wizard.Bid(1))) == wizard.Bid(1)
    assert read_action("[]") is None
    assert read_envelope({"id": 1, "action": to_data(wizard.Bid(1))}) == wizard.Bid(1)
    assert read_envelope({"id": 1, "action": {"type": "wizard.Bid", "tricks": 1}}) is not None
    anything: object = from_data(to_data(table.state.view(0)), wizard.Action | wizard.View)
    assert isinstance(anything, wizard.View)
    code: str = table.state.view(0).hand[0].code
    assert code.isascii()
    table.undo()
    table.undo_to(0)
    try:
        table.act(0, wizard.Bid(9))
    except IllegalActionError as error:
        message: str = str(error)
        assert "turn" in message
    errors: tuple[type[TricktakerError], ...] = (SubscriberError, ReplayError)
    assert all(issubclass(error_type, TricktakerError) for error_type in errors)


if __name__ == "__main__":
    main()
