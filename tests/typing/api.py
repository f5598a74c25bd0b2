"""The public API used the way a program would use it; checked by ``mypy --strict`` (see
pyproject's [tool.mypy] files) and run by tests/test_typing_api.py."""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction

from typing_extensions import assert_type

import tricktaker
from tricktaker import (
    REFUSAL_CODES,
    Card,
    CardParseError,
    CompletedTrick,
    Event,
    IllegalActionError,
    Play,
    Rank,
    RefusalCode,
    RulesError,
    SimulationResult,
    Suit,
    TricktakerError,
    bridge,
    chance,
    encoding,
    format_cards,
    get_game,
    parse_action,
    parse_cards,
    szaman,
    wizard,
)
from tricktaker.bots import RandomBot, play_game


def parse_or_none(text: str) -> Card | None:
    try:
        return Card.parse(text)
    except CardParseError:
        return None


def describe(card: Card) -> str:
    suit: Suit | None = card.suit
    rank: Rank | None = card.rank
    if suit is None or rank is None:
        return f"{card} (special)"
    return f"{card}: rank {int(rank)} of {suit.name.lower()}"


def what_if() -> tuple[int, tuple[Card, ...], int]:
    trick: tuple[Card, ...] = parse_cards("N2 7C 3H KC")
    winner: int = wizard.trick_winner(trick, Suit.HEARTS)
    legal: tuple[Card, ...] = wizard.legal_plays(parse_cards("2C 7H W1"), parse_cards("9H"))
    points: int = wizard.round_score(2, 2)
    led: Suit | None = wizard.led_suit(trick)
    assert led is Suit.CLUBS
    return winner, legal, points


def greedy(state: wizard.State) -> wizard.Action:
    """The last legal action: the highest bid, the last suit, the highest-ordered card."""
    actions: tuple[wizard.Action, ...] = state.legal_actions()
    return actions[-1]


def play_one_game(players: int, *, hook: bool) -> wizard.State:
    rules = wizard.Rules(players=players, hook=hook)
    state: wizard.State = wizard.new_game(rules, seed=7)
    log: list[Event] = []
    while not state.is_over:
        seat: int | None = state.to_act
        assert seat is not None
        view: wizard.View = state.view(seat)
        assert view.hand == state.hands[seat]
        action = greedy(state)
        if isinstance(action, wizard.Bid):
            tricks: int = action.tricks
            assert 0 <= tricks <= state.round
        elif isinstance(action, wizard.ChooseTrump):
            chosen: Suit = action.suit
            assert chosen in Suit
        else:
            played: Card = action.card
            assert played in view.hand
        state, events = state.apply(action)
        log.extend(events)
        for event in events:
            if isinstance(event, wizard.TrickWon):
                assert 0 <= event.winner < players
            elif isinstance(event, wizard.RoundScored):
                assert len(event.points) == players
    over = log[-1]
    assert isinstance(over, wizard.GameOver)
    assert over.winners == state.winners
    return state


def refuse(state: wizard.State) -> str:
    try:
        state.apply(Play(Card.parse("2C")))
    except IllegalActionError as error:
        return str(error)
    return ""


def refusal_code(state: wizard.State) -> RefusalCode | None:
    """Asking without an exception, and the code of a refusal."""
    legal: bool = state.is_legal(wizard.Bid(1))
    assert legal
    assert not state.view(0).is_legal(wizard.Bid(1))
    error = state.refusal(Play(Card.parse("2C")))
    assert_type(error, IllegalActionError | None)
    if error is None:
        return None
    code = error.code
    assert_type(code, RefusalCode)
    assert code in REFUSAL_CODES
    assert error.as_message()["code"] == code
    return code


def typed_moves() -> None:
    state = wizard.new_game(wizard.Rules(players=3), seed=2)
    bid = parse_action(state, "bid 1")
    assert_type(bid, wizard.Bid | wizard.ChooseTrump | Play)
    assert bid == wizard.Bid(1)
    play = parse_action(szaman.new_game(szaman.Rules(players=3), seed=2).view(2), "2c")
    assert_type(play, Play)
    assert play.card == Card.parse("2C")


def finished_tricks() -> CompletedTrick | None:
    state = szaman.new_game(szaman.Rules(players=2), seed=1)
    while state.last_trick is None:
        state, _ = state.apply(state.legal_actions()[0])
    last: CompletedTrick | None = state.view(0).last_trick
    played: tuple[Card, ...] = wizard.new_game(seed=1).view(0).played
    assert played == ()
    return last


def bad_rules() -> str:
    try:
        wizard.Rules(players=9)
    except RulesError as error:
        message: str = str(error)
        return message
    return ""


def with_bots() -> Sequence[int]:
    state = wizard.new_game(wizard.Rules(players=3), seed=2)
    bots: list[tricktaker.Bot] = [RandomBot(seed=1), wizard.HeuristicBot(seed=2), RandomBot(seed=3)]
    final, events = play_game(state, bots)
    assert all(isinstance(event, Event) for event in events)
    return final.winners


