"""A game written as a plug-in author would write it, typed: ``mypy --strict`` checks it
against the game protocols (pyproject's [tool.mypy] files), and tests/test_typing_api.py
runs it, through the registry, the generic tools and the conformance kit.

High Card: each seat is dealt ``hand_size`` cards; every trick each seat plays any card, and
the highest rank wins (the earliest of equal ranks); a point a trick.

The lines marked ``type: ignore`` are mistakes that mypy must catch: with
``warn_unused_ignores`` (part of --strict), an ignore that is not needed is itself an error.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

import attrs
from typing_extensions import assert_type

from tricktaker import (
    Card,
    Event,
    Game,
    IllegalActionError,
    Play,
    RulesError,
    Table,
    get_game,
    register_game,
)
from tricktaker.bots import Bot, RandomBot, play_game
from tricktaker.cards import STANDARD_DECK, shuffled
from tricktaker.events import CardPlayed, GameOver
from tricktaker.games import GameState, SeatView, game_seed
from tricktaker.plugin import draft_class
from tricktaker.serialize import register_types
from tricktaker.testing import check_game
from tricktaker.tricks import next_seat, position_in_hand, remove_card


@attrs.frozen(kw_only=True)
class Rules:
    """The options of High Card.

    Attributes:
        players: 2 to 5.
        hand_size: cards dealt to each seat, 1 to 10.
    """

    players: int = 3
    hand_size: int = 4

    def __attrs_post_init__(self) -> None:
        if not 2 <= self.players <= 5:
            raise RulesError(f"Rules.players must be 2 to 5, not {self.players!r}")
        if not 1 <= self.hand_size <= 10:
            raise RulesError(f"Rules.hand_size must be 1 to 10, not {self.hand_size!r}")


class Phase(enum.Enum):
    PLAY = "play"
    OVER = "over"


@attrs.frozen
class TrickTaken(Event):
    winner: int


def refusal(
    to_act: int | None, hand: tuple[Card, ...], action: object
) -> IllegalActionError | None:
    if to_act is None:
        return IllegalActionError("the game is over", code="game_over")
    if type(action) is not Play or action.suit is not None:
        return IllegalActionError(f"cannot take {action!r}", code="malformed")
    if position_in_hand(hand, action.card) < 0:
        return IllegalActionError(f"cannot play {action.card}: not held", code="not_in_hand")
    return None


@attrs.frozen(kw_only=True)
class View:
    seat: int
    rules: Rules
    hand: tuple[Card, ...]
    trick: tuple[Card, ...]
    leader: int
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def legal_actions(self) -> tuple[Play, ...]:
        return tuple(Play(card) for card in self.hand) if self.to_act == self.seat else ()

    def is_legal(self, action: object) -> bool:
        return self.to_act == self.seat and refusal(self.to_act, self.hand, action) is None


@attrs.frozen(kw_only=True, weakref_slot=False)
class State:
    rules: Rules
    seed: int
    hands: tuple[tuple[Card, ...], ...]
    trick: tuple[Card, ...]
    leader: int
    scores: tuple[int, ...]
    phase: Phase
    to_act: int | None
    winners: tuple[int, ...] = ()

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def legal_actions(self) -> tuple[Play, ...]:
        if self.to_act is None:
            return ()
        return tuple(Play(card) for card in self.hands[self.to_act])

    def refusal(self, action: object) -> IllegalActionError | None:
        return refusal(self.to_act, () if self.to_act is None else self.hands[self.to_act], action)

    def is_legal(self, action: object) -> bool:
        return self.refusal(action) is None

    def view(self, seat: int) -> View:
        return View(
            seat=seat,
            rules=self.rules,
            hand=self.hands[seat],
            trick=self.trick,
            leader=self.leader,
            scores=self.scores,
            phase=self.phase,
            to_act=self.to_act,
            winners=self.winners,
        )

    def apply(self, action: Play) -> tuple[State, tuple[Event, ...]]:
        error = self.refusal(action)
        if error is not None or self.to_act is None:
            raise error or IllegalActionError("the game is over", code="game_over")
        seat, players = self.to_act, self.rules.players
        hands = list(self.hands)
        hands[seat] = remove_card(hands[seat], action.card)
        trick = self.trick + (action.card,)
        events: tuple[Event, ...] = (CardPlayed(seat=seat, card=action.card),)
        after: Any = object.__new__(_DRAFT)  # every field set below, then frozen
        after.rules, after.seed, after.hands = self.rules, self.seed, tuple(hands)
        after.phase, after.winners = self.phase, self.winners
        if len(trick) < players:
            after.trick, after.leader, after.scores = trick, self.leader, self.scores
            after.to_act = next_seat(seat, players)
        else:
            best = max(range(players), key=lambda i: (trick[i].rank or 0, -i))
            winner = (self.leader + best) % players
            scores = tuple(score + (s == winner) for s, score in enumerate(self.scores))
            after.trick, after.leader, after.scores, after.to_act = (), winner, scores, winner
            events += (TrickTaken(winner),)
            if not hands[winner]:
                top = max(scores)
                after.phase, after.to_act = Phase.OVER, None
                after.winners = tuple(s for s, score in enumerate(scores) if score == top)
                events += (GameOver(scores=scores, winners=after.winners),)
        after.__class__ = State
        frozen: State = after
        return frozen, events


_DRAFT = draft_class(State)


def start(rules: Rules, *, seed: int | None = None) -> tuple[State, tuple[Event, ...]]:
    seed = game_seed(seed)
    deck = shuffled(STANDARD_DECK, seed)
    size = rules.hand_size
    hands = tuple(tuple(sorted(deck[s * size : (s + 1) * size])) for s in range(rules.players))
    state = State(
        rules=rules,
        seed=seed,
        hands=hands,
        trick=(),
        leader=0,
        scores=(0,) * rules.players,
        phase=Phase.PLAY,
        to_act=0,
    )
    return state, ()


class Lowest:
    """Throws its lowest card."""

    def __init__(self, seed: int | None = None) -> None:
        pass

    def choose(self, view: View) -> Play:
        return min(view.legal_actions(), key=lambda play: play.card.rank or 0)


def narrate(event: Event, rules: Rules) -> str | None:
    return f"seat {event.winner} takes it" if isinstance(event, TrickTaken) else None


def describe(view: View, names: Sequence[str]) -> list[str]:
    return [f"{name}: {score}" for name, score in zip(names, view.scores, strict=True)]


GAME: Game[Rules, State, View, Play] = Game(
    name="highcard",
    title="High Card",
    rules=Rules,
    start=start,
    bots={"random": RandomBot, "lowest": Lowest},
    narrate=narrate,
    describe=describe,
)

# What mypy checks of a game: each line below is refused.
_state_of_views: GameState[Play, View] = start(Rules(), seed=1)[0]
_not_a_state: GameState[Play, View] = Rules()  # type: ignore[assignment]
_wrong_view: GameState[Play, State] = start(Rules(), seed=1)[0]  # type: ignore[assignment]
_wrong_action_bot: Bot[View, int] = Lowest()  # type: ignore[assignment]
_view_is_a_seat_view: SeatView[Play] = start(Rules(), seed=1)[0].view(0)
_bad_bots: Game[Rules, State, View, Play] = Game(
    name="highcard",
    title="High Card",
    rules=Rules,
    start=start,
    bots={"words": str},  # type: ignore[dict-item]
    narrate=narrate,
)
_bad_start: Game[Rules, State, View, Play] = Game(
    name="highcard",
    title="High Card",
    rules=Rules,
    start=lambda rules: start(rules),  # type: ignore[arg-type]
    bots={},
    narrate=narrate,
)


def register() -> None:
    """What a plug-in's ``__init__`` does on import (here on demand, so that importing this
    file registers nothing)."""
    register_types(
        "highcard",
        [Rules, State, View, TrickTaken],
        rules=Rules,
        actions=[Play],
        events=[CardPlayed, TrickTaken, GameOver],
    )
    register_game(GAME)


def main() -> None:
    register()
    state = GAME.new_game(Rules(players=4), seed=3)
    assert_type(state, State)
    final, events = play_game(state, [Lowest(), RandomBot(1), Lowest(), RandomBot(2)])
    assert_type(final, State)
    assert final.is_over
    assert isinstance(events[-1], GameOver)
    table: Table[State] = Table(GAME.new_game(seed=2))
    view = table.view(0)
    assert_type(view, View)
    table.act(0, view.legal_actions()[0])
    assert get_game("highcard") is GAME
    report = check_game(GAME, rules=Rules(players=2, hand_size=3), games=2)
    assert report.game == "highcard"
    assert report.decisions == 12


if __name__ == "__main__":
    main()