def through_the_registry() -> tuple[str, str]:
    game = get_game("wizard")
    try:
        get_game("no such game")
    except TricktakerError as error:
        return game.title, str(error)
    return game.title, ""


def as_numbers(seed: int) -> tuple[int, list[float], list[int], str]:
    """A position as a learning program reads it (tricktaker.encoding)."""
    rules = wizard.Rules(players=4)
    state = wizard.new_game(rules, seed=seed)
    view = state.view(state.to_act or 0)
    chosen: int = encoding.action_index(state.legal_actions()[0], rules)
    assert encoding.action_from_index(chosen, state) == state.legal_actions()[0]
    vector: list[float] = encoding.observation(view)
    assert len(vector) == encoding.observation_size(rules)
    mask: list[int] = encoding.legal_action_mask(view)
    sizes = [section.size for section in encoding.observation_layout(rules)]
    assert sum(sizes) == len(vector)
    return encoding.num_actions(rules), vector, mask, encoding.information_state(view)


def bots_compared() -> float:
    """A small simulation on a thread pool: the same figures as in this thread."""
    rules = szaman.Rules(players=2)
    with ThreadPoolExecutor(2) as pool:
        result = tricktaker.simulate("szaman", rules, ["heuristic", "random"], 4, seed=3,
                                     executor=pool)  # fmt: skip
    assert_type(result, SimulationResult)
    assert result == tricktaker.simulate(get_game("szaman"), rules, ("heuristic", "random"), 4,
                                         seed=3)  # fmt: skip
    document: dict[str, object] = result.as_dict()
    assert document["games_finished"] == 4
    win_rate: float = result.bot("heuristic").win_rate
    return win_rate


def dealt_by_chance(seed: int) -> tuple[int, ...]:
    """A Wizard game whose deals are chance nodes, each card drawn as a program would."""
    import random

    rng = random.Random(seed)
    state = chance.new_game("wizard", wizard.Rules(players=3))
    assert_type(state, chance.State)
    while not state.is_over:
        if state.is_chance:
            outcomes = state.chance_outcomes()
            total: Fraction = sum((p for _, p in outcomes), Fraction(0))
            assert total == 1
            card: Card = rng.choice(outcomes)[0]
            state, _ = state.apply(card)
        else:
            state, _ = state.apply(rng.choice(state.legal_actions()))
    scores: tuple[int, ...] = state.scores
    return scores


def a_bridge_record() -> tuple[int | None, int, list[float], int]:
    text = '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Contract "3NT"]\n[Declarer "S"]'
    boards = bridge.read_pbn(text + '\n[Result "10"]')
    board: bridge.Board = boards[0]
    assert_type(board.score, int | None)
    again = bridge.read_lin(bridge.write_lin(boards)) + bridge.read_pbn(bridge.write_pbn(boards))
    assert_type(again, list[bridge.Board])
    points = bridge.matchpoints([430, 400, -50], expected=4)
    assert_type(points, list[float])
    table = bridge.DDTable.from_pbn("77667775576677566775")
    par = bridge.par(table, dealer=0, vulnerable=(False, False))
    return board.score, bridge.imps(430 - 400), points, par.score


def main() -> None:
    assert tricktaker.__version__
    assert parse_or_none("8H") is Card.parse("8♥")
    assert parse_or_none("8X") is None
    assert describe(Card.parse("QS")) == "Q♠: rank 12 of spades"
    assert describe(Card.parse("W1")) == "W1 (special)"
    assert format_cards(sorted(parse_cards("W1 2S AC"))) == "A♣ 2♠ W1"
    assert what_if() == (2, parse_cards("7H W1"), 40)
    final = play_one_game(4, hook=True)
    assert final.is_over
    assert final.winners
    assert refuse(wizard.new_game(wizard.Rules(players=3), seed=2)).startswith("cannot play 2♣")
    assert "players" in bad_rules()
    assert refusal_code(wizard.new_game(wizard.Rules(players=3), seed=2)) == "wrong_phase"
    typed_moves()
    assert finished_tricks() is not None
    assert with_bots()
    title, refusal = through_the_registry()
    assert title == "Wizard"
    assert "wizard" in refusal
    count, vector, mask, known = as_numbers(7)
    assert len(mask) == count == 85
    assert len(vector) == 587
    assert known.startswith('{"format"')
    assert 0.0 <= bots_compared() <= 1.0
    assert len(dealt_by_chance(5)) == 3
    score, imps, points, par = a_bridge_record()
    assert (score, imps, [round(point, 2) for point in points], par) == (
        430,
        1,
        [5.67, 3.0, 0.33],
        90,
    )


if __name__ == "__main__":
    main()
